// SPDX-License-Identifier: GPL-3.0-or-later
// Every input libFuzzer found a fault with (tests/data/fuzz-regressions/TARGET/) goes through the code of that fuzz
// target again: a clean error or success, never a crash — under the asan preset, never a sanitizer report. The
// seeds the fuzz targets start from are checked too: each is a good input its parser accepts.
#include "fuzzentries.h"
#include "model/saturatingcast.h"

#include <limits>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace headroom;

namespace {

const QString kSourceDir = QStringLiteral(HEADROOM_SOURCE_DIR);

// A row per file under `root`/TARGET/ (Markdown notes left out): the target's name and the file's path.
void addInputRows(const QString& root)
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    const QDir dir(root);
    for (const QString& target : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir targetDir(dir.filePath(target));
        for (const QString& file : targetDir.entryList(QDir::Files, QDir::Name)) {
            if (!file.endsWith(QLatin1String(".md"))) {
                QTest::newRow(qPrintable(target + QLatin1Char('/') + file)) << target << targetDir.filePath(file);
            }
        }
    }
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void findingsEndCleanly()
    {
        const QDir root(kSourceDir + QStringLiteral("/tests/data/fuzz-regressions"));
        int inputs = 0;
        for (const QString& target : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const auto entry = fuzz::entryFor(target);
            QVERIFY2(entry, qPrintable(QStringLiteral("no fuzz target named %1").arg(target)));
            const QDir dir(root.filePath(target));
            for (const QString& file : dir.entryList(QDir::Files, QDir::Name)) {
                QElapsedTimer timer;
                timer.start();
                const QString result = entry(readFile(dir.filePath(file)));
                const QString where = target + QLatin1Char('/') + file + QStringLiteral(": ") + result;
                QVERIFY2(!result.isEmpty() && result != QLatin1String("an error without a message"), qPrintable(where));
                QVERIFY2(
                    timer.elapsed() < 10000, qPrintable(where + QStringLiteral(" took %1 ms").arg(timer.elapsed())));
                ++inputs;
            }
        }
        if (inputs == 0) {
            QSKIP("no finding kept yet in tests/data/fuzz-regressions");
        }
    }

    // Numbers far beyond an integer's range in the fields the importers convert to integers (fio's total_ios,
    // groupid, eta, error, timestamp, json+ bin keys; HCIBench's VM count and test names; vdbench's bytes/io)
    // were cast with undefined behaviour; they now saturate (whether such a value is refused is the importers'
    // validation). Under the asan preset UBSan stops at any such cast.
    void absurdIntegersAreDefined()
    {
        QByteArray fio
            = readFile(kSourceDir + QStringLiteral("/tests/fuzz/corpus/fuzz_fio/status-interval-jsonplus.json"));
        QVERIFY(!fio.isEmpty());
        for (const char* key : { "total_ios", "groupid", "eta", "error", "timestamp", "N" }) {
            const QRegularExpression number(QStringLiteral("(\"%1\" : )[0-9]+").arg(QLatin1String(key)));
            QString text = QString::fromUtf8(fio);
            text.replace(number, QStringLiteral("\\1-1e300"));
            QVERIFY(text != QString::fromUtf8(fio));
            QVERIFY(!fuzz::entryFor(QStringLiteral("fuzz_fio"))(text.toUtf8()).isEmpty());
            text.replace(QStringLiteral("-1e300"), QStringLiteral("1e300"));
            QVERIFY(!fuzz::entryFor(QStringLiteral("fuzz_fio"))(text.toUtf8()).isEmpty());
        }
        QString bins = QString::fromUtf8(fio);
        bins.replace(QRegularExpression(QStringLiteral("\"[0-9]+\" : ([0-9]+)")),
            QStringLiteral("\"9223372036854775807\" : \\1"));
        QVERIFY(!fuzz::entryFor(QStringLiteral("fuzz_fio"))(bins.toUtf8()).isEmpty());
        const QString names = QStringLiteral("fio_1e300vmdk_100ws_4k_70rdpct_100randompct_4threads\n"
                                             "fio_8vmdk_100ws_4k_70rdpct_100randompct_1e300threads\n"
                                             "1e300k\n1e300");
        QCOMPARE(fuzz::entryFor(QStringLiteral("fuzz_quantity"))(names.toUtf8()), QStringLiteral("ok"));
        QCOMPARE(saturatingCast<int>(1e300), std::numeric_limits<int>::max());
        QCOMPARE(saturatingCast<std::int64_t>(-1e300), std::numeric_limits<std::int64_t>::min());
        QCOMPARE(saturatingCast<std::uint64_t>(-5.0), std::uint64_t { 0 });
        QCOMPARE(saturatingCast<int>(std::numeric_limits<double>::quiet_NaN()), 0);
        QCOMPARE(saturatingCast<int>(-2.9), -2);
        QCOMPARE(saturatingCast<std::int64_t>(9.2e18), std::int64_t { 9200000000000000000 });
    }

    void seedsAreAccepted_data() { addInputRows(kSourceDir + QStringLiteral("/tests/fuzz/corpus")); }

    void seedsAreAccepted()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        const auto entry = fuzz::entryFor(target);
        QVERIFY2(entry, qPrintable(QStringLiteral("no fuzz target named %1").arg(target)));
        QCOMPARE(entry(readFile(path)), QStringLiteral("ok"));
    }

    void everyFuzzTargetIsKnown()
    {
        for (const char* target : { "fuzz_fio", "fuzz_hcibench", "fuzz_vdbench", "fuzz_liveoptics",
                 "fuzz_crystaldiskmark", "fuzz_results_csv", "fuzz_catalog_csv", "fuzz_catalog_json",
                 "fuzz_bench_options", "fuzz_advise_options", "fuzz_quantity" }) {
            QVERIFY2(fuzz::entryFor(QString::fromLatin1(target)), target);
        }
        QVERIFY(!fuzz::entryFor(QStringLiteral("fuzz_nothing")));
    }

    // The CrystalDiskMark target's seeds (run.sh takes them from tests/data/crystaldiskmark): each real export is
    // accepted, and every cut of it before its Date line ends in a clean refusal.
    void crystalDiskMarkSeedsAreAccepted()
    {
        const QDir dir(kSourceDir + QStringLiteral("/tests/data/crystaldiskmark"));
        const auto entry = fuzz::entryFor(QStringLiteral("fuzz_crystaldiskmark"));
        const QStringList files = dir.entryList({ QStringLiteral("*.txt") }, QDir::Files);
        QCOMPARE(files.size(), 3);
        for (const QString& file : files) {
            const QByteArray bytes = readFile(dir.filePath(file));
            QCOMPARE(entry(bytes), QStringLiteral("ok"));
            for (qsizetype size = 0; size < bytes.indexOf("Date:"); size += 37) {
                const QString result = entry(bytes.first(size));
                QVERIFY2(!result.isEmpty() && result != QLatin1String("ok"), qPrintable(QString::number(size)));
            }
        }
    }

    // The Live Optics target's seed (run.sh takes it from tests/data/liveoptics): the real export is accepted, and
    // its truncations end cleanly.
    void liveOpticsSeedIsAccepted()
    {
        const QByteArray bytes
            = readFile(kSourceDir + QStringLiteral("/tests/data/liveoptics/liveoptics-vsphere-2clusters.xlsx"));
        QVERIFY(!bytes.isEmpty());
        const auto entry = fuzz::entryFor(QStringLiteral("fuzz_liveoptics"));
        QCOMPARE(entry(bytes), QStringLiteral("ok"));
        for (qsizetype size = 0; size < bytes.size(); size += 997) {
            const QString result = entry(bytes.first(size));
            QVERIFY2(!result.isEmpty() && result != QLatin1String("ok"), qPrintable(QString::number(size)));
        }
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
