// SPDX-License-Identifier: GPL-3.0-or-later
// An import that carries a customer's export (ParsedSource::customer) stores it as customer demands in the same
// transaction as the benchmark results beside it: all or nothing, and the result says which clusters came in.
#include "importers/importplan.h"
#include "store/resultslibrary.h"
#include "support/mustread.h"

#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

CustomerHost host(const QString& name, double peakIops)
{
    CustomerHost h;
    h.name = name;
    h.peakIops = peakIops;
    h.averageIops = peakIops / 2;
    h.peakCpuPct = 95;
    h.readPct = 60;
    h.nics = { CustomerNic { QStringLiteral("vmnic0"), 10000, {}, {} } };
    return h;
}

ParsedSource customerSource(const QString& sha256)
{
    ParsedSource parsed;
    parsed.source.kind = SourceKind::LiveOptics;
    parsed.source.file = QStringLiteral("export.xlsx");
    parsed.source.sha256 = sha256;
    parsed.source.importer = QStringLiteral("liveoptics-xlsx");
    parsed.format = ImportFormat::LiveOptics;
    CustomerExport customer;
    customer.projectDate = QStringLiteral("2022/11/14");
    customer.clusters = {
        CustomerCluster { QStringLiteral("zColo_06"),
            { host(QStringLiteral("a"), 100), host(QStringLiteral("b"), 200), host(QStringLiteral("c"), 300) }, {} },
        CustomerCluster {
            QStringLiteral("zColo_08"), { host(QStringLiteral("d"), 400), host(QStringLiteral("e"), 500) }, {} }
    };
    parsed.customer = customer;
    return parsed;
}

ParsedSource benchmarkSource()
{
    ParsedSource parsed;
    parsed.source.kind = SourceKind::Fio;
    parsed.source.file = QStringLiteral("run.json");
    parsed.source.sha256 = QStringLiteral("f10");
    parsed.format = ImportFormat::Fio;
    Measurement m;
    m.systemName = QStringLiteral("VxRail");
    m.workload.blockSizeBytes = 4096;
    m.iops = 1000;
    parsed.measurements << m;
    return parsed;
}

} // namespace

class TestCustomerImport : public QObject {
    Q_OBJECT
private slots:
    void storesTheExportAsDemands()
    {
        auto library = mustRead(ResultsLibrary::openInMemory());
        ImportPlan plan;
        plan.sources = { benchmarkSource(), customerSource(QStringLiteral("c1")) };
        const auto result = commitImport(*library, plan, {});
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error()));
        QCOMPARE(result->imported, 2);
        QCOMPARE(result->demandsAdded, 2);
        QCOMPARE(result->demands,
            QStringList({ QStringLiteral("zColo_06 (3 hosts)"), QStringLiteral("zColo_08 (2 hosts)") }));
        QCOMPARE(result->measurementIds.size(), 1);
        const QList<CustomerDemand> demands = mustRead(library->customerDemands());
        QCOMPARE(demands.size(), 2);
        QCOMPARE(demands[1].cluster->hosts.size(), 2);

        // The same export again is a duplicate, skipped like any other file.
        ImportPlan again;
        again.sources = { customerSource(QStringLiteral("c1")) };
        const auto second = commitImport(*library, again, {});
        QVERIFY(second.ok());
        QCOMPARE(second->imported, 0);
        QCOMPARE(second->duplicates, 1);
    }

    // The export fails in the store (a read share the schema refuses) after the benchmark file was stored: nothing
    // of either is kept.
    void aFailedExportLeavesTheLibraryUnchanged()
    {
        auto library = mustRead(ResultsLibrary::openInMemory());
        ParsedSource broken = customerSource(QStringLiteral("c2"));
        broken.customer->clusters[1].hosts[0].readPct = 250;
        ImportPlan plan;
        plan.sources = { benchmarkSource(), broken };
        const auto result = commitImport(*library, plan, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().contains(QStringLiteral("export.xlsx: cluster 'zColo_08': host 'd'"))
                && result.error().endsWith(QStringLiteral("nothing was imported")),
            qPrintable(result.error()));
        QCOMPARE(mustRead(library->measurementCount()), 0);
        QCOMPARE(mustRead(library->customerDemands()).size(), 0);
        QCOMPARE(mustRead(library->sources()).size(), 0);
        QCOMPARE(mustRead(library->systems()).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCustomerImport)
#include "tst_customerimport.moc"
