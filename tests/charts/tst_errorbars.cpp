// SPDX-License-Identifier: GPL-3.0-or-later
// A point with repeats on a chart: drawn at the mean of its runs with error bars from the lowest to the highest run
// (IOPS across, latency up), the numbers table with ± (the 95 % interval from 3 runs) and "measured once" for a point
// run once — in the curve spec (Compare, `chart`), its JSON, the Advisor chart's spec, and the Qt chart drawn from it.
#include "advice/advisor.h"
#include "charts/advisorchart.h"
#include "charts/chartbuilder.h"
#include "report/chartspecjson.h"
#include "report/specbuilders.h"

#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

using namespace headroom;
using namespace headroom::charts;

namespace {
Measurement run(double qd, double iops, double meanUs, qint64 id)
{
    Measurement m;
    m.id = id;
    m.systemName = QStringLiteral("S");
    m.workload.name = QStringLiteral("4k_100rd_100rand_j1");
    m.workload.blockSizeBytes = 4096;
    m.workload.readPct = 100;
    m.workload.randomPct = 100;
    m.workload.jobs = 1;
    m.loadSetting = qd;
    m.read.iops = iops;
    m.read.latency.meanNs = meanUs * 1000;
    m.source.kind = SourceKind::Fio;
    m.source.file = QStringLiteral("run%1.json").arg(id);
    return m;
}

ChartInput input()
{
    ChartInput in;
    // QD 1 three times (1,000 / 1,100 / 1,200 IOPS), QD 2 once.
    in.measurements = { run(1, 1000, 300, 1), run(2, 1800, 400, 2), run(1, 1100, 280, 3), run(1, 1200, 260, 4) };
    SystemConfig s;
    s.name = QStringLiteral("S");
    in.systems << s;
    return in;
}
} // namespace

class TestErrorBars : public QObject {
    Q_OBJECT
private slots:
    void curveSpecDrawsTheMeanWithTheRunsRange()
    {
        ChartRequest request;
        request.kind = ChartKind::Curve;
        request.workloads = { QStringLiteral("4k_100rd_100rand_j1") };
        const Expected<ChartSpec> spec = buildChartSpec(request, input());
        QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error()));
        QCOMPARE(spec->series.size(), 1);
        const QList<SpecPoint>& points = spec->series[0].points;
        QCOMPARE(points.size(), 2);
        QCOMPARE(points[0].x, 1100.0);
        QCOMPARE(points[0].runs, 3);
        QCOMPARE(points[0].xRange->low, 1000.0);
        QCOMPARE(points[0].xRange->high, 1200.0);
        QCOMPARE(points[0].yRange->low, 0.26);
        QCOMPARE(points[0].yRange->high, 0.30);
        QVERIFY(points[0].label.contains(QStringLiteral("mean of 3 runs")));
        QCOMPARE(points[1].runs, 1);
        QVERIFY(!points[1].xRange && !points[1].yRange);
        QVERIFY(points[1].label.contains(QStringLiteral("measured once")));
        // The table: ± the 95 % interval (t(0.975, 2) × sd / √3 = 4.303 × 100 / √3 ≈ 248 IOPS); once says so.
        QStringList howColumn;
        QStringList iopsColumn;
        for (const QList<SpecCell>& row : spec->table.rows) {
            howColumn << row.last().text;
            iopsColumn << row.value(2).text;
        }
        QVERIFY2(howColumn.contains(QStringLiteral("measured, mean of 3 runs, ± 95 % interval")),
            qPrintable(howColumn.join(QLatin1Char('|'))));
        QVERIFY2(howColumn.contains(QStringLiteral("measured, measured once")),
            qPrintable(howColumn.join(QLatin1Char('|'))));
        QVERIFY2(iopsColumn.contains(QStringLiteral("1,100 ± 248")), qPrintable(iopsColumn.join(QLatin1Char('|'))));
        // The axes take the bars in.
        QVERIFY(spec->xAxis.max >= 1200.0);
        const nlohmann::json json = chartSpecToJson(*spec, QStringLiteral("x.png"), QSize(100, 100));
        QCOMPARE(json["series"][0]["points"][0]["runs"].get<int>(), 3);
        QCOMPARE(json["series"][0]["points"][0]["x_range"]["high"].get<double>(), 1200.0);
        QVERIFY(json["series"][0]["points"][1]["x_range"].is_null());

        // Drawn: one bar across and one up for the repeated point, none for the single one.
        QChart* chart = ChartBuilder(*spec, ChartTheme::light(), ChartBuilder::Output::Vector).build();
        int bars = 0;
        for (QAbstractSeries* series : chart->series()) {
            if (series->name().endsWith(QStringLiteral("(spread of runs)"))) {
                ++bars;
                const auto* line = qobject_cast<QLineSeries*>(series);
                QVERIFY(line && line->count() == 2);
            }
        }
        QCOMPARE(bars, 2);
        delete chart;
    }

    void advisorSpecCarriesTheSpread()
    {
        AdvisorInput in;
        in.workload = QStringLiteral("w");
        in.nodes = 6;
        in.baseline.system = QStringLiteral("Base");
        CurvePoint p(1100, 280e3);
        p.runs = 3;
        p.iopsSpread = spreadOf({ 1000, 1100, 1200 });
        p.latencySpread = spreadOf({ 300e3, 280e3, 260e3 });
        in.baseline.points = { p, CurvePoint(1800, 400e3) };
        const AdvisorResult result = advise(in);
        const ChartSpec spec = buildAdvisorSpec(result, {});
        const SpecPoint& drawn = spec.series[0].points[0];
        QCOMPARE(drawn.runs, 3);
        QCOMPARE(drawn.xRange->low, 1000.0);
        QCOMPARE(drawn.yRange->high, 0.3);
        QVERIFY(spec.series[0].points[1].label.contains(QStringLiteral("measured once")));
    }
};

QTEST_MAIN(TestErrorBars)
#include "tst_errorbars.moc"
