// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarycoverage.h"

#include <algorithm>

#include <QSet>

namespace headroom {

namespace {
// The entry each workload belongs to: itself by name; by test, the first workload (library order) of its test.
QHash<QString, QString> entriesOf(const QList<Workload>& workloads, OfferGrouping grouping, QStringList& order)
{
    QHash<QString, QString> entryOf;
    QHash<QString, QString> entryOfKey;
    for (const Workload& w : workloads) {
        const QString key = grouping == OfferGrouping::ByTest ? workloadTestKey(w) : QString();
        QString entry = w.name;
        if (!key.isEmpty()) {
            entry = entryOfKey.value(key, w.name);
            entryOfKey.insert(key, entry);
        }
        if (entry == w.name) {
            order << entry;
        }
        entryOf.insert(w.name, entry);
    }
    return entryOf;
}

void addPair(WorkloadOffer& offer, const WorkloadCoverage& pair)
{
    if (!offer.systemsMeasured.contains(pair.systemName)) {
        offer.systemsMeasured << pair.systemName;
    }
    if (pair.withIopsCount > 0 && !offer.systemsWithIops.contains(pair.systemName)) {
        offer.systemsWithIops << pair.systemName;
    }
    if (pair.withIopsAndLatencyCount > 0) {
        offer.points[pair.systemName] += pair.withIopsAndLatencyCount;
    }
}

int distinctLinkSpeeds(const QStringList& systems, const QHash<QString, double>& linkOf)
{
    QSet<double> speeds;
    for (const QString& system : systems) {
        speeds.insert(linkOf.value(system));
    }
    return static_cast<int>(speeds.size());
}

// Higher is better, compared as a pair (see OfferPurpose).
std::pair<qsizetype, qsizetype> rankOf(const WorkloadOffer& offer, OfferPurpose purpose)
{
    if (purpose == OfferPurpose::NetworkUpgrade) {
        const qsizetype comparable = offer.systemsWithPoints().size() >= 2 ? 1 : 0;
        return { comparable && offer.linkSpeeds >= 2 ? 1 : 0, comparable };
    }
    const qsizetype curves = offer.systemsWithCurve().size();
    return { curves >= 2 ? curves : 0, offer.systemsWithIops.size() };
}
} // namespace

QStringList WorkloadOffer::systemsWithPoints() const
{
    QStringList systems;
    for (const QString& system : systemsMeasured) {
        if (points.value(system) > 0) {
            systems << system;
        }
    }
    return systems;
}

QStringList WorkloadOffer::systemsWithCurve() const
{
    QStringList systems;
    for (const QString& system : systemsMeasured) {
        if (points.value(system) >= kCurvePoints) {
            systems << system;
        }
    }
    return systems;
}

LibraryCoverage::LibraryCoverage(QList<WorkloadCoverage> pairs, QList<SystemConfig> systems, QList<Workload> workloads)
    : m_pairs(std::move(pairs))
    , m_systems(std::move(systems))
    , m_workloads(std::move(workloads))
{
}

Expected<LibraryCoverage> LibraryCoverage::read(const ResultsLibrary& library)
{
    auto pairs = library.coverage();
    if (!pairs) {
        return pairs.failure();
    }
    auto systems = library.systems();
    if (!systems) {
        return systems.failure();
    }
    auto workloads = library.workloads();
    if (!workloads) {
        return workloads.failure();
    }
    return LibraryCoverage(std::move(*pairs), std::move(*systems), std::move(*workloads));
}

QList<WorkloadOffer> LibraryCoverage::offers(OfferGrouping grouping) const
{
    QStringList order;
    const QHash<QString, QString> entryOf = entriesOf(m_workloads, grouping, order);
    QHash<QString, WorkloadOffer> byEntry;
    for (const QString& entry : std::as_const(order)) {
        byEntry[entry].workload = entry;
    }
    for (const Workload& w : m_workloads) {
        byEntry[entryOf.value(w.name)].workloads << w.name;
    }
    for (const WorkloadCoverage& pair : m_pairs) {
        if (const auto entry = entryOf.constFind(pair.workloadName); entry != entryOf.cend()) {
            addPair(byEntry[*entry], pair);
        }
    }
    QHash<QString, double> linkOf;
    for (const SystemConfig& system : m_systems) {
        linkOf.insert(system.name, system.linkGbps.value_or(0));
    }
    QList<WorkloadOffer> result;
    for (const QString& entry : std::as_const(order)) {
        WorkloadOffer offer = byEntry.take(entry);
        offer.linkSpeeds = distinctLinkSpeeds(offer.systemsWithPoints(), linkOf);
        result << std::move(offer);
    }
    return result;
}

QList<WorkloadOffer> LibraryCoverage::ranked(OfferPurpose purpose) const
{
    QList<WorkloadOffer> result
        = offers(purpose == OfferPurpose::NetworkUpgrade ? OfferGrouping::ByTest : OfferGrouping::ByName);
    std::stable_sort(result.begin(), result.end(),
        [purpose](const WorkloadOffer& a, const WorkloadOffer& b) { return rankOf(a, purpose) > rankOf(b, purpose); });
    return result;
}

QList<SystemConfig> LibraryCoverage::systemsMeasuring(const QString& workload) const
{
    QStringList measured;
    for (const WorkloadOffer& offer : offers(OfferGrouping::ByTest)) {
        if (offer.workloads.contains(workload)) {
            measured = offer.systemsMeasured;
        }
    }
    QList<SystemConfig> systems;
    for (const SystemConfig& system : m_systems) {
        if (measured.contains(system.name)) {
            systems << system;
        }
    }
    std::stable_sort(systems.begin(), systems.end(),
        [](const SystemConfig& a, const SystemConfig& b) { return a.linkGbps.value_or(0) < b.linkGbps.value_or(0); });
    return systems;
}

QStringList LibraryCoverage::systemsOf(const QString& workload) const
{
    QStringList systems;
    for (const WorkloadCoverage& pair : m_pairs) {
        if (pair.workloadName == workload && !systems.contains(pair.systemName)) {
            systems << pair.systemName;
        }
    }
    return systems;
}

QStringList LibraryCoverage::workloadsWithPoints(const QString& system) const
{
    QStringList names;
    for (const WorkloadCoverage& pair : measuredBy(system)) {
        if (pair.withIopsAndLatencyCount > 0 && !names.contains(pair.workloadName)) {
            names << pair.workloadName;
        }
    }
    return names;
}

QList<WorkloadCoverage> LibraryCoverage::measuredBy(const QString& system) const
{
    QList<WorkloadCoverage> pairs;
    std::copy_if(m_pairs.cbegin(), m_pairs.cend(), std::back_inserter(pairs),
        [&](const WorkloadCoverage& pair) { return pair.systemName == system; });
    return pairs;
}

QString LibraryCoverage::sharedPointsWorkload(const QString& first, const QString& second) const
{
    // The workload whose points on both systems were measured first (the library's order of pairs).
    QHash<QString, QSet<QString>> systemsWithPoints;
    for (const WorkloadCoverage& pair : m_pairs) {
        if ((pair.systemName == first || pair.systemName == second) && pair.withIopsAndLatencyCount > 0) {
            QSet<QString>& systems = systemsWithPoints[pair.workloadName];
            systems.insert(pair.systemName);
            if (systems.size() == (first == second ? 1 : 2)) {
                return pair.workloadName;
            }
        }
    }
    return {};
}

QString LibraryCoverage::displayName(const QString& workload) const
{
    for (const Workload& w : m_workloads) {
        if (w.name == workload || w.canonicalName() == workload) {
            return workloadDisplayName(w);
        }
    }
    Workload named;
    named.name = workload;
    return workloadDisplayName(named);
}

QString sharedPointsWorkload(const ResultsLibrary& library, const QString& first, const QString& second)
{
    const auto coverage = LibraryCoverage::read(library);
    return coverage ? coverage->sharedPointsWorkload(first, second) : QString();
}

} // namespace headroom
