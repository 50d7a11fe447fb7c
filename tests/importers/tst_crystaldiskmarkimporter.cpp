// SPDX-License-Identifier: GPL-3.0-or-later
// CrystalDiskMark / KDiskMark text exports: every figure of the three real CrystalDiskMark 8.0.1 files equal to an
// independent reading (crystaldiskmark_oracle.py: python's own regexes over the raw bytes); the UTF-16 LE + BOM + CRLF
// form CrystalDiskMark saves, DERIVED here by re-encoding each real file, gives the same measurements; truncated,
// corrupted and foreign files refused naming the file and line; detection claims none of the other formats' files;
// a QD pair of one test is one curve, a different thread count another.
#include "importers/crystaldiskmarkimporter.h"
#include "importers/formatdetection.h"
#include "importers/importplan.h"
#include "model/curve.h"
#include "model/workload.h"
#include "support/clirun.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

const QString kSourceDir = QStringLiteral(HEADROOM_SOURCE_DIR);
const QString kFolder = kSourceDir + QStringLiteral("/tests/data/crystaldiskmark/");

QStringList fixtures()
{
    return { QStringLiteral("CrystalDiskMark_20210622162528 WD Blue 3D 1TB WDS100T2B0A.txt"),
        QStringLiteral("CrystalDiskMark_20210622163451 SAMSUNG 840 EVO 120GB.txt"),
        QStringLiteral("CrystalDiskMark_20210626154221 Crucial P2 2TB on H87M.txt") };
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The form CrystalDiskMark 7 and 8 save: UTF-16 LE with a BOM, CRLF line ends. A mechanical re-encoding of the real
// file's text (its LF line ends made CRLF), nothing else changed.
QByteArray asSavedUtf16(const QByteArray& utf8)
{
    QString text = QString::fromUtf8(utf8);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    QByteArray bytes("\xFF\xFE", 2);
    for (const QChar c : std::as_const(text)) {
        bytes.append(static_cast<char>(c.unicode() & 0xFF)).append(static_cast<char>(c.unicode() >> 8));
    }
    return bytes;
}

QJsonObject oracle(const QString& path)
{
    QProcess python;
    python.start(
        QStringLiteral("python3"), { kSourceDir + QStringLiteral("/tests/importers/crystaldiskmark_oracle.py"), path });
    if (!python.waitForFinished(60000) || python.exitStatus() != QProcess::NormalExit || python.exitCode() != 0) {
        qWarning("oracle failed: %s", python.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(python.readAllStandardOutput()).object();
}

Expected<ParsedSource> importBytes(
    const QByteArray& bytes, const QString& name, ImportFormat format = ImportFormat::Auto)
{
    ImportOptions options;
    options.format = format;
    return parseSourceBytes(bytes, name, options);
}

bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

// Each file the other importers read (fio JSON, HCIBench, vdbench, the Live Optics workbook).
QStringList otherFormatsFiles()
{
    QStringList files;
    for (const char* folder : { "fio", "hcibench", "vdbench", "liveoptics", "golden" }) {
        QDirIterator it(kSourceDir + QStringLiteral("/tests/data/") + QLatin1String(folder), QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(QLatin1String("PROVENANCE.md"))) {
                files << path;
            }
        }
    }
    return files;
}

headroom::testing::CliProcessRun cli(const QStringList& arguments)
{
    return headroom::testing::runCliBinary(arguments, 60'000);
}

bool sameRow(const QPair<double, double>& row, double read, double write)
{
    return same(row.first, read) && same(row.second, write);
}

// The chart's table as label → {read MB/s, write MB/s}.
QMap<QString, QPair<double, double>> tableOf(const QByteArray& json)
{
    QMap<QString, QPair<double, double>> rows;
    const QJsonArray table
        = QJsonDocument::fromJson(json).object()[QLatin1String("table")].toObject()[QLatin1String("rows")].toArray();
    for (const QJsonValue& row : table) {
        const QJsonArray cells = row.toArray();
        rows.insert(cells[0].toString(), { cells[1].toDouble(), cells[2].toDouble() });
    }
    return rows;
}

// The other layouts, for which no real file is in the project: the real CrystalDiskMark 8 text re-printed line by
// line in the layout the other program writes (DERIVED here, never stored). KDiskMark: its header and its test
// lines ("Sequential   1 MiB (Q=  8, T= 1): …", KDiskMark's mainwindow.cpp combineOutputTestResult), the figures
// as they are.
QByteArray asKDiskMarkLayout(const QByteArray& cdm8)
{
    QString text = QString::fromUtf8(cdm8);
    text.replace(QRegularExpression(QStringLiteral("CrystalDiskMark [^\n]*")),
        QStringLiteral("KDiskMark (3.1.4): https://github.com/JonMagon/KDiskMark"));
    text.replace(QRegularExpression(QStringLiteral("^\\s*SEQ\\s+(\\d+)MiB"), QRegularExpression::MultilineOption),
        QStringLiteral("Sequential   \\1 MiB"));
    text.replace(QRegularExpression(QStringLiteral("^\\s*RND\\s+(\\d+)KiB"), QRegularExpression::MultilineOption),
        QStringLiteral("    Random   \\1 KiB"));
    return text.toUtf8();
}

// CrystalDiskMark 6: no sections; "   Sequential Read (Q=  8,T= 1) :   531.458 MB/s" (no block size, IOPS or
// latency), "  Random Write 4KiB (Q= 32,T= 1) :   222.691 MB/s [  54367.9 IOPS]" (no latency).
QByteArray asCdm6Layout(const QByteArray& cdm8)
{
    QStringList lines;
    QString direction;
    static const QRegularExpression test(
        QStringLiteral("^\\s*(SEQ|RND)\\s+(\\d+KiB|\\d+MiB) \\(Q=\\s*(\\d+), T=\\s*(\\d+)\\):\\s+([0-9.]+) MB/s "
                       "\\[\\s*([0-9.]+) IOPS\\].*$"));
    for (const QString& line : QString::fromUtf8(cdm8).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('['))) {
            direction = line.mid(1, line.indexOf(QLatin1Char(']')) - 1);
            continue;
        }
        const auto m = test.match(line);
        if (!m.hasMatch()) {
            lines << QString(line).replace(
                QStringLiteral("CrystalDiskMark 8.0.1"), QStringLiteral("CrystalDiskMark 6.0.2"));
        } else if (m.captured(1) == QLatin1String("SEQ")) {
            lines << QStringLiteral("   Sequential %1 (Q=%2,T=%3) :   %4 MB/s")
                         .arg(direction, m.captured(3).rightJustified(3), m.captured(4).rightJustified(2),
                             m.captured(5));
        } else {
            lines << QStringLiteral("  Random %1 %2 (Q=%3,T=%4) :   %5 MB/s [ %6 IOPS]")
                         .arg(direction, m.captured(2), m.captured(3).rightJustified(3),
                             m.captured(4).rightJustified(2), m.captured(5), m.captured(6).rightJustified(8));
        }
    }
    return lines.join(QLatin1Char('\n')).toUtf8();
}

} // namespace

class TestCrystalDiskMarkImporter : public QObject {
    Q_OBJECT

private:
    void checkAgainstOracle(const ParsedSource& parsed, const QJsonObject& expected)
    {
        QCOMPARE(toString(parsed.source.kind), QStringLiteral("crystaldiskmark"));
        QCOMPARE(parsed.source.importer, QStringLiteral("crystaldiskmark-text 8.0.1"));
        const QJsonArray tests = expected.value(QStringLiteral("tests")).toArray();
        QCOMPARE(tests.size(), 8);
        QCOMPARE(parsed.measurements.size(), tests.size());
        for (qsizetype i = 0; i < tests.size(); ++i) {
            const QJsonObject t = tests[i].toObject();
            const Measurement& m = parsed.measurements[i];
            const QString where = QStringLiteral("line %1").arg(t.value(QStringLiteral("line")).toInt());
            const bool read = t.value(QStringLiteral("direction")).toString() == QLatin1String("read");
            const DirectionStats& d = read ? m.read : m.write;
            QVERIFY2((read ? m.write : m.read).isEmpty(), qPrintable(where));
            QVERIFY2(same(*d.bytesPerSec, t.value(QStringLiteral("bytes_per_sec")).toDouble()), qPrintable(where));
            QVERIFY2(same(*d.iops, t.value(QStringLiteral("iops")).toDouble()), qPrintable(where));
            QVERIFY2(same(*d.latency.meanNs, t.value(QStringLiteral("latency_ns")).toDouble()), qPrintable(where));
            QVERIFY2(same(*m.totalIops(), *d.iops) && same(*m.totalBytesPerSec(), *d.bytesPerSec), qPrintable(where));
            QCOMPARE(*m.workload.blockSizeBytes, t.value(QStringLiteral("block_bytes")).toInteger());
            QCOMPARE(*m.workload.randomPct, t.value(QStringLiteral("random")).toBool() ? 100.0 : 0.0);
            QCOMPARE(*m.workload.readPct, read ? 100.0 : 0.0);
            QCOMPARE(*m.workload.jobs, t.value(QStringLiteral("threads")).toInt());
            QVERIFY(!m.workload.queueDepth); // the load, not the test
            QCOMPARE(*m.queueDepth, t.value(QStringLiteral("queue_depth")).toInt());
            QCOMPARE(*m.loadSetting, t.value(QStringLiteral("queue_depth")).toDouble());
            QCOMPARE(m.systemName, expected.value(QStringLiteral("comment")).toString());
            QCOMPARE(
                m.measuredAt, QDateTime::fromString(expected.value(QStringLiteral("date")).toString(), Qt::ISODate));
            for (const char* key : { "profile", "test", "os", "comment" }) {
                QVERIFY2(m.note.contains(expected.value(QLatin1String(key)).toString()),
                    qPrintable(
                        where + QStringLiteral(": note lacks ") + QLatin1String(key) + QStringLiteral(": ") + m.note));
            }
            QVERIFY2(m.note.contains(QStringLiteral("line %1").arg(t.value(QStringLiteral("line")).toInt())),
                qPrintable(m.note));
        }
    }

private slots:
    void everyFigureEqualsTheOracle_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("utf16");
        for (const QString& name : fixtures()) {
            QTest::newRow(qPrintable(name + QStringLiteral(" as stored"))) << name << false;
            QTest::newRow(qPrintable(name + QStringLiteral(" as saved (UTF-16 LE, derived)"))) << name << true;
        }
    }

    void everyFigureEqualsTheOracle()
    {
        QFETCH(QString, name);
        QFETCH(bool, utf16);
        const QByteArray real = readFile(kFolder + name);
        QVERIFY(!real.isEmpty());
        QTemporaryDir dir;
        const QString path = utf16 ? dir.filePath(name) : kFolder + name;
        if (utf16) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(asSavedUtf16(real));
        }
        const QJsonObject expected = oracle(path); // the oracle reads the UTF-16 bytes itself
        QVERIFY2(!expected.isEmpty(), "python3 tests/importers/crystaldiskmark_oracle.py failed");
        const QByteArray bytes = readFile(path);
        const auto format = detectFormat(bytes, name);
        QVERIFY2(format, qPrintable(format ? QString() : format.error()));
        QCOMPARE(toString(*format), QStringLiteral("crystaldiskmark"));
        const auto parsed = importBytes(bytes, name);
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        checkAgainstOracle(*parsed, expected);
    }

    void utf16GivesIdenticalMeasurements()
    {
        for (const QString& name : fixtures()) {
            const QByteArray real = readFile(kFolder + name);
            const auto plain = importBytes(real, name);
            const auto saved = importBytes(asSavedUtf16(real), name);
            QVERIFY(plain && saved);
            QVERIFY(saved->measurements == plain->measurements);
            QCOMPARE(saved->source.importer, plain->source.importer);
            // Pasted on Windows: UTF-8 with CRLF line ends, with or without a BOM.
            QByteArray crlf = real;
            crlf.replace("\n", "\r\n");
            for (const QByteArray& pasted : { crlf, QByteArray("\xEF\xBB\xBF") + crlf }) {
                const auto parsed = importBytes(pasted, name);
                QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
                QVERIFY(parsed->measurements == plain->measurements);
            }
        }
    }

    void systemNameFromTheOptions()
    {
        ImportOptions options;
        options.systemName = QStringLiteral("Lab PC");
        const auto parsed = importCrystalDiskMark(readFile(kFolder + fixtures()[0]), fixtures()[0], options);
        QVERIFY(parsed);
        for (const Measurement& m : parsed->measurements) {
            QCOMPARE(m.systemName, QStringLiteral("Lab PC"));
        }
    }

    // SEQ 1MiB Q8T1 and Q1T1 are two loads of one test: one curve ordered by queue depth. Reads and writes, SEQ and
    // RND are other curves. A thread count of 16 (the file's Q32 line with "T= 1" made "T=16", a derived variant)
    // makes another workload: it never joins the T1 curve.
    void queueDepthsOfOneTestAreOneCurve()
    {
        const QByteArray real = readFile(kFolder + fixtures()[0]);
        const auto parsed = importBytes(real, fixtures()[0]);
        QVERIFY(parsed);
        QMap<QString, QList<Measurement>> byWorkload;
        for (const Measurement& m : parsed->measurements) {
            byWorkload[m.workload.canonicalName()] << m;
        }
        QCOMPARE(byWorkload.size(), 4); // SEQ 1MiB read, write; RND 4KiB read, write
        const Curve seqRead = Curve::fromMeasurements(QStringLiteral("WD Blue 3D 1TB"),
            QStringLiteral("1m_100rd_0rand_j1"), byWorkload.value(QStringLiteral("1m_100rd_0rand_j1")));
        QCOMPARE(seqRead.points.size(), 2);
        QCOMPARE(*seqRead.points[0].loadSetting, 1.0);
        QCOMPARE(*seqRead.points[1].loadSetting, 8.0);
        QCOMPARE(*seqRead.points[1].read.bytesPerSec, 531.458e6);

        QByteArray variant = real;
        variant.replace("RND    4KiB (Q= 32, T= 1)", "RND    4KiB (Q= 32, T=16)");
        const auto threads = importBytes(variant, QStringLiteral("variant.txt"));
        QVERIFY2(threads, qPrintable(threads ? QString() : threads.error()));
        QSet<QString> rndRead;
        for (const Measurement& m : threads->measurements) {
            if (m.workload.randomPct == 100.0 && m.workload.readPct == 100.0) {
                rndRead << m.workload.canonicalName();
            }
        }
        QCOMPARE(
            rndRead, (QSet<QString> { QStringLiteral("4k_100rd_100rand_j1"), QStringLiteral("4k_100rd_100rand_j16") }));
        QStringList keys; // the library's "same test" (sameTestWorkloads): Q1 and Q32 of T1 one test, T16 another
        for (const Measurement& m : threads->measurements) {
            if (m.workload.randomPct == 100.0 && m.workload.readPct == 100.0) {
                keys << workloadTestKey(m.workload);
            }
        }
        QCOMPARE(keys.size(), 2);
        QVERIFY(keys[0] != keys[1]);
        QCOMPARE(workloadTestKey(parsed->measurements[0].workload), workloadTestKey(parsed->measurements[1].workload));
    }

    void refusedNamingFileAndLine_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray real = readFile(kFolder + fixtures()[0]);
        const qsizetype cut = real.indexOf("  RND    4KiB (Q=  1, T= 1):    99.900");
        QTest::newRow("cut inside a test line") << real.left(cut + 20) << QStringLiteral("line 18: a test line");
        QTest::newRow("cut before the footer") << real.left(real.indexOf("Profile:")) << QStringLiteral("line 19:");
        QByteArray corrupted = real;
        corrupted.replace("489.838 MB/s", "489.8x8 MB/s");
        QTest::newRow("corrupted number") << corrupted << QStringLiteral("line 10: a test line that cannot be read");
        QByteArray date = real;
        date.replace("2021/06/22 17:19:21", "2021/13/22 17:19:21");
        QTest::newRow("impossible date") << date << QStringLiteral("line 24: a Date");
        QByteArray stray = real;
        stray.replace("[Write]", "[Write]\n{\"jobs\": []}");
        QTest::newRow("foreign line") << stray << QStringLiteral("line 15: not a line");
        const QByteArray utf16 = asSavedUtf16(real);
        QTest::newRow("UTF-16 cut inside a character")
            << utf16.left(utf16.size() / 2 * 2 - 301) << QStringLiteral("ends inside a character");
    }

    void refusedNamingFileAndLine()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString name = QStringLiteral("cdm-bad.txt");
        const auto parsed = importBytes(bytes, name, ImportFormat::CrystalDiskMark);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(name + QStringLiteral(": ")), qPrintable(parsed.error()));
        QVERIFY2(parsed.error().contains(expected), qPrintable(parsed.error()));
        QVERIFY2(parsed.error().contains(QStringLiteral(": line ")), qPrintable(parsed.error()));
    }

    void foreignFileRefused()
    {
        const QString fio = kSourceDir + QStringLiteral("/tests/data/fio/fio-3.7-client-server/fio-result.txt");
        const auto parsed = importBytes(readFile(fio), QStringLiteral("fio-result.txt"), ImportFormat::CrystalDiskMark);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(QStringLiteral("fio-result.txt: line 1: not a CrystalDiskMark")),
            qPrintable(parsed.error()));
    }

    // `headroom-cli --db X import FILE` (detected, no --format), then `results`: the eight tests, figures as read.
    void cliRoundTrip()
    {
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("lib.headroom"));
        const QString wd = kFolder + fixtures()[0];
        const auto imported = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), wd });
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const auto results
            = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("results") });
        QVERIFY2(results.exitCode == 0, qPrintable(results.err));
        const QJsonArray rows = QJsonDocument::fromJson(results.out).array();
        QCOMPARE(rows.size(), 8);
        const QJsonArray tests = oracle(wd).value(QStringLiteral("tests")).toArray();
        for (const QJsonValue& row : rows) {
            const QJsonObject m = row.toObject();
            QCOMPARE(m[QLatin1String("system")].toString(), QStringLiteral("WD Blue 3D 1TB"));
            QCOMPARE(m[QLatin1String("source")].toObject()[QLatin1String("kind")].toString(),
                QStringLiteral("crystaldiskmark"));
            const auto match = std::find_if(tests.begin(), tests.end(), [&](const QJsonValue& t) {
                return same(t[QLatin1String("iops")].toDouble(), m[QLatin1String("iops")].toDouble());
            });
            QVERIFY2(match != tests.end(), qPrintable(QString::number(m[QLatin1String("iops")].toDouble())));
            QVERIFY(same(
                m[QLatin1String("bytes_per_sec")].toDouble(), (*match)[QLatin1String("bytes_per_sec")].toDouble()));
            QCOMPARE(m[QLatin1String("load_setting")].toDouble(), (*match)[QLatin1String("queue_depth")].toDouble());
        }
        // All or nothing: a good file beside a cut one stores neither; the error names the cut file and its line.
        const QString cut = dir.filePath(QStringLiteral("cut.txt"));
        QFile cutFile(cut);
        const QByteArray real = readFile(kFolder + fixtures()[1]);
        QVERIFY(cutFile.open(QIODevice::WriteOnly) && cutFile.write(real.left(real.indexOf("Profile:"))) > 0);
        cutFile.close();
        const auto refused
            = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), kFolder + fixtures()[2], cut });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(cut + QStringLiteral(": line 19: the export ends before its Date line")),
            qPrintable(refused.err));
        const auto unchanged
            = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("results") });
        QCOMPARE(QJsonDocument::fromJson(unchanged.out).array().size(), 8);
    }

    // `chart --kind tiers`: one drive is CrystalDiskMark's own chart (read and write MB/s of each test); the three
    // drives are three tiers, each at its highest read and write.
    void tiersChart()
    {
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("lib.headroom"));
        const QString wd = kFolder + fixtures()[0];
        const auto imported = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), wd });
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QJsonArray tests = oracle(wd).value(QStringLiteral("tests")).toArray();
        const auto chart = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("chart"),
            QStringLiteral("--kind"), QStringLiteral("tiers"), QStringLiteral("--out"),
            dir.filePath(QStringLiteral("one.svg")) });
        QVERIFY2(chart.exitCode == 0, qPrintable(chart.err));
        const auto one = tableOf(chart.out);
        QCOMPARE(one.size(), 4); // each test's read and write line side by side
        QCOMPARE(QJsonDocument::fromJson(chart.out)[QLatin1String("x_axis")][QLatin1String("title")].toString(),
            QStringLiteral("Test"));
        for (const QJsonValue& t : tests) {
            const QString label
                = QStringLiteral("%1 %2 Q%3T%4")
                      .arg(t[QLatin1String("random")].toBool() ? QStringLiteral("RND") : QStringLiteral("SEQ"),
                          t[QLatin1String("block_bytes")].toInt() == 4096 ? QStringLiteral("4k") : QStringLiteral("1m"))
                      .arg(t[QLatin1String("queue_depth")].toInt())
                      .arg(t[QLatin1String("threads")].toInt());
            QVERIFY2(one.contains(label), qPrintable(label));
            const double mb = t[QLatin1String("bytes_per_sec")].toDouble() / 1e6;
            const bool read = t[QLatin1String("direction")].toString() == QLatin1String("read");
            QVERIFY2(same(read ? one.value(label).first : one.value(label).second, mb), qPrintable(label));
        }
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("one.svg"))).size() > 0);

        const auto all = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), kFolder });
        QVERIFY2(all.exitCode == 0, qPrintable(all.err)); // the WD file again: a duplicate, skipped
        const auto tiers = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("chart"),
            QStringLiteral("--kind"), QStringLiteral("tiers"), QStringLiteral("--out"),
            dir.filePath(QStringLiteral("three.png")) });
        QVERIFY2(tiers.exitCode == 0, qPrintable(tiers.err));
        const auto three = tableOf(tiers.out);
        QCOMPARE(three.size(), 3);
        for (const QString& name : fixtures()) { // each drive at its highest read and write MB/s
            const QJsonObject expected = oracle(kFolder + name);
            double read = 0;
            double write = 0;
            for (const QJsonValue& t : expected[QLatin1String("tests")].toArray()) {
                double& into = t[QLatin1String("direction")].toString() == QLatin1String("read") ? read : write;
                into = std::max(into, t[QLatin1String("bytes_per_sec")].toDouble() / 1e6);
            }
            QVERIFY2(
                sameRow(three.value(expected[QLatin1String("comment")].toString()), read, write), qPrintable(name));
        }
    }

    // KDiskMark's layout (derived, above): the same tests; its "MB/s" is fio's KiB/s ÷ 1000, stored × 1,024,000 B/s;
    // its latency fio's completion latency.
    void kdiskmarkLayout()
    {
        const QByteArray real = readFile(kFolder + fixtures()[0]);
        const auto cdm = importBytes(real, fixtures()[0]);
        const auto kdm = importBytes(asKDiskMarkLayout(real), QStringLiteral("KDM_20210622.txt"));
        QVERIFY2(kdm, qPrintable(kdm ? QString() : kdm.error()));
        QVERIFY(cdm);
        QCOMPARE(kdm->source.importer, QStringLiteral("kdiskmark-text 3.1.4"));
        QCOMPARE(kdm->measurements.size(), 8);
        for (qsizetype i = 0; i < 8; ++i) {
            const Measurement& k = kdm->measurements[i];
            const Measurement& c = cdm->measurements[i];
            QCOMPARE(k.workload.canonicalName(), c.workload.canonicalName());
            QCOMPARE(k.workload.tool, QStringLiteral("kdiskmark"));
            QVERIFY(same(*k.totalBytesPerSec(), *c.totalBytesPerSec() * 1.024));
            QCOMPARE(*k.totalIops(), *c.totalIops());
            const DirectionStats& d = k.read.isEmpty() ? k.write : k.read;
            QCOMPARE(toString(d.latency.kind), toString(LatencyKind::Completion));
            QVERIFY(k.note.contains(QStringLiteral("÷ 1000")));
        }
    }

    // CrystalDiskMark 6's layout (derived, above): sequential tests state no block size (unknown, named after the
    // line so that Q32 and Q1 never join), no IOPS; no test states a latency.
    void cdm6Layout()
    {
        const QByteArray real = readFile(kFolder + fixtures()[0]);
        const auto cdm = importBytes(real, fixtures()[0]);
        const auto six = importBytes(asCdm6Layout(real), QStringLiteral("cdm6.txt"));
        QVERIFY2(six, qPrintable(six ? QString() : six.error()));
        QVERIFY(cdm);
        QCOMPARE(six->source.importer, QStringLiteral("crystaldiskmark-text 6.0.2"));
        QCOMPARE(six->measurements.size(), 8);
        QSet<QString> names;
        for (qsizetype i = 0; i < 8; ++i) {
            const Measurement& m = six->measurements[i];
            const Measurement& c = cdm->measurements[i];
            names << m.workload.canonicalName();
            QVERIFY(same(*m.totalBytesPerSec(), *c.totalBytesPerSec()));
            QCOMPARE(*m.loadSetting, *c.loadSetting);
            QCOMPARE(*m.workload.jobs, *c.workload.jobs);
            QVERIFY(!m.meanLatencyNs());
            if (*c.workload.randomPct == 0) {
                QVERIFY(!m.workload.blockSizeBytes && !m.totalIops());
                QVERIFY(m.note.contains(QStringLiteral("block size not stated")));
            } else {
                QVERIFY(m.workload == c.workload);
                QCOMPARE(*m.totalIops(), *c.totalIops());
            }
        }
        QCOMPARE(names.size(), 6); // 4 sequential lines, each its own; RND read and write, Q32 and Q1 each
    }

    // Through the library's own grouping (chart input: the workload and every workload of the same test): the
    // drive's RND 4KiB read curve at T1 has its Q1 and Q32 points, never the T16 test's (the real file with its Q32
    // line's "T= 1" made "T=16", derived, imported beside it as the same drive).
    void threadCountsAreOtherCurvesInTheLibrary()
    {
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("lib.headroom"));
        QByteArray variant = readFile(kFolder + fixtures()[0]);
        variant.replace("RND    4KiB (Q= 32, T= 1)", "RND    4KiB (Q= 32, T=16)");
        const QString variantPath = dir.filePath(QStringLiteral("t16.txt"));
        QFile file(variantPath);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(variant) == variant.size());
        file.close();
        const auto imported = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), kFolder + fixtures()[0],
            variantPath, QStringLiteral("--system"), QStringLiteral("WD Blue") });
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const auto chart = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("chart"),
            QStringLiteral("--kind"), QStringLiteral("curve"), QStringLiteral("--workload"),
            QStringLiteral("4k_100rd_100rand_j1"), QStringLiteral("--out"), dir.filePath(QStringLiteral("c.svg")) });
        QVERIFY2(chart.exitCode == 0, qPrintable(chart.err));
        QList<double> iops;
        for (const QJsonValue& series : QJsonDocument::fromJson(chart.out)[QLatin1String("series")].toArray()) {
            for (const QJsonValue& point : series[QLatin1String("points")].toArray()) {
                iops << point[QLatin1String("x")].toDouble();
            }
        }
        // Q1 (10101.3 IOPS in both files: one point of two runs) and Q32 (65772.9); the T16 test, whose figures are
        // the same, would be a third point at 32 × 16 outstanding I/Os.
        std::sort(iops.begin(), iops.end());
        QCOMPARE(iops, (QList<double> { 10101.3, 65772.9 }));
        QVERIFY2(!chart.out.contains("j16"), chart.out.constData());
    }

    void detectionClaimsNoOtherFormatsFile()
    {
        const QStringList files = otherFormatsFiles();
        QVERIFY(files.size() > 10);
        for (const QString& path : files) {
            const QByteArray bytes = readFile(path);
            QVERIFY2(!looksLikeCrystalDiskMark(bytes), qPrintable(path));
            const auto format = detectFormat(bytes, path);
            QVERIFY2(!format || *format != ImportFormat::CrystalDiskMark, qPrintable(path));
            if (!path.endsWith(QLatin1String(".xlsx"))) { // the text formats, re-encoded as UTF-16 LE (derived):
                // no longer "binary", yet claimed by no importer that would read it as UTF-8
                QVERIFY2(!detectFormat(asSavedUtf16(bytes), path), qPrintable(path));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCrystalDiskMarkImporter)
#include "tst_crystaldiskmarkimporter.moc"
