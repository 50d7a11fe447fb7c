// SPDX-License-Identifier: GPL-3.0-or-later
// A listing a page at a time: every measurement once, in id order, each with the same point (runs and spread) as
// grouping the whole list in memory gives, whatever the page size; the repeated points in the order of their first
// run; a filter; a read-only library; and nothing left of its temporary tables.
#include "store/measurementlisting.h"
#include "support/librarytestaccess.h"
#include "support/mustread.h"
#include "support/namedsource.h"

#include <algorithm>

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;
using headroom::testing::namedFioSource;

namespace {

Measurement run(const QString& system, double queueDepth, double iops)
{
    Measurement m;
    m.systemName = system;
    m.workload.name = QStringLiteral("4k random read");
    m.workload.blockSizeBytes = 4096;
    m.workload.readPct = 100;
    m.workload.randomPct = 100;
    m.workload.jobs = 1;
    m.loadSetting = queueDepth;
    m.read.iops = iops;
    m.read.latency.meanNs = 1e9 * queueDepth / iops;
    m.read.latency.percentilesNs
        = { { 50, 9e8 * queueDepth / iops }, { 95, 2e9 * queueDepth / iops }, { 99, 3e9 * queueDepth / iops } };
    m.write.latency.percentilesNs = { { 95, 1e9 } }; // no table shows it
    return m;
}

// Three rounds of a sweep on two systems, imported as three files, with a failed run and one without a load between:
// runs of one point lie pages apart.
QList<QList<Measurement>> rounds()
{
    QList<QList<Measurement>> all;
    for (int round = 0; round < 3; ++round) {
        QList<Measurement> file;
        for (const QString& system : { QStringLiteral("A"), QStringLiteral("B") }) {
            for (const double depth : { 1.0, 4.0, 16.0 }) {
                file << run(system, depth, 1000 * depth + 10 * round);
            }
        }
        Measurement failed = run(QStringLiteral("A"), 1, 5);
        failed.failed = true;
        Measurement noLoad = run(QStringLiteral("B"), 1, 7);
        noLoad.loadSetting.reset();
        noLoad.workload.jobs.reset();
        file << failed << noLoad;
        all << file;
    }
    return all;
}

int temporaryTables(ResultsLibrary& library)
{
    QSqlQuery q(ResultsLibraryTestAccess::database(library));
    q.exec(QStringLiteral("SELECT count(*) FROM sqlite_temp_master WHERE name LIKE 'headroom_listing%'"));
    return q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class TestMeasurementListing : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<ResultsLibrary> m_library;

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QFile::remove(m_dir.filePath(QStringLiteral("lib.headroom")));
        m_library = mustRead(ResultsLibrary::open(m_dir.filePath(QStringLiteral("lib.headroom"))));
        int file = 0;
        for (const QList<Measurement>& measurements : rounds()) {
            QVERIFY(m_library->addMeasurements(namedFioSource(QStringLiteral("round%1.json").arg(++file)), measurements)
                        .ok());
        }
    }

    void pagesGiveWhatGroupingTheWholeListGives_data()
    {
        QTest::addColumn<int>("pageSize");
        for (const int size : { 1, 2, 3, 7, 1000 }) {
            QTest::addRow("page of %d", size) << size;
        }
    }

    void pagesGiveWhatGroupingTheWholeListGives()
    {
        QFETCH(int, pageSize);
        const QList<Measurement> all = mustRead(m_library->measurements({}, MeasurementDetail::Rows));
        QCOMPARE(all.size(), 24);
        QHash<qint64, PointRuns> expected;
        for (const PointRuns& point : groupRuns(all)) {
            for (const qint64 id : point.runIds()) {
                expected.insert(id, point);
            }
        }
        const auto listing = mustRead(MeasurementListing::prepare(*m_library, {}, pageSize));
        QCOMPARE(listing->count(), 24);
        QList<qint64> listed;
        const Status read = listing->forEachPage(MeasurementListing::Content::Rows, [&](const auto& page) {
            if (page.measurements.size() > pageSize) {
                return Status(fail(QStringLiteral("a page of %1").arg(page.measurements.size())));
            }
            for (qsizetype i = 0; i < page.measurements.size(); ++i) {
                const Measurement& m = page.measurements.at(i);
                listed << m.id;
                const PointRuns& want = expected.value(m.id);
                const PointRuns& got = page.point(i);
                if (got.runIds() != want.runIds() || page.runCount(i) != want.runCount()
                    || got.iops.has_value() != want.iops.has_value() || (got.iops && got.iops->mean != want.iops->mean)
                    || got.latencyP99Ns.has_value() != want.latencyP99Ns.has_value()) {
                    return Status(fail(QStringLiteral("measurement %1: another point").arg(m.id)));
                }
            }
            return success();
        });
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error()));
        QList<qint64> ids;
        for (const Measurement& m : all) {
            ids << m.id;
        }
        QCOMPARE(listed, ids);
        QCOMPARE(expected.value(ids.first()).runCount(), 3); // A at QD 1, once per round
    }

    void repeatedPointsInTheOrderOfTheirFirstRun()
    {
        const auto listing = mustRead(MeasurementListing::prepare(*m_library, {}, 2));
        QList<QList<qint64>> points;
        const Status read = listing->forEachRepeatedPoint([&](const PointRuns& point) {
            points << point.runIds();
            return success();
        });
        QVERIFY(read.ok());
        QCOMPARE(points.size(), 6); // 2 systems × 3 depths; the failed runs and those without a load are alone
        QCOMPARE(points.first(), (QList<qint64> { 1, 9, 17 }));
        QCOMPARE(points.last(), (QList<qint64> { 6, 14, 22 }));
    }

    void aFilterListsItsOwnPoints()
    {
        const auto listing = mustRead(MeasurementListing::prepare(*m_library, { QStringLiteral("B"), {}, {} }, 4));
        QCOMPARE(listing->count(), 12); // 3 depths and the run without a load, three times
        qsizetype repeated = 0;
        QVERIFY(listing
                    ->forEachRepeatedPoint([&](const PointRuns& point) {
                        repeated += point.runCount() == 3 ? 1 : 0;
                        return success();
                    })
                    .ok());
        QCOMPARE(repeated, 3);
    }

    void readOnlyLibraryIsListedAndTemporaryTablesGo()
    {
        m_library.reset();
        auto readOnly = mustRead(
            ResultsLibrary::open(m_dir.filePath(QStringLiteral("lib.headroom")), ResultsLibrary::Mode::ReadOnly));
        {
            const auto listing = mustRead(MeasurementListing::prepare(*readOnly, {}, 5));
            QCOMPARE(temporaryTables(*readOnly), 3); // points, its index by key, groups
            qint64 rows = 0;
            QVERIFY(listing
                        ->forEachPage(MeasurementListing::Content::Full,
                            [&](const auto& page) {
                                rows += page.measurements.size();
                                return success();
                            })
                        .ok());
            QCOMPARE(rows, 24);
        }
        QCOMPARE(temporaryTables(*readOnly), 0);
    }

    // The plans of the listing's queries: a filtered page reads the system's or workload's measurements by an index in
    // id order (no sort of all of them for each page), and counting each source's measurements searches an index
    // (it scanned every measurement once per source).
    void queriesSearchIndexesInsteadOfScanning_data()
    {
        const QString join = QStringLiteral(
            "FROM measurements m JOIN systems s ON s.id = m.system_id JOIN workloads w ON w.id = m.workload_id"
            " JOIN sources src ON src.id = m.source_id");
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("expected");
        QTest::newRow("page of a system")
            << QStringLiteral("SELECT m.id %1 WHERE s.name = 'A' AND m.id > 3"
                              " ORDER BY m.id LIMIT 2")
                   .arg(join)
            << QStringLiteral("USING INDEX measurements_by_system (system_id=? AND rowid>?)");
        QTest::newRow("page of a workload")
            << QStringLiteral("SELECT m.id %1 WHERE w.name = 'x' AND m.id > 3 ORDER BY m.id LIMIT 2").arg(join)
            << QStringLiteral("USING INDEX measurements_by_workload (workload_id=? AND rowid>?)");
        QTest::newRow("page of everything")
            << QStringLiteral("SELECT m.id %1 WHERE m.id > 3 ORDER BY m.id LIMIT 2").arg(join)
            << QStringLiteral("SEARCH m USING INTEGER PRIMARY KEY (rowid>?)");
        QTest::newRow("measurements of each source")
            << QStringLiteral(
                   "SELECT (SELECT count(*) FROM measurements m WHERE m.source_id = src.id) FROM sources src")
            << QStringLiteral("USING COVERING INDEX measurements_by_source (source_id=?)");
    }

    void queriesSearchIndexesInsteadOfScanning()
    {
        QFETCH(QString, query);
        QFETCH(QString, expected);
        QSqlQuery plan(ResultsLibraryTestAccess::database(*m_library));
        QVERIFY(plan.exec(QStringLiteral("EXPLAIN QUERY PLAN ") + query));
        QStringList steps;
        while (plan.next()) {
            steps << plan.value(3).toString();
        }
        const QString text = steps.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(
            !text.contains(QLatin1String("SCAN m")) && !text.contains(QLatin1String("TEMP B-TREE")), qPrintable(text));
    }

    // Means: each direction's rates and mean latency without its percentiles (a table of means shows none); the
    // repeated points keep their p99 spread. Heads: no figures and no source, only what says which point it is.
    void contentReadsOnlyWhatItSays()
    {
        const auto listing = mustRead(MeasurementListing::prepare(*m_library, {}, 4));
        const auto firstRow = [&](MeasurementListing::Content content) {
            std::optional<std::pair<Measurement, PointRuns>> row;
            const Status read = listing->forEachPage(content, [&](const auto& page) {
                if (!row) {
                    row = std::pair(page.measurements.first(), page.point(0));
                }
                return success();
            });
            return read.ok() ? row : std::nullopt;
        };
        const auto means = firstRow(MeasurementListing::Content::Means);
        QVERIFY(means);
        QCOMPARE(*means->first.read.iops, 1000.0);
        QVERIFY(means->first.read.latency.meanNs);
        QVERIFY(means->first.read.latency.percentilesNs.empty());
        QVERIFY(means->second.latencyP99Ns); // the point's runs are read with their percentiles
        const auto rows = firstRow(MeasurementListing::Content::Rows);
        QVERIFY(rows);
        QCOMPARE(rows->first.read.latency.percentilesNs.size(), std::size_t(3));
        // Table: only what a results table shows of the percentiles (the read p95), found by key.
        const auto table = firstRow(MeasurementListing::Content::Table);
        QVERIFY(table);
        QCOMPARE(table->first.read.latency.percentilesNs.size(), std::size_t(1));
        QCOMPARE(table->first.read.latency.percentileNs(95), rows->first.read.latency.percentileNs(95));
        QVERIFY(table->first.write.latency.percentilesNs.empty());
        QCOMPARE(*table->first.read.iops, 1000.0);
        const auto heads = firstRow(MeasurementListing::Content::Heads);
        QVERIFY(heads);
        QVERIFY(!heads->first.read.iops);
        QVERIFY(!heads->first.iops);
        QVERIFY(heads->first.source.file.isEmpty());
        QVERIFY(!heads->first.systemName.isEmpty());
        QCOMPARE(heads->second.runCount(), 1);
    }

    // Apart: every measurement a point of its own, counted in SQL, no temporary table made, no repeated point.
    void runsApartReadNothingButThePages()
    {
        const int tablesBefore = temporaryTables(*m_library);
        const auto listing = mustRead(MeasurementListing::prepare(
            *m_library, { QStringLiteral("A"), {}, std::nullopt }, 3, MeasurementListing::Runs::Apart));
        QCOMPARE(temporaryTables(*m_library), tablesBefore);
        QCOMPARE(listing->count(), qint64(12)); // system A: 3 depths and a failed run, in 3 rounds
        QList<qint64> ids;
        const Status read = listing->forEachPage(MeasurementListing::Content::Table, [&](const auto& page) {
            for (qsizetype i = 0; i < page.measurements.size(); ++i) {
                ids << page.measurements.at(i).id;
                if (page.runCount(i) != 1 || page.measurements.at(i).systemName != QStringLiteral("A")) {
                    return Status(fail(QStringLiteral("a grouped or foreign row")));
                }
            }
            return success();
        });
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error()));
        QCOMPARE(ids.size(), 12);
        QVERIFY(std::is_sorted(ids.cbegin(), ids.cend()));
        int repeated = 0;
        QVERIFY(listing
                    ->forEachRepeatedPoint([&](const PointRuns&) {
                        ++repeated;
                        return success();
                    })
                    .ok());
        QCOMPARE(repeated, 0);
    }

    void aFailureOfTheReaderStopsTheListing()
    {
        const auto listing = mustRead(MeasurementListing::prepare(*m_library, {}, 5));
        int pages = 0;
        const Status read = listing->forEachPage(MeasurementListing::Content::Heads, [&](const auto&) {
            ++pages;
            return Status(fail(QStringLiteral("the output closed")));
        });
        QVERIFY(!read.ok());
        QCOMPARE(read.error(), QStringLiteral("the output closed"));
        QCOMPARE(pages, 1);
    }
};

QTEST_GUILESS_MAIN(TestMeasurementListing)
#include "tst_measurementlisting.moc"
