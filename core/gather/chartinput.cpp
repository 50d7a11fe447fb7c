// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartinput.h"

#include "store/resultslibrary.h"

namespace headroom::charts {

const SystemConfig* ChartInput::system(const QString& name) const
{
    for (const SystemConfig& s : systems) {
        if (s.name == name) {
            return &s;
        }
    }
    return nullptr;
}

namespace {
// The measurements of `system` in `workload` and in every workload of the same test, renamed `workload` (empty:
// every workload, as stored). A name that gave points besides `workload` is said in `warnings`; a name in `read`
// (already read for `system`: `--workload a,b` of one test) is not read twice.
Expected<QList<Measurement>> readSameTest(const ResultsLibrary& library, const QString& system, const QString& workload,
    QStringList& read, QStringList& warnings)
{
    QStringList names { workload };
    if (!workload.isEmpty()) {
        const auto sameTest = library.sameTestWorkloads(workload);
        if (!sameTest) {
            return sameTest.failure();
        }
        for (const QString& name : *sameTest) {
            if (!names.contains(name)) {
                names << name;
            }
        }
    }
    QList<Measurement> measurements;
    for (const QString& name : std::as_const(names)) {
        if (read.contains(name)) {
            continue;
        }
        read << name;
        auto points = library.measurements({ system, name, std::nullopt });
        if (!points) {
            return points.failure();
        }
        if (name != workload && !points->isEmpty()) {
            warnings << QStringLiteral("%1: %2 is drawn with its points of %3 (the same test: %4)")
                            .arg(system, workload, name, describeTest(points->first().workload));
            for (Measurement& m : *points) {
                m.workload.name = workload;
            }
        }
        measurements << *points;
    }
    return measurements;
}
} // namespace

Expected<ChartInput> gatherChartInput(
    const ResultsLibrary& library, const QStringList& wantedWorkloads, const QStringList& wantedSystems)
{
    ChartInput input;
    const auto known = library.workloadNames();
    if (!known) {
        return fail(known.error());
    }
    for (const QString& workload : wantedWorkloads) {
        if (!known->contains(workload)) {
            return failField(QStringLiteral("workload"),
                QStringLiteral("no workload named '%1' in %2 (it has: %3)")
                    .arg(workload, library.path(), known->join(QStringLiteral(", "))));
        }
    }
    const auto systems = library.systems();
    if (!systems) {
        return fail(systems.error());
    }
    for (const QString& name : wantedSystems) {
        const auto system = library.system(name);
        if (!system.ok()) {
            return fail(system.error());
        }
        if (!*system) {
            QStringList names;
            for (const SystemConfig& s : *systems) {
                names << s.name;
            }
            return failField(QStringLiteral("systems"),
                QStringLiteral("no system named '%1' in %2 (it has: %3)")
                    .arg(name, library.path(), names.join(QStringLiteral(", "))));
        }
        input.systems << **system;
    }
    if (wantedSystems.isEmpty()) {
        input.systems = *systems;
    }
    const QStringList workloads = wantedWorkloads.isEmpty() ? QStringList { QString() } : wantedWorkloads;
    for (const SystemConfig& system : std::as_const(input.systems)) {
        QStringList read;
        for (const QString& workload : workloads) {
            const auto points = readSameTest(library, system.name, workload, read, input.warnings);
            if (!points) {
                return fail(points.error());
            }
            input.measurements << *points;
        }
    }
    return input;
}

} // namespace headroom::charts
