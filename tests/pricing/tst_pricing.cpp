// SPDX-License-Identifier: GPL-3.0-or-later
// Golden figures of seeds/vxrail-esa-25gbe-vs-100gbe.txt (reference/seed-figures.md): per-port costs, the 2.04
// ratio, the 12-port upgrade exactly and with the report's rounding, link capacities.
#include "pricing/catalogfile.h"
#include "pricing/money.h"
#include "pricing/networkdesign.h"

#include <limits>

#include <QTest>

using namespace headroom;

class TstPricing : public QObject {
    Q_OBJECT

    static NetworkDesign design(const char* nic, const char* sw, const char* cable, int portsPerNode = 2)
    {
        const Catalog& catalog = defaultCatalog();
        return NetworkDesign { QString(), *catalog.find(QString::fromLatin1(nic)),
            *catalog.find(QString::fromLatin1(sw)), *catalog.find(QString::fromLatin1(cable)), portsPerNode, true };
    }
    static NetworkDesign design25() { return design("540-BBUJ", "210-APEX", "470-BBCX"); }
    static NetworkDesign design100() { return design("540-BDEF", "210-APHK", "470-ABOX"); }

private slots:
    void extremeCentsFormatWithoutOverflow()
    {
        constexpr std::int64_t smallest = std::numeric_limits<std::int64_t>::min();
        QCOMPARE(centsToPlain(smallest), QStringLiteral("-92233720368547758.08"));
        QCOMPARE(formatMoney(smallest, QStringLiteral("USD")), QStringLiteral("-$92,233,720,368,547,758.08"));
        QCOMPARE(formatMoney(-1, QStringLiteral("EUR")), QStringLiteral("-0.01 EUR"));
    }

    void defaultCatalogHoldsTheSixReportParts_data()
    {
        QTest::addColumn<QString>("part");
        QTest::addColumn<qint64>("priceCents");
        QTest::addColumn<int>("ports");
        QTest::addColumn<double>("speedGbps");
        QTest::newRow("25G NIC") << QStringLiteral("540-BBUJ") << qint64(76900) << 2 << 25.0;
        QTest::newRow("25G switch") << QStringLiteral("210-APEX") << qint64(5921600) << 48 << 25.0;
        QTest::newRow("25G DAC") << QStringLiteral("470-BBCX") << qint64(12500) << 1 << 25.0;
        QTest::newRow("100G NIC") << QStringLiteral("540-BDEF") << qint64(248400) << 2 << 100.0;
        QTest::newRow("100G switch") << QStringLiteral("210-APHK") << qint64(6247500) << 32 << 100.0;
        QTest::newRow("100G DAC") << QStringLiteral("470-ABOX") << qint64(36000) << 1 << 100.0;
    }
    void defaultCatalogHoldsTheSixReportParts()
    {
        QFETCH(QString, part);
        QFETCH(qint64, priceCents);
        QFETCH(int, ports);
        QFETCH(double, speedGbps);
        const Catalog& catalog = defaultCatalog();
        QCOMPARE(catalog.size(), 6);
        QVERIFY(catalog.validate().isEmpty());
        const CatalogItem* item = catalog.find(part);
        QVERIFY(item);
        QCOMPARE(item->priceCents, priceCents);
        QCOMPARE(item->ports, ports);
        QCOMPARE(item->speedGbps.value_or(0), speedGbps);
        QCOMPARE(item->currency, QStringLiteral("USD"));
        QCOMPARE(item->priceDate, QStringLiteral("2023-03"));
        QCOMPARE(formatPriceDate(item->priceDate), QStringLiteral("March 2023"));
        QVERIFY(item->source.contains(QStringLiteral("US list pricing as of March 2023")));
        QVERIFY(item->source.contains(QStringLiteral("vxrail-esa-25gbe-vs-100gbe.txt")));
    }

    void perPortCost25()
    {
        const auto cost = perPortCost(design25());
        QVERIFY(cost);
        QCOMPARE(cost->nic.roundedCents(), 38450); // $384.50
        QCOMPARE(cost->switchPort.roundedCents(), 123367); // $1,233.67
        QCOMPARE(cost->cable.roundedCents(), 12500);
        QCOMPARE(cost->total.roundedCents(), 174317);
        QCOMPARE(formatMoney(cost->total.roundedCents(), cost->currency), QStringLiteral("$1,743.17"));
        QCOMPARE(cost->total.roundedToWholeUnitsCents(), 174300); // the report's $1,743
    }

    void perPortCost100()
    {
        const auto cost = perPortCost(design100());
        QVERIFY(cost);
        QCOMPARE(cost->nic.roundedCents(), 124200);
        QCOMPARE(cost->switchPort.roundedCents(), 195234); // $1,952.34 (1,952.34375)
        QCOMPARE(cost->cable.roundedCents(), 36000);
        QCOMPARE(formatMoney(cost->total.roundedCents(), cost->currency), QStringLiteral("$3,554.34"));
        QCOMPARE(cost->total.roundedToWholeUnitsCents(), 355400); // the report's $3,554
    }

    void ratio100over25()
    {
        const double ratio = perPortCost(design100())->total.toDouble() / perPortCost(design25())->total.toDouble();
        QCOMPARE(QString::number(ratio, 'f', 2), QStringLiteral("2.04"));
    }

    void twelvePortUpgrade()
    {
        const auto cost = perPortCost(design100());
        QCOMPARE(cost->totalForPortsCents(12), 4265213); // 12 × 355,434.375 = 4,265,212.5 → half up
        QCOMPARE(formatMoney(cost->totalForPortsCents(12), cost->currency), QStringLiteral("$42,652.13"));
        QCOMPARE(cost->totalForPortsReportRoundingCents(12), 4264800);
        QCOMPARE(formatMoney(cost->totalForPortsReportRoundingCents(12), cost->currency), QStringLiteral("$42,648.00"));
    }

    void linkCapacity()
    {
        QCOMPARE(linkBytesPerSec(25) / 1e6, 3125.0);
        QCOMPARE(linkBytesPerSec(100) / 1e6, 12500.0);
        QCOMPARE(design25().portSpeedGbps().value_or(0), 25.0);
    }

    void wholeUnitBuildOut_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("portsPerNode");
        QTest::addColumn<bool>("redundant");
        QTest::addColumn<int>("nics");
        QTest::addColumn<int>("switches");
        QTest::addColumn<int>("cables");
        QTest::addColumn<qint64>("totalCents");
        // 6 × 2 ports of 100 GbE: 6 NICs, 12 ports fit one 32-port switch but a redundant pair is two.
        QTest::newRow("6x2 redundant") << 6 << 2 << true << 6 << 2 << 12
                                       << qint64(6 * 248400 + 2 * 6247500 + 12 * 36000);
        QTest::newRow("6x2 single") << 6 << 2 << false << 6 << 1 << 12 << qint64(6 * 248400 + 6247500 + 12 * 36000);
        // 3 ports per node need two dual-port NICs; 20 × 3 = 60 ports need two 32-port switches.
        QTest::newRow("20x3") << 20 << 3 << true << 40 << 2 << 60 << qint64(40 * 248400 + 2 * 6247500 + 60 * 36000);
        QTest::newRow("24x4") << 24 << 4 << true << 48 << 3 << 96 << qint64(48 * 248400 + 3 * 6247500 + 96 * 36000);
    }
    void wholeUnitBuildOut()
    {
        QFETCH(int, nodes);
        QFETCH(int, portsPerNode);
        QFETCH(bool, redundant);
        QFETCH(int, nics);
        QFETCH(int, switches);
        QFETCH(int, cables);
        QFETCH(qint64, totalCents);
        NetworkDesign d = design100();
        d.portsPerNode = portsPerNode;
        d.redundantSwitches = redundant;
        const auto out = headroom::wholeUnitBuildOut(d, nodes);
        QVERIFY(out);
        QCOMPARE(out->nics, nics);
        QCOMPARE(out->switches, switches);
        QCOMPARE(out->cables, cables);
        QCOMPARE(out->totalCents, totalCents);
    }

    void mixedCurrenciesAreRefused()
    {
        NetworkDesign d = design25();
        d.cable.currency = QStringLiteral("EUR");
        const auto cost = perPortCost(d);
        QVERIFY(!cost);
        QVERIFY2(cost.error().contains(QStringLiteral("470-BBCX")) && cost.error().contains(QStringLiteral("EUR")),
            qPrintable(cost.error()));
    }

    void amounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("cents");
        QTest::newRow("whole") << QStringLiteral("769") << qint64(76900);
        QTest::newRow("grouped") << QStringLiteral("$59,216.00") << qint64(5921600);
        QTest::newRow("one decimal") << QStringLiteral("0.5") << qint64(50);
        QTest::newRow("negative") << QStringLiteral("-1.25") << qint64(-125);
        QTest::newRow("dollar and space") << QStringLiteral("$ 1,743.17") << qint64(174317);
    }
    void amounts()
    {
        QFETCH(QString, text);
        QFETCH(qint64, cents);
        const auto parsed = parseAmountCents(text);
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        QCOMPARE(*parsed, cents);
    }

    void badAmounts()
    {
        // "1234,56" is not 123456 cents: a comma only between groups of three digits.
        for (const char* text : { "", "abc", "1.234", "1.2.3", "12e3", "1234,56", "1,23,456", "12 34", "inf" }) {
            QVERIFY2(!parseAmountCents(QString::fromLatin1(text)), text);
        }
    }
};

QTEST_GUILESS_MAIN(TstPricing)
#include "tst_pricing.moc"
