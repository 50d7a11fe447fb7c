// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiovaluecheck.h"

#include "jsonpath.h"
#include "model/quantityformat.h"
#include "valuecheck.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace headroom {

namespace {

QString number(double value)
{
    return QuantityFormat::plain().significant(value, 10);
}

struct FioChecker {
    const FioRun& run;
    QString problem;

    bool ok() const { return problem.isEmpty(); }

    // `value` is in Headroom's units; `scale` turns the file's unit into them, so the message quotes the file.
    // `path()` names the value; it is only built for a refusal (a file of 10⁵ jobs holds millions of values).
    template <typename Path>
    void inRange(double value, const Path& path, double scale = 1.0, ValueRange range = ValueRange::NonNegative)
    {
        if (ok()) {
            if (const QString why = rangeProblem(value, range); !why.isEmpty()) {
                problem = QStringLiteral("%1 %2 %3").arg(path(), number(value / scale), why);
            }
        }
    }

    template <typename Path> void latency(const FioLatency& l, const Path& path, double scale)
    {
        if (!l.present) {
            return;
        }
        const auto field = [&](const char* key) { return [&path, key] { return jsonMember(path(), key); }; };
        inRange(l.minNs, field("min"), scale, ValueRange::LatencyNs);
        inRange(l.meanNs, field("mean"), scale, ValueRange::LatencyNs);
        inRange(l.maxNs, field("max"), scale, ValueRange::LatencyNs);
        inRange(l.stdevNs, field("stddev"), scale, ValueRange::LatencyNs);
        if (ok() && (l.minNs > l.meanNs + l.meanNs * 1e-9 || l.meanNs > l.maxNs + l.maxNs * 1e-9)) {
            problem = QStringLiteral("%1: min %2, mean %3, max %4 (min ≤ mean ≤ max does not hold)")
                          .arg(path(), number(l.minNs / scale), number(l.meanNs / scale), number(l.maxNs / scale));
        }
        std::optional<std::pair<double, double>> previous;
        for (const auto& [percent, ns] : l.percentilesNs) {
            if (!ok()) {
                return;
            }
            const auto key = [&, percentValue = percent] {
                return QStringLiteral("%1[\"%2\"]")
                    .arg(jsonMember(path(), "percentile"), QString::number(percentValue, 'f', 6));
            };
            inRange(ns, key, scale, ValueRange::LatencyNs);
            if (ok() && previous && previous->second > ns) {
                problem
                    = QStringLiteral("%1 %2 is below the %3th percentile %4 (percentiles must not decrease)")
                          .arg(key(), number(ns / scale), number(previous->first), number(previous->second / scale));
            }
            previous = std::pair { percent, ns };
        }
    }

    template <typename Path> void direction(const FioDirection& d, const Path& path)
    {
        const double latencyScale = run.microsecondKeys ? 1000.0 : 1.0;
        const double sizeScale = run.microsecondKeys ? 1024.0 : 1.0; // fio 2.x: io_bytes in KiB
        const char* bw = d.bwBytesWritten ? "bw_bytes" : "bw"; // bw: KiB/s
        const double bwScale = d.bwBytesWritten ? 1.0 : 1024.0;
        inRange(
            d.iops, [&] { return jsonMember(path(), "iops"); }, 1.0, ValueRange::Iops);
        inRange(
            d.bytesPerSec, [&] { return jsonMember(path(), bw); }, bwScale, ValueRange::BytesPerSec);
        inRange(
            d.ioBytes, [&] { return jsonMember(path(), "io_bytes"); }, sizeScale);
        inRange(
            d.runtimeMs / 1000.0, [&] { return jsonMember(path(), "runtime"); }, 1e-3, ValueRange::DurationSec);
        const char* const ns[] = { "slat_ns", "clat_ns", "lat_ns" };
        const char* const us[] = { "slat", "clat", "lat" };
        const FioLatency* latencies[] = { &d.slat, &d.clat, &d.lat };
        for (int i = 0; i < 3; ++i) {
            latency(
                *latencies[i], [&] { return jsonMember(path(), run.microsecondKeys ? us[i] : ns[i]); }, latencyScale);
        }
        consistent(d, path, sizeScale);
    }

    // fio computes iops = total_ios × 1000 / runtime and bw_bytes = io_bytes × 1000 / runtime from the counts it
    // writes beside them (stat.c), so figures that contradict their counts were not written by fio. Tolerance:
    // 0.1 % + 1. The real files in tests/data (fio 2.18 … 3.7, client/server) and Debian's fio 3.33 agree within
    // 5e-7 IOPS (fio prints 6 decimals) and 0.98 bytes/s (bw_bytes is an integer division); the + 1 also admits the
    // fio versions that wrote iops as an integer division, and 0.1 % the KiB rounding of fio 2.x's io_bytes.
    template <typename Path> void consistent(const FioDirection& d, const Path& path, double sizeScale)
    {
        const char* bw = d.bwBytesWritten ? "bw_bytes" : "bw";
        const double bwScale = d.bwBytesWritten ? 1.0 : 1024.0;
        const auto close
            = [](double written, double expected) { return std::abs(written - expected) <= 1e-3 * expected + 1.0; };
        if (!ok()) {
            return;
        }
        if (d.ioBytes == 0 && (d.iops > 0 || d.bytesPerSec > 0)) {
            problem = QStringLiteral("%1: iops %2 and %3 %4 with io_bytes 0 (figures that contradict each other)")
                          .arg(path(), number(d.iops), QLatin1String(bw), number(d.bytesPerSec / bwScale));
        } else if (d.runtimeMs <= 0) {
            return; // fio computes neither rate over a zero runtime
        } else if (const double iops = static_cast<double>(d.totalIos) * 1000.0 / d.runtimeMs;
                   d.totalIosWritten && !close(d.iops, iops)) {
            problem = QStringLiteral("%1: iops %2 but total_ios %3 over runtime %4 ms is %5 IOPS (figures that "
                                     "contradict each other)")
                          .arg(path(), number(d.iops))
                          .arg(d.totalIos)
                          .arg(number(d.runtimeMs), number(iops));
        } else if (const double bytesPerSec = d.ioBytes * 1000.0 / d.runtimeMs; !close(d.bytesPerSec, bytesPerSec)) {
            problem = QStringLiteral("%1: %2 %3 but io_bytes %4 over runtime %5 ms is %6 (figures that contradict "
                                     "each other)")
                          .arg(path(), QLatin1String(bw), number(d.bytesPerSec / bwScale),
                              number(d.ioBytes / sizeScale), number(d.runtimeMs), number(bytesPerSec / bwScale));
        }
    }

    void entry(const FioJobEntry& e)
    {
        // No upper bound: fio divides the CPU time getrusage() reports (set-up included) by the job's runtime, and a
        // real one-thread fio 3.33 run on a loaded machine reported sys_cpu 116.7 %.
        if (ok() && e.usrCpuPct) {
            inRange(*e.usrCpuPct, [&] { return jsonMember(e.jsonPath, "usr_cpu"); });
        }
        if (ok() && e.sysCpuPct) {
            inRange(*e.sysCpuPct, [&] { return jsonMember(e.jsonPath, "sys_cpu"); });
        }
        if (ok() && e.elapsedSec) {
            inRange(
                *e.elapsedSec, [&] { return jsonMember(e.jsonPath, "elapsed"); }, 1.0, ValueRange::DurationSec);
        }
        direction(e.read, [&] { return jsonMember(e.jsonPath, "read"); });
        direction(e.write, [&] { return jsonMember(e.jsonPath, "write"); });
        direction(e.mixed, [&] { return jsonMember(e.jsonPath, "mixed"); });
    }
};

} // namespace

QString fioRunProblem(const FioRun& run)
{
    FioChecker check { run, {} };
    for (const FioJobEntry& entry : run.jobs) {
        check.entry(entry);
        if (!check.ok()) {
            break;
        }
    }
    return check.problem;
}

} // namespace headroom
