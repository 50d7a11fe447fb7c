// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom-cli demand …`: list and show an export's clusters (JSON with every field the issue names, text with the
// derivations), type a demand, and edit growth, peak, link (to a system, or one created from the inventory), name;
// each error names the option at fault.
#include "store/resultslibrary.h"
#include "support/cliinprocess.h"
#include "support/mustread.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::mustRead;
using headroom::testing::runCliInProcess;

namespace {

CustomerHost host(const QString& name, double peakIops, double peakMegabytes, double cpuPct)
{
    CustomerHost h;
    h.name = name;
    h.peakIops = peakIops;
    h.averageIops = peakIops / 4;
    h.peakBytesPerSec = peakMegabytes * 1e6;
    h.averageBytesPerSec = peakMegabytes * 1e6 / 4;
    h.peakCpuPct = cpuPct;
    h.readPct = 70;
    h.nics = { CustomerNic { QStringLiteral("vmnic0"), 10000, {}, {} },
        CustomerNic { QStringLiteral("vmnic1"), 10000, {}, {} } };
    return h;
}

CustomerExport sampleExport()
{
    CustomerExport customer;
    customer.projectDate = QStringLiteral("2022/11/14");
    customer.collectorVersion = QStringLiteral("23.3.11.78");
    customer.clusters = { CustomerCluster { QStringLiteral("zColo_08"),
        { host(QStringLiteral("esx-1"), 30000, 250, 97), host(QStringLiteral("esx-2"), 10000, 125, 93) }, {} } };
    return customer;
}

nlohmann::json parsed(const QString& text)
{
    return nlohmann::json::parse(text.toStdString(), nullptr, false);
}

} // namespace

class TestDemandCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    testing::CliRun cli(const QStringList& arguments)
    {
        return runCliInProcess(QStringList { QStringLiteral("--db"), m_db } + arguments);
    }

private slots:
    void init()
    {
        static int n = 0;
        m_db = m_dir.filePath(QStringLiteral("lib%1.headroom").arg(++n));
        auto library = mustRead(ResultsLibrary::open(m_db));
        SourceRef source;
        source.kind = SourceKind::LiveOptics;
        source.file = QStringLiteral("export.xlsx");
        source.sha256 = QStringLiteral("abc123");
        source.importer = QStringLiteral("liveoptics-xlsx");
        QVERIFY(library->addCustomerExport(source, sampleExport()).ok());
        SystemConfig vxrail;
        vxrail.name = QStringLiteral("VxRail 25 GbE");
        QVERIFY(library->saveSystem(vxrail).ok());
    }

    void showJsonHasEveryField()
    {
        const auto run = cli(
            { QStringLiteral("demand"), QStringLiteral("show"), QStringLiteral("zColo_08"), QStringLiteral("--json") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const nlohmann::json json = parsed(run.out);
        QVERIFY(!json.is_discarded());
        for (const char* key : { "cluster", "nodes", "ports_per_node", "link_gbps", "peak_iops", "average_iops",
                 "peak_mbps", "average_mbps", "read_pct", "io_size_bytes", "hosts", "bottleneck", "source",
                 "growth_per_year", "linked_system", "derivation" }) {
            QVERIFY2(json.contains(key), key);
        }
        QCOMPARE(json["cluster"].get<std::string>(), std::string("zColo_08"));
        QCOMPARE(json["nodes"].get<int>(), 2);
        QCOMPARE(json["ports_per_node"].get<int>(), 2);
        QCOMPARE(json["link_gbps"].get<double>(), 10.0);
        QCOMPARE(json["peak_iops"].get<double>(), 40000.0);
        QCOMPARE(json["peak_mbps"].get<double>(), 375.0);
        QCOMPARE(json["hosts"].size(), size_t(2));
        const nlohmann::json& first = json["hosts"][0];
        for (const char* key :
            { "name", "peak_cpu_pct", "peak_iops", "peak_mbps", "link_mbps", "link_utilisation_pct" }) {
            QVERIFY2(first.contains(key), key);
        }
        QCOMPARE(first["link_mbps"].get<double>(), 2500.0); // 2 × 10,000 Mb/s ÷ 8
        QCOMPARE(first["link_utilisation_pct"].get<double>(), 10.0); // 250 ÷ 2,500
        QCOMPARE(json["bottleneck"]["kind"].get<std::string>(), std::string("cpu"));
        QVERIFY(json["bottleneck"]["evidence"].is_array());
        QCOMPARE(json["source"]["sha256"].get<std::string>(), std::string("abc123"));
        QCOMPARE(json["source"]["project_date"].get<std::string>(), std::string("2022/11/14"));
        QCOMPARE(json["source"]["collector"].get<std::string>(), std::string("23.3.11.78"));
        QVERIFY(json["linked_system"].is_null());
        QVERIFY(json["derivation"].size() > 3);
    }

    void showTextSaysTheDerivations()
    {
        const auto run = cli({ QStringLiteral("demand"), QStringLiteral("show"), QStringLiteral("zColo_08") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("how each figure is derived:")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("upper bound")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("esx-1")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("bottleneck: ")), qPrintable(run.out));
        const auto missing = cli({ QStringLiteral("demand"), QStringLiteral("show"), QStringLiteral("zColo_99") });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QStringLiteral("no demand 'zColo_99'"))
                && missing.err.contains(QStringLiteral("'zColo_08'")),
            qPrintable(missing.err));
    }

    void listsDemands()
    {
        const auto text = cli({ QStringLiteral("demand"), QStringLiteral("list") });
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(QStringLiteral("zColo_08")) && text.out.contains(QStringLiteral("40,000 *")),
            qPrintable(text.out));
        const auto json = cli({ QStringLiteral("demand"), QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(parsed(json.out).size(), size_t(1));
    }

    void typesADemand()
    {
        const auto noPeak = cli({ QStringLiteral("demand"), QStringLiteral("set"), QStringLiteral("Acme"),
            QStringLiteral("--read-pct"), QStringLiteral("70") });
        QCOMPARE(noPeak.exitCode, 2);
        QVERIFY2(noPeak.err.contains(QStringLiteral("--peak-iops")), qPrintable(noPeak.err));
        const auto badRead = cli(
            { QStringLiteral("demand"), QStringLiteral("set"), QStringLiteral("Acme"), QStringLiteral("--peak-iops"),
                QStringLiteral("5000"), QStringLiteral("--read-pct"), QStringLiteral("150") });
        QCOMPARE(badRead.exitCode, 2);
        QVERIFY2(badRead.err.contains(QStringLiteral("--read-pct")), qPrintable(badRead.err));
        const auto badSize = cli(
            { QStringLiteral("demand"), QStringLiteral("set"), QStringLiteral("Acme"), QStringLiteral("--peak-iops"),
                QStringLiteral("5000"), QStringLiteral("--io-size"), QStringLiteral("big") });
        QCOMPARE(badSize.exitCode, 2);
        QVERIFY2(badSize.err.contains(QStringLiteral("--io-size")), qPrintable(badSize.err));
        const auto clash = cli({ QStringLiteral("demand"), QStringLiteral("set"), QStringLiteral("zColo_08"),
            QStringLiteral("--peak-iops"), QStringLiteral("5000") });
        QCOMPARE(clash.exitCode, 1);

        const auto set = cli({ QStringLiteral("demand"), QStringLiteral("set"), QStringLiteral("Acme"),
            QStringLiteral("--peak-iops"), QStringLiteral("50000"), QStringLiteral("--peak-mbps"),
            QStringLiteral("1600"), QStringLiteral("--read-pct"), QStringLiteral("70"), QStringLiteral("--io-size"),
            QStringLiteral("32k"), QStringLiteral("--nodes"), QStringLiteral("4") });
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        // A second set changes only what it names.
        QCOMPARE(cli({ QStringLiteral("demand"), QStringLiteral("set"), QStringLiteral("Acme"),
                         QStringLiteral("--read-pct"), QStringLiteral("60") })
                     .exitCode,
            0);
        const nlohmann::json json = parsed(
            cli({ QStringLiteral("demand"), QStringLiteral("show"), QStringLiteral("Acme"), QStringLiteral("--json") })
                .out);
        QCOMPARE(json["peak_iops"].get<double>(), 50000.0);
        QCOMPARE(json["peak_mbps"].get<double>(), 1600.0);
        QCOMPARE(json["read_pct"].get<double>(), 60.0);
        QCOMPARE(json["io_size_bytes"].get<double>(), 32768.0);
        QCOMPARE(json["nodes"].get<int>(), 4);
        QCOMPARE(json["source"]["file"].get<std::string>(), std::string("typed"));
    }

    void editsGrowthAndPeak()
    {
        const QString name = QStringLiteral("zColo_08");
        QCOMPARE(
            cli({ QStringLiteral("demand"), QStringLiteral("growth"), name, QStringLiteral("20%/yr") }).exitCode, 0);
        const auto badGrowth = cli({ QStringLiteral("demand"), QStringLiteral("growth"), name, QStringLiteral("x") });
        QCOMPARE(badGrowth.exitCode, 2);
        QVERIFY2(badGrowth.err.contains(QStringLiteral("growth")), qPrintable(badGrowth.err));
        QCOMPARE(cli({ QStringLiteral("demand"), QStringLiteral("peak"), name, QStringLiteral("35000") }).exitCode, 0);
        nlohmann::json json
            = parsed(cli({ QStringLiteral("demand"), QStringLiteral("show"), name, QStringLiteral("--json") }).out);
        QCOMPARE(json["growth_per_year"].get<double>(), 0.2);
        QCOMPARE(json["peak_iops"].get<double>(), 35000.0);
        QVERIFY(json["peak_is_chosen"].get<bool>());
        QCOMPARE(
            cli({ QStringLiteral("demand"), QStringLiteral("peak"), name, QStringLiteral("--derived") }).exitCode, 0);
        json = parsed(cli({ QStringLiteral("demand"), QStringLiteral("show"), name, QStringLiteral("--json") }).out);
        QCOMPARE(json["peak_iops"].get<double>(), 40000.0);
        QCOMPARE(cli({ QStringLiteral("demand"), QStringLiteral("peak"), name, QStringLiteral("-5") }).exitCode, 2);
    }

    void linksToASystem()
    {
        const QString name = QStringLiteral("zColo_08");
        const auto unknown = cli({ QStringLiteral("demand"), QStringLiteral("link"), name, QStringLiteral("Nope") });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QStringLiteral("no system 'Nope'")), qPrintable(unknown.err));
        QCOMPARE(
            cli({ QStringLiteral("demand"), QStringLiteral("link"), name, QStringLiteral("VxRail 25 GbE") }).exitCode,
            0);
        nlohmann::json json
            = parsed(cli({ QStringLiteral("demand"), QStringLiteral("show"), name, QStringLiteral("--json") }).out);
        QCOMPARE(json["linked_system"].get<std::string>(), std::string("VxRail 25 GbE"));

        const auto created = cli({ QStringLiteral("demand"), QStringLiteral("link"), name,
            QStringLiteral("--create-system"), QStringLiteral("Customer zColo_08") });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        auto library = mustRead(ResultsLibrary::open(m_db));
        const std::optional<SystemConfig> system = mustRead(library->system(QStringLiteral("Customer zColo_08")));
        QVERIFY(system.has_value());
        QCOMPARE(system->nodes, std::optional<int>(2));
        QCOMPARE(system->portsPerNode, std::optional<int>(2));
        QCOMPARE(system->linkGbps, std::optional<double>(10));
        QVERIFY2(system->description.contains(QStringLiteral("customer inventory of cluster zColo_08")),
            qPrintable(system->description));
        QCOMPARE(mustRead(library->customerDemand(name))->linkedSystem, QStringLiteral("Customer zColo_08"));
        library.reset();
        const auto again = cli({ QStringLiteral("demand"), QStringLiteral("link"), name,
            QStringLiteral("--create-system"), QStringLiteral("Customer zColo_08") });
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral("already a system")), qPrintable(again.err));
        QCOMPARE(cli({ QStringLiteral("demand"), QStringLiteral("link"), name, QStringLiteral("--none") }).exitCode, 0);
    }

    // The real export through `import`: the summary names the clusters; a failing file in the same import (the
    // export cut short) leaves the library without any of them.
    void importsTheRealExport()
    {
        const QString real
            = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/liveoptics/liveoptics-vsphere-2clusters.xlsx");
        QFile file(real);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const QString truncated = m_dir.filePath(QStringLiteral("truncated.xlsx"));
        QFile cut(truncated);
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(bytes.left(bytes.size() / 2));
        cut.close();
        const QString db = m_dir.filePath(QStringLiteral("real.headroom"));
        mustRead(ResultsLibrary::open(db)).reset(); // an existing, empty library
        const auto failed = runCliInProcess({ QStringLiteral("--db"), db, QStringLiteral("import"), real, truncated });
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.contains(QStringLiteral("nothing was imported")), qPrintable(failed.err));
        {
            auto library = mustRead(ResultsLibrary::open(db, ResultsLibrary::Mode::Existing));
            QCOMPARE(mustRead(library->customerDemands()).size(), 0);
            QCOMPARE(mustRead(library->sources()).size(), 0);
        }
        const auto imported = runCliInProcess({ QStringLiteral("--db"), db, QStringLiteral("import"), real });
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.out.contains(QStringLiteral("2 clusters: zColo_06 (3 hosts), zColo_08 (2 hosts)")),
            qPrintable(imported.out));
        const nlohmann::json json
            = parsed(runCliInProcess({ QStringLiteral("--db"), db, QStringLiteral("demand"), QStringLiteral("show"),
                                         QStringLiteral("zColo_08"), QStringLiteral("--json") })
                         .out);
        QCOMPARE(json["nodes"].get<int>(), 2);
        QCOMPARE(json["bottleneck"]["kind"].get<std::string>(), std::string("cpu"));
        const auto again = runCliInProcess({ QStringLiteral("--db"), db, QStringLiteral("import"), real });
        QVERIFY2(again.err.contains(QStringLiteral("already in the library")), qPrintable(again.err));
    }

    void renamesAndDeletes()
    {
        QCOMPARE(cli({ QStringLiteral("demand"), QStringLiteral("rename"), QStringLiteral("zColo_08"),
                         QStringLiteral("Ward B") })
                     .exitCode,
            0);
        QCOMPARE(cli({ QStringLiteral("demand"), QStringLiteral("delete"), QStringLiteral("zColo_08") }).exitCode, 1);
        const auto deleted = cli({ QStringLiteral("demand"), QStringLiteral("delete"), QStringLiteral("Ward B") });
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        auto library = mustRead(ResultsLibrary::open(m_db));
        QCOMPARE(mustRead(library->customerDemands()).size(), 0);
        QCOMPARE(mustRead(library->sources()).size(), 0); // the export went with its last cluster
        QCOMPARE(cli({ QStringLiteral("demand"), QStringLiteral("frobnicate") }).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestDemandCli)
#include "tst_demandcli.moc"
