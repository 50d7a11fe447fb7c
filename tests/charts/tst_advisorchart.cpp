// SPDX-License-Identifier: GPL-3.0-or-later
// The Advisor's chart: curves, peaks, the limit and its crossings, the headroom band, gains with $ per IOPS and the
// traced footnote, from a constructed result and from the demo library through the Advisor workspace.
#include "advice/advisorheadline.h"
#include "charts/advisorchart.h"
#include "mainwindow.h"
#include "pages/advisorpage.h"

#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

using namespace headroom;
using namespace headroom::charts;

namespace {

AdvisorCurve curve(const QString& system, std::vector<CurvePoint> points, bool modeled = false)
{
    return AdvisorCurve { system, std::move(points), modeled, std::nullopt, {} };
}

CurveReading at(double iops, double latencyNs)
{
    return CurveReading { iops, latencyNs, false, QStringLiteral("measured point") };
}

AdvisorResult constructed()
{
    AdvisorResult result;
    result.currency = QStringLiteral("USD");
    result.input.workload = QStringLiteral("oltp32k");
    result.input.nodes = 6;
    result.input.latencyLimitNs = 750000;
    result.input.baseline = curve(QStringLiteral("25GbE"), { { 50000, 400000 }, { 106000, 720000 } });
    result.baseline.peak = at(106000, 720000);
    result.baseline.atLatencyLimit = at(106000, 720000);
    result.baseline.headroomLow = at(63600, 480000);
    result.baseline.headroomHigh = at(74200, 530000);
    AdvisorOption upgrade;
    upgrade.kind = OptionKind::NetworkUpgrade;
    upgrade.curve = curve(QStringLiteral("100GbE"), { { 150000, 300000 }, { 350000, 730000 } });
    upgrade.figures.peak = at(350000, 730000);
    upgrade.figures.atLatencyLimit = at(350000, 730000);
    upgrade.peakGainPct = 230.2;
    upgrade.costCents = 4800000;
    upgrade.costPerIopsAtPeak = 0.1967;
    AdvisorOption nodes;
    nodes.kind = OptionKind::AddNodes;
    nodes.nodesAdded = 14;
    nodes.curve = curve(QStringLiteral("25GbE"), { { 116667, 400000 }, { 353333, 720000 } }, true);
    nodes.figures.peak = at(353333, 720000);
    nodes.peakGainPct = 233.3;
    result.options = { upgrade, nodes };
    return result;
}

} // namespace

class TestAdvisorChart : public QObject {
    Q_OBJECT
private slots:
    void specCarriesCurvesAndFigures()
    {
        Measurement m;
        m.source.kind = SourceKind::Published;
        m.source.file = QStringLiteral("Dell blog");
        const ChartSpec spec = buildAdvisorSpec(constructed(), { m });
        QCOMPARE(spec.series.size(), 3);
        QCOMPARE(spec.series[0].name, QStringLiteral("25GbE (baseline)"));
        QCOMPARE(spec.series[1].points.size(), 2);
        QCOMPARE(spec.series[1].points[1].x, 350000.0);
        QCOMPARE(spec.series[1].points[1].y, 0.73);
        QVERIFY(!spec.series[1].points[0].modeled);
        QVERIFY(spec.series[2].points[0].modeled); // added nodes are modeled
        QStringList peaks;
        for (const SpecAnnotation& a : spec.annotationsOf(AnnotationKind::Peak)) {
            peaks << a.text;
        }
        QCOMPARE(peaks,
            QStringList({ QStringLiteral("peak 106K IOPS at 0.72 ms"), QStringLiteral("peak 350K IOPS at 0.73 ms"),
                QStringLiteral("peak 353K IOPS at 0.72 ms") }));
        QCOMPARE(spec.annotationsOf(AnnotationKind::LimitLine).first().y, 0.75);
        // Both curves stay under the 0.75 ms limit up to their peaks (0.72 and 0.73 ms): no figure is said at a limit
        // neither reached.
        QCOMPARE(spec.annotationsOf(AnnotationKind::LimitCrossing).size(), 0);
        const SpecAnnotation band = spec.annotationsOf(AnnotationKind::HeadroomBand).first();
        QCOMPARE(band.x, 63600.0);
        QCOMPARE(band.x2, 74200.0);
        const QList<SpecAnnotation> gains = spec.annotationsOf(AnnotationKind::Gain);
        QCOMPARE(gains.size(), 2);
        QVERIFY2(gains[0].text.startsWith(QStringLiteral("100GbE (network upgrade): +230 % peak IOPS")),
            qPrintable(gains[0].text));
        QVERIFY2(gains[0].text.contains(QStringLiteral("per IOPS gained")), qPrintable(gains[0].text));
        QVERIFY2(gains[1].text.startsWith(QStringLiteral("+14 node(s), modeled: +233 % peak IOPS")),
            qPrintable(gains[1].text));
        QVERIFY(spec.footnote().contains(QStringLiteral("Dell blog")));
        QVERIFY(spec.footnote().contains(QStringLiteral("modeled")));
    }

    void advisorWorkspaceDrawsItsResult()
    {
        MainWindow window;
        QVERIFY(window.openDemo());
        auto* page = window.findChild<AdvisorPage*>();
        QVERIFY(page);
        QVERIFY2(page->result().has_value(), "the demo library gives the advisor an answer");
        const ChartSpec& spec = page->chart()->spec();
        QCOMPARE(spec.series.size(), 1 + page->result()->options.size());
        QVERIFY2(spec.title.startsWith(workloadForPeople(page->result()->input)), qPrintable(spec.title));
        QVERIFY(!spec.sources.isEmpty());
        QVERIFY(spec.footnote().startsWith(QStringLiteral("Source")));
        QVERIFY(!page->chart()->chartView()->chart()->series().isEmpty());
    }
};

QTEST_MAIN(TestAdvisorChart)
#include "tst_advisorchart.moc"
