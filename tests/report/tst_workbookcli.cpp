// SPDX-License-Identifier: GPL-3.0-or-later
// headroom-cli export --xlsx as a user runs it: the workbook, read back with openpyxl, holds the advisor's figures of
// `advise --json` for the same options, as numbers, with the per-port cost, the measurements and the curves.
#include "support/homeprocess.h"

#include <cmath>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

// Debian's python3, which has python3-openpyxl (a python3 first on PATH, e.g. pyenv's, may not).
inline QString debianPython3()
{
    return QFile::exists(QStringLiteral("/usr/bin/python3")) ? QStringLiteral("/usr/bin/python3")
                                                             : QStringLiteral("python3");
}

class TstWorkbookCli : public QObject {
    Q_OBJECT

    using Run = headroom::testing::HomeProcessRun;

    QTemporaryDir m_dir;

    Run run(const QString& program, const QStringList& arguments)
    {
        return headroom::testing::runWithHome(program, arguments, m_dir.filePath(QStringLiteral("home")));
    }
    Run cli(const QStringList& arguments) { return run(QStringLiteral(HEADROOM_CLI_PATH), arguments); }

    static QStringList demoAdvise() { return headroom::testing::demoAdviseArguments(); }

    nlohmann::json readBack(const QString& file)
    {
        const Run read = run(debianPython3(),
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/report/officeread.py"), QStringLiteral("xlsx"), file });
        if (read.code != 0) {
            qWarning().noquote() << read.err;
            return {};
        }
        return nlohmann::json::parse(read.out.toStdString(), nullptr, false);
    }

    // The column whose header starts with `header`, or −1.
    static int column(const nlohmann::json& rows, const std::string& header)
    {
        for (std::size_t c = 0; c < rows[0].size(); ++c) {
            if (rows[0][c].is_string() && rows[0][c].get<std::string>().rfind(header, 0) == 0) {
                return int(c);
            }
        }
        return -1;
    }

    static double rounded(double value, int decimals)
    {
        const double scale = std::pow(10.0, decimals);
        return std::round(value * scale) / scale;
    }

    // Row `row`'s number under `header` equals `expected` (null: the cell holds no number) to `decimals`.
    static void checkNumber(const nlohmann::json& rows, std::size_t row, const std::string& header,
        const nlohmann::json& expected, int decimals)
    {
        const int c = column(rows, header);
        QVERIFY2(c >= 0, header.c_str());
        const auto& cell = rows[row][std::size_t(c)];
        if (expected.is_null()) {
            QVERIFY2(!cell.is_number(), (header + ": " + cell.dump()).c_str());
            return;
        }
        QVERIFY2(cell.is_number(), (header + " is not a number: " + cell.dump()).c_str());
        QCOMPARE(rounded(cell.get<double>(), decimals), rounded(expected.get<double>(), decimals));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("home/data")));
    }

    void workbookHoldsTheAdvisorsFigures()
    {
        const QString file = m_dir.filePath(QStringLiteral("figures.xlsx"));
        const Run exported
            = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("export"), QStringLiteral("--xlsx"), file }
                + demoAdvise());
        QVERIFY2(exported.code == 0, exported.err.constData());
        QVERIFY(exported.out.contains("figures.xlsx"));
        const Run advised
            = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("advise") }
                + demoAdvise());
        QVERIFY2(advised.code == 0, advised.err.constData());
        const auto advice = nlohmann::json::parse(advised.out.toStdString());
        const auto book = readBack(file);
        QVERIFY(book.is_object());
        const auto& sheets = book["sheets"];
        for (const char* name : { "Options", "Per-port cost", "Measurements", "Curves" }) {
            QVERIFY2(sheets.contains(name), name);
        }

        const auto& options = sheets["Options"];
        QCOMPARE(options.size(), advice["options"].size() + 2); // header, baseline, the options
        checkNumber(options, 1, "Peak IOPS", advice["baseline"]["peak_iops"], 0);
        for (std::size_t i = 0; i < advice["options"].size(); ++i) {
            const auto& o = advice["options"][i];
            const std::size_t row = i + 2;
            checkNumber(options, row, "Cost on the decisive cost basis (USD)", o["cost"], 2);
            checkNumber(options, row, "Peak IOPS", o["peak_iops"], 0);
            checkNumber(options, row, "Gain in peak IOPS", o["peak_gain_pct"], 1);
            checkNumber(options, row, "Highest IOPS within the latency limit", o["iops_at_latency_limit"], 0);
            checkNumber(options, row, "Gain in IOPS at the latency limit", o["latency_limit_gain_pct"], 1);
            checkNumber(
                options, row, "Mean latency at the middle of the headroom band (ms)", o["latency_at_headroom_ms"], 4);
            checkNumber(options, row, "Cost per IOPS gained at peak", o["usd_per_iops_gained"]["peak"], 4);
            checkNumber(options, row, "Cost per IOPS gained within the latency limit",
                o["usd_per_iops_gained"]["latency_limit"], 4);
        }

        const auto& perPort = sheets["Per-port cost"];
        QCOMPARE(perPort.size(), std::size_t(5)); // header, NIC, switch, cable, total
        checkNumber(perPort, 4, "Per port", advice["network_cost"]["per_port"]["total"], 2);
        checkNumber(perPort, 1, "Per port", advice["network_cost"]["per_port"]["nic"], 2);
        QVERIFY(perPort[1][std::size_t(column(perPort, "Source"))].is_string());

        // Every measurement behind the advice, its figures typed; the curves' points equal the advisor's peak.
        const auto& measurements = sheets["Measurements"];
        QVERIFY(measurements.size() > 2);
        const int iops = column(measurements, "IOPS");
        const int system = column(measurements, "System");
        QVERIFY(iops >= 0 && system >= 0 && column(measurements, "SHA-256") >= 0);
        QVERIFY(column(measurements, "Load: outstanding I/Os") >= 0);
        for (std::size_t r = 1; r < measurements.size(); ++r) {
            QVERIFY2(measurements[r][std::size_t(iops)].is_number(), measurements[r].dump().c_str());
        }
        const auto& curves = sheets["Curves"];
        double baselinePeak = 0;
        for (std::size_t r = 1; r < curves.size(); ++r) {
            if (curves[r][0].get<std::string>().rfind("Baseline", 0) == 0) {
                baselinePeak = std::max(baselinePeak, curves[r][std::size_t(column(curves, "IOPS"))].get<double>());
            }
        }
        QCOMPARE(std::round(baselinePeak), advice["baseline"]["peak_iops"].get<double>());
    }

    // Real fio output (a Ceph HDD and an SSD queue-depth sweep): every measurement with its file and SHA-256, its load
    // as queue depth × jobs, its figures as numbers.
    void realFioMeasurementsWithTheirSources()
    {
        const QString db = m_dir.filePath(QStringLiteral("fio.headroom"));
        const QString data = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/");
        for (const auto& [dir, system] :
            { std::pair { QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep"), QStringLiteral("Ceph HDD") },
                std::pair { QStringLiteral("fio-3.6-ceph-rbd-ssd-randread-qd-sweep"), QStringLiteral("Ceph SSD") } }) {
            const Run imported = cli({ QStringLiteral("--db"), db, QStringLiteral("import"), data + dir,
                QStringLiteral("--system"), system });
            QVERIFY2(imported.code == 0, imported.err.constData());
        }
        const QStringList advise { QStringLiteral("--workload"), QStringLiteral("4k_100rd_100rand_j1"),
            QStringLiteral("--baseline"), QStringLiteral("Ceph HDD"), QStringLiteral("--candidate"),
            QStringLiteral("Ceph SSD"), QStringLiteral("--nodes"), QStringLiteral("3"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"),
            QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("20000"), QStringLiteral("--latency-limit-ms"), QStringLiteral("5") };
        const QString file = m_dir.filePath(QStringLiteral("fio.xlsx"));
        const Run exported
            = cli(QStringList { QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("--xlsx"), file }
                + advise);
        QVERIFY2(exported.code == 0, exported.err.constData());
        const auto book = readBack(file);
        QVERIFY(book.is_object());
        const auto& rows = book["sheets"]["Measurements"];
        QVERIFY2(rows.size() > 10, rows.dump().c_str()); // both sweeps, several queue depths each
        const std::size_t sha = std::size_t(column(rows, "SHA-256"));
        const std::size_t source = std::size_t(column(rows, "Source file"));
        const std::size_t load = std::size_t(column(rows, "Load: outstanding I/Os"));
        const std::size_t latency = std::size_t(column(rows, "Latency, mean (ms)"));
        const std::size_t p99 = std::size_t(column(rows, "Latency p99 (ms)"));
        for (std::size_t r = 1; r < rows.size(); ++r) {
            QVERIFY2(rows[r][sha].is_string() && rows[r][sha].get<std::string>().size() == 64, rows[r].dump().c_str());
            QVERIFY(rows[r][source].get<std::string>().rfind("randread-qd", 0) == 0);
            QVERIFY2(rows[r][load].is_number(), rows[r].dump().c_str());
            QVERIFY(rows[r][latency].is_number() && rows[r][p99].is_number());
            QVERIFY(rows[r][p99].get<double>() >= rows[r][latency].get<double>() * 0.5);
        }
    }

    void failureNamesTheFile()
    {
        const QString blocker = m_dir.filePath(QStringLiteral("not-a-folder"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a file where a folder should be");
        file.close();
        const QString target = blocker + QStringLiteral("/figures.xlsx");
        const Run exported
            = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("export"), QStringLiteral("--xlsx"), target }
                + demoAdvise());
        QVERIFY(exported.code != 0);
        QVERIFY2(exported.err.contains(target.toUtf8()), exported.err.constData());
        QVERIFY2(exported.err.contains("--xlsx"), exported.err.constData());
        QVERIFY(!QFile::exists(target));

        const Run missing = cli(QStringList { QStringLiteral("--demo"), QStringLiteral("export") } + demoAdvise());
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains("--xlsx FILE is required"));
    }
};

QTEST_GUILESS_MAIN(TstWorkbookCli)
#include "tst_workbookcli.moc"
