// SPDX-License-Identifier: GPL-3.0-or-later
#include "specbuilders.h"

#include <cmath>

namespace headroom::charts {

QList<Measurement> measurementsOf(const ChartInput& input, const QString& systemName)
{
    QList<Measurement> found;
    for (const Measurement& m : input.measurements) {
        if (m.systemName == systemName) {
            found << m;
        }
    }
    return found;
}

QStringList systemsWithData(const ChartInput& input)
{
    QStringList names;
    for (const SystemConfig& s : input.systems) {
        for (const Measurement& m : input.measurements) {
            if (m.systemName == s.name) {
                names << s.name;
                break;
            }
        }
    }
    return names;
}

QString workloadsForPeople(const QStringList& names, const QList<Measurement>& measurements)
{
    QStringList said;
    for (const QString& name : names) {
        Workload workload;
        workload.name = name;
        for (const Measurement& m : measurements) {
            if (m.workload.canonicalName() == name) {
                workload = m.workload;
                break;
            }
        }
        if (const QString text = workloadDisplayName(workload); !said.contains(text)) {
            said << text;
        }
    }
    return said.join(QStringLiteral(", "));
}

SpecAxis valueAxis(QString title, double minValue, double maxValue, bool log)
{
    SpecAxis axis;
    axis.title = std::move(title);
    if (log) {
        axis.scale = AxisScale::Log10;
        const double low = minValue > 0 ? minValue : 1e-3;
        axis.min = std::pow(10.0, std::floor(std::log10(low)));
        axis.max = std::pow(10.0, std::ceil(std::log10(std::max(maxValue, low) * 1.05)));
        return axis;
    }
    axis.min = 0;
    axis.max = maxValue > 0 ? maxValue * 1.12 : 1.0;
    return axis;
}

} // namespace headroom::charts
