// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/curve.h"
#include "model/measurementjson.h"
#include "model/quantityparse.h"

#include <QTest>

using namespace headroom;

class TestMeasurement : public QObject {
    Q_OBJECT
private slots:
    void totalsFallBackToDirections();
    void meanLatencyIsIopsWeighted();
    void jsonHasExactKeysAndNulls();
    void parsesQuantities_data();
    void parsesQuantities();
    void curveOrdersByLoad();
    void linkCapacity();
};

void TestMeasurement::totalsFallBackToDirections()
{
    Measurement m;
    QVERIFY(!m.totalIops());
    m.read.iops = 700;
    m.write.iops = 300;
    QCOMPARE(m.totalIops().value(), 1000.0);
    m.iops = 990; // a source's own total wins over the sum
    QCOMPARE(m.totalIops().value(), 990.0);
}

void TestMeasurement::meanLatencyIsIopsWeighted()
{
    Measurement m;
    m.read.iops = 300;
    m.read.latency.meanNs = 1000;
    m.write.iops = 100;
    m.write.latency.meanNs = 5000;
    QCOMPARE(m.meanLatencyNs().value(), 2000.0);
    // Without direction IOPS (HCIBench), the workload's read % weighs the directions.
    m.read.iops.reset();
    m.write.iops.reset();
    m.workload.readPct = 70;
    QCOMPARE(m.meanLatencyNs().value(), 0.7 * 1000 + 0.3 * 5000);
    m.combined.latency.meanNs = 720000;
    QCOMPARE(m.meanLatencyNs().value(), 720000.0);
}

void TestMeasurement::jsonHasExactKeysAndNulls()
{
    Measurement m;
    m.id = 7;
    m.systemName = QStringLiteral("A");
    m.iops = 30584.21;
    m.read.latency.meanNs = 7.83 * 1e6;
    m.read.latency.percentilesNs[95] = 19e6;
    const auto j = measurementToJson(m);
    std::vector<std::string> keys;
    for (const auto& [key, value] : j.items()) {
        keys.push_back(key);
    }
    std::sort(keys.begin(), keys.end());
    const std::vector<std::string> expected { "bytes_per_sec", "cpu", "duration_sec", "failed", "host", "id",
        "interval", "iops", "jobs", "load_setting", "modeled", "note", "per_host", "queue_depth", "read", "run_number",
        "source", "system", "warning", "workload", "write" };
    QCOMPARE(keys, expected);
    QVERIFY(j["queue_depth"].is_null());
    QVERIFY(!j["failed"].get<bool>());
    QVERIFY(j["warning"].is_null());
    QCOMPARE(j["read"]["percentile_method"].get<std::string>(), std::string("exact"));
    QCOMPARE(j["read"]["percentile_kind"].get<std::string>(), std::string("total"));
    QVERIFY(j["write"]["percentile_kind"].is_null()); // no percentiles: no kind
    QCOMPARE(j["read"]["latency_kind"].get<std::string>(), std::string("total"));
    QVERIFY(j["read"]["latency_us"]["min"].is_null());
    QVERIFY(j["write"]["percentile_method"].is_null());
    m.queueDepth = 16;
    m.workload.queueDepth = 4;
    QCOMPARE(measurementToJson(m)["queue_depth"].get<int>(), 16); // the point's own depth wins
    QCOMPARE(j["iops"].get<double>(), 30584.21);
    QCOMPARE(j["read"]["latency_us"]["mean"].get<double>(), 7830.0);
    QCOMPARE(j["read"]["latency_us"]["p95"].get<double>(), 19000.0);
    QVERIFY(j["read"]["latency_us"]["p99.9"].is_null());
    QVERIFY(j["write"]["iops"].is_null());
    QVERIFY(j["source"]["sha256"].is_null());
    QVERIFY(j["workload"]["block_size"].is_null());
    QVERIFY(j["cpu"]["host_pct"].is_null());
    for (const char* key : { "name", "block_size", "read_pct", "random_pct", "queue_depth", "jobs", "target_iops" }) {
        QVERIFY2(j["workload"].contains(key), key);
    }
}

void TestMeasurement::parsesQuantities_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected");
    QTest::addColumn<bool>("isRate");
    QTest::newRow("MiB/s") << "119 MiB/s" << 119.0 * 1048576 << true;
    QTest::newRow("MB/s decimal") << "20359 MB/s" << 20359e6 << true;
    QTest::newRow("GB/s") << "1.04 GB/s" << 1.04e9 << true;
    QTest::newRow("ms") << "0.72 ms" << 720000.0 << false;
    QTest::newRow("us") << "850 us" << 850000.0 << false;
}

void TestMeasurement::parsesQuantities()
{
    QFETCH(QString, text);
    QFETCH(double, expected);
    QFETCH(bool, isRate);
    const auto value = isRate ? parseByteRate(text) : parseDurationNs(text);
    QVERIFY(value.ok());
    QCOMPARE(*value, expected);
    QVERIFY(!parseByteRate(QStringLiteral("12 furlongs/s")).ok());
    QVERIFY(parseByteRate(QStringLiteral("12 furlongs/s")).error().contains(QStringLiteral("unknown unit")));
    QVERIFY(!parseDurationNs(QStringLiteral("ms")).ok());
}

void TestMeasurement::curveOrdersByLoad()
{
    QList<Measurement> points;
    for (int qd : { 8, 1, 4 }) {
        Measurement m;
        m.loadSetting = qd;
        m.iops = 1000.0 / qd; // deliberately not in load order
        points << m;
    }
    const Curve curve = Curve::fromMeasurements(QStringLiteral("s"), QStringLiteral("w"), points);
    QCOMPARE(curve.points[0].loadSetting.value(), 1.0);
    QCOMPARE(curve.points[2].loadSetting.value(), 8.0);
    QVERIFY(!curve.hasModeledPoint());
}

void TestMeasurement::linkCapacity()
{
    SystemConfig system;
    system.linkGbps = 25;
    system.portsPerNode = 1;
    QCOMPARE(system.nodeLinkBytesPerSec().value(), 3125e6);
    system.linkGbps = 100;
    QCOMPARE(system.nodeLinkBytesPerSec().value(), 12500e6);
}

QTEST_GUILESS_MAIN(TestMeasurement)
#include "tst_measurement.moc"
