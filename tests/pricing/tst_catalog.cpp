// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog validation (each message), JSON and CSV round trips and their errors, overlaying a user catalog.
#include "pricing/catalogcsv.h"
#include "pricing/catalogfile.h"
#include "pricing/catalogjson.h"

#include <limits>

#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

class TstCatalog : public QObject {
    Q_OBJECT

    static CatalogItem goodItem()
    {
        CatalogItem item;
        item.kind = ItemKind::Nic;
        item.vendor = QStringLiteral("Acme");
        item.model = QStringLiteral("Dual 25");
        item.partNumber = QStringLiteral("ACME-25");
        item.speedGbps = 25;
        item.ports = 2;
        item.priceCents = 50000;
        item.currency = QStringLiteral("EUR");
        item.priceDate = QStringLiteral("2024-01");
        item.source = QStringLiteral("Acme price list, January 2024");
        item.notes = QStringLiteral("a note, with \"quotes\"\nand a second line");
        return item;
    }

private slots:
    void validItemHasNoIssues() { QVERIFY(Catalog({ goodItem() }).validate().isEmpty()); }

    void validationMessages_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative price")
            << QStringLiteral("price")
            << QStringLiteral(
                   "item 2 (ACME-25 (Acme Dual 25)): price: negative price -5.00; a price must be zero or more");
        QTest::newRow("smallest int64 price")
            << QStringLiteral("price")
            << QStringLiteral("item 2 (ACME-25 (Acme Dual 25)): price: negative price -92233720368547758.08; a price "
                              "must be zero or more");
        QTest::newRow("price above the ceiling")
            << QStringLiteral("price")
            << QStringLiteral("item 2 (ACME-25 (Acme Dual 25)): price: price 10000000000.01 is above 10000000000.00, "
                              "the most a catalog item may cost");
        QTest::newRow("zero ports") << QStringLiteral("ports")
                                    << QStringLiteral("item 2 (ACME-25 (Acme Dual 25)): ports: 0 ports; an item must "
                                                      "have at least one port (a cable or node counts as 1)");
        QTest::newRow("unknown currency")
            << QStringLiteral("currency")
            << QStringLiteral("item 2 (ACME-25 (Acme Dual 25)): currency: unknown currency 'DOLLARS'; use an ISO 4217 "
                              "code such as USD or EUR");
        QTest::newRow("duplicate part number")
            << QStringLiteral("part number")
            << QStringLiteral("item 2 (540-BBUJ (Acme Dual 25)): part number: duplicate part number '540-BBUJ', "
                              "already used by item 1");
        QTest::newRow("empty part number")
            << QStringLiteral("part number")
            << QStringLiteral("item 2 (Acme Dual 25): part number: is empty; every item needs a part number");
        QTest::newRow("missing source")
            << QStringLiteral("source")
            << QStringLiteral(
                   "item 2 (ACME-25 (Acme Dual 25)): source: is empty; every price must say where it comes from");
        QTest::newRow("bad date")
            << QStringLiteral("price date")
            << QStringLiteral("item 2 (ACME-25 (Acme Dual 25)): price date: 'March 2023' is not YYYY-MM or YYYY-MM-DD");
        QTest::newRow("no speed") << QStringLiteral(
            "speed") << QStringLiteral("item 2 (ACME-25 (Acme Dual 25)): speed: a NIC needs a positive speed in Gb/s");
    }
    void validationMessages()
    {
        QFETCH(QString, field);
        QFETCH(QString, expected);
        CatalogItem first = *defaultCatalog().find(QStringLiteral("540-BBUJ"));
        CatalogItem item = goodItem();
        const QString row = QString::fromLatin1(QTest::currentDataTag());
        if (row == QLatin1String("negative price")) {
            item.priceCents = -500;
        } else if (row == QLatin1String("smallest int64 price")) {
            item.priceCents = std::numeric_limits<std::int64_t>::min();
        } else if (row == QLatin1String("price above the ceiling")) {
            item.priceCents = kMaxItemPriceCents + 1;
        } else if (row == QLatin1String("zero ports")) {
            item.ports = 0;
        } else if (row == QLatin1String("unknown currency")) {
            item.currency = QStringLiteral("DOLLARS");
        } else if (row == QLatin1String("duplicate part number")) {
            item.partNumber = QStringLiteral("540-BBUJ");
        } else if (row == QLatin1String("empty part number")) {
            item.partNumber.clear();
        } else if (row == QLatin1String("missing source")) {
            item.source = QStringLiteral("  ");
        } else if (row == QLatin1String("bad date")) {
            item.priceDate = QStringLiteral("March 2023");
        } else if (row == QLatin1String("no speed")) {
            item.speedGbps.reset();
        }
        const Catalog catalog({ first, item });
        const QList<ValidationIssue> issues = catalog.validate();
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].index, 1);
        QCOMPARE(issues[0].field, field);
        QCOMPARE(issues[0].message, expected);
    }

    void severalIssuesAreAllReported()
    {
        CatalogItem item = goodItem();
        item.ports = 0;
        item.priceCents = -1;
        item.currency = QStringLiteral("XXX");
        const auto issues = Catalog({ item }).validate();
        QCOMPARE(issues.size(), 3);
        QCOMPARE(issues[0].field, QStringLiteral("price"));
        QCOMPARE(issues[1].field, QStringLiteral("ports"));
        QCOMPARE(issues[2].field, QStringLiteral("currency"));
    }

    void jsonRoundTrip()
    {
        Catalog catalog = defaultCatalog();
        catalog.items() << goodItem();
        const QByteArray text = QByteArray::fromStdString(catalogToJson(catalog).dump(2));
        const auto back = catalogFromJson(text, QStringLiteral("x.json"));
        QVERIFY2(back, qPrintable(back ? QString() : back.error()));
        QCOMPARE(back->items(), catalog.items());
    }

    void csvRoundTrip()
    {
        Catalog catalog = defaultCatalog();
        catalog.items() << goodItem();
        const auto back = catalogFromCsv(catalogToCsv(catalog), QStringLiteral("x.csv"));
        QVERIFY2(back, qPrintable(back ? QString() : back.error()));
        QCOMPARE(back->items(), catalog.items());
        QVERIFY(catalogToCsv(catalog).startsWith("kind,vendor,model,part_number,speed_gbps,ports,price,currency,"));
    }

    void csvErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray header = "kind,part_number,ports,price,currency\n";
        QTest::newRow("bad ports") << header + "nic,A,2,1.00,USD\nnic,B,two,1.00,USD\n"
                                   << QStringLiteral("c.csv: line 3, column ports: 'two' is not a whole number");
        QTest::newRow("bad price") << header + "switch,A,48,59.216.00,USD\n"
                                   << QStringLiteral("c.csv: line 2, column price: '59.216.00' is not an amount");
        QTest::newRow("bad kind") << header + "router,A,1,1,USD\n"
                                  << QStringLiteral("c.csv: line 2, column kind: 'router' is not one of");
        QTest::newRow("unknown column") << QByteArray("kind,part,ports\n")
                                        << QStringLiteral("c.csv: line 1: unknown column 'part'");
        QTest::newRow("missing column") << QByteArray("kind,part_number,ports,currency\n")
                                        << QStringLiteral("c.csv: line 1: the header has no 'price' column");
        QTest::newRow("open quote") << header + "nic,\"A,2,1,USD\n"
                                    << QStringLiteral("c.csv: line 2: a quoted field is never closed");
    }
    void csvErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const auto parsed = catalogFromCsv(text, QStringLiteral("c.csv"));
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(expected), qPrintable(parsed.error()));
    }

    void jsonErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        // Issue 30, finding 4: a syntax error names its line and column (characters, not bytes: "é" is one), the
        // column of the last character nlohmann read: the end of the token that broke the syntax ("x" ends at 27).
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("c.json: line 1, column 2: not valid JSON: ");
        QTest::newRow("syntax error on line 3")
            << QByteArray("{\n  \"format\": \"headroom-catalog\",\n  \"version\": 1 2\n}")
            << QStringLiteral("c.json: line 3, column 16: not valid JSON: syntax error");
        QTest::newRow("column counts characters")
            << QByteArray("{\"items\": [{\"name\": \"é\" \"x\"}]}")
            << QStringLiteral("c.json: line 1, column 27: not valid JSON: syntax error");
        QTest::newRow("not an object") << QByteArray("[1]")
                                       << QStringLiteral("c.json: line 1: not a JSON catalog (expected an object with "
                                                         "\"items\", found array)");
        QTest::newRow("format") << QByteArray(R"({"format":"x","version":1,"items":[]})")
                                << QStringLiteral("c.json: format: expected \"headroom-catalog\"");
        QTest::newRow("newer") << QByteArray(R"({"format":"headroom-catalog","version":9,"items":[]})")
                               << QStringLiteral("c.json: version: 9 is from a newer Headroom");
        QTest::newRow("ports") << QByteArray(
            R"({"format":"headroom-catalog","version":1,"items":[{"kind":"nic","ports":"2","price_cents":1}]})")
                               << QStringLiteral("c.json: items[0].ports: missing or not a whole number");
        QTest::newRow("price float") << QByteArray(
            R"({"format":"headroom-catalog","version":1,"items":[{"kind":"nic","ports":2,"price_cents":7.5}]})")
                                     << QStringLiteral(
                                            "c.json: items[0].price_cents: missing or not a whole number of cents");
        QTest::newRow("format a number") << QByteArray(R"({"format":1,"version":1,"items":[]})")
                                         << QStringLiteral("c.json: format: expected \"headroom-catalog\"");
        QTest::newRow("version 0") << QByteArray(R"({"format":"headroom-catalog","version":0,"items":[]})")
                                   << QStringLiteral("c.json: version: missing or not a whole number from 1");
        QTest::newRow("version past int64")
            << QByteArray(R"({"format":"headroom-catalog","version":18446744073709551615,"items":[]})")
            << QStringLiteral("c.json: version: missing or not a whole number");
        QTest::newRow("version past int")
            << QByteArray(R"({"format":"headroom-catalog","version":4294967297,"items":[]})")
            << QStringLiteral("c.json: version: 4294967297 is from a newer Headroom");
        QTest::newRow("ports past int64") << QByteArray(
            R"({"format":"headroom-catalog","version":1,"items":[{"kind":"nic","ports":18446744073709551615,"price_cents":1}]})")
                                          << QStringLiteral("c.json: items[0].ports: missing or not a whole number");
        QTest::newRow("price past int64") << QByteArray(
            R"({"format":"headroom-catalog","version":1,"items":[{"kind":"nic","ports":2,"price_cents":18446744073709551615}]})")
                                          << QStringLiteral("c.json: items[0].price_cents: missing or not a whole "
                                                            "number of cents");
        QTest::newRow("kind") << QByteArray(
            R"({"format":"headroom-catalog","version":1,"items":[{"kind":"hub","ports":2,"price_cents":1}]})")
                              << QStringLiteral("c.json: items[0].kind: 'hub' is not one of");
    }
    void jsonErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const auto parsed = catalogFromJson(text, QStringLiteral("c.json"));
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(expected), qPrintable(parsed.error()));
    }

    void userCatalogOverlaysTheDefault()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.csv"));
        CatalogItem mine = goodItem();
        CatalogItem cheaper = *defaultCatalog().find(QStringLiteral("470-BBCX"));
        cheaper.priceCents = 9900;
        cheaper.source = QStringLiteral("our reseller quote Q-17");
        QVERIFY(writeCatalogFile(path, Catalog({ mine, cheaper })));
        QStringList notes;
        const auto effective = effectiveCatalog(path, &notes);
        QVERIFY2(effective, qPrintable(effective ? QString() : effective.error()));
        QCOMPARE(effective->size(), 7);
        QCOMPARE(effective->find(QStringLiteral("470-bbcx"))->priceCents, qint64(9900));
        QVERIFY(notes.join(QLatin1Char('\n')).contains(QStringLiteral("470-BBCX from")));
    }

    void invalidUserCatalogIsRefusedWithItsMessages()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        CatalogItem item = goodItem();
        item.ports = 0;
        QVERIFY(writeCatalogFile(path, Catalog({ item })));
        const auto effective = effectiveCatalog(path);
        QVERIFY(!effective);
        QVERIFY2(effective.error().contains(QStringLiteral("ports: 0 ports")), qPrintable(effective.error()));
    }

    void missingFileIsNamed()
    {
        const auto effective = effectiveCatalog(QStringLiteral("/nonexistent/catalog.json"));
        QVERIFY(!effective);
        QVERIFY(effective.error().contains(QStringLiteral("/nonexistent/catalog.json")));
    }
};

QTEST_GUILESS_MAIN(TstCatalog)
#include "tst_catalog.moc"
