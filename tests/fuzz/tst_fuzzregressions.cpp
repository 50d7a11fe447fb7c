// Every input libFuzzer found a fault with (tests/data/fuzz-regressions/TARGET/) goes through the code of that fuzz
// target again: a clean error or success, never a crash — under the asan preset, never a sanitizer report. The
// seeds the fuzz targets start from are checked too: each is a good input its parser accepts.
#include "fuzzentries.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
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
    void findingsEndCleanly_data() { addInputRows(kSourceDir + QStringLiteral("/tests/data/fuzz-regressions")); }

    void findingsEndCleanly()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        const auto entry = fuzz::entryFor(target);
        QVERIFY2(entry, qPrintable(QStringLiteral("no fuzz target named %1").arg(target)));
        const QByteArray bytes = readFile(path);
        QElapsedTimer timer;
        timer.start();
        const QString result = entry(bytes);
        QVERIFY2(!result.isEmpty() && result != QLatin1String("an error without a message"), qPrintable(result));
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
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
        for (const char* target : { "fuzz_fio", "fuzz_hcibench", "fuzz_vdbench", "fuzz_results_csv", "fuzz_catalog_csv",
                 "fuzz_catalog_json", "fuzz_bench_options", "fuzz_advise_options", "fuzz_quantity" }) {
            QVERIFY2(fuzz::entryFor(QString::fromLatin1(target)), target);
        }
        QVERIFY(!fuzz::entryFor(QStringLiteral("fuzz_nothing")));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
