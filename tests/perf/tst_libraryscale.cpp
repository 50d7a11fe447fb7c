// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI's Library table against library size: libraries of 10,000 and 100,000 measurements (and 1,000,000 with
// HEADROOM_PERF_FULL=1), made from one real measurement of Debian's fio (generatedlibrary.h), each opened in the main
// window offscreen: the time to the first paint of the table (open + rows drawn), to sort it by IOPS and by Latency,
// to filter it by a system and by a text, and the peak memory of it all, beside the same rows read by the sqlite3
// shell as the reference. Printed as "FIGURE ..." lines (ctest -R tst_libraryscale -V). Linear growth keeps each
// 10x/1x time ratio near 10 (a quadratic step makes it 100): the test fails above 20, and when the peak memory grows by
// more than 1 KB per measurement more (a table holding the measurements themselves takes ~3 KB each). The issue's
// target (each step under 1 s at 100,000 in a Release build) is enforced with HEADROOM_PERF_STRICT=1 only: the machine
// is shared.
#include "../importers/fiorunner.h"
#include "generatedlibrary.h"
#include "importers/importplan.h"
#include "lastpagewait.h"
#include "mainwindow.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "processmemory.h"
#include "reallibrary.h"
#include "sqliteshell.h"
#include "support/findchild.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::child;

namespace {

constexpr double kTargetMs = 1000;

struct Figures {
    qint64 measurements = 0;
    double sqliteMs = 0;
    double firstPaintMs = 0;
    double allRowsMs = 0; // from opening to the last page of the table read (the first paint shows the first)
    double rowsReadMs = 0; // the table model reading every page at once
    double longestPauseMs = 0; // the longest the window did not answer while the other pages arrived
    double sortIopsMs = 0;
    double sortLatencyMs = 0;
    double systemFilterMs = 0;
    double searchMs = 0;
    double baseRssMb = 0; // before the library is opened
    double peakRssMb = 0;

    QList<std::pair<const char*, double>> steps() const
    {
        return { { "first paint", firstPaintMs }, { "sort by IOPS", sortIopsMs }, { "sort by Latency", sortLatencyMs },
            { "system filter", systemFilterMs }, { "text filter", searchMs } };
    }
};

double msSince(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// The table drawn as a user would see it: grab() lays out and paints the rows in view.
bool painted(QTableView* table)
{
    return !table->grab().isNull();
}

} // namespace

class TestLibraryScale : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_real; // a library holding one real fio measurement

    Figures measure(qint64 count)
    {
        Figures figures;
        figures.measurements = count;
        const QString path = m_dir.filePath(QStringLiteral("library-%1.headroom").arg(count));
        const QString error = perf::generateLibrary(m_real, path, count);
        if (!error.isEmpty()) {
            qWarning("%s", qPrintable(error));
            return figures;
        }
        const perf::ChildRun shell = perf::sqliteShell(m_dir, path);
        figures.sqliteMs = shell.exitCode == 0 ? shell.wallSec * 1000 : -1; // wall time, as the window's steps
        perf::resetPeakRss();
        figures.baseRssMb = perf::residentMb("VmRSS");
        {
            MainWindow window;
            window.show();
            if (!QTest::qWaitForWindowExposed(&window)) {
                return figures;
            }
            measureWindow(window, path, figures);
        }
        figures.peakRssMb = perf::residentMb("VmHWM");
        QFile::remove(path);
        return figures;
    }

    // The steps a user takes, each timed to the table painted again.
    void measureWindow(MainWindow& window, const QString& path, Figures& figures)
    {
        auto* table = child<QTableView>(window, "libraryTable");
        QElapsedTimer timer;
        timer.start();
        if (!window.openLibrary(path) || !painted(table)) {
            return;
        }
        figures.firstPaintMs = msSince(timer);
        // The other pages arrive as the window paints (MeasurementTableModel::Reading::Progressively).
        const perf::LastPageWait wait = perf::waitForTheLastPage(*window.measurementModel(), 600'000);
        QVERIFY(wait.arrived);
        figures.allRowsMs = msSince(timer);
        figures.longestPauseMs = static_cast<double>(wait.longestPauseMs);
        QCOMPARE(window.measurementProxy()->rowCount(), static_cast<int>(figures.measurements));

        timer.restart();
        table->sortByColumn(MeasurementTableModel::IopsColumn, Qt::DescendingOrder);
        QVERIFY(painted(table));
        figures.sortIopsMs = msSince(timer);
        const auto iopsAt = [&window](int row) {
            return window.measurementProxy()
                ->index(row, MeasurementTableModel::IopsColumn)
                .data(MeasurementTableModel::RawValueRole)
                .toDouble();
        };
        QVERIFY(iopsAt(0) > iopsAt(window.measurementProxy()->rowCount() - 1)); // sorted over every row

        timer.restart();
        table->sortByColumn(MeasurementTableModel::LatencyColumn, Qt::AscendingOrder);
        QVERIFY(painted(table));
        figures.sortLatencyMs = msSince(timer);

        auto* systems = child<QComboBox>(window, "librarySystemFilter");
        timer.restart();
        systems->setCurrentIndex(systems->findText(QStringLiteral("system 3")));
        QVERIFY(painted(table));
        figures.systemFilterMs = msSince(timer);
        QCOMPARE(window.measurementProxy()->rowCount(), perf::kWorkloads * perf::kQueueDepths);
        systems->setCurrentIndex(0);

        // Matches one workload's name in 50, and no figure: every figure of the other rows is written and looked at.
        timer.restart();
        child<QLineEdit>(window, "librarySearch")->setText(QStringLiteral("Workload 7"));
        QVERIFY(painted(table));
        figures.searchMs = msSince(timer);
        QCOMPARE(window.measurementProxy()->rowCount(), static_cast<int>(figures.measurements / perf::kWorkloads));

        timer.restart();
        QVERIFY(window.measurementModel()->load(*window.library()).ok());
        figures.rowsReadMs = msSince(timer);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_real = m_dir.filePath(QStringLiteral("real.headroom"));
        const QString error = perf::makeRealLibrary(m_dir.path(), m_real);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(perf::resetPeakRss());
    }

    void tableGrowsLinearly()
    {
        const QList<qint64> sizes
            = perf::fullScale() ? QList<qint64> { 10'000, 100'000, 1'000'000 } : QList<qint64> { 10'000, 100'000 };
        QList<Figures> all;
        for (const qint64 size : sizes) {
            all << measure(size);
            if (QTest::currentTestFailed()) {
                return;
            }
            const Figures& f = all.last();
            QVERIFY2(f.firstPaintMs > 0, "the library did not open");
            QVERIFY2(f.sqliteMs > 0, "the sqlite3 shell could not read the library");
            qInfo("FIGURE Library table %lld measurements: first paint %.0f ms (every row in %.0f ms, the window"
                  " answering within %.0f ms meanwhile; read at once %.0f ms), sort by IOPS %.0f ms,"
                  " by Latency %.0f ms, system filter %.0f ms, text filter %.0f ms; peak RSS %.0f MB (%.0f MB before"
                  " opening); sqlite3 shell %.0f ms (first paint %.1fx the shell)",
                f.measurements, f.firstPaintMs, f.allRowsMs, f.longestPauseMs, f.rowsReadMs, f.sortIopsMs,
                f.sortLatencyMs, f.systemFilterMs, f.searchMs, f.peakRssMb, f.baseRssMb, f.sqliteMs,
                f.firstPaintMs / f.sqliteMs);
            if (qEnvironmentVariableIntValue("HEADROOM_PERF_STRICT") == 1 && f.measurements == 100'000) {
                for (const auto& [step, ms] : f.steps()) {
                    QVERIFY2(ms < kTargetMs, qPrintable(QStringLiteral("%1: %2 ms").arg(QLatin1String(step)).arg(ms)));
                }
            }
        }
        for (qsizetype i = 1; i < all.size(); ++i) {
            compare(all.at(i - 1), all.at(i));
        }
    }

private:
    void compare(const Figures& small, const Figures& large)
    {
        const QList<std::pair<const char*, double>> smallSteps = small.steps();
        const QList<std::pair<const char*, double>> largeSteps = large.steps();
        QStringList ratios;
        for (qsizetype s = 0; s < smallSteps.size(); ++s) {
            // A floor of 20 ms: below it a step's time on a shared machine is the paint and the neighbours, not the
            // rows (a sort of 13 ms at 10,000 under `ctest -j2` beside other builds made 23x). A sort is n log n, 12.5x
            // for 10x the rows; a quadratic step, 100x.
            const double ratio = largeSteps.at(s).second / std::max(smallSteps.at(s).second, 20.0);
            ratios << QStringLiteral("%1 %2x").arg(QLatin1String(smallSteps.at(s).first)).arg(ratio, 0, 'f', 1);
            QVERIFY2(ratio <= 20,
                qPrintable(QStringLiteral("%1: %2x the time for %3x the rows")
                               .arg(QLatin1String(smallSteps.at(s).first))
                               .arg(ratio)
                               .arg(large.measurements / small.measurements)));
        }
        qInfo("FIGURE Library table %lld/%lld measurements: %s; sqlite3 %.1fx", large.measurements, small.measurements,
            qPrintable(ratios.join(QStringLiteral(", "))), large.sqliteMs / small.sqliteMs);
        // What each measurement more costs: the window's own memory (widgets, fonts, the other pages) cancels out.
        const double grownMb = (large.peakRssMb - large.baseRssMb) - (small.peakRssMb - small.baseRssMb);
        const double bytesPerMeasurement
            = grownMb * 1024 * 1024 / static_cast<double>(large.measurements - small.measurements);
        qInfo("FIGURE Library table %lld/%lld measurements: %.0f bytes of peak memory per measurement more",
            large.measurements, small.measurements, bytesPerMeasurement);
        QVERIFY2(bytesPerMeasurement <= 1024,
            qPrintable(QStringLiteral("%1 bytes per measurement held").arg(bytesPerMeasurement)));
    }
};

QTEST_MAIN(TestLibraryScale)
#include "tst_libraryscale.moc"
