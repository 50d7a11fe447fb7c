// SPDX-License-Identifier: GPL-3.0-or-later
#include "importplan.h"

#include "diskspdfolder.h"
#include "formatdetection.h"
#include "hcibenchdirectory.h"
#include "importnames.h"
#include "liveopticssheets.h"
#include "model/logging.h"
#include "store/openlibraries.h"
#include "store/resultslibrary.h"

#include <openssl/sha.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace headroom {

namespace {

// One unit of import: a file, or an HCIBench summary with its test folder.
struct ImportUnit {
    QString path;
    QString hciBenchTestFolder; // empty for a plain file
    bool fromWalk = false; // found in a directory: skipped with a warning when no importer recognises it
    QString skipNote; // non-empty: not read, for this reason (a warning)
    QStringList diskSpdFiles; // a folder of DiskSpd XML results (VMFleet): `path` is the folder
};

// vdbench writes the same run averages to summary.html, totals.html and flatfile.html: in a walked folder only
// summary.html is imported, so each run is one point, not three.
QString vdbenchTwin(const QString& file)
{
    const QFileInfo info(file);
    if (info.fileName() != QLatin1String("totals.html") && info.fileName() != QLatin1String("flatfile.html")) {
        return {};
    }
    if (!QFileInfo::exists(info.dir().filePath(QStringLiteral("summary.html")))) {
        return {};
    }
    return QStringLiteral("%1: the same vdbench runs as summary.html beside it; skipped (import it alone to use it)")
        .arg(file);
}

// A results folder may hold the library Headroom has open (or its -wal, -shm): reading it would drop this process's
// locks on it (store/openlibraries.h), so it is skipped unread.
QString openLibraryNote(const QString& file)
{
    return isOpenLibraryFile(file)
        ? QStringLiteral("%1: the library open in Headroom (or its side file); skipped unread").arg(file)
        : QString();
}

QStringList filesUnder(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files << it.next();
    }
    files.sort();
    return files;
}

Expected<QList<ImportUnit>> collectUnits(const QStringList& paths, ImportFormat format)
{
    QList<ImportUnit> units;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            return fail(QStringLiteral("%1: no such file or directory").arg(path));
        }
        if (!info.isDir()) {
            units << ImportUnit { path, {}, false, openLibraryNote(path), {} };
            continue;
        }
        const QStringList files = filesUnder(path);
        QSet<QString> claimed;
        for (const QString& file : files) {
            if (!file.endsWith(QLatin1String("-res.txt"))) {
                continue;
            }
            const QString folder = file.chopped(8);
            if (QFileInfo(folder).isDir()) {
                units << ImportUnit { file, folder, true, {}, {} };
                claimed.insert(file);
                for (const QString& inner : filesUnder(folder)) {
                    claimed.insert(inner);
                }
            }
        }
        if (format == ImportFormat::Auto || format == ImportFormat::DiskSpd) {
            QStringList unclaimed;
            for (const QString& file : files) {
                if (!claimed.contains(file) && openLibraryNote(file).isEmpty()) {
                    unclaimed << file;
                }
            }
            for (const QStringList& group : diskSpdFolderGroups(unclaimed)) {
                units << ImportUnit { QFileInfo(group.first()).absolutePath(), {}, true, {}, group };
                claimed.unite(QSet<QString>(group.cbegin(), group.cend()));
            }
        }
        for (const QString& file : files) {
            if (!claimed.contains(file)) {
                const QString openLibrary = openLibraryNote(file);
                units << ImportUnit { file, {}, true, openLibrary.isEmpty() ? vdbenchTwin(file) : openLibrary, {} };
            }
        }
    }
    return units;
}

Expected<QByteArray> readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()));
    }
    return file.readAll();
}

Expected<ParsedSource> parseUnit(const ImportUnit& unit, const ImportOptions& options)
{
    if (!unit.diskSpdFiles.isEmpty()) {
        QList<NamedBytes> files;
        for (const QString& path : unit.diskSpdFiles) {
            auto read = readAll(path);
            if (!read) {
                return fail(read.error());
            }
            files << NamedBytes { path, *read };
        }
        return importDiskSpdFolder(unit.path, files, options);
    }
    auto bytes = readAll(unit.path);
    if (!bytes) {
        return fail(bytes.error());
    }
    if (unit.hciBenchTestFolder.isEmpty()) {
        if (unit.fromWalk && options.format == ImportFormat::Auto) { // detected once, here
            const auto format = detectFormat(*bytes, unit.path);
            if (!format || (*format == ImportFormat::LiveOptics && isForeignWorkbook(*bytes))) {
                return ParsedSource {}; // not a results file: reported by the caller, not an error
            }
            ImportOptions detected = options;
            detected.format = *format;
            return parseSourceBytes(std::move(*bytes), unit.path, detected);
        }
        return parseSourceBytes(std::move(*bytes), unit.path, options);
    }
    QList<NamedBytes> testFiles;
    for (const QString& path : filesUnder(unit.hciBenchTestFolder)) {
        if (isOpenLibraryFile(path)) {
            continue;
        }
        auto inner = readAll(path);
        if (!inner) {
            return fail(inner.error());
        }
        testFiles << NamedBytes { path, *inner };
    }
    return importHciBenchTest(NamedBytes { unit.path, *bytes }, testFiles, options);
}

QString percentProblem(const std::optional<double>& value, const char* what)
{
    return value && (*value < 0 || *value > 100)
        ? QStringLiteral("%1 %2 is not a percentage").arg(QLatin1String(what)).arg(*value)
        : QString();
}

QString rateProblem(const std::optional<double>& value, const QString& what)
{
    return value && !(*value >= 0) ? QStringLiteral("%1 %2 is negative").arg(what).arg(*value) : QString();
}

// What the library would refuse (its CHECK constraints), said in the file's terms before anything is written, so a
// database message never reaches the user.
QString storageProblem(const Measurement& m)
{
    const Workload& w = m.workload;
    QStringList problems { percentProblem(w.readPct, "read %"), percentProblem(w.randomPct, "random %"),
        rateProblem(m.iops, QStringLiteral("IOPS")), rateProblem(m.bytesPerSec, QStringLiteral("bytes/s")) };
    if (m.systemName.trimmed().isEmpty()) {
        problems << QStringLiteral("no system name");
    }
    if (w.blockSizeBytes && *w.blockSizeBytes <= 0) {
        problems << QStringLiteral("block size %1 bytes").arg(*w.blockSizeBytes);
    }
    if (w.queueDepth && *w.queueDepth <= 0) {
        problems << QStringLiteral("queue depth %1").arg(*w.queueDepth);
    }
    if (m.queueDepth && *m.queueDepth <= 0) {
        problems << QStringLiteral("queue depth %1").arg(*m.queueDepth);
    }
    if (w.jobs && *w.jobs <= 0) {
        problems << QStringLiteral("%1 jobs").arg(*w.jobs);
    }
    const std::pair<const char*, const DirectionStats*> directions[]
        = { { "read", &m.read }, { "write", &m.write }, { "combined", &m.combined } };
    for (const auto& [name, d] : directions) {
        const QString label = QString::fromLatin1(name);
        problems << rateProblem(d->iops, label + QStringLiteral(" IOPS"))
                 << rateProblem(d->bytesPerSec, label + QStringLiteral(" bytes/s"))
                 << rateProblem(d->latency.meanNs, label + QStringLiteral(" mean latency (ns)"));
        for (const auto& [percent, ns] : d->latency.percentilesNs) {
            if (percent <= 0 || percent > 100 || !(ns >= 0)) {
                problems << QStringLiteral("%1 percentile p%2 = %3 ns").arg(label).arg(percent).arg(ns);
            }
        }
    }
    problems.removeAll(QString());
    return problems.join(QStringLiteral(", "));
}

// The first measurement of a parsed source that the library would refuse, as a message naming the file and, through
// the importer's note, the line or JSON entry; empty when all can be stored.
QString firstStorageProblem(const ParsedSource& parsed)
{
    for (qsizetype i = 0; i < parsed.measurements.size(); ++i) {
        const Measurement& m = parsed.measurements[i];
        if (const QString problem = storageProblem(m); !problem.isEmpty()) {
            return QStringLiteral("%1: measurement %2 (%3): %4")
                .arg(parsed.source.file)
                .arg(i + 1)
                .arg(m.note.isEmpty() ? m.workload.canonicalName() : m.note, problem);
        }
    }
    return {};
}

} // namespace

namespace {

// The source's content hash, as lowercase hex. OpenSSL's SHA-256 (the one python's hashlib uses) takes a tenth of
// the time of QCryptographicHash's on a 100 MB file, and gives the same digest.
QString sha256Hex(QByteArrayView bytes)
{
    unsigned char digest[SHA256_DIGEST_LENGTH];
    SHA256(reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<size_t>(bytes.size()), digest);
    return QString::fromLatin1(QByteArray::fromRawData(reinterpret_cast<const char*>(digest), sizeof digest).toHex());
}

Expected<ParsedSource> parseInFormat(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    ImportFormat format = options.format;
    if (format == ImportFormat::Auto) {
        auto detected = detectFormat(bytes, fileName);
        if (!detected) {
            return fail(detected.error());
        }
        format = *detected;
    } else if (QByteArrayView(bytes).trimmed().isEmpty()) { // a view: a 300 MB file is not copied to look
        return fail(QStringLiteral("%1: the file is empty").arg(fileName));
    }
    if (const ImportFormatInfo* info = importFormatInfo(format)) {
        return info->parse(std::move(bytes), fileName, options);
    }
    return fail(QStringLiteral("%1: no importer").arg(fileName));
}

} // namespace

Expected<ParsedSource> parseSourceBytes(QByteArray&& bytes, const QString& fileName, const ImportOptions& options)
{
    // Hashed first: the importer may release the bytes (the caller's only copy) once it has read them.
    const QString sha256 = sha256Hex(bytes);
    auto parsed = parseInFormat(std::move(bytes), fileName, options);
    if (parsed) {
        parsed->source.sha256 = sha256;
    }
    return parsed;
}

Expected<ParsedSource> parseSourceBytes(const QByteArray& bytes, const QString& fileName, const ImportOptions& options)
{
    return parseSourceBytes(QByteArray(bytes), fileName, options); // shares the caller's bytes: nothing is released
}

ImportPlan planImport(const QStringList& paths, const ImportOptions& options, const std::atomic<bool>* cancel,
    const std::function<void(int, int)>& progress)
{
    ImportPlan plan;
    const auto units = collectUnits(paths, options.format);
    if (!units) {
        plan.error = units.error();
        return plan;
    }
    QHash<QString, QString> seen; // sha256 → first file with that content
    const int total = static_cast<int>(units->size());
    for (int i = 0; i < total; ++i) {
        if (cancel && cancel->load()) {
            plan.cancelled = true;
            plan.error = QStringLiteral("cancelled after %1 of %2 files; nothing was imported").arg(i).arg(total);
            return plan;
        }
        if (!(*units)[i].skipNote.isEmpty()) {
            ++plan.filesRead;
            plan.warnings << (*units)[i].skipNote;
            continue;
        }
        auto parsed = parseUnit((*units)[i], options);
        ++plan.filesRead;
        if (progress) {
            progress(i + 1, total);
        }
        if (!parsed) {
            plan.error = parsed.error();
            return plan;
        }
        if (const QString problem = firstStorageProblem(*parsed); !problem.isEmpty()) {
            plan.error = problem;
            return plan;
        }
        if (parsed->source.file.isEmpty()) {
            plan.warnings << QStringLiteral("%1: not a results file; skipped (expected %2)")
                                 .arg((*units)[i].path, expectedFormatsText());
            continue;
        }
        // Stored by where it is, whichever folder the import ran in (messages above keep the path as given).
        if (QFileInfo(parsed->source.file).isRelative()) {
            parsed->source.file = QFileInfo(parsed->source.file).absoluteFilePath();
        }
        const QString sha = parsed->source.sha256;
        if (const auto earlier = seen.constFind(sha); earlier != seen.cend()) {
            plan.duplicates
                << QStringLiteral("%1: same content as %2 in this import; skipped").arg(parsed->source.file, *earlier);
            continue;
        }
        seen.insert(sha, parsed->source.file);
        plan.warnings << parsed->warnings;
        plan.sources << std::move(*parsed);
    }
    if (total == 0) {
        plan.error = QStringLiteral("%1: no files to import").arg(paths.join(QStringLiteral(", ")));
    }
    if (!plan.error.isEmpty()) {
        qCDebug(lcImporters) << "import refused:" << plan.error;
    }
    return plan;
}

namespace {

struct KnownRuns {
    int runs = 0; // with a run identity
    int inLibrary = 0;
    int earlier = 0; // in an earlier file of this import
    qint64 source = 0; // the library's source of one of them
    QString earlierFile;
};

KnownRuns knownRunsOf(
    const ParsedSource& source, const QHash<QString, qint64>& inLibrary, const QHash<QString, QString>& inThisImport)
{
    KnownRuns known;
    for (const Measurement& m : source.measurements) {
        if (m.runIdentity.isEmpty()) {
            continue;
        }
        ++known.runs;
        if (const auto found = inLibrary.constFind(m.runIdentity); found != inLibrary.cend()) {
            ++known.inLibrary;
            known.source = *found;
        } else if (const auto earlier = inThisImport.constFind(m.runIdentity); earlier != inThisImport.cend()) {
            ++known.earlier;
            known.earlierFile = *earlier;
        }
    }
    return known;
}

QString whereKnown(const KnownRuns& known)
{
    QStringList where;
    if (known.inLibrary > 0) {
        where << QStringLiteral("in the library (source #%1)").arg(known.source);
    }
    if (known.earlier > 0) {
        where << QStringLiteral("in %1 earlier in this import").arg(known.earlierFile);
    }
    return where.join(QStringLiteral(" and "));
}

// The same run saved again under other bytes (one more space, json+ instead of json) is found by the tool's own run
// identity: a file whose every run is known is a duplicate; one that holds some known runs is refused, since storing
// it would store those runs twice.
Status dropKnownRuns(ImportPlan& plan, const ResultsLibrary& library)
{
    QStringList identities;
    for (const ParsedSource& source : std::as_const(plan.sources)) {
        for (const Measurement& m : source.measurements) {
            identities << m.runIdentity;
        }
    }
    const auto inLibrary = library.sourcesOfRuns(identities);
    if (!inLibrary) {
        return fail(inLibrary.error());
    }
    QHash<QString, QString> inThisImport;
    QList<ParsedSource> fresh;
    for (ParsedSource& source : plan.sources) {
        const KnownRuns known = knownRunsOf(source, *inLibrary, inThisImport);
        const int found = known.inLibrary + known.earlier;
        if (found > 0 && found == known.runs) {
            plan.duplicates << QStringLiteral("%1: every run it holds (%2) is already %3; skipped")
                                   .arg(source.source.file)
                                   .arg(known.runs)
                                   .arg(whereKnown(known));
            continue;
        }
        if (found > 0) {
            return fail(QStringLiteral("%1: %2 of its %3 runs are already %4: storing them again would count "
                                       "them twice")
                            .arg(source.source.file)
                            .arg(found)
                            .arg(known.runs)
                            .arg(whereKnown(known)));
        }
        for (const Measurement& m : source.measurements) {
            if (!m.runIdentity.isEmpty()) {
                inThisImport.insert(m.runIdentity, source.source.file);
            }
        }
        fresh << std::move(source);
    }
    plan.sources = fresh;
    return success();
}

} // namespace

Status dropKnownSources(ImportPlan& plan, const ResultsLibrary& library)
{
    QList<std::optional<SourceRecord>> known;
    for (const ParsedSource& source : std::as_const(plan.sources)) {
        auto earlier = library.sourceBySha256(source.source.sha256);
        if (!earlier.ok()) {
            return fail(earlier.error());
        }
        known << std::move(*earlier);
    }
    QList<ParsedSource> fresh;
    for (qsizetype i = 0; i < plan.sources.size(); ++i) {
        ParsedSource& source = plan.sources[i];
        if (const std::optional<SourceRecord>& earlier = known[i]) {
            plan.duplicates << QStringLiteral("%1: already in the library (source #%2, %3); skipped")
                                   .arg(source.source.file)
                                   .arg(earlier->id)
                                   .arg(earlier->ref.file);
        } else {
            fresh << std::move(source);
        }
    }
    plan.sources = fresh;
    return dropKnownRuns(plan, library);
}

namespace {

// Stores one parsed source: a customer's export as its demands, benchmark results as measurements (whose ids the
// result lists). Inside commitImport's transaction.
Status storeSource(ResultsLibrary& library, ParsedSource& parsed, ImportResult& result)
{
    if (parsed.customer) {
        const auto summary = library.addCustomerExport(parsed.source, *parsed.customer);
        if (!summary) {
            return fail(summary.error());
        }
        ++result.imported;
        result.storedSha256 << parsed.source.sha256;
        result.demandsAdded += summary->demandsAdded;
        const auto demands = library.customerDemands();
        if (!demands) {
            return fail(demands.error());
        }
        for (const CustomerDemand& demand : *demands) {
            if (demand.source.sha256 == parsed.source.sha256 && demand.cluster) {
                result.demands << QStringLiteral("%1 (%2 hosts)").arg(demand.name).arg(demand.cluster->hosts.size());
            }
        }
        return success();
    }
    auto summary = library.addMeasurements(parsed.source, parsed.measurements);
    if (!summary) {
        return fail(summary.error());
    }
    ++result.imported;
    result.storedSha256 << parsed.source.sha256;
    parsed.measurements = {}; // stored: not held beside the library's copy read below
    const auto storedRows = library.measurements({ {}, {}, summary->sourceId }, MeasurementDetail::Rows);
    if (!storedRows) {
        return fail(storedRows.error());
    }
    for (const Measurement& m : *storedRows) {
        result.measurementIds << m.id;
    }
    return success();
}

} // namespace

Expected<ImportResult> commitImport(ResultsLibrary& library, ImportPlan plan, const ImportOptions& options)
{
    if (!plan.error.isEmpty()) {
        return fail(plan.error);
    }
    // What the options say now is what is stored: the GUI's user may type the system after the files were read.
    if (!options.systemName.isEmpty()) {
        storeUnderName(plan, options.systemName);
    }
    if (!options.createSystems) {
        const auto clashes = systemNameClashes(plan, library);
        if (!clashes) {
            return fail(clashes.error());
        }
        if (!clashes->isEmpty()) {
            return fail(describeClash(clashes->first()) + QStringLiteral("; nothing was imported"));
        }
    }
    ImportResult result;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto stored = library.inTransaction([&]() -> Status {
        // From the plan as parsed each time in a team library, which runs this again when it lost to another client
        // (ResultsLibrary::inTransaction): a copy, sharing the measurements. A SQLite library runs it once, and a
        // source's measurements are freed as soon as they are stored.
        ImportPlan attempt = library.isTeamLibrary() ? plan : std::move(plan);
        result = ImportResult {};
        // Under the write lock: another import of the same files that committed while this one parsed is seen here,
        // and its files are skipped as duplicates, the same answer as when the two imports run one after the other.
        if (auto dropped = dropKnownSources(attempt, library); !dropped) {
            return dropped;
        }
        result.duplicates = static_cast<int>(attempt.duplicates.size());
        result.warnings = attempt.warnings + attempt.duplicates;
        QSet<QString> systems;
        for (ParsedSource& parsed : attempt.sources) {
            parsed.source.importedAt = now;
            // Read only: the caller's plan shares this list, and writing to it would copy every measurement (the
            // store takes the source from parsed.source).
            for (const Measurement& m : std::as_const(parsed.measurements)) {
                systems.insert(m.systemName);
            }
            if (auto done = storeSource(library, parsed, result); !done) {
                return done;
            }
        }
        if (options.tags.isEmpty()) {
            return success();
        }
        for (const QString& name : systems) {
            const auto existing = library.system(name);
            if (!existing.ok()) {
                return fail(existing.error());
            }
            SystemConfig system = existing->value_or(SystemConfig { name, {}, {}, {}, {}, {}, {}, {}, {}, {} });
            system.tags.insert(options.tags);
            if (auto saved = library.saveSystem(system); !saved) {
                return fail(saved.error());
            }
        }
        return success();
    });
    if (!stored) {
        return fail(stored.error() + QStringLiteral("; nothing was imported"));
    }
    return result;
}

} // namespace headroom
