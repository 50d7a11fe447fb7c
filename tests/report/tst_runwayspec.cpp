// SPDX-License-Identifier: GPL-3.0-or-later
// The runway chart's spec from an advisor answer built by hand: the demand curve and its average follow
// demand × (1 + g)^t, each option's capacity is a level with all nodes (solid) and with m down (dashed), each
// option runs out where the demand meets its nodes-down capacity (t = ln(capacity ÷ demand) ÷ ln(1 + g)), and the
// description says every figure and the model. Figures recomputed here from the formulas, not from the spec.
#include "report/chartspecjson.h"
#include "report/specbuilders.h"
#include "support/constructeddemand.h"

#include <cmath>

#include <QTest>

using namespace headroom;
using namespace headroom::charts;
using namespace headroom::testing;

class TstRunwaySpec : public QObject {
    Q_OBJECT

    static const SpecSeries* seriesNamed(const ChartSpec& spec, const QString& name)
    {
        for (const SpecSeries& s : spec.series) {
            if (s.name == name) {
                return &s;
            }
        }
        return nullptr;
    }

private slots:
    void demandCurvesFollowTheGrowth()
    {
        const auto spec = buildRunwaySpec(constructedDemandResult());
        QVERIFY(spec.ok());
        QVERIFY(spec->kind == ChartKind::Runway);
        QVERIFY2(spec->title.contains(QStringLiteral("zColo_08")) && spec->title.contains(QStringLiteral("20 %/yr")),
            qPrintable(spec->title));
        QVERIFY(spec->series.size() >= 2);
        const SpecSeries& peak = spec->series[0];
        const SpecSeries& average = spec->series[1];
        QVERIFY(peak.line == LineStyle::Solid);
        QVERIFY(!peak.markers);
        QCOMPARE(average.name, QStringLiteral("Average demand"));
        QVERIFY(peak.points.size() > 10);
        QCOMPARE(peak.points.first().x, 0.0);
        QCOMPARE(peak.points.first().y, kDemandPeak);
        for (const SpecPoint& p : peak.points) {
            QVERIFY(std::abs(p.y - kDemandPeak * std::pow(1.2, p.x)) < 1e-6 * p.y);
        }
        for (const SpecPoint& p : average.points) {
            QVERIFY(std::abs(p.y - kDemandAverage * std::pow(1.2, p.x)) < 1e-6 * p.y);
            QVERIFY(p.y < kDemandPeak * std::pow(1.2, p.x));
        }
        // The x axis reaches the years asked, and a little past the last run-out.
        const int k = constructedDemandResult().options[1].nodesAdded;
        const double lastRunOut = std::log(kPerNode * (kCustomerNodes + k - kNodesDown) / kDemandPeak) / std::log(1.2);
        QVERIFY(lastRunOut > kYears);
        QVERIFY2(spec->xAxis.max >= lastRunOut * 1.1 && spec->xAxis.max <= 2 * lastRunOut,
            qPrintable(QString::number(spec->xAxis.max)));
        QCOMPARE(peak.points.last().x, spec->xAxis.max);
        QVERIFY(spec->yAxis.max >= peak.points.last().y);
    }

    void capacitiesAndRunOuts()
    {
        const AdvisorResult result = constructedDemandResult();
        const auto spec = buildRunwaySpec(result);
        QVERIFY(spec.ok());
        // Nodes to add: the smallest k with 10,000 × (6 + k − 1) ≥ 40,501 × 1.2^5 = 100,779: k = 6.
        QCOMPARE(result.options[1].nodesAdded, 6);
        struct Carrier {
            QString name;
            int nodes;
        };
        const QList<Carrier> carriers { { QStringLiteral("Today, 6 nodes"), 6 },
            { QStringLiteral("New (network upgrade)"), 6 }, { QStringLiteral("+6 node(s) (modeled)"), 12 } };
        const QList<SpecAnnotation> runOuts = spec->annotationsOf(AnnotationKind::RunOut);
        QCOMPARE(runOuts.size(), carriers.size());
        for (qsizetype i = 0; i < carriers.size(); ++i) {
            const Carrier& c = carriers[i];
            const SpecSeries* all = seriesNamed(*spec, c.name);
            const SpecSeries* down = seriesNamed(*spec, c.name + QStringLiteral(", 1 node(s) down"));
            QVERIFY2(all && down, qPrintable(c.name));
            QVERIFY(all->line == LineStyle::Solid);
            QVERIFY(down->line == LineStyle::Dashed);
            QVERIFY(all->line == LineStyle::Solid && all->inLegend && !down->inLegend);
            QCOMPARE(all->styleIndex, down->styleIndex);
            QCOMPARE(all->points.size(), 2);
            QCOMPARE(all->points[0].y, kPerNode * c.nodes);
            QCOMPARE(all->points[1].y, kPerNode * c.nodes);
            QCOMPARE(down->points[0].y, kPerNode * (c.nodes - 1));
            // Where the demand meets the capacity with a node down.
            const double t = std::log(kPerNode * (c.nodes - 1) / kDemandPeak) / std::log(1.2);
            const SpecAnnotation& a = runOuts[i];
            QCOMPARE(&spec->series[a.seriesIndex], down);
            QVERIFY2(std::abs(a.x - t) < 1e-9, qPrintable(QString::number(a.x)));
            QVERIFY2(std::abs(a.y - kPerNode * (c.nodes - 1)) < 1e-6, qPrintable(QString::number(a.y)));
            QVERIFY2(a.text.contains(QStringLiteral("runs out in %1 yr").arg(QString::number(t, 'f', 1))),
                qPrintable(a.text));
        }
        QCOMPARE(runOuts[0].text, QStringLiteral("Today: runs out in 1.2 yr"));
        QCOMPARE(runOuts[1].text, QStringLiteral("New (network upgrade): runs out in 1.2 yr (not supported)"));
        QCOMPARE(runOuts[2].text, QStringLiteral("+6 node(s) (modeled): runs out in 5.5 yr"));
        // The table: runway, nodes needed and cost per year of runway ($600,000 ÷ 5.48 yr).
        const QList<SpecCell>& nodesRow = spec->table.rows[2];
        QCOMPARE(nodesRow[4].text, QStringLiteral("+6"));
        const double perYear = 600000.0 / (std::log(110000.0 / kDemandPeak) / std::log(1.2));
        QCOMPARE(nodesRow[5].text, QStringLiteral("$%1/yr").arg(QLocale(QLocale::English).toString(perYear, 'f', 2)));
        QCOMPARE(spec->table.rows[0][5].text, QStringLiteral("–"));
    }

    void descriptionSaysEveryFigureAndTheModel()
    {
        const auto spec = buildRunwaySpec(constructedDemandResult());
        QVERIFY(spec.ok());
        for (const QString& figure : { QStringLiteral("40,501 IOPS"), QStringLiteral("21,000 IOPS"),
                 QStringLiteral("60,000 IOPS"), QStringLiteral("50,000 IOPS"), QStringLiteral("120,000 IOPS"),
                 QStringLiteral("110,000 IOPS"), QStringLiteral("runs out in 1.2 yr"),
                 QStringLiteral("runs out in 5.5 yr"), QStringLiteral("upper bound"), QStringLiteral("linearly"),
                 QStringLiteral("CPU bound"), QStringLiteral("6 more node(s)") }) {
            QVERIFY2(
                spec->description.contains(figure), qPrintable(figure + QStringLiteral(" in ") + spec->description));
        }
        const auto json = chartSpecToJson(*spec, QStringLiteral("runway.svg"), QSize(1920, 1080));
        QVERIFY(json["kind"] == "runway");
        QVERIFY(json["series"][2]["line"] == "solid");
        QVERIFY(json["series"][3]["line"] == "dashed");
        QVERIFY(json["annotations"][0]["kind"] == "runs_out");
        QVERIFY(!json["description"].get<std::string>().empty());
    }

    void shortTodayAndFlatDemand()
    {
        AdvisorResult result = constructedDemandResult();
        OptionRunway& today = *result.baselineRunway;
        today.capacity->iopsNodesDown = 30000;
        today.runwayYears = 0;
        today.shortByIops = kDemandPeak - 30000;
        auto spec = buildRunwaySpec(result);
        QVERIFY(spec.ok());
        const SpecAnnotation first = spec->annotationsOf(AnnotationKind::RunOut).first();
        QCOMPARE(first.x, 0.0);
        QCOMPARE(first.y, 30000.0);
        QCOMPARE(first.text, QStringLiteral("Today: short by 10,501 IOPS today"));

        result = constructedDemandResult();
        result.input.demand->growthPerYear = 0;
        for (AdvisorOption& option : result.options) {
            if (option.runway) {
                option.runway->runwayYears.reset();
                option.runway->unbounded = true;
            }
        }
        result.baselineRunway->runwayYears.reset();
        result.baselineRunway->unbounded = true;
        spec = buildRunwaySpec(result);
        QVERIFY(spec.ok());
        QVERIFY(spec->annotationsOf(AnnotationKind::RunOut).isEmpty());
        QVERIFY(spec->xAxis.max >= kYears && spec->xAxis.max < 2 * kYears);
        QCOMPARE(spec->table.rows[0][3].text, QStringLiteral("lasts while demand stays flat"));
    }

    void noDemandNoChart()
    {
        const auto spec = buildRunwaySpec(constructedResult());
        QVERIFY(!spec.ok());
        QCOMPARE(spec.failure().fields, QStringList { QStringLiteral("demand") });
    }
};

QTEST_GUILESS_MAIN(TstRunwaySpec)
#include "tst_runwayspec.moc"
