// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/quantityformat.h"

#include <QTest>

using namespace headroom;

class TestQuantityFormat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The three flavours: C without grouping (files, tables read by scripts), C with grouping (CLI text, charts,
    // reports), and an explicit locale for the GUI (German here: its decimal comma and dot grouping show through).
    void flavours_data()
    {
        QTest::addColumn<QString>("flavour");
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("latency");
        QTest::addColumn<QString>("money");
        QTest::newRow("plain") << "plain"
                               << "106000.5"
                               << "7.83 ms"
                               << "42652.13";
        QTest::newRow("text") << "text"
                              << "106,000.5"
                              << "7.83 ms"
                              << "42,652.13";
        QTest::newRow("german") << "german"
                                << "106.000,5"
                                << "7,83 ms"
                                << "42.652,13";
    }
    void flavours()
    {
        QFETCH(QString, flavour);
        QFETCH(QString, number);
        QFETCH(QString, latency);
        QFETCH(QString, money);
        const QuantityFormat format = flavour == QLatin1String("plain") ? QuantityFormat::plain()
            : flavour == QLatin1String("text")                          ? QuantityFormat::text()
                                                                        : QuantityFormat(QLocale(QLocale::German));
        QCOMPARE(format.number(106000.5, 1), number);
        QCOMPARE(format.latencyNs(7.834e6), latency);
        QCOMPARE(format.cents(4265213), money);
    }

    void systemIsTheUsersLocale() { QCOMPARE(QuantityFormat::system().locale(), QLocale()); }

    void latencies_data()
    {
        QTest::addColumn<double>("ns");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("chart");
        QTest::newRow("2.1 us") << 2100.0 << "2.10 µs"
                                << "2.10 µs";
        QTest::newRow("45.3 us") << 45300.0 << "45.3 µs"
                                 << "45.3 µs";
        QTest::newRow("0.72 ms") << 720000.0 << "0.720 ms"
                                 << "0.72 ms";
        QTest::newRow("0.1356 ms") << 135600.0 << "0.136 ms"
                                   << "0.136 ms";
        QTest::newRow("23.7 ms") << 23.7e6 << "23.7 ms"
                                 << "23.7 ms";
        QTest::newRow("123.3 ms") << 123.3e6 << "123 ms"
                                  << "123 ms";
    }
    void latencies()
    {
        QFETCH(double, ns);
        QFETCH(QString, table);
        QFETCH(QString, chart);
        QCOMPARE(QuantityFormat::plain().latencyNs(ns), table);
        QCOMPARE(QuantityFormat::text().milliseconds(ns / 1e6), chart);
    }

    void iopsAndRates()
    {
        const QuantityFormat text = QuantityFormat::text();
        QCOMPARE(text.iops(350000), QStringLiteral("350K"));
        QCOMPARE(text.iops(47423), QStringLiteral("47.4K"));
        QCOMPARE(text.iops(6614), QStringLiteral("6,614"));
        QCOMPARE(text.iops(1.2e6), QStringLiteral("1.20M"));
        QCOMPARE(text.iops(12.5e6), QStringLiteral("12.5M"));
        QCOMPARE(text.megabytesPerSec(3392.8e6), QStringLiteral("3,393 MB/s"));
        QCOMPARE(text.megabytesPerSec(45.24e6), QStringLiteral("45.2 MB/s"));
        QCOMPARE(text.megabytesPerSec(3392.8e6, 1), QStringLiteral("3,392.8 MB/s"));
        QCOMPARE(text.gbps(25), QStringLiteral("25 Gb/s"));
        QCOMPARE(text.gbps(10.3125), QStringLiteral("10.31 Gb/s"));
        QCOMPARE(text.percent(109.3), QStringLiteral("109 %"));
        QCOMPARE(text.percent(97.456, 2), QStringLiteral("97.46 %"));
        QCOMPARE(QuantityFormat::plain().significant(3.30212, 4), QStringLiteral("3.302"));
        QCOMPARE(QuantityFormat::text().count(106000), QStringLiteral("106,000"));
        QCOMPARE(QuantityFormat::text().cents(-5), QStringLiteral("-0.05"));
    }

    // The one gain rule, used by `advise`, the report and the charts alike.
    void gain_data()
    {
        QTest::addColumn<double>("percent");
        QTest::addColumn<QString>("expected");
        QTest::newRow("large gain") << 78.2 << "+78 %";
        QTest::newRow("large loss") << -49.4 << "\u221249 %";
        QTest::newRow("grouped") << 1234.0 << "+1,234 %";
        QTest::newRow("small gain") << 4.34 << "+4.3 %";
        QTest::newRow("small loss") << -4.36 << "\u22124.4 %";
        QTest::newRow("rounds up to ten") << 9.96 << "+10 %";
        QTest::newRow("just under ten") << 9.94 << "+9.9 %";
        QTest::newRow("zero") << 0.0 << "±0 %";
        QTest::newRow("tiny loss") << -0.04 << "±0 %";
        QTest::newRow("tiny gain") << 0.05 << "+0.1 %";
    }
    void gain()
    {
        QFETCH(double, percent);
        QFETCH(QString, expected);
        QCOMPARE(QuantityFormat::text().gain(percent), expected);
    }
};

QTEST_GUILESS_MAIN(TestQuantityFormat)
#include "tst_quantityformat.moc"
