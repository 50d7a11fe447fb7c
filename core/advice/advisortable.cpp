// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisortable.h"

#include "advisortext.h"
#include "demandadvice.h"
#include "tableformat.h"

#include <array>

#include <QCoreApplication>

namespace headroom {

int AdvisorTable::widthWeight(int) const
{
    return 0;
}

bool AdvisorTable::emphasised(int) const
{
    return false;
}

bool AdvisorTable::muted(int) const
{
    return false;
}

QString unitText(TableUnit unit, const QString& currency)
{
    switch (unit) {
    case TableUnit::Money:
        return currency;
    case TableUnit::MoneyPerIops:
        return QCoreApplication::translate("headroom::advice", "%1 per IOPS").arg(currency);
    case TableUnit::Iops:
        return QStringLiteral("IOPS");
    case TableUnit::Percent:
        return QStringLiteral("%");
    case TableUnit::Latency:
        return QCoreApplication::translate("headroom::advice", "ms, µs below 0.1 ms");
    case TableUnit::Years:
        return QCoreApplication::translate("headroom::advice", "years");
    case TableUnit::MoneyPerYear:
        return QCoreApplication::translate("headroom::advice", "%1 per year").arg(currency);
    case TableUnit::Count:
    case TableUnit::None:
        break;
    }
    return {};
}

QString optionRowName(const AdvisorResult& result, const AdvisorOption* option)
{
    if (!option) {
        return QCoreApplication::translate("headroom::advice", "Baseline: %1").arg(result.input.baseline.system);
    }
    const QString name = option->kind == OptionKind::NetworkUpgrade
        ? QCoreApplication::translate("headroom::advice", "Network: %1").arg(option->curve.system)
        : QCoreApplication::translate("headroom::advice", "Add %1 node(s) (modeled)").arg(option->nodesAdded);
    return option->problems.isEmpty() ? name
                                      : QCoreApplication::translate("headroom::advice", "%1 (not weighed)").arg(name);
}

namespace {
using tableformat::gain;
using tableformat::how;
using tableformat::iops;
using tableformat::latency;
using tableformat::perIops;

QString optionName(const AdvisorCell& c)
{
    return optionRowName(c.result, c.option);
}
QString optionTrace(const AdvisorCell& c)
{
    if (!c.option) {
        return QCoreApplication::translate("headroom::advice", "%1 measured point(s)")
            .arg(c.result.input.baseline.points.size());
    }
    return c.option->problems.isEmpty() ? c.option->costTrace : c.option->problems.join(QLatin1Char('\n'));
}
QString cost(const AdvisorCell& c)
{
    return c.option->costCents ? tableformat::money(c.format, *c.option->costCents, c.result.currency)
                               : QCoreApplication::translate("headroom::advice", "not priced");
}
QString costTrace(const AdvisorCell& c)
{
    return c.option->costTrace;
}

// The figures of the row's curve: the baseline's or the option's.
const CurveFigures& figures(const AdvisorCell& c)
{
    return c.option ? c.option->figures : c.result.baseline;
}

QString peakIops(const AdvisorCell& c)
{
    return iops(c.format, figures(c).peak);
}
QString peakHow(const AdvisorCell& c)
{
    return how(figures(c).peak);
}
QString peakGain(const AdvisorCell& c)
{
    return gain(c.format, c.option->peakGainPct, c.option->peakGainNoise);
}
QString peakGainTrace(const AdvisorCell& c)
{
    return tableformat::withNoise(
        QCoreApplication::translate("headroom::advice", "option peak ÷ baseline peak − 1"), c.option->peakGainNoise);
}
QString limitIops(const AdvisorCell& c)
{
    return iops(c.format, figures(c).atLatencyLimit);
}
QString limitHow(const AdvisorCell& c)
{
    return how(figures(c).atLatencyLimit);
}
QString limitGain(const AdvisorCell& c)
{
    return gain(c.format, c.option->latencyLimitGainPct, c.option->latencyLimitGainNoise);
}
QString limitGainTrace(const AdvisorCell& c)
{
    return tableformat::withNoise(
        QCoreApplication::translate("headroom::advice", "option ÷ baseline at the latency limit − 1"),
        c.option->latencyLimitGainNoise);
}
QString headroomLatency(const AdvisorCell& c)
{
    return latency(c.format, figures(c).headroom);
}
QString headroomHow(const AdvisorCell& c)
{
    return how(figures(c).headroom);
}
QString headroomChange(const AdvisorCell& c)
{
    return gain(c.format, c.option->headroomLatencyChangePct, std::nullopt);
}
QString headroomChangeTrace(const AdvisorCell&)
{
    return QCoreApplication::translate("headroom::advice", "latency at the headroom point ÷ the baseline's − 1");
}
QString perIopsPeak(const AdvisorCell& c)
{
    return perIops(c.format, c.option->costPerIopsAtPeak, c.result.currency);
}
QString perIopsPeakTrace(const AdvisorCell&)
{
    return QCoreApplication::translate("headroom::advice", "cost ÷ (option peak − baseline peak)");
}
QString perIopsLimit(const AdvisorCell& c)
{
    return perIops(c.format, c.option->costPerIopsAtLatencyLimit, c.result.currency);
}
QString perIopsLimitTrace(const AdvisorCell&)
{
    return QCoreApplication::translate("headroom::advice", "cost ÷ (option − baseline IOPS at the latency limit)");
}
QString perIopsHeadroom(const AdvisorCell& c)
{
    return perIops(c.format, c.option->costPerIopsAtHeadroom, c.result.currency);
}
QString perIopsHeadroomTrace(const AdvisorCell&)
{
    return QCoreApplication::translate("headroom::advice", "cost ÷ (option − baseline IOPS at the headroom point)");
}

QString costPer1000Iops(const AdvisorCell& c)
{
    return perIops(c.format, c.option->costPer1000IopsGained, c.result.currency);
}
QString costPer1000IopsTrace(const AdvisorCell& c)
{
    return QCoreApplication::translate("headroom::advice", "cost ÷ (IOPS gained ÷ 1,000), on %1").arg(c.result.metric);
}

// The demand's figures of a row: the current cluster's on the baseline row, else the option's.
const std::optional<OptionRunway>& runwayOf(const AdvisorCell& c)
{
    return c.option ? c.option->runway : c.result.baselineRunway;
}
QString demandCapacity(const AdvisorCell& c)
{
    const auto& runway = runwayOf(c);
    if (!runway || !runway->capacity) {
        return tablemark::notKnown();
    }
    QString text = c.format.number(runway->capacity->iopsNodesDown, 0);
    return runway->notSupported.isEmpty() ? text
                                          : QCoreApplication::translate("headroom::advice", "%1 (CPU bound)").arg(text);
}
QString demandCapacityTrace(const AdvisorCell& c)
{
    const auto& runway = runwayOf(c);
    const QString formula = QCoreApplication::translate("headroom::advice",
        "per node = IOPS of the measured system ÷ its nodes; × (N − m): the customer's N nodes with m down (a linear "
        "model)");
    if (!runway || !runway->capacity) {
        return runway ? formula + QLatin1Char('\n') + runway->sentence : formula;
    }
    return formula + QLatin1Char('\n') + runway->capacity->derivation
        + (runway->notSupported.isEmpty() ? QString() : QLatin1Char('\n') + runway->notSupported);
}
QString runwayYearsText(const AdvisorCell& c)
{
    const auto& runway = runwayOf(c);
    if (!runway || !runway->capacity) {
        return tablemark::notKnown();
    }
    if (runway->unbounded) {
        return QCoreApplication::translate("headroom::advice", "∞ (flat)");
    }
    return c.format.number(runway->runwayYears.value_or(0), 1);
}
QString runwayYearsTrace(const AdvisorCell& c)
{
    const auto& runway = runwayOf(c);
    const QString formula = QCoreApplication::translate("headroom::advice",
        "ln(capacity with m down ÷ peak demand) ÷ ln(1 + growth); 0 when short today, unbounded when the demand does "
        "not grow");
    return runway ? formula + QLatin1Char('\n') + runway->sentence : formula;
}
QString nodesNeededText(const AdvisorCell& c)
{
    const auto& runway = runwayOf(c);
    return runway && runway->nodesNeeded ? c.format.number(*runway->nodesNeeded, 0) : tablemark::notKnown();
}
QString nodesNeededTrace(const AdvisorCell& c)
{
    const QString formula = QCoreApplication::translate(
        "headroom::advice", "the smallest k ≥ 0 with per node × (N + k − m) ≥ peak × (1 + growth)^years");
    const auto& demand = c.result.input.demand;
    return demand ? formula
            + QCoreApplication::translate("headroom::advice", " (N = %1, m = %2, %3 years)")
                  .arg(demandadvice::customerNodes(c.result.input))
                  .arg(demand->nodesDown)
                  .arg(demand->years)
                  : formula;
}
QString costPerRunwayYear(const AdvisorCell& c)
{
    const auto& runway = runwayOf(c);
    return runway && runway->costPerRunwayYear ? perIops(c.format, runway->costPerRunwayYear, c.result.currency)
                                               : QStringLiteral("–");
}
QString costPerRunwayYearTrace(const AdvisorCell&)
{
    return QCoreApplication::translate(
        "headroom::advice", "cost ÷ runway years; – when the runway is 0 (short today) or unbounded (no growth)");
}

constexpr unsigned allOptionFaces = TableFace::Cli | TableFace::Document | TableFace::Deck | TableFace::Gui;
constexpr unsigned perIopsFaces = TableFace::Cli | TableFace::CostPerIops | TableFace::Gui;
constexpr unsigned demandFaces = TableFace::Cli | TableFace::Document | TableFace::Gui;

// THE definition of the options table: adding a column is one row here (and its figure in the advisor).
const std::array<AdvisorColumnDef, static_cast<std::size_t>(AdvisorColumn::ColumnCount)> columns { {
    { AdvisorColumn::Option, QT_TRANSLATE_NOOP("headroom::advice", "Option"),
        QT_TRANSLATE_NOOP("headroom::advice", "Option: the baseline, a network upgrade or added nodes"),
        TableUnit::None, false, 17, true, allOptionFaces | TableFace::CostPerIops, optionName, optionTrace },
    { AdvisorColumn::Cost, QT_TRANSLATE_NOOP("headroom::advice", "Cost"),
        QT_TRANSLATE_NOOP("headroom::advice", "Cost on the decisive cost basis"), TableUnit::Money, true, 15, false,
        allOptionFaces | TableFace::CostPerIops, cost, costTrace },
    { AdvisorColumn::PeakIops, QT_TRANSLATE_NOOP("headroom::advice", "Peak IOPS"),
        QT_TRANSLATE_NOOP("headroom::advice", "Peak IOPS of the curve"), TableUnit::Iops, true, 9, true, allOptionFaces,
        peakIops, peakHow },
    { AdvisorColumn::PeakGain, QT_TRANSLATE_NOOP("headroom::advice", "Gain"),
        QT_TRANSLATE_NOOP("headroom::advice", "Gain in peak IOPS over the baseline"), TableUnit::Percent, true, 12,
        false, allOptionFaces, peakGain, peakGainTrace },
    // "Within": the highest IOPS at or under the limit, which is the curve's peak when it never reaches the limit, so
    // the header is true of both (issue 29: no figure said at a limit neither curve reached).
    { AdvisorColumn::LimitIops, QT_TRANSLATE_NOOP("headroom::advice", "IOPS within limit"),
        QT_TRANSLATE_NOOP("headroom::advice",
            "Highest IOPS within the latency limit (the peak when the curve "
            "stays under it)"),
        TableUnit::Iops, true, 9, true, allOptionFaces, limitIops, limitHow },
    { AdvisorColumn::LimitGain, QT_TRANSLATE_NOOP("headroom::advice", "Gain"),
        QT_TRANSLATE_NOOP("headroom::advice", "Gain in IOPS at the latency limit over the baseline"),
        TableUnit::Percent, true, 12, false, allOptionFaces, limitGain, limitGainTrace },
    { AdvisorColumn::HeadroomLatency, QT_TRANSLATE_NOOP("headroom::advice", "Latency in band"),
        QT_TRANSLATE_NOOP("headroom::advice", "Mean latency at the middle of the headroom band"), TableUnit::Latency,
        true, 10, true, allOptionFaces, headroomLatency, headroomHow },
    { AdvisorColumn::HeadroomChange, QT_TRANSLATE_NOOP("headroom::advice", "Change"),
        QT_TRANSLATE_NOOP("headroom::advice", "Change of the latency in the headroom band against the baseline"),
        TableUnit::Percent, true, 9, false, allOptionFaces, headroomChange, headroomChangeTrace },
    { AdvisorColumn::PerIopsPeak, QT_TRANSLATE_NOOP("headroom::advice", "Cost/IOPS peak"),
        QT_TRANSLATE_NOOP("headroom::advice", "Cost per IOPS gained at peak"), TableUnit::MoneyPerIops, true, 10, false,
        perIopsFaces, perIopsPeak, perIopsPeakTrace },
    { AdvisorColumn::PerIopsLimit, QT_TRANSLATE_NOOP("headroom::advice", "Cost/IOPS within limit"),
        QT_TRANSLATE_NOOP("headroom::advice", "Cost per IOPS gained within the latency limit"), TableUnit::MoneyPerIops,
        true, 10, false, perIopsFaces, perIopsLimit, perIopsLimitTrace },
    { AdvisorColumn::PerIopsHeadroom, QT_TRANSLATE_NOOP("headroom::advice", "Cost/IOPS band"),
        QT_TRANSLATE_NOOP("headroom::advice", "Cost per IOPS gained in the headroom band"), TableUnit::MoneyPerIops,
        true, 10, false, TableFace::CostPerIops | TableFace::Gui, perIopsHeadroom, perIopsHeadroomTrace },
    { AdvisorColumn::CostPer1000Iops, QT_TRANSLATE_NOOP("headroom::advice", "Cost/1,000 IOPS"),
        QT_TRANSLATE_NOOP("headroom::advice", "Cost per 1,000 IOPS gained at the decisive metric"), TableUnit::Money,
        true, 11, false, TableFace::Cli | TableFace::CostPerIops | TableFace::Deck | TableFace::Gui, costPer1000Iops,
        costPer1000IopsTrace },
    { AdvisorColumn::DemandCapacity, QT_TRANSLATE_NOOP("headroom::advice", "Capacity m down"),
        QT_TRANSLATE_NOOP("headroom::advice", "The customer's capacity with m nodes down, at the decisive metric"),
        TableUnit::Iops, true, 10, true, demandFaces, demandCapacity, demandCapacityTrace, true },
    { AdvisorColumn::RunwayYears, QT_TRANSLATE_NOOP("headroom::advice", "Runway"),
        QT_TRANSLATE_NOOP("headroom::advice", "Years until the growing demand exceeds the capacity with m nodes down"),
        TableUnit::Years, true, 7, true, demandFaces, runwayYearsText, runwayYearsTrace, true },
    { AdvisorColumn::NodesNeeded, QT_TRANSLATE_NOOP("headroom::advice", "Nodes needed"),
        QT_TRANSLATE_NOOP("headroom::advice", "Nodes to add to carry the demand for the years asked with m down"),
        TableUnit::Count, true, 7, true, demandFaces, nodesNeededText, nodesNeededTrace, true },
    { AdvisorColumn::CostPerRunwayYear, QT_TRANSLATE_NOOP("headroom::advice", "Cost/runway year"),
        QT_TRANSLATE_NOOP("headroom::advice", "Cost per year of runway"), TableUnit::MoneyPerYear, true, 9, false,
        demandFaces, costPerRunwayYear, costPerRunwayYearTrace, true },
} };
} // namespace

const AdvisorColumnDef& advisorColumn(AdvisorColumn column)
{
    return columns.at(static_cast<std::size_t>(column));
}

AdvisorOptionsTable::AdvisorOptionsTable(AdvisorResult result, TableFace face)
    : m_result(std::move(result))
    , m_baselineRow(face != TableFace::CostPerIops)
{
    for (const AdvisorColumnDef& def : columns) {
        if ((def.faces & static_cast<unsigned>(face)) && (!def.demandOnly || m_result.input.demand)) {
            m_columns << def.column;
        }
    }
}

int AdvisorOptionsTable::rowCount() const
{
    return static_cast<int>(m_result.options.size()) + (m_baselineRow ? 1 : 0);
}

int AdvisorOptionsTable::columnCount() const
{
    return static_cast<int>(m_columns.size());
}

QString AdvisorOptionsTable::header(int column) const
{
    return QCoreApplication::translate("headroom::advice", advisorColumn(columnAt(column)).header);
}

QString AdvisorOptionsTable::headerTip(int column) const
{
    const AdvisorColumnDef& def = advisorColumn(columnAt(column));
    const QString unit = unitText(def.unit, m_result.currency);
    const QString tip = QCoreApplication::translate("headroom::advice", def.longHeader);
    return unit.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, unit);
}

unsigned AdvisorOptionsTable::shownOn(int column) const
{
    return advisorColumn(columnAt(column)).faces;
}

int AdvisorOptionsTable::widthWeight(int column) const
{
    return advisorColumn(columnAt(column)).widthWeight;
}

bool AdvisorOptionsTable::rightAligned(int column) const
{
    return advisorColumn(columnAt(column)).rightAligned;
}

const AdvisorOption* AdvisorOptionsTable::optionAt(int row) const
{
    return isBaseline(row) ? nullptr : &m_result.options.at(row - (m_baselineRow ? 1 : 0));
}

QString AdvisorOptionsTable::text(int row, int column, const QuantityFormat& format) const
{
    const AdvisorColumnDef& def = advisorColumn(columnAt(column));
    if (isBaseline(row) && !def.onBaseline) {
        return {};
    }
    return def.text(AdvisorCell { m_result, optionAt(row), format });
}

QString AdvisorOptionsTable::trace(int row, int column) const
{
    const AdvisorColumnDef& def = advisorColumn(columnAt(column));
    if (isBaseline(row) && !def.onBaseline) {
        return {};
    }
    const QuantityFormat format = QuantityFormat::text();
    return def.trace(AdvisorCell { m_result, optionAt(row), format });
}

bool AdvisorOptionsTable::muted(int row) const
{
    const AdvisorOption* option = optionAt(row);
    return option && !option->problems.isEmpty();
}

} // namespace headroom
