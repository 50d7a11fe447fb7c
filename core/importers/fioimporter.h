// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiorun.h"
#include "model/expected.h"
#include "parsedsource.h"

#include <QByteArray>
#include <QByteArrayView>

namespace headroom {

// fio JSON output in every variant real files hold (json, json+, text before or after the JSON, several
// --status-interval documents, fio 2.x and 3.x keys, clones without group_reporting, client/server with per-host
// entries and "All clients"). One measurement per job (clones grouped) and, in client mode, per host plus the
// aggregate. `fileName` is used in messages and, when the data names no host, for the default system name.
// Pure function, any thread.
Expected<ParsedSource> importFioJson(QByteArrayView bytes, const QString& fileName, const ImportOptions& options);
// The same, releasing `bytes` once the jobs are read and checked, before the measurements are built: with the only
// copy of a large file moved in, the file and the measurements are never in memory together.
Expected<ParsedSource> importFioJson(QByteArray&& bytes, const QString& fileName, const ImportOptions& options);

// The measurements of one fio run (one JSON document). `systemName` is used for every measurement. `places`, when
// given, receives where each measurement's first entry is ("line 1: $.jobs[0]"), for messages.
QList<Measurement> fioRunMeasurements(const FioRun& run, const QString& systemName, const QString& fileName,
    QStringList& warnings, QStringList* places = nullptr);

} // namespace headroom
