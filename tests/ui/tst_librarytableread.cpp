// SPDX-License-Identifier: GPL-3.0-or-later
// The Library's table of a library larger than a page: the window shows the first page as soon as the library opens,
// says how far the read is, and takes the other pages as it paints and answers: sorted, copied whole and closed
// mid-read like a table read at once; the Advisor behind it surveys the library after the first paint. The library is
// grown from one real measurement of Debian's fio (tests/perf/generatedlibrary.h) to 3,500 measurements: four pages of
// SQLite's 1,000.

#include "mainwindow.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "pages/advisorpage.h"
#include "perf/generatedlibrary.h"
#include "perf/reallibrary.h"
#include "support/findchild.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::child;

namespace {
constexpr int kMeasurements = 3500;
constexpr int kFirstPage = 1000; // a SQLite library's page (MeasurementTableModel)
} // namespace

class TestLibraryTableRead : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_library;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString real = m_dir.filePath(QStringLiteral("real.headroom"));
        const QString made = perf::makeRealLibrary(m_dir.path(), real);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        m_library = m_dir.filePath(QStringLiteral("grown.headroom"));
        const QString error = perf::generateLibrary(real, m_library, kMeasurements);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    // The first page at once, the status saying how far; every row after, and what the library holds.
    void showsTheFirstPageThenEveryRow()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openLibrary(m_library));
        QCOMPARE(window.measurementProxy()->rowCount(), kFirstPage);
        QVERIFY(window.measurementModel()->isReading());
        QCOMPARE(window.statusBar()->currentMessage(),
            QStringLiteral("Reading the library: %1 of %2 measurements…")
                .arg(QLocale().toString(kFirstPage), QLocale().toString(kMeasurements)));
        QTRY_VERIFY_WITH_TIMEOUT(!window.measurementModel()->isReading(), 30'000);
        QCOMPARE(window.measurementProxy()->rowCount(), kMeasurements);
        // The English plurals come from the application's translation, which a test does not load: "measurement(s)".
        const QString counts = window.statusBar()->currentMessage();
        QVERIFY2(counts.startsWith(QStringLiteral("%1 measurement").arg(QLocale().toString(kMeasurements))),
            qPrintable(counts));
        QVERIFY2(counts.contains(QStringLiteral(", 8 system")), qPrintable(counts)); // 7 grown, and the real run's
    }

    // A sort chosen while the pages arrive holds over every row once they are in.
    void keepsTheSortChosenWhileReading()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openLibrary(m_library));
        auto* table = child<QTableView>(window, "libraryTable");
        table->sortByColumn(MeasurementTableModel::IopsColumn, Qt::DescendingOrder);
        QTRY_VERIFY_WITH_TIMEOUT(!window.measurementModel()->isReading(), 30'000);
        const MeasurementFilterProxy* proxy = window.measurementProxy();
        QCOMPARE(proxy->rowCount(), kMeasurements);
        double previous = std::numeric_limits<double>::infinity();
        for (int row = 0; row < proxy->rowCount(); ++row) {
            const double iops = proxy->index(row, MeasurementTableModel::IopsColumn)
                                    .data(MeasurementTableModel::RawValueRole)
                                    .toDouble();
            QVERIFY2(
                iops <= previous, qPrintable(QStringLiteral("row %1: %2 after %3").arg(row).arg(iops).arg(previous)));
            previous = iops;
        }
    }

    // A copy of the table made after the first page holds every row: the rest is read first (as for an export).
    void copiesEveryRowWhileReading()
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openLibrary(m_library));
        QVERIFY(window.measurementModel()->isReading());
        auto* table = child<QTableView>(window, "libraryTable");
        table->setFocus(Qt::MouseFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), table);
        child<QAction>(window, "copy")->trigger();
        QVERIFY(!window.measurementModel()->isReading());
        const QMimeData* data = QGuiApplication::clipboard()->mimeData();
        QVERIFY(data);
        const QByteArray tsv = data->data(QStringLiteral("text/tab-separated-values"));
        QCOMPARE(tsv.count('\n') + (tsv.endsWith('\n') ? 0 : 1), kMeasurements + 1); // the header and every row
    }

    // Another library opened mid-read: the pages of the first stop, the table shows the second.
    void anotherLibraryStopsTheRead()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openLibrary(m_library));
        QVERIFY(window.measurementModel()->isReading());
        QVERIFY(window.openDemo());
        QVERIFY(!window.measurementModel()->isReading());
        const int demoRows = window.measurementProxy()->rowCount();
        QVERIFY(demoRows > 0 && demoRows < kFirstPage);
        QTest::qWait(100);
        QCOMPARE(window.measurementProxy()->rowCount(), demoRows);
    }

    // The Advisor behind the Library surveys the opened library once the window has painted it (its survey of a large
    // library is the longest pause of the opening); in front, or asked for an answer, it reads at once.
    void theAdvisorBehindReadsAfterThePaint()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* advisor = window.findChild<AdvisorPage*>();
        QVERIFY(advisor);
        auto* workloads = qobject_cast<QComboBox*>(advisor->fieldWidget(QStringLiteral("workload")));
        QVERIFY(workloads);
        QVERIFY(window.openDemo());
        QCOMPARE(workloads->count(), 0); // not read yet: the Library is in front
        QTRY_VERIFY(workloads->count() > 0);
        QVERIFY(advisor->result());

        MainWindow advisorInFront;
        advisorInFront.show();
        QVERIFY(QTest::qWaitForWindowExposed(&advisorInFront));
        QVERIFY(advisorInFront.showWorkspace(QStringLiteral("Advisor")));
        QVERIFY(advisorInFront.openDemo());
        QVERIFY(advisorInFront.findChild<AdvisorPage*>()->result());

        MainWindow asked;
        asked.show();
        QVERIFY(QTest::qWaitForWindowExposed(&asked));
        QVERIFY(asked.openDemo());
        QVERIFY(asked.showAdvisorExample()); // the start panel's example, at once
        QVERIFY(asked.findChild<AdvisorPage*>()->result());
    }
};

QTEST_MAIN(TestLibraryTableRead)
#include "tst_librarytableread.moc"
