// SPDX-License-Identifier: GPL-3.0-or-later
#include "fioimporter.h"

#include "fiojsonreader.h"
#include "fioreconcile.h"
#include "fiorunidentity.h"
#include "fiovaluecheck.h"
#include "fioworkload.h"
#include "latencymerge.h"
#include "model/printable.h"
#include "valuecheck.h"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <tuple>

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QTimeZone>

namespace headroom {

namespace {

using Group = std::vector<const FioJobEntry*>;

// fio's "error" is an errno value; fio prints it with strerror's text.
QString fioErrorText(int error)
{
    return QStringLiteral("fio error %1 (%2)").arg(error).arg(qt_error_string(error));
}

DirectionStats mergedDirection(
    const Group& group, FioDirection FioJobEntry::*direction, const QString& partName, QStringList& notes)
{
    std::vector<const FioDirection*> parts;
    for (const FioJobEntry* entry : group) {
        parts.push_back(&(entry->*direction));
    }
    DirectionStats stats = mergeFioDirections(parts, partName, notes);
    if (stats.iops.value_or(0) == 0 && stats.latency.meanNs.value_or(0) == 0) {
        return {}; // a direction that did no I/O (fio always writes read, write and trim)
    }
    return stats;
}

// A direction with I/O and no latency: fio took no timestamps, so the latency is unknown (not 0).
bool latencyNotRecorded(const Measurement& m)
{
    const std::array<const DirectionStats*, 3> directions { &m.read, &m.write, &m.combined };
    return std::any_of(directions.begin(), directions.end(),
        [](const DirectionStats* d) { return d->iops.value_or(0) > 0 && !d->latency.meanNs; });
}

double runtimeSec(const Group& group)
{
    double ms = 0;
    for (const FioJobEntry* entry : group) {
        ms = std::max({ ms, entry->read.runtimeMs, entry->write.runtimeMs, entry->mixed.runtimeMs });
    }
    return ms / 1000.0;
}

// Why a run's figures are not those of the job as configured, from what fio itself says: the "fio: terminating on
// signal N" line it prints when SIGINT or SIGTERM stops it (it still writes its JSON), or a time_based job that ran
// less than half its configured runtime. Not fio's "eta": fio 3.33 writes 2147483647 there for every finished run
// (it is the ETA thread's "unknown", not a remaining time), so every fresh output read as interrupted. Empty when
// none. (fio's "error" is handled as a failure before this.)
QString interruption(const FioRun& run, const Group& group)
{
    const FioJobEntry& first = *group.front();
    QStringList why;
    if (run.terminatedBySignal != 0) {
        why << QStringLiteral("interrupted: fio was terminated by signal %1").arg(run.terminatedBySignal);
    }
    const auto runtime = parseFioSeconds(first.options.value(QStringLiteral("runtime")));
    bool loopsOk = false;
    const int loops = std::max(1, first.options.value(QStringLiteral("loops")).toInt(&loopsOk));
    const double measured = runtimeSec(group);
    if (run.lastDocument && runtime && *runtime > 0) {
        const double configured = *runtime * (loopsOk ? loops : 1);
        const bool timeBased = first.options.contains(QStringLiteral("time_based"));
        // Half: fio's runtime excludes ramp_time and job start-up, but a time_based job that finished ran within a
        // few milliseconds of its runtime (Debian's fio 3.33: 301 ms of 300 ms).
        if (measured < 0.5 * configured && (timeBased || !why.isEmpty())) {
            if (why.isEmpty()) {
                why << QStringLiteral("interrupted: a time_based job stopped early");
            }
            why << QStringLiteral("ran %1 s of the configured %2 s")
                       .arg(QString::number(measured, 'f', 1), QString::number(configured, 'g', 6));
        }
    }
    return why.join(QStringLiteral("; "));
}

bool hasAllClients(const FioRun& run)
{
    return std::any_of(run.jobs.cbegin(), run.jobs.cend(), [](const FioJobEntry& e) { return e.allClients; });
}

// `runHasAllClients`: hasAllClients(run), found once per run.
Measurement groupMeasurement(const FioRun& run, bool runHasAllClients, const Group& group, const QString& partName,
    const QString& systemName, const QString& where, QStringList& warnings)
{
    const FioJobEntry& first = *group.front();
    Measurement m;
    m.systemName = systemName;
    m.host = first.allClients ? QString() : first.host;
    // With more than one client fio adds "All clients", the cluster's figure; a client's own is then its share.
    m.perHost = run.clientMode && !first.allClients && runHasAllClients;
    FioWorkload workload
        = first.hasOptions ? fioWorkloadFromOptions(first.options, where, warnings) : fioWorkloadFromData(group);
    if (first.hasOptions) {
        reconcileWithMeasurement(workload, group, first.options, where, warnings);
    }
    m.workload = workload.workload;
    m.workload.name = m.workload.canonicalName();
    m.loadSetting = workload.loadSetting;
    m.queueDepth = workload.queueDepth;
    QStringList notes;
    notes << (first.allClients ? QStringLiteral("fio client/server: all clients")
                               : QStringLiteral("fio job '%1'").arg(first.jobName));
    if (group.size() > 1) {
        notes << QStringLiteral("%1 %2s merged").arg(group.size()).arg(partName);
    }
    notes << workload.note;
    m.read = mergedDirection(group, &FioJobEntry::read, partName, notes);
    m.write = mergedDirection(group, &FioJobEntry::write, partName, notes);
    m.combined = mergedDirection(group, &FioJobEntry::mixed, partName, notes);
    if (first.allClients) { // fio merged the clients' histograms itself
        for (DirectionStats* d : { &m.read, &m.write, &m.combined }) {
            d->latency.percentileOrigin = PercentileOrigin::MergedHistogram;
        }
    }
    if (latencyNotRecorded(m)) {
        notes << QStringLiteral("fio recorded no latency samples (gtod_reduce=1 or disable_lat): latency unknown");
    }
    for (const DirectionStats* d : { &m.read, &m.write, &m.combined }) {
        if (!d->isEmpty() && d->latency.percentileKind == LatencyKind::Completion
            && d->latency.kind == LatencyKind::Total && !d->latency.percentilesNs.empty()) {
            notes << QStringLiteral("percentiles are completion latency (clat_ns); mean, min and max are total "
                                    "latency (lat_ns)");
            break;
        }
    }
    double usr = 0;
    double sys = 0;
    for (const FioJobEntry* entry : group) {
        usr += entry->usrCpuPct.value_or(0);
        sys += entry->sysCpuPct.value_or(0);
    }
    if (first.usrCpuPct) {
        m.cpu.userPct = usr / static_cast<double>(group.size());
        m.cpu.systemPct = sys / static_cast<double>(group.size());
    }
    m.durationSec = runtimeSec(group);
    if (run.timestampSec) {
        m.measuredAt = QDateTime::fromSecsSinceEpoch(*run.timestampSec, Qt::UTC);
    }
    for (const FioJobEntry* entry : group) {
        if (entry->error != 0) {
            m.failed = true;
            m.warning = QStringLiteral("failed: %1").arg(fioErrorText(entry->error));
            break;
        }
    }
    if (!m.failed) {
        m.warning = interruption(run, group);
    }
    notes.removeAll(QString());
    m.note = notes.join(QStringLiteral("; "));
    m.runIdentity = fioRunIdentity(run, first, m);
    return m;
}

// Entries of one job (clones share host, name and group), in file order.
std::vector<Group> groupEntries(const FioRun& run)
{
    std::vector<Group> groups;
    std::map<std::tuple<QString, int, QString, int>, std::size_t> groupOf;
    for (const FioJobEntry& entry : run.jobs) {
        if (entry.allClients) {
            continue;
        }
        const auto key = std::make_tuple(entry.host, entry.port, entry.jobName, entry.groupId);
        if (const auto same = groupOf.find(key); same != groupOf.end()) {
            groups[same->second].push_back(&entry);
        } else {
            groupOf.emplace(key, groups.size());
            groups.push_back({ &entry });
        }
    }
    return groups;
}

// The aggregate of a client/server run. fio's "All clients" entry has the sums, but older fio leaves its
// percentile map empty: then they come from merging the hosts' figures.
Measurement aggregateMeasurement(
    const FioRun& run, const FioJobEntry& all, const QString& systemName, const QString& where, QStringList& warnings)
{
    FioJobEntry withOptions = all;
    for (const FioJobEntry& entry : run.jobs) {
        if (!entry.allClients) {
            withOptions.options.insert(entry.options);
            withOptions.hasOptions = withOptions.hasOptions || entry.hasOptions;
            break;
        }
    }
    Measurement m = groupMeasurement(
        run, hasAllClients(run), { &withOptions }, QStringLiteral("host"), systemName, where, warnings);
    Group hosts;
    for (const FioJobEntry& entry : run.jobs) {
        if (!entry.allClients) {
            hosts.push_back(&entry);
        }
    }
    QStringList notes;
    const auto fill = [&](DirectionStats& stats, FioDirection FioJobEntry::*direction) {
        if (stats.isEmpty() || !stats.latency.percentilesNs.empty()) {
            return;
        }
        const DirectionStats merged = mergedDirection(hosts, direction, QStringLiteral("job"), notes);
        stats.latency.percentilesNs = merged.latency.percentilesNs;
        stats.latency.percentileOrigin = merged.latency.percentileOrigin;
        stats.latency.histogram = merged.latency.histogram;
        stats.latency.percentileKind = merged.latency.percentileKind;
    };
    fill(m.read, &FioJobEntry::read);
    fill(m.write, &FioJobEntry::write);
    fill(m.combined, &FioJobEntry::mixed);
    if (!notes.isEmpty()) {
        m.note += QStringLiteral("; \"All clients\" has no percentiles in this fio version: ")
            + notes.join(QStringLiteral("; "));
    }
    return m;
}

QString defaultSystemName(const FioRun& run, const QString& fileName, QStringList& warnings)
{
    QStringList hosts;
    QSet<QString> seen;
    for (const FioJobEntry& entry : run.jobs) {
        if (!entry.allClients && !entry.host.isEmpty() && !seen.contains(entry.host)) {
            seen.insert(entry.host);
            hosts << entry.host;
        }
    }
    if (!hosts.isEmpty()) {
        return hosts.join(QLatin1Char('+'));
    }
    const QString folder = QFileInfo(fileName).absoluteDir().dirName();
    QString name = folder.isEmpty() ? QFileInfo(fileName).completeBaseName() : folder;
    warnings << QStringLiteral("%1: fio names no host outside client/server mode; the system is named after "
                               "the folder, '%2' (use --system NAME to name it)")
                    .arg(fileName, name);
    return name;
}

// The lines of the text that start with "fio: ", in order, until `visit` returns true. Reads the bytes in place: a
// 300 MB file is not turned into a string for this.
template <class Visit> void forEachFioLine(QByteArrayView bytes, Visit visit)
{
    const QByteArrayView prefix("fio: ");
    for (qsizetype from = 0; from < bytes.size();) {
        qsizetype end = bytes.indexOf('\n', from);
        end = end < 0 ? bytes.size() : end;
        const QByteArrayView line = bytes.sliced(from, end - from);
        if (line.startsWith(prefix) && visit(line.sliced(prefix.size()))) {
            return;
        }
        from = end + 1;
    }
}

// "fio: terminating on signal 2", printed by fio before its JSON when it was stopped: the signal, or 0.
int terminatingSignal(QByteArrayView bytes)
{
    const QByteArrayView marker("terminating on signal ");
    int signal = 0;
    forEachFioLine(bytes, [&](QByteArrayView rest) {
        if (!rest.startsWith(marker)) {
            return false;
        }
        qsizetype digits = marker.size();
        while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') {
            ++digits;
        }
        if (digits == marker.size()) {
            return false;
        }
        signal = QString::fromLatin1(rest.sliced(marker.size(), digits - marker.size())).toInt();
        return true;
    });
    return signal;
}

// fio's own error lines in the text around the JSON ("fio: io_u error on file …: Invalid argument: …"), for the
// refusal message.
QString fioMessage(QByteArrayView bytes)
{
    QString message;
    bool found = false;
    forEachFioLine(bytes, [&](QByteArrayView rest) {
        if (rest.startsWith("terminating")) {
            return false;
        }
        message = QString::fromUtf8(rest).trimmed();
        found = true;
        return true;
    });
    return found ? QStringLiteral(": \"%1\"").arg(excerpt(message, 200)) : QString();
}

QString describe(const Measurement& m)
{
    const QString job = m.note.section(QStringLiteral("; "), 0, 0);
    return m.host.isEmpty() ? job : job + QStringLiteral(" on ") + m.host;
}

} // namespace

QList<Measurement> fioRunMeasurements(
    const FioRun& run, const QString& systemName, const QString& fileName, QStringList& warnings, QStringList* places)
{
    QList<Measurement> measurements;
    const QString partName = run.clientMode ? QStringLiteral("job") : QStringLiteral("clone");
    const bool runHasAllClients = hasAllClients(run);
    const auto place = [&](const FioJobEntry& entry) {
        if (places) {
            *places << QStringLiteral("line %1: %2").arg(run.line).arg(entry.jsonPath);
        }
    };
    const std::vector<Group> groups = groupEntries(run);
    measurements.reserve(static_cast<qsizetype>(groups.size()) + (runHasAllClients ? 1 : 0));
    for (const Group& group : groups) {
        const QString where = fileName + QStringLiteral(": ") + group.front()->jsonPath;
        measurements << groupMeasurement(run, runHasAllClients, group, partName, systemName, where, warnings);
        place(*group.front());
    }
    for (const FioJobEntry& entry : run.jobs) {
        if (entry.allClients) {
            measurements << aggregateMeasurement(
                run, entry, systemName, fileName + QStringLiteral(": ") + entry.jsonPath, warnings);
            place(entry);
        }
    }
    return measurements;
}

namespace {

// The runs of the file, each checked where fio wrote its figures; without --intervals only the last one is kept (the
// earlier documents are read and checked). `documents` counts them all.
Expected<std::vector<FioRun>> readRuns(QByteArrayView bytes, qsizetype readable, const QString& fileName,
    const ImportOptions& options, std::size_t& documents)
{
    std::vector<FioRun> runs;
    const Status read = forEachFioRun(bytes, readable, fileName, [&](FioRun& run) -> Status {
        if (const QString problem = fioRunProblem(run); !problem.isEmpty()) {
            return valueRefusal(fileName, QStringLiteral("document starting on line %1").arg(run.line), problem);
        }
        ++documents;
        if (!options.keepIntervals) {
            runs.clear();
        }
        runs.push_back(std::move(run));
        return success();
    });
    if (!read) {
        return read.failure();
    }
    const int signal = terminatingSignal(bytes);
    for (FioRun& run : runs) {
        run.lastDocument = false;
        run.terminatedBySignal = signal;
    }
    runs.back().lastDocument = true;
    return runs;
}

// A job that fio reports failed refuses the file, unless --allow-failed keeps it.
Status refuseFailedJobs(
    const std::vector<FioRun>& runs, QByteArrayView bytes, const QString& fileName, const ImportOptions& options)
{
    for (const FioRun& run : runs) {
        for (const FioJobEntry& entry : run.jobs) {
            if (entry.error != 0 && !options.allowFailed) {
                // Names quoted shortened: a 300 MB job name made 314 MB of stderr.
                return fail(QStringLiteral("%1: %2 (line %3): fio job '%4'%5 failed with %6%7; nothing was imported "
                                           "(--allow-failed keeps it, marked failed and left out of curves and "
                                           "advice)")
                                .arg(fileName, entry.jsonPath)
                                .arg(run.line)
                                .arg(excerpt(entry.jobName),
                                    entry.host.isEmpty() ? QString() : QStringLiteral(" on ") + excerpt(entry.host),
                                    fioErrorText(entry.error), fioMessage(bytes)));
            }
        }
    }
    return success();
}

// The measurements of every run kept, each checked once merged, and the warnings they carry.
Status addMeasurements(
    ParsedSource& parsed, const std::vector<FioRun>& runs, const QString& fileName, const ImportOptions& options)
{
    const QString system
        = options.systemName.isEmpty() ? defaultSystemName(runs.back(), fileName, parsed.warnings) : options.systemName;
    QStringList places; // of parsed.measurements, one by one
    for (std::size_t i = 0; i < runs.size(); ++i) {
        QList<Measurement> measurements = fioRunMeasurements(runs[i], system, fileName, parsed.warnings, &places);
        if (runs.size() > 1) {
            for (Measurement& m : measurements) {
                m.interval = IntervalPosition { static_cast<int>(i) + 1, static_cast<int>(runs.size()) };
                if (!m.runIdentity.isEmpty()) {
                    m.runIdentity += QStringLiteral(" interval %1/%2").arg(i + 1).arg(runs.size());
                }
                m.note += QStringLiteral("; interval %1 of %2 (line %3)").arg(i + 1).arg(runs.size()).arg(runs[i].line);
            }
        }
        parsed.measurements << std::move(measurements);
    }
    for (qsizetype i = 0; i < parsed.measurements.size(); ++i) {
        const Measurement& m = parsed.measurements.at(i);
        // Each figure was checked where fio wrote it; what is left are the merged ones (clones added up), and a job
        // that did no I/O at all.
        if (const QString problem = measurementProblem(m, std::numeric_limits<double>::infinity());
            !problem.isEmpty()) {
            return valueRefusal(fileName, places.at(i) + QStringLiteral(" (") + printable(describe(m)) + u')', problem);
        }
        if (m.failed) {
            parsed.warnings << QStringLiteral("%1: %2: %3; kept marked failed (--allow-failed), left out of curves "
                                              "and advice")
                                   .arg(fileName, describe(m), m.warning);
        } else if (!m.warning.isEmpty()) {
            parsed.warnings
                << QStringLiteral("%1: %2: %3; stored with this warning").arg(fileName, describe(m), m.warning);
        }
    }
    return success();
}

// importFioJson; `release`, when given, holds the file's bytes (`bytes` views them, `readable` of them may be read)
// and is emptied once they are no longer read.
Expected<ParsedSource> importFio(QByteArrayView bytes, qsizetype readable, QByteArray* release, const QString& fileName,
    const ImportOptions& options)
{
    std::size_t documents = 0;
    auto runs = readRuns(bytes, readable, fileName, options, documents);
    if (!runs) {
        return runs.failure();
    }
    if (Status refused = refuseFailedJobs(*runs, bytes, fileName, options); !refused) {
        return refused.failure();
    }
    if (release) {
        *release = QByteArray(); // `bytes` is not read below
        bytes = {};
    }
    ParsedSource parsed;
    parsed.format = ImportFormat::Fio;
    parsed.source.kind = SourceKind::Fio;
    parsed.source.file = fileName;
    const FioRun& last = runs->back();
    if (documents > 1 && !options.keepIntervals) {
        parsed.warnings << QStringLiteral(
            "%1: %2 JSON documents (--status-interval or SIGUSR1 summaries); kept the final one, line %3 "
            "(keep the interval series with --intervals)")
                               .arg(fileName)
                               .arg(documents)
                               .arg(last.line);
    }
    if (Status added = addMeasurements(parsed, *runs, fileName, options); !added) {
        return added.failure();
    }
    if (parsed.measurements.isEmpty()) {
        return fail(QStringLiteral("%1: line %2: fio output with no job results").arg(fileName).arg(last.line));
    }
    parsed.source.importer = QStringLiteral("fio-json ")
        + (last.fioVersion.isEmpty() ? QStringLiteral("(no version)") : last.fioVersion)
        + (last.clientMode ? QStringLiteral(" client/server") : QString());
    return parsed;
}

} // namespace

Expected<ParsedSource> importFioJson(QByteArrayView bytes, const QString& fileName, const ImportOptions& options)
{
    return importFio(bytes, bytes.size(), nullptr, fileName, options);
}

Expected<ParsedSource> importFioJson(QByteArray&& bytes, const QString& fileName, const ImportOptions& options)
{
    // Blanks after the text pad it for simdjson, so that the last document is read in place, not copied (a large
    // buffer grows in place).
    const qsizetype size = bytes.size();
    bytes.append(kFioJsonPadding, ' ');
    return importFio(QByteArrayView(bytes.constData(), size), bytes.size(), &bytes, fileName, options);
}

} // namespace headroom
