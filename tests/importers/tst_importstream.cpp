// SPDX-License-Identifier: GPL-3.0-or-later
// The fio importer's errors name the JSON path and the document's line; a file's only copy moved in is released
// once read. The importer registry is the one list of formats; a results CSV cell may hold a quoted line break.
#include "fiorunner.h"
#include "fioruns.h"
#include "importers/csvimporter.h"
#include "importers/fioimporter.h"
#include "importers/formatdetection.h"
#include "importers/importformat.h"
#include "importers/importplan.h"

#include <set>

#include <QCryptographicHash>
#include <QTest>

using namespace headroom;

class TestImportStream : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QByteArray runFio(const QStringList& extra, const QString& name)
    {
        return test::runSmallJob(
            m_dir.filePath(QStringLiteral("data")), QStringLiteral("randrw"), extra, m_dir.filePath(name));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
    }

    // An error in the 3rd job of the 2nd document names that job and that document's line.
    void streamedErrorNamesJobAndLine()
    {
        const QByteArray real = runFio(
            { QStringLiteral("--output-format=json"), QStringLiteral("--numjobs=3") }, QStringLiteral("three.json"));
        QVERIFY(!real.isEmpty());
        QByteArray second = real;
        qsizetype at = -1;
        for (int job = 0; job < 3; ++job) {
            at = second.indexOf("\"usr_cpu\" : ", at + 1);
        }
        QVERIFY(at > 0);
        second.insert(at + 12, "\"busy\", \"was\" : ");
        const QByteArray bytes = "progress text\n" + real + second;
        const int line = static_cast<int>(real.count('\n')) + 2;
        const auto parsed = importFioJson(bytes, QStringLiteral("two.json"), {});
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(),
            QStringLiteral(
                "two.json: $.jobs[2].usr_cpu: expected a number, found string 'busy' (document starting on line %1)")
                .arg(line));
    }

    // The caller's only copy moved in: the importer frees the bytes once the jobs are read (a large file is not held
    // while its measurements are built), and the import is the same as from a view, errors included.
    void movedBytesAreReleasedAndImportTheSame()
    {
        int files = 0;
        for (const auto& [path, bytes] : test::shippedFioFiles()) {
            QVERIFY2(!bytes.isEmpty(), qPrintable(path));
            const auto viewed = importFioJson(bytes, path, {});
            QByteArray owned(bytes.constData(), bytes.size()); // its own copy, not shared with `bytes`
            const auto moved = importFioJson(std::move(owned), path, {});
            QVERIFY2(viewed, qPrintable(viewed ? QString() : viewed.error()));
            QVERIFY2(moved, qPrintable(moved ? QString() : moved.error()));
            QVERIFY2(owned.isEmpty(), qPrintable(path)); // NOLINT(bugprone-use-after-move): released, the point
            QVERIFY2(moved->measurements == viewed->measurements, qPrintable(path));
            QCOMPARE(moved->warnings, viewed->warnings);
            QCOMPARE(moved->source.importer, viewed->source.importer);
            const auto hashed = parseSourceBytes(bytes, path, {});
            const auto hashedMoved = parseSourceBytes(QByteArray(bytes.constData(), bytes.size()), path, {});
            QVERIFY(hashed && hashedMoved);
            QCOMPARE(hashedMoved->source.sha256, hashed->source.sha256);
            QCOMPARE(hashed->source.sha256,
                QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
            ++files;
        }
        QVERIFY(files >= 28);
        // A failed job: its message quotes fio's own error line, read from the bytes before they are released.
        // A real fio error (as tst_fioimporter's failedJobIsRefused): unaligned O_DIRECT reads end with EINVAL.
        QString error;
        const QByteArray failed = test::runFioKeepingFailure(
            { QStringLiteral("--name=t"), QStringLiteral("--filename=") + m_dir.filePath(QStringLiteral("einval")),
                QStringLiteral("--size=1M"), QStringLiteral("--bs=1000"), QStringLiteral("--direct=1"),
                QStringLiteral("--rw=randread"), QStringLiteral("--ioengine=psync"),
                QStringLiteral("--output-format=json") },
            m_dir.filePath(QStringLiteral("failed.json")), error);
        QVERIFY2(!failed.isEmpty(), qPrintable(error));
        if (!failed.contains("\"error\" : 22")) {
            QSKIP("this file system accepted unaligned O_DIRECT reads; fio reported no error");
        }
        const auto viewedError = importFioJson(failed, QStringLiteral("failed.json"), {});
        QByteArray owned(failed.constData(), failed.size());
        const auto movedError = importFioJson(std::move(owned), QStringLiteral("failed.json"), {});
        QVERIFY(!viewedError && !movedError);
        QCOMPARE(movedError.error(), viewedError.error());
    }

    void registryIsTheOneList()
    {
        QCOMPARE(importFormats().size(), 7);
        std::set<int> seen;
        for (const ImportFormatInfo& info : importFormats()) {
            QVERIFY(info.format != ImportFormat::Auto);
            QVERIFY(seen.insert(static_cast<int>(info.format)).second);
            QVERIFY(info.detect && info.parse);
            QVERIFY(!info.filePatterns.isEmpty());
            QCOMPARE(importFormatFromString(info.name), std::optional<ImportFormat>(info.format));
            QCOMPARE(toString(info.format), info.name);
            QCOMPARE(importFormatInfo(info.format), &info);
        }
        QCOMPARE(importFormatFromString(QStringLiteral("AUTO")), std::optional<ImportFormat>(ImportFormat::Auto));
        QVERIFY(!importFormatFromString(QStringLiteral("xml")));
        QCOMPARE(importFormatNames(QStringLiteral("|")),
            QStringLiteral("auto|fio|hcibench|vdbench|csv|liveoptics|diskspd|crystaldiskmark"));
        QCOMPARE(importFormatList(&ImportFormatInfo::title),
            QStringLiteral("fio, HCIBench, vdbench, CSV, Live Optics, DiskSpd or CrystalDiskMark"));
        // The text every "expected …" message carried before the registry, with the Live Optics, DiskSpd and
        // CrystalDiskMark rows added at its end.
        QCOMPARE(expectedFormatsText(),
            QStringLiteral("fio JSON output (fio's json or json+ output format), an HCIBench -res.txt summary, vdbench "
                           "summary.html/totals.html/flatfile.html, a CSV with the columns system, workload, iops, "
                           "latency_ms, a Live Optics VMware export (.xlsx), a DiskSpd XML (-Rxml) or text (-Rtext) "
                           "report, or a CrystalDiskMark or KDiskMark text export"));
    }

    // Detection and dispatch both come from the registry: each shipped kind of file is detected as its format and
    // parsed by that row's importer.
    void registryDetectsAndDispatches()
    {
        const QList<std::pair<QString, ImportFormat>> files {
            { QStringLiteral("/tests/data/fio/fio-3.7-client-server/fio-result.txt"), ImportFormat::Fio },
            { QStringLiteral("/tests/data/hcibench/optane-homelab-results-as-published.txt"), ImportFormat::HciBench },
            { QStringLiteral("/tests/data/diskspd/xml/Results_DiskSpd.xml"), ImportFormat::DiskSpd },
            { QStringLiteral("/tests/data/diskspd/text/Write8k.txt"), ImportFormat::DiskSpd },
            { QStringLiteral("/tests/data/crystaldiskmark/CrystalDiskMark_20210626154221 Crucial P2 2TB on H87M.txt"),
                ImportFormat::CrystalDiskMark },
        };
        for (const auto& [relative, format] : files) {
            QFile file(QStringLiteral(HEADROOM_SOURCE_DIR) + relative);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            const auto detected = detectFormat(bytes, relative);
            QVERIFY(detected);
            QCOMPARE(toString(*detected), toString(format));
            const auto parsed = parseSourceBytes(bytes, relative, {});
            QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
            QCOMPARE(toString(parsed->format), toString(format));
        }
    }

    void csvCellWithQuotedLineBreak()
    {
        const QString text = QStringLiteral("system,workload,iops,latency_ms,source\n"
                                            "A,oltp,1000,0.5,\"vendor deck\nslide 4\"\n"
                                            "B,oltp,2000,0.6,plain\n");
        const auto parsed = importCsv(text, QStringLiteral("q.csv"), {});
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 2);
        QCOMPARE(parsed->measurements[0].note, QStringLiteral("source: vendor deck\nslide 4"));
        const auto bad
            = importCsv(QStringLiteral("system,workload,iops,latency_ms\nA,\"oltp,1,2\n"), QStringLiteral("q.csv"), {});
        QVERIFY(!bad);
        QCOMPARE(bad.error(), QStringLiteral("q.csv: line 2: a quoted field is never closed"));
        const auto wrongCount
            = importCsv(QStringLiteral("system,workload,iops,latency_ms\nA,oltp,1\n"), QStringLiteral("q.csv"), {});
        QVERIFY(!wrongCount);
        QCOMPARE(wrongCount.error(), QStringLiteral("q.csv: line 2: 3 fields, but the header has 4"));
    }
};

QTEST_MAIN(TestImportStream)
#include "tst_importstream.moc"
