// SPDX-License-Identifier: GPL-3.0-or-later
// High-DPI: on a screen of device pixel ratio 2 (QT_SCALE_FACTOR=2, set before the application starts), the images
// Headroom draws itself carry the ratio and the pixels for it — the charts' marker images, a chart's copy, the report
// preview's pages — instead of being drawn at 1 and scaled up (blurred).
#include "charts/chartbuilder.h"
#include "charts/chartexporter.h"
#include "charts/markerimage.h"
#include "gather/advisorrequest.h"
#include "mainwindow.h"
#include "pages/advisorpage.h"
#include "pages/reportdialog.h"

#include <cmath>

#include <QApplication>
#include <QLabel>
#include <QMimeData>
#include <QPixmap>
#include <QScreen>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

using namespace headroom;
using namespace headroom::charts;
using namespace Qt::StringLiterals;

namespace {
constexpr qreal kScreenRatio = 2;

ChartSpec curveSpec()
{
    ChartSpec spec;
    spec.kind = ChartKind::Curve;
    spec.title = u"IOPS vs latency"_s;
    spec.xAxis = SpecAxis { u"IOPS"_s, AxisScale::Linear, TickStyle::Iops, 0, 4000, {} };
    spec.yAxis = SpecAxis { u"Latency (ms)"_s, AxisScale::Linear, TickStyle::Plain, 0, 2, {} };
    SpecSeries series;
    series.name = u"Lab"_s;
    series.points = { SpecPoint(1000, 0.2), SpecPoint(2000, 0.5), SpecPoint(3000, 1.4) };
    spec.series = { series };
    return spec;
}
} // namespace

class TestHighDpi : public QObject {
    Q_OBJECT
private slots:
    void screenHasRatio2();
    void markerImageCarriesItsRatio_data();
    void markerImageCarriesItsRatio();
    void screenChartMarkersAtTheScreensRatio();
    void chartCopyAtRatio2();
    void reportPreviewAtTheScreensRatio();
};

void TestHighDpi::screenHasRatio2()
{
    QCOMPARE(QGuiApplication::primaryScreen()->devicePixelRatio(), kScreenRatio);
    QVERIFY(markerPixelRatio() >= kScreenRatio);
}

void TestHighDpi::markerImageCarriesItsRatio_data()
{
    QTest::addColumn<qreal>("ratio");
    QTest::newRow("1") << qreal(1);
    QTest::newRow("2") << qreal(2);
    QTest::newRow("3") << qreal(3);
}

// A 12 px marker at ratio r: 12·r pixels a side, ratio r, so 12 px of the chart; filled in the middle, clear in
// the corners (a circle).
void TestHighDpi::markerImageCarriesItsRatio()
{
    QFETCH(qreal, ratio);
    const QImage image
        = markerImage(QScatterSeries::MarkerShapeCircle, 12, QBrush(Qt::blue), QPen(Qt::white, 1), ratio);
    const int side = static_cast<int>(std::ceil(12 * ratio));
    QCOMPARE(image.size(), QSize(side, side));
    QCOMPARE(image.devicePixelRatio(), ratio);
    QCOMPARE(image.deviceIndependentSize(), QSizeF(12, 12));
    QCOMPARE(image.pixelColor(side / 2, side / 2), QColor(Qt::blue));
    QCOMPARE(image.pixelColor(0, 0).alpha(), 0);
}

void TestHighDpi::screenChartMarkersAtTheScreensRatio()
{
    const ChartTheme theme = ChartTheme::light();
    std::unique_ptr<QChart> chart(ChartBuilder(curveSpec(), theme, ChartBuilder::Output::Screen).build());
    int markers = 0;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        if (!line || line->lightMarker().isNull()) {
            continue;
        }
        const QImage marker = line->lightMarker();
        QCOMPARE(marker.devicePixelRatio(), markerPixelRatio());
        QCOMPARE(marker.deviceIndependentSize(), QSizeF(theme.markerSize(), theme.markerSize()));
        ++markers;
    }
    QCOMPARE(markers, 1);
}

// The copy (Edit › Copy of a chart) is the export's: the requested pixels, at ratio 2, whatever the screen's.
void TestHighDpi::chartCopyAtRatio2()
{
    const ChartExporter exporter(curveSpec(), ChartTheme::light());
    const QSize pixels(1920, 1080);
    const QImage rendered = exporter.renderImage(pixels);
    QCOMPARE(rendered.size(), pixels);
    QCOMPARE(rendered.devicePixelRatio(), 2.0);
    QCOMPARE(rendered.deviceIndependentSize(), QSizeF(960, 540));
    std::unique_ptr<QMimeData> copied = exporter.mimeData(pixels);
    QVERIFY(copied);
    const QImage image = qvariant_cast<QImage>(copied->imageData());
    QCOMPARE(image.size(), pixels);
    QCOMPARE(image.devicePixelRatio(), 2.0);
    QImage png;
    QVERIFY(png.loadFromData(copied->data(u"image/png"_s), "PNG"));
    QCOMPARE(png.size(), pixels);
}

// Each previewed page is drawn at the screen's ratio: twice the pixels, the same size on screen.
void TestHighDpi::reportPreviewAtTheScreensRatio()
{
    QCoreApplication::setOrganizationName(u"headroom-test"_s);
    QCoreApplication::setApplicationName(u"tst_highdpi"_s);
    MainWindow window;
    QVERIFY(window.showAdvisorExample());
    auto* advisor = window.findChild<AdvisorPage*>();
    QVERIFY(advisor && advisor->result());
    auto used = measurementsBehind(*window.library(), *advisor->result());
    QVERIFY(used);
    ReportDialog dialog(*advisor->result(), *used, &window);
    QVERIFY(dialog.previewPageCount() > 0);
    int pages = 0;
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        const QPixmap page = label->pixmap();
        if (page.isNull()) {
            continue;
        }
        QCOMPARE(page.devicePixelRatio(), kScreenRatio);
        QCOMPARE(page.size(), (page.deviceIndependentSize() * kScreenRatio).toSize());
        QVERIFY(page.deviceIndependentSize().width() > 100); // a page, not an icon
        ++pages;
    }
    QCOMPARE(pages, dialog.previewPageCount());
}

int main(int argc, char** argv)
{
    qputenv("QT_SCALE_FACTOR", QByteArray::number(kScreenRatio)); // before the application reads it
    QApplication app(argc, argv);
    TestHighDpi test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_highdpi.moc"
