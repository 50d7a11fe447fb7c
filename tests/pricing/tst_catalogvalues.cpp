// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's values are read strictly and a written catalog always reads back: each case starts from the built-in
// catalog (data/catalog/default-catalog.json, the VxRail report's parts) written as CSV or JSON, changes one cell in
// the text, and reads it again.
#include "pricing/catalogcsv.h"
#include "pricing/catalogfile.h"
#include "pricing/catalogjson.h"
#include "support/cliinprocess.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

QByteArray defaultCsv()
{
    return catalogToCsv(defaultCatalog());
}

// The CSV with row `line`'s cell in `column` replaced by `cell` (written as given, quotes included).
QByteArray withCell(const QByteArray& csv, int line, const QString& column, const QByteArray& cell)
{
    QList<QByteArray> lines = csv.split('\n');
    const QList<QByteArray> header = lines[0].split(',');
    if (column.isEmpty()) { // a cell after the last
        lines[line - 1] += ',' + cell;
        return lines.join('\n');
    }
    const auto at = header.indexOf(column.toUtf8());
    // The built-in catalog's first rows have no quoted comma before the speed and price columns.
    QList<QByteArray> cells = lines[line - 1].split(',');
    cells[at] = cell;
    lines[line - 1] = cells.join(',');
    return lines.join('\n');
}

QString errorOf(const Expected<Catalog>& parsed)
{
    return parsed ? QString() : parsed.error();
}

// A catalog a spreadsheet user could write: every awkward text Headroom must carry through unchanged.
Catalog awkwardCatalog()
{
    Catalog catalog = defaultCatalog();
    CatalogItem item = catalog.items().first();
    item.partNumber = QStringLiteral("-3");
    item.vendor = QStringLiteral("=HYPERLINK(\"http://example.invalid\",\"click\")");
    item.model = QStringLiteral("+1 dual, \"25\" Gb; semi");
    item.notes = QStringLiteral("@SUM(A1:A9)\nsecond line, ü 東京");
    item.source = QStringLiteral("'=already quoted");
    item.speedGbps = 0.1 + 0.2; // not exactly 0.3: written shortest-exact, read back to the same double
    catalog.items() << item;
    CatalogItem other = catalog.items().first();
    other.partNumber = QStringLiteral("''double");
    other.vendor = QStringLiteral("'plain quote");
    other.model = QStringLiteral("\ttabbed");
    other.speedGbps = 1e-3;
    catalog.items() << other;
    return catalog;
}

} // namespace

class TestCatalogValues : public QObject {
    Q_OBJECT

private slots:
    void csvValuesAreStrict_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QByteArray>("cell");
        QTest::addColumn<QString>("expected");
        QTest::newRow("speed inf") << QStringLiteral("speed_gbps") << QByteArray("inf")
                                   << QStringLiteral("c.csv: line 3, column speed_gbps: 'inf' is not a finite");
        QTest::newRow("speed nan") << QStringLiteral("speed_gbps") << QByteArray("nan")
                                   << QStringLiteral("c.csv: line 3, column speed_gbps: 'nan' is not a finite");
        QTest::newRow("speed overflow") << QStringLiteral("speed_gbps") << QByteArray("1e309")
                                        << QStringLiteral("c.csv: line 3, column speed_gbps: '1e309'");
        QTest::newRow("speed negative") << QStringLiteral("speed_gbps") << QByteArray("-25")
                                        << QStringLiteral("c.csv: line 3, column speed_gbps: '-25'");
        QTest::newRow("speed prefix") << QStringLiteral("speed_gbps") << QByteArray("25abc")
                                      << QStringLiteral("c.csv: line 3, column speed_gbps: '25abc'");
        QTest::newRow("decimal comma in a comma file")
            << QStringLiteral("price") << QByteArray("\"1234,56\"")
            << QStringLiteral("c.csv: line 3, column price: '1234,56' is not an amount");
        QTest::newRow("broken grouping") << QStringLiteral("price") << QByteArray("\"59,21,6.00\"")
                                         << QStringLiteral("c.csv: line 3, column price: '59,21,6.00'");
        QTest::newRow("extra field") << QString() << QByteArray("surplus")
                                     << QStringLiteral("c.csv: line 3: 12 fields, the header has 11 columns");
    }
    void csvValuesAreStrict()
    {
        QFETCH(QString, column);
        QFETCH(QByteArray, cell);
        QFETCH(QString, expected);
        const auto parsed = catalogFromCsv(withCell(defaultCsv(), 3, column, cell), QStringLiteral("c.csv"));
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(expected), qPrintable(parsed.error()));
    }

    void groupedPriceIsRead()
    {
        const auto parsed = catalogFromCsv(
            withCell(defaultCsv(), 3, QStringLiteral("price"), "\"59,216.00\""), QStringLiteral("c.csv"));
        QVERIFY2(parsed, qPrintable(errorOf(parsed)));
        QCOMPARE(parsed->items()[1].priceCents, 5921600);
    }

    void invalidUtf8NamesTheLine()
    {
        QByteArray csv = defaultCsv();
        csv.insert(csv.indexOf("Dell"), "\xff\xfe");
        const int line = 1 + static_cast<int>(csv.left(csv.indexOf("\xff")).count('\n'));
        const auto parsed = catalogFromCsv(csv, QStringLiteral("c.csv"));
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(), QStringLiteral("c.csv: line %1: not valid UTF-8 (save the file as UTF-8)").arg(line));
        QByteArray json = QByteArray::fromStdString(catalogToJson(defaultCatalog()).dump(2));
        json.insert(json.indexOf("Broadcom"), "\xc3\x28");
        const int jsonLine = 1 + static_cast<int>(json.left(json.indexOf("\xc3\x28")).count('\n'));
        const auto fromJson = catalogFromJson(json, QStringLiteral("c.json"));
        QVERIFY(!fromJson);
        QCOMPARE(fromJson.error(),
            QStringLiteral("c.json: line %1: not valid UTF-8 (save the file as UTF-8)").arg(jsonLine));
    }

    void jsonRefusesUnknownFieldsAndBadSpeeds()
    {
        nlohmann::json json = catalogToJson(defaultCatalog());
        json["items"][2]["colour"] = "blue";
        auto parsed = catalogFromJson(QByteArray::fromStdString(json.dump()), QStringLiteral("c.json"));
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(QStringLiteral("c.json: items[2].colour: unknown field")),
            qPrintable(parsed.error()));
        json = catalogToJson(defaultCatalog());
        json["items"][0]["speed_gbps"] = -25;
        parsed = catalogFromJson(QByteArray::fromStdString(json.dump()), QStringLiteral("c.json"));
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(QStringLiteral("c.json: items[0].speed_gbps: -25 is not")),
            qPrintable(parsed.error()));
        // nlohmann refuses a number that overflows a double, so "inf" cannot come in through JSON either.
        QString text = QString::fromStdString(catalogToJson(defaultCatalog()).dump(2));
        const QRegularExpression speed(QStringLiteral("\"speed_gbps\": [0-9.]+"));
        QVERIFY(text.contains(speed));
        text.replace(speed, QStringLiteral("\"speed_gbps\": 1e999"));
        QVERIFY(!catalogFromJson(text.toUtf8(), QStringLiteral("c.json")));
    }

    void formulaCellsAreNeutralised()
    {
        const QByteArray csv = catalogToCsv(awkwardCatalog());
        const QList<QByteArray> lines = csv.split('\n');
        const QByteArray row = lines[7]; // the first awkward item
        QVERIFY2(row.contains(",'-3,"), row.constData());
        QVERIFY2(row.contains(",\"'=HYPERLINK("), row.constData());
        QVERIFY2(row.contains(",\"'+1 dual,"), row.constData());
        QVERIFY2(csv.contains(",\"'@SUM(A1:A9)\n"), csv.constData());
        QVERIFY2(csv.contains(",''=already quoted,"), csv.constData());
        QVERIFY2(csv.contains(",'''double,"), csv.constData());
        QVERIFY2(csv.contains(",'plain quote,"), csv.constData()); // not a formula: left as it is
        QVERIFY2(csv.contains(",'\ttabbed,"), csv.constData());
        // No text cell starts with a formula character, quoted or not.
        for (const QByteArray& line : lines) {
            for (const char* start : { ",=", ",+", ",@", ",\"=", ",\"+", ",\"@" }) {
                QVERIFY2(!line.contains(start), line.constData());
            }
        }
    }

    void everyAcceptedCatalogRoundTrips_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("name");
        QTest::newRow("built-in as CSV") << defaultCsv() << QStringLiteral("a.csv");
        QTest::newRow("awkward as CSV") << catalogToCsv(awkwardCatalog()) << QStringLiteral("a.csv");
        QTest::newRow("awkward as JSON") << QByteArray::fromStdString(catalogToJson(awkwardCatalog()).dump(2))
                                         << QStringLiteral("a.json");
        QTest::newRow("sep=; with decimal comma")
            << QByteArray("sep=;\nkind;part_number;speed_gbps;ports;price;currency;price_date;source\n"
                          "nic;X-1;25,5;2;\"1.234,56\";USD;2023-03;a quote\n")
            << QStringLiteral("a.csv");
        QTest::newRow("BOM and CRLF") << QByteArray(
            "\xef\xbb\xbfkind,part_number,ports,price,currency\r\nnode,N-1,1,\"1,000\",EUR\r\n")
                                      << QStringLiteral("a.csv");
        QTest::newRow("spaces around values") << QByteArray(
            "{\"format\":\"headroom-catalog\",\"version\":1,\"items\":[{\"kind\":\"nic\",\"vendor\":\"  V \","
            "\"part_number\":\" P \",\"ports\":1,\"price_cents\":5,\"currency\":\"USD\"}]}")
                                              << QStringLiteral("a.json");
    }
    void everyAcceptedCatalogRoundTrips()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, name);
        const bool csv = name.endsWith(QLatin1String(".csv"));
        const auto first = csv ? catalogFromCsv(input, name) : catalogFromJson(input, name);
        QVERIFY2(first, qPrintable(errorOf(first)));
        QVERIFY(first->size() > 0);
        const auto viaCsv = catalogFromCsv(catalogToCsv(*first), QStringLiteral("b.csv"));
        QVERIFY2(viaCsv, qPrintable(errorOf(viaCsv)));
        QCOMPARE(viaCsv->items(), first->items());
        const auto viaJson
            = catalogFromJson(QByteArray::fromStdString(catalogToJson(*first).dump(2)), QStringLiteral("b.json"));
        QVERIFY2(viaJson, qPrintable(errorOf(viaJson)));
        QCOMPARE(viaJson->items(), first->items());
    }

    void semicolonsOnlyWhenTheFileOrTheUserSaysSo()
    {
        const QByteArray body = "kind;part_number;ports;price;currency\nnic;X-1;2;1234,56;USD\n";
        // Not guessed: a semicolon file without its sep= line is one unknown column.
        const auto guessed = catalogFromCsv(body, QStringLiteral("s.csv"));
        QVERIFY(!guessed);
        QVERIFY2(guessed.error().contains(QStringLiteral("sep=;")), qPrintable(guessed.error()));
        const auto declared = catalogFromCsv("sep=;\n" + body, QStringLiteral("s.csv"));
        QVERIFY2(declared, qPrintable(errorOf(declared)));
        QCOMPARE(declared->items()[0].priceCents, 123456);
        const auto byOption = catalogFromCsv(body, QStringLiteral("s.csv"), CatalogCsvOptions { u';', true });
        QVERIFY2(byOption, qPrintable(errorOf(byOption)));
        QCOMPARE(byOption->items()[0].priceCents, 123456);
        // A semicolon file with a decimal point, by option.
        const auto point = catalogFromCsv("kind;part_number;ports;price;currency\nnic;X-1;2;1234.56;USD\n",
            QStringLiteral("s.csv"), CatalogCsvOptions { u';', false });
        QVERIFY2(point, qPrintable(errorOf(point)));
        QCOMPARE(point->items()[0].priceCents, 123456);
        // A decimal comma cannot share the comma with the separator.
        QVERIFY(!catalogFromCsv(defaultCsv(), QStringLiteral("c.csv"), CatalogCsvOptions { std::nullopt, true }));
        // Lines keep their numbers after the sep= line.
        const auto late = catalogFromCsv("sep=;\n" + body + "nic;X-2;two;1;USD\n", QStringLiteral("s.csv"));
        QVERIFY(!late);
        QVERIFY2(late.error().startsWith(QStringLiteral("s.csv: line 4, column ports:")), qPrintable(late.error()));
    }

    void cliNamesLineAndColumnOfRuleViolations()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("parts.csv"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(withCell(defaultCsv(), 4, QStringLiteral("ports"), "0"));
        out.close();
        const auto run = testing::runCliInProcess({ QStringLiteral("catalog"), QStringLiteral("import"), file,
            QStringLiteral("--catalog"), dir.filePath(QStringLiteral("mine.json")) });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("parts.csv: line 4, column ports: 0 ports;")), qPrintable(run.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("mine.json"))));

        const QString semi = dir.filePath(QStringLiteral("semi.csv"));
        QFile s(semi);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write("kind;vendor;model;part_number;speed_gbps;ports;price;currency;price_date;source\n"
                "nic;V;M;X-9;25,5;2;\"1.234,56\";USD;2023-03;a quote\n");
        s.close();
        const auto imported = testing::runCliInProcess({ QStringLiteral("catalog"), QStringLiteral("import"), semi,
            QStringLiteral("--csv-sep"), QStringLiteral(";"), QStringLiteral("--decimal-comma"),
            QStringLiteral("--catalog"), dir.filePath(QStringLiteral("mine.json")) });
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const auto mine = readCatalogFile(dir.filePath(QStringLiteral("mine.json")));
        QVERIFY2(mine, qPrintable(errorOf(mine)));
        QCOMPARE(mine->find(QStringLiteral("X-9"))->priceCents, 123456);
        QCOMPARE(*mine->find(QStringLiteral("X-9"))->speedGbps, 25.5);
    }
};

QTEST_GUILESS_MAIN(TestCatalogValues)
#include "tst_catalogvalues.moc"
