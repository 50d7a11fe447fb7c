// SPDX-License-Identifier: GPL-3.0-or-later
#include "perportcosttable.h"

#include "pricing/catalogitem.h"
#include "tableformat.h"

#include <array>

#include <QCoreApplication>

namespace headroom {

QStringList priceSourcesOf(const NetworkDesign& design)
{
    QStringList sources;
    for (const CatalogItem* item : { &design.nic, &design.switchItem, &design.cable }) {
        if (!sources.contains(item->source)) {
            sources << item->source;
        }
    }
    return sources;
}

namespace {
constexpr int itemRows = 3; // NIC, switch, cable; the total follows

QString component(const PerPortCell& c)
{
    return c.item ? QStringList { c.item->vendor, c.item->model }.join(QLatin1Char(' ')).trimmed()
                  : QCoreApplication::translate("headroom::advice", "Total per port");
}
QString sourceTrace(const PerPortCell& c)
{
    if (!c.item) {
        return {};
    }
    return QCoreApplication::translate("headroom::advice", "%1, %2; source: %3")
        .arg(c.item->label(), formatPriceDate(c.item->priceDate), c.item->source);
}
QString partNumber(const PerPortCell& c)
{
    return c.item->partNumber;
}
QString listPrice(const PerPortCell& c)
{
    return tableformat::money(c.format, c.item->priceCents, c.item->currency);
}
QString ports(const PerPortCell& c)
{
    return c.format.count(c.item->ports);
}
QString portsTrace(const PerPortCell&)
{
    return QCoreApplication::translate("headroom::advice", "ports the part serves: its price is shared by them");
}
QString perPort(const PerPortCell& c)
{
    return tableformat::money(c.format, c.share.roundedCents(), c.result.perPort->currency);
}
QString perPortTrace(const PerPortCell& c)
{
    if (!c.item) {
        return QCoreApplication::translate(
            "headroom::advice", "NIC + switch port + cable, summed exactly, rounded once");
    }
    return QCoreApplication::translate("headroom::advice", "%1 ÷ %2 = %3 exactly")
        .arg(tableformat::money(c.format, c.item->priceCents, c.item->currency))
        .arg(c.item->ports)
        .arg(c.format.number(c.share.toDouble() / 100.0, 5));
}
QString priceDate(const PerPortCell& c)
{
    return formatPriceDate(c.item->priceDate);
}
QString source(const PerPortCell& c)
{
    return QStringLiteral("[%1]").arg(priceSourcesOf(c.result.input.design).indexOf(c.item->source) + 1);
}

constexpr unsigned reportFaces = TableFace::Document | TableFace::Deck;
constexpr unsigned everyFace = TableFace::Cli | TableFace::Gui | reportFaces;

// THE definition of the per-port table.
const std::array<PerPortColumnDef, static_cast<std::size_t>(PerPortColumn::ColumnCount)> columns { {
    { PerPortColumn::Component, QT_TRANSLATE_NOOP("headroom::advice", "Component"),
        QT_TRANSLATE_NOOP("headroom::advice", "Component: vendor and model"), TableUnit::None, false, true, everyFace,
        component, sourceTrace },
    { PerPortColumn::PartNumber, QT_TRANSLATE_NOOP("headroom::advice", "Part number"),
        QT_TRANSLATE_NOOP("headroom::advice", "Part number"), TableUnit::None, false, false, everyFace, partNumber,
        sourceTrace },
    { PerPortColumn::ListPrice, QT_TRANSLATE_NOOP("headroom::advice", "List price"),
        QT_TRANSLATE_NOOP("headroom::advice", "List price of one part"), TableUnit::Money, true, false, everyFace,
        listPrice, sourceTrace },
    { PerPortColumn::Ports, QT_TRANSLATE_NOOP("headroom::advice", "Ports"),
        QT_TRANSLATE_NOOP("headroom::advice", "Ports of one part"), TableUnit::Count, true, false, everyFace, ports,
        portsTrace },
    { PerPortColumn::PerPort, QT_TRANSLATE_NOOP("headroom::advice", "Per port"),
        QT_TRANSLATE_NOOP("headroom::advice", "Share of one port, amortised"), TableUnit::Money, true, true, everyFace,
        perPort, perPortTrace },
    { PerPortColumn::PriceDate, QT_TRANSLATE_NOOP("headroom::advice", "Price date"),
        QT_TRANSLATE_NOOP("headroom::advice", "Date of the list price"), TableUnit::None, false, false,
        reportFaces | TableFace::Gui, priceDate, sourceTrace },
    { PerPortColumn::Source, QT_TRANSLATE_NOOP("headroom::advice", "Source"),
        QT_TRANSLATE_NOOP("headroom::advice", "Where the price comes from (numbered below the table)"), TableUnit::None,
        false, false, reportFaces, source, sourceTrace },
} };
} // namespace

const PerPortColumnDef& perPortColumn(PerPortColumn column)
{
    return columns.at(static_cast<std::size_t>(column));
}

PerPortCostTable::PerPortCostTable(AdvisorResult result, TableFace face)
    : m_result(std::move(result))
{
    for (const PerPortColumnDef& def : columns) {
        if (def.faces & static_cast<unsigned>(face)) {
            m_columns << def.column;
        }
    }
}

int PerPortCostTable::rowCount() const
{
    return m_result.perPort ? itemRows + 1 : 0;
}

int PerPortCostTable::columnCount() const
{
    return static_cast<int>(m_columns.size());
}

QString PerPortCostTable::header(int column) const
{
    return QCoreApplication::translate("headroom::advice", perPortColumn(m_columns.at(column)).header);
}

QString PerPortCostTable::headerTip(int column) const
{
    const PerPortColumnDef& def = perPortColumn(m_columns.at(column));
    const QString unit = unitText(def.unit, m_result.perPort ? m_result.perPort->currency : m_result.currency);
    const QString tip = QCoreApplication::translate("headroom::advice", def.longHeader);
    return unit.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, unit);
}

unsigned PerPortCostTable::shownOn(int column) const
{
    return perPortColumn(m_columns.at(column)).faces;
}

bool PerPortCostTable::rightAligned(int column) const
{
    return perPortColumn(m_columns.at(column)).rightAligned;
}

PerPortCell PerPortCostTable::cell(int row, const QuantityFormat& format) const
{
    const NetworkDesign& d = m_result.input.design;
    const PerPortCost& c = *m_result.perPort;
    switch (row) {
    case 0:
        return { m_result, &d.nic, c.nic, format };
    case 1:
        return { m_result, &d.switchItem, c.switchPort, format };
    case 2:
        return { m_result, &d.cable, c.cable, format };
    default:
        return { m_result, nullptr, c.total, format };
    }
}

QString PerPortCostTable::text(int row, int column, const QuantityFormat& format) const
{
    const PerPortColumnDef& def = perPortColumn(m_columns.at(column));
    const PerPortCell c = cell(row, format);
    return c.item || def.onTotal ? def.text(c) : QString();
}

QString PerPortCostTable::trace(int row, int column) const
{
    const PerPortColumnDef& def = perPortColumn(m_columns.at(column));
    const QuantityFormat format = QuantityFormat::text();
    const PerPortCell c = cell(row, format);
    return c.item || def.onTotal ? def.trace(c) : QString();
}

bool PerPortCostTable::emphasised(int row) const
{
    return row == itemRows;
}

} // namespace headroom
