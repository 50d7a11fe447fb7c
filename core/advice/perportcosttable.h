// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisortable.h"

namespace headroom {

// The network upgrade's cost per port: NIC, switch port and cable, then their total. Empty when the design could
// not be priced.
enum class PerPortColumn { Component, PartNumber, ListPrice, Ports, PerPort, PriceDate, Source, ColumnCount };

// One cell's inputs: the total's row has no item.
struct PerPortCell {
    const AdvisorResult& result;
    const CatalogItem* item;
    ExactCents share; // the item's share of one port, or the total
    const QuantityFormat& format;
};

struct PerPortColumnDef {
    PerPortColumn column;
    const char* header;
    const char* longHeader;
    TableUnit unit;
    bool rightAligned;
    bool onTotal; // false: the total's cell stays empty
    unsigned faces; // TableFace bits
    QString (*text)(const PerPortCell& cell);
    QString (*trace)(const PerPortCell& cell);
};
const PerPortColumnDef& perPortColumn(PerPortColumn column);

// The distinct price sources of the design's parts, in order: the report cites them as [n].
QStringList priceSourcesOf(const NetworkDesign& design);

class PerPortCostTable final : public AdvisorTable {
public:
    PerPortCostTable(AdvisorResult result, TableFace face);

    int rowCount() const override;
    int columnCount() const override;
    QString header(int column) const override;
    QString headerTip(int column) const override;
    bool rightAligned(int column) const override;
    unsigned shownOn(int column) const override;
    QString text(int row, int column, const QuantityFormat& format) const override;
    QString trace(int row, int column) const override;
    bool emphasised(int row) const override;

private:
    PerPortCell cell(int row, const QuantityFormat& format) const;

    AdvisorResult m_result;
    QList<PerPortColumn> m_columns;
};

} // namespace headroom
