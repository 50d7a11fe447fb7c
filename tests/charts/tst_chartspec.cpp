// SPDX-License-Identifier: GPL-3.0-or-later
// Each chart kind built from fixture data: the expected series, points and annotation values.
#include "demo/demolibrary.h"
#include "importers/importplan.h"
#include "report/axisticks.h"
#include "report/chartrequest.h"
#include "report/specformat.h"
#include "support/mustread.h"

#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;
using namespace headroom::charts;

namespace {

Measurement point(const QString& system, double qd, double iops, double meanMs, bool modeled = false)
{
    Measurement m;
    m.systemName = system;
    m.workload.name = QStringLiteral("4k-randread");
    m.loadSetting = qd;
    m.iops = iops;
    m.read.iops = iops;
    m.read.latency.meanNs = meanMs * 1e6;
    m.read.latency.percentilesNs = { { 50.0, meanMs * 0.9e6 }, { 95.0, meanMs * 2e6 }, { 99.0, meanMs * 3e6 } };
    m.modeled = modeled;
    m.source.kind = SourceKind::Fio;
    m.source.file = QStringLiteral("sweep-%1.json").arg(system);
    m.measuredAt = QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC);
    return m;
}

ChartInput sweepInput()
{
    ChartInput input;
    input.systems = { SystemConfig { QStringLiteral("A"), {}, {}, {}, {}, {}, {}, {}, {}, {} },
        SystemConfig { QStringLiteral("B"), {}, {}, {}, {}, {}, {}, {}, {}, {} } };
    input.measurements = { point(QStringLiteral("A"), 1, 10000, 0.2), point(QStringLiteral("A"), 2, 18000, 0.4),
        point(QStringLiteral("A"), 4, 20000, 1.0), point(QStringLiteral("B"), 1, 20000, 0.2),
        point(QStringLiteral("B"), 2, 35000, 0.3), point(QStringLiteral("B"), 4, 40000, 0.5, true) };
    return input;
}

ChartRequest curveRequest()
{
    ChartRequest request;
    request.kind = ChartKind::Curve;
    request.workloads = { QStringLiteral("4k-randread") };
    request.latencyLimitMs = 0.5;
    return request;
}

std::unique_ptr<ResultsLibrary> demo()
{
    auto library = openDemoLibrary();
    if (!library) {
        qFatal("demo library: %s", qPrintable(library.error()));
    }
    return std::move(library.value());
}

ChartSpec demoSpec(ChartKind kind, const QStringList& systems, const QStringList& workloads)
{
    auto library = demo();
    ChartRequest request;
    request.kind = kind;
    request.systems = systems;
    request.workloads = workloads;
    auto input = gatherChartInput(*library, request.workloads, request.systems);
    if (!input) {
        qFatal("input: %s", qPrintable(input.error()));
    }
    auto spec = buildChartSpec(request, *input);
    if (!spec) {
        qFatal("spec: %s", qPrintable(spec.error()));
    }
    return *spec;
}

const QString k25 = QStringLiteral("VxRail ESA 6-node 25GbE");
const QString k100 = QStringLiteral("VxRail ESA 6-node 100GbE");

} // namespace

class TestChartSpec : public QObject {
    Q_OBJECT
private slots:
    void curveSeriesAndPoints()
    {
        const auto spec = buildChartSpec(curveRequest(), sweepInput());
        QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error()));
        QCOMPARE(spec->series.size(), 2);
        QCOMPARE(spec->series[0].name, QStringLiteral("A"));
        QCOMPARE(spec->series[1].name, QStringLiteral("B (1 modeled)"));
        QCOMPARE(spec->series[0].points.size(), 3);
        QCOMPARE(spec->series[0].points[2].x, 20000.0);
        QCOMPARE(spec->series[0].points[2].y, 1.0); // ms
        QVERIFY(!spec->series[1].points[1].modeled);
        QVERIFY(spec->series[1].points[2].modeled);
        QVERIFY(spec->anyModeled);
        QVERIFY(spec->footnote().contains(QStringLiteral("modeled")));
        QVERIFY2(spec->footnote().contains(QStringLiteral("sweep-A.json, sweep-B.json, measured 2026-03-01")),
            qPrintable(spec->footnote()));
        QCOMPARE(spec->xAxis.title, QStringLiteral("IOPS"));
        QCOMPARE(spec->yAxis.title, QStringLiteral("Latency, mean (ms)"));
    }

    void curveLeavesOutHostsAndFailedRunsAndFootnotesWarnings()
    {
        // A client/server host's share and a failed run are not points of the curve; an interrupted run is drawn
        // with its warning in the footnote.
        ChartInput input = sweepInput();
        Measurement host = point(QStringLiteral("A"), 4, 9000, 0.9);
        host.host = QStringLiteral("node1");
        host.perHost = true;
        Measurement failed = point(QStringLiteral("A"), 8, 0, 0.0);
        failed.failed = true;
        input.measurements << host << failed;
        input.measurements[0].warning = QStringLiteral("interrupted: fio was terminated by signal 2");
        const auto spec = buildChartSpec(curveRequest(), input);
        QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error()));
        QCOMPARE(spec->series[0].points.size(), 3);
        QVERIFY2(spec->footnote().contains(QStringLiteral("terminated by signal 2")), qPrintable(spec->footnote()));
    }

    void curveAnnotations()
    {
        const auto spec = buildChartSpec(curveRequest(), sweepInput());
        QVERIFY(spec.ok());
        const auto peaks = spec->annotationsOf(AnnotationKind::Peak);
        QCOMPARE(peaks.size(), 2);
        QCOMPARE(peaks[0].x, 20000.0);
        QCOMPARE(peaks[0].y, 1.0);
        QCOMPARE(peaks[1].x, 40000.0);
        QCOMPARE(peaks[0].text, QStringLiteral("peak 20.0K IOPS at 1.00 ms"));
        const auto limit = spec->annotationsOf(AnnotationKind::LimitLine);
        QCOMPARE(limit.size(), 1);
        QCOMPARE(limit[0].y, 0.5);
        const auto crossings = spec->annotationsOf(AnnotationKind::LimitCrossing);
        QCOMPARE(crossings.size(), 2);
        // A crosses 0.5 ms between (18,000, 0.4 ms) and (20,000, 1.0 ms): 18,000 + 2,000 × 0.1 / 0.6.
        QVERIFY(qAbs(crossings[0].x - 18333.333) < 0.01);
        QCOMPARE(crossings[1].x, 40000.0); // B's last point is at the limit
        const auto bands = spec->annotationsOf(AnnotationKind::HeadroomBand);
        QCOMPARE(bands.size(), 2);
        QCOMPARE(bands[0].x, 12000.0);
        QCOMPARE(bands[0].x2, 14000.0);
        QCOMPARE(bands[1].x, 24000.0);
        const auto gains = spec->annotationsOf(AnnotationKind::Gain);
        QCOMPARE(gains.size(), 1);
        QCOMPARE(gains[0].text,
            QStringLiteral("B vs A: +100 % peak IOPS, \u221250 % latency at peak, +118 % IOPS at 0.50 ms"));
    }

    void curveLatencyMetric_data()
    {
        QTest::addColumn<QString>("metric");
        QTest::addColumn<double>("lastMs");
        QTest::newRow("mean") << QStringLiteral("mean") << 1.0;
        QTest::newRow("p95") << QStringLiteral("p95") << 2.0;
        QTest::newRow("p99") << QStringLiteral("p99") << 3.0;
    }

    void curveLatencyMetric()
    {
        QFETCH(QString, metric);
        QFETCH(double, lastMs);
        ChartRequest request = curveRequest();
        request.latency = *latencyMetricFromString(metric);
        const auto spec = buildChartSpec(request, sweepInput());
        QVERIFY(spec.ok());
        QCOMPARE(spec->series[0].points[2].y, lastMs);
    }

    void curveWithoutExtrapolation()
    {
        // Every point of A is above a 0.1 ms limit: no crossing is invented, and the user is told.
        ChartRequest request = curveRequest();
        request.latencyLimitMs = 0.1;
        const auto spec = buildChartSpec(request, sweepInput());
        QVERIFY(spec.ok());
        QVERIFY(spec->annotationsOf(AnnotationKind::LimitCrossing).isEmpty());
        QCOMPARE(spec->warnings.filter(QStringLiteral("above the 0.10 ms limit")).size(), 2);
    }

    void curveOnDemo()
    {
        const ChartSpec spec = demoSpec(ChartKind::Curve, { k25, k100 }, { QStringLiteral("oltp32k") });
        QCOMPARE(spec.series.size(), 2);
        QCOMPARE(spec.series[0].points.size(), 1);
        QCOMPARE(spec.series[0].points[0].x, 106000.0);
        QCOMPARE(spec.series[0].points[0].y, 0.72);
        QCOMPARE(spec.series[1].points[0].x, 350000.0);
        QCOMPARE(spec.annotationsOf(AnnotationKind::Peak)[1].text, QStringLiteral("peak 350K IOPS at 0.73 ms"));
        QVERIFY(spec.footnote().contains(QStringLiteral("100 GbE Networking")));
    }

    void throughputAgainstLinkCapacity()
    {
        const ChartSpec spec = demoSpec(ChartKind::Throughput, { k25, k100 }, { QStringLiteral("512k-randread") });
        QCOMPARE(spec.categories, QStringList({ k25, k100 }));
        QCOMPARE(spec.series.size(), 1);
        QVERIFY(qAbs(spec.series[0].points[0].y - 3393.17) < 0.01); // 20,359 MB/s ÷ 6
        QVERIFY(qAbs(spec.series[0].points[1].y - 8099.0) < 0.01); // 48,594 MB/s ÷ 6
        QCOMPARE(spec.series[0].points[0].label, QStringLiteral("3,393 MB/s"));
        const auto lines = spec.annotationsOf(AnnotationKind::CapacityLine);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0].y, 3125.0); // one 25 GbE port
        QCOMPARE(lines[1].y, 6250.0); // both ports of a node
        QCOMPARE(lines[2].y, 12500.0);
        QCOMPARE(lines[0].text, QStringLiteral("one 25 GbE port: 3,125 MB/s"));
        QCOMPARE(spec.table.rows[0][6].text, QStringLiteral("108.6 %")); // above one port: part of the I/O is local
    }

    void compareAcrossWorkloads()
    {
        const ChartSpec spec = demoSpec(ChartKind::Compare, { k25, k100 }, {});
        QCOMPARE(spec.series.size(), 2); // better, worse
        QCOMPARE(spec.categories.size(), 3);
        // Workloads by what they are (words for people), not by their library names.
        QCOMPARE(spec.categories[0], QStringLiteral("OLTP 32 KiB 70/30\npeak IOPS"));
        QCOMPARE(spec.categories[1], QStringLiteral("OLTP 32 KiB 70/30\nmean latency"));
        QCOMPARE(spec.categories[2], QStringLiteral("512 KiB random read\npeak MB/s"));
        // The table says which points were compared: the published points carry no load.
        QCOMPARE(spec.table.rows[0][1].text, QStringLiteral("peak IOPS (peak vs peak)"));
        QVERIFY(spec.table.rows[1][1].text.contains(QStringLiteral("peak vs peak; load not recorded")));
        QCOMPARE(spec.series[0].points[0].label, QStringLiteral("+230 %")); // 350K vs 106K IOPS
        QVERIFY(qAbs(spec.series[0].points[0].y - 230.19) < 0.01);
        QCOMPARE(spec.series[1].points[1].label, QStringLiteral("+1.4 %")); // 0.73 vs 0.72 ms: worse
        QCOMPARE(spec.series[0].points[1].y, 0.0);
        QVERIFY(qAbs(spec.series[0].points[2].y - 138.69) < 0.01); // 48,594 vs 20,359 MB/s
        QCOMPARE(spec.yAxis.tickStyle, TickStyle::SignedPercent);
    }

    void compareNeedsTwoSystems()
    {
        auto library = demo();
        ChartRequest request;
        request.kind = ChartKind::Compare;
        request.systems = { k25 };
        const auto spec = buildChartSpec(request, *gatherChartInput(*library, request.workloads, request.systems));
        QVERIFY(!spec.ok());
        QVERIFY(spec.error().contains(QStringLiteral("exactly two systems")));
    }

    // Issue 27: a request's errors name the request field at fault (the CLI words it "--systems: …", Compare marks
    // its field) and speak no command-line syntax.
    void requestErrorsNameTheirField_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("systems");
        QTest::addColumn<QStringList>("workloads");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        const auto row = [](const char* name, ChartKind kind, const QStringList& systems, const QStringList& workloads,
                             const char* field, const char* says) {
            QTest::newRow(name) << static_cast<int>(kind) << systems << workloads << QString::fromLatin1(field)
                                << QString::fromLatin1(says);
        };
        const QString oltp = QStringLiteral("oltp32k");
        row("unknown workload", ChartKind::Curve, {}, { QStringLiteral("nope") }, "workload", "no workload named");
        row("unknown system", ChartKind::Curve, { QStringLiteral("Nope") }, { oltp }, "systems", "no system named");
        row("compare one system", ChartKind::Compare, { k25 }, {}, "systems", "exactly two systems");
        row("curve without workload", ChartKind::Curve, {}, {}, "workload", "a curve needs a workload");
        row("throughput without workload", ChartKind::Throughput, {}, {}, "workload", "needs a workload");
    }
    void requestErrorsNameTheirField()
    {
        QFETCH(int, kind);
        QFETCH(QStringList, systems);
        QFETCH(QStringList, workloads);
        QFETCH(QString, field);
        QFETCH(QString, says);
        auto library = demo();
        ChartRequest request;
        request.kind = static_cast<ChartKind>(kind);
        request.systems = systems;
        request.workloads = workloads;
        const auto input = gatherChartInput(*library, request.workloads, request.systems);
        const Error error = input ? buildChartSpec(request, *input).failure() : input.failure();
        QCOMPARE(error.fields, QStringList { field });
        QVERIFY2(error.message.contains(says), qPrintable(error.message));
        QVERIFY2(!error.message.contains(QLatin1String("--")), qPrintable(error.message));
    }

    void tiers()
    {
        const ChartSpec spec = demoSpec(
            ChartKind::Tiers, {}, { QStringLiteral("atto-top-speed-read"), QStringLiteral("atto-top-speed-write") });
        QCOMPARE(spec.categories,
            QStringList({ QStringLiteral("SAS HDD"), QStringLiteral("NAND SSD"), QStringLiteral("Optane NVMe") }));
        QCOMPARE(spec.series.size(), 2);
        QCOMPARE(spec.series[0].name, QStringLiteral("Read"));
        const QList<double> reads { 340, 819, 1040 };
        const QList<double> writes { 333, 393, 865 };
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(spec.series[0].points[i].y, reads[i]);
            QCOMPARE(spec.series[1].points[i].y, writes[i]);
        }
        QCOMPARE(spec.series[0].points[2].label, QStringLiteral("1,040 MB/s"));
    }

    void transferSizeSweep()
    {
        ChartInput input;
        input.systems = { SystemConfig { QStringLiteral("lab"), {}, {}, {}, {}, {}, {}, {}, {}, {} } };
        for (const auto& [size, read, write] : { std::tuple { 4096, 100e6, 80e6 }, std::tuple { 1048576, 900e6, 700e6 },
                 std::tuple { 65536, 500e6, 400e6 } }) {
            Measurement m;
            m.systemName = QStringLiteral("lab");
            m.workload.blockSizeBytes = size;
            m.workload.name = QStringLiteral("atto-%1").arg(size);
            m.read.bytesPerSec = read;
            m.write.bytesPerSec = write;
            input.measurements << m;
        }
        ChartRequest request;
        request.kind = ChartKind::Tiers;
        const auto spec = buildChartSpec(request, input);
        QVERIFY(spec.ok());
        QCOMPARE(spec->categories, QStringList({ QStringLiteral("4k"), QStringLiteral("64k"), QStringLiteral("1m") }));
        QCOMPARE(spec->series[0].points[1].y, 500.0);
        QCOMPARE(spec->xAxis.title, QStringLiteral("Transfer size"));
    }

    void percentiles()
    {
        ChartInput input = sweepInput();
        ChartRequest request;
        request.kind = ChartKind::Percentiles;
        const auto spec = buildChartSpec(request, input);
        QVERIFY(spec.ok());
        QCOMPARE(spec->series.size(), 2); // one per system, at its highest-IOPS point
        QCOMPARE(spec->series[0].name, QStringLiteral("A · read"));
        QCOMPARE(spec->series[0].points.size(), 3);
        QVERIFY2(qAbs(spec->series[0].points[2].x - 2.0) < 1e-9,
            qPrintable(QString::number(spec->series[0].points[2].x, 'g', 17))); // p99 on the nines axis
        QCOMPARE(spec->series[0].points[2].y, 3.0);
        QCOMPARE(spec->xAxis.scale, AxisScale::Nines);
    }

    void percentilesFromHistogram()
    {
        ChartInput input;
        input.systems = { SystemConfig { QStringLiteral("engine"), {}, {}, {}, {}, {}, {}, {}, {}, {} } };
        Measurement m;
        m.systemName = QStringLiteral("engine");
        m.iops = 1000;
        for (int i = 1; i <= 1000; ++i) {
            m.read.latency.histogram.push_back({ i * 1000, 1 }); // 1 µs … 1 ms, one I/O each
        }
        input.measurements << m;
        ChartRequest request;
        request.kind = ChartKind::Percentiles;
        const auto spec = buildChartSpec(request, input);
        QVERIFY(spec.ok());
        const SpecSeries& s = spec->series[0];
        const auto p99 = std::find_if(
            s.points.cbegin(), s.points.cend(), [](const SpecPoint& p) { return qAbs(p.x - 2.0) < 1e-9; });
        QVERIFY(p99 != s.points.cend());
        QCOMPARE(p99->y, 0.99); // the 990th of 1,000 I/Os: 990 µs
        QVERIFY(spec->footnote().contains(QStringLiteral("histogram")));
    }

    void percentilesOnDemo()
    {
        const ChartSpec spec
            = demoSpec(ChartKind::Percentiles, { QStringLiteral("vSAN 8 ESA 3-node Optane (home lab)") },
                { QStringLiteral("fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads") });
        QCOMPARE(spec.series.size(), 2); // read and write p95
        QCOMPARE(spec.series[0].points.size(), 1);
        QCOMPARE(spec.series[0].points[0].y, 19.0);
        QVERIFY(spec.footnote().contains(QStringLiteral("mean of the workers' percentiles")));
    }

    void curveFromTheMx200Sweep()
    {
        // The fixture in tests/data: fio 3.1, 4K random read on one Crucial MX200, iodepth 1 … 64, through the
        // importer.
        const QString dir = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep");
        ImportOptions options;
        options.systemName = QStringLiteral("Crucial MX200");
        ImportPlan plan = planImport({ dir }, options);
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        auto library = ResultsLibrary::openInMemory();
        QVERIFY(library.ok());
        QVERIFY(commitImport(**library, plan, options).ok());
        const QStringList workloads = mustRead((*library)->workloadNames());
        QCOMPARE(workloads.size(), 1); // one workload, seven load steps
        ChartRequest request;
        request.kind = ChartKind::Curve;
        request.workloads = workloads;
        request.latencyLimitMs = 0.5;
        const auto spec = buildChartSpec(request, *gatherChartInput(**library, request.workloads, request.systems));
        QVERIFY(spec.ok());
        QCOMPARE(spec->series.size(), 1);
        const QList<SpecPoint>& points = spec->series[0].points;
        QCOMPARE(points.size(), 7);
        QVERIFY(points[0].label.startsWith(QStringLiteral("QD 1: 6,614 IOPS")));
        QVERIFY(points[6].label.startsWith(QStringLiteral("QD 64: 47.1K IOPS")));
        // Past QD 16 the drive is saturated: IOPS flat (even falling), latency climbing.
        const auto peak = spec->annotationsOf(AnnotationKind::Peak);
        QCOMPARE(qRound(peak[0].x), 47423);
        QVERIFY(peak[0].text.startsWith(QStringLiteral("peak 47.4K IOPS at 0.3")));
        const auto crossing = spec->annotationsOf(AnnotationKind::LimitCrossing);
        QCOMPARE(crossing.size(), 1);
        // The highest IOPS at or under 0.5 ms is the QD 16 point itself: the QD 16 → 32 segment crosses the limit
        // at fewer IOPS (the curve bends back), and nothing is extrapolated.
        QCOMPARE(crossing[0].x, peak[0].x);
        QVERIFY(crossing[0].y < 0.5);
        QVERIFY(spec->footnote().contains(QStringLiteral("randread-qd1-jobs1.json")));
        ChartRequest p99 = request;
        p99.latency = LatencyMetric::P99;
        const auto tail = buildChartSpec(p99, *gatherChartInput(**library, p99.workloads, p99.systems));
        QVERIFY(tail.ok());
        QVERIFY(tail->footnote().contains(QStringLiteral("completion latency")));
        ChartRequest distribution;
        distribution.kind = ChartKind::Percentiles;
        const auto percentiles
            = buildChartSpec(distribution, *gatherChartInput(**library, distribution.workloads, distribution.systems));
        QVERIFY(percentiles.ok());
        QCOMPARE(percentiles->series.size(), 7); // one per queue depth
        QCOMPARE(percentiles->series[0].name, QStringLiteral("QD 1 · read"));
    }

    void formats_data()
    {
        QTest::addColumn<QString>("actual");
        QTest::addColumn<QString>("expected");
        QTest::newRow("iops 350K") << format::iops(350000) << QStringLiteral("350K");
        QTest::newRow("iops 47.4K") << format::iops(47423) << QStringLiteral("47.4K");
        QTest::newRow("iops 6,614") << format::iops(6614) << QStringLiteral("6,614");
        QTest::newRow("ms 0.72") << format::ms(0.72) << QStringLiteral("0.72 ms");
        QTest::newRow("ms 0.1356") << format::ms(0.13556) << QStringLiteral("0.136 ms");
        QTest::newRow("ms 123.3") << format::ms(123.32) << QStringLiteral("123 ms");
        QTest::newRow("gain") << format::percentChange(78.2) << QStringLiteral("+78 %");
        QTest::newRow("loss") << format::percentChange(-49.4) << QStringLiteral("\u221249 %");
        QTest::newRow("tick iops") << tickLabel(250000, TickStyle::Iops, 50000) << QStringLiteral("250K");
        QTest::newRow("tick pct") << tickLabel(-50, TickStyle::SignedPercent, 25) << QStringLiteral("\u221250 %");
        QTest::newRow("tick 0.25") << tickLabel(0.75, TickStyle::Plain, 0.25) << QStringLiteral("0.75");
    }

    void formats()
    {
        QFETCH(QString, actual);
        QFETCH(QString, expected);
        QCOMPARE(actual, expected);
    }

    void ticksEncloseTheRange()
    {
        const auto ticks = niceTicks(0, 392000, TickStyle::Iops);
        QVERIFY(ticks.size() >= 4 && ticks.size() <= 10);
        QCOMPARE(ticks.first().value, 0.0);
        QVERIFY(ticks.last().value >= 392000);
    }
};

QTEST_GUILESS_MAIN(TestChartSpec)
#include "tst_chartspec.moc"
