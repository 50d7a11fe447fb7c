// SPDX-License-Identifier: GPL-3.0-or-later
// The DiskSpd importer against real DiskSpd reports (tests/data/diskspd, PROVENANCE.md): every figure held to an
// independent reading of the same file (diskspd_oracle.py: python's xml.etree and regular expressions); the variants
// no real file covers (UTF-16 LE with CRLF, an abridged report, a report without -L, a VMFleet folder, broken files)
// derived here from the real files by the mechanical transformations PROVENANCE.md states.
#include "importers/diskspdfolder.h"
#include "importers/diskspdimporter.h"
#include "importers/formatdetection.h"
#include "importers/importplan.h"
#include "importers/parsedsource.h"

#include <cmath>
#include <optional>

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

const QString kData = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/diskspd/");
const QString kXmlL = kData + QStringLiteral("xml/Results_DiskSpd.xml");
const QString kXmlNoL = kData + QStringLiteral("xml/diskspd_result.xml");
const QString kReadWrite = kData + QStringLiteral("text/DiskSpdExample-ReadWrite.txt");
const QString kWriteOnly = kData + QStringLiteral("text/DiskSpdExample-WriteOnly.txt");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(bytes);
    }
    return path;
}

// The oracle's reading of `path`: one object per timespan (empty when python fails: the test then fails).
QJsonArray oracle(const QString& path)
{
    QProcess python;
    python.start(
        QStringLiteral("python3"), { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/importers/diskspd_oracle.py"), path });
    if (!python.waitForFinished(60000) || python.exitCode() != 0) {
        qWarning("diskspd_oracle.py %s: %s", qPrintable(path), python.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(python.readAllStandardOutput()).array();
}

ImportOptions options(bool intervals = false)
{
    ImportOptions o;
    o.keepIntervals = intervals;
    return o;
}

std::optional<double> number(const QJsonValue& value)
{
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

// "field: got X, want Y" for each figure that differs; empty when all agree.
QStringList differences;
void expect(const QString& field, const std::optional<double>& got, const std::optional<double>& want)
{
    const bool same = got.has_value() == want.has_value()
        && (!got || *got == *want || std::abs(*got - *want) <= 1e-9 * std::abs(*want));
    if (!same) {
        differences << QStringLiteral("%1: got %2, want %3")
                           .arg(field, got ? QString::number(*got, 'g', 17) : QStringLiteral("unknown"),
                               want ? QString::number(*want, 'g', 17) : QStringLiteral("unknown"));
    }
}

void expectLatency(const QString& what, const LatencyStats& got, const QJsonValue& wantValue)
{
    if (!wantValue.isObject()) {
        if (!got.isEmpty()) {
            differences << what + QStringLiteral(": latency stored, the report has none");
        }
        return;
    }
    const QJsonObject want = wantValue.toObject();
    expect(what + QStringLiteral(" mean"), got.meanNs, number(want[QStringLiteral("meanNs")]));
    expect(what + QStringLiteral(" stdev"), got.stdevNs, number(want[QStringLiteral("stdevNs")]));
    expect(what + QStringLiteral(" min"), got.minNs, number(want[QStringLiteral("minNs")]));
    expect(what + QStringLiteral(" max"), got.maxNs, number(want[QStringLiteral("maxNs")]));
    const QJsonObject percentiles = want[QStringLiteral("percentiles")].toObject();
    if (static_cast<qsizetype>(got.percentilesNs.size()) != percentiles.size()) {
        differences << QStringLiteral("%1: %2 percentiles, want %3")
                           .arg(what)
                           .arg(got.percentilesNs.size())
                           .arg(percentiles.size());
    }
    for (auto it = percentiles.begin(); it != percentiles.end(); ++it) {
        expect(what + QStringLiteral(" p") + it.key(), got.percentileNs(it.key().toDouble()), it.value().toDouble());
    }
    if (got.kind != LatencyKind::Total) {
        differences << what + QStringLiteral(": not total latency");
    }
}

void expectDirection(const QString& what, const DirectionStats& got, const QJsonValue& want)
{
    if (!want.isObject()) {
        if (!got.isEmpty()) {
            differences << what + QStringLiteral(": figures stored for a direction without I/O");
        }
        return;
    }
    expect(what + QStringLiteral(" IOPS"), got.iops, want[QStringLiteral("iops")].toDouble());
    expect(what + QStringLiteral(" bytes/s"), got.bytesPerSec, want[QStringLiteral("bytesPerSec")].toDouble());
    expectLatency(what, got.latency, want[QStringLiteral("latency")]);
    if (want[QStringLiteral("latency")].isObject()
        && got.latency.percentileOrigin != PercentileOrigin::ToolPercentiles) {
        differences << what + QStringLiteral(": percentiles not marked as DiskSpd's own");
    }
}

// Every figure of `m` against the oracle's reading of the same timespan.
QStringList compare(const Measurement& m, const QJsonObject& want)
{
    differences.clear();
    expect(QStringLiteral("IOPS"), m.iops, want[QStringLiteral("iops")].toDouble());
    expect(QStringLiteral("bytes/s"), m.bytesPerSec, want[QStringLiteral("bytesPerSec")].toDouble());
    expectDirection(QStringLiteral("read"), m.read, want[QStringLiteral("read")]);
    expectDirection(QStringLiteral("write"), m.write, want[QStringLiteral("write")]);
    expectLatency(QStringLiteral("all I/O"), m.combined.latency, want[QStringLiteral("combined")]);
    expect(QStringLiteral("host CPU %"), m.cpu.hostPct, number(want[QStringLiteral("hostCpuPct")]));
    expect(QStringLiteral("duration"), m.durationSec, want[QStringLiteral("testTimeSec")].toDouble());
    const QJsonObject w = want[QStringLiteral("workload")].toObject();
    const auto asDouble
        = [](const auto& v) { return v ? std::optional<double>(static_cast<double>(*v)) : std::nullopt; };
    expect(
        QStringLiteral("block size"), asDouble(m.workload.blockSizeBytes), w[QStringLiteral("blockSize")].toDouble());
    expect(QStringLiteral("read %"), m.workload.readPct, w[QStringLiteral("readPct")].toDouble());
    expect(QStringLiteral("random %"), m.workload.randomPct, w[QStringLiteral("randomPct")].toDouble());
    expect(QStringLiteral("threads"), asDouble(m.workload.jobs), w[QStringLiteral("threads")].toDouble());
    expect(QStringLiteral("queue depth"), asDouble(m.queueDepth), w[QStringLiteral("qd")].toDouble());
    expect(QStringLiteral("load"), m.loadSetting, w[QStringLiteral("qd")].toDouble());
    expect(QStringLiteral("run s"), m.workload.runSec, w[QStringLiteral("durationSec")].toDouble());
    expect(QStringLiteral("warm-up s"), m.workload.rampSec, w[QStringLiteral("warmupSec")].toDouble());
    if (m.host != want[QStringLiteral("host")].toString() || m.systemName != m.host) {
        differences << QStringLiteral("host '%1', system '%2'").arg(m.host, m.systemName);
    }
    return differences;
}

Expected<ParsedSource> parseFile(const QString& path, const ImportOptions& o = options())
{
    return parseSourceBytes(readFile(path), path, o);
}

// DiskSpdExample-ReadWrite.txt re-encoded as PowerShell's redirection saves it: UTF-16 LE, a BOM, CRLF.
QByteArray utf16Crlf(const QByteArray& utf8)
{
    QString text = QString::fromUtf8(utf8);
    text.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    QStringEncoder encoder(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    return encoder(text);
}

// The report with the per-thread rows of threads `from`… deleted from every I/O table (the "total:" rows kept).
QByteArray abridged(const QByteArray& report, int from)
{
    QByteArrayList kept;
    for (const QByteArray& line : report.split('\n')) {
        const QByteArrayList cells = line.split('|');
        bool ok = false;
        const int thread = cells.size() > 3 ? cells.first().trimmed().toInt(&ok) : -1;
        if (!(ok && thread >= from)) {
            kept << line;
        }
    }
    return kept.join('\n');
}

// Results_DiskSpd.xml as a run without -L writes it: no <Latency> block, <MeasureLatency>false.
QByteArray withoutLatency(QByteArray xml)
{
    const qsizetype begin = xml.indexOf("<Latency>");
    const qsizetype end = xml.indexOf("</Latency>");
    xml.remove(begin, end + qsizetype(sizeof("</Latency>")) - begin);
    xml.replace("<MeasureLatency>true</MeasureLatency>", "<MeasureLatency>false</MeasureLatency>");
    return xml;
}

} // namespace

class TestDiskSpdImporter : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void fixturesMatchTheOracle_data()
    {
        QTest::addColumn<QString>("path");
        QDirIterator it(
            kData, { QStringLiteral("*.xml"), QStringLiteral("*.txt") }, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
            ++files;
        }
        QCOMPARE(files, 6);
        QTest::newRow("derived UTF-16 LE, BOM, CRLF")
            << writeFile(m_dir.filePath(QStringLiteral("utf16.txt")), utf16Crlf(readFile(kReadWrite)));
    }

    // Every fixture: detected as DiskSpd, every figure equal to the oracle's, on the computer the report names.
    void fixturesMatchTheOracle()
    {
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        QVERIFY(detectFormat(bytes, path).value() == ImportFormat::DiskSpd);
        const auto parsed = parseFile(path);
        QVERIFY2(parsed, qPrintable(parsed.ok() ? QString() : parsed.error()));
        QVERIFY(parsed->source.kind == SourceKind::DiskSpd);
        QVERIFY(parsed->source.importer.startsWith(QLatin1String("diskspd-")));
        const QJsonArray want = oracle(path);
        QCOMPARE(parsed->measurements.size(), want.size());
        for (qsizetype i = 0; i < want.size(); ++i) {
            const QStringList wrong = compare(parsed->measurements[i], want[i].toObject());
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
        }
        QVERIFY(parsed->warnings.isEmpty());
    }

    void percentilesAreTheXmlBuckets()
    {
        const auto parsed = parseFile(kXmlL);
        QVERIFY(parsed);
        const Measurement& m = parsed->measurements.first();
        QVERIFY(m.read.latency.percentileOrigin == PercentileOrigin::ToolPercentiles);
        // From the file's own <Bucket>s (ReadMilliseconds, WriteMilliseconds), checked by eye against the XML.
        QCOMPARE(m.read.latency.minNs.value(), 45000.0);
        QCOMPARE(m.write.latency.minNs.value(), 1117000.0);
        QCOMPARE(m.read.latency.maxNs.value(), 33846000.0);
        for (const double p : { 50.0, 90.0, 95.0, 99.0, 99.9, 99.99 }) {
            QVERIFY2(m.read.latency.percentileNs(p) && m.write.latency.percentileNs(p), qPrintable(QString::number(p)));
        }
        QCOMPARE(m.read.latency.percentilesNs.size(), std::size_t(106)); // 1…99, 99.9 … 99.9999999
        // DiskSpd's deepest percentiles lie 9e-7 apart: each is found by its own key.
        LatencyStats deep;
        deep.percentilesNs = { { 99.999999, 1.0 }, { 99.9999999, 2.0 } };
        QCOMPARE(deep.percentileNs(99.999999).value(), 1.0);
        QCOMPARE(deep.percentileNs(99.9999999).value(), 2.0);
        QCOMPARE(deep.percentileNs(99.99999990001).value(), 2.0);
    }

    void withoutLatencyItIsUnknown()
    {
        const auto real = parseFile(kXmlNoL);
        QVERIFY(real);
        QVERIFY(real->measurements.first().read.latency.isEmpty());
        QVERIFY(!real->measurements.first().meanLatencyNs());
        QVERIFY(real->measurements.first().note.contains(QLatin1String("no -L")));
        const QString derived = writeFile(m_dir.filePath(QStringLiteral("no-L.xml")), withoutLatency(readFile(kXmlL)));
        const auto parsed = parseFile(derived);
        QVERIFY2(parsed, qPrintable(parsed.ok() ? QString() : parsed.error()));
        const Measurement& m = parsed->measurements.first();
        QVERIFY(m.read.latency.isEmpty() && m.write.latency.isEmpty() && m.combined.latency.isEmpty());
        QVERIFY(!m.meanLatencyNs());
        QVERIFY(m.read.iops.value() > 0);
        const QStringList wrong = compare(m, oracle(derived).first().toObject());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
    }

    // -D: without --intervals a note; with it the run's time series, never curve points.
    void perSecondIopsAreIntervalSamples()
    {
        const auto plain = parseFile(kXmlL);
        QVERIFY(plain);
        QCOMPARE(plain->measurements.size(), 1);
        QVERIFY(plain->measurements.first().note.contains(QLatin1String("-D: 120 samples")));
        const auto kept = parseFile(kXmlL, options(true));
        QVERIFY(kept);
        QCOMPARE(kept->measurements.size(), 121);
        const QJsonArray samples = oracle(kXmlL).first().toObject()[QStringLiteral("samples")].toArray();
        QCOMPARE(samples.size(), 120);
        for (int i = 0; i < 120; ++i) {
            const Measurement& s = kept->measurements[i];
            QCOMPARE(s.interval->index, i + 1);
            QCOMPARE(s.interval->count, 121);
            QVERIFY(!s.isCurvePoint());
            QCOMPARE(s.iops.value(), samples[i].toObject()[QStringLiteral("iops")].toDouble());
        }
        const Measurement& run = kept->measurements.last();
        QVERIFY(run.isCurvePoint());
        QCOMPARE(run.iops, plain->measurements.first().iops);
    }

    // The note keeps what no figure holds: the settings, each target's and thread's share, the command line.
    void noteKeepsSettingsAndSpread()
    {
        const auto write8k = parseFile(kData + QStringLiteral("text/Write8k.txt"));
        QVERIFY(write8k);
        const QString note = write8k->measurements.first().note;
        for (const char* part :
            { "all 5 targets: software cache disabled, hardware write cache disabled, writethrough on",
                "per target: E:\\diskspd-test.dat ", "per thread and target (115 rows)",
                "22 outstanding I/Os per thread × 115 threads", "host CPU = mean usage of 112 processors" }) {
            QVERIFY2(note.contains(QString::fromUtf8(part)), qPrintable(note));
        }
        const auto v22 = parseFile(kData + QStringLiteral("text/DiskSpdExample-WriteOnly-v2.2.0-SingleGroup.txt"));
        QVERIFY(v22);
        QVERIFY(v22->measurements.first().note.contains(
            QLatin1String("command line: C:\\dskspd\\amd64\\diskspd.exe -c1G")));
    }

    void abridgedTextIsReadFromItsTotals()
    {
        const QString path
            = writeFile(m_dir.filePath(QStringLiteral("abridged.txt")), abridged(readFile(kWriteOnly), 16));
        const auto parsed = parseFile(path);
        QVERIFY2(parsed, qPrintable(parsed.ok() ? QString() : parsed.error()));
        QVERIFY2(parsed->warnings.join(QLatin1Char('\n')).contains(QLatin1String("abridged")),
            qPrintable(parsed->warnings.join(QLatin1Char('\n'))));
        QVERIFY(!parsed->measurements.first().note.contains(QLatin1String("per thread and target")));
        const QStringList wrong = compare(parsed->measurements.first(), oracle(kWriteOnly).first().toObject());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
    }

    // A VMFleet folder: Results_DiskSpd.xml as three VMs' results (ComputerName vm-1…3).
    void vmFleetFolderIsOneClusterMeasurement()
    {
        const QString folder = m_dir.filePath(QStringLiteral("vmfleet"));
        QVERIFY(QDir().mkpath(folder));
        const QByteArray real = readFile(kXmlL);
        for (int vm = 1; vm <= 3; ++vm) {
            QByteArray copy = real;
            copy.replace("<ComputerName>QuickTest2</ComputerName>",
                QStringLiteral("<ComputerName>vm-%1</ComputerName>").arg(vm).toUtf8());
            writeFile(folder + QStringLiteral("/result-vm-%1.xml").arg(vm), copy);
        }
        const ImportPlan plan = planImport({ folder }, options());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.sources.size(), 1);
        const ParsedSource& source = plan.sources.first();
        QCOMPARE(source.measurements.size(), 4);
        const Measurement& cluster = source.measurements.first();
        QVERIFY(!cluster.perHost && cluster.isCurvePoint());
        QCOMPARE(cluster.systemName, QStringLiteral("vmfleet"));
        const QJsonObject vm = oracle(kXmlL).first().toObject();
        const QJsonObject read = vm[QStringLiteral("read")].toObject();
        QCOMPARE(cluster.iops.value(), 3 * vm[QStringLiteral("iops")].toDouble());
        QCOMPARE(cluster.read.iops.value(), 3 * read[QStringLiteral("iops")].toDouble());
        QCOMPARE(cluster.bytesPerSec.value(), 3 * vm[QStringLiteral("bytesPerSec")].toDouble());
        // Equal VMs: the I/O-weighted mean of their means and percentiles is each VM's.
        const QJsonObject latency = read[QStringLiteral("latency")].toObject();
        QCOMPARE(cluster.read.latency.meanNs.value(), latency[QStringLiteral("meanNs")].toDouble());
        QCOMPARE(cluster.read.latency.percentileNs(99).value(),
            latency[QStringLiteral("percentiles")].toObject()[QStringLiteral("99")].toDouble());
        QVERIFY(cluster.read.latency.percentileOrigin == PercentileOrigin::WeightedMeanOfPerWorker);
        QVERIFY(cluster.note.contains(QLatin1String("weighted")));
        QCOMPARE(cluster.cpu.perHost.size(), 3);
        for (int i = 1; i <= 3; ++i) {
            const Measurement& host = source.measurements[i];
            QVERIFY(host.perHost && !host.isCurvePoint());
            QCOMPARE(host.host, QStringLiteral("vm-%1").arg(i));
            QCOMPARE(host.iops.value(), vm[QStringLiteral("iops")].toDouble());
        }
        // One VM without -L: the cluster's latency is unknown, never a mean of the others.
        writeFile(folder + QStringLiteral("/result-vm-3.xml"), withoutLatency(real));
        const ImportPlan partial = planImport({ folder }, options());
        QVERIFY2(partial.error.isEmpty(), qPrintable(partial.error));
        QVERIFY(partial.sources.first().measurements.first().read.latency.isEmpty());
    }

    // Two real runs of one workload with different figures (the XML and the text report, both 4 KiB random 70/30 at
    // QD 1 × 1 thread on QuickTest2) as one folder's results: the cluster's figures weighted by each run's I/Os,
    // computed here from the oracle's readings.
    void clusterLatencyIsWeightedByIos()
    {
        const auto folder = importDiskSpdFolder(QStringLiteral("mixed"),
            { NamedBytes { kXmlL, readFile(kXmlL) }, NamedBytes { kReadWrite, readFile(kReadWrite) } }, options());
        QVERIFY2(folder, qPrintable(folder ? QString() : folder.error()));
        const Measurement& cluster = folder->measurements.first();
        const QJsonObject a = oracle(kXmlL).first().toObject();
        const QJsonObject b = oracle(kReadWrite).first().toObject();
        QCOMPARE(cluster.iops.value(), a[QStringLiteral("iops")].toDouble() + b[QStringLiteral("iops")].toDouble());
        for (const QString& direction : { QStringLiteral("read"), QStringLiteral("write") }) {
            const double na = a[QStringLiteral("ios")][direction].toDouble();
            const double nb = b[QStringLiteral("ios")][direction].toDouble();
            const QJsonObject la = a[direction][QStringLiteral("latency")].toObject();
            const QJsonObject lb = b[direction][QStringLiteral("latency")].toObject();
            const auto weighted = [&](double x, double y) { return (na * x + nb * y) / (na + nb); };
            const double mean
                = weighted(la[QStringLiteral("meanNs")].toDouble(), lb[QStringLiteral("meanNs")].toDouble());
            const auto spread = [&](const QJsonObject& l) {
                const double s = l[QStringLiteral("stdevNs")].toDouble();
                const double d = l[QStringLiteral("meanNs")].toDouble() - mean;
                return s * s + d * d;
            };
            const LatencyStats& got = direction == QLatin1String("read") ? cluster.read.latency : cluster.write.latency;
            QCOMPARE(got.meanNs.value(), mean);
            QCOMPARE(got.stdevNs.value(), std::sqrt(weighted(spread(la), spread(lb))));
            QCOMPARE(got.minNs.value(),
                std::min(la[QStringLiteral("minNs")].toDouble(), lb[QStringLiteral("minNs")].toDouble()));
            QCOMPARE(got.maxNs.value(),
                std::max(la[QStringLiteral("maxNs")].toDouble(), lb[QStringLiteral("maxNs")].toDouble()));
            const QJsonObject pa = la[QStringLiteral("percentiles")].toObject();
            const QJsonObject pb = lb[QStringLiteral("percentiles")].toObject();
            QCOMPARE(got.percentilesNs.size(), std::size_t(pb.size())); // the keys both have: the text's 13
            for (auto it = pb.begin(); it != pb.end(); ++it) {
                QCOMPARE(got.percentileNs(it.key().toDouble()).value(),
                    weighted(pa[it.key()].toDouble(), it.value().toDouble()));
            }
            QVERIFY(got.percentileOrigin == PercentileOrigin::WeightedMeanOfPerWorker);
        }
    }

    // The two real XML results lie in one folder and are two tests (4 KiB random 70/30 vs 64 KiB sequential read):
    // not one VMFleet run but two results, each its own source and point (a folder of a queue-depth sweep, one file
    // per depth, imports so).
    void folderOfDifferentTestsIsImportedFileByFile()
    {
        const ImportPlan plan = planImport({ kData + QStringLiteral("xml") }, options());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.sources.size(), 2);
        QStringList files;
        for (const ParsedSource& source : plan.sources) {
            files << QFileInfo(source.source.file).fileName();
            QCOMPARE(source.measurements.size(), 1);
            QVERIFY(!source.measurements.first().perHost);
        }
        files.sort();
        QCOMPARE(files, (QStringList { QStringLiteral("Results_DiskSpd.xml"), QStringLiteral("diskspd_result.xml") }));
    }

    void brokenFilesAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("forced"); // --format diskspd
        QTest::addColumn<QString>("says");
        const QByteArray xml = readFile(kXmlL);
        const QByteArray text = readFile(kReadWrite);
        QTest::newRow("XML cut at byte 60000") << "cut.xml" << xml.left(60000) << false << "the XML ends early";
        QTest::newRow("XML count not a number")
            << "nan.xml" << QByteArray(xml).replace("<ReadCount>37162<", "<ReadCount>3x162<") << false
            << "<ReadCount> '3x162' is not a non-negative number";
        QTest::newRow("XML count off its sum")
            << "sum.xml" << QByteArray(xml).replace("<IOCount>52915<", "<IOCount>52916<") << false
            << "<IOCount> 52916 is not <ReadCount> + <WriteCount>";
        QTest::newRow("XML without results")
            << "noresults.xml" << xml.left(xml.indexOf("\n    <TimeSpan>")) + "\n</Results>\n"
            << false << "no <TimeSpan> results";
        QTest::newRow("foreign XML") << "foreign.xml" << QByteArray("<catalog>\n  <book/>\n</catalog>\n") << true
                                     << "line 1: the root element <catalog> is not DiskSpd's <Results>";
        QTest::newRow("text cut in the Read IO table")
            << "cut.txt" << text.left(text.indexOf("Write IO") - 120) << false << "without its 'total:' row";
        QTest::newRow("text cut in the percentiles")
            << "cutp.txt" << text.left(text.indexOf("4-nines")) << false << "before its 'max' row";
        QTest::newRow("text cut after its parameters") << "head.txt" << text.left(text.indexOf("Results for timespan"))
                                                       << false << "without a 'Results for timespan'";
        QTest::newRow("text bytes not a number")
            << "bytes.txt" << QByteArray(text).replace("146169856 |", "14616985x |") << false
            << "'bytes' '14616985x' is not a non-negative number";
        QTest::newRow("foreign text") << "fio.json"
                                      << readFile(QStringLiteral(HEADROOM_SOURCE_DIR
                                             "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep/randread-qd1-jobs1.json"))
                                      << true << "no 'Input parameters:' line";
    }

    // Refused whole, naming the file and its line (or XML element); nothing of it is kept.
    void brokenFilesAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(bool, forced);
        QFETCH(QString, says);
        const QString path = writeFile(m_dir.filePath(name), bytes);
        ImportOptions o = options();
        if (forced) {
            o.format = ImportFormat::DiskSpd;
        }
        const ImportPlan plan = planImport({ path }, o);
        QVERIFY(plan.sources.isEmpty());
        QVERIFY2(plan.error.startsWith(path + QStringLiteral(": line ")) && plan.error.contains(says),
            qPrintable(plan.error));
    }

    // Every real report cut at 97 places and with 200 bytes overwritten (a fixed seed): each is read or refused with
    // a message naming the file, never a crash, a hang or a message without a place; every cut one is refused.
    void damagedReportsEndCleanly()
    {
        QDirIterator it(
            kData, { QStringLiteral("*.xml"), QStringLiteral("*.txt") }, QDir::Files, QDirIterator::Subdirectories);
        quint32 seed = 28;
        const auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
        while (it.hasNext()) {
            const QString path = it.next();
            const QByteArray real = readFile(path);
            QList<QByteArray> damaged;
            for (int cut = 1; cut <= 97; ++cut) {
                damaged << real.left(real.size() * cut / 98);
            }
            for (int copy = 0; copy < 20; ++copy) {
                QByteArray bytes = real;
                for (int i = 0; i < 10; ++i) {
                    bytes[static_cast<qsizetype>(next() % static_cast<quint32>(bytes.size()))]
                        = static_cast<char>("0x<>|:9 \n-."[next() % 12]);
                }
                damaged << bytes;
            }
            for (const QByteArray& bytes : std::as_const(damaged)) {
                const bool cut = real.startsWith(bytes);
                ImportOptions o = options(bytes.size() % 2 == 1);
                o.format = ImportFormat::DiskSpd;
                const auto parsed = parseSourceBytes(bytes, path, o);
                const QString error = parsed ? QString() : parsed.error();
                QVERIFY2(parsed || error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
                QVERIFY2(!cut || !parsed,
                    qPrintable(QStringLiteral("%1 cut at byte %2 was read").arg(path).arg(bytes.size())));
            }
        }
    }

    // DiskSpd detection claims no other format's fixture, and every other format's detection none of DiskSpd's.
    void detectionKeepsToDiskSpd()
    {
        QVERIFY(importFormatFromString(QStringLiteral("diskspd")) == ImportFormat::DiskSpd);
        QCOMPARE(importFormatInfo(ImportFormat::DiskSpd)->title, QStringLiteral("DiskSpd"));
        int others = 0;
        for (const QString& folder : { QStringLiteral("data/fio"), QStringLiteral("data/hcibench"),
                 QStringLiteral("data/vdbench"), QStringLiteral("data/liveoptics"), QStringLiteral("data/golden"),
                 QStringLiteral("fuzz/corpus/fuzz_results_csv"), QStringLiteral("fuzz/corpus/fuzz_fio") }) {
            QDirIterator it(
                QStringLiteral(HEADROOM_SOURCE_DIR "/tests/") + folder, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const auto format = detectFormat(readFile(path), path);
                QVERIFY2(!format || *format != ImportFormat::DiskSpd, qPrintable(path));
                others += format ? 1 : 0;
            }
        }
        QVERIFY(others > 10);
    }

    // headroom-cli import, then results shows it; a broken file leaves the library as it was.
    void cliRoundTrip()
    {
        const QString db = m_dir.filePath(QStringLiteral("cli.headroom"));
        const auto run = [&](const QStringList& arguments) {
            QProcess cli;
            cli.start(QStringLiteral(HEADROOM_CLI_PATH), QStringList { QStringLiteral("--db"), db } + arguments);
            cli.waitForFinished(60000);
            return std::pair { cli.exitCode(),
                QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError()) };
        };
        const auto imported = run({ QStringLiteral("import"), kXmlL, kXmlNoL });
        QVERIFY2(imported.first == 0, qPrintable(imported.second));
        const auto results = run({ QStringLiteral("--json"), QStringLiteral("results") });
        QVERIFY2(results.first == 0, qPrintable(results.second));
        const QJsonArray rows = QJsonDocument::fromJson(results.second.toUtf8()).array();
        QCOMPARE(rows.size(), 2);
        const double want = oracle(kXmlL).first().toObject()[QStringLiteral("iops")].toDouble();
        bool found = false;
        for (const QJsonValue& row : rows) {
            found = found || std::abs(row.toObject()[QStringLiteral("iops")].toDouble() - want) < 1e-6 * want;
        }
        QVERIFY2(found, qPrintable(results.second));
        const auto table = run({ QStringLiteral("results") });
        QVERIFY2(table.second.contains(QLatin1String("QuickTest2")), qPrintable(table.second));
        const QByteArray before = readFile(db);
        const QString broken = writeFile(m_dir.filePath(QStringLiteral("broken.xml")), readFile(kXmlL).left(5000));
        const auto refused = run({ QStringLiteral("import"), kReadWrite, broken });
        QVERIFY(refused.first != 0);
        QVERIFY2(refused.second.contains(broken + QStringLiteral(": line ")), qPrintable(refused.second));
        QCOMPARE(readFile(db), before);
    }
};

QTEST_GUILESS_MAIN(TestDiskSpdImporter)
#include "tst_diskspdimporter.moc"
