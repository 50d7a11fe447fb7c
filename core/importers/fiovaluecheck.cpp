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
    void nonNegative(double value, const QString& path, double scale = 1.0)
    {
        if (ok()) {
            if (const QString why = rangeProblem(value, ValueRange::NonNegative); !why.isEmpty()) {
                problem = QStringLiteral("%1 %2 %3").arg(path, number(value / scale), why);
            }
        }
    }

    void latency(const FioLatency& l, const QString& path, double scale)
    {
        if (!l.present) {
            return;
        }
        nonNegative(l.minNs, JsonFields::member(path, "min"), scale);
        nonNegative(l.meanNs, JsonFields::member(path, "mean"), scale);
        nonNegative(l.maxNs, JsonFields::member(path, "max"), scale);
        nonNegative(l.stdevNs, JsonFields::member(path, "stddev"), scale);
        if (ok() && (l.minNs > l.meanNs + l.meanNs * 1e-9 || l.meanNs > l.maxNs + l.maxNs * 1e-9)) {
            problem = QStringLiteral("%1: min %2, mean %3, max %4 (min ≤ mean ≤ max does not hold)")
                          .arg(path, number(l.minNs / scale), number(l.meanNs / scale), number(l.maxNs / scale));
        }
        std::optional<std::pair<double, double>> previous;
        for (const auto& [percent, ns] : l.percentilesNs) {
            if (!ok()) {
                return;
            }
            const QString key = QStringLiteral("%1[\"%2\"]")
                                    .arg(JsonFields::member(path, "percentile"), QString::number(percent, 'f', 6));
            nonNegative(ns, key, scale);
            if (ok() && previous && previous->second > ns) {
                problem = QStringLiteral("%1 %2 is below the %3th percentile %4 (percentiles must not decrease)")
                              .arg(key, number(ns / scale), number(previous->first), number(previous->second / scale));
            }
            previous = std::pair { percent, ns };
        }
    }

    void direction(const FioDirection& d, const QString& path)
    {
        const double latencyScale = run.microsecondKeys ? 1000.0 : 1.0;
        nonNegative(d.iops, JsonFields::member(path, "iops"));
        nonNegative(d.bytesPerSec, JsonFields::member(path, run.microsecondKeys ? "bw" : "bw_bytes"),
            run.microsecondKeys ? 1024.0 : 1.0);
        nonNegative(d.ioBytes, JsonFields::member(path, "io_bytes"), run.microsecondKeys ? 1024.0 : 1.0);
        nonNegative(d.runtimeMs, JsonFields::member(path, "runtime"));
        const char* const ns[] = { "slat_ns", "clat_ns", "lat_ns" };
        const char* const us[] = { "slat", "clat", "lat" };
        const FioLatency* latencies[] = { &d.slat, &d.clat, &d.lat };
        for (int i = 0; i < 3; ++i) {
            latency(*latencies[i], JsonFields::member(path, run.microsecondKeys ? us[i] : ns[i]), latencyScale);
        }
    }

    void cpu(const std::optional<double>& value, const QString& path)
    {
        if (ok() && value) {
            nonNegative(*value, path);
        }
    }

    void entry(const FioJobEntry& e)
    {
        // No upper bound: fio divides the CPU time getrusage() reports (set-up included) by the job's runtime, and a
        // real one-thread fio 3.33 run on a loaded machine reported sys_cpu 116.7 %.
        cpu(e.usrCpuPct, JsonFields::member(e.jsonPath, "usr_cpu"));
        cpu(e.sysCpuPct, JsonFields::member(e.jsonPath, "sys_cpu"));
        if (ok() && e.elapsedSec) {
            nonNegative(*e.elapsedSec, JsonFields::member(e.jsonPath, "elapsed"));
        }
        direction(e.read, JsonFields::member(e.jsonPath, "read"));
        direction(e.write, JsonFields::member(e.jsonPath, "write"));
        direction(e.mixed, JsonFields::member(e.jsonPath, "mixed"));
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
