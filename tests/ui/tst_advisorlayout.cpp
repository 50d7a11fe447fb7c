// SPDX-License-Identifier: GPL-3.0-or-later
// The Advisor leads with the answer: in the main window at 1280 × 800 and 1920 × 1080 the recommendation and every
// row of the options table are on screen without scrolling, and the chart's legend shows the full names. Renders
// the screenshots reviewed for issue 15 when HEADROOM_SCREENSHOT_DIR is set.
#include "charts/advisorchart.h"
#include "charts/runwaychart.h"
#include "mainwindow.h"
#include "pages/advisorpage.h"

#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

using namespace headroom;

class TstAdvisorLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void answerIsVisibleWithoutScrolling_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void answerIsVisibleWithoutScrolling()
    {
        QFETCH(QSize, size);
        QSettings().clear(); // no remembered Advisor inputs from an earlier row
        MainWindow window;
        window.openInitialLibrary(QString());
        window.resize(size);
        QVERIFY(window.showWorkspace(QStringLiteral("Advisor")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = window.findChild<AdvisorPage*>();
        QVERIFY(page);
        QSignalSpy spy(page, &AdvisorPage::resultChanged);
        page->findChild<QLineEdit*>(QStringLiteral("nodePrice"))->setText(QStringLiteral("100000 USD"));
        QVERIFY(spy.wait(2000));
        QCoreApplication::processEvents();
        if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
            QVERIFY(window.saveScreenshot(
                QString::fromLocal8Bit(out) + QStringLiteral("/advisor-%1x%2.png").arg(size.width()).arg(size.height()),
                QStringLiteral("Advisor")));
        }

        auto* options = page->findChild<QTableView*>(QStringLiteral("advisorOptions"));
        QVERIFY(options);
        QCOMPARE(options->model()->rowCount(), 3); // baseline, network upgrade, added nodes
        // Every row inside the visible part of the scroll area that holds the numbers.
        QScrollArea* numbers = nullptr;
        for (QWidget* w = options->parentWidget(); w && !numbers; w = w->parentWidget()) {
            numbers = qobject_cast<QScrollArea*>(w);
        }
        QVERIFY(numbers);
        const QRect visible = numbers->viewport()->rect();
        const QRect table(options->mapTo(numbers->viewport(), QPoint(0, 0)), options->size());
        QVERIFY2(visible.contains(QPoint(visible.left() + 1, table.bottom())),
            qPrintable(QStringLiteral("options table bottom %1, visible height %2")
                           .arg(table.bottom())
                           .arg(visible.height())));
        QVERIFY(options->rowViewportPosition(2) + options->rowHeight(2) <= options->viewport()->height());
        const QRect inWindow(options->mapTo(&window, QPoint(0, 0)), options->size());
        QVERIFY(window.rect().contains(inWindow.bottomLeft()));

        auto* legend = page->findChild<QLabel*>(QStringLiteral("advisorLegend"));
        QVERIFY(legend && legend->isVisible());
        const QString legendText = QString(legend->text()).replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
        QVERIFY2(legendText.contains(QStringLiteral("VxRail ESA 6-node 25GbE (baseline)")), qPrintable(legendText));
        QVERIFY(!legend->text().contains(QStringLiteral("…")));
    }

    // At 1280 × 800 the chart under the numbers has half the page for its plot (it had about 80 px, its axis labels
    // elided): the curves on the Advisor, the runway on the start panel's example (a customer's demand).
    void chartGetsHalfThePage_data()
    {
        QTest::addColumn<QString>("workspace");
        QTest::addColumn<bool>("runway");
        QTest::newRow("Advisor") << QStringLiteral("Advisor") << false;
        QTest::newRow("Advisor example") << QStringLiteral("Advisor example") << true;
    }
    void chartGetsHalfThePage()
    {
        QFETCH(QString, workspace);
        QFETCH(bool, runway);
        QSettings().clear();
        MainWindow window;
        window.openInitialLibrary(QString());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = window.findChild<AdvisorPage*>();
        QVERIFY(page);
        QVERIFY(window.showWorkspace(workspace));
        if (!runway) {
            QSignalSpy spy(page, &AdvisorPage::resultChanged);
            page->findChild<QLineEdit*>(QStringLiteral("nodePrice"))->setText(QStringLiteral("100000 USD"));
            QVERIFY(spy.wait(2000));
        }
        QCoreApplication::processEvents();
        QCOMPARE(page->runwayShown(), runway);
        QChartView* view = runway ? page->runwayChart()->chartView() : page->chart()->chartView();
        QVERIFY(view->isVisible());
        QVERIFY2(view->height() >= page->height() / 2,
            qPrintable(QStringLiteral("chart %1 px of a %2 px page").arg(view->height()).arg(page->height())));
        // The plot itself, not only the title and axes, has the room.
        QVERIFY2(view->chart()->plotArea().height() >= page->height() / 4,
            qPrintable(QStringLiteral("plot %1 px").arg(view->chart()->plotArea().height())));
    }
};

QTEST_MAIN(TstAdvisorLayout)
#include "tst_advisorlayout.moc"
