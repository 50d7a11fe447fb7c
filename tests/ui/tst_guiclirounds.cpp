// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30, finding 1, as a user met it: the GUI has a library open and imports through File › Import Results… (Qt's
// file dialog lists the folder that holds the library), while headroom-cli, another process, reads and imports into
// the same library. Before the fix, listing the folder read the library's first bytes to choose an icon, which
// dropped the GUI's locks; headroom-cli then took itself for the last connection and deleted -wal and -shm under the
// GUI, whose later imports went to deleted files: integrity_check failed and measurements were missing.
#include "import/importpage.h"
#include "librarysession.h"
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/guiimport.h"
#include "support/mustread.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::testing;

namespace {

constexpr int kRounds = 50;

QStringList integrityCheck(const QString& path)
{
    QStringList rows;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("integrity"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            return { db.lastError().text() };
        }
        QSqlQuery query(db);
        query.exec(QStringLiteral("PRAGMA integrity_check"));
        while (query.next()) {
            rows << query.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("integrity"));
    return rows;
}

} // namespace

class TestGuiCliRounds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_guiclirounds"));
    }

    void guiImportsBesideCliReadsAndImports()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("results")); // the library among the user's results
        const QString cliFolder = dir.filePath(QStringLiteral("cli"));
        QVERIFY(QDir().mkpath(folder) && QDir().mkpath(cliFolder));
        const QString path = QDir(folder).filePath(QStringLiteral("library.headroom"));
        int expected = 0;
        const QStringList first = writeFioVariants(cliFolder, QStringLiteral("first"), 1, &expected);
        const QStringList gui = writeFioVariants(folder, QStringLiteral("gui"), 2 * kRounds, &expected);
        const QStringList cli = writeFioVariants(cliFolder, QStringLiteral("cli"), kRounds, &expected);
        QCOMPARE(gui.size() + cli.size() + first.size(), 3 * kRounds + 1);
        const auto created = runCliBinary({ QStringLiteral("--db"), path, QStringLiteral("import"), first.first(),
            QStringLiteral("--system"), QStringLiteral("A") });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));

        {
            LibrarySession session;
            auto opened = ResultsLibrary::open(path);
            QVERIFY2(opened.ok(), qPrintable(errorOf(opened)));
            session.setLibrary(std::move(opened.value()));
            ImportPage page(&session, nullptr);
            page.show();
            for (int round = 0; round < kRounds; ++round) {
                const int listed = static_cast<int>(QDir(folder).entryList(QDir::Files).size());
                const QStringList names { QFileInfo(gui.at(2 * round)).fileName(),
                    QFileInfo(gui.at(2 * round + 1)).fileName() };
                const auto stored = importThroughFileDialog(page, folder, listed, names);
                QVERIFY2(stored.ok() && *stored > 0,
                    qPrintable(QStringLiteral("round %1: the GUI's import: %2").arg(round).arg(errorOf(stored))));
                const auto read = runCliBinary({ QStringLiteral("--db"), path, QStringLiteral("results") });
                QVERIFY2(read.exitCode == 0, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(read.err)));
                const auto imported = runCliBinary({ QStringLiteral("--db"), path, QStringLiteral("import"),
                    cli.at(round), QStringLiteral("--system"), QStringLiteral("CLI") });
                QVERIFY2(
                    imported.exitCode == 0, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(imported.err)));
            }
        } // the GUI closes its library

        const QStringList integrity = integrityCheck(path);
        QVERIFY2(
            integrity == QStringList { QStringLiteral("ok") }, qPrintable(integrity.mid(0, 5).join(QLatin1Char('\n'))));
        auto reopened = ResultsLibrary::open(path, ResultsLibrary::Mode::ReadOnly);
        QVERIFY2(reopened.ok(), qPrintable(errorOf(reopened)));
        QCOMPARE(mustRead(reopened.value()->sources()).size(), 3 * kRounds + 1);
        QCOMPARE(mustRead(reopened.value()->measurementCount()), expected);
    }
};

QTEST_MAIN(TestGuiCliRounds)
#include "tst_guiclirounds.moc"
