// SPDX-License-Identifier: GPL-3.0-or-later
#include "bottleneck.h"

#include "advisortext.h"
#include "model/quantityformat.h"

#include <algorithm>

#include <QCoreApplication>

namespace headroom {

namespace {

struct Tally {
    std::optional<double> maxLinkPct;
    bool cpuSaturated = false;
    bool cpuKnown = false;
    bool upgradeGainedNothing = false;
    bool upgradeGained = false;
};

Tally tallyLinks(const BottleneckInput& input, QStringList& evidence)
{
    Tally tally;
    for (const LinkObservation& link : input.links) {
        if (link.linkCapacityBytesPerSec <= 0) {
            continue;
        }
        const double use = 100.0 * link.perLinkBytesPerSec / link.linkCapacityBytesPerSec;
        tally.maxLinkPct = std::max(tally.maxLinkPct.value_or(0.0), use);
        QString line = QCoreApplication::translate(
            "headroom::advice", "%1: %2 against a link capacity of %3 (%4): %5 of capacity")
                           .arg(link.label, QuantityFormat::text().megabytesPerSec(link.perLinkBytesPerSec, 0),
                               QuantityFormat::text().megabytesPerSec(link.linkCapacityBytesPerSec, 0), link.derivation,
                               QuantityFormat::text().percent(use));
        if (use > 100.0) {
            line += QCoreApplication::translate("headroom::advice",
                "; above 100 % is possible in HCI because some I/O is local to the node and "
                "never crosses the network, so the link is at its limit");
        } else if (use >= kNetworkBoundPct) {
            line += QCoreApplication::translate("headroom::advice", "; at or above %1: the link is saturated")
                        .arg(QuantityFormat::text().percent(kNetworkBoundPct));
        } else {
            line += QCoreApplication::translate("headroom::advice", "; under %1: the link has room")
                        .arg(QuantityFormat::text().percent(kNetworkBoundPct));
        }
        evidence << line;
    }
    return tally;
}

void tallyCpu(const BottleneckInput& input, Tally& tally, QStringList& evidence)
{
    for (const CpuObservation& cpu : input.cpu) {
        if (cpu.hostCpuPct) {
            tally.cpuKnown = true;
            const bool saturated = *cpu.hostCpuPct >= kCpuBoundPct;
            tally.cpuSaturated = tally.cpuSaturated || saturated;
            evidence << QCoreApplication::translate("headroom::advice", "%1: host CPU %2 %3 %4")
                            .arg(cpu.label, QuantityFormat::text().percent(*cpu.hostCpuPct, 2),
                                saturated ? QCoreApplication::translate("headroom::advice", "at or above")
                                          : QCoreApplication::translate("headroom::advice", "under"),
                                QuantityFormat::text().percent(kCpuBoundPct));
        } else if (!cpu.reportedFinding.isEmpty()) {
            tally.cpuKnown = true;
            tally.cpuSaturated = true;
            evidence << QCoreApplication::translate(
                "headroom::advice", "%1: the source reports the hosts CPU bound (no figure given): \"%2\"")
                            .arg(cpu.label, cpu.reportedFinding);
        }
    }
}

void tallyUpgrades(const BottleneckInput& input, Tally& tally, QStringList& evidence)
{
    for (const NetworkUpgradeObservation& upgrade : input.upgrades) {
        const bool nothing = upgrade.gainPct < kNoGainPct;
        tally.upgradeGainedNothing = tally.upgradeGainedNothing || nothing;
        tally.upgradeGained = tally.upgradeGained || !nothing;
        evidence << QCoreApplication::translate("headroom::advice", "%1: %2 → %3 measured %4 peak IOPS%5")
                        .arg(upgrade.label, QuantityFormat::text().gbps(upgrade.fromGbps),
                            QuantityFormat::text().gbps(upgrade.toGbps), QuantityFormat::text().gain(upgrade.gainPct),
                            nothing ? QCoreApplication::translate(
                                "headroom::advice", ": a faster network bought nothing, so it is not the bottleneck")
                                    : QCoreApplication::translate("headroom::advice", ": the faster network paid off"));
    }
}
} // namespace

QString toString(BottleneckKind kind)
{
    switch (kind) {
    case BottleneckKind::Network:
        return QStringLiteral("network");
    case BottleneckKind::Cpu:
        return QStringLiteral("cpu");
    case BottleneckKind::Storage:
        return QStringLiteral("storage");
    case BottleneckKind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

BottleneckVerdict attributeBottleneck(const BottleneckInput& input)
{
    BottleneckVerdict verdict;
    Tally tally = tallyLinks(input, verdict.evidence);
    tallyCpu(input, tally, verdict.evidence);
    tallyUpgrades(input, tally, verdict.evidence);
    const bool linksSaturated = tally.maxLinkPct && *tally.maxLinkPct >= kNetworkBoundPct;
    const bool linksHaveRoom = tally.maxLinkPct && *tally.maxLinkPct < kNetworkBoundPct;
    if (!tally.maxLinkPct) {
        verdict.evidence << QCoreApplication::translate(
            "headroom::advice", "link use unknown: no large-block throughput with a known link speed");
    }
    if (!tally.cpuKnown) {
        verdict.evidence << QCoreApplication::translate(
            "headroom::advice", "host CPU unknown: no measurement carries it");
    }
    if (linksSaturated && !tally.upgradeGainedNothing) {
        verdict.kind = BottleneckKind::Network;
        verdict.sentence = QCoreApplication::translate("headroom::advice",
            "Network bound: large-block throughput reaches %1 of link capacity, so a "
            "faster network raises the ceiling.")
                               .arg(QuantityFormat::text().percent(*tally.maxLinkPct));
    } else if (tally.cpuSaturated && !linksSaturated) {
        verdict.kind = BottleneckKind::Cpu;
        verdict.sentence = linksHaveRoom ? QCoreApplication::translate("headroom::advice",
                               "CPU bound: the hosts are saturated while the links run at %1 of capacity at most, "
                               "so a faster network will not help.")
                                               .arg(QuantityFormat::text().percent(*tally.maxLinkPct))
                                         : QCoreApplication::translate("headroom::advice",
                                             "CPU bound: the hosts are saturated, so a faster network will not help.");
    } else if ((linksHaveRoom || tally.upgradeGainedNothing) && tally.cpuKnown && !tally.cpuSaturated) {
        verdict.kind = BottleneckKind::Storage;
        verdict.sentence = QCoreApplication::translate("headroom::advice",
            "Neither the links nor the host CPUs are saturated: the limit is the "
            "storage (media, policy or software path).");
    } else {
        // Say what the evidence does show and ask only for what is really missing: a library with large-block tests
        // must not be told to add one.
        verdict.kind = BottleneckKind::Unknown;
        QStringList missing;
        if (!tally.maxLinkPct) {
            missing << QCoreApplication::translate(
                "headroom::advice", "a large-block test on a system with a known link speed");
        }
        if (!tally.cpuKnown) {
            missing << QCoreApplication::translate("headroom::advice", "host CPU figures");
        }
        QString known = QCoreApplication::translate("headroom::advice", "The data do not show the bottleneck");
        if (linksHaveRoom) {
            known = QCoreApplication::translate(
                "headroom::advice", "The links run at %1 of capacity at most, so they are not saturated")
                        .arg(QuantityFormat::text().percent(*tally.maxLinkPct));
        } else if (linksSaturated && tally.upgradeGainedNothing) {
            known = QCoreApplication::translate(
                "headroom::advice", "The links look saturated (%1 of capacity), yet a faster network bought nothing")
                        .arg(QuantityFormat::text().percent(*tally.maxLinkPct));
        } else if (tally.upgradeGainedNothing) {
            known = QCoreApplication::translate("headroom::advice", "Not the network (a faster one bought nothing)");
        }
        verdict.sentence = missing.isEmpty()
            ? known + QCoreApplication::translate("headroom::advice", ", but the data do not show what the limit is.")
            : QCoreApplication::translate("headroom::advice", "%1; to tell what the limit is, add %2.")
                  .arg(known, missing.join(QCoreApplication::translate("headroom::advice", " and ")));
    }
    return verdict;
}

} // namespace headroom
