// SPDX-License-Identifier: GPL-3.0-or-later
// headroom-cli catalog and advise, as a user runs them: exit codes, JSON keys, the report's figures.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

class TstAdviseCli : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    QTemporaryDir m_home;

    Run run(const QStringList& arguments)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(HEADROOM_CLI_PATH), arguments);
        if (!process.waitForFinished(60000)) {
            return {};
        }
        return { process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError() };
    }

    static QStringList adviseArgs()
    {
        return { QStringLiteral("--demo"), QStringLiteral("advise"), QStringLiteral("--workload"),
            QStringLiteral("oltp32k"), QStringLiteral("--baseline"), QStringLiteral("VxRail ESA 6-node 25GbE"),
            QStringLiteral("--candidate"), QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--nodes"),
            QStringLiteral("6"), QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"),
            QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
            QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
            QStringLiteral("100000") };
    }

private slots:
    void portCostJson_data()
    {
        QTest::addColumn<QStringList>("parts");
        QTest::addColumn<double>("nic");
        QTest::addColumn<double>("sw");
        QTest::addColumn<double>("cable");
        QTest::addColumn<double>("total");
        QTest::newRow("25 GbE") << QStringList { QStringLiteral("540-BBUJ"), QStringLiteral("210-APEX"),
            QStringLiteral("470-BBCX") }
                                << 384.5 << 1233.67 << 125.0 << 1743.17;
        QTest::newRow("100 GbE") << QStringList { QStringLiteral("540-BDEF"), QStringLiteral("210-APHK"),
            QStringLiteral("470-ABOX") }
                                 << 1242.0 << 1952.34 << 360.0 << 3554.34;
    }
    void portCostJson()
    {
        QFETCH(QStringList, parts);
        QFETCH(double, nic);
        QFETCH(double, sw);
        QFETCH(double, cable);
        QFETCH(double, total);
        const Run r = run({ QStringLiteral("catalog"), QStringLiteral("port-cost"), QStringLiteral("--nic"), parts[0],
            QStringLiteral("--switch"), parts[1], QStringLiteral("--cable"), parts[2], QStringLiteral("--json") });
        QCOMPARE(r.code, 0);
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json.size(), std::size_t(2));
        QCOMPARE(json["currency"].get<std::string>(), std::string("USD"));
        QCOMPARE(json["per_port"].size(), std::size_t(4));
        QCOMPARE(json["per_port"]["nic"].get<double>(), nic);
        QCOMPARE(json["per_port"]["switch"].get<double>(), sw);
        QCOMPARE(json["per_port"]["cable"].get<double>(), cable);
        QCOMPARE(json["per_port"]["total"].get<double>(), total);
    }

    void catalogListShowAndErrors()
    {
        Run r = run({ QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(r.code, 0);
        QCOMPARE(nlohmann::json::parse(r.out.toStdString())["items"].size(), std::size_t(6));
        r = run({ QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("210-apex") });
        QCOMPARE(r.code, 0);
        QVERIFY(
            r.out.contains("$59,216.00") && r.out.contains("March 2023") && r.out.contains("Per port:    $1,233.67"));
        r = run({ QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("NOPE") });
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("no part 'NOPE'"));
        r = run({ QStringLiteral("catalog"), QStringLiteral("frobnicate") });
        QCOMPARE(r.code, 2);
    }

    void importRefusesAnInvalidFileAndNamesTheField()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("kind,part_number,speed_gbps,ports,price,currency,price_date,source\n"
                   "nic,X-1,25,0,100,USD,2024-01,quote 7\n");
        file.close();
        const QString mine = dir.filePath(QStringLiteral("mine.json"));
        Run r = run({ QStringLiteral("catalog"), QStringLiteral("import"), bad, QStringLiteral("--catalog"), mine });
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("bad.csv: line 2, column ports: 0 ports"), r.err.constData());
        QVERIFY(!QFile::exists(mine));

        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("kind,part_number,speed_gbps,ports,price,currency,price_date,source\n"
                   "nic,X-1,25,2,100,USD,2024-01,quote 7\n");
        file.close();
        r = run({ QStringLiteral("catalog"), QStringLiteral("import"), bad, QStringLiteral("--catalog"), mine });
        QCOMPARE(r.code, 0);
        r = run({ QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"), mine,
            QStringLiteral("--json") });
        QCOMPARE(nlohmann::json::parse(r.out.toStdString())["items"].size(), std::size_t(7));
        const QString exported = dir.filePath(QStringLiteral("out.csv"));
        r = run({ QStringLiteral("catalog"), QStringLiteral("export"), exported, QStringLiteral("--catalog"), mine });
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(exported));
    }

    // A node is priced whole: the listing and `show` give it no speed ("-", not "0 Gb/s") and no per-port price.
    void catalogShowsNoSpeedOrPerPortPriceForANode()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("node.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("kind,part_number,speed_gbps,ports,price,currency,price_date,source\n"
                   "node,VXR-E665,0,2,48000,USD,2024-01,quote 9\n");
        file.close();
        const QString mine = dir.filePath(QStringLiteral("mine.json"));
        Run r = run({ QStringLiteral("catalog"), QStringLiteral("import"), csv, QStringLiteral("--catalog"), mine });
        QVERIFY2(r.code == 0, r.err.constData());
        r = run({ QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"), mine });
        QCOMPARE(r.code, 0);
        const qsizetype start = r.out.indexOf("VXR-E665");
        QVERIFY(start >= 0);
        const QByteArray line = r.out.mid(start, r.out.indexOf('\n', start) - start);
        QVERIFY2(line.contains("$48,000.00") && !line.contains("Gb/s"), r.out.constData());
        r = run({ QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("VXR-E665"),
            QStringLiteral("--catalog"), mine });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Speed:       -\n") && r.out.contains("Per port:    - (priced whole)")
                && !r.out.contains("$24,000.00"),
            r.out.constData());
    }

    void adviseDemoJson()
    {
        const Run r = run(adviseArgs() << QStringLiteral("--json"));
        QVERIFY2(r.code == 0, r.err.constData());
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json["workload"].get<std::string>(), std::string("oltp32k"));
        QCOMPARE(json["baseline"]["peak_iops"].get<double>(), 106000.0);
        QCOMPARE(json["baseline"]["latency_at_peak_ms"].get<double>(), 0.72);
        QCOMPARE(json["options"][0]["kind"].get<std::string>(), std::string("network-upgrade"));
        QCOMPARE(json["options"][0]["cost"].get<double>(), 42652.13);
        QCOMPARE(json["options"][0]["currency"].get<std::string>(), std::string("USD"));
        QCOMPARE(json["options"][1]["kind"].get<std::string>(), std::string("add-nodes"));
        QCOMPARE(json["bottleneck"]["verdict"].get<std::string>(), std::string("network"));
        QCOMPARE(json["recommendation"].get<std::string>(), std::string("network-upgrade"));
        QCOMPARE(json["extrapolated"].get<bool>(), false);
        QVERIFY(json["baseline"]["headroom_iops"].is_null()); // one point: not without --extrapolate
        QVERIFY(json["network_cost"]["total_report_rounding"].get<double>() == 42648.0);
    }

    void adviseExtrapolateFlagsTheOutput()
    {
        const Run r = run(adviseArgs() << QStringLiteral("--json") << QStringLiteral("--extrapolate"));
        QCOMPARE(r.code, 0);
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json["extrapolated"].get<bool>(), true);
        QCOMPARE(json["baseline"]["latency_at_headroom_ms"].get<double>(), 0.72);
        const Run text = run(adviseArgs() << QStringLiteral("--extrapolate"));
        QVERIFY(text.out.contains("EXTRAPOLATED"));
    }

    void adviseErrors_data()
    {
        QTest::addColumn<QStringList>("replace");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown part") << QStringList { QStringLiteral("540-BDEF"), QStringLiteral("NOPE") } << 1
                                      << QStringLiteral(
                                             "--nic: no part 'NOPE' in the catalog (see 'headroom-cli catalog list')");
        QTest::newRow("wrong kind") << QStringList { QStringLiteral("540-BDEF"), QStringLiteral("470-ABOX") } << 1
                                    << QStringLiteral("is a Cable/DAC, not a NIC");
        QTest::newRow("unknown system") << QStringList { QStringLiteral("VxRail ESA 6-node 100GbE"),
            QStringLiteral("Nope") } << 1
                                        << QStringLiteral("--candidate: no system 'Nope'");
        // A typo gets the close names; a name far from all gets the list of those there are.
        QTest::newRow("baseline typo") << QStringList { QStringLiteral("VxRail ESA 6-node 25GbE"),
            QStringLiteral("VxRail ESA 6-node 25Gbe") }
                                       << 1
                                       << QStringLiteral(
                                              "--baseline: no system 'VxRail ESA 6-node 25Gbe' in the library; "
                                              "did you mean 'VxRail ESA 6-node 25GbE'");
        QTest::newRow("baseline unknown")
            << QStringList { QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("Nope") } << 1
            << QStringLiteral("--baseline: no system 'Nope' in the library; the systems are: ");
        QTest::newRow("candidate typo") << QStringList { QStringLiteral("VxRail ESA 6-node 100GbE"),
            QStringLiteral("vxrail esa 6 node 100gbe") }
                                        << 1
                                        << QStringLiteral("--candidate: no system 'vxrail esa 6 node 100gbe' in the "
                                                          "library; did you mean 'VxRail ESA 6-node 100GbE'");
        QTest::newRow("workload typo") << QStringList { QStringLiteral("oltp32k"), QStringLiteral("oltp-32K") } << 1
                                       << QStringLiteral("--workload: no workload 'oltp-32K' in the library; did you "
                                                         "mean 'oltp32k'?");
        QTest::newRow("workload unknown") << QStringList { QStringLiteral("oltp32k"), QStringLiteral("mixed-zz") } << 1
                                          << QStringLiteral("--workload: no workload 'mixed-zz' in the library; the "
                                                            "workloads are: ");
        QTest::newRow("no curve") << QStringList { QStringLiteral("oltp32k"), QStringLiteral("512k-randread") } << 1
                                  << QStringLiteral(
                                         "has no measurement of '512k-randread' with both IOPS and a mean latency");
        QTest::newRow("bad price") << QStringList { QStringLiteral("100000"), QStringLiteral("-100") } << 2
                                   << QStringLiteral("--node-price: '-100'");
        QTest::newRow("unknown node part") << QStringList { QStringLiteral("100000"), QStringLiteral("lots") } << 1
                                           << QStringLiteral("--node-price: no part 'lots'");
        QTest::newRow("node price of a NIC") << QStringList { QStringLiteral("100000"), QStringLiteral("540-BDEF") }
                                             << 1 << QStringLiteral("is a NIC, not a Node");
        QTest::newRow("25 Gb NIC for a 100 Gb candidate")
            << QStringList { QStringLiteral("540-BDEF"), QStringLiteral("540-BBUJ") } << 1
            << QStringLiteral("--nic/--switch: 540-BBUJ (Broadcom 57414 dual 25 Gb) is a 25 Gb/s NIC but 210-APHK");
        QTest::newRow("25 Gb cable on a 100 Gb switch") << QStringList { QStringLiteral("470-ABOX"),
            QStringLiteral("470-BBCX") } << 1 << QStringLiteral("is a 25 Gb/s cable but 210-APHK");
    }
    void noEvidenceNoVerdict()
    {
        // The case: a candidate with no measurement of the workload printed "add-nodes" and exited 0.
        QStringList args = adviseArgs();
        args[args.indexOf(QStringLiteral("VxRail ESA 6-node 100GbE"))] = QStringLiteral("Windows 10 VM on NAND SSD");
        const Run r = run(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("Recommendation: no-recommendation"), r.out.constData());
        QVERIFY(r.out.contains("(not weighed)"));
        // The workload by what it is; the library's names follow in the list of what each system measured.
        QVERIFY2(
            r.err.contains("Windows 10 VM on NAND SSD has no measurement of OLTP 32 KiB 70/30"), r.err.constData());
        QVERIFY(r.err.contains("VxRail ESA 6-node 25GbE: oltp32k"));
        QVERIFY(r.err.contains("Windows 10 VM on NAND SSD: atto-top-speed-read"));
        const Run json = run(args << QStringLiteral("--json"));
        QCOMPARE(json.code, 1);
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(doc["recommendation"].get<std::string>(), std::string("no-recommendation"));
        QCOMPARE(doc["options"][0]["weighed"].get<bool>(), false);
    }

    void costBasisDecidesAndTheFlipIsSaid()
    {
        // Demo: 106,000 → 350,000 peak IOPS (+244,000). Amortised $42,652.13 = $0.17 per IOPS; whole units
        // $144,174.00 = $0.59. 14 nodes at $5,000 (a test input) gain 247,333 IOPS for $70,000 = $0.28: between.
        QStringList args = adviseArgs();
        args[args.indexOf(QStringLiteral("100000"))] = QStringLiteral("5000 USD");
        Run r = run(QStringList(args) << QStringLiteral("--json"));
        QCOMPARE(r.code, 0);
        auto doc = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(doc["recommendation"].get<std::string>(), std::string("network-upgrade"));
        QCOMPARE(doc["cost_basis"].get<std::string>(), std::string("amortised"));
        QCOMPARE(doc["other_cost_basis"]["recommendation"].get<std::string>(), std::string("add-nodes"));
        QCOMPARE(doc["other_cost_basis"]["changes_answer"].get<bool>(), true);
        QCOMPARE(doc["options"][0]["cost_whole_units"].get<double>(), 144174.0);
        r = run(QStringList(args) << QStringLiteral("--cost-basis") << QStringLiteral("whole-units"));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Recommendation: add-nodes (on the whole-unit build-out; on the other basis: "
                                "network-upgrade)"),
            r.out.constData());
        QVERIFY(r.out.contains("Decided on the whole-unit build-out; on the per-port amortised cost the answer would "
                               "be: upgrade the network"));
        r = run(QStringList(args) << QStringLiteral("--cost-basis") << QStringLiteral("cheapest"));
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--cost-basis: 'cheapest'"));
    }

    void currenciesAndCatalogNodes()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("quote.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("kind,part_number,speed_gbps,ports,price,currency,price_date,source\n"
                   "nic,EUR-NIC,100,2,2300.00,EUR,2026-11,quote 7 of the test\n"
                   "node,NODE-7,,1,90000.00,USD,2026-11,quote 7 of the test\n");
        file.close();
        const QString mine = dir.filePath(QStringLiteral("mine.json"));
        QCOMPARE(
            run({ QStringLiteral("catalog"), QStringLiteral("import"), csv, QStringLiteral("--catalog"), mine }).code,
            0);
        QStringList args = adviseArgs() << QStringLiteral("--catalog") << mine;
        args[args.indexOf(QStringLiteral("540-BDEF"))] = QStringLiteral("EUR-NIC");
        Run r = run(args);
        QCOMPARE(r.code, 1); // a EUR NIC with a USD switch: refused, the network upgrade is not weighed
        QVERIFY2(r.out.contains("EUR-NIC is priced in EUR but the answer is in USD"), r.out.constData());
        r = run(QStringList(args) << QStringLiteral("--rate") << QStringLiteral("EUR:USD=1.08"));
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--rate-date"));
        r = run(QStringList(args) << QStringLiteral("--rate") << QStringLiteral("EUR:USD=1.08")
                                  << QStringLiteral("--rate-date") << QStringLiteral("2026-11-30"));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("Exchange rate used: 1 EUR = 1.08 USD (rate of 2026-11-30)"));
        QVERIFY(r.out.contains("2,300.00 EUR converted to $2,484.00"));

        args = adviseArgs() << QStringLiteral("--catalog") << mine;
        args[args.indexOf(QStringLiteral("100000"))] = QStringLiteral("NODE-7");
        r = run(args);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("Node price: $90,000.00, catalog item NODE-7"));
        args = adviseArgs();
        args[args.indexOf(QStringLiteral("100000"))] = QStringLiteral("92000 EUR");
        r = run(args);
        QCOMPARE(r.code, 1); // the answer in the node price's EUR: the USD parts have no rate
        QVERIFY2(r.out.contains("210-APHK (Dell S5232F-ON 32 port 100 GbE) is priced in USD but the answer is in EUR"),
            r.out.constData());
        r = run(QStringList(args) << QStringLiteral("--currency") << QStringLiteral("USD"));
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains("the node price is in EUR but the answer is in USD"));
    }

    void adviseErrors()
    {
        QFETCH(QStringList, replace);
        QFETCH(int, code);
        QFETCH(QString, message);
        QStringList args = adviseArgs();
        args[args.indexOf(replace[0])] = replace[1];
        const Run r = run(args);
        QCOMPARE(r.code, code);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        if (message.endsWith(QStringLiteral(" are: "))) {
            // The list names what exists, so the user can copy a name.
            const QString listed = message.contains(QStringLiteral("workload"))
                ? QStringLiteral("oltp32k")
                : QStringLiteral("VxRail ESA 6-node 25GbE");
            QVERIFY2(QString::fromUtf8(r.err).section(message, 1).contains(listed), r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TstAdviseCli)
#include "tst_advisecli.moc"
