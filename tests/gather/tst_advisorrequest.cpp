// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's input gathered from the demo library: a request that fits gives the input; each wrong input fails
// on its field (the one to fix first), in words without command-line syntax (the CLI adds "--nic: ", the GUI marks
// the field).
#include "demo/demolibrary.h"
#include "gather/advisorrequest.h"
#include "pricing/catalogfile.h"
#include "store/resultslibrary.h"

#include <QTest>

using namespace headroom;

namespace {
const QString k25 = QStringLiteral("VxRail ESA 6-node 25GbE");
const QString k100 = QStringLiteral("VxRail ESA 6-node 100GbE");

AdvisorRequest fittingRequest()
{
    AdvisorRequest request;
    request.workload = QStringLiteral("oltp32k");
    request.baseline = k25;
    request.candidates = { k100 };
    request.nodes = 6;
    request.portsPerNode = 2;
    request.nicPart = QStringLiteral("540-BDEF");
    request.switchPart = QStringLiteral("210-APHK");
    request.cablePart = QStringLiteral("470-ABOX");
    return request;
}

using Change = void (*)(AdvisorRequest&);
} // namespace

Q_DECLARE_METATYPE(Change)

class TstAdvisorRequest : public QObject {
    Q_OBJECT

    std::unique_ptr<ResultsLibrary> m_demo;

private slots:
    void initTestCase()
    {
        auto demo = openDemoLibrary();
        QVERIFY2(demo, qPrintable(demo.ok() ? QString() : demo.error()));
        m_demo = std::move(*demo);
    }

    void aFittingRequestGivesTheInput()
    {
        const auto input = buildAdvisorInput(*m_demo, defaultCatalog(), fittingRequest());
        QVERIFY2(input, qPrintable(input.ok() ? QString() : input.error()));
        QCOMPARE(input->baseline.system, k25);
        QCOMPARE(input->candidates.size(), 1);
        QVERIFY(!input->baseline.points.empty());
        QCOMPARE(input->design.nic.partNumber, QStringLiteral("540-BDEF"));
        QCOMPARE(input->nodes, 6);
    }

    void errorsNameTheirField_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addColumn<QStringList>("fields");
        QTest::addColumn<QString>("message");
        QTest::newRow("no workload") << Change([](AdvisorRequest& r) { r.workload.clear(); })
                                     << QStringList { QStringLiteral("workload") }
                                     << QStringLiteral("give a workload name");
        QTest::newRow("workload typo") << Change([](AdvisorRequest& r) { r.workload = QStringLiteral("oltp-32K"); })
                                       << QStringList { QStringLiteral("workload") }
                                       << QStringLiteral("no workload 'oltp-32K' in the library; did you mean "
                                                         "'oltp32k'?");
        QTest::newRow("unknown baseline") << Change([](AdvisorRequest& r) { r.baseline = QStringLiteral("Nope"); })
                                          << QStringList { QStringLiteral("baseline") }
                                          << QStringLiteral("no system 'Nope' in the library; the systems are: ");
        QTest::newRow("baseline without a curve")
            << Change([](AdvisorRequest& r) { r.workload = QStringLiteral("512k-randread"); })
            << QStringList { QStringLiteral("baseline") }
            << QStringLiteral("has no measurement of '512k-randread' with both IOPS and a mean latency");
        QTest::newRow("unknown candidate")
            << Change([](AdvisorRequest& r) { r.candidates = { QStringLiteral("X") }; })
            << QStringList { QStringLiteral("candidate") } << QStringLiteral("no system 'X' in the library");
        QTest::newRow("unknown NIC") << Change([](AdvisorRequest& r) { r.nicPart = QStringLiteral("NOPE"); })
                                     << QStringList { QStringLiteral("nic") }
                                     << QStringLiteral("no part 'NOPE' in the catalog");
        QTest::newRow("no switch") << Change([](AdvisorRequest& r) { r.switchPart.clear(); })
                                   << QStringList { QStringLiteral("switch") }
                                   << QStringLiteral("give a part number from the catalog");
        QTest::newRow("a cable as NIC") << Change([](AdvisorRequest& r) { r.nicPart = QStringLiteral("470-ABOX"); })
                                        << QStringList { QStringLiteral("nic") }
                                        << QStringLiteral("is a Cable/DAC, not a NIC");
        QTest::newRow("25 Gb NIC on a 100 Gb switch")
            << Change([](AdvisorRequest& r) { r.nicPart = QStringLiteral("540-BBUJ"); })
            << QStringList { QStringLiteral("nic"), QStringLiteral("switch") }
            << QStringLiteral("540-BBUJ (Broadcom 57414 dual 25 Gb) is a 25 Gb/s NIC but 210-APHK");
        QTest::newRow("25 Gb cable on a 100 Gb switch")
            << Change([](AdvisorRequest& r) { r.cablePart = QStringLiteral("470-BBCX"); })
            << QStringList { QStringLiteral("cable"), QStringLiteral("switch") }
            << QStringLiteral("is a 25 Gb/s cable but 210-APHK");
        QTest::newRow("25 Gb parts for a 100 Gb candidate") << Change([](AdvisorRequest& r) {
            r.nicPart = QStringLiteral("540-BBUJ");
            r.switchPart = QStringLiteral("210-APEX");
            r.cablePart = QStringLiteral("470-BBCX");
        }) << QStringList { QStringLiteral("nic") }
                                                            << QStringLiteral("runs its links at 100 Gb/s; choose "
                                                                              "parts for VxRail ESA 6-node 100GbE");
        QTest::newRow("a NIC as node") << Change([](AdvisorRequest& r) { r.nodePart = QStringLiteral("540-BDEF"); })
                                       << QStringList { QStringLiteral("node-price") }
                                       << QStringLiteral("is a NIC, not a Node");
    }

    void errorsNameTheirField()
    {
        QFETCH(Change, change);
        QFETCH(QStringList, fields);
        QFETCH(QString, message);
        AdvisorRequest request = fittingRequest();
        change(request);
        const auto input = buildAdvisorInput(*m_demo, defaultCatalog(), request);
        QVERIFY(!input);
        QCOMPARE(input.failure().fields, fields);
        QVERIFY2(input.error().contains(message), qPrintable(input.error()));
        QVERIFY2(!input.error().contains(QStringLiteral("--")), qPrintable(input.error()));
        QVERIFY2(!input.error().contains(QStringLiteral("headroom-cli")), qPrintable(input.error()));
    }

    void theMeasurementsBehindAResultAreItsCurvesPoints()
    {
        // The Ceph fio sweeps (6 queue depths each); the option with added nodes is modeled and read from nowhere.
        AdvisorRequest request = fittingRequest();
        request.workload = QStringLiteral("4k_100rd_100rand_j1");
        request.baseline = QStringLiteral("Ceph RBD cluster, HDD OSDs");
        request.candidates = { QStringLiteral("Ceph RBD cluster, SSD OSDs") };
        request.nodes = 4;
        const auto input = buildAdvisorInput(*m_demo, defaultCatalog(), request);
        QVERIFY2(input, qPrintable(input.ok() ? QString() : input.error()));
        const AdvisorResult result = advise(*input);
        const auto behind = measurementsBehind(*m_demo, result);
        QVERIFY(behind);
        QCOMPARE(behind->size(), 12);
        QHash<QString, int> perSystem;
        for (const Measurement& m : *behind) {
            QVERIFY(m.isCurvePoint());
            QCOMPARE(m.workload.name, request.workload);
            ++perSystem[m.systemName];
        }
        QCOMPARE(perSystem.value(request.baseline), 6);
        QCOMPARE(perSystem.value(request.candidates.first()), 6);
    }

    void aBandIsTwoPercentages()
    {
        const auto band = parseHeadroomBand(QStringLiteral("60-70"));
        QVERIFY(band);
        QCOMPARE(band->first, 60.0);
        QCOMPARE(band->second, 70.0);
        const auto wrong = parseHeadroomBand(QStringLiteral("70-60"));
        QVERIFY(!wrong);
        QCOMPARE(wrong.failure().fields, QStringList { QStringLiteral("headroom") });
        QVERIFY(!wrong.error().contains(QStringLiteral("--")));
    }
};

QTEST_MAIN(TstAdvisorRequest)
#include "tst_advisorrequest.moc"
