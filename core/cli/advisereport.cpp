// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisereport.h"

#include "advice/advisortable.h"
#include "advice/advisortext.h"
#include "advice/perportcosttable.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "model/units.h"
#include "texttable.h"

namespace headroom::cli {

namespace {
// The table as the CLI prints it, in QuantityFormat::text().
void printTable(QTextStream& out, const AdvisorTable& source)
{
    QList<TextTable::Column> columns;
    for (int column = 0; column < source.columnCount(); ++column) {
        columns << TextTable::Column { source.header(column),
            source.rightAligned(column) ? TextTable::Align::Right : TextTable::Align::Left };
    }
    TextTable table(columns);
    const QuantityFormat format = QuantityFormat::text();
    for (int row = 0; row < source.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < source.columnCount(); ++column) {
            cells << source.text(row, column, format);
        }
        table.addRow(cells);
    }
    table.print(out);
}

void printCost(QTextStream& out, const AdvisorResult& result)
{
    if (!result.perPort) {
        return;
    }
    out << "Network upgrade, per port amortised:\n";
    printTable(out, PerPortCostTable(result, TableFace::Cli));
}

void printOptions(QTextStream& out, const AdvisorResult& result)
{
    out << "\nOptions in " << result.currency << ", cost on the " << describe(result.input.costBasis) << " ("
        << printable(result.input.workload) << "; latency limit "
        << QuantityFormat::text().significant(units::nsToMs(result.input.latencyLimitNs), 4) << " ms; headroom "
        << result.input.headroomLowPct << "-" << result.input.headroomHighPct
        << " % of each curve's own peak, at the middle):\n";
    printTable(out, AdvisorOptionsTable(result, TableFace::Cli));
    if (result.extrapolated) {
        out << "  " << tablemark::extrapolatedNote() << '\n';
    }
    for (const AdvisorOption& o : result.options) {
        for (const QString& problem : o.problems) {
            out << "  not weighed, " << printable(optionLabel(o)) << ": " << printable(problem) << '\n';
        }
    }
    for (const AdvisorOption& o : result.options) {
        out << "  cost of "
            << printable(o.kind == OptionKind::NetworkUpgrade ? o.curve.system : QStringLiteral("adding nodes")) << ": "
            << o.costTrace << '\n';
    }
}
} // namespace

void printAdvice(QTextStream& out, const AdvisorResult& result)
{
    printCost(out, result);
    printOptions(out, result);
    if (const QStringList demand = demandBlock(result); !demand.isEmpty()) {
        out << '\n';
        for (const QString& line : demand) {
            out << printable(line) << '\n';
        }
    }
    out << "\nBottleneck: " << toString(result.bottleneck.kind) << " — " << result.bottleneck.sentence << '\n';
    for (const QString& line : result.bottleneck.evidence) {
        out << "  - " << line << '\n';
    }
    out << "\nRecommendation: " << toString(result.recommendation);
    if (result.recommendation != Recommendation::None) {
        out << " (on the " << describe(result.input.costBasis)
            << "; on the other basis: " << toString(result.otherBasisRecommendation) << ")";
    }
    out << "\n" << result.summary << '\n';
    if (result.input.nodePriceCents) {
        out << "Node price: "
            << formatMoney(*result.input.nodePriceCents,
                   result.input.nodePriceCurrency.isEmpty() ? result.currency : result.input.nodePriceCurrency)
            << (result.input.nodePriceCurrency.isEmpty() ? " (no currency given: taken as the answer's)" : "")
            << (result.input.nodePriceSource.isEmpty() ? QString()
                                                       : QStringLiteral(", ") + result.input.nodePriceSource)
            << '\n';
    }
    for (const ExchangeRate& rate : result.input.rates) {
        out << "Exchange rate used: " << rate.describe() << '\n';
    }
    if (result.extrapolated) {
        out << "\nEXTRAPOLATED: some figures lie outside the measured points (--extrapolate).\n";
    }
    if (!result.warnings.isEmpty()) {
        out << "\nWarnings:\n";
        for (const QString& line : result.warnings) {
            out << "  - " << printable(line) << '\n';
        }
    }
}

} // namespace headroom::cli
