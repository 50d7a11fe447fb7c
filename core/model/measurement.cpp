// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurement.h"

#include <array>
#include <utility>

namespace headroom {

namespace {
constexpr std::array kSourceNames { std::pair { SourceKind::Engine, "engine" }, std::pair { SourceKind::Fio, "fio" },
    std::pair { SourceKind::HciBench, "hcibench" }, std::pair { SourceKind::Vdbench, "vdbench" },
    std::pair { SourceKind::Csv, "csv" }, std::pair { SourceKind::Published, "published" },
    std::pair { SourceKind::LiveOptics, "liveoptics" }, std::pair { SourceKind::DiskSpd, "diskspd" },
    std::pair { SourceKind::CrystalDiskMark, "crystaldiskmark" } };

std::optional<double> sumOfPresent(std::optional<double> a, std::optional<double> b)
{
    if (!a && !b) {
        return std::nullopt;
    }
    return a.value_or(0.0) + b.value_or(0.0);
}
} // namespace

QString toString(SourceKind kind)
{
    for (const auto& [candidate, name] : kSourceNames) {
        if (candidate == kind) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

std::optional<SourceKind> sourceKindFromString(const QString& text)
{
    for (const auto& [candidate, name] : kSourceNames) {
        if (text == QLatin1String(name)) {
            return candidate;
        }
    }
    return std::nullopt;
}

std::optional<double> Measurement::totalIops() const
{
    if (iops) {
        return iops;
    }
    return combined.iops ? combined.iops : sumOfPresent(read.iops, write.iops);
}

std::optional<double> Measurement::totalBytesPerSec() const
{
    if (bytesPerSec) {
        return bytesPerSec;
    }
    return combined.bytesPerSec ? combined.bytesPerSec : sumOfPresent(read.bytesPerSec, write.bytesPerSec);
}

std::optional<double> Measurement::meanLatencyNs() const
{
    if (combined.latency.meanNs) {
        return combined.latency.meanNs;
    }
    const auto& readMean = read.latency.meanNs;
    const auto& writeMean = write.latency.meanNs;
    if (readMean && writeMean) {
        const double readWeight = read.iops.value_or(0.0);
        const double writeWeight = write.iops.value_or(0.0);
        if (readWeight + writeWeight > 0) {
            return (*readMean * readWeight + *writeMean * writeWeight) / (readWeight + writeWeight);
        }
        // Without per-direction IOPS the read % of the workload is the best weight there is.
        if (workload.readPct) {
            const double readShare = *workload.readPct / 100.0;
            return *readMean * readShare + *writeMean * (1.0 - readShare);
        }
        return std::nullopt;
    }
    return readMean ? readMean : writeMean;
}

} // namespace headroom
