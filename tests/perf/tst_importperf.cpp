// SPDX-License-Identifier: GPL-3.0-or-later
// Import speed on generated inputs built from one real fio json+ run: its job entry repeated until the file reaches
// the target size, and copies of a real json run (each with its own timestamp, so none is a duplicate).
#include "../importers/fiorunner.h"
#include "importers/importplan.h"

#include <ctime>

#include <QElapsedTimer>
#include <QTest>

using namespace headroom;

namespace {

bool fullScale()
{
    return qEnvironmentVariableIntValue("HEADROOM_PERF_FULL") == 1;
}

QByteArray realRun(const QTemporaryDir& dir, const QString& format)
{
    QString error;
    return test::runFio(test::smallJob(dir.filePath(QStringLiteral("data")), QStringLiteral("randrw"))
            + QStringList { QStringLiteral("--output-format=") + format },
        dir.filePath(format + QStringLiteral(".out")), error);
}

// The document with its jobs array holding `copies` of the first job.
QByteArray repeatJobs(const QByteArray& document, qsizetype targetBytes)
{
    const qsizetype jobsStart = document.indexOf("\"jobs\" : [") + 10;
    const qsizetype jobStart = document.indexOf('{', jobsStart);
    const qsizetype jobEnd = document.indexOf("\n    }", jobStart) + 6;
    const QByteArray job = document.mid(jobStart, jobEnd - jobStart);
    QByteArray out = document.left(jobStart);
    out.reserve(targetBytes + document.size());
    out += job;
    while (out.size() < targetBytes) {
        out += ",\n    ";
        out += job;
    }
    out += document.mid(jobEnd);
    return out;
}

// CPU seconds of json.load in python3 (CPU time, because the test machine may be shared and busy).
double pythonJsonLoadSec(const QString& path)
{
    QProcess python;
    python.start(QStringLiteral("python3"),
        { QStringLiteral("-c"),
            QStringLiteral("import json,sys,time; f=open(sys.argv[1]); t=time.process_time(); json.load(f); "
                           "print(time.process_time()-t)"),
            path });
    if (!python.waitForFinished(600000) || python.exitCode() != 0) {
        return -1;
    }
    return python.readAllStandardOutput().trimmed().toDouble();
}

double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

} // namespace

class TestImportPerf : public QObject {
    Q_OBJECT

private slots:
    void largeJsonPlus()
    {
        QTemporaryDir dir;
        const QByteArray real = realRun(dir, QStringLiteral("json+"));
        QVERIFY(!real.isEmpty());
        const qsizetype target = fullScale() ? 100 * 1024 * 1024 : 10 * 1024 * 1024;
        const QByteArray big = repeatJobs(real, target);
        const QString path = dir.filePath(QStringLiteral("big.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(big);
        file.close();
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = cpuSeconds();
        const ImportPlan plan = planImport({ path }, { QStringLiteral("perf"), {}, {}, false });
        const double headroomCpu = cpuSeconds() - cpuStart;
        const double headroomSec = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.sources.size(), 1);
        QCOMPARE(plan.sources.first().measurements.size(), 1); // every copy has the same name: one job, clones merged
        const double pythonSec = pythonJsonLoadSec(path);
        qInfo("json+ file %.1f MB: headroom read+parse+merge %.2f s CPU (%.2f s wall); python3 json.load %.2f s CPU",
            double(big.size()) / 1e6, headroomCpu, headroomSec, pythonSec);
        QVERIFY2(pythonSec > 0, "python3 json.load did not run");
        qInfo("FIGURE json+ import / python3 json.load (CPU): %.2f", headroomCpu / pythonSec);
        if (qEnvironmentVariableIntValue("HEADROOM_PERF_STRICT") == 1) { // the target: no slower than python
            QVERIFY2(headroomCpu <= pythonSec,
                qPrintable(QStringLiteral("headroom %1 s CPU, python3 %2 s").arg(headroomCpu).arg(pythonSec)));
        }
    }

    void manySmallFiles()
    {
        QTemporaryDir dir;
        const QByteArray real = realRun(dir, QStringLiteral("json"));
        QVERIFY(!real.isEmpty());
        const int count = fullScale() ? 10000 : 1000;
        const QString folder = dir.filePath(QStringLiteral("many"));
        QVERIFY(QDir().mkpath(folder));
        const qsizetype stamp = real.indexOf("\"timestamp\" : ") + 14;
        for (int i = 0; i < count; ++i) {
            QByteArray copy = real;
            copy.replace(stamp, 10, QByteArray::number(1700000000 + i));
            QFile file(folder + QStringLiteral("/run-%1.json").arg(i));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(copy);
        }
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = cpuSeconds();
        const ImportPlan plan = planImport({ folder }, { QStringLiteral("perf"), {}, {}, false });
        const double headroomCpu = cpuSeconds() - cpuStart;
        const double headroomSec = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.sources.size(), count);
        qInfo("%d small fio files (%.1f KB each): headroom read+parse %.2f s CPU (%.2f s wall, %.2f ms CPU per file)",
            count, double(real.size()) / 1e3, headroomCpu, headroomSec, headroomCpu * 1000 / count);
    }
};

QTEST_MAIN(TestImportPerf)
#include "tst_importperf.moc"
