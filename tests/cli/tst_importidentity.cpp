// SPDX-License-Identifier: GPL-3.0-or-later
// What an import stores and leaves, run by the real headroom-cli on real output of Debian's fio generated here: the
// same run saved again under other bytes is a duplicate (fio's own run identity), a file that holds some runs already
// stored is refused with the library unchanged, a refused import leaves no library file behind, a dry run needs no
// library, and sources are stored by their absolute path.
#include "../importers/fiorunner.h"
#include "support/clirun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using testing::runCliBinary;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A real two-job fio run (a random read and a random write job, one after the other).
QStringList twoJobs(const QString& dataFile)
{
    QStringList read = test::smallJob(dataFile, QStringLiteral("randread"));
    QStringList write = test::smallJob(dataFile, QStringLiteral("randwrite"));
    write.replace(0, QStringLiteral("--name=w"));
    write << QStringLiteral("--stonewall");
    return read + write + QStringList { QStringLiteral("--output-format=json") };
}

nlohmann::json report(const testing::CliProcessRun& run)
{
    return nlohmann::json::parse(run.out.toStdString(), nullptr, false);
}

} // namespace

class TestImportIdentity : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_run; // the real two-job output
    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required (packaging/bootstrap installs it)");
        m_run = path(QStringLiteral("two-jobs.json"));
        QString error;
        QVERIFY2(!test::runFio(twoJobs(path(QStringLiteral("data"))), m_run, error).isEmpty(), qPrintable(error));
    }

    // The output saved again with one more space (another sha256) holds the same runs: skipped as a duplicate.
    void sameRunsUnderOtherBytesAreADuplicate()
    {
        const QString db = path(QStringLiteral("again.headroom"));
        const auto first = runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("--json"),
            QStringLiteral("import"), m_run, QStringLiteral("--system"), QStringLiteral("lab") });
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QCOMPARE(report(first)["measurements"].size(), std::size_t(2));
        QFile original(m_run);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QString resaved = path(QStringLiteral("two-jobs-saved-again.json"));
        QVERIFY(writeFile(resaved, original.readAll() + " \n"));
        const auto again = runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("--json"),
            QStringLiteral("import"), resaved, QStringLiteral("--system"), QStringLiteral("lab") });
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        const nlohmann::json out = report(again);
        QCOMPARE(out["imported"].get<int>(), 0);
        QCOMPARE(out["duplicates"].get<int>(), 1);
        const QString warning = QString::fromStdString(out["warnings"][0].get<std::string>());
        QVERIFY2(warning.contains(QStringLiteral("every run it holds (2) is already in the library (source #1)")),
            qPrintable(warning));
    }

    // Derived by a stated mechanical transformation of the real output: its second job removed. Once that one-job
    // file is stored, the whole output holds one stored run and one new: refused, and the library is unchanged.
    void someRunsKnownIsRefused()
    {
        QFile original(m_run);
        QVERIFY(original.open(QIODevice::ReadOnly));
        nlohmann::json json = nlohmann::json::parse(original.readAll().toStdString(), nullptr, false);
        QVERIFY(json.is_object() && json["jobs"].size() == 2);
        json["jobs"].erase(1);
        const QString firstJob = path(QStringLiteral("first-job-only.json"));
        QVERIFY(writeFile(firstJob, QByteArray::fromStdString(json.dump(2))));
        const QString db = path(QStringLiteral("partial.headroom"));
        const QStringList system { QStringLiteral("--system"), QStringLiteral("lab") };
        QCOMPARE(runCliBinary(QStringList { QStringLiteral("--db"), db, QStringLiteral("import"), firstJob } + system)
                     .exitCode,
            0);
        QFile before(db);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray bytesBefore = before.readAll();
        before.close();
        const auto both
            = runCliBinary(QStringList { QStringLiteral("--db"), db, QStringLiteral("import"), m_run } + system);
        QCOMPARE(both.exitCode, 1);
        QVERIFY2(both.err.contains(QStringLiteral("1 of its 2 runs are already in the library (source #1)")),
            qPrintable(both.err));
        QVERIFY2(both.err.contains(QStringLiteral("nothing was imported")), qPrintable(both.err));
        QVERIFY(before.open(QIODevice::ReadOnly));
        QCOMPARE(before.readAll(), bytesBefore);
    }

    // A refused import (a file of no known format) into a library that did not exist leaves no file behind.
    void refusedImportLeavesNoLibrary()
    {
        const QString foreign = path(QStringLiteral("notes.txt"));
        QVERIFY(writeFile(foreign, "these are not benchmark results\n"));
        const QString db = path(QStringLiteral("never/created.headroom"));
        const auto refused = runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("import"), foreign });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(foreign), qPrintable(refused.err));
        QVERIFY(!QFileInfo::exists(db));
        QVERIFY(!QFileInfo::exists(QFileInfo(db).path()));
    }

    // A dry run parses and reports without a library, and creates none.
    void dryRunNeedsNoLibrary()
    {
        const QString db = path(QStringLiteral("dry.headroom"));
        const auto dry = runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("import"),
            QStringLiteral("--dry-run"), m_run, QStringLiteral("--system"), QStringLiteral("lab") });
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        QCOMPARE(report(dry)["sources"].size(), std::size_t(1));
        QVERIFY(report(dry)["dry_run"].get<bool>());
        QVERIFY(!QFileInfo::exists(db));
    }

    // A source given by a relative path is stored by its absolute path: the library says where the file was,
    // whichever folder the import ran in.
    void sourcesAreStoredAbsolute()
    {
        const QString db = path(QStringLiteral("absolute.headroom"));
        QProcess cli;
        cli.setWorkingDirectory(m_dir.path());
        cli.start(QStringLiteral(HEADROOM_CLI_PATH),
            { QStringLiteral("--db"), db, QStringLiteral("import"), QFileInfo(m_run).fileName(),
                QStringLiteral("--system"), QStringLiteral("lab") });
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const auto listed = runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("--json"),
            QStringLiteral("sources"), QStringLiteral("list") });
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        QVERIFY2(listed.out.contains(QFileInfo(m_run).absoluteFilePath().toUtf8()), listed.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestImportIdentity)
#include "tst_importidentity.moc"
