// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"
#include "model/quantityformat.h"
#include "model/tablemark.h" // the marks every face writes in the same way

#include <QList>
#include <QString>

namespace headroom {

// Where an advisor table is shown. Every column of a definition names the faces that show it, so what a face shows
// is a selection from the one definition, never a list of headers of its own.
enum class TableFace : unsigned {
    Cli = 1U << 0, // headroom-cli advise
    Document = 1U << 1, // the report's options table (PDF and HTML document)
    CostPerIops = 1U << 2, // the report's table of cost per IOPS gained (options only, no baseline row)
    Deck = 1U << 3, // the slides' options table (PDF slides, PPTX)
    Gui = 1U << 4, // the Advisor page
};
constexpr unsigned operator|(TableFace a, TableFace b)
{
    return static_cast<unsigned>(a) | static_cast<unsigned>(b);
}
constexpr unsigned operator|(unsigned a, TableFace b)
{
    return a | static_cast<unsigned>(b);
}

// What every face renders: headers, cells, how each figure was computed, alignment. The texts are written in the
// QuantityFormat the face passes (the GUI its system locale, the CLI and the report QuantityFormat::text()).
// Implementations own a copy of what they show; reading is thread-safe.
class AdvisorTable {
public:
    virtual ~AdvisorTable() = default;
    virtual int rowCount() const = 0;
    virtual int columnCount() const = 0;
    virtual QString header(int column) const = 0;
    virtual QString headerTip(int column) const = 0; // the long header with its unit
    virtual bool rightAligned(int column) const = 0;
    virtual unsigned shownOn(int column) const = 0; // the TableFace bits of the faces that show the column
    virtual QString text(int row, int column, const QuantityFormat& format) const = 0;
    virtual QString trace(int row, int column) const = 0; // how the figure was computed; empty: nothing to say
    // The column's share of a page's width, relative to the other columns; 0: as wide as its content.
    virtual int widthWeight(int column) const;
    virtual bool emphasised(int row) const; // a total
    virtual bool muted(int row) const; // an option that was not weighed
};

// What unit a column's figures are in; the header tip names it.
enum class TableUnit { None, Money, MoneyPerIops, Iops, Percent, Latency, Count, Years, MoneyPerYear };
QString unitText(TableUnit unit, const QString& currency);

// The advisor's options table: the baseline, then each option.
enum class AdvisorColumn {
    Option,
    Cost,
    PeakIops,
    PeakGain,
    LimitIops,
    LimitGain,
    HeadroomLatency,
    HeadroomChange,
    PerIopsPeak,
    PerIopsLimit,
    PerIopsHeadroom,
    CostPer1000Iops,
    // With a customer demand only:
    DemandCapacity,
    RunwayYears,
    NodesNeeded,
    CostPerRunwayYear,
    ColumnCount
};

// One cell's inputs: the baseline's row has no option.
struct AdvisorCell {
    const AdvisorResult& result;
    const AdvisorOption* option;
    const QuantityFormat& format;
};

struct AdvisorColumnDef {
    AdvisorColumn column;
    const char* header; // short, for every face
    const char* longHeader; // the header's tip
    TableUnit unit;
    bool rightAligned;
    int widthWeight; // on a page (the report), relative to the other columns
    bool onBaseline; // false: the baseline's cell stays empty (a gain, a cost)
    unsigned faces; // TableFace bits
    QString (*text)(const AdvisorCell& cell);
    QString (*trace)(const AdvisorCell& cell);
    bool demandOnly = false; // shown only when the result answers a customer's demand
};
const AdvisorColumnDef& advisorColumn(AdvisorColumn column);

// The option's name in the table: "Baseline: X", "Network: X", "Add 14 node(s) (modeled)", "… (not weighed)".
QString optionRowName(const AdvisorResult& result, const AdvisorOption* option);

class AdvisorOptionsTable final : public AdvisorTable {
public:
    AdvisorOptionsTable(AdvisorResult result, TableFace face);

    int rowCount() const override;
    int columnCount() const override;
    QString header(int column) const override;
    QString headerTip(int column) const override;
    bool rightAligned(int column) const override;
    unsigned shownOn(int column) const override;
    int widthWeight(int column) const override;
    QString text(int row, int column, const QuantityFormat& format) const override;
    QString trace(int row, int column) const override;
    bool muted(int row) const override;

    AdvisorColumn columnAt(int column) const { return m_columns.at(column); }

private:
    const AdvisorOption* optionAt(int row) const; // null: the baseline
    bool isBaseline(int row) const { return m_baselineRow && row == 0; }

    AdvisorResult m_result;
    QList<AdvisorColumn> m_columns;
    bool m_baselineRow = true;
};

} // namespace headroom
