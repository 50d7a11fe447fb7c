// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom-cli chart` on the demo library, for every kind that has data there, and its errors.
#include "charts/clidrawing.h"
#include "cli/cliapp.h"
#include "support/cliinprocess.h"
#include "support/clirun.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;

namespace {

using CliRun = testing::CliRun;

CliRun runCli(QStringList arguments)
{
    return testing::runCliInProcess(std::move(arguments));
}

const QString k25 = QStringLiteral("VxRail ESA 6-node 25GbE");
const QString k100 = QStringLiteral("VxRail ESA 6-node 100GbE");

} // namespace

class TestChartCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        charts::drawCliChartsWithQtCharts();
    }

    void everyKindOnTheDemo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expectedText");
        const QString systems = k25 + QLatin1Char(',') + k100;
        QTest::newRow("curve png") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve"),
            QStringLiteral("--workload"), QStringLiteral("oltp32k"), QStringLiteral("--systems"), systems,
            QStringLiteral("--latency-limit-ms"), QStringLiteral("0.75") }
                                   << QStringLiteral("curve.png") << QStringLiteral("+230 %");
        QTest::newRow("throughput svg") << QStringList { QStringLiteral("--kind"), QStringLiteral("throughput"),
            QStringLiteral("--workload"), QStringLiteral("512k-randread"), QStringLiteral("--systems"), systems }
                                        << QStringLiteral("throughput.svg") << QStringLiteral("108.6 %");
        QTest::newRow("compare pdf") << QStringList { QStringLiteral("--kind"), QStringLiteral("compare"),
            QStringLiteral("--systems"), systems }
                                     << QStringLiteral("compare.pdf") << QStringLiteral("+139 %");
        QTest::newRow("tiers png") << QStringList { QStringLiteral("--kind"), QStringLiteral("tiers"),
            QStringLiteral("--workload"), QStringLiteral("atto-top-speed-read,atto-top-speed-write") }
                                   << QStringLiteral("tiers.png") << QStringLiteral("Optane NVMe");
        QTest::newRow("percentiles png") << QStringList { QStringLiteral("--kind"), QStringLiteral("percentiles"),
            QStringLiteral("--workload"), QStringLiteral("fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads"),
            QStringLiteral("--latency"), QStringLiteral("p95") }
                                         << QStringLiteral("percentiles.png") << QStringLiteral("51.0 ms");
    }

    void everyKindOnTheDemo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, file);
        QFETCH(QString, expectedText);
        const QString path = m_dir.filePath(file);
        const CliRun run = runCli(QStringList { QStringLiteral("--demo"), QStringLiteral("chart") } + arguments
            + QStringList { QStringLiteral("--out"), path, QStringLiteral("--width"), QStringLiteral("1200"),
                QStringLiteral("--height"), QStringLiteral("700") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(expectedText), qPrintable(run.out));
        QVERIFY(QFile::exists(path));
        if (path.endsWith(QLatin1String(".png"))) {
            QCOMPARE(QImage(path).size(), QSize(1200, 700));
        }
    }

    void jsonDescribesTheChart()
    {
        const QString path = m_dir.filePath(QStringLiteral("json.png"));
        const CliRun run = runCli(
            { QStringLiteral("chart"), QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("--kind"),
                QStringLiteral("throughput"), QStringLiteral("--workload"), QStringLiteral("512k-randread"),
                QStringLiteral("--systems"), k25 + QLatin1Char(',') + k100, QStringLiteral("--out"), path });
        QCOMPARE(run.exitCode, 0);
        const auto json = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
        QVERIFY(!json.is_discarded());
        QCOMPARE(json["kind"].get<std::string>(), std::string("throughput"));
        QCOMPARE(json["width"].get<int>(), 1920);
        QCOMPARE(json["series"][0]["points"].size(), std::size_t(2));
        QCOMPARE(std::round(json["series"][0]["points"][0]["y"].get<double>()), 3393.0);
        QCOMPARE(json["annotations"][0]["y"].get<double>(), 3125.0);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString out = m_dir.filePath(QStringLiteral("e.png"));
        QTest::newRow("no kind") << QStringList { QStringLiteral("--out"), out } << 2
                                 << QStringLiteral("--kind is required");
        QTest::newRow("bad kind") << QStringList { QStringLiteral("--kind"), QStringLiteral("pie"),
            QStringLiteral("--out"), out }
                                  << 2 << QStringLiteral("unknown 'pie'");
        QTest::newRow("no out") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve") } << 2
                                << QStringLiteral("--out FILE");
        QTest::newRow("bad suffix") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve"),
            QStringLiteral("--out"), QStringLiteral("x.gif") }
                                    << 2 << QStringLiteral(".png, .svg or .pdf");
        QTest::newRow("bad width") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve"),
            QStringLiteral("--out"), out, QStringLiteral("--width"), QStringLiteral("10") }
                                   << 2 << QStringLiteral("--width");
        QTest::newRow("bad latency") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve"),
            QStringLiteral("--out"), out, QStringLiteral("--latency"), QStringLiteral("p42") }
                                     << 2 << QStringLiteral("p42");
        QTest::newRow("unknown system") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve"),
            QStringLiteral("--out"), out, QStringLiteral("--workload"), QStringLiteral("oltp32k"),
            QStringLiteral("--systems"), QStringLiteral("Nope") }
                                        << 1 << QStringLiteral("--systems: no system named 'Nope'");
        QTest::newRow("unknown workload") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve"),
            QStringLiteral("--out"), out, QStringLiteral("--workload"), QStringLiteral("nope") }
                                          << 1 << QStringLiteral("--workload: no workload named 'nope'");
        QTest::newRow("compare one system") << QStringList { QStringLiteral("--kind"), QStringLiteral("compare"),
            QStringLiteral("--out"), out, QStringLiteral("--systems"), QStringLiteral("VxRail ESA 6-node 25GbE") }
                                            << 1 << QStringLiteral("chart: --systems: a comparison needs exactly two");
        QTest::newRow("curve without iops") << QStringList { QStringLiteral("--kind"), QStringLiteral("curve"),
            QStringLiteral("--out"), out, QStringLiteral("--workload"), QStringLiteral("512k-randread") }
                                            << 1 << QStringLiteral("has both IOPS");
        QTest::newRow("unwritable") << QStringList { QStringLiteral("--kind"), QStringLiteral("tiers"),
            QStringLiteral("--out"), QStringLiteral("/nonexistent-folder/x.png"), QStringLiteral("--workload"),
            QStringLiteral("atto-top-speed-read") }
                                    << 1 << QStringLiteral("cannot write /nonexistent-folder/x.png");
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun run = runCli(QStringList { QStringLiteral("--demo"), QStringLiteral("chart") } + arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    void theBinaryDrawsCharts()
    {
        // The real program: `chart` is registered by app/cli_main.cpp and gets its QApplication there.
        const QString path = m_dir.filePath(QStringLiteral("binary.svg"));
        const testing::CliProcessRun drawn = testing::runCliBinary(
            { QStringLiteral("--demo"), QStringLiteral("chart"), QStringLiteral("--kind"), QStringLiteral("curve"),
                QStringLiteral("--workload"), QStringLiteral("oltp32k"), QStringLiteral("--out"), path });
        QVERIFY2(drawn.exitCode == 0, qPrintable(drawn.err));
        QVERIFY(QFile::exists(path));
        QVERIFY(testing::runCliBinary({ QStringLiteral("--help") }).out.contains("chart"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestChartCli)
#include "tst_chartcli.moc"
