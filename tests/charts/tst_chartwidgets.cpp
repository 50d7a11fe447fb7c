// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare workspace (controls → chart and the same numbers in the table) and the live chart's merged redraws.
#include "charts/comparepage.h"
#include "charts/livechart.h"
#include "charts/spectablemodel.h"
#include "mainwindow.h"
#include "store/resultslibrary.h"
#include "support/mustread.h"

#include <QAbstractItemModelTester>
#include <QImage>
#include <QPixmap>
#include <QSignalSpy>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

using namespace headroom;
using headroom::testing::mustRead;
using namespace headroom::charts;

namespace {
const QString k25 = QStringLiteral("VxRail ESA 6-node 25GbE");
const QString k100 = QStringLiteral("VxRail ESA 6-node 100GbE");

ComparePage* comparePage(MainWindow& window)
{
    auto* page = window.findChild<ComparePage*>();
    page->refreshFromLibrary();
    return page;
}
} // namespace

class TestChartWidgets : public QObject {
    Q_OBJECT
private slots:
    void compareWorkspaceDefaultsToACurve()
    {
        MainWindow window;
        QVERIFY(window.openDemo());
        ComparePage* page = comparePage(window);
        page->rebuildNow();
        // Curves first: the Ceph HDD / SSD fio sweeps (6 points each), not the published single points.
        QVERIFY(page->request().kind == ChartKind::Curve);
        QCOMPARE(page->request().workloads, QStringList { QStringLiteral("4k_100rd_100rand_j1") });
        QCOMPARE(page->spec().series.size(), 2);
        QCOMPARE(page->spec().series[0].points.size(), 6);
        QCOMPARE(page->chartView()->chart()->series().isEmpty(), false);
    }

    void compareReadsNothingUntilShownThenOnlyWhatItDraws()
    {
        MainWindow window;
        QVERIFY(window.openDemo());
        ResultsLibrary* library = window.library();
        auto* page = window.findChild<ComparePage*>();
        QVERIFY(page->spec().title.isEmpty()); // hidden: nothing read, nothing drawn
        const qint64 before = library->measurementsRead();
        page->refreshFromLibrary(); // what showing the page does: lists, defaults, one drawing
        const ChartRequest drawn = page->request();
        QVERIFY(!page->spec().title.isEmpty());
        qint64 expected = 0;
        for (const WorkloadCoverage& pair : mustRead(library->coverage())) {
            if (drawn.systems.contains(pair.systemName) && drawn.workloads.contains(pair.workloadName)) {
                expected += pair.measurementCount;
            }
        }
        QCOMPARE(library->measurementsRead() - before, expected);
        QVERIFY(expected < mustRead(library->measurementCount()));
    }

    void tableShowsTheChartsNumbers_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("workloads");
        QTest::addColumn<QString>("expectedCell");
        QTest::newRow("curve") << static_cast<int>(ChartKind::Curve) << QStringList { QStringLiteral("oltp32k") }
                               << QStringLiteral("350,000");
        QTest::newRow("throughput") << static_cast<int>(ChartKind::Throughput)
                                    << QStringList { QStringLiteral("512k-randread") } << QStringLiteral("3,393");
        QTest::newRow("compare") << static_cast<int>(ChartKind::Compare) << QStringList {} << QStringLiteral("+230 %");
    }

    void tableShowsTheChartsNumbers()
    {
        QFETCH(int, kind);
        QFETCH(QStringList, workloads);
        QFETCH(QString, expectedCell);
        MainWindow window;
        QVERIFY(window.openDemo());
        ComparePage* page = comparePage(window);
        QAbstractItemModelTester tester(page->tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page->setKind(static_cast<ChartKind>(kind));
        page->setChecked({ k25, k100 }, workloads);
        page->rebuildNow();
        QVERIFY2(page->message().isEmpty() || !page->spec().title.isEmpty(), qPrintable(page->message()));
        const SpecTableModel* model = page->tableModel();
        QStringList cells;
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                cells << model->index(r, c).data().toString();
            }
        }
        QVERIFY2(cells.contains(expectedCell), qPrintable(cells.join(QLatin1Char('|'))));
    }

    void problemsAreShownNotDrawn()
    {
        MainWindow window;
        QVERIFY(window.openDemo());
        ComparePage* page = comparePage(window);
        page->setKind(ChartKind::Compare);
        page->setChecked({ k25 }, {});
        page->rebuildNow();
        QVERIFY(page->spec().title.isEmpty());
        QVERIFY(page->message().contains(QStringLiteral("exactly two systems")));
        QVERIFY(page->chartView()->chart()->series().isEmpty());
    }

    void liveChartMergesRedraws()
    {
        LiveChart chart;
        for (int second = 0; second < 100; ++second) {
            chart.addSample(second, 1000 + second, 250000, 900000);
        }
        // A hundred samples in one burst: nothing drawn yet, one redraw pending.
        QCOMPARE(chart.redrawCount(), 0);
        QVERIFY(chart.redrawPending());
        QTRY_COMPARE(chart.redrawCount(), 1);
        QCOMPARE(chart.pointCount(), 100);
        QCOMPARE(LiveChart::kRedrawIntervalMs, 100); // ≤ 10 Hz
        QCOMPARE(chart.chart()->animationOptions(), QChart::NoAnimation);
        chart.clear();
        QCOMPARE(chart.pointCount(), 0);
    }

    // Six-digit IOPS were cut to "2000…" on a narrow axis: above 10,000 the axis counts thousands ("150K").
    void liveChartCountsThousandsOfIops()
    {
        LiveChart chart;
        chart.addSample(1, 9000, 250000, 900000);
        QTRY_COMPARE(chart.redrawCount(), 1);
        auto* series = qobject_cast<QLineSeries*>(chart.chart()->series().first());
        auto* axis = qobject_cast<QValueAxis*>(series->attachedAxes().last());
        QVERIFY(series && axis && axis->orientation() == Qt::Vertical);
        QCOMPARE(series->at(0).y(), 9000.0);
        QCOMPARE(axis->labelFormat(), QStringLiteral("%.0f"));
        chart.addSample(2, 150000, 250000, 900000);
        QTRY_COMPARE(chart.redrawCount(), 2);
        QCOMPARE(series->at(1).y(), 150.0);
        QCOMPARE(axis->labelFormat(), QStringLiteral("%.0fK"));
        QVERIFY(axis->max() >= 150.0 && axis->max() < 1000.0);
        QCOMPARE(chart.iopsSamples().last().y(), 150000.0); // the samples keep their unit
    }

    // A sweep point's boundary is drawn as a line where it begins; clear() removes it with the samples.
    void liveChartMarksBoundaries()
    {
        LiveChart chart;
        chart.resize(600, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        for (int second = 0; second < 20; ++second) {
            chart.addSample(second, 1000, 250000, 900000);
        }
        QTRY_COMPARE(chart.redrawCount(), 1);
        QCoreApplication::sendPostedEvents(); // the chart's layout follows the new axis ranges
        const QImage plain = chart.grab().toImage();
        chart.addBoundary(10.5, QStringLiteral("QD 4"));
        QTRY_COMPARE(chart.redrawCount(), 2);
        QCoreApplication::sendPostedEvents();
        const QImage marked = chart.grab().toImage();
        QCOMPARE(chart.boundaries().size(), 1);
        QCOMPARE(chart.boundaries().first().label, QStringLiteral("QD 4"));
        auto* series = chart.chart()->series().first();
        const int x = qRound(chart.chart()->mapToPosition(QPointF(10.5, 0), series).x());
        const int bottom = qRound(chart.chart()->plotArea().bottom()) - 2;
        bool lineDrawn = false;
        for (int dx = -1; dx <= 1 && !lineDrawn; ++dx) {
            lineDrawn = plain.pixel(x + dx, bottom) != marked.pixel(x + dx, bottom);
        }
        QVERIFY2(lineDrawn, "no boundary line at the plot's foot");
        QVERIFY(plain.pixel(x - 40, bottom) == marked.pixel(x - 40, bottom)); // nothing drawn elsewhere
        chart.clear();
        QVERIFY(chart.boundaries().isEmpty());
    }
};

QTEST_MAIN(TestChartWidgets)
#include "tst_chartwidgets.moc"
