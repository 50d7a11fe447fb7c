// SPDX-License-Identifier: GPL-3.0-or-later
#include "specformat.h"

#include "model/quantityformat.h"
#include "model/units.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

namespace headroom::charts::format {

// Charts and slides write numbers as the report's text does (QuantityFormat::text()): the C locale whatever the
// desktop's, or the locale of the language the report speaks (`report --lang de`, the German GUI).
QString number(double value, int decimals)
{
    return QuantityFormat::text().number(value, decimals);
}

QString iops(double value)
{
    return QuantityFormat::text().iops(value);
}

QString ms(double milliseconds)
{
    return QuantityFormat::text().milliseconds(milliseconds);
}

QString megabytesPerSec(double value)
{
    return QuantityFormat::text().megabytesPerSec(value * 1e6);
}

QString percentChange(double percent)
{
    return QuantityFormat::text().gain(percent);
}

} // namespace headroom::charts::format

namespace headroom::charts {

namespace {
std::optional<double> percentileOf(const Measurement& m, double percent)
{
    if (auto combined = m.combined.latency.percentileNs(percent)) {
        return combined;
    }
    const auto read = m.read.latency.percentileNs(percent);
    const auto write = m.write.latency.percentileNs(percent);
    if (read && write) {
        return std::max(*read, *write);
    }
    return read ? read : write;
}
} // namespace

std::optional<double> latencyNsOf(const Measurement& m, LatencyMetric metric)
{
    switch (metric) {
    case LatencyMetric::Mean:
        return m.meanLatencyNs();
    case LatencyMetric::P95:
        return percentileOf(m, 95.0);
    case LatencyMetric::P99:
        return percentileOf(m, 99.0);
    }
    return std::nullopt;
}

QString latencyAxisTitle(LatencyMetric metric)
{
    switch (metric) {
    case LatencyMetric::Mean:
        return QCoreApplication::translate("headroom::charts", "Latency, mean (ms)");
    case LatencyMetric::P95:
        return QCoreApplication::translate("headroom::charts", "Latency, 95th percentile (ms)");
    case LatencyMetric::P99:
        return QCoreApplication::translate("headroom::charts", "Latency, 99th percentile (ms)");
    }
    return {};
}

QString latencyInTitle(LatencyMetric metric)
{
    switch (metric) {
    case LatencyMetric::Mean:
        return QCoreApplication::translate("headroom::charts", "mean latency");
    case LatencyMetric::P95:
        return QCoreApplication::translate("headroom::charts", "p95 latency");
    case LatencyMetric::P99:
        return QCoreApplication::translate("headroom::charts", "p99 latency");
    }
    return {};
}

QStringList sourceLines(const QList<Measurement>& measurements)
{
    // One line per report, or per folder of files: a sweep of seven fio files is one source to a reader.
    struct Group {
        QString what;
        QStringList files;
        QStringList dates;
    };
    QList<Group> groups;
    for (const Measurement& m : measurements) {
        const SourceRef& s = m.source;
        const QFileInfo file(s.file);
        const QString what = !s.reference.isEmpty() ? s.reference
            : file.path() == QLatin1String(".")     ? QString()
                                                    : file.path() + QLatin1Char('/');
        auto group = std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return g.what == what; });
        if (group == groups.end()) {
            groups << Group { what, {}, {} };
            group = groups.end() - 1;
        }
        const QString name = s.reference.isEmpty() || !s.reference.contains(s.file) ? file.fileName() : QString();
        if (!name.isEmpty() && !group->files.contains(name)) {
            group->files << name;
        }
        QString date;
        if (m.measuredAt.isValid()) {
            date = QCoreApplication::translate("headroom::charts", "measured %1")
                       .arg(m.measuredAt.toUTC().date().toString(Qt::ISODate));
        } else if (s.kind != SourceKind::Published && s.importedAt.isValid()) {
            date = QCoreApplication::translate("headroom::charts", "imported %1")
                       .arg(s.importedAt.toUTC().date().toString(Qt::ISODate));
        }
        if (!date.isEmpty() && !group->dates.contains(date)) {
            group->dates << date;
        }
    }
    QStringList lines;
    for (Group& g : groups) {
        std::sort(g.files.begin(), g.files.end());
        QStringList detail;
        if (g.files.size() > 3) {
            detail << QCoreApplication::translate("headroom::charts", "%1 files: %2 … %3")
                          .arg(g.files.size())
                          .arg(g.files.first(), g.files.last());
        } else if (!g.files.isEmpty()) {
            detail << g.files.join(QStringLiteral(", "));
        }
        if (g.dates.size() > 2) {
            detail << QCoreApplication::translate("headroom::charts", "measured %1 … %2")
                          .arg(g.dates.first().section(QLatin1Char(' '), -1), // the date ends "measured 2019-01-19"
                              g.dates.last().section(QLatin1Char(' '), -1));
        } else {
            detail << g.dates;
        }
        const QString details = detail.join(QStringLiteral(", "));
        if (g.what.isEmpty()) {
            lines << details;
        } else {
            lines << (details.isEmpty() ? g.what : QStringLiteral("%1 (%2)").arg(g.what, details));
        }
    }
    return lines;
}

QStringList latencyNotes(const QList<Measurement>& measurements, LatencyMetric metric)
{
    bool completion = false;
    bool perWorker = false;
    bool mixed = false;
    for (const Measurement& m : measurements) {
        for (const DirectionStats* d : { &m.read, &m.write, &m.combined }) {
            completion = completion
                || (d->latency.percentileKind == LatencyKind::Completion && !d->latency.percentilesNs.empty());
            perWorker = perWorker
                || (d->latency.percentileOrigin == PercentileOrigin::MeanOfPerWorker
                    && !d->latency.percentilesNs.empty());
        }
        mixed = mixed || (!m.read.latency.percentilesNs.empty() && !m.write.latency.percentilesNs.empty());
    }
    QStringList notes;
    if (metric == LatencyMetric::Mean) {
        return notes;
    }
    if (completion) {
        notes << QCoreApplication::translate("headroom::charts", "percentiles from fio are completion latency (clat)");
    }
    if (perWorker) {
        notes << QCoreApplication::translate("headroom::charts",
            "HCIBench percentiles are the mean of the workers' percentiles, not a cluster percentile");
    }
    if (mixed) {
        notes << QCoreApplication::translate("headroom::charts", "mixed read/write: the slower direction's percentile");
    }
    return notes;
}

QString loadLabel(const Measurement& m)
{
    if (m.workload.targetIops) {
        return QCoreApplication::translate("headroom::charts", "%1 IOPS target")
            .arg(format::number(*m.workload.targetIops, 0));
    }
    if (m.loadSetting && m.queueDepth && *m.loadSetting == *m.queueDepth) {
        return QStringLiteral("QD %1").arg(*m.queueDepth); // a queue-depth sweep point
    }
    if (const std::optional<int> depth = m.workload.queueDepth ? m.workload.queueDepth : m.queueDepth;
        m.loadSetting && depth && *m.loadSetting != *depth) {
        // fio's rate_iops (a rate sweep at one depth, or one rate cap at several depths), vdbench's iorate
        return QCoreApplication::translate("headroom::charts", "%1 IOPS target at QD %2")
            .arg(format::number(*m.loadSetting, 0))
            .arg(*depth);
    }
    if (m.loadSetting) {
        return QStringLiteral("QD %1").arg(format::number(*m.loadSetting, 0));
    }
    if (m.workload.queueDepth) {
        return QStringLiteral("QD %1").arg(*m.workload.queueDepth);
    }
    return {};
}

} // namespace headroom::charts
