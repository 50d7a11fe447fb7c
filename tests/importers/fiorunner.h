// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs Debian's real fio inside tests to produce real output: tiny psync jobs on a file in a temporary directory.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

namespace headroom::test {

inline QString fioPath()
{
    return QStringLiteral("/usr/bin/fio");
}

// The arguments of a small job on `dataFile`: 4 KiB random read/write, psync, 300 ms.
inline QStringList smallJob(const QString& dataFile, const QString& rw = QStringLiteral("randread"))
{
    return { QStringLiteral("--name=t"), QStringLiteral("--filename=") + dataFile, QStringLiteral("--size=1M"),
        QStringLiteral("--bs=4k"), QStringLiteral("--rw=") + rw, QStringLiteral("--ioengine=psync"),
        QStringLiteral("--runtime=300ms"), QStringLiteral("--time_based") };
}

// Runs fio with `arguments` plus --output=FILE and returns the file's bytes; empty with `error` set on failure.
inline QByteArray runFio(const QStringList& arguments, const QString& outputFile, QString& error)
{
    QProcess fio;
    fio.start(fioPath(), arguments + QStringList { QStringLiteral("--output=") + outputFile });
    if (!fio.waitForFinished(60000) || fio.exitStatus() != QProcess::NormalExit || fio.exitCode() != 0) {
        error = QStringLiteral("fio failed: ") + QString::fromLocal8Bit(fio.readAllStandardError());
        return {};
    }
    QFile file(outputFile);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("no fio output in ") + outputFile;
        return {};
    }
    return file.readAll();
}

// Runs fio like runFio but keeps its output file when fio exits non-zero (a job that failed with an error still
// writes its JSON); empty with `error` set when fio wrote nothing.
inline QByteArray runFioKeepingFailure(const QStringList& arguments, const QString& outputFile, QString& error)
{
    QProcess fio;
    fio.start(fioPath(), arguments + QStringList { QStringLiteral("--output=") + outputFile });
    if (!fio.waitForFinished(60000)) {
        error = QStringLiteral("fio did not finish");
        return {};
    }
    QFile file(outputFile);
    if (!file.open(QIODevice::ReadOnly) || file.size() == 0) {
        error = QStringLiteral("no fio output: ") + QString::fromLocal8Bit(fio.readAllStandardError());
        return {};
    }
    return file.readAll();
}

// A small job on `dataFile` with `extra` options, its JSON in `outputFile`; empty with a warning naming fio's error
// when fio fails, so that the caller's QVERIFY(!bytes.isEmpty()) stops the test with the reason in the log.
inline QByteArray runSmallJob(
    const QString& dataFile, const QString& rw, const QStringList& extra, const QString& outputFile)
{
    QString error;
    const QByteArray bytes = runFio(smallJob(dataFile, rw) + extra, outputFile, error);
    if (bytes.isEmpty()) {
        qWarning("%s", qPrintable(error));
    }
    return bytes;
}

} // namespace headroom::test
