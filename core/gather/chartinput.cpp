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
        for (const QString& workload : workloads) {
            const auto read = library.measurements({ system.name, workload, std::nullopt });
            if (!read) {
                return fail(read.error());
            }
            input.measurements << *read;
        }
    }
    return input;
}

} // namespace headroom::charts
