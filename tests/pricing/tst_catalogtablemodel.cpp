// SPDX-License-Identifier: GPL-3.0-or-later
// The Catalog page's model: edits through the undo stack, validation shown per cell, built-in items protected,
// import as one undoable step, save writes only your own items.
#include "pages/catalogpage.h"
#include "pages/catalogtablemodel.h"
#include "pricing/catalogfile.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace headroom;

class TstCatalogTableModel : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void editsAreValidatedAndUndoable()
    {
        CatalogTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.load(path("none.json")));
        QCOMPARE(model.rowCount(), 6);
        QVERIFY(model.issues().isEmpty());
        const QModelIndex ports = model.index(1, CatalogTableModel::PortsColumn);
        QCOMPARE(model.data(ports).toInt(), 48);
        QVERIFY(model.setData(ports, 0));
        QCOMPARE(model.issues().size(), 1);
        QCOMPARE(model.issues()[0].field, QStringLiteral("ports"));
        QVERIFY(model.data(ports, Qt::ToolTipRole).toString().contains(QStringLiteral("item 2 (210-APEX")));
        QVERIFY(model.data(ports, Qt::BackgroundRole).isValid());
        QVERIFY(!model.data(model.index(1, CatalogTableModel::PriceColumn), Qt::BackgroundRole).isValid());
        QVERIFY(!model.isBuiltIn(1));
        QVERIFY(model.isModified());
        QVERIFY(!model.save()); // refused while invalid
        model.undoStack()->undo();
        QCOMPARE(model.data(ports).toInt(), 48);
        QVERIFY(model.issues().isEmpty());
        QVERIFY(model.isBuiltIn(1));
        model.undoStack()->redo();
        QCOMPARE(model.data(ports).toInt(), 0);
    }

    void priceEditsAreExactAndRejectNonsense()
    {
        CatalogTableModel model;
        QVERIFY(model.load(path("none.json")));
        const QModelIndex price = model.index(0, CatalogTableModel::PriceColumn);
        QCOMPARE(model.data(price, Qt::EditRole).toString(), QStringLiteral("769.00"));
        QVERIFY(!model.setData(price, QStringLiteral("cheap")));
        QVERIFY(model.setData(price, QStringLiteral("699.99")));
        QCOMPARE(model.data(price).toString(), QStringLiteral("$699.99"));
        QCOMPARE(model.data(model.index(0, CatalogTableModel::PerPortColumn)).toString(), QStringLiteral("$350.00"));
        QCOMPARE(model.data(model.index(0, CatalogTableModel::DateColumn)).toString(), QStringLiteral("March 2023"));
        QCOMPARE(
            model.data(model.index(0, CatalogTableModel::OriginColumn)).toString(), QStringLiteral("your catalog"));
    }

    void builtInItemsCannotBeRemovedButOwnOnesCan()
    {
        CatalogTableModel model;
        QVERIFY(model.load(path("none.json")));
        const auto refused = model.removeItem(0);
        QVERIFY(!refused);
        QVERIFY(refused.error().contains(QStringLiteral("built-in")));
        model.addItem(ItemKind::Node);
        QCOMPARE(model.rowCount(), 7);
        QVERIFY(!model.issues().isEmpty()); // a new item has no price source yet
        QVERIFY(model.issues().last().message.contains(QStringLiteral("source: is empty")));
        QVERIFY(model.removeItem(6));
        QCOMPARE(model.rowCount(), 6);
        model.undoStack()->undo();
        QCOMPARE(model.rowCount(), 7);
    }

    // A node is priced whole: no speed (not "0 Gb/s"), no per-port share, and its speed cannot be edited.
    void aNodeShowsNoSpeedAndNoPerPortPrice()
    {
        CatalogTableModel model;
        QVERIFY(model.load(path("node.json")));
        model.addItem(ItemKind::Nic);
        const int row = model.rowCount() - 1;
        const QModelIndex speed = model.index(row, CatalogTableModel::SpeedColumn);
        const QModelIndex perPort = model.index(row, CatalogTableModel::PerPortColumn);
        QVERIFY(model.setData(speed, QStringLiteral("25")));
        QVERIFY(model.setData(model.index(row, CatalogTableModel::PriceColumn), QStringLiteral("48000")));
        QCOMPARE(model.data(speed).toDouble(), 25.0);
        QVERIFY(!model.data(perPort).toString().isEmpty());
        QVERIFY(model.setData(model.index(row, CatalogTableModel::KindColumn), QStringLiteral("node")));
        QCOMPARE(model.data(speed).toString(), QString());
        QCOMPARE(model.data(perPort).toString(), QString());
        QVERIFY(!model.data(perPort, CatalogTableModel::RawValueRole).isValid());
        QVERIFY(!(model.flags(speed) & Qt::ItemIsEditable));
        QVERIFY(model.data(perPort, Qt::ToolTipRole).toString().contains(QStringLiteral("priced whole")));
        QVERIFY(
            model.data(model.index(row, CatalogTableModel::PriceColumn)).toString().contains(QStringLiteral("48,000")));
    }

    void importSaveAndReload()
    {
        CatalogItem item = *defaultCatalog().find(QStringLiteral("470-ABOX"));
        item.partNumber = QStringLiteral("OPT-100-SR4");
        item.kind = ItemKind::Optic;
        item.priceCents = 49900;
        item.source = QStringLiteral("test quote 42");
        QVERIFY(writeCatalogFile(path("incoming.csv"), Catalog({ item })));
        CatalogTableModel model;
        QVERIFY(model.load(path("mine.json")));
        QVERIFY(model.importFile(path("incoming.csv")));
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.undoStack()->count(), 1);
        QVERIFY(model.save());
        const auto saved = readCatalogFile(path("mine.json"));
        QVERIFY(saved);
        QCOMPARE(saved->size(), 1); // only what is not built in
        CatalogTableModel reloaded;
        QVERIFY(reloaded.load(path("mine.json")));
        QCOMPARE(reloaded.rowCount(), 7);
        QVERIFY(!reloaded.isModified());

        item.ports = 0;
        QVERIFY(writeCatalogFile(path("bad.csv"), Catalog({ item })));
        const auto refused = model.importFile(path("bad.csv"));
        QVERIFY(!refused);
        QVERIFY(refused.error().contains(QStringLiteral("ports: 0 ports")));
        QCOMPARE(model.rowCount(), 7);
    }

    void pageShowsTheProblems()
    {
        CatalogTableModel model;
        QVERIFY(model.load(path("none.json")));
        CatalogPage page(&model);
        page.resize(1280, 640);
        model.setData(model.index(2, CatalogTableModel::CurrencyColumn), QStringLiteral("DOLLARS"));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        if (const QByteArray dir = qgetenv("HEADROOM_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QVERIFY(page.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/catalog-page-invalid.png")));
        }
        QCOMPARE(model.issues().size(), 1);
    }
};

QTEST_MAIN(TstCatalogTableModel)
#include "tst_catalogtablemodel.moc"
