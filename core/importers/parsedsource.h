// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "importformat.h"
#include "model/customer.h"
#include "model/measurement.h"

#include <optional>

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace headroom {

// What the user asked of an import. A plain value, safe to copy to a worker thread.
struct ImportOptions {
    QString systemName; // empty: derived from the data (fio hostname, HCIBench cluster, CSV column, folder name)
    QMap<QString, QString> tags; // added to every system the import touches
    ImportFormat format = ImportFormat::Auto;
    bool keepIntervals = false; // fio --status-interval: keep every interval, not only the final result
    bool allowFailed = false; // keep fio jobs with a non-zero error, marked failed (never curve points)
    // A system name that is an existing one spelled with other case, spacing or punctuation (importnames.h) makes a
    // new system; without it such an import is refused.
    bool createSystems = false;
};

// One parsed source file (or one HCIBench results directory): its measurements, ready to store, and what the
// parser wants the user to know. Produced by the pure parsers on any thread; stored on the library's thread.
struct ParsedSource {
    SourceRef source; // kind, file, sha256, importer
    ImportFormat format = ImportFormat::Auto;
    QList<Measurement> measurements;
    // A customer's environment (a Live Optics export): stored as customer demands, one per cluster, not as
    // measurements. Empty for benchmark results.
    std::optional<CustomerExport> customer;
    QStringList warnings; // each names the file (and line or JSON path where there is one)
};

} // namespace headroom
