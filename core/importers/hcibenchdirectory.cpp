// SPDX-License-Identifier: GPL-3.0-or-later
#include "hcibenchdirectory.h"

#include "fiojsonreader.h"
#include "fiovaluecheck.h"
#include "formatdetection.h"
#include "hcibenchimporter.h"
#include "latencymerge.h"
#include "model/quantityformat.h"
#include "valuecheck.h"

#include <limits>

#include <QCryptographicHash>

namespace headroom {

namespace {

// Every job entry of every per-VM fio file; files that are not fio output (parameter files, resource_usage.info)
// are skipped.
Expected<std::vector<FioRun>> perVmRuns(const QList<NamedBytes>& files)
{
    std::vector<FioRun> runs;
    for (const NamedBytes& file : files) {
        const auto format = detectFormat(file.bytes, file.path);
        if (!format || *format != ImportFormat::Fio) {
            continue;
        }
        std::optional<FioRun> last; // of the file's documents (--status-interval), the final one
        const Status read = forEachFioRun(file.bytes, file.bytes.size(), file.path, [&](FioRun& run) {
            last = std::move(run);
            return success();
        });
        if (!read) {
            return read.failure();
        }
        if (const QString problem = fioRunProblem(*last); !problem.isEmpty()) {
            return valueRefusal(file.path, QString(), problem);
        }
        runs.push_back(std::move(*last));
    }
    return runs;
}

DirectionStats clusterDirection(
    const std::vector<FioRun>& runs, FioDirection FioJobEntry::*direction, QStringList& notes)
{
    std::vector<const FioDirection*> parts;
    for (const FioRun& run : runs) {
        for (const FioJobEntry& entry : run.jobs) {
            parts.push_back(&(entry.*direction));
        }
    }
    DirectionStats stats = mergeFioDirections(parts, QStringLiteral("VM job"), notes);
    return stats.iops.value_or(0) > 0 ? stats : DirectionStats {};
}

QString hciBenchFigures(const Measurement& m)
{
    const auto ms = [](const DirectionStats& d, double percent) {
        const auto ns = d.latency.percentileNs(percent);
        return ns ? QuantityFormat::plain().number(*ns / 1e6, 2) + QStringLiteral(" ms") : QStringLiteral("-");
    };
    return QStringLiteral("HCIBench printed IOPS %1, THROUGHPUT %2 MiB/s, 95%tile R %3, W %4 (mean of per-VM)")
        .arg(QuantityFormat::plain().number(m.iops.value_or(0), 2))
        .arg(QuantityFormat::plain().number(m.bytesPerSec.value_or(0) / 1048576.0, 2))
        .arg(ms(m.read, 95), ms(m.write, 95));
}

QString contentHash(const NamedBytes& summary, const QList<NamedBytes>& files)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(summary.bytes);
    for (const NamedBytes& file : files) {
        hash.addData(file.bytes);
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace

Expected<ParsedSource> importHciBenchTest(
    const NamedBytes& summary, const QList<NamedBytes>& testFiles, const ImportOptions& options)
{
    auto parsed = importHciBenchSummary(QString::fromUtf8(summary.bytes), summary.path, options);
    if (!parsed) {
        return parsed;
    }
    parsed->source.sha256 = contentHash(summary, testFiles);
    parsed->source.importer = QStringLiteral("hcibench-dir");
    auto runs = perVmRuns(testFiles);
    if (!runs) {
        return fail(runs.error());
    }
    if (runs->empty()) {
        parsed->warnings << QStringLiteral("%1: no per-VM fio JSON in the test folder; the figures are HCIBench's "
                                           "summary only")
                                .arg(summary.path);
        return parsed;
    }
    if (parsed->measurements.size() != 1) {
        parsed->warnings << QStringLiteral("%1: %2 result blocks; per-VM files cannot be matched to one, kept "
                                           "HCIBench's figures")
                                .arg(summary.path)
                                .arg(parsed->measurements.size());
        return parsed;
    }
    Measurement& m = parsed->measurements.front();
    QStringList notes { hciBenchFigures(m) };
    m.read = clusterDirection(*runs, &FioJobEntry::read, notes);
    m.write = clusterDirection(*runs, &FioJobEntry::write, notes);
    m.iops = m.read.iops.value_or(0) + m.write.iops.value_or(0);
    m.bytesPerSec = m.read.bytesPerSec.value_or(0) + m.write.bytesPerSec.value_or(0);
    const bool exact = m.read.latency.percentileOrigin == PercentileOrigin::MergedHistogram
        || m.write.latency.percentileOrigin == PercentileOrigin::MergedHistogram;
    notes.prepend(QStringLiteral("figures from %1 per-VM fio files; %2")
                      .arg(runs->size())
                      .arg(exact ? QStringLiteral("cluster percentiles merged from the json+ histograms (exact at "
                                                  "fio's bucket resolution)")
                                 : QStringLiteral("no json+ bins: percentiles are the mean of the per-VM ones")));
    m.note = notes.join(QStringLiteral("; "));
    // Each VM's figures were checked in its file; their sum can still overflow.
    if (const QString problem = measurementProblem(m, std::numeric_limits<double>::infinity()); !problem.isEmpty()) {
        return valueRefusal(summary.path,
            QStringLiteral("the sum of the %1 per-VM fio files in its test folder").arg(runs->size()), problem);
    }
    return parsed;
}

} // namespace headroom
