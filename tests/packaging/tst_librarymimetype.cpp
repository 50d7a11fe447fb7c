// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/mimeinstall.h"

#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// The library's MIME type (resources/headroom-mime.xml) as Qt's file dialogs and the desktop see it: a Headroom
// library is application/x-headroom-library by its SQLite header and application id whatever its name, another SQLite
// file is not, and *.headroom matches by name. The database is made as installing the package makes it
// (support/mimeinstall.h).
class TstLibraryMimeType : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aLibraryMatchesByContentWhateverItsName();
    void anotherSqliteFileIsNotALibrary();
    void theExtensionMatchesByName();

private:
    QString createLibrary(const QString& name);
    QTemporaryDir m_dir;
};

namespace {
const QString kLibraryType = QStringLiteral("application/x-headroom-library");
}

void TstLibraryMimeType::initTestCase()
{
    QVERIFY(m_dir.isValid());
    HEADROOM_INSTALL_MIME_TYPE(m_dir.path());
    QVERIFY2(QMimeDatabase().mimeTypeForName(kLibraryType).isValid(), "the type from headroom-mime.xml is not read");
}

// A library as Headroom makes it: headroom-cli creates it (systems set --create), so its header is the real one.
QString TstLibraryMimeType::createLibrary(const QString& name)
{
    const QString path = m_dir.filePath(name);
    QProcess cli;
    cli.start(QStringLiteral(HEADROOM_CLI_PATH),
        { QStringLiteral("--db"), path, QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Lab"),
            QStringLiteral("--create") });
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
        qWarning() << "headroom-cli failed:" << cli.readAllStandardError();
        return {};
    }
    return path;
}

void TstLibraryMimeType::aLibraryMatchesByContentWhateverItsName()
{
    const QString path = createLibrary(QStringLiteral("customer-results.db"));
    QVERIFY(!path.isEmpty());
    const QMimeType type = QMimeDatabase().mimeTypeForFile(path, QMimeDatabase::MatchContent);
    QCOMPARE(type.name(), kLibraryType);
    QVERIFY(type.inherits(QStringLiteral("application/vnd.sqlite3")));
    // The default match (name, then content) agrees: .db says nothing.
    QCOMPARE(QMimeDatabase().mimeTypeForFile(path).name(), kLibraryType);
}

void TstLibraryMimeType::anotherSqliteFileIsNotALibrary()
{
    const QString path = m_dir.filePath(QStringLiteral("other.db"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA application_id = 1")));
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (x)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    const QMimeType type = QMimeDatabase().mimeTypeForFile(path, QMimeDatabase::MatchContent);
    QCOMPARE(type.name(), QStringLiteral("application/vnd.sqlite3"));
}

void TstLibraryMimeType::theExtensionMatchesByName()
{
    QCOMPARE(QMimeDatabase().mimeTypeForFile(QStringLiteral("results.headroom"), QMimeDatabase::MatchExtension).name(),
        kLibraryType);
}

QTEST_GUILESS_MAIN(TstLibraryMimeType)
#include "tst_librarymimetype.moc"
