// SPDX-License-Identifier: GPL-3.0-or-later
// JsonWriter against nlohmann's dump(2), its oracle: the same values give the same bytes (numbers, text, nesting,
// empty containers), and a measurement written member by member is in the order a tree's dump gives it, so
// `results --json` streams the bytes it printed when it built a tree per measurement.
#include "model/jsonwriter.h"
#include "model/measurementjson.h"

#include <bit>
#include <cmath>
#include <limits>
#include <random>

#include <QTest>

using namespace headroom;
using json = nlohmann::json;

namespace {

// Each number written by the writer and by nlohmann inside a one-element array.
void compareNumber(double value)
{
    std::string text;
    JsonWriter out(text);
    out.beginArray();
    out.number(value);
    out.endArray();
    QCOMPARE(QString::fromStdString(text), QString::fromStdString(json::array({ value }).dump(2)));
}

Measurement everyFieldSet()
{
    Measurement m;
    m.id = 42;
    m.systemName = QStringLiteral("VxRail \"P570F\"\tnode\x01");
    m.host = QStringLiteral("esx-01 ünïcode ✓");
    m.perHost = true;
    m.loadSetting = 32;
    m.queueDepth = 8;
    m.iops = 30584.21;
    m.bytesPerSec = 1.25e9;
    m.read.iops = 20000;
    m.read.bytesPerSec = 8.192e7;
    m.read.latency.minNs = 120;
    m.read.latency.meanNs = 7.83e6;
    m.read.latency.maxNs = 1e12;
    m.read.latency.percentilesNs = { { 50, 1000.4 }, { 95, 19e6 }, { 99, 2.5e7 }, { 99.9, 1e-3 } };
    m.read.latency.percentileOrigin = PercentileOrigin::MergedHistogram;
    m.combined.latency.meanNs = 720000;
    m.combined.latency.percentilesNs = { { 99, 9e5 } };
    m.cpu = { 12.5, 3, 77.25, {} };
    m.durationSec = 60;
    m.source = { SourceKind::Fio, QStringLiteral("/data/run \\ 1.json"), QStringLiteral("ab12"), QStringLiteral("fio"),
        {}, {}, {} };
    m.failed = true;
    m.warning = QStringLiteral("ran 3 s of 60\nstopped");
    m.note = QStringLiteral("a note");
    m.runNumber = 2;
    m.interval = IntervalPosition { 2, 4 };
    m.workload.name = QStringLiteral("OLTP");
    m.workload.blockSizeBytes = 32768;
    m.workload.readPct = 70;
    m.workload.randomPct = 100;
    m.workload.jobs = 4;
    m.workload.targetIops = 5000;
    return m;
}

QString written(const Measurement& m, const PointRuns* point)
{
    std::string text;
    JsonWriter out(text);
    writeMeasurementJson(out, m, point);
    return QString::fromStdString(text);
}

// A tree's dump of the same text: equal only when every object's members were written in nlohmann's order.
QString redumped(const QString& text)
{
    return QString::fromStdString(json::parse(text.toStdString()).dump(2));
}

} // namespace

class TestJsonWriter : public QObject {
    Q_OBJECT
private slots:
    void numbersAreNlohmannsDigits()
    {
        for (const double value : { 0.0, -0.0, 1.0, 1000.0, 0.1, 1e15, 1e16, 1.5e-5, 1e-4, 123456789012345678.0,
                 30584.21, std::numeric_limits<double>::max(), std::numeric_limits<double>::denorm_min(),
                 std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity() }) {
            compareNumber(value);
        }
        std::mt19937_64 random(31);
        for (int i = 0; i < 20000; ++i) {
            const double value = std::bit_cast<double>(random());
            compareNumber(value);
            compareNumber(std::round(value * 1e-300) / 1000.0); // microseconds from whole nanoseconds
        }
    }

    void integersBooleansAndNulls()
    {
        std::string text;
        JsonWriter out(text);
        out.beginArray();
        out.integer(std::numeric_limits<std::int64_t>::min());
        out.integer(0);
        out.integer(std::numeric_limits<std::int64_t>::max());
        out.boolean(true);
        out.boolean(false);
        out.null();
        out.optional(std::optional<int>());
        out.optional(std::optional<int>(7));
        out.endArray();
        const json tree = json::array({ std::numeric_limits<std::int64_t>::min(), 0,
            std::numeric_limits<std::int64_t>::max(), true, false, nullptr, nullptr, 7 });
        QCOMPARE(QString::fromStdString(text), QString::fromStdString(tree.dump(2)));
    }

    void textIsEscapedAsNlohmannEscapesIt()
    {
        std::string every;
        for (int c = 1; c < 0x80; ++c) {
            every += static_cast<char>(c);
        }
        every += "\xc3\xbc \xe2\x9c\x93 \xf0\x9f\x98\x80"; // ü ✓ 😀 stay their UTF-8 bytes
        std::string text;
        JsonWriter out(text);
        out.beginObject();
        out.key(every).text(every);
        out.key("z").text(QStringLiteral("\u2028 line separator"));
        out.endObject();
        const json tree { { every, every }, { "z", "\u2028 line separator" } };
        QCOMPARE(QString::fromStdString(text), QString::fromStdString(tree.dump(2)));
    }

    void nestingAndEmptyContainers()
    {
        std::string text = "[\n  ";
        JsonWriter out(text, 1); // an element of an array the caller opened
        out.beginObject();
        out.key("a").beginArray();
        out.endArray();
        out.key("b").beginObject();
        out.endObject();
        out.key("c").beginArray();
        out.beginArray();
        out.integer(1);
        out.endArray();
        out.beginObject();
        out.key("d").null();
        out.endObject();
        out.endArray();
        out.endObject();
        text += "\n]";
        const json tree = json::array({ json {
            { "a", json::array() }, { "b", json::object() }, { "c", { json::array({ 1 }), { { "d", nullptr } } } } } });
        QCOMPARE(QString::fromStdString(text), QString::fromStdString(tree.dump(2)));
    }

    void measurementMembersAreInATreesOrder()
    {
        const Measurement full = everyFieldSet();
        Measurement run = full; // a point of a curve, measured twice
        run.failed = false;
        run.perHost = false;
        run.interval.reset();
        Measurement again = run;
        again.id = 43;
        again.read.latency.meanNs = 8e6;
        const PointRuns point = groupRuns({ run, again }).first();
        for (const QString& text : { written(full, nullptr), written(full, &point), written(Measurement(), nullptr),
                 written(Measurement(), &point) }) {
            QCOMPARE(text, redumped(text));
        }
        const json tree = json::parse(written(full, &point).toStdString());
        QCOMPARE(tree["point"]["runs"].get<int>(), 2);
        QCOMPARE(tree["latency_us"]["p99"].get<double>(), 900.0);
        QCOMPARE(tree["interval"]["count"].get<int>(), 4);
        QCOMPARE(tree["read"]["percentile_method"].get<std::string>(), std::string("merged-histogram"));
        QVERIFY(tree["write"]["latency_kind"].is_null());
        QVERIFY(measurementToJson(full) == json::parse(written(full, nullptr).toStdString()));
    }
};

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
