// SPDX-License-Identifier: GPL-3.0-or-later
// Customer demands in the library (schema 5): an export's clusters stored and read back field by field, all or
// nothing, deduplicated by content; typed demands; link, growth, chosen peak, rename and delete, each undone; and a
// schema-4 library migrated without losing a row.
#include "store/resultslibrary.h"
#include "store/schema.h"
#include "support/librarytestaccess.h"
#include "support/mustread.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::errorOf;
using headroom::testing::mustRead;

namespace {

CustomerHost sampleHost(const QString& name, double peakIops)
{
    CustomerHost host;
    host.name = name;
    host.manufacturer = QStringLiteral("Dell Inc.");
    host.model = QStringLiteral("PowerEdge R740xd");
    host.cpuSockets = 2;
    host.cpuCores = 36;
    host.cpuGhz = 2.3;
    host.memoryKib = 805306368;
    host.nics = { CustomerNic { QStringLiteral("vmnic0"), 10000, QStringLiteral("Intel"), QStringLiteral("X710") },
        CustomerNic { QStringLiteral("vmnic1"), std::nullopt, QString(), QString() } };
    host.disks
        = { CustomerDisk { QStringLiteral("naa.1"), 1831420, QStringLiteral("PM1725"), QStringLiteral("Dell"), true },
              CustomerDisk { QStringLiteral("naa.2"), std::nullopt, QString(), QString(), std::nullopt } };
    host.peakCpuPct = 97.5;
    host.averageCpuPct = 41.25;
    host.peakIops = peakIops;
    host.averageIops = peakIops / 4;
    host.readWriteRatio = QStringLiteral("56% / 44%");
    host.readPct = 56;
    host.peakBytesPerSec = 310.5e6;
    host.averageBytesPerSec = 80e6;
    host.peakReadLatencyNs = 2.5e6;
    host.peakWriteLatencyNs = 4e6;
    host.averageReadLatencyNs = 0.8e6;
    host.averageWriteLatencyNs = std::nullopt;
    return host;
}

CustomerVm sampleVm(const QString& name, const QString& host)
{
    return CustomerVm { name, host, 1200, 300, 52428800, 1048576, 800, 400, 200, 100 };
}

CustomerExport sampleExport(const QString& date = QStringLiteral("2022/11/14"))
{
    CustomerExport customer;
    customer.projectId = QStringLiteral("1234");
    customer.projectName = QStringLiteral("Hospital");
    customer.projectDate = date;
    customer.collectorVersion = QStringLiteral("9.1.2");
    customer.clusters = { CustomerCluster { QStringLiteral("zColo_06"),
                              { sampleHost(QStringLiteral("esx-a"), 12000), sampleHost(QStringLiteral("esx-b"), 9000),
                                  sampleHost(QStringLiteral("esx-c"), 7000) },
                              { sampleVm(QStringLiteral("vm1"), QStringLiteral("esx-a")) } },
        CustomerCluster { QStringLiteral("zColo_08"),
            { sampleHost(QStringLiteral("esx-d"), 20000), sampleHost(QStringLiteral("esx-e"), 15000) }, {} } };
    return customer;
}

SourceRef exportSource(const QString& sha256)
{
    SourceRef source;
    source.kind = SourceKind::LiveOptics;
    source.file = QStringLiteral("export-%1.xlsx").arg(sha256);
    source.sha256 = sha256;
    source.importer = QStringLiteral("liveoptics-xlsx");
    source.importedAt = QDateTime(QDate(2026, 6, 1), QTime(9, 30), Qt::UTC);
    return source;
}

TypedDemand sampleTyped()
{
    TypedDemand typed;
    typed.peakIops = 50000;
    typed.averageIops = 20000;
    typed.peakBytesPerSec = 1.6e9;
    typed.readPct = 70;
    typed.ioSizeBytes = 32768;
    typed.nodes = 4;
    typed.portsPerNode = 2;
    typed.linkGbps = 25;
    return typed;
}

int rowCount(ResultsLibrary& library, const QString& table)
{
    QSqlQuery q(ResultsLibraryTestAccess::database(library));
    if (!q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(table)) || !q.next()) {
        return -1;
    }
    return q.value(0).toInt();
}

} // namespace

class TestCustomerStore : public QObject {
    Q_OBJECT

    std::unique_ptr<ResultsLibrary> openLibrary()
    {
        auto library = ResultsLibrary::openInMemory();
        if (!library) {
            qFatal("%s", qPrintable(library.error()));
        }
        return std::move(*library);
    }

    QTemporaryDir m_dir;

private slots:
    void roundTripsEveryField();
    void refusesSameSourceTwice();
    void takenClusterNameGetsTheProjectDate();
    void failedExportStoresNothing();
    void failedExportInsideAnImportUndoesTheImport();
    void typedDemand();
    void linksAndUnlinks();
    void growthAndPeakEditsAreUndone();
    void renames();
    void deleteTakesTheSourceWithItsLastCluster();
    void migratesSchemaFour();
};

void TestCustomerStore::roundTripsEveryField()
{
    auto library = openLibrary();
    const CustomerExport customer = sampleExport();
    const auto summary = library->addCustomerExport(exportSource(QStringLiteral("aa")), customer);
    QVERIFY2(summary.ok(), qPrintable(errorOf(summary)));
    QCOMPARE(summary->demandsAdded, 2);
    QVERIFY(summary->sourceId > 0);
    const QList<CustomerDemand> demands = mustRead(library->customerDemands());
    QCOMPARE(demands.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const CustomerDemand& demand = demands[i];
        QCOMPARE(demand.name, customer.clusters[i].name);
        QVERIFY(demand.cluster.has_value());
        QCOMPARE(*demand.cluster, customer.clusters[i]); // every host, NIC, disk and VM field
        QCOMPARE(demand.source, exportSource(QStringLiteral("aa")));
        QCOMPARE(demand.projectDate, QStringLiteral("2022/11/14"));
        QCOMPARE(demand.collectorVersion, QStringLiteral("9.1.2"));
        QCOMPARE(demand.linkedSystem, QString());
        QCOMPARE(demand.growthPerYear, 0.0);
        QCOMPARE(demand.chosenPeakIops, std::nullopt);
        QCOMPARE(demand.typed, TypedDemand {});
    }
    const std::optional<CustomerDemand> one = mustRead(library->customerDemand(QStringLiteral("zColo_08")));
    QVERIFY(one.has_value());
    QCOMPARE(*one, demands[1]);
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("nope"))), std::nullopt);
    QVERIFY(mustRead(library->sourceBySha256(QStringLiteral("aa")))->ref.kind == SourceKind::LiveOptics);
}

void TestCustomerStore::refusesSameSourceTwice()
{
    auto library = openLibrary();
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    SourceRef again = exportSource(QStringLiteral("aa"));
    again.file = QStringLiteral("copy.xlsx");
    const auto second = library->addCustomerExport(again, sampleExport());
    QVERIFY(!second.ok());
    QVERIFY2(second.error().contains(QStringLiteral("copy.xlsx: already in the library (source #1"))
            && second.error().contains(QStringLiteral("export-aa.xlsx")),
        qPrintable(second.error()));
    QCOMPARE(mustRead(library->customerDemands()).size(), 2);
}

void TestCustomerStore::takenClusterNameGetsTheProjectDate()
{
    auto library = openLibrary();
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("bb")), sampleExport(QStringLiteral("2023/02/01")))
                .ok());
    const QList<CustomerDemand> demands = mustRead(library->customerDemands());
    QCOMPARE(demands.size(), 4);
    QCOMPARE(demands[2].name, QStringLiteral("zColo_06 (2023/02/01)"));
    QCOMPARE(demands[2].cluster->name, QStringLiteral("zColo_06")); // the export's own name is kept
    QCOMPARE(demands[3].name, QStringLiteral("zColo_08 (2023/02/01)"));
    // The same date again: a number after it.
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("cc")), sampleExport(QStringLiteral("2023/02/01")))
                .ok());
    QCOMPARE(mustRead(library->customerDemands())[4].name, QStringLiteral("zColo_06 (2023/02/01) 2"));
}

void TestCustomerStore::failedExportStoresNothing()
{
    auto library = openLibrary();
    CustomerExport broken = sampleExport();
    broken.clusters[1].hosts[1].readPct = 150; // the schema refuses it: the second cluster fails half way
    const auto stored = library->addCustomerExport(exportSource(QStringLiteral("aa")), broken);
    QVERIFY(!stored.ok());
    QVERIFY2(stored.error().contains(QStringLiteral("export-aa.xlsx: cluster 'zColo_08': host 'esx-e'"))
            && stored.error().contains(QStringLiteral("nothing was added")),
        qPrintable(stored.error()));
    for (const QString& table :
        { QStringLiteral("sources"), QStringLiteral("customer_demands"), QStringLiteral("customer_hosts"),
            QStringLiteral("customer_nics"), QStringLiteral("customer_disks"), QStringLiteral("customer_vms") }) {
        QCOMPARE(rowCount(*library, table), 0);
    }
    CustomerExport empty = sampleExport();
    empty.clusters.clear();
    QVERIFY(!library->addCustomerExport(exportSource(QStringLiteral("bb")), empty).ok());
    QCOMPARE(rowCount(*library, QStringLiteral("sources")), 0);
}

void TestCustomerStore::failedExportInsideAnImportUndoesTheImport()
{
    auto library = openLibrary();
    CustomerExport broken = sampleExport();
    broken.clusters[0].hosts[0].peakIops = -1;
    const Status stored = library->inTransaction([&]() -> Status {
        if (auto first = library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()); !first) {
            return fail(first.error());
        }
        if (auto second = library->addCustomerExport(exportSource(QStringLiteral("bb")), broken); !second) {
            return fail(second.error());
        }
        return success();
    });
    QVERIFY(!stored.ok());
    QCOMPARE(rowCount(*library, QStringLiteral("sources")), 0);
    QCOMPARE(rowCount(*library, QStringLiteral("customer_demands")), 0);
}

void TestCustomerStore::typedDemand()
{
    auto library = openLibrary();
    LibraryUndo create;
    const auto id = library->saveTypedDemand(QStringLiteral("Acme"), sampleTyped(), &create);
    QVERIFY2(id.ok(), qPrintable(errorOf(id)));
    std::optional<CustomerDemand> demand = mustRead(library->customerDemand(QStringLiteral("Acme")));
    QVERIFY(demand.has_value());
    QCOMPARE(demand->typed, sampleTyped());
    QCOMPARE(demand->cluster, std::nullopt);
    QCOMPARE(demand->source.file, QStringLiteral("typed"));
    QVERIFY(demand->source.kind == SourceKind::Published);

    // Replacing the figures keeps the user's choices, and is undone to the figures before.
    QVERIFY(library->setDemandGrowth(QStringLiteral("Acme"), 0.2).ok());
    TypedDemand other;
    other.peakIops = 9000;
    LibraryUndo replace;
    QCOMPARE(mustRead(library->saveTypedDemand(QStringLiteral("Acme"), other, &replace)), *id);
    demand = mustRead(library->customerDemand(QStringLiteral("Acme")));
    QCOMPARE(demand->typed, other);
    QCOMPARE(demand->growthPerYear, 0.2);
    QVERIFY(library->undoLibraryEdit(replace).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("Acme")))->typed, sampleTyped());
    QVERIFY(library->undoLibraryEdit(create).ok());
    QCOMPARE(mustRead(library->customerDemands()).size(), 0);

    TypedDemand noPeak = sampleTyped();
    noPeak.peakIops.reset();
    QVERIFY(!library->saveTypedDemand(QStringLiteral("Acme"), noPeak).ok());
    TypedDemand badRead = sampleTyped();
    badRead.readPct = 120;
    QVERIFY(!library->saveTypedDemand(QStringLiteral("Acme"), badRead).ok());
    QVERIFY(!library->saveTypedDemand(QStringLiteral("  "), sampleTyped()).ok());
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    const auto clash = library->saveTypedDemand(QStringLiteral("zColo_06"), sampleTyped());
    QVERIFY(!clash.ok());
    QVERIFY2(clash.error().contains(QStringLiteral("cluster of an imported export")), qPrintable(clash.error()));
}

void TestCustomerStore::linksAndUnlinks()
{
    auto library = openLibrary();
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    SystemConfig vxrail;
    vxrail.name = QStringLiteral("VxRail 25 GbE");
    vxrail.nodes = 4;
    QVERIFY(library->saveSystem(vxrail).ok());
    LibraryUndo link;
    QVERIFY(library->linkDemand(QStringLiteral("zColo_08"), vxrail.name, &link).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("zColo_08")))->linkedSystem, vxrail.name);
    const Status unknown = library->linkDemand(QStringLiteral("zColo_08"), QStringLiteral("Nope"));
    QVERIFY(!unknown.ok());
    QVERIFY2(unknown.error().contains(QStringLiteral("no system 'Nope'")), qPrintable(unknown.error()));
    QVERIFY(!library->linkDemand(QStringLiteral("zColo_99"), vxrail.name).ok());
    QVERIFY(library->undoLibraryEdit(link).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("zColo_08")))->linkedSystem, QString());

    QVERIFY(library->linkDemand(QStringLiteral("zColo_08"), vxrail.name).ok());
    LibraryUndo unlink;
    QVERIFY(library->linkDemand(QStringLiteral("zColo_08"), QString(), &unlink).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("zColo_08")))->linkedSystem, QString());
    QVERIFY(library->undoLibraryEdit(unlink).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("zColo_08")))->linkedSystem, vxrail.name);

    // Merging the system moves the link; undoing the merge moves it back.
    SystemConfig other;
    other.name = QStringLiteral("VxRail renamed");
    QVERIFY(library->saveSystem(other).ok());
    LibraryUndo merge;
    QVERIFY(library->mergeSystems(vxrail.name, other.name, &merge).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("zColo_08")))->linkedSystem, other.name);
    QVERIFY(library->undoLibraryEdit(merge).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("zColo_08")))->linkedSystem, vxrail.name);

    // Deleting the system leaves the demand, unlinked; undoing the delete links it again.
    LibraryUndo remove;
    QVERIFY(library->deleteSystem(vxrail.name, &remove).ok());
    const std::optional<CustomerDemand> after = mustRead(library->customerDemand(QStringLiteral("zColo_08")));
    QVERIFY(after.has_value());
    QCOMPARE(after->linkedSystem, QString());
    QCOMPARE(after->cluster->hosts.size(), 2);
    QVERIFY(library->undoLibraryEdit(remove).ok());
    QCOMPARE(mustRead(library->customerDemand(QStringLiteral("zColo_08")))->linkedSystem, vxrail.name);
}

void TestCustomerStore::growthAndPeakEditsAreUndone()
{
    auto library = openLibrary();
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    const QString name = QStringLiteral("zColo_06");
    LibraryUndo growth;
    QVERIFY(library->setDemandGrowth(name, 0.2, &growth).ok());
    QCOMPARE(mustRead(library->customerDemand(name))->growthPerYear, 0.2);
    LibraryUndo peak;
    QVERIFY(library->setDemandChosenPeak(name, 25000.0, &peak).ok());
    QCOMPARE(mustRead(library->customerDemand(name))->chosenPeakIops, std::optional<double>(25000));
    LibraryUndo derived;
    QVERIFY(library->setDemandChosenPeak(name, std::nullopt, &derived).ok());
    QCOMPARE(mustRead(library->customerDemand(name))->chosenPeakIops, std::nullopt);
    QVERIFY(library->undoLibraryEdit(derived).ok());
    QCOMPARE(mustRead(library->customerDemand(name))->chosenPeakIops, std::optional<double>(25000));
    QVERIFY(library->undoLibraryEdit(peak).ok());
    QCOMPARE(mustRead(library->customerDemand(name))->chosenPeakIops, std::nullopt);
    QVERIFY(library->undoLibraryEdit(growth).ok());
    QCOMPARE(mustRead(library->customerDemand(name))->growthPerYear, 0.0);

    QVERIFY(!library->setDemandGrowth(name, -1.0).ok());
    QVERIFY(!library->setDemandGrowth(name, std::nan("")).ok());
    QVERIFY(!library->setDemandChosenPeak(name, 0.0).ok());
    QVERIFY(!library->setDemandGrowth(QStringLiteral("nope"), 0.1).ok());
}

void TestCustomerStore::renames()
{
    auto library = openLibrary();
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    const Status taken = library->renameDemand(QStringLiteral("zColo_06"), QStringLiteral("zColo_08"));
    QVERIFY(!taken.ok());
    QVERIFY2(taken.error().contains(QStringLiteral("already a demand 'zColo_08'")), qPrintable(taken.error()));
    QVERIFY(!library->renameDemand(QStringLiteral("zColo_06"), QStringLiteral(" ")).ok());
    LibraryUndo rename;
    QVERIFY(library->renameDemand(QStringLiteral("zColo_06"), QStringLiteral("Ward A"), &rename).ok());
    const std::optional<CustomerDemand> renamed = mustRead(library->customerDemand(QStringLiteral("Ward A")));
    QVERIFY(renamed.has_value());
    QCOMPARE(renamed->cluster->name, QStringLiteral("zColo_06"));
    QCOMPARE(renamed->cluster->hosts.size(), 3);
    QVERIFY(library->undoLibraryEdit(rename).ok());
    QVERIFY(mustRead(library->customerDemand(QStringLiteral("zColo_06"))).has_value());
}

void TestCustomerStore::deleteTakesTheSourceWithItsLastCluster()
{
    auto library = openLibrary();
    QVERIFY(library->addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    const QList<CustomerDemand> before = mustRead(library->customerDemands());
    LibraryUndo first;
    QVERIFY(library->deleteDemand(QStringLiteral("zColo_06"), &first).ok());
    QCOMPARE(mustRead(library->customerDemands()).size(), 1);
    QCOMPARE(rowCount(*library, QStringLiteral("sources")), 1); // zColo_08 still comes from it
    QCOMPARE(rowCount(*library, QStringLiteral("customer_hosts")), 2);
    QCOMPARE(rowCount(*library, QStringLiteral("customer_vms")), 0);
    LibraryUndo last;
    QVERIFY(library->deleteDemand(QStringLiteral("zColo_08"), &last).ok());
    QCOMPARE(rowCount(*library, QStringLiteral("sources")), 0);
    QCOMPARE(rowCount(*library, QStringLiteral("customer_nics")), 0);
    QVERIFY(!library->deleteDemand(QStringLiteral("zColo_08")).ok());

    QVERIFY(library->undoLibraryEdit(last).ok());
    QVERIFY(library->undoLibraryEdit(first).ok());
    QCOMPARE(mustRead(library->customerDemands()), before);

    QVERIFY(library->saveTypedDemand(QStringLiteral("Acme"), sampleTyped()).ok());
    QVERIFY(library->deleteDemand(QStringLiteral("Acme")).ok());
    QCOMPARE(rowCount(*library, QStringLiteral("sources")), 1);
}

void TestCustomerStore::migratesSchemaFour()
{
    const QString checkedIn = QFINDTESTDATA("data/library-schema1.headroom");
    QVERIFY(!checkedIn.isEmpty());
    const QString path = m_dir.filePath(QStringLiteral("v4.headroom"));
    QVERIFY(QFile::copy(checkedIn, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v4"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        for (int version = 1; version < 4; ++version) { // the released migrations 2, 3 and 4
            for (const QString& statement : schema::migrations()[version]) {
                QSqlQuery q(db);
                QVERIFY2(q.exec(statement), qPrintable(q.lastError().text()));
            }
        }
        QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 4"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v4"));

    auto opened = ResultsLibrary::open(path);
    QVERIFY2(opened.ok(), qPrintable(errorOf(opened)));
    ResultsLibrary& library = **opened;
    QCOMPARE(library.schemaVersion(), schema::currentVersion());
    QCOMPARE(mustRead(library.measurements()).size(), 1); // the schema-4 rows are kept
    QCOMPARE(mustRead(library.customerDemands()).size(), 0);
    QVERIFY(library.addCustomerExport(exportSource(QStringLiteral("aa")), sampleExport()).ok());
    QCOMPARE(mustRead(library.customerDemands()).size(), 2);
    QVERIFY(QFile::exists(path + QStringLiteral(".schema4.bak")));
}

QTEST_GUILESS_MAIN(TestCustomerStore)
#include "tst_customerstore.moc"
