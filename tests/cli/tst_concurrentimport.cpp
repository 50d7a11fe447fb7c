// SPDX-License-Identifier: GPL-3.0-or-later
// Two imports of the same folder: started at the same moment or one after the other, the answer is the same — each
// file is stored once, the later import reports it as a skipped duplicate, and both exit 0. Processes are the real
// headroom-cli binary.
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/mustread.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

constexpr int kFiles = 12;
constexpr int kRows = 300;

// A folder of CSV files of published figures, each a different source.
bool writeFolder(const QString& dir)
{
    for (int file = 0; file < kFiles; ++file) {
        QFile csv(QDir(dir).filePath(QStringLiteral("run%1.csv").arg(file)));
        if (!csv.open(QIODevice::WriteOnly)) {
            return false;
        }
        QByteArray text("system,workload,iops,latency_ms\n");
        for (int row = 0; row < kRows; ++row) {
            text += QStringLiteral("box%1,w%2,%3,0.5\n").arg(file).arg(row).arg(1000 + row).toUtf8();
        }
        if (csv.write(text) != text.size()) {
            return false;
        }
    }
    return true;
}

struct ImportRun {
    int exitCode = -1;
    nlohmann::json report; // --json
    QString err;
};

ImportRun finish(QProcess& process)
{
    ImportRun run;
    if (!process.waitForFinished(120'000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("did not finish");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.report = nlohmann::json::parse(process.readAllStandardOutput().toStdString(), nullptr, false);
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QStringList importArguments(const QString& db, const QString& folder)
{
    return { QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("import"), folder };
}

// A library that exists before the two imports start: two processes creating one file is another question.
bool makeLibrary(const QString& db, const QString& dir)
{
    const QString seed = QDir(dir).filePath(QStringLiteral("seed.csv"));
    QFile csv(seed);
    if (!csv.open(QIODevice::WriteOnly) || csv.write("system,workload,iops,latency_ms\nseed,w,1,0.5\n") <= 0) {
        return false;
    }
    csv.close();
    return testing::runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("import"), seed }).exitCode == 0;
}

// The two reports of one folder imported twice: one stored every file, the other skipped every file, both exit 0.
void checkOneStoredOneSkipped(const ImportRun& a, const ImportRun& b, const QString& round)
{
    for (const ImportRun* run : { &a, &b }) {
        QVERIFY2(run->exitCode == 0, qPrintable(round + QStringLiteral(": ") + run->err));
        QVERIFY2(run->report.is_object(), qPrintable(round));
    }
    const ImportRun& first = a.report["imported"].get<int>() == kFiles ? a : b;
    const ImportRun& second = &first == &a ? b : a;
    QCOMPARE(first.report["imported"].get<int>(), kFiles);
    QCOMPARE(first.report["duplicates"].get<int>(), 0);
    QCOMPARE(first.report["measurements"].size(), std::size_t(kFiles * kRows));
    QCOMPARE(second.report["imported"].get<int>(), 0);
    QCOMPARE(second.report["duplicates"].get<int>(), kFiles);
    QCOMPARE(second.report["measurements"].size(), std::size_t(0));
    QCOMPARE(second.report["sources"].size(), std::size_t(0));
    QCOMPARE(second.report["warnings"].size(), std::size_t(kFiles));
    for (const auto& warning : second.report["warnings"]) {
        const QString text = QString::fromStdString(warning.get<std::string>());
        QVERIFY2(text.contains(QStringLiteral(": already in the library (source #"))
                && text.endsWith(QStringLiteral("; skipped")),
            qPrintable(text));
    }
}

} // namespace

class TestConcurrentImport : public QObject {
    Q_OBJECT

private slots:
    void oneAfterTheOther()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("results"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(writeFolder(folder));
        const QString db = dir.filePath(QStringLiteral("lib.headroom"));
        QVERIFY(makeLibrary(db, dir.path()));
        QProcess first;
        first.start(QStringLiteral(HEADROOM_CLI_PATH), importArguments(db, folder));
        const ImportRun a = finish(first);
        QProcess second;
        second.start(QStringLiteral(HEADROOM_CLI_PATH), importArguments(db, folder));
        const ImportRun b = finish(second);
        checkOneStoredOneSkipped(a, b, QStringLiteral("sequential"));
        QVERIFY(a.report["imported"].get<int>() == kFiles); // the first stored, the second skipped
    }

    // Both processes parse the folder, find none of its files in the library and then commit: the second to take
    // the write lock finds them there. Before the check moved under the write lock, it failed with "already in the
    // library … nothing was imported" (exit 1) in most rounds.
    void atTheSameMoment()
    {
        constexpr int kRounds = 5;
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("results"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(writeFolder(folder));
        for (int round = 0; round < kRounds; ++round) {
            const QString db = dir.filePath(QStringLiteral("lib%1.headroom").arg(round));
            QVERIFY(makeLibrary(db, dir.path()));
            QProcess a;
            QProcess b;
            a.start(QStringLiteral(HEADROOM_CLI_PATH), importArguments(db, folder));
            b.start(QStringLiteral(HEADROOM_CLI_PATH), importArguments(db, folder));
            const ImportRun runA = finish(a);
            const ImportRun runB = finish(b);
            checkOneStoredOneSkipped(runA, runB, QStringLiteral("round %1").arg(round));
            if (QTest::currentTestFailed()) {
                return;
            }
            auto library = ResultsLibrary::open(db, ResultsLibrary::Mode::ReadOnly);
            QVERIFY2(library, qPrintable(library ? QString() : library.error()));
            QCOMPARE(mustRead((*library)->measurementCount()), 1 + kFiles * kRows);
            QCOMPARE(mustRead((*library)->sources()).size(), 1 + kFiles);
        }
    }
};

QTEST_GUILESS_MAIN(TestConcurrentImport)
#include "tst_concurrentimport.moc"
