// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace headroom {

// One logging category per module, all at debug level and off by default. Where an error becomes a message for the
// user (or a figure is withheld), the module logs it, so QT_LOGGING_RULES="headroom.*.debug=true" shows where it
// arose; "headroom.store.debug=true" shows one module.
Q_DECLARE_LOGGING_CATEGORY(lcAdvice)
Q_DECLARE_LOGGING_CATEGORY(lcBench)
Q_DECLARE_LOGGING_CATEGORY(lcCli)
Q_DECLARE_LOGGING_CATEGORY(lcCluster)
Q_DECLARE_LOGGING_CATEGORY(lcImporters)
Q_DECLARE_LOGGING_CATEGORY(lcPricing)
Q_DECLARE_LOGGING_CATEGORY(lcReport)
Q_DECLARE_LOGGING_CATEGORY(lcStore)
Q_DECLARE_LOGGING_CATEGORY(lcUi)

} // namespace headroom
