// SPDX-License-Identifier: GPL-3.0-or-later
// Repeated runs through import and advice, on libraries built in the test from Debian's real fio: two fio outputs of
// the same test become one point with two runs (each with its source file); a gain inside the runs' noise is called
// "within the measured noise" and does not decide, and a gain well outside it does. The spread between runs is made
// real and predictable with fio's bandwidth cap (--rate, which the importer does not take for a load setting the way
// it takes rate_iops): runs of one job at very different caps are a system whose runs vary a lot; the same cap every
// run is a steady system.
#include "../importers/fiorunner.h"
#include "model/curve.h"
#include "store/resultslibrary.h"
#include "support/cliinprocess.h"
#include "support/mustread.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::mustRead;
using headroom::testing::runCliInProcess;

class TstAdviceNoise : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_workload;
    int m_files = 0;

    testing::CliRun cli(QStringList arguments)
    {
        return runCliInProcess(QStringList { QStringLiteral("--db"), m_db } + arguments);
    }

    // One fio run of the same small 4k random-read job, capped at `iops` (as 4 KiB × iops per second), imported under
    // `system`.
    void importRun(const QString& system, int iops)
    {
        const QString folder = m_dir.filePath(QStringLiteral("run%1").arg(++m_files));
        QVERIFY(QDir().mkpath(folder));
        const QString out = QDir(folder).filePath(QStringLiteral("fio.json"));
        QString error;
        const QByteArray json = test::runFio(test::smallJob(m_dir.filePath(QStringLiteral("data")))
                + QStringList { QStringLiteral("--rate=%1k").arg(iops * 4), QStringLiteral("--runtime=1s"),
                    QStringLiteral("--output-format=json") },
            out, error);
        QVERIFY2(!json.isEmpty(), qPrintable(error));
        const testing::CliRun r = cli({ QStringLiteral("import"), out, QStringLiteral("--system"), system });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    QStringList adviseArgs(const QString& baseline, const QString& candidate) const
    {
        return { QStringLiteral("advise"), QStringLiteral("--workload"), m_workload, QStringLiteral("--baseline"),
            baseline, QStringLiteral("--candidate"), candidate, QStringLiteral("--nodes"), QStringLiteral("6"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"),
            QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("20000 USD"), // a test input, not a quoted price
            QStringLiteral("--latency-limit-ms"), QStringLiteral("1000") }; // every point under it: both metrics
    }

    nlohmann::json advise(const QString& baseline, const QString& candidate)
    {
        const testing::CliRun r = cli(QStringList { QStringLiteral("--json") } + adviseArgs(baseline, candidate));
        const nlohmann::json doc = nlohmann::json::parse(r.out.toStdString(), nullptr, false);
        if (doc.is_discarded() || !doc.contains("options")) {
            qWarning() << r.out << r.err;
            return nlohmann::json(nlohmann::json::value_t::discarded);
        }
        return doc;
    }

    static const nlohmann::json& networkOption(const nlohmann::json& doc)
    {
        for (const auto& option : doc["options"]) {
            if (option["kind"] == "network-upgrade") {
                return option;
            }
        }
        return doc["options"][0];
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("noise.headroom"));
        // A noisy system: the same job capped at 250, 500 and 750 IOPS; one 10 % faster, steadily. (Low caps: a loaded
        // 2-core CI machine still reaches them.)
        for (int iops : { 250, 500, 750 }) {
            importRun(QStringLiteral("Noisy A"), iops);
        }
        for (int iops : { 550, 550, 550 }) {
            importRun(QStringLiteral("Noisy B"), iops);
        }
        // Steady systems, 4× apart.
        for (int iops : { 200, 200, 200 }) {
            importRun(QStringLiteral("Slow"), iops);
        }
        for (int iops : { 800, 800, 800 }) {
            importRun(QStringLiteral("Fast"), iops);
        }
        // Two runs each: the spread of two runs, no interval.
        for (int iops : { 250, 750 }) {
            importRun(QStringLiteral("Pair A"), iops);
        }
        for (int iops : { 500, 500 }) {
            importRun(QStringLiteral("Pair B"), iops);
        }
        // Measured once each.
        importRun(QStringLiteral("Once slow"), 200);
        importRun(QStringLiteral("Once fast"), 800);
        QFile::remove(m_dir.filePath(QStringLiteral("data")));
        auto library = ResultsLibrary::open(m_db);
        QVERIFY(library.ok());
        const QStringList names = mustRead((*library)->workloadNames());
        QCOMPARE(names.size(), 1); // every run is the same test
        m_workload = names.first();
    }

    void twoImportsOfTheSameTestAreOnePointWithTwoRuns()
    {
        auto library = ResultsLibrary::open(m_db, ResultsLibrary::Mode::ReadOnly);
        QVERIFY(library.ok());
        const QList<Measurement> runs = mustRead((*library)->measurements({ QStringLiteral("Pair B"), {}, {} }));
        QCOMPARE(runs.size(), 2);
        QVERIFY(runs[0].source.file != runs[1].source.file || runs[0].source.sha256 != runs[1].source.sha256);
        const Curve curve = Curve::fromMeasurements(QStringLiteral("Pair B"), m_workload, runs);
        QCOMPARE(curve.points.size(), 1);
        QCOMPARE(curve.runs[0].runCount(), 2);
        QCOMPARE(curve.runs[0].runIds(), (QList<qint64> { runs[0].id, runs[1].id }));
        QCOMPARE(*curve.points[0].totalIops(), (*runs[0].totalIops() + *runs[1].totalIops()) / 2);

        const testing::CliRun r = cli({ QStringLiteral("--json"), QStringLiteral("results"), QStringLiteral("--system"),
            QStringLiteral("Pair B") });
        QCOMPARE(r.exitCode, 0);
        const nlohmann::json array = nlohmann::json::parse(r.out.toStdString(), nullptr, false);
        QCOMPARE(array.size(), std::size_t { 2 });
        for (const auto& object : array) {
            QCOMPARE(object["point"]["runs"].get<int>(), 2);
            QCOMPARE(object["point"]["run_ids"].get<std::vector<qint64>>(),
                (std::vector<qint64> { runs[0].id, runs[1].id }));
            QCOMPARE(
                object["point"]["iops"]["min"].get<double>(), std::min(*runs[0].totalIops(), *runs[1].totalIops()));
            QVERIFY(object["point"]["iops"]["ci95_half_width"].is_null()); // no interval from 2 runs
        }
        QVERIFY(array[0]["source"]["sha256"] != array[1]["source"]["sha256"]);
    }

    void gainInsideTheNoiseDoesNotDecide()
    {
        const nlohmann::json doc = advise(QStringLiteral("Noisy A"), QStringLiteral("Noisy B"));
        QVERIFY(!doc.is_discarded());
        const nlohmann::json& network = networkOption(doc);
        for (const char* metric : { "peak", "latency_limit" }) {
            const auto& noise = network["gain_noise"][metric];
            QVERIFY2(noise["within_noise"].get<bool>(), noise.dump().c_str());
            QCOMPARE(noise["method"].get<std::string>(), std::string("95%-interval"));
            QCOMPARE(noise["baseline_runs"].get<int>(), 3);
            QCOMPARE(noise["option_runs"].get<int>(), 3);
        }
        QVERIFY(doc["recommendation"] != "network-upgrade");
        const QString summary = QString::fromStdString(doc["summary"].get<std::string>());
        QVERIFY2(summary.contains(QStringLiteral("within the measured noise")), qPrintable(summary));
        QVERIFY2(
            summary.contains(QStringLiteral("Runs behind each figure: Noisy A 3, Noisy B 3")), qPrintable(summary));
    }

    void gainWellOutsideTheNoiseDecides()
    {
        const nlohmann::json doc = advise(QStringLiteral("Slow"), QStringLiteral("Fast"));
        QVERIFY(!doc.is_discarded());
        const nlohmann::json& network = networkOption(doc);
        const auto& noise = network["gain_noise"]["latency_limit"];
        QVERIFY2(!noise["within_noise"].get<bool>(), noise.dump().c_str());
        QVERIFY(network["latency_limit_gain_pct"].get<double>() > 100);
        QVERIFY(noise["half_width_pct"].get<double>() < network["latency_limit_gain_pct"].get<double>());
        QCOMPARE(doc["recommendation"].get<std::string>(), std::string("network-upgrade"));
        const QString summary = QString::fromStdString(doc["summary"].get<std::string>());
        QVERIFY2(summary.contains(QStringLiteral("95 % interval, 3 run(s) each")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("within the measured noise")), qPrintable(summary));
    }

    void twoRunsAreJudgedByTheirSpread()
    {
        const nlohmann::json doc = advise(QStringLiteral("Pair A"), QStringLiteral("Pair B"));
        QVERIFY(!doc.is_discarded());
        const auto& noise = networkOption(doc)["gain_noise"]["latency_limit"];
        QCOMPARE(noise["method"].get<std::string>(), std::string("run-spread"));
        QVERIFY2(noise["within_noise"].get<bool>(), noise.dump().c_str());
        QVERIFY(doc["recommendation"] != "network-upgrade");
    }

    void measuredOnceSaysSoAndSuggestsRepeat()
    {
        const nlohmann::json doc = advise(QStringLiteral("Once slow"), QStringLiteral("Once fast"));
        QVERIFY(!doc.is_discarded());
        const auto& noise = networkOption(doc)["gain_noise"]["latency_limit"];
        QCOMPARE(noise["method"].get<std::string>(), std::string("unknown"));
        QVERIFY(noise["half_width_pct"].is_null());
        const QString summary = QString::fromStdString(doc["summary"].get<std::string>());
        QVERIFY2(summary.contains(QStringLiteral("measured once: noise unknown")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("measure each point three times")), qPrintable(summary)); // in words
        QVERIFY2(!summary.contains(QStringLiteral("--repeat")), qPrintable(summary));
        // The text output says the same.
        const testing::CliRun text = cli(adviseArgs(QStringLiteral("Once slow"), QStringLiteral("Once fast")));
        QVERIFY2(text.out.contains(QStringLiteral("(1 run)")), qPrintable(text.out + text.err));
    }
};

QTEST_GUILESS_MAIN(TstAdviceNoise)
#include "tst_advicenoise.moc"
