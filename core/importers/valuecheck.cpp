// SPDX-License-Identifier: GPL-3.0-or-later
#include "valuecheck.h"

#include "model/printable.h"
#include "model/quantityformat.h"

#include <cmath>
#include <limits>

namespace headroom {

namespace {

QString number(double value)
{
    return QuantityFormat::plain().significant(value, 10);
}

// A relative slack for comparisons of figures a tool computed separately in floating point (fio's mean of equal
// samples can come out a last bit above their max).
bool above(double a, double b)
{
    return a > b + std::abs(b) * 1e-9;
}

struct Checker {
    double maxProcessCpuPct = std::numeric_limits<double>::infinity();
    QString problem;

    bool ok() const { return problem.isEmpty(); }

    void value(const std::optional<double>& v, const QString& field, ValueRange range, const QString& unit = {})
    {
        if (!ok() || !v) {
            return;
        }
        if (const QString why = rangeProblem(*v, range); !why.isEmpty()) {
            problem = QStringLiteral("%1 %2%3 %4").arg(field, number(*v), unit, why);
        }
    }

    void atLeastOne(const std::optional<std::int64_t>& v, const QString& field)
    {
        if (ok() && v && *v < 1) {
            problem = QStringLiteral("%1 %2 is less than 1").arg(field).arg(*v);
        }
    }

    void cpu(const std::optional<double>& v, const QString& field)
    {
        value(v, field, ValueRange::NonNegative, QStringLiteral(" %"));
        if (ok() && v && *v > maxProcessCpuPct) {
            problem = QStringLiteral("%1 %2 % is over %3 %").arg(field, number(*v), number(maxProcessCpuPct));
        }
    }

    void latency(const LatencyStats& l, const QString& direction)
    {
        const QString prefix = direction + QStringLiteral(" latency ");
        value(l.minNs, prefix + QStringLiteral("min"), ValueRange::LatencyNs, QStringLiteral(" ns"));
        value(l.meanNs, prefix + QStringLiteral("mean"), ValueRange::LatencyNs, QStringLiteral(" ns"));
        value(l.maxNs, prefix + QStringLiteral("max"), ValueRange::LatencyNs, QStringLiteral(" ns"));
        value(l.stdevNs, prefix + QStringLiteral("stdev"), ValueRange::LatencyNs, QStringLiteral(" ns"));
        if (!ok()) {
            return;
        }
        const std::pair<const std::optional<double>*, const char*> order[]
            = { { &l.minNs, "min" }, { &l.meanNs, "mean" }, { &l.maxNs, "max" } };
        for (std::size_t i = 0; i < 3 && ok(); ++i) {
            for (std::size_t j = i + 1; j < 3 && ok(); ++j) {
                const auto& a = *order[i].first;
                const auto& b = *order[j].first;
                if (a && b && above(*a, *b)) {
                    problem = QStringLiteral("%1%2 %3 ns > %4 %5 ns")
                                  .arg(prefix, QLatin1String(order[i].second), number(*a),
                                      QLatin1String(order[j].second), number(*b));
                }
            }
        }
        std::optional<std::pair<double, double>> previous;
        for (const auto& [percent, ns] : l.percentilesNs) {
            if (!ok()) {
                return;
            }
            const QString name = QStringLiteral("%1 p%2 latency").arg(direction, number(percent));
            if (!(percent > 0 && percent <= 100)) {
                problem = QStringLiteral("%1 percentile p%2 is not a percentile (0 < p ≤ 100)")
                              .arg(direction, number(percent));
                return;
            }
            value(ns, name, ValueRange::LatencyNs, QStringLiteral(" ns"));
            if (ok() && previous && above(previous->second, ns)) {
                problem = QStringLiteral("%1 %2 ns is below p%3 = %4 ns (percentiles must not decrease)")
                              .arg(name, number(ns), number(previous->first), number(previous->second));
            }
            previous = std::pair { percent, ns };
        }
    }

    void direction(const DirectionStats& d, const QString& name)
    {
        value(d.iops, name + QStringLiteral(" IOPS"), ValueRange::Iops);
        value(d.bytesPerSec, name + QStringLiteral(" bytes/s"), ValueRange::BytesPerSec);
        latency(d.latency, name);
    }
};

} // namespace

QString rangeProblem(double value, ValueRange range)
{
    if (!std::isfinite(value)) {
        return QStringLiteral("is not a finite number");
    }
    if (value < 0) {
        return QStringLiteral("is negative");
    }
    if (range == ValueRange::Percent && value > 100) {
        return QStringLiteral("is over 100 %");
    }
    const auto over = [&](double maximum, const char* unit) {
        return value > maximum ? QStringLiteral("is over the plausible maximum of %1 %2")
                                     .arg(QString::number(maximum, 'g', 3), QLatin1String(unit))
                               : QString();
    };
    switch (range) {
    case ValueRange::Iops:
        return over(kMaxPlausibleIops, "IOPS");
    case ValueRange::BytesPerSec:
        return over(kMaxPlausibleBytesPerSec, "bytes/s");
    case ValueRange::LatencyNs:
        return over(kMaxPlausibleLatencyNs, "ns");
    case ValueRange::DurationSec:
        return over(kMaxPlausibleDurationSec, "s");
    case ValueRange::NonNegative:
    case ValueRange::Percent:
        break;
    }
    return {};
}

QString measurementProblem(const Measurement& m, double maxProcessCpuPct)
{
    Checker check;
    check.maxProcessCpuPct = maxProcessCpuPct;
    // A failed run may have measured nothing (it is kept only to show that it failed); any other measurement without
    // a single figure is a row of NULLs that no chart or advice can use.
    if (!m.failed && !m.totalIops() && !m.totalBytesPerSec() && !m.meanLatencyNs() && m.read.isEmpty()
        && m.write.isEmpty() && m.combined.isEmpty()) {
        return QStringLiteral("no figure: IOPS, bytes/s and latency are all missing");
    }
    const Workload& w = m.workload;
    check.atLeastOne(w.blockSizeBytes, QStringLiteral("block size (bytes)"));
    check.value(w.readPct, QStringLiteral("read %"), ValueRange::Percent);
    check.value(w.randomPct, QStringLiteral("random %"), ValueRange::Percent);
    check.atLeastOne(w.queueDepth, QStringLiteral("queue depth"));
    check.atLeastOne(w.jobs, QStringLiteral("jobs"));
    check.atLeastOne(m.queueDepth, QStringLiteral("queue depth"));
    check.value(m.loadSetting, QStringLiteral("load setting"), ValueRange::NonNegative);
    check.value(m.durationSec, QStringLiteral("duration"), ValueRange::DurationSec, QStringLiteral(" s"));
    check.value(m.iops, QStringLiteral("IOPS"), ValueRange::Iops);
    check.value(m.bytesPerSec, QStringLiteral("bytes/s"), ValueRange::BytesPerSec);
    check.direction(m.read, QStringLiteral("read"));
    check.direction(m.write, QStringLiteral("write"));
    check.direction(m.combined, QStringLiteral("combined"));
    // The directions may each be finite and still overflow when added (two VMs at 1e308 IOPS).
    check.value(m.totalIops(), QStringLiteral("total IOPS"), ValueRange::Iops);
    check.value(m.totalBytesPerSec(), QStringLiteral("total bytes/s"), ValueRange::BytesPerSec);
    check.value(m.meanLatencyNs(), QStringLiteral("mean latency"), ValueRange::LatencyNs, QStringLiteral(" ns"));
    check.cpu(m.cpu.userPct, QStringLiteral("user CPU"));
    check.cpu(m.cpu.systemPct, QStringLiteral("system CPU"));
    if (check.ok() && m.cpu.userPct && m.cpu.systemPct) {
        check.cpu(*m.cpu.userPct + *m.cpu.systemPct, QStringLiteral("user + system CPU"));
    }
    check.value(m.cpu.hostPct, QStringLiteral("host CPU"), ValueRange::Percent, QStringLiteral(" %"));
    for (const HostUsage& host : m.cpu.perHost) {
        const QString who = QStringLiteral("host %1 ").arg(printable(host.host));
        check.value(host.cpuUsagePct, who + QStringLiteral("cpu.usage"), ValueRange::Percent, QStringLiteral(" %"));
        check.value(
            host.cpuUtilizationPct, who + QStringLiteral("cpu.utilization"), ValueRange::Percent, QStringLiteral(" %"));
        check.value(host.memUsagePct, who + QStringLiteral("mem.usage"), ValueRange::Percent, QStringLiteral(" %"));
    }
    return check.problem;
}

Error valueRefusal(const QString& fileName, const QString& where, const QString& problem)
{
    const QString at = where.isEmpty() ? printable(fileName) : printable(fileName) + QStringLiteral(": ") + where;
    return fail(QStringLiteral("%1: %2").arg(at, problem)); // the caller says that nothing was imported
}

QString quotedValue(QStringView text)
{
    return QLatin1Char('\'') + excerpt(text) + QLatin1Char('\'');
}

} // namespace headroom
