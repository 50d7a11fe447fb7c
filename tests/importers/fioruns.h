// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The runs of a fio file read by the engine (simdjson On Demand, as the importer reads them) and by the oracle
// (nlohmann's whole-document parse and the tree reader, fiooracle.h), and their field-by-field comparison.
#include "fiooracle.h"
#include "importers/fiojsonreader.h"

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

// `expected` (the oracle's) and `actual` (the engine's) hold the same runs, field by field.
inline void compareRuns(const std::vector<FioRun>& expected, const std::vector<FioRun>& actual, const QString& file)
{
    QVERIFY2(expected.size() == actual.size(), qPrintable(file));
    for (std::size_t r = 0; r < expected.size(); ++r) {
        const FioRun& a = expected[r];
        const FioRun& b = actual[r];
        QCOMPARE(b.fioVersion, a.fioVersion);
        QCOMPARE(b.microsecondKeys, a.microsecondKeys);
        QCOMPARE(b.timestampSec, a.timestampSec);
        QCOMPARE(b.clientMode, a.clientMode);
        QCOMPARE(b.line, a.line);
        QVERIFY2(a.jobs.size() == b.jobs.size(), qPrintable(file));
        for (std::size_t j = 0; j < a.jobs.size(); ++j) {
            const FioJobEntry& x = a.jobs[j];
            const FioJobEntry& y = b.jobs[j];
            QCOMPARE(y.jobName, x.jobName);
            QCOMPARE(y.host, x.host);
            QCOMPARE(y.port, x.port);
            QCOMPARE(y.groupId, x.groupId);
            QCOMPARE(y.allClients, x.allClients);
            QCOMPARE(y.options, x.options);
            QCOMPARE(y.hasOptions, x.hasOptions);
            QCOMPARE(y.error, x.error);
            QCOMPARE(y.unified, x.unified);
            QCOMPARE(y.usrCpuPct, x.usrCpuPct);
            QCOMPARE(y.sysCpuPct, x.sysCpuPct);
            QCOMPARE(y.eta, x.eta);
            QCOMPARE(y.elapsedSec, x.elapsedSec);
            QCOMPARE(y.jsonPath, x.jsonPath);
            QVERIFY2(sameDirection(x.read, y.read), qPrintable(file + QStringLiteral(" read ") + x.jsonPath));
            QVERIFY2(sameDirection(x.write, y.write), qPrintable(file + QStringLiteral(" write ") + x.jsonPath));
            QVERIFY2(sameDirection(x.mixed, y.mixed), qPrintable(file + QStringLiteral(" mixed ") + x.jsonPath));
        }
    }
}

// The engine's runs and the oracle's for one file, compared; `minimumJobs`: how many jobs the file holds at least, so
// that a comparison of two empty results cannot pass.
inline void engineMatchesOracle(const QByteArray& bytes, const QString& name, std::size_t minimumJobs = 1)
{
    const auto oracle = oracleFioRuns(bytes, name);
    const auto engine = readFioRuns(bytes, name);
    QVERIFY2(oracle, qPrintable(oracle ? QString() : oracle.error()));
    QVERIFY2(engine, qPrintable(engine ? QString() : engine.error()));
    QVERIFY2(!engine->empty() && engine->back().jobs.size() >= minimumJobs, qPrintable(name));
    compareRuns(*oracle, *engine, name);
}

} // namespace headroom::test
