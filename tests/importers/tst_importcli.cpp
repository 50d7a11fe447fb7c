// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom-cli import` end to end: all or nothing, never twice, clear errors, --json shape. Every rejected
// input leaves the library file byte-for-byte unchanged.
#include "fiorunner.h"
#include "support/clirun.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

using CliRun = headroom::testing::CliProcessRun;

CliRun cli(const QStringList& arguments)
{
    return headroom::testing::runCliBinary(arguments, 60'000);
}

QByteArray digestOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestImportCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_library;
    QByteArray m_realJson; // real fio output
    int m_freshRuns = 0;

    // Another real run of the same job: new content and a new run (the same output saved again with one more space
    // is the same run, a duplicate).
    QByteArray freshRun()
    {
        QString error;
        const QByteArray bytes = headroom::test::runFio(headroom::test::smallJob(m_dir.filePath(QStringLiteral("data")))
                + QStringList { QStringLiteral("--output-format=json") },
            m_dir.filePath(QStringLiteral("fresh-%1.json").arg(++m_freshRuns)), error);
        if (bytes.isEmpty()) {
            qWarning("%s", qPrintable(error));
        }
        return bytes;
    }

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(bytes);
        }
        return path;
    }

    // The main file and the WAL's content: an empty WAL (left by a reading command, whose read-only connection
    // cannot remove it; the next writer does) holds nothing and counts as none.
    QByteArray libraryState()
    {
        const QString wal = m_library + QStringLiteral("-wal");
        return digestOf(m_library) + (QFileInfo(wal).size() > 0 ? digestOf(wal) : QByteArray());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(headroom::test::fioPath()), "Debian's fio is required");
        m_library = m_dir.filePath(QStringLiteral("lib.headroom"));
        QString error;
        m_realJson = headroom::test::runFio(headroom::test::smallJob(m_dir.filePath(QStringLiteral("data")))
                + QStringList { QStringLiteral("--output-format=json") },
            m_dir.filePath(QStringLiteral("real.json")), error);
        QVERIFY2(!m_realJson.isEmpty(), qPrintable(error));
        // A first import so that the library exists and has content to keep unchanged.
        const CliRun first = cli({ QStringLiteral("--db"), m_library, QStringLiteral("import"),
            m_dir.filePath(QStringLiteral("real.json")), QStringLiteral("--system"), QStringLiteral("lab") });
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    }

    void rejectedInputsChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated JSON") << m_realJson.left(m_realJson.size() / 2) << QStringLiteral("truncated");
        QByteArray wrongType = m_realJson;
        wrongType.replace("\"iops\" : ", "\"iops\" : \"fast\", \"was\" : ");
        QTest::newRow("wrong type") << wrongType
                                    << QStringLiteral("$.jobs[0].read.iops: expected a number, found string");
        QByteArray broken = m_realJson;
        broken.replace("\"jobs\" : [", "\"jobs\" : [ ,");
        QTest::newRow("malformed JSON") << broken << QStringLiteral("line 6: not valid JSON");
        QTest::newRow("csv 1,234") << QByteArray("system,workload,iops,latency_ms\nS,W,1,234,0.5\n")
                                   << QStringLiteral("line 2, column 3 (iops)");
        QTest::newRow("csv 5 ms") << QByteArray("system,workload,iops,latency_ms\nS,W,1000,5 ms\n")
                                  << QStringLiteral("line 2, column 4 (latency_ms): '5 ms'");
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("the file is empty");
        QTest::newRow("binary file") << QByteArray("\x7f"
                                                   "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0",
            20) << QStringLiteral("a binary file");
        QTest::newRow("unknown text") << QByteArray("hello\nworld\n") << QStringLiteral("format not recognised");
        // Malformed on purpose: a vdbench average with a read percentage of 150; the message is Headroom's, naming
        // the line, not the library's CHECK constraint.
        QTest::newRow("vdbench impossible read %")
            << QByteArray(
                   "Vdbench summary report\nStarting RD=rd1; I/O rate: 100; elapsed=5; For loops: None\n"
                   "21:16:15.029  avg_2-5  105.3  0.10  1024 150.00  0.026  0.015  0.037  0.06  0.12  0.022  0.0\n")
            << QStringLiteral(": line 3: read % 150 is over 100 %; nothing was imported\n");
    }

    void rejectedInputsChangeNothing()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString bad
            = write(QStringLiteral("bad-%1").arg(
                        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))),
                bytes);
        // A good file before the bad one: all or nothing, so it must not be stored either.
        const QByteArray fresh = freshRun(); // not a duplicate
        QVERIFY(!fresh.isEmpty());
        const QString good = write(QStringLiteral("good.json"), fresh);
        const QByteArray before = libraryState();
        const CliRun run = cli({ QStringLiteral("--db"), m_library, QStringLiteral("import"), good, bad });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY2(run.err.contains(bad), qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("nothing was imported")));
        QCOMPARE(libraryState(), before);
    }

    void sameFileTwiceStoredOnce()
    {
        const QByteArray run = freshRun();
        QVERIFY(!run.isEmpty());
        const QString a = write(QStringLiteral("twice-a.json"), run + "\n");
        const QString b = write(QStringLiteral("twice-b.json"), run + "\n"); // same content, other name
        const CliRun first = cli({ QStringLiteral("--db"), m_library, QStringLiteral("--json"),
            QStringLiteral("import"), a, b, QStringLiteral("--system"), QStringLiteral("lab"), QStringLiteral("--tag"),
            QStringLiteral("site=berlin") });
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const QJsonObject one = QJsonDocument::fromJson(first.out).object();
        QCOMPARE(one[QStringLiteral("imported")].toInt(), 1);
        QCOMPARE(one[QStringLiteral("duplicates")].toInt(), 1);
        QCOMPARE(one[QStringLiteral("measurements")].toArray().size(), 1);
        QVERIFY(one[QStringLiteral("warnings")].isArray());
        const QByteArray before = libraryState();
        const CliRun second
            = cli({ QStringLiteral("--db"), m_library, QStringLiteral("--json"), QStringLiteral("import"), a });
        QCOMPARE(second.exitCode, 0);
        const QJsonObject two = QJsonDocument::fromJson(second.out).object();
        QCOMPARE(two[QStringLiteral("imported")].toInt(), 0);
        QCOMPARE(two[QStringLiteral("duplicates")].toInt(), 1);
        QVERIFY(two[QStringLiteral("measurements")].toArray().isEmpty());
        QCOMPARE(libraryState(), before);
        const CliRun systems = cli({ QStringLiteral("--db"), m_library, QStringLiteral("--json"),
            QStringLiteral("systems"), QStringLiteral("list") });
        QVERIFY(systems.out.contains("\"site\": \"berlin\""));
    }

    void dryRunWritesNothing()
    {
        const QByteArray before = libraryState();
        const CliRun run = cli({ QStringLiteral("--db"), m_library, QStringLiteral("--json"), QStringLiteral("import"),
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep"),
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.7-client-server"),
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/hcibench"), QStringLiteral("--dry-run") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(out[QStringLiteral("sources")].toArray().size(), 9);
        QCOMPARE(libraryState(), before);
    }

    void failedFioRunRefusedOrKeptMarked()
    {
        // A real failed fio job ("error": 22 from unaligned O_DIRECT reads): refused, naming fio's error, with the
        // library unchanged; --allow-failed stores it marked failed, shown as such by `results`.
        QString error;
        const QString output = m_dir.filePath(QStringLiteral("failed.json"));
        const QByteArray bytes = headroom::test::runFioKeepingFailure(
            { QStringLiteral("--name=t"), QStringLiteral("--filename=") + m_dir.filePath(QStringLiteral("einval")),
                QStringLiteral("--size=1M"), QStringLiteral("--bs=1000"), QStringLiteral("--direct=1"),
                QStringLiteral("--rw=randread"), QStringLiteral("--ioengine=psync"),
                QStringLiteral("--output-format=json") },
            output, error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        if (!bytes.contains("\"error\" : 22")) {
            QSKIP("this file system accepted unaligned O_DIRECT reads; fio reported no error");
        }
        const QByteArray before = libraryState();
        const CliRun refused = cli({ QStringLiteral("--db"), m_library, QStringLiteral("import"), output });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("fio error 22 (Invalid argument)")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(output + QStringLiteral(": $.jobs[0]")), qPrintable(refused.err));
        QCOMPARE(libraryState(), before);
        const CliRun kept = cli({ QStringLiteral("--db"), m_library, QStringLiteral("import"), output,
            QStringLiteral("--allow-failed"), QStringLiteral("--system"), QStringLiteral("failing") });
        QVERIFY2(kept.exitCode == 0, qPrintable(kept.err));
        QVERIFY2(kept.err.contains(QStringLiteral("kept marked failed")), qPrintable(kept.err));
        const CliRun results = cli({ QStringLiteral("--db"), m_library, QStringLiteral("--json"),
            QStringLiteral("results"), QStringLiteral("--system"), QStringLiteral("failing") });
        const QJsonObject m = QJsonDocument::fromJson(results.out).array().first().toObject();
        QVERIFY(m[QStringLiteral("failed")].toBool());
        QVERIFY(m[QStringLiteral("warning")].toString().contains(QStringLiteral("fio error 22")));
        const CliRun table = cli({ QStringLiteral("--db"), m_library, QStringLiteral("results"),
            QStringLiteral("--system"), QStringLiteral("failing") });
        QVERIFY2(table.out.contains("FAILED fio:"), table.out.constData());
    }

    void realVdbenchFolder()
    {
        // The real vdbench -t output folder (its SD_format run has an all-zero average line, once stored as a
        // CHECK-constraint failure): one run stored, the format run and the twin files reported.
        const QString library = m_dir.filePath(QStringLiteral("vdbench.headroom"));
        const CliRun run = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("import"),
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/vdbench/vdbench-5.04.07-quick-test"),
            QStringLiteral("--system"), QStringLiteral("mac") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(out[QStringLiteral("imported")].toInt(), 1);
        QCOMPARE(out[QStringLiteral("measurements")].toArray().size(), 1);
        const QString warnings = QString::fromUtf8(QJsonDocument(out[QStringLiteral("warnings")].toArray()).toJson());
        QVERIFY2(warnings.contains(QStringLiteral("RD=SD_format is vdbench's format run")), qPrintable(warnings));
        const CliRun results
            = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("results") });
        const QJsonObject m = QJsonDocument::fromJson(results.out).array().first().toObject();
        QCOMPARE(m[QStringLiteral("iops")].toDouble(), 105.3);
        QCOMPARE(m[QStringLiteral("bytes_per_sec")].toDouble(), 105.3 * 1024);
        QCOMPARE(m[QStringLiteral("workload")].toObject()[QStringLiteral("block_size")].toInt(), 1024);
    }

    void resultsJsonCarriesContext()
    {
        // The fio 3.1 QD sweep: every point has its queue depth, jobs, min/mean/max latency and, per direction,
        // the percentile method and latency kind as fields.
        const QString folder = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep");
        const QString library = m_dir.filePath(QStringLiteral("context.headroom"));
        const CliRun imported = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), folder,
            QStringLiteral("--system"), QStringLiteral("mx200") });
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const CliRun run
            = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("results") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray all = QJsonDocument::fromJson(run.out).array();
        QCOMPARE(all.size(), 7);
        for (const QJsonValue& value : all) {
            const QJsonObject m = value.toObject();
            QCOMPARE(m[QStringLiteral("queue_depth")].toInt(), m[QStringLiteral("load_setting")].toInt());
            QCOMPARE(m[QStringLiteral("jobs")].toInt(), 1);
            QVERIFY(m[QStringLiteral("workload")].toObject()[QStringLiteral("queue_depth")].isNull());
            const QJsonObject read = m[QStringLiteral("read")].toObject();
            const QJsonObject latency = read[QStringLiteral("latency_us")].toObject();
            QVERIFY(latency[QStringLiteral("min")].toDouble() > 0);
            QVERIFY(latency[QStringLiteral("min")].toDouble() <= latency[QStringLiteral("mean")].toDouble());
            QVERIFY(latency[QStringLiteral("mean")].toDouble() <= latency[QStringLiteral("max")].toDouble());
            QCOMPARE(read[QStringLiteral("percentile_method")].toString(), QStringLiteral("exact"));
            QCOMPARE(read[QStringLiteral("latency_kind")].toString(), QStringLiteral("total")); // the mean: lat_ns
            QCOMPARE(read[QStringLiteral("percentile_kind")].toString(), QStringLiteral("completion")); // clat_ns
            QVERIFY(m[QStringLiteral("write")].toObject()[QStringLiteral("percentile_method")].isNull());
            QVERIFY(!m[QStringLiteral("failed")].toBool());
            QVERIFY(m[QStringLiteral("warning")].isNull());
        }
    }

    // A system whose name differs only in case, spacing or punctuation is the same system: the import is refused
    // with the existing name offered, whichever importer named it, unless --create says it is a new one.
    void sameSystemSpelledDifferently_data()
    {
        QTest::addColumn<QByteArray>("csv"); // empty: a fresh copy of the real fio output
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message"); // empty: imported (exit 0)
        QTest::addColumn<QString>("stored"); // the system the import must have stored under
        const QString existing = QStringLiteral("Lab 6-node 25GbE");
        const QString offer = QStringLiteral("did you mean 'Lab 6-node 25GbE'? use that name, or --create to make a "
                                             "new system; nothing was imported");
        const auto system = [](const QString& name) { return QStringList { QStringLiteral("--system"), name }; };
        QTest::newRow("case") << QByteArray() << system(QStringLiteral("Lab 6-node 25Gbe"))
                              << QStringLiteral("import: --system 'Lab 6-node 25Gbe': ") + offer << QString();
        QTest::newRow("spacing and punctuation")
            << QByteArray() << system(QStringLiteral(" lab 6 node 25gbe.")) << offer << QString();
        QTest::newRow("dry run") << QByteArray()
                                 << system(QStringLiteral("LAB 6-NODE 25GBE"))
                + QStringList { QStringLiteral("--dry-run") }
                                 << offer << QString();
        QTest::newRow("csv system column")
            << QByteArray("system,workload,iops,latency_ms\nlab 6-node 25gbe,w1,1000,0.5\n") << QStringList()
            << QStringLiteral(
                   "system 'lab 6-node 25gbe' (from the data): did you mean 'Lab 6-node 25GbE'? use --system "
                   "'Lab 6-node 25GbE', or --create to make a new system; nothing was imported")
            << QString();
        QTest::newRow("two spellings in one file")
            << QByteArray("system,workload,iops,latency_ms\nRack A,w1,1000,0.5\nrack-a,w1,2000,0.9\n") << QStringList()
            << QStringLiteral("system 'rack-a' (from the data): did you mean 'Rack A' (also in this import)?")
            << QString();
        QTest::newRow("vdbench") << QByteArray()
                                 << system(QStringLiteral("Lab 6-Node 25GbE"))
                + QStringList { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/vdbench/vdbench-5.04.07-quick-test") }
                                 << offer << QString();
        QTest::newRow("hcibench") << QByteArray()
                                  << system(QStringLiteral("Lab_6-node_25GbE"))
                + QStringList { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/hcibench") }
                                  << offer << QString();
        QTest::newRow("the same name") << QByteArray() << system(existing) << QString() << existing;
        QTest::newRow("a close but other name") << QByteArray() << system(QStringLiteral("Lab 6-node 25GbE2"))
                                                << QString() << QStringLiteral("Lab 6-node 25GbE2");
        QTest::newRow("--create") << QByteArray()
                                  << system(QStringLiteral("Lab 6-node 25Gbe"))
                + QStringList { QStringLiteral("--create") }
                                  << QString() << QStringLiteral("Lab 6-node 25Gbe");
    }

    void sameSystemSpelledDifferently()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QFETCH(QString, stored);
        const QString library = m_dir.filePath(QStringLiteral("names.headroom"));
        if (!QFile::exists(library)) {
            const QString first
                = write(QStringLiteral("names.csv"), "system,workload,iops,latency_ms\nLab 6-node 25GbE,w0,1000,0.5\n");
            const CliRun created = cli({ QStringLiteral("--db"), library, QStringLiteral("import"), first });
            QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        }
        // Content no earlier row imported: a duplicate would be skipped before its name is looked at.
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        const QByteArray fresh = csv.isEmpty() ? freshRun() : QByteArray();
        QVERIFY(!csv.isEmpty() || !fresh.isEmpty());
        const QString input = csv.isEmpty() ? write(QStringLiteral("names-%1.json").arg(tag), fresh)
                                            : write(QStringLiteral("names-%1.csv").arg(tag), csv);
        const QStringList paths = arguments.filter(QStringLiteral(HEADROOM_SOURCE_DIR));
        const QByteArray before = digestOf(library) + digestOf(library + QStringLiteral("-wal"));
        const CliRun run = cli(QStringList { QStringLiteral("--db"), library, QStringLiteral("import") }
            + (paths.isEmpty() ? QStringList { input } : QStringList()) + arguments);
        if (!message.isEmpty()) {
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(message), qPrintable(run.err));
            QCOMPARE(digestOf(library) + digestOf(library + QStringLiteral("-wal")), before);
            return;
        }
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const CliRun systems = cli({ QStringLiteral("--db"), library, QStringLiteral("--json"),
            QStringLiteral("systems"), QStringLiteral("list") });
        QStringList names;
        for (const QJsonValue& s : QJsonDocument::fromJson(systems.out).array()) {
            names << s.toObject()[QStringLiteral("name")].toString();
        }
        QVERIFY2(names.contains(stored), qPrintable(names.join(QStringLiteral(" | "))));
        QVERIFY(names.contains(QStringLiteral("Lab 6-node 25GbE")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no path") << QStringList {};
        QTest::newRow("bad format") << QStringList { QStringLiteral("x"), QStringLiteral("--format"),
            QStringLiteral("xls") };
        QTest::newRow("bad tag") << QStringList { QStringLiteral("x"), QStringLiteral("--tag"),
            QStringLiteral("novalue") };
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const CliRun run = cli(QStringList { QStringLiteral("--db"), m_library, QStringLiteral("import") } + arguments);
        QCOMPARE(run.exitCode, 2);
    }
};

QTEST_MAIN(TestImportCli)
#include "tst_importcli.moc"
