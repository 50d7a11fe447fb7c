#include "fiovaluecheck.h"

#include "jsonfields.h"
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
    template <typename Path> void nonNegative(double value, const Path& path, double scale = 1.0)
    {
        if (ok()) {
            if (const QString why = rangeProblem(value, ValueRange::NonNegative); !why.isEmpty()) {
                problem = QStringLiteral("%1 %2 %3").arg(path(), number(value / scale), why);
            }
        }
    }

    template <typename Path> void latency(const FioLatency& l, const Path& path, double scale)
    {
        if (!l.present) {
            return;
        }
        nonNegative(
            l.minNs, [&] { return JsonFields::member(path(), "min"); }, scale);
        nonNegative(
            l.meanNs, [&] { return JsonFields::member(path(), "mean"); }, scale);
        nonNegative(
            l.maxNs, [&] { return JsonFields::member(path(), "max"); }, scale);
        nonNegative(
            l.stdevNs, [&] { return JsonFields::member(path(), "stddev"); }, scale);
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
                    .arg(JsonFields::member(path(), "percentile"), QString::number(percentValue, 'f', 6));
            };
            nonNegative(ns, key, scale);
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
        nonNegative(d.iops, [&] { return JsonFields::member(path(), "iops"); });
        nonNegative(
            d.bytesPerSec, [&] { return JsonFields::member(path(), run.microsecondKeys ? "bw" : "bw_bytes"); },
            run.microsecondKeys ? 1024.0 : 1.0);
        nonNegative(
            d.ioBytes, [&] { return JsonFields::member(path(), "io_bytes"); }, run.microsecondKeys ? 1024.0 : 1.0);
        nonNegative(d.runtimeMs, [&] { return JsonFields::member(path(), "runtime"); });
        const char* const ns[] = { "slat_ns", "clat_ns", "lat_ns" };
        const char* const us[] = { "slat", "clat", "lat" };
        const FioLatency* latencies[] = { &d.slat, &d.clat, &d.lat };
        for (int i = 0; i < 3; ++i) {
            latency(
                *latencies[i], [&] { return JsonFields::member(path(), run.microsecondKeys ? us[i] : ns[i]); },
                latencyScale);
        }
    }

    void entry(const FioJobEntry& e)
    {
        // No upper bound: fio divides the CPU time getrusage() reports (set-up included) by the job's runtime, and a
        // real one-thread fio 3.33 run on a loaded machine reported sys_cpu 116.7 %.
        if (ok() && e.usrCpuPct) {
            nonNegative(*e.usrCpuPct, [&] { return JsonFields::member(e.jsonPath, "usr_cpu"); });
        }
        if (ok() && e.sysCpuPct) {
            nonNegative(*e.sysCpuPct, [&] { return JsonFields::member(e.jsonPath, "sys_cpu"); });
        }
        if (ok() && e.elapsedSec) {
            nonNegative(*e.elapsedSec, [&] { return JsonFields::member(e.jsonPath, "elapsed"); });
        }
        direction(e.read, [&] { return JsonFields::member(e.jsonPath, "read"); });
        direction(e.write, [&] { return JsonFields::member(e.jsonPath, "write"); });
        direction(e.mixed, [&] { return JsonFields::member(e.jsonPath, "mixed"); });
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
