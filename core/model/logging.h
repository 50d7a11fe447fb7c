#pragma once

#include <QLoggingCategory>

// One logging category per module, debug off by default. Where an error becomes a message for the user (or is
// dropped), the module logs it at debug level, so QT_LOGGING_RULES="headroom.*.debug=true" shows where it arose.
Q_DECLARE_LOGGING_CATEGORY(lcBench)
Q_DECLARE_LOGGING_CATEGORY(lcCli)
Q_DECLARE_LOGGING_CATEGORY(lcImporters)
Q_DECLARE_LOGGING_CATEGORY(lcReport)
