// SPDX-License-Identifier: GPL-3.0-or-later
// Import time and memory against input size: 1x, 2x and 4x inputs of four kinds, each imported by the CLI
// (headroom-corecli: cli::run without the chart/report commands) in a child process (CPU time and peak RSS from wait4),
// side by side with the ratios. The inputs are built from real data: fio --status-interval documents and fio jobs from
// Debian's fio, HCIBench blocks from tests/data, catalog rows from the built-in catalog (data/catalog). Linear growth
// keeps the 4x/1x time ratio near 4 (a quadratic part makes it 16); the test fails above 6. Default sizes keep the run
// short; HEADROOM_PERF_FULL=1 uses the sizes (8,000 documents, 2,000 blocks, a 300 MB many-job file, 40,000
// catalog rows).
#include "../importers/fiorunner.h"
#include "clichild.h"
#include "pricing/catalogcsv.h"
#include "pricing/catalogjson.h"

#include <algorithm>
#include <functional>

#include <QElapsedTimer>
#include <QTest>

using namespace headroom;
using perf::ChildRun;
using perf::runCli;

namespace {

bool fullScale()
{
    return qEnvironmentVariableIntValue("HEADROOM_PERF_FULL") == 1;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        return {};
    }
    return path;
}

// The JSON documents of fio output (each starts with '{' at the beginning of a line and ends with "}\n").
QList<QByteArray> documentsOf(const QByteArray& output)
{
    QList<QByteArray> documents;
    for (qsizetype from = output.startsWith('{') ? 0 : output.indexOf("\n{"); from >= 0;) {
        const qsizetype begin = output.at(from) == '{' ? from : from + 1;
        const qsizetype end = output.indexOf("\n}\n", begin);
        if (end < 0) {
            break;
        }
        documents << output.mid(begin, end + 3 - begin);
        from = output.indexOf("\n{", end + 2);
    }
    return documents;
}

// One scaled series: the figures of the 1x, 2x and 4x runs.
struct Series {
    QString name;
    QList<double> sizes; // what the input counts (documents, blocks, MB, rows)
    QList<double> inputMb;
    QList<ChildRun> runs;
};

void report(const Series& series, const QString& unit)
{
    for (qsizetype i = 0; i < series.runs.size(); ++i) {
        const ChildRun& run = series.runs[i];
        qInfo("FIGURE %s %dx: %.0f %s (%.1f MB): %.2f s CPU, %.2f s wall, peak RSS %.0f MB", qPrintable(series.name),
            1 << i, series.sizes[i], qPrintable(unit), series.inputMb[i], run.cpuSec, run.wallSec, run.peakRssMb);
    }
    const ChildRun& one = series.runs.first();
    for (qsizetype i = 1; i < series.runs.size(); ++i) {
        const ChildRun& run = series.runs[i];
        qInfo("FIGURE %s %dx/1x: time %.2f (CPU), memory %.2f (peak RSS)", qPrintable(series.name), 1 << i,
            run.cpuSec / std::max(one.cpuSec, 0.01), run.peakRssMb / std::max(one.peakRssMb, 1.0));
    }
}

// Linear within noise: 4x the input takes at most 6x the CPU time of 1x (a quadratic part gives 16x). Runs that
// take under 0.3 s are dominated by start-up and not compared.
void verifyLinear(const Series& series)
{
    const double one = series.runs.first().cpuSec;
    const double four = series.runs.last().cpuSec;
    if (four < 0.3) {
        return;
    }
    QVERIFY2(four <= 6.0 * std::max(one, 0.05),
        qPrintable(
            QStringLiteral("%1: 4x input took %2 s CPU, 1x %3 s: not linear").arg(series.name).arg(four).arg(one)));
}

// A run under 2 s CPU is made up to three times and the fastest kept: on a shared machine one short run can be slowed
// by half (seen: HCIBench 4x/1x of 6.5 once, 2.5-3.9 on reruns; catalog import 6.8 once on CI, while callgrind counts
// 1.35 G and 5.34 G instructions for 1x and 4x: 3.95x), and a quadratic command stays quadratic in its best run.
// `run(attempt)` makes one run; a failed run is kept as it is.
ChildRun fastestOf(const std::function<ChildRun(int)>& run)
{
    ChildRun best;
    for (int attempt = 0; attempt < 3; ++attempt) {
        const ChildRun current = run(attempt);
        if (attempt == 0 || (current.exitCode == 0 && current.cpuSec < best.cpuSec)) {
            best = current;
        }
        if (current.exitCode != 0 || current.cpuSec >= 2.0) {
            break;
        }
    }
    return best;
}

} // namespace

class TestImportScale : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QByteArray fioOutput(const QStringList& extra, const QString& name)
    {
        return test::runSmallJob(
            m_dir.filePath(QStringLiteral("data")), QStringLiteral("randrw"), extra, m_dir.filePath(name));
    }

    // Imports each file into a fresh library; the series' figures (the fastest of up to three runs, fastestOf).
    Series importSeries(const QString& name, const QStringList& files, const QList<double>& sizes)
    {
        Series series { name, sizes, {}, {} };
        for (qsizetype i = 0; i < files.size(); ++i) {
            series.inputMb << static_cast<double>(QFileInfo(files[i]).size()) / 1e6;
            series.runs << fastestOf([&](int attempt) {
                const QString library
                    = m_dir.filePath(QStringLiteral("%1-%2-%3.headroom").arg(name).arg(i).arg(attempt));
                const ChildRun run = runCli(m_dir,
                    { QStringLiteral("--db"), library, QStringLiteral("import"), files[i], QStringLiteral("--system"),
                        QStringLiteral("perf") });
                QFile::remove(library);
                return run;
            });
        }
        return series;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
        QVERIFY(QFile::exists(QStringLiteral(HEADROOM_CORECLI_PATH)));
    }

    // fio --status-interval: the real documents of a run repeated until the file holds N documents.
    void statusIntervalDocuments()
    {
        const QByteArray real
            = fioOutput({ QStringLiteral("--output-format=json"), QStringLiteral("--status-interval=100ms") },
                QStringLiteral("interval.json"));
        const QList<QByteArray> documents = documentsOf(real);
        QVERIFY2(documents.size() >= 2, "fio --status-interval wrote fewer than two documents");
        const int base = fullScale() ? 2000 : 250;
        QStringList files;
        QList<double> sizes;
        for (const int scale : { 1, 2, 4 }) {
            QByteArray bytes;
            for (int i = 0; i < base * scale; ++i) {
                bytes += documents[i % (documents.size() - 1)]; // the final document (eta 0) only at the end
            }
            bytes += documents.last();
            files << writeFile(m_dir, QStringLiteral("interval-%1x.json").arg(scale), bytes);
            sizes << base * scale + 1;
        }
        const Series series = importSeries(QStringLiteral("fio-status-interval"), files, sizes);
        for (const ChildRun& run : series.runs) {
            QVERIFY2(run.exitCode == 0, run.errors.constData());
        }
        report(series, QStringLiteral("documents"));
        verifyLinear(series);
    }

    // HCIBench: the published summary's blocks repeated (each copy a block with its own line).
    void hciBenchBlocks()
    {
        QFile published(
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/hcibench/optane-homelab-results-as-published.txt"));
        QVERIFY(published.open(QIODevice::ReadOnly));
        QByteArray text = published.readAll();
        const int blocksInFile = static_cast<int>(text.count("IOPS ="));
        QVERIFY(blocksInFile > 0);
        if (!text.endsWith('\n')) {
            text += '\n';
        }
        const int base = fullScale() ? 500 : 125;
        QStringList files;
        QList<double> sizes;
        for (const int scale : { 1, 2, 4 }) {
            const int copies = std::max(1, base * scale / blocksInFile);
            files << writeFile(m_dir, QStringLiteral("hcibench-%1x-res.txt").arg(scale), text.repeated(copies));
            sizes << copies * blocksInFile;
        }
        const Series series = importSeries(QStringLiteral("hcibench-blocks"), files, sizes);
        for (const ChildRun& run : series.runs) {
            QVERIFY2(run.exitCode == 0, run.errors.constData());
        }
        report(series, QStringLiteral("blocks"));
        verifyLinear(series);
    }

    // Many jobs: a real fio job entry repeated with its own name each time (one measurement per job), until the file
    // reaches the size. The largest file's peak memory stays under 1.7 times its size (over the CLI's own baseline):
    // the bytes, once, and the job records read from them; simdjson indexes one job's text at a time (its index of the
    // whole document added about 0.8x: one 32-bit index per structural character), the jobs are read straight into
    // their records, never kept as a tree, and equal job options are held once. At full scale (300 MB, 44,800
    // jobs) it peaked at 2.44x while the document was indexed whole, and at 1.5x since.
    void manyJobs()
    {
        const QByteArray real = fioOutput({ QStringLiteral("--output-format=json") }, QStringLiteral("job.json"));
        QVERIFY(!real.isEmpty());
        const qsizetype jobsStart = real.indexOf("\"jobs\" : [") + 10;
        const qsizetype jobStart = real.indexOf('{', jobsStart);
        const qsizetype jobEnd = real.indexOf("\n    }", jobStart) + 6;
        const QByteArray job = real.mid(jobStart, jobEnd - jobStart);
        const QByteArray nameField = "\"jobname\" : \"t\"";
        QVERIFY(job.contains(nameField));
        const qsizetype baseBytes = fullScale() ? 75'000'000 : 2'000'000;
        QStringList files;
        QList<double> sizes;
        for (const int scale : { 1, 2, 4 }) {
            QByteArray bytes = real.left(jobStart);
            bytes.reserve(baseBytes * scale + real.size() + job.size());
            int jobs = 0;
            while (bytes.size() < baseBytes * scale) {
                if (jobs > 0) {
                    bytes += ",\n    ";
                }
                QByteArray copy = job;
                copy.replace(nameField, "\"jobname\" : \"t" + QByteArray::number(jobs) + '"');
                bytes += copy;
                ++jobs;
            }
            bytes += real.mid(jobEnd);
            files << writeFile(m_dir, QStringLiteral("jobs-%1x.json").arg(scale), bytes);
            sizes << jobs;
        }
        const QString single = writeFile(m_dir, QStringLiteral("single.json"), real);
        const ChildRun baseline = runCli(m_dir,
            { QStringLiteral("--db"), m_dir.filePath(QStringLiteral("baseline.headroom")), QStringLiteral("import"),
                single });
        QVERIFY2(baseline.exitCode == 0, baseline.errors.constData());
        const Series series = importSeries(QStringLiteral("fio-many-jobs"), files, sizes);
        for (const ChildRun& run : series.runs) {
            QVERIFY2(run.exitCode == 0, run.errors.constData());
        }
        report(series, QStringLiteral("jobs"));
        const double largestMb = series.inputMb.last();
        const double peakMb = series.runs.last().peakRssMb;
        qInfo("FIGURE fio-many-jobs 4x: peak RSS %.0f MB for a %.0f MB file (%.2fx the file; CLI baseline %.0f MB)",
            peakMb, largestMb, peakMb / largestMb, baseline.peakRssMb);
        verifyLinear(series);
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's shadow memory and quarantine make peak RSS meaningless; the ci preset checks it");
#endif
        QVERIFY2(peakMb - baseline.peakRssMb < 1.7 * largestMb,
            qPrintable(QStringLiteral("peak RSS %1 MB over a baseline of %2 MB for a %3 MB file")
                           .arg(peakMb)
                           .arg(baseline.peakRssMb)
                           .arg(largestMb)));
    }

    // Catalog rows: the built-in catalog's items repeated with their own part numbers, imported from CSV into an
    // empty catalog file, then listed.
    void catalogRows()
    {
        QFile builtIn(QStringLiteral(HEADROOM_SOURCE_DIR "/data/catalog/default-catalog.json"));
        QVERIFY(builtIn.open(QIODevice::ReadOnly));
        const auto catalog = catalogFromJson(builtIn.readAll(), QStringLiteral("default-catalog.json"));
        QVERIFY2(catalog, catalog ? "" : qPrintable(catalog.error()));
        QVERIFY(catalog->size() > 0);
        const int base = fullScale() ? 10000 : 2500;
        QStringList files;
        QList<double> sizes;
        for (const int scale : { 1, 2, 4 }) {
            Catalog rows;
            for (int i = 0; i < base * scale; ++i) {
                CatalogItem item = catalog->items()[i % catalog->size()];
                item.partNumber += QStringLiteral("-%1").arg(i);
                rows.items().append(item);
            }
            files << writeFile(m_dir, QStringLiteral("catalog-%1x.csv").arg(scale), catalogToCsv(rows));
            sizes << base * scale;
        }
        Series imports { QStringLiteral("catalog-import"), sizes, {}, {} };
        Series lists { QStringLiteral("catalog-list"), sizes, {}, {} };
        for (qsizetype i = 0; i < files.size(); ++i) {
            const QString target = m_dir.filePath(QStringLiteral("catalog-%1.json").arg(i));
            imports.inputMb << static_cast<double>(QFileInfo(files[i]).size()) / 1e6;
            imports.runs << fastestOf([&](int) {
                QFile::remove(target); // each attempt imports into a new catalog file
                return runCli(m_dir,
                    { QStringLiteral("catalog"), QStringLiteral("import"), files[i], QStringLiteral("--catalog"),
                        target });
            });
            QVERIFY2(imports.runs.last().exitCode == 0, imports.runs.last().errors.constData());
            lists.inputMb << static_cast<double>(QFileInfo(target).size()) / 1e6;
            lists.runs << fastestOf([&](int) {
                return runCli(
                    m_dir, { QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"), target });
            });
            QVERIFY2(lists.runs.last().exitCode == 0, lists.runs.last().errors.constData());
        }
        report(imports, QStringLiteral("rows"));
        report(lists, QStringLiteral("items"));
        verifyLinear(imports);
        verifyLinear(lists);
    }
};

QTEST_MAIN(TestImportScale)
#include "tst_importscale.moc"
