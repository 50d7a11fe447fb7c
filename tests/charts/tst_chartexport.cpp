// SPDX-License-Identifier: GPL-3.0-or-later
// Charts as Qt Charts objects and as files: PNG of the requested pixel size, SVG that parses and has the title,
// vector PDF that pdfinfo accepts, failures reported.
#include "charts/chartbuilder.h"
#include "charts/chartexporter.h"
#include "charts/chartoverlay.h"
#include "demo/demolibrary.h"
#include "report/chartrequest.h"

#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QStackedBarSeries>

using namespace headroom;
using namespace headroom::charts;

namespace {

ChartSpec demoSpec(ChartKind kind, const QStringList& systems, const QStringList& workloads, double limitMs = 0)
{
    auto library = openDemoLibrary();
    ChartRequest request;
    request.kind = kind;
    request.systems = systems;
    request.workloads = workloads;
    if (limitMs > 0) {
        request.latencyLimitMs = limitMs;
    }
    auto input = gatherChartInput(**library, request.workloads, request.systems);
    auto spec = buildChartSpec(request, *input);
    if (!spec) {
        qFatal("spec: %s", qPrintable(spec.error()));
    }
    return *spec;
}

const QString k25 = QStringLiteral("VxRail ESA 6-node 25GbE");
const QString k100 = QStringLiteral("VxRail ESA 6-node 100GbE");

ChartSpec curveSpec()
{
    return demoSpec(ChartKind::Curve, { k25, k100 }, { QStringLiteral("oltp32k") }, 0.75);
}

QString svgTitle(const QByteArray& svg, QString* error)
{
    QXmlStreamReader xml(svg);
    QString title;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("title")
            && title.isEmpty()) {
            title = xml.readElementText();
        }
    }
    if (xml.hasError()) {
        *error = xml.errorString();
    }
    return title;
}

} // namespace

class TestChartExport : public QObject {
    Q_OBJECT

    // The curve chart on screen, in a view of a fixed size.
    static std::unique_ptr<QChartView> shownCurveChart()
    {
        auto view = std::make_unique<QChartView>(ChartBuilder(curveSpec(), ChartTheme::light()).build());
        view->resize(640, 420);
        view->show();
        return view;
    }

private slots:
    void screenChartsPaintMarkersWithTheirLines()
    {
        std::unique_ptr<QChart> chart(ChartBuilder(curveSpec(), ChartTheme::light()).build());
        int scatters = 0, withLightMarkers = 0;
        for (QAbstractSeries* s : chart->series()) {
            scatters += s->type() == QAbstractSeries::SeriesTypeScatter ? 1 : 0;
            if (auto* line = qobject_cast<QLineSeries*>(s); line && !line->lightMarker().isNull()) {
                ++withLightMarkers;
                QCOMPARE(line->pen().style(), Qt::SolidLine);
            }
        }
        QCOMPARE(withLightMarkers, 2); // the two curves; the limit line has no markers
        QCOMPARE(scatters, 2 + 2); // peak rings and limit crossings only: no item per measured point
    }

    // Screen charts cache the overlay's own text as pixmaps, and nothing of Qt Charts' own: its axis and legend
    // labels cached that way stayed blank in the Benchmark page's curve (rebuilt inside its view per point).
    void screenChartsCacheOnlyOverlayText()
    {
        const std::unique_ptr<QChartView> view = shownCurveChart();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QCoreApplication::processEvents(); // the overlay is placed once the view has its size
        const auto* overlay = view->chart()->findChild<ChartOverlay*>();
        QVERIFY(overlay);
        const QList<const QGraphicsItem*> cached = overlay->cachedTextItems();
        // title, footnote, gain text and one text per label
        QCOMPARE(cached.size(), 3 + overlay->labelTexts().size());
        for (const QGraphicsItem* item : cached) {
            QVERIFY(dynamic_cast<const QGraphicsSimpleTextItem*>(item) || dynamic_cast<const QGraphicsTextItem*>(item));
        }
        std::unique_ptr<QChart> vector(
            ChartBuilder(curveSpec(), ChartTheme::light(), ChartBuilder::Output::Vector).build());
        QVERIFY(vector->findChild<ChartOverlay*>()->cachedTextItems().isEmpty());
    }

    void curveChartObjects()
    {
        std::unique_ptr<QChart> chart(
            ChartBuilder(curveSpec(), ChartTheme::light(), ChartBuilder::Output::Vector).build());
        QCOMPARE(chart->animationOptions(), QChart::NoAnimation);
        int lines = 0, scatters = 0, areas = 0;
        for (QAbstractSeries* s : chart->series()) {
            lines += s->type() == QAbstractSeries::SeriesTypeLine ? 1 : 0;
            scatters += s->type() == QAbstractSeries::SeriesTypeScatter ? 1 : 0;
            areas += s->type() == QAbstractSeries::SeriesTypeArea ? 1 : 0;
            QCOMPARE(s->attachedAxes().size(), 2);
        }
        QCOMPARE(lines, 3); // two curves and the latency limit
        QCOMPARE(areas, 2); // one headroom band per curve
        QCOMPARE(scatters, 2 + 2 + 2); // measured markers, peak rings, limit crossings
        QVERIFY(qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).first()));
        const auto* overlay = chart->findChild<ChartOverlay*>();
        QVERIFY(overlay);
        QVERIFY(overlay->labelTexts().contains(QStringLiteral("peak 350K IOPS at 0.73 ms")));
        QVERIFY(overlay->labelTexts().contains(QStringLiteral("peak 106K IOPS at 0.72 ms")));
        // Each single-point curve crosses the limit at its peak: one label says it, not two.
        QVERIFY(!overlay->labelTexts().contains(QStringLiteral("106K IOPS at 0.72 ms")));
        QVERIFY(overlay->labelTexts().contains(QStringLiteral("latency limit 0.75 ms")));
        QCOMPARE(overlay->gainTexts().size(), 1);
        QVERIFY(overlay->gainTexts().first().startsWith(
            k100 + QStringLiteral(" vs ") + k25 + QStringLiteral(": +230 % peak IOPS")));
        QVERIFY(overlay->footnoteText().contains(QStringLiteral("Source: Dell blog")));
    }

    // Peaks sit close together at the top right of this chart: every label and the gain box must find a spot
    // that leaves every labelled point visible.
    void labelsLeaveLabelledPointsVisible()
    {
        const std::unique_ptr<QChartView> view = shownCurveChart();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QCoreApplication::processEvents(); // the overlay is placed once the view has its size
        const auto* overlay = view->chart()->findChild<ChartOverlay*>();
        QVERIFY(overlay);
        QVERIFY(overlay->labelledPoints().size() >= 3);
        for (const QPointF& point : overlay->labelledPoints()) {
            for (const QRectF& box : overlay->boxRects()) {
                QVERIFY2(!box.contains(point),
                    qPrintable(QStringLiteral("point %1,%2 under a box at %3,%4 %5x%6")
                                   .arg(point.x())
                                   .arg(point.y())
                                   .arg(box.x())
                                   .arg(box.y())
                                   .arg(box.width())
                                   .arg(box.height())));
            }
        }
    }

    // The demo's Ceph sweeps: the SSD curve runs along the bottom of the plot; the gain box finds a corner that
    // hides none of either curve's points.
    void gainBoxHidesNoPlottedPoint()
    {
        const QString hdd = QStringLiteral("Ceph RBD cluster, HDD OSDs");
        const QString ssd = QStringLiteral("Ceph RBD cluster, SSD OSDs");
        QChartView view(ChartBuilder(
            demoSpec(ChartKind::Curve, { hdd, ssd }, { QStringLiteral("4k_100rd_100rand_j1") }), ChartTheme::light())
                            .build());
        view.resize(880, 460); // the Compare page's chart at 1280 x 760
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        const auto* overlay = view.chart()->findChild<ChartOverlay*>();
        QVERIFY(overlay);
        QCOMPARE(overlay->gainTexts().size(), 1);
        const QRectF gainBox = overlay->boxRects().first();
        QVERIFY(overlay->plottedPoints().size() >= 12);
        for (const QPointF& point : overlay->plottedPoints()) {
            QVERIFY2(!gainBox.contains(point), qPrintable(QStringLiteral("point %1,%2").arg(point.x()).arg(point.y())));
        }
    }

    void compareChartObjects()
    {
        std::unique_ptr<QChart> chart(
            ChartBuilder(demoSpec(ChartKind::Compare, { k25, k100 }, {}), ChartTheme::dark()).build());
        const auto bars = chart->series().first();
        QCOMPARE(bars->type(), QAbstractSeries::SeriesTypeStackedBar);
        QCOMPARE(qobject_cast<QStackedBarSeries*>(bars)->count(), 2);
        QVERIFY(chart->findChild<ChartOverlay*>()->labelTexts().contains(QStringLiteral("+230 %")));
    }

    void png_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("1920x1080") << 1920 << 1080;
        QTest::newRow("1200x800") << 1200 << 800;
        QTest::newRow("small") << 400 << 300;
    }

    void png()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("curve.png"));
        const auto written = ChartExporter(curveSpec(), ChartTheme::light()).exportPng(path, QSize(width, height));
        QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error()));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(width, height));
        // Something is drawn: not a blank page.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7) {
            for (int x = 0; x < image.width(); x += 7) {
                colours.insert(image.pixel(x, y));
            }
        }
        QVERIFY(colours.size() > 20);
    }

    void svg()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("throughput.svg"));
        const ChartSpec spec = demoSpec(ChartKind::Throughput, { k25, k100 }, { QStringLiteral("512k-randread") });
        QVERIFY(ChartExporter(spec, ChartTheme::light()).exportSvg(path, QSize(1600, 900)).ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QString error;
        QCOMPARE(svgTitle(svg, &error), spec.title);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(svg.contains("<desc>"));
        QVERIFY(svg.contains("viewBox=\"0 0 800 450\""));
    }

    // A source's file name is never cut at its hyphens, whatever the length of the folder before it (a clone in a
    // temporary folder of CI once cut "randread-qd8-jobs1.json" after "qd8-").
    void footnoteKeepsFileNamesWhole()
    {
        const QStringList files { QStringLiteral("randread-qd1-jobs1.json"),
            QStringLiteral("randread-qd8-jobs1.json") };
        QStringList drawn;
        ChartExporter::setStageObserver(
            [&drawn](QChart& chart, const QString&) { drawn = chart.findChild<ChartOverlay*>()->footnoteLines(); });
        for (int length = 1; length <= 120; length += 3) {
            ChartSpec spec = curveSpec();
            const QString folder = QStringLiteral("/tmp/") + QString(length, QLatin1Char('x'))
                + QStringLiteral("/ceph-rbd-hdd-randread-qd-sweep/");
            spec.sources
                = { QStringLiteral("%1 (6 files: %2 … %3, measured 2019-01-19)").arg(folder, files[0], files[1]),
                      QStringLiteral("%1 (6 files: %2 … %3)").arg(folder, files[0], files[1]) };
            drawn.clear();
            QVERIFY(!ChartExporter(spec, ChartTheme::light()).svgDocument(QSizeF(640, 400)).isEmpty());
            QVERIFY(drawn.size() > 2);
            const QString whole = drawn.join(QLatin1Char('\n'));
            for (const QString& file : files) {
                QCOMPARE(whole.count(file), 2);
            }
            for (const QString& line : drawn) {
                QVERIFY2(!line.endsWith(QLatin1Char('-')), qPrintable(whole));
            }
        }
        ChartExporter::setStageObserver({});
    }

    void pdf()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tiers.pdf"));
        const ChartSpec spec = demoSpec(
            ChartKind::Tiers, {}, { QStringLiteral("atto-top-speed-read"), QStringLiteral("atto-top-speed-write") });
        QVERIFY(ChartExporter(spec, ChartTheme::light()).exportPdf(path, QSize(1920, 1080)).ok());
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), { path });
        QVERIFY2(
            info.waitForFinished(30000), "pdfinfo (poppler-utils, installed by packaging/bootstrap.sh) did not run");
        QCOMPARE(info.exitCode(), 0);
        const QString out = QString::fromUtf8(info.readAllStandardOutput());
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))), qPrintable(out));
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("Page size:\\s+960 x 540 pts"))), qPrintable(out));
        QVERIFY(out.contains(spec.title));
        // Vector: the chart is drawn, not pasted in as a picture.
        QProcess images;
        images.start(QStringLiteral("pdfimages"), { QStringLiteral("-list"), path });
        QVERIFY(images.waitForFinished(30000));
        const QStringList rows
            = QString::fromUtf8(images.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 2); // the header lines only
    }

    void failuresAreReported_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("png in a missing folder")
            << QStringLiteral("/nonexistent-folder/x.png") << QStringLiteral("cannot write");
        QTest::newRow("svg in a missing folder")
            << QStringLiteral("/nonexistent-folder/x.svg") << QStringLiteral("cannot write");
        QTest::newRow("pdf in a missing folder")
            << QStringLiteral("/nonexistent-folder/x.pdf") << QStringLiteral("cannot write");
        QTest::newRow("unknown suffix") << QStringLiteral("x.gif") << QStringLiteral("must end in .png, .svg or .pdf");
    }

    void failuresAreReported()
    {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        const auto written = ChartExporter(curveSpec(), ChartTheme::light()).exportTo(path, QSize(800, 600));
        QVERIFY(!written.ok());
        QVERIFY2(written.error().contains(reason), qPrintable(written.error()));
        QVERIFY(written.error().contains(path));
    }

    void sizeOutOfRange()
    {
        QTemporaryDir dir;
        const auto written = ChartExporter(curveSpec(), ChartTheme::light())
                                 .exportPng(dir.filePath(QStringLiteral("x.png")), QSize(50, 50));
        QVERIFY(!written.ok());
        QVERIFY(written.error().contains(QStringLiteral("50×50")));
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
