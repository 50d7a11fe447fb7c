// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The seed of a generated library (generatedlibrary.h): one real measurement of Debian's fio in a library.

#include "../importers/fiorunner.h"
#include "importers/importplan.h"
#include "store/resultslibrary.h"

#include <QDir>

namespace headroom::perf {

// A library at `path` holding one real measurement of Debian's fio: a small random read/write job run in `dir`, its
// JSON imported as the system "fio here". The error, or empty.
inline QString makeRealLibrary(const QString& dir, const QString& path)
{
    const QString json = QDir(dir).filePath(QStringLiteral("real.json"));
    if (test::runSmallJob(QDir(dir).filePath(QStringLiteral("data")), QStringLiteral("randrw"),
            { QStringLiteral("--output-format=json") }, json)
            .isEmpty()) {
        return QStringLiteral("fio did not run (its error is in the log)");
    }
    auto library = ResultsLibrary::open(path);
    if (!library) {
        return library.error();
    }
    ImportOptions options;
    options.systemName = QStringLiteral("fio here");
    const ImportPlan plan = planImport({ json }, options);
    if (!plan.error.isEmpty()) {
        return plan.error;
    }
    const auto imported = commitImport(**library, plan, options);
    return imported ? QString() : imported.error();
}

} // namespace headroom::perf
