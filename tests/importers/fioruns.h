#pragma once
// The runs of a fio file read two ways (each document as one tree; jobs streamed, as the importer reads them) and
// their field-by-field comparison, for the tests that hold the streamed readers to the tree reader.
#include "importers/fiojsonreader.h"
#include "importers/jsondocuments.h"

#include <utility>
#include <vector>

#include <QDirIterator>
#include <QFile>
#include <QTest>

namespace headroom::test {

// Every real fio output shipped in tests/data/fio (*.json, *.txt, sub-folders too): its path and its bytes.
inline QList<std::pair<QString, QByteArray>> shippedFioFiles()
{
    QList<std::pair<QString, QByteArray>> files;
    QDirIterator it(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio"),
        { QStringLiteral("*.json"), QStringLiteral("*.txt") }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        files.append({ path, file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray() });
    }
    return files;
}

// The runs of a file, each document read whole (the tree path readFioRun keeps for HCIBench's per-VM files).
inline Expected<std::vector<FioRun>> treeRuns(const QByteArray& bytes, const QString& name)
{
    auto documents = parseJsonDocuments(bytes, name);
    if (!documents) {
        return fail(documents.error());
    }
    std::vector<FioRun> runs;
    for (const JsonDocument& document : *documents) {
        auto run = readFioRun(document.value, name);
        if (!run) {
            return fail(run.error());
        }
        runs.push_back(std::move(*run));
    }
    return runs;
}

// The runs of a file with the jobs streamed, as importFioJson reads them.
inline Expected<std::vector<FioRun>> streamedRuns(const QByteArray& bytes, const QString& name)
{
    std::vector<FioRun> runs;
    FioRunStream reader(name);
    const Status read = forEachJsonDocument(
        bytes, name,
        [&](JsonDocument& document) -> Status {
            auto run = reader.finish(document.value);
            if (!run) {
                return fail(run.error());
            }
            runs.push_back(std::move(*run));
            return success();
        },
        &reader.jobs());
    if (!read) {
        return fail(read.error());
    }
    return runs;
}

inline bool sameLatency(const FioLatency& a, const FioLatency& b)
{
    return a.present == b.present && a.minNs == b.minNs && a.maxNs == b.maxNs && a.meanNs == b.meanNs
        && a.stdevNs == b.stdevNs && a.samples == b.samples && a.percentilesNs == b.percentilesNs && a.bins == b.bins;
}

inline bool sameDirection(const FioDirection& a, const FioDirection& b)
{
    return a.ioBytes == b.ioBytes && a.bytesPerSec == b.bytesPerSec && a.iops == b.iops && a.runtimeMs == b.runtimeMs
        && a.totalIos == b.totalIos && a.totalIosWritten == b.totalIosWritten && a.bwBytesWritten == b.bwBytesWritten
        && sameLatency(a.slat, b.slat) && sameLatency(a.clat, b.clat) && sameLatency(a.lat, b.lat);
}

inline void compareRuns(const std::vector<FioRun>& tree, const std::vector<FioRun>& streamed, const QString& file)
{
    QVERIFY2(tree.size() == streamed.size(), qPrintable(file));
    for (std::size_t r = 0; r < tree.size(); ++r) {
        const FioRun& a = tree[r];
        const FioRun& b = streamed[r];
        QCOMPARE(b.fioVersion, a.fioVersion);
        QCOMPARE(b.microsecondKeys, a.microsecondKeys);
        QCOMPARE(b.timestampSec, a.timestampSec);
        QCOMPARE(b.clientMode, a.clientMode);
        QVERIFY2(a.jobs.size() == b.jobs.size(), qPrintable(file));
        for (std::size_t j = 0; j < a.jobs.size(); ++j) {
            const FioJobEntry& x = a.jobs[j];
            const FioJobEntry& y = b.jobs[j];
            QCOMPARE(y.jobName, x.jobName);
            QCOMPARE(y.host, x.host);
            QCOMPARE(y.groupId, x.groupId);
            QCOMPARE(y.allClients, x.allClients);
            QCOMPARE(y.options, x.options);
            QCOMPARE(y.hasOptions, x.hasOptions);
            QCOMPARE(y.error, x.error);
            QCOMPARE(y.usrCpuPct, x.usrCpuPct);
            QCOMPARE(y.sysCpuPct, x.sysCpuPct);
            QCOMPARE(y.eta, x.eta);
            QCOMPARE(y.jsonPath, x.jsonPath);
            QVERIFY2(sameDirection(x.read, y.read), qPrintable(file + QStringLiteral(" read ") + x.jsonPath));
            QVERIFY2(sameDirection(x.write, y.write), qPrintable(file + QStringLiteral(" write ") + x.jsonPath));
            QVERIFY2(sameDirection(x.mixed, y.mixed), qPrintable(file + QStringLiteral(" mixed ") + x.jsonPath));
        }
    }
}

} // namespace headroom::test
