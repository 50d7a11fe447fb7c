// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measurement.h"
#include "quantityformat.h"

#include <QList>
#include <QString>
#include <QVariant>

namespace headroom {

// Where the results table is shown. Every column names the faces that show it, so what a face shows is a selection
// from the one definition below, never a list of headers of its own.
enum class ResultsFace : unsigned {
    Cli = 1U << 0, // headroom-cli results
    Gui = 1U << 1, // the Library page
};

// The columns of the results table, in the order every face shows them.
enum class ResultsColumn {
    Id,
    System,
    Workload,
    WorkloadOnHost, // the CLI has no room for a Host column: "oltp32k @node-1"
    Load, // the point's load: "QD 4 × 2" (queue depth per job × jobs) or "5,000 IOPS target"
    Host,
    Iops,
    Throughput,
    Latency,
    ReadLatency,
    WriteLatency,
    ReadP95,
    HostCpu,
    Runs,
    Source,
    ImportedBy, // the GUI's, for a team library: who imported the measurement's source
    ColumnCount
};

// One cell's inputs. `runs`: how many runs the measurement's point has (0 where the face does not show Runs).
struct ResultsCell {
    const Measurement& measurement;
    int runs;
    const QuantityFormat& format;
};

struct ResultsColumnDef {
    ResultsColumn column;
    const char* header; // short, for every face
    const char* tip; // the header's tip: what the figure is, its unit
    bool rightAligned;
    unsigned faces; // ResultsFace bits
    QString (*text)(const ResultsCell& cell); // tablemark::notKnown() where the figure is not known
    QVariant (*raw)(const ResultsCell& cell); // what to sort by: the number (invalid where not known) or the text
    // A figure's text written from its raw value alone (`text` is this of `raw`), so that a table may keep the
    // numbers instead of the measurements; nullptr where the text says more than the raw value (Load's "QD 4 × 2",
    // Source) or the raw value is the text.
    QString (*textOfRaw)(const QVariant& raw, const QuantityFormat& format);
};
const ResultsColumnDef& resultsColumn(ResultsColumn column);
// The columns `face` shows, in order.
QList<ResultsColumn> resultsColumns(ResultsFace face);

// A latency percentile of one direction that a table's column shows.
struct ShownPercentile {
    const char* direction; // as the library names it: "read", "write", "combined"
    double percent;
};
// Every percentile any face's columns show (the GUI's Read p95): all that a listing for a table must read of them.
QList<ShownPercentile> percentilesShownInTables();

// The source cell: "hcibench:file.txt", after "FAILED ", "WARNING " and "MODELED " where they apply.
QString resultsSourceText(const Measurement& m);

// Measurements as the rows of one face's table. Texts are written in the QuantityFormat the face passes (the GUI its
// system locale, the CLI QuantityFormat::plain()). A value type; reading is thread-safe.
class ResultsTable {
public:
    ResultsTable(QList<Measurement> measurements, ResultsFace face);
    // With the run count of each row's point given (a listing that groups the runs of the whole library, a page of it
    // at a time: core/store/measurementlisting.h), not found among `measurements`.
    ResultsTable(QList<Measurement> measurements, QList<int> runsOfEach, ResultsFace face);

    int rowCount() const { return static_cast<int>(m_measurements.size()); }
    int columnCount() const { return static_cast<int>(m_columns.size()); }
    ResultsColumn columnAt(int column) const { return m_columns.at(column); }
    const ResultsColumnDef& definition(int column) const { return resultsColumn(m_columns.at(column)); }
    const Measurement& measurement(int row) const { return m_measurements.at(row); }

    QString text(int row, int column, const QuantityFormat& format) const;
    QVariant raw(int row, int column) const;

private:
    int runsAt(int row) const { return m_runs.isEmpty() ? 0 : m_runs.at(row); }

    QList<Measurement> m_measurements;
    QList<ResultsColumn> m_columns;
    QList<int> m_runs; // of each row's point; empty when the face shows no Runs column
};

} // namespace headroom
