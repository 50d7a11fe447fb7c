// SPDX-License-Identifier: GPL-3.0-or-later
// Impossible figures in real tool outputs are refused before the library, with the file, the line or JSON path, the
// field and the value: each case takes a file from tests/data, changes one value in a copy, and imports the copy.
#include "importers/csvimporter.h"
#include "importers/fioimporter.h"
#include "importers/hcibenchdirectory.h"
#include "importers/hcibenchimporter.h"
#include "importers/valuecheck.h"
#include "importers/vdbenchflatfile.h"
#include "importers/vdbenchimporter.h"

#include <QFile>
#include <QTest>

using namespace headroom;

namespace {

QByteArray readData(const QString& relative)
{
    QFile file(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/") + relative);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing test data %s", qPrintable(relative));
    }
    return file.readAll();
}

// `bytes` with the first `from` replaced by `to`; fails the test when `from` is not there (the data changed).
QByteArray replaced(QByteArray bytes, const QByteArray& from, const QByteArray& to)
{
    const qsizetype at = bytes.indexOf(from);
    if (at < 0) {
        qFatal("'%s' is not in the test data", from.constData());
    }
    return bytes.replace(at, from.size(), to);
}

// The 1-based line of the first `needle` in `bytes`.
int lineOf(const QByteArray& bytes, const QByteArray& needle)
{
    return 1 + static_cast<int>(bytes.left(bytes.indexOf(needle)).count('\n'));
}

void verifyRefused(const Expected<ParsedSource>& parsed, const QStringList& mustContain)
{
    QVERIFY2(!parsed.ok(), "the mutated file was accepted");
    for (const QString& part : mustContain) {
        QVERIFY2(
            parsed.error().contains(part), qPrintable(QStringLiteral("'%1' not in: %2").arg(part, parsed.error())));
    }
    QVERIFY2(parsed.error().size() < 600, qPrintable(parsed.error()));
    QVERIFY2(!parsed.error().contains(QLatin1String("CHECK")), qPrintable(parsed.error()));
    for (const QChar c : parsed.error()) {
        QVERIFY2(c.unicode() >= 0x20 || c == u'\n', "a control character in the message");
    }
}

const QString kFio = QStringLiteral("fio/fio-3.1-mx200-randread-qd-sweep/randread-qd4-jobs1.json");
const QString kHci = QStringLiteral("hcibench/optane-homelab-results-as-published.txt");
const QString kVdbench = QStringLiteral("vdbench/vdbench-5.04.07-quick-test/summary.html");
const QString kFlat = QStringLiteral("vdbench/vdbench-5.04.07-quick-test/flatfile.html");

} // namespace

class TestImportValues : public QObject {
    Q_OBJECT

private slots:
    void strictNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << QStringLiteral("30584.21") << true << 30584.21;
        QTest::newRow("spaces") << QStringLiteral(" 12 ") << true << 12.0;
        QTest::newRow("exponent") << QStringLiteral("1e308") << true << 1e308;
        QTest::newRow("leading point") << QStringLiteral(".5") << true << 0.5;
        QTest::newRow("negative") << QStringLiteral("-3") << true << -3.0;
        QTest::newRow("grouped") << QStringLiteral("1,234,567.89") << false << 0.0;
        QTest::newRow("prefix") << QStringLiteral("12abc") << false << 0.0;
        QTest::newRow("overflow") << QStringLiteral("1e309") << false << 0.0;
        QTest::newRow("inf") << QStringLiteral("inf") << false << 0.0;
        QTest::newRow("nan") << QStringLiteral("nan") << false << 0.0;
        QTest::newRow("hex") << QStringLiteral("0x10") << false << 0.0;
        QTest::newRow("empty") << QString() << false << 0.0;
        QTest::newRow("lone exponent") << QStringLiteral("1e") << false << 0.0;
    }
    void strictNumbers()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        QFETCH(double, value);
        const auto parsed = strictNumber(text);
        QCOMPARE(parsed.has_value(), accepted);
        if (accepted) {
            QCOMPARE(*parsed, value);
        }
    }

    void realFilesStillImport()
    {
        QVERIFY(importFioJson(readData(kFio), QStringLiteral("f.json"), {}).ok());
        QVERIFY(importHciBenchSummary(QString::fromUtf8(readData(kHci)), QStringLiteral("h.txt"), {}).ok());
        QVERIFY(importVdbench(QString::fromUtf8(readData(kVdbench)), QStringLiteral("summary.html"), {}).ok());
        QVERIFY(importVdbenchFlatfile(QString::fromUtf8(readData(kFlat)), QStringLiteral("flatfile.html"), {}).ok());
    }

    void fio_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QStringList>("mustContain");
        QTest::newRow("iops inf string") << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : \"inf\"")
                                         << QStringList { QStringLiteral("$.jobs[0].read.iops"),
                                                QStringLiteral("'inf'") };
        QTest::newRow("iops prefix string")
            << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : \"12abc\"")
            << QStringList { QStringLiteral("$.jobs[0].read.iops"), QStringLiteral("'12abc'") };
        QTest::newRow("iops negative") << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : -5")
                                       << QStringList { QStringLiteral("$.jobs[0].read.iops -5 is negative") };
        QTest::newRow("percentile negative")
            << QByteArray("\"95.000000\" : 276480") << QByteArray("\"95.000000\" : -276480")
            << QStringList { QStringLiteral("$.jobs[0].read.clat_ns.percentile[\"95.000000\"] -276480 is negative") };
        QTest::newRow("percentiles out of order")
            << QByteArray("\"99.000000\" : 342016") << QByteArray("\"99.000000\" : 100")
            << QStringList { QStringLiteral("$.jobs[0].read.clat_ns.percentile[\"99.000000\"] 100 is below"),
                   QStringLiteral("276480") };
        QTest::newRow("min above max") << QByteArray("\"min\" : 39525") << QByteArray("\"min\" : 99999999")
                                       << QStringList { QStringLiteral("$.jobs[0].read.clat_ns"),
                                              QStringLiteral("min 99999999") };
        QTest::newRow("cpu negative") << QByteArray("\"usr_cpu\" : ") << QByteArray("\"usr_cpu\" : -1, \"x\" : ")
                                      << QStringList { QStringLiteral("$.jobs[0].usr_cpu -1 is negative") };
        QTest::newRow("overflowing number") << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : 1e309")
                                            << QStringList { QStringLiteral("f.json") };
        // Issue 30, finding 4: each of these was stored (as 5, 0, dropped, 1e15 …) before.
        QTest::newRow("iops a string") << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : \"5\"")
                                       << QStringList { QStringLiteral(
                                              "$.jobs[0].read.iops: expected a number, found string '5'") };
        QTest::newRow("iops null") << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : null")
                                   << QStringList { QStringLiteral(
                                          "$.jobs[0].read.iops: expected a number, found null") };
        for (const char* key : { "NaN", "-1", "+1", "101.000000", "1e1", "" }) {
            QTest::addRow("percentile key '%s'", key)
                << QByteArray("\"1.000000\" : 125440") << QByteArray("\"") + key + "\" : 125440"
                << QStringList { QStringLiteral("$.jobs[0].read.clat_ns.percentile: expected \"percent\": number"),
                       QStringLiteral("found \"%1\"").arg(QLatin1String(key)) };
        }
        QTest::newRow("total_ios negative")
            << QByteArray("\"total_ios\" : 930663") << QByteArray("\"total_ios\" : -930663")
            << QStringList { QStringLiteral("$.jobs[0].read.total_ios: -930663 is not a count") };
        QTest::newRow("total_ios fraction")
            << QByteArray("\"total_ios\" : 930663") << QByteArray("\"total_ios\" : 930663.5")
            << QStringList { QStringLiteral("$.jobs[0].read.total_ios: 930663.5 is not a count") };
        QTest::newRow("iops 1e15") << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : 1e15")
                                   << QStringList { QStringLiteral("$.jobs[0].read.iops 1"),
                                          QStringLiteral("is over the plausible maximum of 1e+10 IOPS") };
        QTest::newRow("latency 1e300 ms") << QByteArray("\"max\" : 11903702") << QByteArray("\"max\" : 1e306")
                                          << QStringList { QStringLiteral("$.jobs[0].read.lat_ns.max"),
                                                 QStringLiteral("is over the plausible maximum of 1e+15 ns") };
        QTest::newRow("write iops 9.2e18 with 0 bytes")
            << QByteArray("\"iops\" : 0.000000") << QByteArray("\"iops\" : 9.2e18")
            << QStringList { QStringLiteral("$.jobs[0].write.iops"), QStringLiteral("plausible maximum") };
        QTest::newRow("write iops with 0 bytes")
            << QByteArray("\"iops\" : 0.000000") << QByteArray("\"iops\" : 5000")
            << QStringList { QStringLiteral("$.jobs[0].write: iops 5000 and bw 0 with io_bytes 0") };
        QTest::newRow("iops against total_ios")
            << QByteArray("\"iops\" : 15510.791487") << QByteArray("\"iops\" : 15540.791487")
            << QStringList { QStringLiteral(
                   "$.jobs[0].read: iops 15540.79149 but total_ios 930663 over runtime 60001 ms is 15510.79149 IOPS") };
    }
    void fio()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QStringList, mustContain);
        const QByteArray bytes = replaced(readData(kFio), from, to);
        verifyRefused(importFioJson(bytes, QStringLiteral("f.json"), {}), mustContain << QStringLiteral("f.json"));
    }

    // fio 3.6 writes bw_bytes beside io_bytes: a rate that its bytes and runtime contradict is refused.
    void fioBytesPerSecAgainstIoBytes()
    {
        const QString file = QStringLiteral("fio/fio-3.6-ceph-rbd-ssd-randread-qd-sweep/randread-qd4-jobs1.json");
        QVERIFY(importFioJson(readData(file), QStringLiteral("f.json"), {}).ok());
        const QByteArray bytes = replaced(readData(file), "\"bw_bytes\" : 25627289", "\"bw_bytes\" : 51254578");
        verifyRefused(importFioJson(bytes, QStringLiteral("f.json"), {}),
            { QStringLiteral("f.json"),
                QStringLiteral("$.jobs[0].read: bw_bytes 51254578 but io_bytes 1537662976 over runtime 60001 ms is "
                               "25627289") });
    }

    // A job that did no I/O (its read object replaced by the file's own all-zero write object): a measurement with
    // every figure missing, refused with its JSON path instead of stored as a row of NULLs.
    void fioJobWithoutFigures()
    {
        const QByteArray file = readData(kFio);
        const qsizetype read = file.indexOf("\"read\" : {");
        const qsizetype write = file.indexOf("\"write\" : {");
        const qsizetype trim = file.indexOf("\"trim\" : {");
        QVERIFY(read > 0 && write > read && trim > write);
        const QByteArray bytes = file.left(read) + "\"read\"" + file.mid(write + 7, trim - write - 7) + file.mid(write);
        verifyRefused(importFioJson(bytes, QStringLiteral("f.json"), {}),
            { QStringLiteral("f.json: line 1: $.jobs[0] (fio job 'random-read'): no figure: IOPS, bytes/s and latency "
                             "are all missing") });
    }

    // Job options that disagree with what fio measured are stored from the measurement, with a warning.
    void fioBlockSizeOptionAgainstMeasurement_data()
    {
        QTest::addColumn<QByteArray>("bs");
        QTest::newRow("negative") << QByteArray("-1");
        QTest::newRow("another size") << QByteArray("64k");
        QTest::newRow("not a size") << QByteArray("x");
    }
    void fioBlockSizeOptionAgainstMeasurement()
    {
        QFETCH(QByteArray, bs);
        const QByteArray bytes = replaced(readData(kFio), "\"bs\" : \"4k\"", "\"bs\" : \"" + bs + "\"");
        const auto parsed = importFioJson(bytes, QStringLiteral("f.json"), {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        QCOMPARE(parsed->measurements.first().workload.blockSizeBytes, std::optional<std::int64_t>(4096));
        const QString warnings = parsed->warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QStringLiteral("f.json: $.jobs[0]: the job options give block size")),
            qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("fio transferred 4k per I/O")), qPrintable(warnings));
    }

    // A megabyte-long string where a number belongs: refused with a short quote, not echoed.
    void fioHugeValueIsQuotedShort()
    {
        const QByteArray junk(4 << 20, 'A');
        const QByteArray bytes
            = replaced(readData(kFio), "\"iops\" : 15510.791487", "\"iops\" : \"\\u001b[31m" + junk + "\"");
        const auto parsed = importFioJson(bytes, QStringLiteral("f.json"), {});
        verifyRefused(
            parsed, { QStringLiteral("$.jobs[0].read.iops"), QStringLiteral("\\e[31mAAAA"), QStringLiteral("…") });
        // Not even JSON (a raw control character inside the string): nlohmann's message is cut short too.
        const QByteArray broken
            = replaced(readData(kFio), "\"iops\" : 15510.791487", "\"iops\" : \"" + junk + "\x1b\"");
        verifyRefused(importFioJson(broken, QStringLiteral("f.json"), {}),
            { QStringLiteral("f.json: line 34: not valid JSON"), QStringLiteral("AAAA…") });
    }

    void hciBench_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("mustContain");
        QTest::newRow("grouped") << QByteArray("IOPS = 56653.00") << QByteArray("IOPS = 1,234,567.89")
                                 << QStringLiteral("IOPS '1,234,567.89' is not a number");
        QTest::newRow("prefix") << QByteArray("IOPS = 56653.00") << QByteArray("IOPS = 12abc")
                                << QStringLiteral("IOPS '12abc' is not a number");
        QTest::newRow("inf") << QByteArray("IOPS = 56653.00") << QByteArray("IOPS = inf")
                             << QStringLiteral("IOPS 'inf' is not a number");
        QTest::newRow("negative p95") << QByteArray("95%tile_R_LAT = 16.00") << QByteArray("95%tile_R_LAT = -16.00")
                                      << QStringLiteral("95%tile_R_LAT '-16.00' is negative");
        QTest::newRow("negative latency") << QByteArray("R_LATENCY = 6.77") << QByteArray("R_LATENCY = -6.77")
                                          << QStringLiteral("R_LATENCY '-6.77' is negative");
        QTest::newRow("negative cpu") << QByteArray("| 96.11 |") << QByteArray("| -96.11 |")
                                      << QStringLiteral("cpu.usage of esxi8-01.aitn.local '-96.11' is negative");
        QTest::newRow("cpu over 100") << QByteArray("| 96.11 |") << QByteArray("| 196.11 |")
                                      << QStringLiteral("cpu.usage of esxi8-01.aitn.local '196.11' is over 100 %");
        QTest::newRow("cpu nan") << QByteArray("| 96.11 |") << QByteArray("| nan |")
                                 << QStringLiteral("cpu.usage of esxi8-01.aitn.local 'nan' is not a number");
        QTest::newRow("space-grouped") << QByteArray("IOPS = 56653.00") << QByteArray("IOPS = 1 234 567.89")
                                       << QStringLiteral("IOPS '1 234 567.89' is not a number");
        QTest::newRow("no-break-space-grouped")
            << QByteArray("IOPS = 56653.00") << QByteArray("IOPS = 1\u00a0234\u00a0567.89")
            << QStringLiteral("IOPS '1\u00a0234\u00a0567.89' is not a number");
        QTest::newRow("iops 1e15") << QByteArray("IOPS = 56653.00") << QByteArray("IOPS = 1e15")
                                   << QStringLiteral("IOPS '1e15' is over the plausible maximum of 1e+10 IOPS");
        QTest::newRow("latency 1e300 ms") << QByteArray("R_LATENCY = 6.77") << QByteArray("R_LATENCY = 1e300")
                                          << QStringLiteral("R_LATENCY '1e300' is over the plausible maximum");
        QTest::newRow("vms fraction") << QByteArray("VMs = 12\nIOPS = 56653.00")
                                      << QByteArray("VMs = 1.5\nIOPS = 56653.00")
                                      << QStringLiteral("VMs 1.5 is not a whole count");
    }
    void hciBench()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, mustContain);
        const QByteArray bytes = replaced(readData(kHci), from, to);
        const int line = lineOf(bytes, to);
        verifyRefused(importHciBenchSummary(QString::fromUtf8(bytes), QStringLiteral("h-res.txt"), {}),
            { QStringLiteral("h-res.txt: line %1: ").arg(line) + mustContain });
    }

    // Two VMs' fio files, each plausible, whose sum is not: the test's figure is refused. (Each VM's total_ios is
    // changed with its iops, so that the file stays consistent: iops = total_ios × 1000 ÷ runtime 60001 ms.)
    void hciBenchVmSumOverPlausibleIsRefused()
    {
        QByteArray summary = readData(kHci);
        summary = summary.left(summary.indexOf("Test name:", 10)); // the first test's block
        const auto vmAt = [](const QByteArray& iops, const QByteArray& totalIos) {
            return replaced(replaced(readData(kFio), "\"iops\" : 15510.791487", "\"iops\" : " + iops),
                "\"total_ios\" : 930663", "\"total_ios\" : " + totalIos);
        };
        const QByteArray vm = vmAt("6000000000", "360006000000");
        const auto parsed = importHciBenchTest(NamedBytes { QStringLiteral("t-res.txt"), summary },
            { NamedBytes { QStringLiteral("t/vm-1.json"), vm }, NamedBytes { QStringLiteral("t/vm-2.json"), vm } }, {});
        verifyRefused(parsed,
            { QStringLiteral("t-res.txt"), QStringLiteral("2 per-VM fio files"),
                QStringLiteral("is over the plausible maximum of 1e+10 IOPS") });
        // The same VMs at a figure that adds up is accepted.
        const QByteArray plausible = vmAt("1000000000", "60001000000");
        const auto sum = importHciBenchTest(NamedBytes { QStringLiteral("t-res.txt"), summary },
            { NamedBytes { QStringLiteral("t/vm-1.json"), plausible },
                NamedBytes { QStringLiteral("t/vm-2.json"), plausible } },
            {});
        QVERIFY2(sum.ok(), qPrintable(sum.ok() ? QString() : sum.error()));
        QCOMPARE(*sum->measurements.front().read.iops, 2e9);
    }

    void vdbench_data()
    {
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("mustContain");
        QTest::newRow("prefix") << QByteArray("105.3abc") << QStringLiteral("'105.3abc' is not a number");
        QTest::newRow("negative") << QByteArray("-105.3") << QStringLiteral("'-105.3' is negative");
        QTest::newRow("nan") << QByteArray("nan") << QStringLiteral("'nan' is not a number");
    }
    void vdbench()
    {
        QFETCH(QByteArray, to);
        QFETCH(QString, mustContain);
        const QByteArray from = "avg_2-5      105.3";
        const QByteArray bytes = replaced(readData(kVdbench), from, "avg_2-5      " + to);
        const int line = lineOf(bytes, "avg_2-5      " + to);
        verifyRefused(importVdbench(QString::fromUtf8(bytes), QStringLiteral("summary.html"), {}),
            { QStringLiteral("summary.html: line %1, column 1 after avg_: ").arg(line) + mustContain });
    }

    void vdbenchReadPercentOver100()
    {
        const QByteArray bytes = replaced(readData(kVdbench), "1024  51.07", "1024  151.07");
        verifyRefused(importVdbench(QString::fromUtf8(bytes), QStringLiteral("summary.html"), {}),
            { QStringLiteral("summary.html: line %1: read % 151.07 is over 100 %").arg(lineOf(bytes, "151.07")) });
    }

    void vdbenchFlatfile()
    {
        const QByteArray from = "rd1  avg_2-5 100 105.25";
        const QByteArray bytes = replaced(readData(kFlat), from, "rd1  avg_2-5 100 -105.25");
        verifyRefused(importVdbenchFlatfile(QString::fromUtf8(bytes), QStringLiteral("flatfile.html"), {}),
            { QStringLiteral("flatfile.html: line %1, column rate: '-105.25' is negative")
                    .arg(lineOf(bytes, "-105.25")) });
    }

    // Headroom's own CSV (no tool writes it, so the rows are typed here as a user would).
    void csv_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("mustContain");
        QTest::newRow("negative queue depth") << QStringLiteral("S,W,1000,0.5,-4,,,")
                                              << QStringLiteral("line 3, column 5 (queue_depth): '-4' is negative");
        QTest::newRow("overflow") << QStringLiteral("S,W,1e309,0.5,4,,,")
                                  << QStringLiteral("line 3, column 3 (iops): '1e309' is not a plain number");
        QTest::newRow("negative cpu") << QStringLiteral("S,W,1000,0.5,4,-1,,")
                                      << QStringLiteral("line 3, column 6 (cpu_pct): '-1' is negative");
        QTest::newRow("cpu over 100") << QStringLiteral("S,W,1000,0.5,4,101,,")
                                      << QStringLiteral("line 3, column 6 (cpu_pct): '101' is over 100 %");
        QTest::newRow("percentiles out of order") << QStringLiteral(
            "S,W,1000,0.5,4,,2.0,1.0") << QStringLiteral("line 3: combined p99 latency 1000000 ns is below p95");
        QTest::newRow("iops 1e15") << QStringLiteral("S,W,1e15,0.5,4,,,")
                                   << QStringLiteral("line 3: IOPS 1e+15 is over the plausible maximum of 1e+10 IOPS");
        QTest::newRow("inf") << QStringLiteral("S,W,inf,0.5,4,,,")
                             << QStringLiteral("line 3, column 3 (iops): 'inf' is not a plain number");
    }
    void csv()
    {
        QFETCH(QString, row);
        QFETCH(QString, mustContain);
        const QString text = QStringLiteral("system,workload,iops,latency_ms,queue_depth,cpu_pct,p95_latency_ms,"
                                            "p99_latency_ms\nS,W,900,0.4,2,50,0.9,1.2\n")
            + row + QLatin1Char('\n');
        verifyRefused(importCsv(text, QStringLiteral("r.csv"), {}), { QStringLiteral("r.csv: ") + mustContain });
    }

    void measurementChecks()
    {
        Measurement m;
        m.iops = 100;
        QVERIFY(measurementProblem(m, 100).isEmpty());
        m.read.latency.minNs = 10;
        m.read.latency.meanNs = 5;
        QCOMPARE(measurementProblem(m, 100), QStringLiteral("read latency min 10 ns > mean 5 ns"));
        m.read.latency.minNs = 1;
        m.iops.reset();
        m.read.iops = 6e9;
        m.write.iops = 6e9;
        QCOMPARE(measurementProblem(m, 100),
            QStringLiteral("total IOPS 1.2e+10 is over the plausible maximum of 1e+10 IOPS"));
        m.write.iops = 1;
        m.cpu.userPct = 90;
        m.cpu.systemPct = 20;
        QCOMPARE(measurementProblem(m, 100), QStringLiteral("user + system CPU 110 % is over 100 %"));
        Measurement empty;
        QCOMPARE(
            measurementProblem(empty, 100), QStringLiteral("no figure: IOPS, bytes/s and latency are all missing"));
        empty.failed = true; // kept to show that the run failed (--allow-failed)
        QVERIFY(measurementProblem(empty, 100).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImportValues)
#include "tst_importvalues.moc"
