// SPDX-License-Identifier: GPL-3.0-or-later
// `bench --repeat 3` on a small test file: every point of the sweep runs 3 times, interleaved (QD1, QD2, QD1, QD2,
// QD1, QD2), each run is stored with its number, and the point's mean and spread — in `bench --json` and in
// `results --json` — are checked against the stored runs, computed here independently.
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/mustread.h"

#include <cmath>
#include <numeric>

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

// Mean, min, max, sample stdev and the 95 % half-width with t(0.975, 2) = 4.303, for 3 values.
struct Expected3 {
    double mean, min, max, stdev, ci95;
};
Expected3 expected3(const std::vector<double>& v)
{
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / 3.0;
    double squares = 0;
    for (double x : v) {
        squares += (x - mean) * (x - mean);
    }
    const double stdev = std::sqrt(squares / 2.0);
    return { mean, *std::min_element(v.begin(), v.end()), *std::max_element(v.begin(), v.end()), stdev,
        4.303 * stdev / std::sqrt(3.0) };
}

QString check(const nlohmann::json& spread, const std::vector<double>& runs, double scale)
{
    const Expected3 e = expected3(runs);
    const auto value = [&](const char* key) { return spread[key].get<double>(); };
    if (spread["runs"].get<int>() != 3) {
        return QStringLiteral("runs: ") + QString::fromStdString(spread.dump());
    }
    for (const auto& [key, want] : { std::pair { "mean", e.mean }, std::pair { "min", e.min },
             std::pair { "max", e.max }, std::pair { "stdev", e.stdev }, std::pair { "ci95_half_width", e.ci95 } }) {
        if (!close(value(key), want * scale)) {
            return QStringLiteral("%1: %2, expected %3 in %4")
                .arg(QString::fromLatin1(key))
                .arg(value(key), 0, 'g', 17)
                .arg(want * scale, 0, 'g', 17)
                .arg(QString::fromStdString(spread.dump()));
        }
    }
    return {};
}

} // namespace

class TestBenchRepeat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void repeatedSweepStoresEveryRunAndTheirSpread()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.headroom"));
        const QString target = dir.filePath(QStringLiteral("work"));
        QVERIFY(QDir().mkpath(target));
        const QString system = QStringLiteral("Repeat test");
        // A fixed I/O count rather than a run time: a busy CI disk cannot leave a run without completions.
        const testing::CliProcessRun run = testing::runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("--json"),
            QStringLiteral("bench"), QStringLiteral("--target"), target, QStringLiteral("--size"), QStringLiteral("8m"),
            QStringLiteral("--bs"), QStringLiteral("4k"), QStringLiteral("--read-pct"), QStringLiteral("100"),
            QStringLiteral("--random-pct"), QStringLiteral("100"), QStringLiteral("--ios"), QStringLiteral("1500"),
            QStringLiteral("--ramp"), QStringLiteral("0s"), QStringLiteral("--sweep-qd"), QStringLiteral("1,2"),
            QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--system"), system });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("[6/6]"))); // 2 points × 3 runs
        const nlohmann::json doc = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
        QVERIFY(!doc.is_discarded());
        QCOMPARE(doc["workload"]["repeat"].get<int>(), 3);
        QCOMPARE(doc["points"].size(), std::size_t { 6 });

        auto library = ResultsLibrary::open(db);
        QVERIFY(library.ok());
        const QList<Measurement> stored = mustRead((*library)->measurements(MeasurementQuery { system, {}, {} }));
        QCOMPARE(stored.size(), 6);
        // Interleaved: QD1 run 1, QD2 run 1, QD1 run 2, …
        for (qsizetype i = 0; i < stored.size(); ++i) {
            QCOMPARE(stored[i].loadSetting, std::optional<double>(i % 2 == 0 ? 1.0 : 2.0));
            QCOMPARE(stored[i].runNumber, std::optional<int>(static_cast<int>(i / 2) + 1));
            QCOMPARE(stored[i].workload.name, stored[0].workload.name);
            QVERIFY(stored[i].iops.value_or(0) > 0);
        }

        // bench --json: one repeated point per queue depth, its spread from the runs as stored.
        QCOMPARE(doc["repeated_points"].size(), std::size_t { 2 });
        for (const auto& point : doc["repeated_points"]) {
            const int qd = point["queue_depth"].get<int>();
            std::vector<double> iops, bytes, meanNs, p99Ns;
            for (const Measurement& m : stored) {
                if (m.loadSetting == qd) {
                    // A 100 % read run: its read percentiles are the point's.
                    QVERIFY(
                        m.totalIops() && m.totalBytesPerSec() && m.meanLatencyNs() && m.read.latency.percentileNs(99));
                    iops.push_back(*m.totalIops());
                    bytes.push_back(*m.totalBytesPerSec());
                    meanNs.push_back(*m.meanLatencyNs());
                    p99Ns.push_back(*m.read.latency.percentileNs(99));
                }
            }
            QCOMPARE(iops.size(), std::size_t { 3 });
            QCOMPARE(point["runs"].get<int>(), 3);
            QString problem = check(point["iops"], iops, 1.0);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            problem = check(point["bytes_per_sec"], bytes, 1.0);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            problem = check(point["latency_us"]["mean"], meanNs, 1e-3);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            problem = check(point["latency_us"]["p99"], p99Ns, 1e-3);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            const auto indexes = point["run_indexes"];
            QCOMPARE(indexes.size(), std::size_t { 3 });
            for (const auto& index : indexes) {
                QCOMPARE(doc["points"][index.get<std::size_t>()]["queue_depth"].get<int>(), qd);
            }
        }

        // results --json: each stored run names its point's runs (by id) and the same spread.
        const testing::CliProcessRun results = testing::runCliBinary(
            { QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("results") });
        QVERIFY2(results.exitCode == 0, qPrintable(results.err));
        const nlohmann::json array = nlohmann::json::parse(results.out.toStdString(), nullptr, false);
        QCOMPARE(array.size(), std::size_t { 6 });
        for (const auto& object : array) {
            const double load = object["load_setting"].get<double>();
            std::vector<double> iops;
            std::vector<qint64> ids;
            for (const Measurement& m : stored) {
                if (m.loadSetting == load) {
                    iops.push_back(*m.totalIops());
                    ids.push_back(m.id);
                }
            }
            QCOMPARE(object["point"]["run_ids"].get<std::vector<qint64>>(), ids);
            QVERIFY(object["run_number"].is_number());
            const QString problem = check(object["point"]["iops"], iops, 1.0);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    void repeatMustBeAWholeNumber()
    {
        const testing::CliProcessRun run = testing::runCliBinary({ QStringLiteral("bench"), QStringLiteral("--target"),
            QStringLiteral("/tmp"), QStringLiteral("--repeat"), QStringLiteral("2.5") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--repeat")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestBenchRepeat)
#include "tst_benchrepeat.moc"
