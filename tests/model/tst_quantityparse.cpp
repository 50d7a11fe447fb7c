// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/quantityparse.h"

#include <limits>

#include <QTest>

using namespace headroom;

class TestQuantityParse : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void numbers()
    {
        QCOMPARE(parseNumber({}, QStringLiteral("70"), 0, 100).value(), 70.0);
        QCOMPARE(parseNumber({}, QStringLiteral(" 1e3 "), 0, 1e9).value(), 1000.0);
        QCOMPARE(parseNumber({}, QStringLiteral("0"), 0, 100).value(), 0.0); // the edges are in the range
        QCOMPARE(parseNumber({}, QStringLiteral("100"), 0, 100).value(), 100.0);
        for (const char* bad : { "nan", "inf", "-inf", "12abc", "1,5", "1,234", "", "100.01", "-0.5", "1e400" }) {
            const Expected<double> value = parseNumber(QStringLiteral("--read-pct"), QString::fromLatin1(bad), 0, 100);
            QVERIFY2(!value, bad);
            QCOMPARE(value.error(),
                QStringLiteral("--read-pct: '%1' is not a number in 0..100").arg(QString::fromLatin1(bad)));
        }
    }

    void wholeNumbers()
    {
        QCOMPARE(parseWholeNumber({}, QStringLiteral("4096"), 1, 4096).value(), 4096);
        QCOMPARE(
            parseWholeNumber({}, QStringLiteral("9223372036854775807"), 0, std::numeric_limits<std::int64_t>::max())
                .value(),
            std::numeric_limits<std::int64_t>::max());
        for (const char* bad : { "4097", "0", "4.5", "1e3", "9223372036854775808", "99999999999999999999", "x", "" }) {
            const Expected<std::int64_t> value
                = parseWholeNumber(QStringLiteral("--qd"), QString::fromLatin1(bad), 1, 4096);
            QVERIFY2(!value, bad);
            QVERIFY2(value.error().startsWith(
                         QStringLiteral("--qd: '%1' is not a whole number in 1..4096").arg(QString::fromLatin1(bad))),
                qPrintable(value.error()));
        }
        QCOMPARE(parseUnsigned({}, QStringLiteral("18446744073709551615")).value(),
            std::numeric_limits<std::uint64_t>::max());
        QVERIFY(!parseUnsigned({}, QStringLiteral("18446744073709551616")));
        QVERIFY(!parseUnsigned({}, QStringLiteral("-1")));
        QVERIFY(!parseUnsigned({}, QStringLiteral("1.0")));
    }

    void lists()
    {
        QCOMPARE(parseWholeNumberList({}, QStringLiteral("1, 2,4"), 1, 8).value(), (QList<std::int64_t> { 1, 2, 4 }));
        QCOMPARE(parseNumberList({}, QStringLiteral("10,50.5"), 0, 100).value(), (QList<double> { 10, 50.5 }));
        QCOMPARE(parseWholeNumberList(QStringLiteral("--sweep-qd"), QStringLiteral("1,,2"), 1, 8).error(),
            QStringLiteral("--sweep-qd: '1,,2': entry 2 is empty"));
        QVERIFY(!parseWholeNumberList({}, QStringLiteral("1,2,"), 1, 8));
        QCOMPARE(parseNumberList(QStringLiteral("--curve-pct"), QStringLiteral(" "), 0, 100).error(),
            QStringLiteral("--curve-pct: empty list"));
        QCOMPARE(parseNumberList(QStringLiteral("--curve-pct"), QStringLiteral("50,150"), 0.001, 100).error(),
            QStringLiteral("--curve-pct: '150' is not a number in 0.001..100"));
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bareUnit");
        QTest::addColumn<qint64>("bytes");
        QTest::newRow("4k") << "4k" << qint64(1) << qint64(4096);
        QTest::newRow("256K") << "256K" << qint64(1) << qint64(262144);
        QTest::newRow("4KiB") << "4KiB" << qint64(1) << qint64(4096);
        QTest::newRow("1 GB is binary") << "1 GB" << qint64(1) << qint64(1) * 1024 * 1024 * 1024;
        QTest::newRow("1.5m") << "1.5m" << qint64(1) << qint64(1572864);
        QTest::newRow("bare bytes") << "512" << qint64(1) << qint64(512);
        QTest::newRow("bare KiB (HCIBench)") << "4" << qint64(1024) << qint64(4096);
        QTest::newRow("512b") << "512b" << qint64(1) << qint64(512);
        QTest::newRow("largest in 64 bits") << "8388607t" << qint64(1) << qint64(8388607) * 1024 * 1024 * 1024 * 1024;
    }
    void sizes()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bareUnit);
        QFETCH(qint64, bytes);
        const Expected<std::int64_t> parsed = parseSizeBytes(text, bareUnit);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
        QCOMPARE(*parsed, bytes);
    }

    void sizesRefused()
    {
        for (const char* bad : { "fast", "", "4x", "-4k", "nank", "infk", "4 k b" }) {
            QVERIFY2(!parseSizeBytes(QString::fromLatin1(bad)), bad);
        }
        // 2^23 TiB is 2^63 bytes: one past the largest 64-bit size, refused instead of wrapping.
        QCOMPARE(parseSizeBytes(QStringLiteral("8388608t")).error(), QStringLiteral("'8388608t' is too large a size"));
        QVERIFY(!parseSizeBytes(QStringLiteral("1e300k")));
        QCOMPARE(parseSizeBytes(QStringLiteral("--size"), QStringLiteral("2k"), 4096, 1LL << 40).error(),
            QStringLiteral("--size: '2k' is not a size from 4096 to 1099511627776 bytes"));
        QVERIFY(parseSizeBytes(QStringLiteral("--size"), QStringLiteral("4k"), 4096, 1LL << 40));
    }

    // One duration grammar: the demo document's "0.72 ms" and the bench's "2m" alike.
    void durations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("ns");
        QTest::newRow("0.72 ms") << "0.72 ms" << 720000.0;
        QTest::newRow("0.72ms") << "0.72ms" << 720000.0;
        QTest::newRow("850 us") << "850 us" << 850000.0;
        QTest::newRow("850 µs") << "850 µs" << 850000.0;
        QTest::newRow("1200 ns") << "1200 ns" << 1200.0;
        QTest::newRow("1.5 s") << "1.5 s" << 1.5e9;
        QTest::newRow("10S") << "10S" << 10e9;
        QTest::newRow("2m") << "2m" << 120e9;
        QTest::newRow("1h") << "1h" << 3600e9;
        QTest::newRow("500ms") << "500ms" << 500e6;
    }
    void durations()
    {
        QFETCH(QString, text);
        QFETCH(double, ns);
        const Expected<double> parsed = parseDurationNs(text);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error()));
        QCOMPARE(*parsed, ns);
    }

    void durationsRefused()
    {
        QVERIFY(!parseDurationNs(QStringLiteral("ms")));
        QVERIFY(!parseDurationNs(QStringLiteral("soon")));
        QVERIFY(!parseDurationNs(QStringLiteral("-1s")));
        QVERIFY(!parseDurationNs(QStringLiteral("nan s")));
        QCOMPARE(parseDurationNs(QStringLiteral("5 fortnights")).error(),
            QStringLiteral("'5 fortnights': unknown unit 'fortnights' (e.g. 0.72 ms or 10s)"));
        // A bare number is seconds only where the caller says so (the bench's options), never in the demo document.
        QVERIFY(!parseDurationNs(QStringLiteral("10")));
        QCOMPARE(parseDurationNs(QStringLiteral("10"), BareDuration::Seconds).value(), 10e9);
    }

    void durationRangesAndOverflow()
    {
        const auto run = [](const QString& text) {
            return parseDurationNs(
                QStringLiteral("--runtime"), text, 1'000'000, 86'400'000'000'000, BareDuration::Seconds);
        };
        QCOMPARE(run(QStringLiteral("10s")).value(), 10'000'000'000);
        QCOMPARE(run(QStringLiteral("1ms")).value(), 1'000'000); // the edges are in the range
        QCOMPARE(run(QStringLiteral("24h")).value(), 86'400'000'000'000);
        QCOMPARE(
            run(QStringLiteral("0")).error(), QStringLiteral("--runtime: '0' is not a duration from 0.001s to 86400s"));
        // 99999999999999 s is 10^23 ns: far beyond 64 bits, refused rather than wrapped to 0.
        QCOMPARE(run(QStringLiteral("99999999999999s")).error(),
            QStringLiteral("--runtime: '99999999999999s' is not a duration from 0.001s to 86400s"));
        QVERIFY(!run(QStringLiteral("1e300h")));
        QVERIFY(!run(QStringLiteral("24.001h")));
    }

    void byteRates()
    {
        QCOMPARE(parseByteRate(QStringLiteral("119 MiB/s")).value(), 119.0 * 1048576);
        QCOMPARE(parseByteRate(QStringLiteral("20359 MB/s")).value(), 20359e6);
        QCOMPARE(parseByteRate(QStringLiteral("1.04 GB/s")).value(), 1.04e9);
        QVERIFY(!parseByteRate(QStringLiteral("119")));
        QVERIFY(!parseByteRate(QStringLiteral("inf MB/s")));
        QVERIFY(parseByteRate(QStringLiteral("12 furlongs/s")).error().contains(QStringLiteral("unknown unit")));
    }
};

QTEST_GUILESS_MAIN(TestQuantityParse)
#include "tst_quantityparse.moc"
