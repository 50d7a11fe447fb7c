// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "model/systemconfig.h"
#include "model/workload.h"
#include "store/resultslibrary.h"

#include <QHash>

namespace headroom {

// What the library holds for one workload entry: a workload name, or a test (every workload of the same test, see
// workloadTestKey), with who measured it and how many points each has. From ResultsLibrary::coverage(): counted in
// SQL, no measurement read.
struct WorkloadOffer {
    QString workload; // the entry's name: the first of its test in the library's order
    QStringList workloads; // the workloads it stands for, itself first (by name: only itself)
    QStringList systemsMeasured; // any measurement, in the library's order
    QStringList systemsWithIops; // a measurement with IOPS
    QHash<QString, int> points; // system → its IOPS-and-latency points summed over `workloads` (sweep points)
    int linkSpeeds = 0; // distinct link speeds (unset counts as one) among the systems with points

    // Systems with at least one IOPS-and-latency point: the Advisor can read a value off them.
    QStringList systemsWithPoints() const;
    // Systems with a curve (kCurvePoints points or more): a chart draws a line, not a dot.
    QStringList systemsWithCurve() const;
};

// A curve is two points or more.
inline constexpr int kCurvePoints = 2;

enum class OfferGrouping { ByName, ByTest };

// What a page offers first. NetworkUpgrade (the Advisor, by test): tests with points on two systems at two link
// speeds, then on two systems, then the rest. Curves (Compare, by name): the most systems with curves (two needed to
// count), then the most systems with IOPS. Ties keep the library's order.
enum class OfferPurpose { NetworkUpgrade, Curves };

// The library's coverage, read once (owner thread of the library); the queries below are pure.
class LibraryCoverage {
public:
    LibraryCoverage() = default;
    // systemsOf, measuredBy, workloadsWithPoints and sharedPointsWorkload need only `pairs` (coverage()); the
    // offers and systemsMeasuring need the systems and workloads too.
    LibraryCoverage(QList<WorkloadCoverage> pairs, QList<SystemConfig> systems, QList<Workload> workloads);
    // Reads coverage(), systems() and workloads(); the error is the library's.
    static Expected<LibraryCoverage> read(const ResultsLibrary& library);

    // Every entry in the library's order of workloads.
    QList<WorkloadOffer> offers(OfferGrouping grouping) const;
    // The entries for `purpose`, best first.
    QList<WorkloadOffer> ranked(OfferPurpose purpose) const;
    // The systems with any measurement of `workload`'s test, slowest link first (the natural baseline), else in the
    // library's order.
    QList<SystemConfig> systemsMeasuring(const QString& workload) const;
    // The systems with any measurement of the workload named `workload` (not its test), in the library's order.
    QStringList systemsOf(const QString& workload) const;
    // The workloads `system` has IOPS-and-latency points for, in the library's order ("it has: …").
    QStringList workloadsWithPoints(const QString& system) const;
    // The (system, workload) pairs of `system`, in the library's order (with and without points).
    QList<WorkloadCoverage> measuredBy(const QString& system) const;
    // What the workload named `workload` is, for people (workloadDisplayName); the name made readable when unknown.
    QString displayName(const QString& workload) const;
    // The first workload (library order) both systems have IOPS-and-latency points for; empty when none.
    QString sharedPointsWorkload(const QString& first, const QString& second) const;

private:
    QList<WorkloadCoverage> m_pairs;
    QList<SystemConfig> m_systems;
    QList<Workload> m_workloads;
};

// LibraryCoverage::read(library)->sharedPointsWorkload(first, second); empty also when the library cannot be read.
QString sharedPointsWorkload(const ResultsLibrary& library, const QString& first, const QString& second);

} // namespace headroom
