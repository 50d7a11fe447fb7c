// SPDX-License-Identifier: GPL-3.0-or-later
// Read and write MB/s by storage tier (the Optane lab's ATTO top speeds), or by transfer size when one system
// has a transfer-size sweep (by test where the source states access and queue depth: CrystalDiskMark's SEQ 1MiB
// Q8T1 … RND 4KiB Q1T1).
#include "model/units.h"
#include "specbuilders.h"
#include "specformat.h"

#include <algorithm>
#include <map>

#include <QCoreApplication>

namespace headroom::charts {

namespace {

std::optional<double> readMBps(const Measurement& m)
{
    if (m.read.bytesPerSec) {
        return *m.read.bytesPerSec / units::kBytesPerMB;
    }
    if (m.workload.readPct && *m.workload.readPct >= 100 && m.totalBytesPerSec()) {
        return *m.totalBytesPerSec() / units::kBytesPerMB;
    }
    return std::nullopt;
}

std::optional<double> writeMBps(const Measurement& m)
{
    if (m.write.bytesPerSec) {
        return *m.write.bytesPerSec / units::kBytesPerMB;
    }
    if (m.workload.readPct && *m.workload.readPct <= 0 && m.totalBytesPerSec()) {
        return *m.totalBytesPerSec() / units::kBytesPerMB;
    }
    return std::nullopt;
}

struct Group {
    QString label;
    std::optional<double> read;
    std::optional<double> write;
};

void keepHighest(std::optional<double>& into, std::optional<double> value)
{
    if (value && (!into || *value > *into)) {
        into = value;
    }
}

QString tierLabel(const ChartInput& input, const QString& systemName)
{
    const SystemConfig* system = input.system(systemName);
    if (system && system->tags.contains(QStringLiteral("tier"))) {
        return system->tags.value(QStringLiteral("tier"));
    }
    return systemName;
}

// One system with two or more block sizes: a transfer-size sweep.
bool isTransferSweep(const ChartInput& input)
{
    const QStringList systems = systemsWithData(input);
    if (systems.size() != 1) {
        return false;
    }
    QList<std::int64_t> sizes;
    for (const Measurement& m : input.measurements) {
        if (m.workload.blockSizeBytes && (readMBps(m) || writeMBps(m)) && !sizes.contains(*m.workload.blockSizeBytes)) {
            sizes << *m.workload.blockSizeBytes;
        }
    }
    return sizes.size() >= 2;
}

// One test of a transfer-size sweep: its size, and where the source states them its access and load, so a
// CrystalDiskMark export's SEQ 1 MiB Q8T1 and Q1T1 are two groups (its read and write lines one group each), while an
// ATTO sweep (size only) groups by size as before.
struct SweepKey {
    std::int64_t size = 0;
    double randomPct = -1; // -1: not stated
    double load = -1;
    int jobs = -1;
    auto operator<=>(const SweepKey&) const = default;
};

SweepKey sweepKeyOf(const Measurement& m)
{
    const auto depth = m.queueDepth ? std::optional<double>(*m.queueDepth) : m.loadSetting;
    return { *m.workload.blockSizeBytes, m.workload.randomPct.value_or(-1), depth.value_or(-1),
        m.workload.jobs.value_or(-1) };
}

// "4k" (ATTO), "RND 4k Q32T1", "SEQ 1m Q8T1" (CrystalDiskMark's names for its tests).
QString sweepLabel(const SweepKey& key)
{
    QString label = formatSize(key.size);
    if (key.randomPct == 0 || key.randomPct == 100) {
        label.prepend(key.randomPct == 0 ? QStringLiteral("SEQ ") : QStringLiteral("RND "));
    }
    if (key.load >= 0 && key.jobs >= 0) {
        label += QStringLiteral(" Q%1T%2").arg(key.load).arg(key.jobs);
    }
    return label;
}

} // namespace

Expected<ChartSpec> buildTierSpec(const ChartRequest& request, const ChartInput& input)
{
    const bool bySize = isTransferSweep(input);
    QList<Group> groups;
    std::map<SweepKey, Group> sizeGroups;
    QList<Measurement> used;
    for (const QString& system : systemsWithData(input)) {
        Group group { tierLabel(input, system), {}, {} };
        for (const Measurement& m : measurementsOf(input, system)) {
            if (!m.isCurvePoint() || (!readMBps(m) && !writeMBps(m))) {
                continue;
            }
            const bool sized = bySize && m.workload.blockSizeBytes;
            Group& into = sized ? sizeGroups[sweepKeyOf(m)] : group;
            if (sized) {
                into.label = sweepLabel(sweepKeyOf(m));
            }
            keepHighest(into.read, readMBps(m));
            keepHighest(into.write, writeMBps(m));
            used << m;
        }
        if (!bySize && (group.read || group.write)) {
            groups << group;
        }
    }
    // Groups that name their access or load are tests (CrystalDiskMark's), not transfer sizes alone (ATTO's).
    bool byTest = false;
    if (bySize) {
        for (const auto& [key, g] : sizeGroups) { // ascending transfer size, then access and load
            groups << g;
            byTest = byTest || key.randomPct >= 0 || key.load >= 0;
        }
    } else {
        // Slowest tier first, as a tier chart reads (HDD, SSD, NVMe).
        std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) {
            return std::max(a.read.value_or(0), a.write.value_or(0))
                < std::max(b.read.value_or(0), b.write.value_or(0));
        });
    }
    if (groups.isEmpty()) {
        return fail(QCoreApplication::translate("headroom::charts", "no read or write throughput to show by tier"));
    }
    ChartSpec spec;
    spec.kind = ChartKind::Tiers;
    const QString sweepAxis = byTest ? QCoreApplication::translate("headroom::charts", "Test")
                                     : QCoreApplication::translate("headroom::charts", "Transfer size");
    spec.table.headers = { bySize ? sweepAxis : QCoreApplication::translate("headroom::charts", "Tier"),
        QCoreApplication::translate("headroom::charts", "Read MB/s"),
        QCoreApplication::translate("headroom::charts", "Write MB/s") };
    SpecSeries read { QCoreApplication::translate("headroom::charts", "Read"), 0, {} };
    SpecSeries write { QCoreApplication::translate("headroom::charts", "Write"), 1, {} };
    double highest = 0;
    for (const Group& g : std::as_const(groups)) {
        const double index = static_cast<double>(spec.categories.size());
        spec.categories << g.label;
        read.points << SpecPoint { index, g.read.value_or(0), false,
            g.read ? format::megabytesPerSec(*g.read) : QString() };
        write.points << SpecPoint { index, g.write.value_or(0), false,
            g.write ? format::megabytesPerSec(*g.write) : QString() };
        highest = std::max({ highest, g.read.value_or(0), g.write.value_or(0) });
        const auto cellOf = [](std::optional<double> v) {
            return v ? SpecCell { format::number(*v, 0), *v } : SpecCell { QStringLiteral("–"), QVariant() };
        };
        spec.table.rows << QList<SpecCell> { SpecCell { g.label, g.label }, cellOf(g.read), cellOf(g.write) };
    }
    for (const Measurement& m : used) {
        spec.anyModeled = spec.anyModeled || m.modeled;
    }
    spec.series << read << write;
    spec.xAxis.title = bySize ? sweepAxis : QCoreApplication::translate("headroom::charts", "Storage tier");
    spec.yAxis = valueAxis(QCoreApplication::translate("headroom::charts", "MB/s (10⁶ B/s)"), 0, highest, false);
    spec.title = bySize ? QCoreApplication::translate("headroom::charts", "%1: throughput by %2")
                              .arg(systemsWithData(input).value(0), sweepAxis.toLower())
                        : QCoreApplication::translate("headroom::charts", "Read and write throughput by storage tier");
    spec.subtitle = request.workloads.isEmpty()
        ? QCoreApplication::translate("headroom::charts", "highest read and write throughput of each group")
        : request.workloads.join(QStringLiteral(", "));
    spec.sources = sourceLines(used);
    return spec;
}

} // namespace headroom::charts
