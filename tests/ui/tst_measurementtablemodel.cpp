// SPDX-License-Identifier: GPL-3.0-or-later
#include "demo/demolibrary.h"
#include "importers/importplan.h"
#include "model/tablemark.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "support/mustread.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

class TestMeasurementTableModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void passesModelTester();
    void columnsAreTheGuiSelection_data();
    void columnsAreTheGuiSelection();
    void showsFormattedAndRawValues();
    void sortsByRawValues();
    void filtersBySystemWorkloadAndText();
    void tooltipTracesTheSource();
    void showsTheLoadOfEachPoint();
    void keepsWhatTheResultsTableShows();
    void sortsEveryRowByItsRawValue_data();
    void sortsEveryRowByItsRawValue();
    void searchFindsFiguresAsShown();
    void idsLeadToTheMeasurements();
    void readsProgressivelyWhatItReadsAtOnce_data();
    void readsProgressivelyWhatItReadsAtOnce();
    void readRestReadsEveryPageNow();
    void clearStopsAProgressiveRead();

private:
    std::unique_ptr<ResultsLibrary> m_demo;
};

void TestMeasurementTableModel::initTestCase()
{
    auto demo = openDemoLibrary();
    QVERIFY(demo.ok());
    m_demo = std::move(*demo);
    QVERIFY(mustRead(m_demo->measurementCount()) > 0);
}

void TestMeasurementTableModel::passesModelTester()
{
    MeasurementTableModel model;
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.load(*m_demo).ok());
    proxy.setSystemFilter(QStringLiteral("VxRail ESA 6-node 25GbE"));
    proxy.sort(MeasurementTableModel::IopsColumn, Qt::DescendingOrder);
    proxy.setSearchText(QStringLiteral("fio"));
    proxy.setSystemFilter({});
    proxy.sort(MeasurementTableModel::SystemColumn, Qt::AscendingOrder);
    proxy.setSearchText({});
    QVERIFY(model.load(*m_demo).ok());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

// The model's named columns are the positions of the GUI's selection from the one definition, header and tip included.
void TestMeasurementTableModel::columnsAreTheGuiSelection_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("definition");
    const auto row = [](const char* name, MeasurementTableModel::Column column, ResultsColumn definition) {
        QTest::newRow(name) << int(column) << int(definition);
    };
    row("system", MeasurementTableModel::SystemColumn, ResultsColumn::System);
    row("workload", MeasurementTableModel::WorkloadColumn, ResultsColumn::Workload);
    row("load", MeasurementTableModel::LoadColumn, ResultsColumn::Load);
    row("host", MeasurementTableModel::HostColumn, ResultsColumn::Host);
    row("iops", MeasurementTableModel::IopsColumn, ResultsColumn::Iops);
    row("throughput", MeasurementTableModel::ThroughputColumn, ResultsColumn::Throughput);
    row("latency", MeasurementTableModel::LatencyColumn, ResultsColumn::Latency);
    row("read latency", MeasurementTableModel::ReadLatencyColumn, ResultsColumn::ReadLatency);
    row("write latency", MeasurementTableModel::WriteLatencyColumn, ResultsColumn::WriteLatency);
    row("read p95", MeasurementTableModel::ReadP95Column, ResultsColumn::ReadP95);
    row("host cpu", MeasurementTableModel::HostCpuColumn, ResultsColumn::HostCpu);
    row("source", MeasurementTableModel::SourceColumn, ResultsColumn::Source);
}

void TestMeasurementTableModel::columnsAreTheGuiSelection()
{
    QFETCH(int, column);
    QFETCH(int, definition);
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    QCOMPARE(model.columnCount(), resultsColumns(ResultsFace::Gui).size());
    QCOMPARE(int(resultsColumns(ResultsFace::Gui).at(column)), definition);
    const ResultsColumnDef& def = resultsColumn(static_cast<ResultsColumn>(definition));
    QCOMPARE(model.headerData(column, Qt::Horizontal).toString(), QString::fromUtf8(def.header));
    QCOMPARE(model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString(), QString::fromUtf8(def.tip));
    const Qt::Alignment alignment(model.index(0, column).data(Qt::TextAlignmentRole).toInt());
    QCOMPARE(bool(alignment & Qt::AlignRight), def.rightAligned);
}

void TestMeasurementTableModel::showsFormattedAndRawValues()
{
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    QCOMPARE(model.columnCount(), int(MeasurementTableModel::ColumnCount));
    const QModelIndex iops = model.index(0, MeasurementTableModel::IopsColumn);
    QCOMPARE(iops.data(MeasurementTableModel::RawValueRole).toDouble(), 30584.21);
    QCOMPARE(iops.data().toString(), QLocale().toString(30584.21, 'f', 2));
    const QModelIndex readLatency = model.index(0, MeasurementTableModel::ReadLatencyColumn);
    QCOMPARE(readLatency.data().toString(), QLocale().toString(7.83, 'f', 2) + QStringLiteral(" ms"));
    QCOMPARE(readLatency.data(MeasurementTableModel::RawValueRole).toDouble(), 7.83e6);
    // Unknown figures are blank in the raw role (sorted last) and a dash on screen.
    const QModelIndex noWrite = model.index(1, MeasurementTableModel::WriteLatencyColumn);
    QVERIFY(!noWrite.data(MeasurementTableModel::RawValueRole).isValid());
    QCOMPARE(noWrite.data().toString(), tablemark::notKnown());
    QCOMPARE(tablemark::notKnown(), QStringLiteral("–"));
    QCOMPARE(
        model.headerData(MeasurementTableModel::LatencyColumn, Qt::Horizontal).toString(), QStringLiteral("Latency"));
}

void TestMeasurementTableModel::sortsByRawValues()
{
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(MeasurementTableModel::IopsColumn, Qt::DescendingOrder);
    // Text sorting would put "789.47" above "350,000.00"; raw values must not.
    QCOMPARE(proxy.index(0, MeasurementTableModel::IopsColumn).data(MeasurementTableModel::RawValueRole).toDouble(),
        350000.0);
    QCOMPARE(proxy.index(1, MeasurementTableModel::IopsColumn).data(MeasurementTableModel::RawValueRole).toDouble(),
        106000.0);
}

void TestMeasurementTableModel::filtersBySystemWorkloadAndText()
{
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.setSystemFilter(QStringLiteral("vSAN 8 ESA 3-node Optane (home lab)"));
    QCOMPARE(proxy.rowCount(), 4);
    proxy.setWorkloadFilter(QStringLiteral("fio_8vmdk_100ws_8k_50rdpct_100randompct_4threads"));
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setSystemFilter({});
    proxy.setWorkloadFilter({});
    proxy.setSearchText(QStringLiteral("oltp32k"));
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setSearchText({});
    QCOMPARE(proxy.rowCount(), model.rowCount());
}

void TestMeasurementTableModel::tooltipTracesTheSource()
{
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    const QString tip = model.index(0, MeasurementTableModel::ReadP95Column).data(Qt::ToolTipRole).toString();
    QVERIFY(tip.contains(QStringLiteral("vsan-esa-optane-homelab-hcibench.txt")));
    QVERIFY(tip.contains(QStringLiteral("mean of per-VM percentiles")));
    QVERIFY(tip.contains(QStringLiteral("esxi8-01.aitn.local")));
    // Derived figures say how they were derived; HCIBench's MiB/s stays recognisable.
    QVERIFY2(tip.contains(QStringLiteral("70 % × 7.83 ms (read) + 30 % × 23.73 ms (write)")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("119.0 MiB/s")));
}
// Issue 29: the Library shows the load of each point, on real fio output (the MX200 sweep, iodepth 1 … 64, one job),
// and sorts by it as a number.
void TestMeasurementTableModel::showsTheLoadOfEachPoint()
{
    ImportOptions options;
    options.systemName = QStringLiteral("Crucial MX200");
    const ImportPlan plan = planImport(
        { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep") }, options);
    QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
    auto library = ResultsLibrary::openInMemory();
    QVERIFY(library.ok());
    QVERIFY(commitImport(**library, plan, options).ok());
    MeasurementTableModel model;
    QVERIFY(model.load(**library).ok());
    QCOMPARE(model.headerData(MeasurementTableModel::LoadColumn, Qt::Horizontal).toString(), QStringLiteral("Load"));
    QStringList loads;
    for (int row = 0; row < model.rowCount(); ++row) {
        loads << model.index(row, MeasurementTableModel::LoadColumn).data().toString();
    }
    QVERIFY2(loads.contains(QStringLiteral("QD 1 × 1")) && loads.contains(QStringLiteral("QD 64 × 1")),
        qPrintable(loads.join(QStringLiteral(", "))));
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(MeasurementTableModel::LoadColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, MeasurementTableModel::LoadColumn).data().toString(), QStringLiteral("QD 64 × 1"));
}

// The rows keep numbers and shared texts, not measurements: every cell still reads as the results table of the
// measurements writes it.
void TestMeasurementTableModel::keepsWhatTheResultsTableShows()
{
    const QList<Measurement> measurements = mustRead(m_demo->measurements({}, MeasurementDetail::Rows));
    const ResultsTable table(measurements, ResultsFace::Gui);
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    QCOMPARE(model.rowCount(), table.rowCount());
    const QuantityFormat format = QuantityFormat::system();
    for (int row = 0; row < table.rowCount(); ++row) {
        QCOMPARE(model.idAt(row), table.measurement(row).id); // id order, as the library lists them
        for (int column = 0; column < table.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            QCOMPARE(index.data().toString(), table.text(row, column, format));
            QCOMPARE(index.data(MeasurementTableModel::RawValueRole), table.raw(row, column));
        }
        QCOMPARE(model.index(row, 0).data(MeasurementTableModel::ModeledRole).toBool(), table.measurement(row).modeled);
    }
}

void TestMeasurementTableModel::sortsEveryRowByItsRawValue_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("descending");
    for (int column = 0; column < MeasurementTableModel::ColumnCount; ++column) {
        const QByteArray name = resultsColumn(resultsColumns(ResultsFace::Gui).at(column)).header;
        QTest::newRow(name + " ascending") << column << false;
        QTest::newRow(name + " descending") << column << true;
    }
}

// Each column sorts all rows as QSortFilterProxyModel would sort the raw values (texts without regard to case), a
// value not known as the smallest.
void TestMeasurementTableModel::sortsEveryRowByItsRawValue()
{
    QFETCH(int, column);
    QFETCH(bool, descending);
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    const auto less = [](const QVariant& a, const QVariant& b) {
        if (a.isValid() != b.isValid()) {
            return !a.isValid();
        }
        if (a.typeId() == QMetaType::QString) {
            return QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive) < 0;
        }
        return a.isValid() && a.toDouble() < b.toDouble();
    };
    QList<QVariant> expected;
    for (int row = 0; row < model.rowCount(); ++row) {
        expected << model.index(row, column).data(MeasurementTableModel::RawValueRole);
    }
    std::stable_sort(expected.begin(), expected.end(), less);
    if (descending) {
        std::reverse(expected.begin(), expected.end());
    }
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const QVariant shown = proxy.index(row, column).data(MeasurementTableModel::RawValueRole);
        QVERIFY2(!less(shown, expected.at(row)) && !less(expected.at(row), shown),
            qPrintable(
                QStringLiteral("row %1: %2, expected %3").arg(row).arg(shown.toString(), expected.at(row).toString())));
    }
}

// The search finds what a cell shows: a figure as the locale writes it, a text in any case.
void TestMeasurementTableModel::searchFindsFiguresAsShown()
{
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.setSearchText(QLocale().toString(30584.21, 'f', 2));
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, MeasurementTableModel::IopsColumn).data(MeasurementTableModel::RawValueRole).toDouble(),
        30584.21);
    proxy.setSearchText(QStringLiteral("no cell holds this"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setSearchText(QStringLiteral("OLTP32K"));
    QCOMPARE(proxy.rowCount(), 2);
    // A reload (after an edit) is searched again, not answered from the rows found before.
    model.clear();
    QCOMPARE(proxy.rowCount(), 0);
    QVERIFY(model.load(*m_demo).ok());
    QCOMPARE(proxy.rowCount(), 2);
}

// The rows keep ids: what the details pane and the edit menus read in full.
void TestMeasurementTableModel::idsLeadToTheMeasurements()
{
    MeasurementTableModel model;
    QVERIFY(model.load(*m_demo).ok());
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto read = m_demo->measurement(model.idAt(row));
        QVERIFY(read.ok() && *read);
        QCOMPARE((*read)->systemName, model.index(row, 0).data(MeasurementTableModel::SystemNameRole).toString());
    }
    QCOMPARE(model.idAt(-1), 0);
    QCOMPARE(model.idAt(model.rowCount()), 0);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.index(0, 0).isValid());
}

void TestMeasurementTableModel::readsProgressivelyWhatItReadsAtOnce_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("search");
    QTest::newRow("import order") << -1 << QString();
    QTest::newRow("IOPS descending") << int(MeasurementTableModel::IopsColumn) << QString();
    QTest::newRow("source, searched") << int(MeasurementTableModel::SourceColumn) << QStringLiteral("fio");
    QTest::newRow("workload") << int(MeasurementTableModel::WorkloadColumn) << QString();
}

// Pages of 7 measurements read a slice at a time, into a proxy sorted (and searched) before the read began: the same
// rows in the same order as the library read at once, with the model's contract kept at every insertion.
void TestMeasurementTableModel::readsProgressivelyWhatItReadsAtOnce()
{
    QFETCH(int, column);
    QFETCH(QString, search);
    const auto ordered = [&](MeasurementFilterProxy& proxy) {
        proxy.sort(column, column == MeasurementTableModel::IopsColumn ? Qt::DescendingOrder : Qt::AscendingOrder);
        proxy.setSearchText(search);
    };
    MeasurementTableModel atOnce;
    MeasurementFilterProxy expected;
    expected.setSourceModel(&atOnce);
    ordered(expected);
    QVERIFY(atOnce.load(*m_demo).ok());

    MeasurementTableModel progressive;
    MeasurementFilterProxy shown;
    shown.setSourceModel(&progressive);
    ordered(shown);
    QAbstractItemModelTester tester(&progressive, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&shown, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy progress(&progressive, &MeasurementTableModel::readProgress);
    QSignalSpy finished(&progressive, &MeasurementTableModel::readFinished);
    QVERIFY(progressive.load(*m_demo, MeasurementTableModel::Reading::Progressively, 7).ok());
    QCOMPARE(progressive.rowCount(), 7);
    QVERIFY(progressive.isReading());
    QCOMPARE(progressive.expectedRowCount(), atOnce.rowCount());
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!progressive.isReading());
    QVERIFY(progress.count() >= 1);
    QCOMPARE(progress.first().at(0).toInt(), 7);
    QCOMPARE(progressive.rowCount(), atOnce.rowCount());
    QCOMPARE(shown.rowCount(), expected.rowCount());
    QVERIFY(shown.rowCount() > 0);
    for (int row = 0; row < shown.rowCount(); ++row) {
        QCOMPARE(progressive.idAt(shown.mapToSource(shown.index(row, 0)).row()),
            atOnce.idAt(expected.mapToSource(expected.index(row, 0)).row()));
    }
}

// An export must hold every row: readRest() reads the pages left at once.
void TestMeasurementTableModel::readRestReadsEveryPageNow()
{
    MeasurementTableModel model;
    QSignalSpy finished(&model, &MeasurementTableModel::readFinished);
    QVERIFY(model.load(*m_demo, MeasurementTableModel::Reading::Progressively, 5).ok());
    QCOMPARE(model.rowCount(), 5);
    QVERIFY(model.readRest().ok());
    QVERIFY(!model.isReading());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(model.rowCount(), static_cast<int>(mustRead(m_demo->measurementCount())));
    QVERIFY(model.readRest().ok()); // nothing left: nothing read, no second readFinished()
    QCOMPARE(finished.count(), 1);
}

// The library is about to go (LibrarySession::aboutToChange): no page is read from it after.
void TestMeasurementTableModel::clearStopsAProgressiveRead()
{
    MeasurementTableModel model;
    QSignalSpy progress(&model, &MeasurementTableModel::readProgress);
    QVERIFY(model.load(*m_demo, MeasurementTableModel::Reading::Progressively, 3).ok());
    model.clear();
    QVERIFY(!model.isReading());
    QTest::qWait(50);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(progress.count(), 1); // the first page's
}

QTEST_MAIN(TestMeasurementTableModel)
#include "tst_measurementtablemodel.moc"
