// SPDX-License-Identifier: GPL-3.0-or-later
// Listing time and memory against library size: libraries of 1x, 10x (and 100x with HEADROOM_PERF_FULL=1) loads,
// each listed by the CLI (headroom-corecli `results` and `results --json`) in a child process, beside the same rows
// read by the sqlite3 shell as the reference. A library is one real measurement of Debian's fio, imported, then
// copied in SQL as the shape: systems × 50 workloads × 10 queue depths. Linear growth keeps the 10x/1x time
// ratio near 10 (a quadratic step makes it 100); the test fails above 20, or when the peak memory of a listing grows
// with the library or passes 64 MB. Beside them: `sources` and `workloads` (aggregate queries), and the listing of the
// same library without its percentile rows, as a library of figures imported from CSV is. Printed as "FIGURE ..." lines
// (ctest -R tst_listscale -V). Default sizes 2,000 and 20,000 measurements; full: 10,000, 100,000 and 1,000,000.
#include "../importers/fiorunner.h"
#include "clichild.h"
#include "generatedlibrary.h"
#include "sqliteshell.h"

#include <QTest>

using namespace headroom;
using perf::ChildRun;
using perf::fullScale;
using perf::runCli;
using perf::runSql;

namespace {

// The sqlite3 shell's CPU time, as the CLI's, so that a busy machine flatters neither.
double sqliteShellSeconds(const QTemporaryDir& dir, const QString& library)
{
    const ChildRun shell = perf::sqliteShell(dir, library);
    return shell.exitCode == 0 ? shell.cpuSec : -1;
}

struct Listing {
    qint64 measurements = 0;
    ChildRun table;
    ChildRun json;
    double sqliteSec = 0;
    ChildRun sources; // `sources list` and `workloads list`: aggregate queries, no measurement read
    ChildRun workloads;
    // The issue's own shape (a library imported from a CSV of figures): the same measurements without their
    // percentile rows, two thirds of the library's rows.
    ChildRun figuresTable;
    ChildRun figuresJson;
};

} // namespace

class TestListScale : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_real; // a library holding one real fio measurement

    // A library of `count` measurements made from the real one.
    QString libraryOf(qint64 count)
    {
        QString path = m_dir.filePath(QStringLiteral("library-%1.headroom").arg(count));
        const QString error = perf::generateLibrary(m_real, path, count);
        if (!error.isEmpty()) {
            qWarning("%s", qPrintable(error));
            return {};
        }
        return path;
    }

    Listing list(qint64 count)
    {
        Listing listing;
        listing.measurements = count;
        const QString library = libraryOf(count);
        if (library.isEmpty()) {
            return listing;
        }
        listing.table = runCli(m_dir, { QStringLiteral("--db"), library, QStringLiteral("results") });
        listing.json
            = runCli(m_dir, { QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("results") });
        listing.sqliteSec = sqliteShellSeconds(m_dir, library);
        listing.sources
            = runCli(m_dir, { QStringLiteral("--db"), library, QStringLiteral("sources"), QStringLiteral("list") });
        listing.workloads
            = runCli(m_dir, { QStringLiteral("--db"), library, QStringLiteral("workloads"), QStringLiteral("list") });
        if (runSql(library, { QStringLiteral("DELETE FROM latency_percentiles") }, count).isEmpty()) {
            listing.figuresTable = runCli(m_dir, { QStringLiteral("--db"), library, QStringLiteral("results") });
            listing.figuresJson = runCli(
                m_dir, { QStringLiteral("--db"), library, QStringLiteral("--json"), QStringLiteral("results") });
        }
        QFile::remove(library);
        return listing;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QFile::exists(QStringLiteral(HEADROOM_CORECLI_PATH)));
        const QString json = m_dir.filePath(QStringLiteral("real.json"));
        QVERIFY(!test::runSmallJob(m_dir.filePath(QStringLiteral("data")), QStringLiteral("randrw"),
            { QStringLiteral("--output-format=json") }, json)
                     .isEmpty());
        m_real = m_dir.filePath(QStringLiteral("real.headroom"));
        const ChildRun imported = runCli(m_dir, { QStringLiteral("--db"), m_real, QStringLiteral("import"), json });
        QVERIFY2(imported.exitCode == 0, imported.errors.constData());
    }

    void listingGrowsLinearly()
    {
        const QList<qint64> sizes
            = fullScale() ? QList<qint64> { 10'000, 100'000, 1'000'000 } : QList<qint64> { 2'000, 20'000 };
        QList<Listing> listings;
        for (const qint64 size : sizes) {
            listings << list(size);
            const Listing& l = listings.last();
            QVERIFY2(l.table.exitCode == 0, l.table.errors.constData());
            QVERIFY2(l.json.exitCode == 0, l.json.errors.constData());
            QVERIFY2(l.sqliteSec > 0, "the sqlite3 shell could not read the library");
            qInfo("FIGURE results %lld measurements: table %.2f s CPU %.0f MB peak; --json %.2f s CPU %.0f MB peak;"
                  " sqlite3 shell %.2f s CPU (table %.1fx, --json %.1fx the shell)",
                l.measurements, l.table.cpuSec, l.table.peakRssMb, l.json.cpuSec, l.json.peakRssMb, l.sqliteSec,
                l.table.cpuSec / l.sqliteSec, l.json.cpuSec / l.sqliteSec);
            for (const ChildRun* run : { &l.sources, &l.workloads, &l.figuresTable, &l.figuresJson }) {
                QVERIFY2(run->exitCode == 0, run->errors.constData());
            }
            qInfo("FIGURE %lld measurements: sources %.2f s, workloads %.2f s; without percentiles: table %.2f s,"
                  " --json %.2f s CPU",
                l.measurements, l.sources.cpuSec, l.workloads.cpuSec, l.figuresTable.cpuSec, l.figuresJson.cpuSec);
        }
        for (qsizetype i = 1; i < listings.size(); ++i) {
            const Listing& small = listings.at(i - 1);
            const Listing& large = listings.at(i);
            const double tableRatio = large.table.cpuSec / std::max(small.table.cpuSec, 0.01);
            const double jsonRatio = large.json.cpuSec / std::max(small.json.cpuSec, 0.01);
            qInfo("FIGURE results %lld/%lld measurements: table time %.1fx, --json time %.1fx, sqlite3 %.1fx",
                large.measurements, small.measurements, tableRatio, jsonRatio, large.sqliteSec / small.sqliteSec);
            QVERIFY2(
                tableRatio < 20, qPrintable(QStringLiteral("results: %1x the time for 10x the data").arg(tableRatio)));
            QVERIFY2(jsonRatio < 20,
                qPrintable(QStringLiteral("results --json: %1x the time for 10x the data").arg(jsonRatio)));
            // One page in memory whatever the size: the peak stays under 64 MB and does not grow with the library.
            for (const ChildRun* run : { &large.table, &large.json }) {
                QVERIFY2(run->peakRssMb <= 64 && run->peakRssMb <= small.table.peakRssMb * 1.25 + 8,
                    qPrintable(QStringLiteral("peak RSS %1 MB over %2 measurements (%3 MB over %4)")
                                   .arg(run->peakRssMb)
                                   .arg(large.measurements)
                                   .arg(small.table.peakRssMb)
                                   .arg(small.measurements)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestListScale)
#include "tst_listscale.moc"
