// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor and the library edits on a library built in the test from real fio output, through the real importer
// and the command line (in process): workloads matched by their test across file names (1 job vs 2 jobs), no
// verdict for a system without the workload (exit 1, the workloads each system has), parts checked against the
// candidate's link speed, `systems set` without --create, and deleting an import or measurements.
#include "../importers/fiorunner.h"
#include "support/cliinprocess.h"
#include "support/fixtureimport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::runCliInProcess;

namespace {
const QString kHdd = QStringLiteral("Ceph RBD HDD");
const QString kSsd = QStringLiteral("Ceph RBD SSD");
const QString kLocal = QStringLiteral("Local file 2 jobs");
} // namespace

class TstAdviceLibrary : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    testing::CliRun cli(QStringList arguments)
    {
        return runCliInProcess(QStringList { QStringLiteral("--db"), m_db } + arguments);
    }

    QStringList adviseArgs(const QString& workload, const QString& baseline, const QString& candidate)
    {
        return { QStringLiteral("advise"), QStringLiteral("--workload"), workload, QStringLiteral("--baseline"),
            baseline, QStringLiteral("--candidate"), candidate, QStringLiteral("--nodes"), QStringLiteral("6"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"),
            QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("20000 USD") }; // the node price is a test input, not a quoted price
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("lab.headroom"));
        const QString imported
            = testing::importFixtures(m_db, { { testing::kCephHddSweep, kHdd }, { testing::kCephSsdSweep, kSsd } });
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
        // The same 4k random-read test with 2 jobs, by Debian's real fio: a workload of another name (…_j2).
        const QString data = m_dir.filePath(QStringLiteral("data"));
        QDir().mkpath(m_dir.filePath(QStringLiteral("j2")));
        for (const char* depth : { "1", "2" }) {
            QString error;
            const QString out = m_dir.filePath(QStringLiteral("j2/qd%1.json").arg(QString::fromLatin1(depth)));
            const QByteArray json = test::runFio(test::smallJob(data)
                    + QStringList { QStringLiteral("--numjobs=2"), QStringLiteral("--group_reporting"),
                        QStringLiteral("--iodepth=") + QString::fromLatin1(depth),
                        QStringLiteral("--output-format=json") },
                out, error);
            QVERIFY2(!json.isEmpty(), qPrintable(error));
        }
        const testing::CliRun r = cli(
            { QStringLiteral("import"), m_dir.filePath(QStringLiteral("j2")), QStringLiteral("--system"), kLocal });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile::remove(data);
    }

    void workloadsAreMatchedByTheirTestNotTheirName()
    {
        const testing::CliRun list
            = cli({ QStringLiteral("--json"), QStringLiteral("workloads"), QStringLiteral("list") });
        QCOMPARE(list.exitCode, 0);
        const auto workloads = nlohmann::json::parse(list.out.toStdString());
        QStringList names;
        std::string key;
        for (const auto& w : workloads) {
            names << QString::fromStdString(w["name"].get<std::string>());
            if (key.empty()) {
                key = w["test_key"].get<std::string>();
            }
            QCOMPARE(w["test_key"].get<std::string>(), key); // one test under two names
        }
        QVERIFY2(names.size() == 2, qPrintable(names.join(QLatin1Char(','))));
        QVERIFY(names.contains(QStringLiteral("4k_100rd_100rand_j1")));
        QVERIFY(names.contains(QStringLiteral("4k_100rd_100rand_j2")));

        // The 2-job system is a baseline for the 1-job Ceph curve: its points are found under the other name.
        const testing::CliRun r = cli(
            QStringList { QStringLiteral("--json") } + adviseArgs(QStringLiteral("4k_100rd_100rand_j1"), kLocal, kSsd));
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QVERIFY2(json["baseline"]["peak_iops"].is_number(), r.out.toUtf8().constData());
        QVERIFY(json["options"][0]["weighed"].get<bool>());
        const QString warnings = QString::fromStdString(json["warnings"].dump());
        QVERIFY2(warnings.contains(QStringLiteral("takes the points of 4k_100rd_100rand_j2")), qPrintable(warnings));
    }

    void noMeasurementOfTheWorkloadMeansNoRecommendation()
    {
        // The case: a candidate that has no measurement of the workload printed a verdict and exited 0.
        QCOMPARE(cli({ QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Empty lab"),
                         QStringLiteral("--create"), QStringLiteral("--link-gbps"), QStringLiteral("100") })
                     .exitCode,
            0);
        const testing::CliRun r
            = cli(adviseArgs(QStringLiteral("4k_100rd_100rand_j1"), kHdd, QStringLiteral("Empty lab")));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("Recommendation: no-recommendation")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("not weighed")));
        QVERIFY2(
            r.err.contains(QStringLiteral("Empty lab has no measurement of 4 KiB random read")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Empty lab: (no measurement)")));
        QVERIFY(r.err.contains(kHdd + QStringLiteral(": 4k_100rd_100rand_j1")));
    }

    void partsAreCheckedAgainstTheCandidatesLinkSpeed()
    {
        QCOMPARE(cli({ QStringLiteral("systems"), QStringLiteral("set"), kSsd, QStringLiteral("--link-gbps"),
                         QStringLiteral("100") })
                     .exitCode,
            0);
        QStringList args = adviseArgs(QStringLiteral("4k_100rd_100rand_j1"), kHdd, kSsd);
        args[args.indexOf(QStringLiteral("540-BDEF"))] = QStringLiteral("540-BBUJ"); // 25 Gb NIC
        testing::CliRun r = cli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("540-BBUJ")) && r.err.contains(QStringLiteral("210-APHK")),
            qPrintable(r.err));
        args = adviseArgs(QStringLiteral("4k_100rd_100rand_j1"), kHdd, kSsd);
        args[args.indexOf(QStringLiteral("470-ABOX"))] = QStringLiteral("470-BBCX"); // 25 Gb cable
        r = cli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("470-BBCX")) && r.err.contains(QStringLiteral("25 Gb/s cable"))
                && r.err.contains(QStringLiteral("100 Gb/s switch")),
            qPrintable(r.err));
        r = cli(adviseArgs(QStringLiteral("4k_100rd_100rand_j1"), kHdd, kSsd));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY(r.out.contains(QStringLiteral("Decided on the per-port amortised cost")));
    }

    void deletesAnImportAndMeasurementsInOneStep()
    {
        const testing::CliRun sources
            = cli({ QStringLiteral("--json"), QStringLiteral("sources"), QStringLiteral("list") });
        QCOMPARE(sources.exitCode, 0);
        const auto list = nlohmann::json::parse(sources.out.toStdString());
        QVERIFY(list.size() >= 3);
        const qint64 first = list[0]["id"].get<qint64>();
        const int count = list[0]["measurements"].get<int>();
        const auto before
            = nlohmann::json::parse(cli({ QStringLiteral("--json"), QStringLiteral("results") }).out.toStdString());
        testing::CliRun r = cli({ QStringLiteral("sources"), QStringLiteral("delete"), QString::number(first) });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto after
            = nlohmann::json::parse(cli({ QStringLiteral("--json"), QStringLiteral("results") }).out.toStdString());
        QCOMPARE(int(after.size()), int(before.size()) - count);

        // One unknown id among known ones: nothing is removed.
        const qint64 known = after[0]["id"].get<qint64>();
        r = cli({ QStringLiteral("sources"), QStringLiteral("delete-measurements"), QString::number(known),
            QStringLiteral("999999") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("nothing was removed")));
        QCOMPARE(nlohmann::json::parse(cli({ QStringLiteral("--json"), QStringLiteral("results") }).out.toStdString())
                     .size(),
            after.size());
        r = cli({ QStringLiteral("sources"), QStringLiteral("delete-measurements"), QString::number(known) });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(nlohmann::json::parse(cli({ QStringLiteral("--json"), QStringLiteral("results") }).out.toStdString())
                     .size(),
            after.size() - 1);
    }

    void mergingWorkloadsKeepsEveryPoint()
    {
        const auto before
            = nlohmann::json::parse(cli({ QStringLiteral("--json"), QStringLiteral("results") }).out.toStdString());
        testing::CliRun r = cli({ QStringLiteral("workloads"), QStringLiteral("merge"),
            QStringLiteral("4k_100rd_100rand_j2"), QStringLiteral("4k_100rd_100rand_j1") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = cli({ QStringLiteral("--json"), QStringLiteral("workloads"), QStringLiteral("list") });
        QCOMPARE(nlohmann::json::parse(r.out.toStdString()).size(), std::size_t(1));
        QCOMPARE(nlohmann::json::parse(cli({ QStringLiteral("--json"), QStringLiteral("results") }).out.toStdString())
                     .size(),
            before.size());
        r = cli({ QStringLiteral("workloads"), QStringLiteral("rename"), QStringLiteral("4k_100rd_100rand_j1"),
            QStringLiteral("4k-randread") });
        QCOMPARE(r.exitCode, 0);
        r = cli({ QStringLiteral("workloads"), QStringLiteral("rename"), QStringLiteral("nope"), QStringLiteral("x") });
        QCOMPARE(r.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TstAdviceLibrary)
#include "tst_advicelibrary.moc"
