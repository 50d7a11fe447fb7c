// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "parsedsource.h"

#include <atomic>
#include <functional>

#include <QList>
#include <QStringList>

namespace headroom {

class ResultsLibrary;

// Everything one import command would store, parsed and checked before a byte is written.
struct ImportPlan {
    QList<ParsedSource> sources; // to store
    QStringList duplicates; // skipped: content already in the library, or twice in this import
    QStringList warnings;
    QString error; // non-empty: the import must store nothing
    bool cancelled = false;
    int filesRead = 0;
};

struct ImportResult {
    int imported = 0; // sources stored
    int duplicates = 0;
    QList<qint64> measurementIds;
    QStringList warnings;
    QStringList storedSha256; // the sources stored: a plan's source found in the library only at commit is not here
    int demandsAdded = 0; // customer demands (clusters of customer exports)
    QStringList demands; // each stored demand: "zColo_06 (3 hosts)"
};

// Reads and parses every file under `paths` (directories are walked; an HCIBench `…-res.txt` with its test folder
// beside it is one source). Stops at the first error: an import is all or nothing. Files are read here, so run it
// off the UI thread; `cancel` is checked between files, `progress(done, total)` is called from this thread.
ImportPlan planImport(const QStringList& paths, const ImportOptions& options, const std::atomic<bool>* cancel = nullptr,
    const std::function<void(int, int)>& progress = {});

// Parses one file's bytes in the given (or detected) format; the source carries the bytes' SHA-256. Pure function.
Expected<ParsedSource> parseSourceBytes(const QByteArray& bytes, const QString& fileName, const ImportOptions& options);
// The same, for the caller's only copy of the bytes: the importer may free them once read (a large fio file is not
// held while its measurements are built).
Expected<ParsedSource> parseSourceBytes(QByteArray&& bytes, const QString& fileName, const ImportOptions& options);

// Owner thread of the library: moves the sources whose content hash is already stored, or whose every run
// (Measurement::runIdentity) is, to `duplicates`. Fails when the library cannot be read or when a source holds some
// runs already stored and some new (the plan is then not to be stored).
Status dropKnownSources(ImportPlan& plan, const ResultsLibrary& library);

// Owner thread: stores the plan's sources and applies the options' tags to their systems, in one transaction. A
// non-empty options.systemName is the system of every measurement, whatever the plan was parsed with; a system name
// that is an existing one spelled differently (importnames.h) is refused unless options.createSystems.
Expected<ImportResult> commitImport(ResultsLibrary& library, ImportPlan plan, const ImportOptions& options);

} // namespace headroom
