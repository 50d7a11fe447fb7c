#include "logging.h"

Q_LOGGING_CATEGORY(lcBench, "headroom.bench", QtInfoMsg)
Q_LOGGING_CATEGORY(lcCli, "headroom.cli", QtInfoMsg)
Q_LOGGING_CATEGORY(lcImporters, "headroom.importers", QtInfoMsg)
Q_LOGGING_CATEGORY(lcReport, "headroom.report", QtInfoMsg)
