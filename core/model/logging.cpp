// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging.h"

namespace headroom {

// QtInfoMsg: debug is off until QT_LOGGING_RULES switches it on; nothing here logs above debug.
Q_LOGGING_CATEGORY(lcAdvice, "headroom.advice", QtInfoMsg)
Q_LOGGING_CATEGORY(lcBench, "headroom.bench", QtInfoMsg)
Q_LOGGING_CATEGORY(lcCli, "headroom.cli", QtInfoMsg)
Q_LOGGING_CATEGORY(lcCluster, "headroom.cluster", QtInfoMsg)
Q_LOGGING_CATEGORY(lcImporters, "headroom.importers", QtInfoMsg)
Q_LOGGING_CATEGORY(lcPricing, "headroom.pricing", QtInfoMsg)
Q_LOGGING_CATEGORY(lcReport, "headroom.report", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStore, "headroom.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcUi, "headroom.ui", QtInfoMsg)

} // namespace headroom
