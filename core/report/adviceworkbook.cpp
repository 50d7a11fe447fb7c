// SPDX-License-Identifier: GPL-3.0-or-later
#include "adviceworkbook.h"

#include "advice/advisortable.h"
#include "advice/perportcosttable.h"
#include "model/atomicfile.h"
#include "pricing/catalogitem.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

namespace headroom {

namespace {
using xlsx::Cell;
using xlsx::Sheet;

const QString kMoney = QStringLiteral("#,##0.00");
const QString kMoneyPerIops = QStringLiteral("0.0000");
const QString kIops = QStringLiteral("#,##0");
const QString kOneDecimal = QStringLiteral("0.0");
const QString kMs = QStringLiteral("0.000");

std::optional<double> units(const std::optional<std::int64_t>& cents)
{
    return cents ? std::optional<double>(static_cast<double>(*cents) / 100.0) : std::nullopt;
}

std::optional<double> iopsOf(const std::optional<CurveReading>& reading)
{
    return reading ? std::optional<double>(reading->iops) : std::nullopt;
}

std::optional<double> msOf(double ns)
{
    return ns / 1e6;
}

// The unit of a column as the workbook holds it (latencies always in ms) and the format that shows it.
std::pair<QString, QString> unitAndFormat(TableUnit unit, const QString& currency)
{
    switch (unit) {
    case TableUnit::Money:
        return { currency, kMoney };
    case TableUnit::MoneyPerIops:
        return { currency + QStringLiteral(" per IOPS"), kMoneyPerIops };
    case TableUnit::Iops:
        return { QStringLiteral("IOPS"), kIops };
    case TableUnit::Percent:
        return { QStringLiteral("%"), kOneDecimal };
    case TableUnit::Latency:
        return { QStringLiteral("ms"), kMs };
    case TableUnit::Years:
        return { QCoreApplication::translate("headroom::report", "years"), kOneDecimal };
    case TableUnit::MoneyPerYear:
        return { currency + QStringLiteral(" per year"), kMoney };
    case TableUnit::Count:
        return { QString(), QStringLiteral("0") };
    case TableUnit::None:
        break;
    }
    return {};
}

QString withUnit(const QString& header, const QString& unit)
{
    return unit.isEmpty() ? header : QStringLiteral("%1 (%2)").arg(header, unit);
}

// The number behind an options-table cell, in the unit of unitAndFormat(); empty when the figure is not known (the
// table's text then says why: "not priced", "–").
std::optional<double> optionValue(AdvisorColumn column, const AdvisorResult& result, const AdvisorOption* option)
{
    const CurveFigures& figures = option ? option->figures : result.baseline;
    const std::optional<OptionRunway>& runway = option ? option->runway : result.baselineRunway;
    switch (column) {
    case AdvisorColumn::Option:
        return std::nullopt;
    case AdvisorColumn::Cost:
        return option ? units(option->costCents) : std::nullopt;
    case AdvisorColumn::PeakIops:
        return iopsOf(figures.peak);
    case AdvisorColumn::PeakGain:
        return option ? option->peakGainPct : std::nullopt;
    case AdvisorColumn::LimitIops:
        return iopsOf(figures.atLatencyLimit);
    case AdvisorColumn::LimitGain:
        return option ? option->latencyLimitGainPct : std::nullopt;
    case AdvisorColumn::HeadroomLatency:
        return figures.headroom ? msOf(figures.headroom->latencyNs) : std::nullopt;
    case AdvisorColumn::HeadroomChange:
        return option ? option->headroomLatencyChangePct : std::nullopt;
    case AdvisorColumn::PerIopsPeak:
        return option ? option->costPerIopsAtPeak : std::nullopt;
    case AdvisorColumn::PerIopsLimit:
        return option ? option->costPerIopsAtLatencyLimit : std::nullopt;
    case AdvisorColumn::PerIopsHeadroom:
        return option ? option->costPerIopsAtHeadroom : std::nullopt;
    case AdvisorColumn::CostPer1000Iops:
        return option ? option->costPer1000IopsGained : std::nullopt;
    case AdvisorColumn::DemandCapacity:
        return runway && runway->capacity ? std::optional<double>(runway->capacity->iopsNodesDown) : std::nullopt;
    case AdvisorColumn::RunwayYears:
        return runway && runway->capacity && !runway->unbounded ? runway->runwayYears : std::nullopt;
    case AdvisorColumn::NodesNeeded:
        return runway && runway->nodesNeeded ? std::optional<double>(*runway->nodesNeeded) : std::nullopt;
    case AdvisorColumn::CostPerRunwayYear:
        return runway ? runway->costPerRunwayYear : std::nullopt;
    case AdvisorColumn::ColumnCount:
        break;
    }
    return std::nullopt;
}

// The options table with the columns `advise` prints, and a last column saying which figures were extrapolated.
Sheet optionsSheet(const AdvisorResult& result)
{
    const AdvisorOptionsTable table(result, TableFace::Cli);
    const QuantityFormat format = QuantityFormat::text();
    Sheet sheet { QCoreApplication::translate("headroom::report", "Options"), {}, {}, {} };
    for (int c = 0; c < table.columnCount(); ++c) {
        const AdvisorColumnDef& def = advisorColumn(table.columnAt(c));
        const auto [unit, numberFormat] = unitAndFormat(def.unit, result.currency);
        // The long header: the short ones repeat ("Gain" twice), and a sheet is read column by column.
        sheet.headers << withUnit(QCoreApplication::translate("headroom::advice", def.longHeader), unit);
        sheet.numberFormats << numberFormat;
    }
    sheet.headers << QCoreApplication::translate("headroom::report", "Extrapolated");
    for (int r = 0; r < table.rowCount(); ++r) {
        const AdvisorOption* option = r == 0 ? nullptr : &result.options[r - 1];
        QList<Cell> row;
        for (int c = 0; c < table.columnCount(); ++c) {
            const auto value = optionValue(table.columnAt(c), result, option);
            row << (value ? Cell(value) : Cell(table.text(r, c, format)));
        }
        const CurveFigures& figures = option ? option->figures : result.baseline;
        row << Cell(figures.extrapolated() ? QCoreApplication::translate("headroom::report", "yes")
                                           : QCoreApplication::translate("headroom::report", "no"));
        sheet.rows << row;
    }
    return sheet;
}

Sheet perPortSheet(const AdvisorResult& result)
{
    const QString currency = result.perPort->currency;
    Sheet sheet { QStringLiteral("Per-port cost"), {}, {}, {} };
    for (PerPortColumn column : { PerPortColumn::Component, PerPortColumn::PartNumber, PerPortColumn::ListPrice,
             PerPortColumn::Ports, PerPortColumn::PerPort, PerPortColumn::PriceDate, PerPortColumn::Source }) {
        const PerPortColumnDef& def = perPortColumn(column);
        const auto [unit, numberFormat] = unitAndFormat(def.unit, currency);
        sheet.headers << withUnit(QCoreApplication::translate("headroom::advice", def.header), unit);
        sheet.numberFormats << numberFormat;
    }
    const NetworkDesign& design = result.input.design;
    const PerPortCost& cost = *result.perPort;
    const std::pair<const CatalogItem*, ExactCents> items[]
        = { { &design.nic, cost.nic }, { &design.switchItem, cost.switchPort }, { &design.cable, cost.cable } };
    for (const auto& [item, share] : items) {
        sheet.rows << QList<Cell> { QStringList { item->vendor, item->model }.join(QLatin1Char(' ')).trimmed(),
            item->partNumber, Cell(static_cast<double>(item->priceCents) / 100.0), Cell(item->ports),
            Cell(static_cast<double>(share.roundedCents()) / 100.0), formatPriceDate(item->priceDate), item->source };
    }
    sheet.rows << QList<Cell> { QStringLiteral("Total per port"), Cell(), Cell(), Cell(),
        Cell(static_cast<double>(cost.total.roundedCents()) / 100.0), Cell(), Cell() };
    return sheet;
}

} // namespace

QList<Sheet> adviceSheets(const AdvisorResult& result, const QList<Measurement>& used)
{
    QList<Sheet> sheets { optionsSheet(result) };
    if (result.perPort) {
        sheets << perPortSheet(result);
    }
    sheets << measurementsSheet(used) << curvesSheet(result);
    return sheets;
}

Status writeAdviceWorkbook(const QString& path, const AdvisorResult& result, const QList<Measurement>& used)
{
    const auto bytes = xlsx::workbookBytes(adviceSheets(result, used), QDateTime::currentSecsSinceEpoch());
    if (!bytes) {
        return fail(QStringLiteral("cannot write %1: %2").arg(QFileInfo(path).absoluteFilePath(), bytes.error()));
    }
    return writeFileAtomically(path, *bytes);
}

} // namespace headroom
