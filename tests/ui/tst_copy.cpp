// SPDX-License-Identifier: GPL-3.0-or-later
// Edit › Copy (Ctrl+C) on what was clicked last: a chart as PNG and SVG, a numbers table as tab-separated values.
#include "charts/advisorchart.h"
#include "charts/comparepage.h"
#include "charts/spectablemodel.h"
#include "mainwindow.h"
#include "support/findchild.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QGraphicsView>
#include <QImage>
#include <QLineEdit>
#include <QMimeData>
#include <QTableView>
#include <QTest>

using namespace headroom;
using namespace Qt::StringLiterals;
using headroom::testing::child;

namespace {
void showActive(MainWindow& window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

void focusOn(QWidget* widget)
{
    widget->setFocus(Qt::MouseFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), widget);
}
} // namespace

class TestCopy : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void copiesTheAdvisorChartAsPngAndSvg();
    void copiesTheCompareTableAsTsv();
    void copiesTheSelectedTextOfAField();
    void saysWhenThereIsNothingToCopy();
};

void TestCopy::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_copy"));
}

void TestCopy::init()
{
    QGuiApplication::clipboard()->clear();
}

void TestCopy::copiesTheAdvisorChartAsPngAndSvg()
{
    MainWindow window;
    window.openDemo();
    QVERIFY(window.showAdvisorExample());
    showActive(window);
    auto* chart = window.findChild<charts::AdvisorChart*>();
    QVERIFY(chart);
    QVERIFY(chart->hasChart());
    focusOn(chart->findChild<QGraphicsView*>()); // the QChartView
    QTest::keySequence(&window, QKeySequence::Copy);
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    QVERIFY(data);
    QVERIFY2(data->hasFormat(QStringLiteral("image/png")), qPrintable(data->formats().join(u", "_s)));
    const QImage png = QImage::fromData(data->data(QStringLiteral("image/png")), "PNG");
    QVERIFY(!png.isNull());
    QCOMPARE(png.size(), QSize(1920, 1080));
    const QByteArray svg = data->data(QStringLiteral("image/svg+xml"));
    QVERIFY2(svg.startsWith("<?xml") || svg.contains("<svg"), svg.left(80).constData());
    QVERIFY(svg.contains(chart->spec().title.toHtmlEscaped().toUtf8())); // the <title> of the same chart
}

void TestCopy::copiesTheCompareTableAsTsv()
{
    MainWindow window;
    window.openDemo();
    showActive(window);
    QVERIFY(window.showWorkspace(QStringLiteral("Compare")));
    auto* page = window.findChild<charts::ComparePage*>();
    QVERIFY(page);
    page->rebuildNow();
    const charts::SpecTableModel* model = page->tableModel();
    QVERIFY(model->rowCount() > 0);
    focusOn(page->tableView());
    child<QAction>(window, "copy")->trigger();
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    QVERIFY(data);
    QVERIFY2(data->hasFormat(QStringLiteral("text/tab-separated-values")), qPrintable(data->formats().join(u", "_s)));
    const QStringList lines = QString::fromUtf8(data->data(QStringLiteral("text/tab-separated-values")))
                                  .split(QLatin1Char(u'\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), model->rowCount() + 1);
    QStringList header;
    for (int column = 0; column < model->columnCount(); ++column) {
        header << model->headerData(column, Qt::Horizontal).toString();
    }
    QCOMPARE(lines.first(), header.join(QLatin1Char(u'\t')));
    const QAbstractItemModel* shown = page->tableView()->model(); // sorted as on screen
    for (int row = 0; row < shown->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < shown->columnCount(); ++column) {
            cells << shown->index(row, column).data().toString();
        }
        QCOMPARE(lines.at(row + 1), cells.join(QLatin1Char(u'\t')));
    }
    QCOMPARE(data->text(), QString::fromUtf8(data->data(QStringLiteral("text/tab-separated-values"))));
}

// In a text field Copy is the field's own: its selected text.
void TestCopy::copiesTheSelectedTextOfAField()
{
    MainWindow window;
    window.openDemo();
    showActive(window);
    child<QAction>(window, "findInLibrary")->trigger();
    auto* search = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(search);
    search->setText(QStringLiteral("Ceph"));
    search->selectAll();
    child<QAction>(window, "copy")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("Ceph"));
}

void TestCopy::saysWhenThereIsNothingToCopy()
{
    MainWindow window;
    window.openDemo();
    QString error;
    window.setErrorSink([&error](const QString& message) { error = message; });
    QVERIFY(window.showWorkspace(QStringLiteral("Benchmark")));
    child<QAction>(window, "copy")->trigger();
    QVERIFY2(error.contains(QStringLiteral("Nothing to copy")), qPrintable(error));
}

QTEST_MAIN(TestCopy)
#include "tst_copy.moc"
