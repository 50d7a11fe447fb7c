// SPDX-License-Identifier: GPL-3.0-or-later
// The Benchmark page end to end: real short runs of the io_uring engine on files in a temporary directory, a QD
// sweep, cancel, saving to an on-disk library, and the target verdicts shown before start.
#include "../bench/diskimages.h"
#include "bench/benchmarkpage.h"
#include "bench/benchpointsmodel.h"
#include "bench/benchsetupform.h"
#include "charts/livechart.h"
#include "charts/sweepcurvechart.h"
#include "fieldmarks.h"
#include "librarysession.h"
#include "mainwindow.h"
#include "store/resultslibrary.h"
#include "support/findchild.h"
#include "support/mustread.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChart>

using namespace headroom;
using headroom::testing::mustRead;

// Runs the page's benchmark to its end, or skips (no io_uring) or fails the test with the reason.
#define RUN_TO_END(page)                                                                                               \
    do {                                                                                                               \
        QString why;                                                                                                   \
        const Outcome outcome = runToEnd(page, why);                                                                   \
        if (outcome == Outcome::Skip) {                                                                                \
            QSKIP(qPrintable(QStringLiteral("io_uring is unavailable here: ") + why));                                 \
        }                                                                                                              \
        QVERIFY2(outcome == Outcome::Ran, qPrintable(why));                                                            \
    } while (false)

class TestBenchmarkPage : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString testFile() const { return m_dir.filePath(QStringLiteral("bench.dat")); }

    // 4k random read on a new 16 MiB file, no ramp.
    void configure(BenchmarkPage& page, int runtimeSec, const QString& preset = QStringLiteral("4k-randread"))
    {
        BenchSetupForm* form = testing::child<BenchSetupForm>(page, "benchSetupForm");
        form->pathEdit()->setText(testFile());
        form->sizeEdit()->setText(QStringLiteral("16M"));
        form->presetCombo()->setCurrentIndex(form->presetCombo()->findData(preset));
        form->queueDepthSpin()->setValue(4);
        form->runtimeSpin()->setValue(runtimeSec);
        form->rampSpin()->setValue(0);
        page.refreshVerdict();
    }

    // An 8 MiB file carrying an ext4 file system (mkfs.ext4 on a plain file, no root); empty with a test failure.
    QString ext4Image()
    {
        const QString image = m_dir.filePath(QStringLiteral("ext4.img"));
        if (!QFileInfo::exists(image)) {
            if (testimages::mkfsExt4().isEmpty()) {
                QTest::qFail("mkfs.ext4 (e2fsprogs) not found", __FILE__, __LINE__);
                return {};
            }
            QString error;
            if (!testimages::makeExt4Image(image, &error)) {
                QTest::qFail(qPrintable(error), __FILE__, __LINE__);
                return {};
            }
        }
        return image;
    }

    static std::uint64_t histogramCount(const LatencyStats& stats)
    {
        std::uint64_t count = 0;
        for (const HistogramBin& bin : stats.histogram) {
            count += bin.count;
        }
        return count;
    }

    enum class Outcome { Ran, Skip, Failed };

    // Runs to the end. Skip: io_uring is unavailable here (a container without it); `why` says so.
    static Outcome runToEnd(BenchmarkPage& page, QString& why)
    {
        if (!testing::child<QPushButton>(page, "benchStartButton")->isEnabled()) {
            why = QStringLiteral("Start is disabled: ") + testing::child<QLabel>(page, "benchVerdictLabel")->text();
            return Outcome::Failed;
        }
        QSignalSpy finished(&page, &BenchmarkPage::runFinished);
        QSignalSpy failed(&page, &BenchmarkPage::runFailed);
        testing::child<QPushButton>(page, "benchStartButton")->click();
        QElapsedTimer clock;
        clock.start();
        while (finished.isEmpty() && failed.isEmpty() && clock.elapsed() < 120'000) {
            finished.wait(100); // returns early when the run finishes; a failure is seen on the next turn
        }
        if (!failed.isEmpty()) {
            why = failed.first().first().toString();
            return why.contains(QLatin1String("io_uring setup failed")) ? Outcome::Skip : Outcome::Failed;
        }
        if (finished.isEmpty() || page.isRunning()) {
            why = QStringLiteral("the run did not finish within two minutes");
            return Outcome::Failed;
        }
        return Outcome::Ran;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void singlePointRunsAndSaves()
    {
        LibrarySession session;
        BenchmarkPage page(&session);
        auto library = ResultsLibrary::open(m_dir.filePath(QStringLiteral("single.headroom")));
        QVERIFY2(library, library ? "" : qPrintable(library.error()));
        page.setLibrary(library->get());
        QAbstractItemModelTester tester(testing::child<BenchPointsModel>(page, "benchPointsModel"),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        configure(page, 1);
        QVERIFY(!testing::child<QPushButton>(page, "benchSaveButton")->isEnabled());
        RUN_TO_END(page);
        QCOMPARE(testing::child<QProgressBar>(page, "benchProgressBar")->value(),
            testing::child<QProgressBar>(page, "benchProgressBar")->maximum());
        QCOMPARE(testing::child<BenchPointsModel>(page, "benchPointsModel")->rowCount(), 1);
        QVERIFY(testing::child<BenchPointsModel>(page, "benchPointsModel")
                    ->index(0, BenchPointsModel::IopsColumn)
                    .data(BenchPointsModel::RawValueRole)
                    .toDouble()
            > 0);
        QTRY_VERIFY(testing::child<charts::LiveChart>(page, "benchLiveChart")->pointCount() > 0);
        QCOMPARE(testing::child<charts::SweepCurveChart>(page, "benchCurveChart")->pointCount(), 1);
        QVERIFY2(!QFileInfo::exists(testFile()), "the test file must be removed after the run");
        QVERIFY(testing::child<QLabel>(page, "benchStatusLabel")->text().contains(QLatin1String("Test file removed")));

        QSignalSpy saved(&page, &BenchmarkPage::resultsSaved);
        QVERIFY(testing::child<QPushButton>(page, "benchSaveButton")->isEnabled());
        testing::child<QComboBox>(page, "benchSystemCombo")->setEditText(QStringLiteral("bench-box"));
        testing::child<QPushButton>(page, "benchSaveButton")->click();
        QCOMPARE(saved.count(), 1);
        QVERIFY(!testing::child<QPushButton>(page, "benchSaveButton")
                     ->isEnabled()); // saved once; a second click would store a duplicate
        MeasurementQuery query;
        query.systemName = QStringLiteral("bench-box");
        const QList<Measurement> stored = mustRead((*library)->measurements(query));
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.first().workload.name, page.lastResult().points.first().measurement.workload.name);
        QVERIFY(stored.first().totalIops().value_or(0) > 0);
    }

    void queueDepthSweepDrawsCurve()
    {
        LibrarySession session;
        BenchmarkPage page(&session);
        configure(page, 1);
        BenchSetupForm* form = testing::child<BenchSetupForm>(page, "benchSetupForm");
        form->sweepCombo()->setCurrentIndex(
            form->sweepCombo()->findData(static_cast<int>(bench::SweepKind::QueueDepth)));
        form->queueDepthsEdit()->setText(QStringLiteral("2,1"));
        page.refreshVerdict();
        RUN_TO_END(page);
        QCOMPARE(testing::child<BenchPointsModel>(page, "benchPointsModel")->rowCount(), 2);
        QCOMPARE(testing::child<charts::SweepCurveChart>(page, "benchCurveChart")->pointCount(), 2);
        QCOMPARE(testing::child<BenchPointsModel>(page, "benchPointsModel")->index(0, 0).data().toString(),
            QStringLiteral("QD 1")); // sorted, load order
        QCOMPARE(testing::child<BenchPointsModel>(page, "benchPointsModel")->index(1, 0).data().toString(),
            QStringLiteral("QD 2"));
        QVERIFY(!QFileInfo::exists(testFile()));
    }

    void cancelStopsWithinASecond()
    {
        LibrarySession session;
        BenchmarkPage page(&session);
        configure(page, 30);
        QSignalSpy finished(&page, &BenchmarkPage::runFinished);
        QSignalSpy failed(&page, &BenchmarkPage::runFailed);
        testing::child<QPushButton>(page, "benchStartButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            testing::child<QProgressBar>(page, "benchProgressBar")->value() > 0 || !failed.isEmpty(), 30'000);
        if (!failed.isEmpty()) {
            QSKIP(qPrintable(failed.first().first().toString()));
        }
        QVERIFY(testing::child<QPushButton>(page, "benchCancelButton")->isEnabled());
        QElapsedTimer clock;
        clock.start();
        testing::child<QPushButton>(page, "benchCancelButton")->click();
        QVERIFY(finished.wait(5'000));
        const qint64 elapsedMs = clock.elapsed();
        qInfo("cancel to finished: %lld ms", static_cast<long long>(elapsedMs));
        QVERIFY2(elapsedMs < 1500, qPrintable(QStringLiteral("cancel took %1 ms").arg(elapsedMs)));
        QVERIFY(page.lastResult().cancelled);
        QVERIFY(!QFileInfo::exists(testFile()));
        QVERIFY(testing::child<QLabel>(page, "benchStatusLabel")->text().startsWith(QLatin1String("Cancelled")));
        QVERIFY(testing::child<QPushButton>(page, "benchStartButton")->isEnabled());
    }

    // Closing the window during a run: the page cancels, waits for the worker and the test file is gone.
    void destroyingThePageCancelsTheRun()
    {
        LibrarySession session;
        auto* page = new BenchmarkPage(&session);
        configure(*page, 30);
        QSignalSpy failed(page, &BenchmarkPage::runFailed);
        testing::child<QPushButton>(*page, "benchStartButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            testing::child<QProgressBar>(*page, "benchProgressBar")->value() > 0 || !failed.isEmpty(), 30'000);
        if (!failed.isEmpty()) {
            const QString message = failed.first().first().toString();
            delete page;
            QSKIP(qPrintable(message));
        }
        QElapsedTimer clock;
        clock.start();
        delete page;
        QVERIFY2(clock.elapsed() < 1500, qPrintable(QStringLiteral("closing took %1 ms").arg(clock.elapsed())));
        QVERIFY(!QFileInfo::exists(testFile()));
    }

    // HEADROOM_BENCH_SCREENSHOT=file.png: the main window after a saved QD sweep, for the README (run it under
    // xvfb-run with QT_QPA_PLATFORM=xcb for real fonts); HEADROOM_BENCH_SCREENSHOT_SIZE=1280x800 for another size. The
    // test file lives in the temporary directory.
    void screenshotAfterRun()
    {
        const QString path = qEnvironmentVariable("HEADROOM_BENCH_SCREENSHOT");
        if (path.isEmpty()) {
            QSKIP("set HEADROOM_BENCH_SCREENSHOT=file.png to render the page after a sweep");
        }
        QTemporaryDir onDisk(QDir::temp().filePath(QStringLiteral("headroom-XXXXXX")));
        MainWindow window;
        QVERIFY(window.openLibrary(onDisk.filePath(QStringLiteral("results.headroom"))));
        const QStringList size = qEnvironmentVariable("HEADROOM_BENCH_SCREENSHOT_SIZE", QStringLiteral("1400x900"))
                                     .split(QLatin1Char('x'));
        QCOMPARE(size.size(), 2);
        window.resize(size.first().toInt(), size.last().toInt());
        window.show();
        QVERIFY(window.showWorkspace(QStringLiteral("Benchmark")));
        auto* page = window.findChild<BenchmarkPage*>();
        QVERIFY(page);
        configure(*page, 2);
        BenchSetupForm* form = testing::child<BenchSetupForm>(*page, "benchSetupForm");
        form->pathEdit()->setText(onDisk.filePath(QStringLiteral("bench.dat")));
        form->sizeEdit()->setText(QStringLiteral("256M"));
        form->sweepCombo()->setCurrentIndex(
            form->sweepCombo()->findData(static_cast<int>(bench::SweepKind::QueueDepth)));
        form->queueDepthsEdit()->setText(QStringLiteral("1,2,4,8,16,32,64"));
        page->refreshVerdict();
        RUN_TO_END(*page);
        testing::child<QComboBox>(*page, "benchSystemCombo")->setEditText(QStringLiteral("laptop-nvme"));
        QVERIFY(page->save(testing::child<QComboBox>(*page, "benchSystemCombo")->currentText()));
        QTRY_VERIFY(!testing::child<charts::LiveChart>(*page, "benchLiveChart")->redrawPending());
        QTest::qWait(300); // the curve chart rebuilt for the last point lays its axes and legend out on later events
        const Status shot = window.saveScreenshot(path, QStringLiteral("Benchmark"));
        QVERIFY2(shot, shot ? "" : qPrintable(shot.error()));
    }

    // The whole window, Benchmark workspace shown, fits a 1280 x 800 screen (its default 1280 x 760), and the
    // curve chart is laid out inside its view (not cut off at the foot).
    void fitsA1280x800Screen()
    {
        MainWindow window;
        QVERIFY(window.openDemo());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showWorkspace(QStringLiteral("Benchmark")));
        auto* page = window.findChild<BenchmarkPage*>();
        QVERIFY(page);
        QTRY_VERIFY(testing::child<charts::SweepCurveChart>(*page, "benchCurveChart")->width() > 300);
        QVERIFY2(window.minimumSizeHint().height() <= 760,
            qPrintable(QStringLiteral("minimum height %1").arg(window.minimumSizeHint().height())));
        QVERIFY(window.minimumSizeHint().width() <= 1280);
        QCOMPARE(testing::child<charts::SweepCurveChart>(*page, "benchCurveChart")->chart()->size().toSize(),
            testing::child<charts::SweepCurveChart>(*page, "benchCurveChart")->size());
    }

    void verdicts_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<bool>("asImage");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("write, foreign file")
            << QStringLiteral("4k-70-30") << false << false << QStringLiteral("did not create");
        QTest::newRow("write, ext4 image")
            << QStringLiteral("4k-70-30") << true << false << QStringLiteral("ext4 file system");
        QTest::newRow("read, foreign file")
            << QStringLiteral("4k-randread") << false << true << QStringLiteral("nothing is written");
    }

    void verdicts()
    {
        QFETCH(QString, preset);
        QFETCH(bool, asImage);
        QFETCH(bool, allowed);
        QFETCH(QString, expected);
        const QString image = ext4Image();
        QVERIFY(!image.isEmpty());
        LibrarySession session;
        BenchmarkPage page(&session);
        configure(page, 1, preset);
        testing::child<BenchSetupForm>(page, "benchSetupForm")->pathEdit()->setText(image);
        testing::child<BenchSetupForm>(page, "benchSetupForm")->diskImageCheck()->setChecked(asImage);
        page.refreshVerdict();
        const QString verdict = testing::child<QLabel>(page, "benchVerdictLabel")->text();
        QVERIFY2(verdict.contains(expected), qPrintable(verdict));
        QVERIFY2(!verdict.contains(QLatin1String("--")), qPrintable(verdict)); // fields by label (issue 27)
        QCOMPARE(verdict.startsWith(QLatin1String("Refused")), !allowed);
        // The field to change is outlined: Overwrite for a foreign file, Destroy data on for an image.
        BenchSetupForm* form = testing::child<BenchSetupForm>(page, "benchSetupForm");
        QCOMPARE(FieldMarks::isMarked(form->overwriteCheck()), !allowed && !asImage);
        QCOMPARE(FieldMarks::isMarked(form->destroyDataOnEdit()), !allowed && asImage);
        QCOMPARE(testing::child<QPushButton>(page, "benchStartButton")->isEnabled(), allowed);
    }

    // Like `bench --destroy-data-on DEVICE`: a disk image with a file system is written only when its path is typed
    // again, and the verdict follows the typing. Nothing is started: the image stays as it is.
    void destroyDataOnRepeatsTheDevice()
    {
        const QString image = ext4Image();
        QVERIFY(!image.isEmpty());
        LibrarySession session;
        BenchmarkPage page(&session);
        configure(page, 1, QStringLiteral("4k-70-30"));
        BenchSetupForm* form = testing::child<BenchSetupForm>(page, "benchSetupForm");
        form->pathEdit()->setText(image);
        form->diskImageCheck()->setChecked(true);
        page.refreshVerdict();
        QVERIFY(form->destroyDataOnShown());
        QVERIFY2(testing::child<QLabel>(page, "benchVerdictLabel")->text().contains(QLatin1String("ext4 file system")),
            qPrintable(testing::child<QLabel>(page, "benchVerdictLabel")->text()));
        QVERIFY(!testing::child<QPushButton>(page, "benchStartButton")->isEnabled());

        const QString other = m_dir.filePath(QStringLiteral("other.img"));
        QVERIFY(testimages::writeImage(other, QByteArray(4096, '\0')));
        form->destroyDataOnEdit()->setText(other); // another file that exists
        page.refreshVerdict();
        QVERIFY2(testing::child<QLabel>(page, "benchVerdictLabel")->text().startsWith(QLatin1String("Refused")),
            qPrintable(testing::child<QLabel>(page, "benchVerdictLabel")->text()));
        QVERIFY(!testing::child<QPushButton>(page, "benchStartButton")->isEnabled());

        form->destroyDataOnEdit()->setText(image); // typed, not refreshed by hand: the page re-judges by itself
        QTRY_VERIFY(testing::child<QPushButton>(page, "benchStartButton")->isEnabled());
        QVERIFY2(testing::child<QLabel>(page, "benchVerdictLabel")
                     ->text()
                     .contains(QLatin1String("destroying ext4 file system")),
            qPrintable(testing::child<QLabel>(page, "benchVerdictLabel")->text()));

        form->destroyDataOnEdit()->setText(image.left(image.size() - 1)); // one character less
        QTRY_VERIFY(!testing::child<QPushButton>(page, "benchStartButton")->isEnabled());
    }

    void ioCountEndsTheRun()
    {
        LibrarySession session;
        BenchmarkPage page(&session);
        configure(page, 60); // would run a minute if the count were ignored
        testing::child<BenchSetupForm>(page, "benchSetupForm")->ioCountEdit()->setText(QStringLiteral("3000"));
        page.refreshVerdict();
        QElapsedTimer clock;
        clock.start();
        RUN_TO_END(page);
        QVERIFY2(clock.elapsed() < 30'000, "the run time was used instead of the I/O count");
        QCOMPARE(page.lastResult().points.size(), 1);
        const bench::PointResult& point = page.lastResult().points.first();
        QCOMPARE(point.params.ioLimit, std::int64_t { 3000 });
        QCOMPARE(histogramCount(point.measurement.read.latency), std::uint64_t { 3000 }); // 4k-randread: reads only
        QVERIFY(point.measurement.write.isEmpty());
    }

    // One time axis across a sweep: samples of the second point follow those of the first, after a marked boundary.
    void liveChartSpansTheSweep()
    {
        LibrarySession session;
        BenchmarkPage page(&session);
        configure(page, 2);
        BenchSetupForm* form = testing::child<BenchSetupForm>(page, "benchSetupForm");
        form->sweepCombo()->setCurrentIndex(
            form->sweepCombo()->findData(static_cast<int>(bench::SweepKind::QueueDepth)));
        form->queueDepthsEdit()->setText(QStringLiteral("1,2"));
        page.refreshVerdict();
        RUN_TO_END(page);
        QTRY_VERIFY(!testing::child<charts::LiveChart>(page, "benchLiveChart")->redrawPending());
        const QList<bench::PointResult>& points = page.lastResult().points;
        QCOMPARE(points.size(), 2);
        const qsizetype first = points.at(0).samples.size();
        QVERIFY(first > 0 && !points.at(1).samples.isEmpty());
        const QList<QPointF>& samples = testing::child<charts::LiveChart>(page, "benchLiveChart")->iopsSamples();
        QCOMPARE(samples.size(), first + points.at(1).samples.size());
        QCOMPARE(testing::child<charts::LiveChart>(page, "benchLiveChart")->pointCount(), samples.size());
        for (qsizetype i = 1; i < samples.size(); ++i) {
            QVERIFY2(samples.at(i).x() > samples.at(i - 1).x(), qPrintable(QStringLiteral("sample %1").arg(i)));
        }
        const QList<charts::LiveChart::Boundary>& boundaries
            = testing::child<charts::LiveChart>(page, "benchLiveChart")->boundaries();
        QCOMPARE(boundaries.size(), 2);
        QCOMPARE(boundaries.at(0).label, QStringLiteral("QD 1"));
        QCOMPARE(boundaries.at(1).label, QStringLiteral("QD 2"));
        QVERIFY(boundaries.at(0).second < samples.first().x());
        QVERIFY(samples.at(first - 1).x() < boundaries.at(1).second);
        QVERIFY(boundaries.at(1).second < samples.at(first).x());
    }
};

QTEST_MAIN(TestBenchmarkPage)
#include "tst_benchmarkpage.moc"
