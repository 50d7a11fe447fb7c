#include "demo/demolibrary.h"
#include "importers/importplan.h"
#include "model/tablemark.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "support/mustread.h"

#include <QAbstractItemModelTester>
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

private:
    QList<Measurement> m_demo;
};

void TestMeasurementTableModel::initTestCase()
{
    auto demo = openDemoLibrary();
    QVERIFY(demo.ok());
    m_demo = mustRead((*demo)->measurements());
    QVERIFY(!m_demo.isEmpty());
}

void TestMeasurementTableModel::passesModelTester()
{
    MeasurementTableModel model;
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMeasurements(m_demo);
    proxy.setSystemFilter(QStringLiteral("VxRail ESA 6-node 25GbE"));
    proxy.sort(MeasurementTableModel::IopsColumn, Qt::DescendingOrder);
    proxy.setSystemFilter({});
    model.setMeasurements({});
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
    model.setMeasurements(m_demo);
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
    model.setMeasurements(m_demo);
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
    model.setMeasurements(m_demo);
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
    model.setMeasurements(m_demo);
    MeasurementFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.setSystemFilter(QStringLiteral("vSAN 8 ESA 3-node Optane (home lab)"));
    QCOMPARE(proxy.rowCount(), 4);
    proxy.setWorkloadFilter(QStringLiteral("fio_8vmdk_100ws_8k_50rdpct_100randompct_4threads"));
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setSystemFilter({});
    proxy.setWorkloadFilter({});
    proxy.setFilterFixedString(QStringLiteral("oltp32k"));
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setFilterFixedString({});
    QCOMPARE(proxy.rowCount(), model.rowCount());
}

void TestMeasurementTableModel::tooltipTracesTheSource()
{
    MeasurementTableModel model;
    model.setMeasurements(m_demo);
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
    model.setMeasurements(mustRead((*library)->measurements()));
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

QTEST_MAIN(TestMeasurementTableModel)
#include "tst_measurementtablemodel.moc"
