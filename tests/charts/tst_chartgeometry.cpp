// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing covered: every chart the product draws of the demo's Advisor example (the Ceph HDD → SSD pair with the
// customer's demand), of the demo's VxRail pair, and of the real Ceph RBD HDD/SSD and Crucial MX200 fio sweeps of
// tests/data — as `chart` files (PNG, SVG, PDF) and inside reports (PDF document and slides, HTML, PPTX) — is read
// back from the very scene it was drawn from: no label or gain box covers a data point, a curve segment (error bars
// and the limit line are segments too) or another box, and the legend covers no point or segment.
#include "charts/chartbuilder.h"
#include "charts/chartexporter.h"
#include "charts/chartoverlay.h"
#include "charts/clidrawing.h"
#include "support/cliinprocess.h"
#include "support/fixtureimport.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QXYSeries>

using namespace headroom;
using namespace headroom::charts;

namespace {

const QString kHdd = QStringLiteral("Ceph HDD");
const QString kSsd = QStringLiteral("Ceph SSD");
const QString kMx200 = QStringLiteral("Crucial MX200");
const QString kSweepWorkload = QStringLiteral("4k_100rd_100rand_j1");

struct Disc {
    QPointF centre;
    qreal radius = 0;
};

// What the chart draws on its plot, read from its series in scene coordinates.
struct Drawn {
    QList<Disc> points;
    QList<QLineF> segments;
};

Drawn drawnOn(QChart& chart)
{
    Drawn drawn;
    for (QAbstractSeries* series : chart.series()) {
        auto* xy = qobject_cast<QXYSeries*>(series);
        if (!xy || !xy->isVisible()) {
            continue;
        }
        const bool scatter = xy->type() == QAbstractSeries::SeriesTypeScatter;
        const bool markers = scatter || !xy->lightMarker().isNull() || xy->pointsVisible();
        QList<QPointF> points;
        for (const QPointF value : xy->points()) {
            points << chart.mapToScene(chart.mapToPosition(value, xy));
        }
        for (qsizetype i = 0; i < points.size(); ++i) {
            if (markers) {
                drawn.points << Disc { points[i], xy->markerSize() / 2 };
            }
            if (!scatter && i > 0) {
                drawn.segments << QLineF(points[i - 1], points[i]);
            }
        }
    }
    return drawn;
}

bool crosses(const QLineF& segment, const QRectF& box)
{
    if (box.contains(segment.p1()) || box.contains(segment.p2())) {
        return true;
    }
    const QLineF edges[] = { { box.topLeft(), box.topRight() }, { box.topRight(), box.bottomRight() },
        { box.bottomRight(), box.bottomLeft() }, { box.bottomLeft(), box.topLeft() } };
    return std::any_of(std::begin(edges), std::end(edges),
        [&](const QLineF& edge) { return segment.intersects(edge, nullptr) == QLineF::BoundedIntersection; });
}

bool covers(const QRectF& box, const Disc& disc)
{
    const qreal dx = std::max({ box.left() - disc.centre.x(), 0.0, disc.centre.x() - box.right() });
    const qreal dy = std::max({ box.top() - disc.centre.y(), 0.0, disc.centre.y() - box.bottom() });
    return std::hypot(dx, dy) < disc.radius;
}

QString text(const QRectF& r)
{
    return QStringLiteral("[%1,%2 %3×%4]")
        .arg(r.x(), 0, 'f', 1)
        .arg(r.y(), 0, 'f', 1)
        .arg(r.width(), 0, 'f', 1)
        .arg(r.height(), 0, 'f', 1);
}

QStringList coveredBy(const QRectF& box, const QString& what, const Drawn& drawn)
{
    QStringList problems;
    for (const Disc& disc : drawn.points) {
        if (covers(box, disc)) {
            problems << QStringLiteral("%1 %2 covers the point at %3,%4")
                            .arg(what, text(box))
                            .arg(disc.centre.x(), 0, 'f', 1)
                            .arg(disc.centre.y(), 0, 'f', 1);
        }
    }
    for (const QLineF& segment : drawn.segments) {
        if (crosses(segment, box)) {
            problems << QStringLiteral("%1 %2 covers the segment %3,%4–%5,%6")
                            .arg(what, text(box))
                            .arg(segment.x1(), 0, 'f', 1)
                            .arg(segment.y1(), 0, 'f', 1)
                            .arg(segment.x2(), 0, 'f', 1)
                            .arg(segment.y2(), 0, 'f', 1);
        }
    }
    return problems;
}

// Every way the drawn chart covers something, in words (empty: nothing covered).
QStringList problemsOf(QChart& chart)
{
    const Drawn drawn = drawnOn(chart);
    QStringList problems;
    const auto* overlay = chart.findChild<ChartOverlay*>();
    const QList<QRectF> boxes = overlay ? overlay->boxRects() : QList<QRectF>();
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        problems << coveredBy(boxes[i], QStringLiteral("box"), drawn);
        for (qsizetype j = i + 1; j < boxes.size(); ++j) {
            if (boxes[i].adjusted(0.5, 0.5, -0.5, -0.5).intersects(boxes[j])) {
                problems << QStringLiteral("boxes %1 and %2 overlap").arg(text(boxes[i]), text(boxes[j]));
            }
        }
    }
    if (const QLegend* legend = chart.legend(); legend && legend->isVisible()) {
        problems << coveredBy(legend->sceneBoundingRect(), QStringLiteral("the legend"), drawn);
    }
    return problems;
}

// One measured and one modeled point of one series, as a curve or as bars.
ChartSpec modeledSpec(bool bars)
{
    ChartSpec spec;
    spec.kind = bars ? ChartKind::Compare : ChartKind::Curve;
    spec.title = QStringLiteral("Modeled");
    spec.xAxis = SpecAxis { QStringLiteral("IOPS"), AxisScale::Linear, TickStyle::Plain, 0, 2000, {} };
    spec.yAxis = SpecAxis { QStringLiteral("ms"), AxisScale::Linear, TickStyle::Plain, 0, 2, {} };
    if (bars) {
        spec.categories = QStringList { QStringLiteral("measured"), QStringLiteral("modeled") };
        spec.series << SpecSeries { QStringLiteral("IOPS"), 0, { { 0, 1, false }, { 1, 1.5, true } } };
    } else {
        spec.series << SpecSeries { QStringLiteral("curve"), 0, { { 1000, 0.5, false }, { 2000, 1.5, true } } };
    }
    spec.anyModeled = true;
    return spec;
}

struct Staged {
    QString title;
    QString medium;
    QStringList problems;
    qsizetype drawn = 0; // points and segments checked
};

} // namespace

class TstChartGeometry : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QList<Staged> m_staged;

    static QStringList demand()
    {
        return { QStringLiteral("--demand"), QStringLiteral("zColo_08"), QStringLiteral("--growth"),
            QStringLiteral("20%"), QStringLiteral("--years"), QStringLiteral("5"), QStringLiteral("--nodes-down"),
            QStringLiteral("1"), QStringLiteral("--node-price"), QStringLiteral("100000") };
    }

    static QStringList vxrailAdvise()
    {
        return { QStringLiteral("--workload"), QStringLiteral("oltp32k"), QStringLiteral("--baseline"),
            QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("--candidate"),
            QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--nodes"), QStringLiteral("6"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"),
            QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("100000") };
    }

    static QStringList sweepAdvise()
    {
        return { QStringLiteral("--workload"), kSweepWorkload, QStringLiteral("--baseline"), kHdd,
            QStringLiteral("--candidate"), kSsd, QStringLiteral("--nic"), QStringLiteral("540-BDEF"),
            QStringLiteral("--switch"), QStringLiteral("210-APHK"), QStringLiteral("--cable"),
            QStringLiteral("470-ABOX"), QStringLiteral("--node-price"), QStringLiteral("20000"),
            QStringLiteral("--latency-limit-ms"), QStringLiteral("5") };
    }

    static QStringList sweepChart(const QString& kind)
    {
        return { QStringLiteral("chart"), QStringLiteral("--kind"), kind, QStringLiteral("--workload"), kSweepWorkload,
            QStringLiteral("--systems"), QStringList { kHdd, kSsd, kMx200 }.join(QLatin1Char(',')) };
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        drawCliChartsWithQtCharts();
        ChartExporter::setStageObserver([this](QChart& chart, const QString& medium) {
            const auto* overlay = chart.findChild<ChartOverlay*>();
            const Drawn drawn = drawnOn(chart);
            m_staged << Staged { overlay ? overlay->titleText() : QString(), medium, problemsOf(chart),
                drawn.points.size() + drawn.segments.size() };
        });
        m_db = m_dir.filePath(QStringLiteral("sweeps.headroom"));
        const QString imported = testing::importFixtures(m_db,
            { { testing::kCephHddSweep, kHdd,
                  { QStringLiteral("--nodes"), QStringLiteral("3"), QStringLiteral("--link-gbps"), QStringLiteral("25"),
                      QStringLiteral("--ports-per-node"), QStringLiteral("2") } },
                { testing::kCephSsdSweep, kSsd }, { QStringLiteral("fio/fio-3.1-mx200-randread-qd-sweep"), kMx200 } });
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
    }

    void cleanupTestCase() { ChartExporter::setStageObserver({}); }

    // The footnote's word for modeled values describes how they are drawn: hollow markers on curves (filled with the
    // background, ringed in the series' colour), pale bars on bar charts.
    void modeledIsDrawnAsTheNoteSays()
    {
        const ChartTheme theme = ChartTheme::light();
        const QColor colour = theme.seriesColor(0);
        for (const auto output : { ChartBuilder::Output::Screen, ChartBuilder::Output::Vector }) {
            std::unique_ptr<QChart> curve(ChartBuilder(modeledSpec(false), theme, output).build());
            QVERIFY(curve->findChild<ChartOverlay*>()->footnoteText().contains(
                QStringLiteral("hollow markers are modeled")));
            int hollow = 0;
            for (QAbstractSeries* series : curve->series()) {
                auto* scatter = qobject_cast<QScatterSeries*>(series);
                if (scatter && scatter->points() == QList<QPointF> { QPointF(2000, 1.5) }) {
                    QCOMPARE(scatter->brush().color(), theme.background());
                    QCOMPARE(scatter->pen().color(), colour);
                    ++hollow;
                }
            }
            QCOMPARE(hollow, 1);
        }
        std::unique_ptr<QChart> bars(ChartBuilder(modeledSpec(true), theme, ChartBuilder::Output::Vector).build());
        QVERIFY(bars->findChild<ChartOverlay*>()->footnoteText().contains(QStringLiteral("pale bars are modeled")));
        QVERIFY(!bars->findChild<ChartOverlay*>()->footnoteText().contains(QStringLiteral("hollow")));
        auto* barSeries = qobject_cast<QAbstractBarSeries*>(bars->series().first());
        QVERIFY(barSeries);
        QBarSet* set = barSeries->barSets().first();
        QCOMPARE(set->selectedBars(), QList<int> { 1 });
        QVERIFY(set->selectedColor() != set->color());
        QVERIFY(set->selectedColor().lightness() > set->color().lightness());
    }

    void nothingCovered_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("file");
        const QStringList demo { QStringLiteral("--demo") };
        const QStringList sweeps { QStringLiteral("--db"), m_db };
        const QStringList report { QStringLiteral("report") };
        const QStringList slides { QStringLiteral("--layout"), QStringLiteral("slides") };
        for (const QString& suffix : { QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("pptx") }) {
            QTest::addRow("advisor example report %s", qPrintable(suffix))
                << demo + report + demand() << QStringLiteral("example.") + suffix;
            QTest::addRow("Ceph sweeps report %s", qPrintable(suffix))
                << sweeps + report + sweepAdvise() << QStringLiteral("sweeps.") + suffix;
        }
        QTest::newRow("advisor example slides") << demo + report + demand() + slides << QStringLiteral("slides.pdf");
        QTest::newRow("Ceph sweeps slides") << sweeps + report + sweepAdvise() + slides << QStringLiteral("ss.pdf");
        QTest::newRow("VxRail report") << demo + report + vxrailAdvise() << QStringLiteral("vxrail.pdf");
        for (const QString& suffix : { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") }) {
            QTest::addRow("runway %s", qPrintable(suffix)) << demo
                    + QStringList { QStringLiteral("chart"), QStringLiteral("--kind"), QStringLiteral("runway") }
                    + demand() << QStringLiteral("runway.") + suffix;
            QTest::addRow("sweep curves %s", qPrintable(suffix))
                << sweeps + sweepChart(QStringLiteral("curve")) << QStringLiteral("curves.") + suffix;
            QTest::addRow("sweep curves with a limit %s", qPrintable(suffix))
                << sweeps + sweepChart(QStringLiteral("curve"))
                    + QStringList { QStringLiteral("--latency-limit-ms"), QStringLiteral("2") }
                << QStringLiteral("limit.") + suffix;
            QTest::addRow("sweep percentiles %s", qPrintable(suffix))
                << sweeps + sweepChart(QStringLiteral("percentiles")) << QStringLiteral("percentiles.") + suffix;
        }
    }

    void nothingCovered()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, file);
        m_staged.clear();
        const QString out = m_dir.filePath(file);
        const testing::CliRun run = testing::runCliInProcess(arguments + QStringList { QStringLiteral("--out"), out });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(out).size() > 0);
        if (const QByteArray keep = qgetenv("HEADROOM_SCREENSHOT_DIR"); !keep.isEmpty()) { // to look at them
            QFile::remove(QString::fromLocal8Bit(keep) + QLatin1Char('/') + file);
            QFile::copy(out, QString::fromLocal8Bit(keep) + QLatin1Char('/') + file);
        }
        QVERIFY2(!m_staged.isEmpty(), "no chart was drawn");
        QStringList problems;
        qsizetype drawn = 0;
        for (const Staged& staged : std::as_const(m_staged)) {
            drawn += staged.drawn;
            for (const QString& problem : staged.problems) {
                problems << QStringLiteral("%1 (%2): %3").arg(staged.title, staged.medium, problem);
            }
        }
        QVERIFY2(drawn > 0, "no point or segment was drawn: nothing was checked");
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 12).join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TstChartGeometry)
#include "tst_chartgeometry.moc"
