// SPDX-License-Identifier: GPL-3.0-or-later
// buildRunwaySpec(): the customer's demand growing over the years against what each option carries with nodes down.
#include "axisticks.h"
#include "model/quantityformat.h"
#include "pricing/money.h"
#include "reportcontent.h"
#include "reportworkload.h"
#include "specbuilders.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace headroom::charts {

namespace {

constexpr int kDemandSteps = 60; // points of the growth curve: smooth at slide size
constexpr double kMaxYearsFactor = 4; // the x axis ends at most at 4 × the asked years

// Not cached: it follows the language installed (`report --lang`, the GUI's).
QuantityFormat text()
{
    return QuantityFormat::text();
}

QString iopsText(double iops)
{
    return text().number(iops, 0) + QCoreApplication::translate("headroom::charts", " IOPS");
}

QString yearsText(double years)
{
    return text().number(years, 1) + QCoreApplication::translate("headroom::charts", " yr");
}

QString growthText(double growth)
{
    return text().significant(growth * 100.0, 3) + QCoreApplication::translate("headroom::charts", " %/yr");
}

// One capacity drawn: the customer's hosts today (the baseline) or an option.
struct Carrier {
    QString name;
    const OptionRunway* runway = nullptr;
    const AdvisorOption* option = nullptr; // null: the baseline
};

QList<Carrier> carriersOf(const AdvisorResult& result)
{
    QList<Carrier> carriers;
    if (result.baselineRunway && result.baselineRunway->capacity) {
        carriers << Carrier {
            QCoreApplication::translate("headroom::charts", "Today, %1 nodes").arg(result.input.demand->figures.nodes),
            &*result.baselineRunway, nullptr
        };
    }
    for (const AdvisorOption& option : result.options) {
        if (option.runway && option.runway->capacity) {
            carriers << Carrier { reportOptionName(option), &*option.runway, &option };
        }
    }
    return carriers;
}

// "runs out in 3.4 yr", "short by 1,234 IOPS today", "lasts while demand stays flat", or "not known".
QString runwayText(const OptionRunway& runway)
{
    if (runway.shortByIops > 0) {
        return QCoreApplication::translate("headroom::charts", "short by %1 today").arg(iopsText(runway.shortByIops));
    }
    if (runway.unbounded) {
        return QCoreApplication::translate("headroom::charts", "lasts while demand stays flat");
    }
    if (runway.runwayYears) {
        return QCoreApplication::translate("headroom::charts", "runs out in ") + yearsText(*runway.runwayYears);
    }
    return QCoreApplication::translate("headroom::charts", "not known");
}

double axisEndYears(const AdvisorDemand& demand, const QList<Carrier>& carriers)
{
    const double asked = demand.years > 0 ? demand.years : 5;
    double end = asked;
    for (const Carrier& c : carriers) {
        if (c.runway->runwayYears && *c.runway->runwayYears > end / 1.1) {
            end = std::min(*c.runway->runwayYears * 1.1, asked * kMaxYearsFactor);
        }
    }
    const QList<AxisTick> ticks = niceTicks(0, end, TickStyle::Plain);
    return ticks.isEmpty() ? end : std::max(end, ticks.last().value);
}

SpecSeries demandSeries(const QString& name, double today, double growth, double endYears, LineStyle line)
{
    SpecSeries series { name, 0, {}, line, false };
    for (int i = 0; i <= kDemandSteps; ++i) {
        const double t = endYears * i / kDemandSteps;
        const double iops = today * std::pow(1.0 + growth, t);
        series.points << SpecPoint { t, iops, false,
            QCoreApplication::translate("headroom::charts", "year %1: %2").arg(yearsText(t), iopsText(iops)) };
    }
    return series;
}

SpecSeries levelSeries(const QString& name, int style, double iops, double endYears, LineStyle line)
{
    const QString label = iopsText(iops);
    return SpecSeries { name, style,
        { SpecPoint { 0, iops, false, label }, SpecPoint { endYears, iops, false, label } }, line, false };
}

QList<SpecCell> tableRow(const Carrier& c, const QString& currency)
{
    const OptionRunway& r = *c.runway;
    const OptionCapacity& cap = *r.capacity;
    const auto optionalCell = [](const std::optional<double>& value, const QString& written) {
        return value ? SpecCell { written, *value } : SpecCell { QStringLiteral("–"), QString() };
    };
    const QString perYear = r.costPerRunwayYear ? formatMoney(std::llround(*r.costPerRunwayYear * 100.0), currency)
            + QCoreApplication::translate("headroom::charts", "/yr")
                                                : QString();
    const QString needed = r.nodesNeeded ? QStringLiteral("+%1").arg(*r.nodesNeeded) : QString();
    return { { c.name, c.name }, { iopsText(cap.iops), cap.iops }, { iopsText(cap.iopsNodesDown), cap.iopsNodesDown },
        { runwayText(r), r.runwayYears ? QVariant(*r.runwayYears) : QVariant(runwayText(r)) },
        optionalCell(r.nodesNeeded ? std::optional<double>(*r.nodesNeeded) : std::nullopt, needed),
        optionalCell(r.costPerRunwayYear, perYear) };
}

QString describe(const ChartSpec& spec, const AdvisorResult& result, const QList<Carrier>& carriers)
{
    const AdvisorDemand& d = *result.input.demand;
    QStringList parts { spec.title + QLatin1Char('.') };
    parts << QCoreApplication::translate(
        "headroom::charts", "Demand today: peak %1%2, average %3; growing %4, so the peak is %5 in %6 years.")
                 .arg(iopsText(d.figures.peakIops),
                     d.figures.peakIsUpperBound ? QCoreApplication::translate(
                         "headroom::charts", " (an upper bound: host peaks need not coincide)")
                                                : QString(),
                     iopsText(d.figures.averageIops), growthText(d.growthPerYear),
                     iopsText(d.figures.peakIops * std::pow(1.0 + d.growthPerYear, d.years)))
                 .arg(d.years);
    for (const Carrier& c : carriers) {
        const OptionCapacity& cap = *c.runway->capacity;
        QString line
            = QCoreApplication::translate("headroom::charts", "%1: %2 with all nodes, %3 with %4 node(s) down (%5); %6")
                  .arg(c.name, iopsText(cap.iops), iopsText(cap.iopsNodesDown))
                  .arg(d.nodesDown)
                  .arg(cap.derivation.isEmpty() ? cap.metric : cap.derivation, runwayText(*c.runway));
        if (c.runway->nodesNeeded) {
            line += QCoreApplication::translate("headroom::charts", "; %1 more node(s) carry the demand for %2 years")
                        .arg(*c.runway->nodesNeeded)
                        .arg(d.years);
        }
        if (!c.runway->notSupported.isEmpty()) {
            line += QStringLiteral("; ") + c.runway->notSupported;
        }
        parts << line + QLatin1Char('.');
    }
    parts << QCoreApplication::translate("headroom::charts",
        "Model: capacity per node = the measured system's IOPS ÷ its nodes, scaled linearly to the "
        "customer's nodes and to N − m with m nodes down; demand × (1 + g)^t.");
    return parts.join(QLatin1Char(' '));
}

void addCarrier(ChartSpec& spec, const Carrier& c, int style, const AdvisorDemand& demand, double endYears)
{
    const OptionCapacity& cap = *c.runway->capacity;
    spec.series << levelSeries(c.name, style, cap.iops, endYears, LineStyle::Solid);
    if (demand.nodesDown > 0) {
        spec.series << levelSeries(
            c.name + QCoreApplication::translate("headroom::charts", ", %1 node(s) down").arg(demand.nodesDown), style,
            cap.iopsNodesDown, endYears, LineStyle::Dashed);
        spec.series.last().inLegend = false; // the subtitle says what dashed means
    }
    const int index = static_cast<int>(spec.series.size()) - 1;
    const OptionRunway& r = *c.runway;
    if (r.runwayYears && *r.runwayYears <= endYears) {
        const double t = *r.runwayYears;
        const double y
            = r.shortByIops > 0 ? cap.iopsNodesDown : demand.figures.peakIops * std::pow(1.0 + demand.growthPerYear, t);
        const QString label = c.name.section(QLatin1Char(','), 0, 0) + QStringLiteral(": ") + runwayText(r)
            + (r.notSupported.isEmpty() ? QString()
                                        : QCoreApplication::translate("headroom::charts", " (not supported)"));
        spec.annotations << SpecAnnotation { AnnotationKind::RunOut, index, t, y, 0, label, false };
    }
}

// "IOPS at the 1 ms latency limit of oltp32k on VxRail ESA 6-node 25GbE (Today, 6 nodes, +6 node(s) (modeled))": one
// line per source of capacity.
QStringList capacityNotes(const QList<Carrier>& carriers)
{
    QStringList sources;
    QList<QStringList> names;
    for (const Carrier& c : carriers) {
        const OptionCapacity& cap = *c.runway->capacity;
        const QString source = QCoreApplication::translate("headroom::charts", "%1 of %2 on %3")
                                   .arg(cap.metric, cap.fromWorkload, cap.fromSystem);
        const auto at = sources.indexOf(source);
        if (at < 0) {
            sources << source;
            names << QStringList { c.name };
        } else {
            names[at] << c.name;
        }
    }
    QStringList notes;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        notes << sources[i] + QStringLiteral(" (") + names[i].join(QStringLiteral("; ")) + QLatin1Char(')');
    }
    return notes;
}

} // namespace

Expected<ChartSpec> buildRunwaySpec(const AdvisorResult& result)
{
    if (!result.input.demand) {
        return failField(QStringLiteral("demand"),
            QCoreApplication::translate("headroom::charts", "the advice has no customer demand to chart"));
    }
    const AdvisorDemand& demand = *result.input.demand;
    const DemandFigures& figures = demand.figures;
    const QList<Carrier> carriers = carriersOf(result);
    const double endYears = axisEndYears(demand, carriers);
    ChartSpec spec;
    spec.kind = ChartKind::Runway;
    spec.title = QCoreApplication::translate("headroom::charts", "%1: runway at %2 growth")
                     .arg(figures.name, growthText(demand.growthPerYear));
    spec.subtitle = QCoreApplication::translate(
        "headroom::charts", "Peak %1 today%2 · %3 nodes · capacity solid with all nodes, dashed with %4 down")
                        .arg(iopsText(figures.peakIops),
                            figures.peakIsUpperBound ? QCoreApplication::translate("headroom::charts", " (upper bound)")
                                                     : QString())
                        .arg(figures.nodes)
                        .arg(demand.nodesDown);
    spec.series << demandSeries(QCoreApplication::translate("headroom::charts", "Peak demand"), figures.peakIops,
        demand.growthPerYear, endYears, LineStyle::Solid);
    if (figures.averageIops > 0) {
        spec.series << demandSeries(QCoreApplication::translate("headroom::charts", "Average demand"),
            figures.averageIops, demand.growthPerYear, endYears, LineStyle::Dotted);
    }
    const QString currency = result.currency.isEmpty() ? QStringLiteral("USD") : result.currency;
    spec.table.headers = { QCoreApplication::translate("headroom::charts", "Option"),
        QCoreApplication::translate("headroom::charts", "Capacity, all nodes"),
        QCoreApplication::translate("headroom::charts", "Capacity, %1 down").arg(demand.nodesDown),
        QCoreApplication::translate("headroom::charts", "Runway"),
        QCoreApplication::translate("headroom::charts", "Nodes needed (%1 yr)").arg(demand.years),
        QCoreApplication::translate("headroom::charts", "Cost per year of runway") };
    double top = figures.peakIops * std::pow(1.0 + demand.growthPerYear, endYears);
    for (qsizetype i = 0; i < carriers.size(); ++i) {
        addCarrier(spec, carriers[i], static_cast<int>(i) + 1, demand, endYears);
        top = std::max(top, carriers[i].runway->capacity->iops);
        spec.table.rows << tableRow(carriers[i], currency);
    }
    spec.xAxis = SpecAxis { QCoreApplication::translate("headroom::charts", "Years from today"), AxisScale::Linear,
        TickStyle::Plain, 0, endYears, {} };
    spec.yAxis = valueAxis(QCoreApplication::translate("headroom::charts", "IOPS"), 0, top, false);
    spec.yAxis.tickStyle = TickStyle::Iops;
    spec.notes << QCoreApplication::translate("headroom::charts", "capacity per node scaled linearly (a model)")
               << capacityNotes(carriers);
    if (!figures.source.isEmpty()) {
        spec.sources << reportparts::shortenedHashes(figures.source);
    }
    if (carriers.isEmpty()) {
        spec.warnings << QCoreApplication::translate(
            "headroom::charts", "no option has a known capacity: only the demand is drawn");
    }
    spec.description = describe(spec, result, carriers);
    return spec;
}

} // namespace headroom::charts
