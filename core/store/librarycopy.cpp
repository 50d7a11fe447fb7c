// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarycopy.h"

#include <algorithm>

#include <QHash>
#include <QSet>

namespace headroom {
namespace {

bool matches(const SystemConfig& system, const LibraryCopyFilter& filter)
{
    if (!filter.systems.isEmpty() && !filter.systems.contains(system.name)) {
        return false;
    }
    for (auto tag = filter.tags.cbegin(); tag != filter.tags.cend(); ++tag) {
        if (system.tags.value(tag.key()) != tag.value()) {
            return false;
        }
    }
    return true;
}

// What a copy works from: the systems the filter chose and those the target had before it began.
struct CopyPlan {
    QHash<QString, SystemConfig> systemsThere; // the source library's, by name
    QSet<QString> chosen; // systems whose measurements go
    QSet<QString> targetHad;
    QSet<QString> touched; // systems of the sources copied
    bool filtered = false;
};

// True when the target already holds this source: its file by SHA-256, or (a source without a file, a benchmark's
// runs) every run by its identity.
Expected<bool> alreadyThere(const ResultsLibrary& to, const SourceRef& source, const QList<Measurement>& measurements)
{
    if (!source.sha256.isEmpty()) {
        const auto found = to.sourceBySha256(source.sha256);
        if (!found.ok()) {
            return found.failure();
        }
        return found.value().has_value();
    }
    QStringList identities;
    for (const Measurement& measurement : measurements) {
        if (!measurement.runIdentity.isEmpty()) {
            identities << measurement.runIdentity;
        }
    }
    if (identities.isEmpty()) {
        return false;
    }
    const auto held = to.sourcesOfRuns(identities);
    if (!held.ok()) {
        return held.failure();
    }
    return held->size() == identities.size();
}

bool anyChosen(const QList<Measurement>& measurements, const CopyPlan& plan)
{
    return std::any_of(measurements.cbegin(), measurements.cend(),
        [&](const Measurement& measurement) { return plan.chosen.contains(measurement.systemName); });
}

// A source is the unit of import and goes whole: all its measurements when one of them is of a chosen system.
Status copySource(const ResultsLibrary& from, ResultsLibrary& to, const SourceRecord& source, CopyPlan& plan,
    LibraryCopyReport& report)
{
    auto measurements = from.measurements(MeasurementQuery { {}, {}, source.id }, MeasurementDetail::Full);
    if (!measurements.ok()) {
        return measurements.failure();
    }
    if (measurements->isEmpty() || !anyChosen(*measurements, plan)) {
        return success(); // a customer export's source, or only other systems' results
    }
    const auto there = alreadyThere(to, source.ref, *measurements);
    if (!there.ok()) {
        return there.failure();
    }
    if (*there) {
        ++report.sourcesAlreadyThere;
        return success();
    }
    for (Measurement& measurement : *measurements) {
        measurement.id = 0;
        plan.touched.insert(measurement.systemName);
    }
    const auto added = to.addMeasurements(source.ref, *measurements);
    if (!added.ok()) {
        return added.failure();
    }
    ++report.sourcesCopied;
    report.measurementsCopied += added->measurementsAdded;
    return success();
}

// The description and tags of each system the copy created; a system the target had keeps its own.
Status describeSystems(ResultsLibrary& to, const CopyPlan& plan, LibraryCopyReport& report)
{
    for (const QString& name : plan.touched) {
        if (plan.targetHad.contains(name)) {
            ++report.systemsKept;
            continue;
        }
        if (const auto saved = to.saveSystem(plan.systemsThere.value(name)); !saved.ok()) {
            return saved.failure();
        }
        ++report.systemsCreated;
    }
    return success();
}

Status copyChoices(const CustomerDemand& demand, const QString& nameThere, ResultsLibrary& to)
{
    if (!demand.linkedSystem.isEmpty()) {
        if (Status linked = to.linkDemand(nameThere, demand.linkedSystem); !linked.ok()) {
            return linked;
        }
    }
    if (Status growth = to.setDemandGrowth(nameThere, demand.growthPerYear); !growth.ok()) {
        return growth;
    }
    return to.setDemandChosenPeak(nameThere, demand.chosenPeakIops);
}

// One export's clusters go back as that export (one source, its SHA-256 kept); the demands it adds are the last
// ones stored, in order. Each keeps its name when the target has it free ("NAME (date)" otherwise).
Status copyExport(const QList<CustomerDemand>& clusters, ResultsLibrary& to, LibraryCopyReport& report)
{
    const CustomerDemand& first = clusters.first();
    CustomerExport exported { {}, {}, first.projectDate, first.collectorVersion, {} };
    for (const CustomerDemand& demand : clusters) {
        exported.clusters << *demand.cluster;
    }
    const auto added = to.addCustomerExport(first.source, exported);
    if (!added.ok()) {
        return added.failure();
    }
    const auto all = to.customerDemands();
    if (!all.ok()) {
        return all.failure();
    }
    const qsizetype offset = all->size() - clusters.size();
    for (qsizetype i = 0; i < clusters.size(); ++i) {
        QString nameThere = all->at(offset + i).name;
        if (nameThere != clusters.at(i).name && to.renameDemand(nameThere, clusters.at(i).name).ok()) {
            nameThere = clusters.at(i).name;
        }
        if (Status chosen = copyChoices(clusters.at(i), nameThere, to); !chosen.ok()) {
            return chosen;
        }
        ++report.demandsCopied;
    }
    return success();
}

Status copyTyped(const CustomerDemand& demand, ResultsLibrary& to, LibraryCopyReport& report)
{
    const auto existing = to.customerDemand(demand.name);
    if (!existing.ok()) {
        return existing.failure();
    }
    if (existing.value()) {
        ++report.demandsAlreadyThere;
        return success();
    }
    if (const auto saved = to.saveTypedDemand(demand.name, demand.typed); !saved.ok()) {
        return saved.failure();
    }
    ++report.demandsCopied;
    return copyChoices(demand, demand.name, to);
}

Status copyExportOnce(const QList<CustomerDemand>& clusters, ResultsLibrary& to, LibraryCopyReport& report)
{
    const auto there = to.sourceBySha256(clusters.first().source.sha256);
    if (!there.ok()) {
        return there.failure();
    }
    if (there.value()) {
        report.demandsAlreadyThere += int(clusters.size());
        return success();
    }
    return copyExport(clusters, to, report);
}

// In the order they were stored, an export's clusters together where its first one stood.
Status copyDemands(const ResultsLibrary& from, ResultsLibrary& to, const CopyPlan& plan, LibraryCopyReport& report)
{
    const auto demands = from.customerDemands();
    if (!demands.ok()) {
        return demands.failure();
    }
    QList<CustomerDemand> chosen;
    QHash<QString, QList<CustomerDemand>> exports; // by the export's SHA-256
    for (const CustomerDemand& demand : *demands) {
        if (!plan.filtered || plan.chosen.contains(demand.linkedSystem)) {
            chosen << demand;
            if (demand.cluster) {
                exports[demand.source.sha256] << demand;
            }
        }
    }
    for (const CustomerDemand& demand : chosen) {
        Status copied = success();
        if (!demand.cluster) {
            copied = copyTyped(demand, to, report);
        } else if (exports.contains(demand.source.sha256)) {
            copied = copyExportOnce(exports.take(demand.source.sha256), to, report);
        }
        if (!copied.ok()) {
            return copied;
        }
    }
    return success();
}

Expected<CopyPlan> planCopy(const ResultsLibrary& from, const ResultsLibrary& to, const LibraryCopyFilter& filter)
{
    const auto systems = from.systems();
    const auto targetSystems = to.systems();
    if (!systems.ok()) {
        return systems.failure();
    }
    if (!targetSystems.ok()) {
        return targetSystems.failure();
    }
    CopyPlan plan;
    plan.filtered = !filter.systems.isEmpty() || !filter.tags.isEmpty();
    for (const SystemConfig& system : *systems) {
        plan.systemsThere.insert(system.name, system);
        if (matches(system, filter)) {
            plan.chosen.insert(system.name);
        }
    }
    for (const SystemConfig& system : *targetSystems) {
        plan.targetHad.insert(system.name);
    }
    return plan;
}

} // namespace

Expected<LibraryCopyReport> copyLibrary(const ResultsLibrary& from, ResultsLibrary& to, const LibraryCopyFilter& filter)
{
    auto plan = planCopy(from, to, filter);
    if (!plan.ok()) {
        return plan.failure();
    }
    const auto sources = from.sources();
    if (!sources.ok()) {
        return sources.failure();
    }
    LibraryCopyReport report;
    const Status copied = to.inTransaction([&]() -> Status {
        for (const SourceRecord& source : *sources) {
            if (Status one = copySource(from, to, source, *plan, report); !one.ok()) {
                return one;
            }
        }
        if (Status described = describeSystems(to, *plan, report); !described.ok()) {
            return described;
        }
        return copyDemands(from, to, *plan, report);
    });
    if (!copied.ok()) {
        return copied.failure();
    }
    return report;
}

} // namespace headroom
