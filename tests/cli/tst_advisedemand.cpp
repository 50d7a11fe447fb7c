// SPDX-License-Identifier: GPL-3.0-or-later
// advise --demand: the options parsed into the request (growth in its three spellings, years, nodes down, each error
// on its option), and the advisor's input on the demo library carrying the demand: its figures, the demand's own
// growth unless --growth overrides it, and the system it is linked to as the baseline. The advisor's computations
// with the demand are tested with the advisor.
#include "cli/adviseoptions.h"
#include "demo/demolibrary.h"
#include "gather/advisorrequest.h"
#include "pricing/catalogfile.h"
#include "support/cliinprocess.h"
#include "support/mustread.h"

#include <QCommandLineParser>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

Expected<AdvisorRequest> requestFrom(const QStringList& arguments)
{
    QCommandLineParser parser;
    cli::addAdviseOptions(parser);
    if (!parser.parse(QStringList { QStringLiteral("advise") } + arguments)) {
        return fail(parser.errorText());
    }
    return cli::adviseRequestFrom(parser);
}

// "--demand x --years 0" → its words.
QStringList words(const char* text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

} // namespace

class TestAdviseDemand : public QObject {
    Q_OBJECT

    std::unique_ptr<ResultsLibrary> m_demo;

private slots:
    void initTestCase() { m_demo = mustRead(openDemoLibrary()); }

    void parsesTheDemandOptions_data()
    {
        QTest::addColumn<QString>("growth");
        QTest::newRow("percent") << QStringLiteral("20%");
        QTest::newRow("per year") << QStringLiteral("20%/yr");
        QTest::newRow("fraction") << QStringLiteral("0.2");
    }
    void parsesTheDemandOptions()
    {
        QFETCH(QString, growth);
        const auto request
            = requestFrom({ QStringLiteral("--demand"), QStringLiteral("zColo_08"), QStringLiteral("--growth"), growth,
                QStringLiteral("--years"), QStringLiteral("3"), QStringLiteral("--nodes-down"), QStringLiteral("2") });
        QVERIFY2(request.ok(), qPrintable(request.ok() ? QString() : request.error()));
        QCOMPARE(request->demand, QStringLiteral("zColo_08"));
        QVERIFY(request->growthPerYear.has_value());
        QVERIFY(qFuzzyCompare(*request->growthPerYear, 0.2));
        QCOMPARE(request->years, 3);
        QCOMPARE(request->nodesDown, 2);
        QVERIFY(request->baseline.isEmpty()); // not required with a demand
    }

    void defaultsWithoutTheOptions()
    {
        const auto request = requestFrom({ QStringLiteral("--demand"), QStringLiteral("zColo_08") });
        QVERIFY(request.ok());
        QCOMPARE(request->growthPerYear, std::nullopt);
        QCOMPARE(request->years, 5);
        QCOMPARE(request->nodesDown, 1);
        QVERIFY(!requestFrom({}).ok()); // without a demand the workload, baseline and parts are required
    }

    void errorsNameTheOption_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("field");
        QTest::newRow("bad growth") << words("--demand x --growth fast") << QStringLiteral("growth");
        QTest::newRow("years 0") << words("--demand x --years 0") << QStringLiteral("years");
        QTest::newRow("nodes down -1") << words("--demand x --nodes-down -1") << QStringLiteral("nodes-down");
        QTest::newRow("growth without demand")
            << words("--workload w --baseline b --nic n --switch s --cable c --growth 20%") << QStringLiteral("growth");
    }
    void errorsNameTheOption()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, field);
        const auto request = requestFrom(arguments);
        QVERIFY(!request.ok());
        QCOMPARE(request.failure().fields.value(0), field);
    }

    void theInputCarriesTheDemand()
    {
        AdvisorRequest request = *requestFrom({ QStringLiteral("--demand"), QStringLiteral("zColo_08") });
        const auto input = buildAdvisorInput(*m_demo, defaultCatalog(), request);
        QVERIFY2(input.ok(), qPrintable(input.ok() ? QString() : input.error()));
        QVERIFY(input->demand.has_value());
        QCOMPARE(input->demand->figures.name, QStringLiteral("zColo_08"));
        QCOMPARE(input->demand->figures.nodes, 2);
        QVERIFY(input->demand->figures.peakIops > 40000);
        QCOMPARE(input->demand->growthPerYear, 0.2); // the demand's own
        QCOMPARE(input->demand->years, 5);
        QCOMPARE(input->demand->nodesDown, 1);
        QCOMPARE(input->baseline.system, QStringLiteral("VxRail ESA 6-node 25GbE")); // the linked system
        QCOMPARE(input->workload, QStringLiteral("oltp32k")); // the closest measured workload
        QCOMPARE(input->candidates.size(), 1);
        QCOMPARE(input->candidates[0].system, QStringLiteral("VxRail ESA 6-node 100GbE"));
        QVERIFY(
            input->notes.join(QLatin1Char('\n')).contains(QStringLiteral("the system demand zColo_08 is linked to")));

        // Priced and sized for the customer's cluster (2 hosts of 2 NICs), not the lab's 6 nodes, unless asked.
        QCOMPARE(input->nodes, 2);
        QCOMPARE(input->portsPerNode, 2);
        QVERIFY(input->notes.join(QLatin1Char('\n')).contains(QStringLiteral("the customer's cluster zColo_08")));
        AdvisorRequest labSized = request;
        labSized.nodes = 6;
        const auto asked = buildAdvisorInput(*m_demo, defaultCatalog(), labSized);
        QVERIFY(asked.ok());
        QCOMPARE(asked->nodes, 6);

        request.growthPerYear = 0.35;
        request.nodesDown = 0;
        const auto overridden = buildAdvisorInput(*m_demo, defaultCatalog(), request);
        QVERIFY(overridden.ok());
        QCOMPARE(overridden->demand->growthPerYear, 0.35);
        QCOMPARE(overridden->demand->nodesDown, 0);
    }

    // The demo's story from the command line: zColo_08's hosts are CPU bound, so adding nodes stands.
    void theDemoTellsTheStory()
    {
        const auto run = testing::runCliInProcess({ QStringLiteral("--demo"), QStringLiteral("advise"),
            QStringLiteral("--demand"), QStringLiteral("zColo_08"), QStringLiteral("--node-price"),
            QStringLiteral("100000 USD"), QStringLiteral("--json") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const nlohmann::json json = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
        QVERIFY(!json.is_discarded());
        QCOMPARE(json["recommendation"].get<std::string>(), std::string("add-nodes"));
        QCOMPARE(json["demand"]["cluster"].get<std::string>(), std::string("zColo_08"));
    }

    // The test: capacity, runway and nodes needed of advise --demand on the demo's VxRail curves and the real
    // export, against demand_oracle.py, which reads the .xlsx with python's zipfile and applies the formulas itself.
    void theAnswerMatchesAnIndependentOracle()
    {
        QTemporaryDir dir;
        const auto results = testing::runCliInProcess({ QStringLiteral("--demo"), QStringLiteral("results"),
            QStringLiteral("--system"), QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("--workload"),
            QStringLiteral("oltp32k"), QStringLiteral("--json") });
        QVERIFY2(results.exitCode == 0, qPrintable(results.err));
        QFile points(dir.filePath(QStringLiteral("points.json")));
        QVERIFY(points.open(QIODevice::WriteOnly) && points.write(results.out.toUtf8()) > 0);
        points.close();
        const auto lab = m_demo->system(QStringLiteral("VxRail ESA 6-node 25GbE"));
        QVERIFY(lab.ok() && *lab && (*lab)->nodes);
        const auto run
            = testing::runCliInProcess({ QStringLiteral("--demo"), QStringLiteral("advise"), QStringLiteral("--demand"),
                QStringLiteral("zColo_08"), QStringLiteral("--node-price"), QStringLiteral("100000 USD"),
                QStringLiteral("--growth"), QStringLiteral("20%"), QStringLiteral("--json") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const nlohmann::json answer = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
        QVERIFY(!answer.is_discarded());
        nlohmann::json added;
        for (const auto& option : answer["options"]) {
            if (option["kind"] == "add-nodes") {
                added = option;
            }
        }
        QVERIFY(added.is_object());
        QProcess python;
        python.start(QStringLiteral("python3"),
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/cli/demand_oracle.py"),
                QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/liveoptics/liveoptics-vsphere-2clusters.xlsx"),
                QStringLiteral("zColo_08"), points.fileName(), QString::number(*(*lab)->nodes), QStringLiteral("0.2"),
                QStringLiteral("5"), QStringLiteral("1"), QStringLiteral("1000"),
                QString::number(added["nodes_added"].get<int>()) });
        QVERIFY(python.waitForFinished(60000) && python.exitCode() == 0);
        const nlohmann::json oracle = nlohmann::json::parse(python.readAllStandardOutput().toStdString());
        const auto near = [](const nlohmann::json& a, const nlohmann::json& b, double tolerance) {
            return std::abs(a.get<double>() - b.get<double>()) <= tolerance;
        };
        QVERIFY(near(answer["demand"]["figures"]["peak_iops"], oracle["peak_iops"], 0));
        QCOMPARE(added["nodes_needed"].get<int>(), oracle["nodes_needed"].get<int>());
        QCOMPARE(added["nodes_added"].get<int>(), oracle["nodes_needed"].get<int>()); // sized by the demand
        QVERIFY(near(added["capacity"]["per_node_iops"], oracle["per_node_iops"], 0.05));
        QVERIFY(near(added["capacity"]["iops_nodes_down"], oracle["added_capacity_down_iops"], 0.5));
        QVERIFY(near(added["runway_years"], oracle["added_runway_years"], 0.005));
        // The network upgrade on CPU-bound hosts keeps today's capacity: short today, as the oracle's current cluster.
        for (const auto& option : answer["options"]) {
            if (option["kind"] == "network-upgrade") {
                QVERIFY(near(option["capacity"]["iops_nodes_down"], oracle["capacity_down_iops"], 0.5));
                QVERIFY(near(option["short_by_iops"], oracle["short_by_iops"], 0.5));
                QCOMPARE(option["runway_years"].get<double>(), oracle["runway_years"].get<double>());
            }
        }
        QCOMPARE(answer["recommendation"].get<std::string>(), std::string("add-nodes"));
    }

    void anUnknownOrUnlinkedDemandNamesTheField()
    {
        AdvisorRequest request;
        request.demand = QStringLiteral("zColo_99");
        const auto unknown = buildAdvisorInput(*m_demo, defaultCatalog(), request);
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.failure().fields.value(0), QStringLiteral("demand"));
        QVERIFY2(unknown.error().contains(QStringLiteral("'zColo_08'")), qPrintable(unknown.error()));
        request.demand = QStringLiteral("zColo_06"); // linked to no system
        const auto unlinked = buildAdvisorInput(*m_demo, defaultCatalog(), request);
        QVERIFY(!unlinked.ok());
        QCOMPARE(unlinked.failure().fields.value(0), QStringLiteral("baseline"));
    }
};

QTEST_GUILESS_MAIN(TestAdviseDemand)
#include "tst_advisedemand.moc"
