#include "specformat.h"

#include "model/units.h"

#include <algorithm>
#include <cmath>

#include <QFileInfo>
#include <QLocale>
#include <QSet>

namespace headroom::charts::format {

QString number(double value, int decimals)
{
    QLocale locale = QLocale::c();
    locale.setNumberOptions(QLocale::DefaultNumberOptions); // thousands separators on
    return locale.toString(value, 'f', decimals);
}

QString iops(double value)
{
    const double magnitude = std::abs(value);
    if (magnitude >= 1e6) {
        return number(value / 1e6, magnitude >= 1e7 ? 1 : 2) + QLatin1Char('M');
    }
    if (magnitude >= 1e5) {
        return number(value / 1e3, 0) + QLatin1Char('K');
    }
    if (magnitude >= 1e4) {
        return number(value / 1e3, 1) + QLatin1Char('K');
    }
    return number(value, magnitude >= 100 ? 0 : 1);
}

QString ms(double milliseconds)
{
    const double magnitude = std::abs(milliseconds);
    if (magnitude > 0 && magnitude < 0.09995) {
        // µs where ms would print 0.002: three significant digits.
        const double us = milliseconds * 1e3;
        return number(us, std::abs(us) < 9.995 ? 2 : 1) + QStringLiteral(" µs");
    }
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 0.1 ? 2 : 3;
    // Keep three significant digits under 1 ms, where the report's figures live (0.136 ms, not 0.14 ms).
    const int fine = magnitude < 1 && magnitude >= 0.1 ? 3 : decimals;
    QString text = number(milliseconds, fine);
    if (fine > decimals && text.endsWith(QLatin1Char('0'))) {
        text.chop(1);
    }
    return text + QStringLiteral(" ms");
}

QString megabytesPerSec(double value)
{
    return number(value, value >= 100 ? 0 : 1) + QStringLiteral(" MB/s");
}

QString percentChange(double percent)
{
    const double magnitude = std::abs(percent);
    const QString digits = number(magnitude, magnitude < 10 ? 1 : 0);
    if (digits == QLatin1String("0") || digits == QLatin1String("0.0")) {
        return QStringLiteral("±0 %");
    }
    return (percent < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + digits + QStringLiteral(" %");
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
        return QStringLiteral("Latency, mean (ms)");
    case LatencyMetric::P95:
        return QStringLiteral("Latency, 95th percentile (ms)");
    case LatencyMetric::P99:
        return QStringLiteral("Latency, 99th percentile (ms)");
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
            date = QStringLiteral("measured %1").arg(m.measuredAt.toUTC().date().toString(Qt::ISODate));
        } else if (s.kind != SourceKind::Published && s.importedAt.isValid()) {
            date = QStringLiteral("imported %1").arg(s.importedAt.toUTC().date().toString(Qt::ISODate));
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
            detail << QStringLiteral("%1 files: %2 … %3").arg(g.files.size()).arg(g.files.first(), g.files.last());
        } else if (!g.files.isEmpty()) {
            detail << g.files.join(QStringLiteral(", "));
        }
        if (g.dates.size() > 2) {
            detail << QStringLiteral("measured %1 … %2")
                          .arg(g.dates.first().section(QLatin1Char(' '), 1),
                              g.dates.last().section(QLatin1Char(' '), 1));
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
            completion
                = completion || (d->latency.kind == LatencyKind::Completion && !d->latency.percentilesNs.empty());
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
        notes << QStringLiteral("percentiles from fio are completion latency (clat)");
    }
    if (perWorker) {
        notes << QStringLiteral(
            "HCIBench percentiles are the mean of the workers' percentiles, not a cluster percentile");
    }
    if (mixed) {
        notes << QStringLiteral("mixed read/write: the slower direction's percentile");
    }
    return notes;
}

QString loadLabel(const Measurement& m)
{
    if (m.workload.targetIops) {
        return QStringLiteral("%1 IOPS target").arg(format::number(*m.workload.targetIops, 0));
    }
    if (m.loadSetting && m.workload.queueDepth && *m.loadSetting != *m.workload.queueDepth) {
        // fio's rate_iops sweeps keep the queue depth fixed and vary the rate
        return QStringLiteral("%1 IOPS target").arg(format::number(*m.loadSetting, 0));
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
