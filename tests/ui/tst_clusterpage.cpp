// SPDX-License-Identifier: GPL-3.0-or-later
// The Benchmark page's Cluster mode against real `fio --server` processes on loopback (127.0.0.1-2, random ports):
// hosts typed and checked, Test connection (two answer, an unreachable one fails), a two-point QD sweep with
// per-host and cluster rows, saving per-host and aggregate measurements, and cancel.
#include "../importers/fiorunner.h"
#include "bench/benchmarkpage.h"
#include "bench/benchsetupform.h"
#include "bench/clusterpanel.h"
#include "charts/sweepcurvechart.h"
#include "cluster/fiocluster.h"
#include "librarysession.h"
#include "store/resultslibrary.h"
#include "support/findchild.h"
#include "support/mustread.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;
using namespace headroom::cluster;

class TestClusterPage : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QList<QProcess*> m_servers;
    QList<ClusterHost> m_hosts;
    int m_unusedPort = 0;

    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    // A server listens a moment after it starts (over a second on a loaded machine): wait for its answer.
    bool answers()
    {
        const std::atomic<bool> cancel { false };
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 20'000) {
            if (checkHostsAnswer(m_hosts, test::fioPath(), m_dir.path(), cancel).ok()) {
                return true;
            }
            QTest::qWait(200);
        }
        return false;
    }

    QString hostsText() const
    {
        QStringList labels;
        for (const ClusterHost& host : m_hosts) {
            labels << host.label();
        }
        return labels.join(QLatin1Char(','));
    }

    // Cluster mode on the loopback servers: 4k random read, buffered (tmpfs may refuse O_DIRECT), 8 MiB files.
    void configure(BenchmarkPage& page, const QString& queueDepths, int runtimeSec)
    {
        page.setClusterMode(true);
        ClusterPanel* panel = testing::child<ClusterPanel>(page, "clusterPanel");
        panel->hostEdit()->setText(hostsText());
        panel->findChild<QPushButton*>(QStringLiteral("clusterAddButton"))->click();
        panel->fioEdit()->setText(test::fioPath());
        BenchSetupForm* form = testing::child<BenchSetupForm>(page, "benchSetupForm");
        form->pathEdit()->setText(dataDir());
        form->sizeEdit()->setText(QStringLiteral("8M"));
        form->presetCombo()->setCurrentIndex(form->presetCombo()->findData(QStringLiteral("4k-randread")));
        form->directCheck()->setChecked(false);
        form->runtimeSpin()->setValue(runtimeSec);
        form->rampSpin()->setValue(0);
        form->sweepCombo()->setCurrentIndex(
            form->sweepCombo()->findData(static_cast<int>(bench::SweepKind::QueueDepth)));
        form->queueDepthsEdit()->setText(queueDepths);
        page.refreshVerdict();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
        QVERIFY(QDir().mkpath(dataDir()));
        const int port = 20000 + static_cast<int>(QRandomGenerator::global()->bounded(30000));
        for (int i = 1; i <= 2; ++i) {
            ClusterHost host { QStringLiteral("127.0.0.%1").arg(i), port + i };
            auto* process = new QProcess(this);
            process->start(test::fioPath(), { QStringLiteral("--server=ip:%1,%2").arg(host.host).arg(host.port) });
            m_servers << process;
            m_hosts << host;
        }
        m_unusedPort = port + 10;
        QVERIFY2(answers(), "the two fio servers did not answer");
    }

    void cleanupTestCase()
    {
        for (QProcess* server : std::as_const(m_servers)) {
            server->kill();
            server->waitForFinished();
        }
    }

    void hostsAreCheckedAndTested()
    {
        LibrarySession session;
        BenchmarkPage page(&session);
        page.setClusterMode(true);
        ClusterPanel* panel = testing::child<ClusterPanel>(page, "clusterPanel");
        QVERIFY(panel->isVisible() || !page.isVisible());
        QVERIFY(!testing::child<QPushButton>(page, "benchStartButton")->isEnabled()); // no host yet
        QVERIFY(!panel->addHosts(QStringLiteral("node1:notaport")));
        QVERIFY(!panel->errorLabel()->text().isEmpty());
        QVERIFY(panel->addHosts(hostsText()));
        QVERIFY(panel->errorLabel()->isHidden());
        QVERIFY(panel->addHosts(QStringLiteral("127.0.0.1:%1").arg(m_unusedPort)));
        QCOMPARE(panel->hosts().size(), 3);
        panel->fioEdit()->setText(test::fioPath());

        QSignalSpy tested(panel, &ClusterPanel::connectionTested);
        panel->testButton()->click();
        QVERIFY(panel->isTesting());
        QVERIFY(tested.wait(60'000));
        QCOMPARE(tested.first().at(0).toInt(), 2);
        QCOMPARE(tested.first().at(1).toInt(), 1);
        QTableWidget* table = panel->hostTable();
        QCOMPARE(table->item(0, ClusterPanel::StatusColumn)->text(), QStringLiteral("answers"));
        QCOMPARE(table->item(1, ClusterPanel::StatusColumn)->text(), QStringLiteral("answers"));
        const QString failing = table->item(2, ClusterPanel::StatusColumn)->text();
        QVERIFY2(
            failing != QLatin1String("answers") && failing.contains(QStringLiteral("127.0.0.1:%1").arg(m_unusedPort)),
            qPrintable(failing));

        table->selectRow(2);
        panel->findChild<QPushButton*>(QStringLiteral("clusterRemoveButton"))->click();
        QCOMPARE(panel->hosts(), m_hosts);

        QFile hostsFile(m_dir.filePath(QStringLiteral("hosts.txt")));
        QVERIFY(hostsFile.open(QIODevice::WriteOnly));
        hostsFile.write("# storage network\n127.0.0.3:9999\n");
        hostsFile.close();
        QVERIFY(panel->importHostsFile(hostsFile.fileName()));
        QCOMPARE(panel->hosts().size(), 3);
    }

    void sweepShowsHostsAndClusterAndSaves()
    {
        auto library = ResultsLibrary::open(m_dir.filePath(QStringLiteral("cluster.headroom")));
        QVERIFY2(library, library ? "" : qPrintable(library.error()));
        LibrarySession session;
        BenchmarkPage page(&session);
        page.setLibrary(library->get());
        page.resize(1400, 1050);
        configure(page, QStringLiteral("1,4"), 1);
        QVERIFY2(testing::child<QPushButton>(page, "benchStartButton")->isEnabled(),
            qPrintable(testing::child<QLabel>(page, "benchVerdictLabel")->text()));
        QVERIFY(testing::child<QLabel>(page, "benchVerdictLabel")->text().contains(QLatin1String("2 host")));

        QSignalSpy finished(&page, &BenchmarkPage::clusterRunFinished);
        QSignalSpy failed(&page, &BenchmarkPage::runFailed);
        testing::child<QPushButton>(page, "benchStartButton")->click();
        QVERIFY(page.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(
            testing::child<QLabel>(page, "benchStatusLabel")->text().contains(QLatin1String("on 2 hosts")), 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 120'000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QCOMPARE(finished.first().at(0).toInt(), 2);
        QVERIFY(!finished.first().at(1).toBool());
        QVERIFY(!page.isRunning());

        QTableWidget* table = testing::child<QTableWidget>(page, "clusterPointsTable");
        QCOMPARE(table->rowCount(), 6); // two hosts and the cluster, for each point
        for (int point = 0; point < 2; ++point) {
            for (int row = point * 3; row < point * 3 + 3; ++row) {
                const QString iops = table->item(row, 2)->text();
                QVERIFY2(
                    !iops.isEmpty() && iops != QStringLiteral("–") && iops != QStringLiteral("0"), qPrintable(iops));
                QCOMPARE(table->item(row, 0)->text(), point == 0 ? QStringLiteral("QD 1") : QStringLiteral("QD 4"));
            }
            for (int host = 0; host < 2; ++host) { // in the order of the host list
                const QString shown = table->item(point * 3 + host, 1)->text();
                QVERIFY2(shown == m_hosts[host].host || shown == m_hosts[host].label(), qPrintable(shown));
            }
            QCOMPARE(table->item(point * 3 + 2, 1)->text(), QStringLiteral("cluster (2 hosts)"));
        }
        const ClusterResult& result = page.lastClusterResult();
        QCOMPARE(result.points.size(), 2);
        for (const ClusterPoint& point : result.points) {
            double sum = 0;
            for (const Measurement* host : point.perHost()) {
                sum += host->totalIops().value_or(0);
            }
            QVERIFY(point.aggregate());
            QVERIFY(std::abs(*point.aggregate()->totalIops() - sum) <= 1e-6 * sum);
        }
        QCOMPARE(testing::child<charts::SweepCurveChart>(page, "benchCurveChart")->pointCount(), 2);
        QCOMPARE(testing::child<ClusterPanel>(page, "clusterPanel")
                     ->hostTable()
                     ->item(0, ClusterPanel::StatusColumn)
                     ->text(),
            QStringLiteral("done"));
        QVERIFY(!testing::child<ClusterPanel>(page, "clusterPanel")
                     ->hostTable()
                     ->item(1, ClusterPanel::IopsColumn)
                     ->text()
                     .isEmpty());
        QVERIFY(QDir(dataDir()).entryList(QDir::Files).isEmpty()); // the test files are removed

        if (const QString shot = qEnvironmentVariable("HEADROOM_CLUSTER_SCREENSHOT"); !shot.isEmpty()) {
            page.show();
            QTest::qWait(300);
            page.grab().save(shot);
        }

        QVERIFY(page.hasUnsavedPoints());
        QVERIFY(testing::child<QPushButton>(page, "benchSaveButton")->isEnabled());
        QSignalSpy saved(&page, &BenchmarkPage::resultsSaved);
        QVERIFY(page.save(QStringLiteral("Loopback cluster")));
        QCOMPARE(saved.count(), 1);
        QCOMPARE(saved.first().first().toInt(), 6);
        QVERIFY(!page.hasUnsavedPoints());
        QVERIFY(!testing::child<QPushButton>(page, "benchSaveButton")->isEnabled());
        const QList<Measurement> all = mustRead((*library)->measurements());
        QCOMPARE(all.size(), 6);
        QCOMPARE(std::count_if(all.cbegin(), all.cend(), [](const Measurement& m) { return m.host.isEmpty(); }), 2);
        QCOMPARE(
            std::count_if(all.cbegin(), all.cend(),
                [this](const Measurement& m) { return m.host == m_hosts[0].host || m.host == m_hosts[0].label(); }),
            2);
    }

    void unreachableHostStopsBeforeAnythingRuns()
    {
        auto library = ResultsLibrary::open(m_dir.filePath(QStringLiteral("unreachable.headroom")));
        QVERIFY(library.ok());
        LibrarySession session;
        BenchmarkPage page(&session);
        page.setLibrary(library->get());
        configure(page, QStringLiteral("1"), 1);
        const QString unreachable = QStringLiteral("127.0.0.1:%1").arg(m_unusedPort);
        QVERIFY(testing::child<ClusterPanel>(page, "clusterPanel")->addHosts(unreachable));
        QSignalSpy failed(&page, &BenchmarkPage::runFailed);
        testing::child<QPushButton>(page, "benchStartButton")->click();
        QVERIFY(failed.wait(60'000));
        QVERIFY2(
            failed.first().first().toString().contains(unreachable), qPrintable(failed.first().first().toString()));
        QVERIFY(testing::child<QLabel>(page, "benchMessageLabel")->text().contains(unreachable));
        QCOMPARE(testing::child<QTableWidget>(page, "clusterPointsTable")->rowCount(), 0);
        QVERIFY(!testing::child<QPushButton>(page, "benchSaveButton")->isEnabled());
        QVERIFY(!page.hasUnsavedPoints());
        QVERIFY(mustRead((*library)->measurements()).isEmpty());
    }

    void cancelStopsEveryHost()
    {
        LibrarySession session;
        BenchmarkPage page(&session);
        configure(page, QStringLiteral("1,2,4,8"), 5);
        QVERIFY2(testing::child<QPushButton>(page, "benchStartButton")->isEnabled(),
            qPrintable(testing::child<QLabel>(page, "benchVerdictLabel")->text()));
        QSignalSpy finished(&page, &BenchmarkPage::clusterRunFinished);
        QSignalSpy failed(&page, &BenchmarkPage::runFailed);
        testing::child<QPushButton>(page, "benchStartButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            testing::child<QLabel>(page, "benchStatusLabel")->text().contains(QLatin1String("Point 1/4")), 30'000);
        QTest::qWait(1500);
        QVERIFY(testing::child<QPushButton>(page, "benchCancelButton")->isEnabled());
        QElapsedTimer clock;
        clock.start();
        testing::child<QPushButton>(page, "benchCancelButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 20'000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QVERIFY(finished.first().at(1).toBool());
        QVERIFY2(clock.elapsed() < 10'000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(page.lastClusterResult().cancelled);
        QVERIFY(testing::child<QLabel>(page, "benchStatusLabel")->text().startsWith(QLatin1String("Cancelled")));
    }

    void destroyingThePageMidRunStopsTheHosts()
    {
        LibrarySession session;
        auto* page = new BenchmarkPage(&session);
        configure(*page, QStringLiteral("1,2"), 5);
        testing::child<QPushButton>(*page, "benchStartButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            testing::child<QLabel>(*page, "benchStatusLabel")->text().contains(QLatin1String("Point 1/2")), 30'000);
        QElapsedTimer clock;
        clock.start();
        delete page; // cancels and waits for the worker
        QVERIFY2(clock.elapsed() < 10'000, qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_MAIN(TestClusterPage)
#include "tst_clusterpage.moc"
