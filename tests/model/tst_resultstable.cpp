// SPDX-License-Identifier: GPL-3.0-or-later
// The one definition of the results table (model/resultstable.h): which columns each face shows, each column's text
// in the face's locale with the one "not known" mark, the raw values the GUI sorts by, the runs of a point.
#include "model/resultstable.h"
#include "model/tablemark.h"

#include <QTest>

using namespace headroom;

namespace {
Measurement run(qint64 id, double qd, std::optional<double> iops)
{
    Measurement m;
    m.id = id;
    m.systemName = QStringLiteral("Lab");
    m.workload.name = QStringLiteral("4k_100rd_100rand_j1");
    m.workload.blockSizeBytes = 4096;
    m.workload.readPct = 100;
    m.workload.randomPct = 100;
    m.workload.jobs = 1;
    m.loadSetting = qd;
    m.read.iops = iops;
    m.read.bytesPerSec = 125.3e6;
    m.read.latency.meanNs = 7.83e6;
    m.read.latency.percentilesNs = { { 95.0, 12.5e6 } };
    m.cpu.hostPct = 93.6412;
    m.source.kind = SourceKind::Fio;
    m.source.file = QStringLiteral("a.json");
    return m;
}

QStringList headers(ResultsFace face)
{
    QStringList shown;
    for (ResultsColumn column : resultsColumns(face)) {
        shown << QString::fromUtf8(resultsColumn(column).header);
    }
    return shown;
}

QString cell(const Measurement& m, ResultsColumn column, const QuantityFormat& format)
{
    const ResultsTable table({ m }, ResultsFace::Cli);
    for (int c = 0; c < table.columnCount(); ++c) {
        if (table.columnAt(c) == column) {
            return table.text(0, c, format);
        }
    }
    return resultsColumn(column).text({ m, 0, format }); // a column the CLI does not show
}
} // namespace

class TestResultsTable : public QObject {
    Q_OBJECT

private slots:
    void facesSelectTheirColumns();
    void everyColumnIsDefinedOnceInOrder();
    void cellTexts_data();
    void cellTexts();
    void rawValuesSortByNumberOrText();
    void figuresAreWrittenFromTheirRawValues();
    void runsCountThePointsRuns();
};

void TestResultsTable::facesSelectTheirColumns()
{
    QCOMPARE(headers(ResultsFace::Cli).join(QLatin1Char('|')),
        QStringLiteral("ID|System|Workload|Load|IOPS|MB/s|Latency|Read lat|Write lat|Host CPU %|Runs|Source"));
    QCOMPARE(headers(ResultsFace::Gui).join(QLatin1Char('|')),
        QStringLiteral(
            "System|Workload|Load|Host|IOPS|MB/s|Latency|Read lat|Write lat|Read p95|Host CPU %|Source|Imported by"));
    const ResultsTable cli({ run(1, 1, 100) }, ResultsFace::Cli);
    QCOMPARE(cli.columnCount(), 12);
    QCOMPARE(cli.columnAt(2), ResultsColumn::WorkloadOnHost);
}

void TestResultsTable::everyColumnIsDefinedOnceInOrder()
{
    for (int c = 0; c < static_cast<int>(ResultsColumn::ColumnCount); ++c) {
        const ResultsColumnDef& def = resultsColumn(static_cast<ResultsColumn>(c));
        QCOMPARE(static_cast<int>(def.column), c);
        QVERIFY2(def.faces != 0, def.header);
        QVERIFY2(def.text && def.raw, def.header);
        QVERIFY2(*def.tip, def.header);
    }
}

// The load of each point (issue 29): fio's depth sweep, the engine's stated depth, a target rate, a rate sweep, a rate
// at stated threads (vdbench iorate=100 with 8 threads: the rate is the load, not "QD 100").
static void addLoadRows(const Measurement& m)
{
    const int load = static_cast<int>(ResultsColumn::Load);
    QTest::newRow("load, depth sweep") << m << load << "C"
                                       << "QD 4 × 1";
    Measurement engine = run(9, 16, 1000);
    engine.queueDepth = 16;
    engine.workload.queueDepth = 16;
    engine.workload.jobs = 4;
    QTest::newRow("load, stated depth") << engine << load << "C"
                                        << "QD 16 × 4";
    Measurement target = run(10, 0, 1000);
    target.loadSetting.reset();
    target.workload.targetIops = 5000;
    QTest::newRow("load, target rate") << target << load << "de_DE"
                                       << "5.000 IOPS target";
    Measurement rateSweep = run(11, 2500, 1000);
    rateSweep.workload.queueDepth = 8;
    QTest::newRow("load, rate sweep") << rateSweep << load << "C"
                                      << "2500 IOPS target at QD 8";
    Measurement vdbenchRate = run(13, 100, 1000);
    vdbenchRate.queueDepth = 8;
    QTest::newRow("load, rate at threads") << vdbenchRate << load << "C"
                                           << "100 IOPS target at QD 8";
    Measurement noLoad = run(12, 0, 1000);
    noLoad.loadSetting.reset();
    QTest::newRow("load not known") << noLoad << load << "C" << tablemark::notKnown();
}

void TestResultsTable::cellTexts_data()
{
    QTest::addColumn<Measurement>("measurement");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("expected");
    const auto col = [](ResultsColumn c) { return static_cast<int>(c); };
    const Measurement m = run(7, 4, 30584.21);
    Measurement unknown = run(8, 4, std::nullopt);
    unknown.read.latency = {};
    unknown.cpu.hostPct.reset();
    Measurement onHost = m;
    onHost.host = QStringLiteral("node-1");
    Measurement failed = m;
    failed.failed = true;
    failed.modeled = true;
    failed.warning = QStringLiteral("interrupted");
    Measurement warned = m;
    warned.warning = QStringLiteral("ran 3 s of 60 s");
    Measurement modeled = m;
    modeled.modeled = true;
    modeled.source.kind = SourceKind::Published;

    QTest::newRow("IOPS, CLI") << m << col(ResultsColumn::Iops) << "C"
                               << "30584.21";
    QTest::newRow("IOPS, de_DE") << m << col(ResultsColumn::Iops) << "de_DE"
                                 << "30.584,21";
    QTest::newRow("IOPS not known") << unknown << col(ResultsColumn::Iops) << "C" << tablemark::notKnown();
    QTest::newRow("MB/s, decimal megabytes") << m << col(ResultsColumn::Throughput) << "C"
                                             << "125.3";
    QTest::newRow("latency, the one rule") << m << col(ResultsColumn::ReadLatency) << "C"
                                           << "7.83 ms";
    QTest::newRow("latency, de_DE") << m << col(ResultsColumn::Latency) << "de_DE"
                                    << "7,83 ms";
    QTest::newRow("read p95") << m << col(ResultsColumn::ReadP95) << "C"
                              << "12.5 ms";
    QTest::newRow("write latency not known") << m << col(ResultsColumn::WriteLatency) << "C" << tablemark::notKnown();
    QTest::newRow("read p95 not known") << unknown << col(ResultsColumn::ReadP95) << "C" << tablemark::notKnown();
    QTest::newRow("host CPU") << m << col(ResultsColumn::HostCpu) << "C"
                              << "93.64";
    QTest::newRow("host CPU not known") << unknown << col(ResultsColumn::HostCpu) << "C" << tablemark::notKnown();
    QTest::newRow("workload on its host") << onHost << col(ResultsColumn::WorkloadOnHost) << "C"
                                          << "4k_100rd_100rand_j1 @node-1";
    QTest::newRow("workload without host") << m << col(ResultsColumn::WorkloadOnHost) << "C"
                                           << "4k_100rd_100rand_j1";
    QTest::newRow("host") << onHost << col(ResultsColumn::Host) << "C"
                          << "node-1";
    QTest::newRow("source") << m << col(ResultsColumn::Source) << "C"
                            << "fio:a.json";
    QTest::newRow("source, failed wins over warning") << failed << col(ResultsColumn::Source) << "C"
                                                      << "FAILED MODELED fio:a.json";
    QTest::newRow("source, warning") << warned << col(ResultsColumn::Source) << "C"
                                     << "WARNING fio:a.json";
    QTest::newRow("source, modeled") << modeled << col(ResultsColumn::Source) << "C"
                                     << "MODELED published:a.json";
    QTest::newRow("id") << m << col(ResultsColumn::Id) << "C"
                        << "7";
    addLoadRows(m);
}

void TestResultsTable::cellTexts()
{
    QFETCH(Measurement, measurement);
    QFETCH(int, column);
    QFETCH(QString, locale);
    QFETCH(QString, expected);
    const QuantityFormat format
        = locale == QLatin1String("C") ? QuantityFormat::plain() : QuantityFormat(QLocale(locale));
    QCOMPARE(cell(measurement, static_cast<ResultsColumn>(column), format), expected);
}

void TestResultsTable::rawValuesSortByNumberOrText()
{
    Measurement unknown = run(8, 4, std::nullopt);
    const ResultsTable table({ run(7, 4, 30584.21), unknown }, ResultsFace::Gui);
    const int iops = static_cast<int>(resultsColumns(ResultsFace::Gui).indexOf(ResultsColumn::Iops));
    const int source = static_cast<int>(resultsColumns(ResultsFace::Gui).indexOf(ResultsColumn::Source));
    QCOMPARE(table.raw(0, iops).toDouble(), 30584.21);
    QVERIFY(!table.raw(1, iops).isValid()); // not known: sorted last, never as 0
    QCOMPARE(table.raw(0, source).toString(), QStringLiteral("a.json")); // the file, not the marks before it
}

// A table may keep a figure's raw number instead of the measurement (the GUI's Library rows) and write the same text.
void TestResultsTable::figuresAreWrittenFromTheirRawValues()
{
    Measurement unknown = run(8, 4, std::nullopt);
    unknown.read.latency = {};
    unknown.cpu.hostPct.reset();
    const ResultsTable table({ run(7, 4, 30584.21), unknown }, ResultsFace::Gui);
    const QuantityFormat format { QLocale(QStringLiteral("de_DE")) };
    int figures = 0;
    for (int c = 0; c < table.columnCount(); ++c) {
        const auto textOfRaw = table.definition(c).textOfRaw;
        if (!textOfRaw) {
            continue;
        }
        ++figures;
        for (int row = 0; row < table.rowCount(); ++row) {
            QCOMPARE(textOfRaw(table.raw(row, c), format), table.text(row, c, format));
        }
    }
    QCOMPARE(figures, 7); // IOPS, MB/s, the four latencies, host CPU
    // Load's text says more than its number; Source's more than its file.
    QVERIFY(!resultsColumn(ResultsColumn::Load).textOfRaw);
    QVERIFY(!resultsColumn(ResultsColumn::Source).textOfRaw);
}

void TestResultsTable::runsCountThePointsRuns()
{
    // Two runs of queue depth 4 and one of queue depth 8.
    const ResultsTable table({ run(1, 4, 100), run(2, 8, 200), run(3, 4, 110) }, ResultsFace::Cli);
    const int runs = static_cast<int>(resultsColumns(ResultsFace::Cli).indexOf(ResultsColumn::Runs));
    const QuantityFormat format = QuantityFormat::plain();
    QCOMPARE(table.text(0, runs, format), QStringLiteral("2"));
    QCOMPARE(table.text(1, runs, format), QStringLiteral("1"));
    QCOMPARE(table.text(2, runs, format), QStringLiteral("2"));
    QCOMPARE(table.raw(0, runs).toInt(), 2);
}

QTEST_GUILESS_MAIN(TestResultsTable)
#include "tst_resultstable.moc"
