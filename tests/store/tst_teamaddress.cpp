// SPDX-License-Identifier: GPL-3.0-or-later
// Team library addresses (issue 26): the postgresql:// form read with errors that name the part at fault, and
// connections to a real PostgreSQL server of the test's own, over its socket and over TLS, with the password from
// PGPASSWORD or a pgpass file, and failures that name host, port, database and libpq's reason.
#include "store/teamaddress.h"
#include "support/postgresserver.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

class TstTeamAddress : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void readsAnAddress();
    void readsASocketFolder();
    void refusesWhatIsNotAnAddress_data();
    void refusesWhatIsNotAnAddress();
    void connectsOverTheSocket();
    void connectsOverTlsWithPgpassword();
    void verifiesTheServerWithACaFile();
    void readsThePasswordFromAPgpassFile();
    void namesWhereAndWhyWhenItCannotConnect();

private:
    Expected<QSqlDatabase> open(const QString& url, const QString& name);
    static bool usesTls(QSqlDatabase& db);

    std::unique_ptr<test::PostgresServer> m_server;
};

void TstTeamAddress::initTestCase()
{
    QString why;
    m_server = test::PostgresServer::start(&why);
    QVERIFY2(m_server, qPrintable(why));
    QVERIFY(m_server->psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE team")));
    QVERIFY(m_server->psql(QStringLiteral("postgres"), QStringLiteral("CREATE ROLE alice LOGIN PASSWORD 'wonder'")));
    qunsetenv("PGPASSWORD");
    qunsetenv("PGPASSFILE");
}

void TstTeamAddress::cleanupTestCase()
{
    m_server.reset();
}

Expected<QSqlDatabase> TstTeamAddress::open(const QString& url, const QString& name)
{
    const auto address = parseTeamAddress(url);
    if (!address.ok()) {
        return address.failure();
    }
    return openTeamConnection(*address, name);
}

bool TstTeamAddress::usesTls(QSqlDatabase& db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")) && query.next()
        && query.value(0).toBool();
}

void TstTeamAddress::readsAnAddress()
{
    QVERIFY(isTeamAddress(QStringLiteral("postgresql://h/db")));
    QVERIFY(isTeamAddress(QStringLiteral("postgres://h/db")));
    QVERIFY(!isTeamAddress(QStringLiteral("/home/me/lab.headroom")));

    const auto full = parseTeamAddress(
        QStringLiteral("postgresql://alice@db.lab:6432/team?sslmode=verify-full&sslrootcert=/etc/ca.crt"));
    QVERIFY2(full.ok(), qPrintable(full.ok() ? QString() : full.error()));
    QCOMPARE(full->user, QStringLiteral("alice"));
    QCOMPARE(full->host, QStringLiteral("db.lab"));
    QCOMPARE(full->port, 6432);
    QCOMPARE(full->database, QStringLiteral("team"));
    QCOMPARE(full->options.size(), 2);
    QCOMPARE(full->options.at(0).second, QStringLiteral("verify-full"));
    QCOMPARE(full->display(),
        QStringLiteral("postgresql://alice@db.lab:6432/team?sslmode=verify-full&sslrootcert=/etc/ca.crt"));

    const auto plain = parseTeamAddress(QStringLiteral("postgresql://db.lab/team"));
    QVERIFY(plain.ok());
    QCOMPARE(plain->port, 5432);
    QVERIFY(plain->user.isEmpty());
}

void TstTeamAddress::readsASocketFolder()
{
    const auto address = parseTeamAddress(QStringLiteral("postgresql://bob@%2Frun%2Fpostgresql:5433/team"));
    QVERIFY2(address.ok(), qPrintable(address.ok() ? QString() : address.error()));
    QCOMPARE(address->host, QStringLiteral("/run/postgresql"));
    QCOMPARE(address->user, QStringLiteral("bob"));
    QCOMPARE(address->port, 5433);
    QCOMPARE(address->display(), QStringLiteral("postgresql://bob@%2Frun%2Fpostgresql:5433/team"));
}

void TstTeamAddress::refusesWhatIsNotAnAddress_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("named");
    QTest::newRow("password") << "postgresql://alice:secret@h/db"
                              << "~/.pgpass or PGPASSWORD";
    QTest::newRow("no database") << "postgresql://h"
                                 << "no database name";
    QTest::newRow("no host") << "postgresql:///db"
                             << "no host";
    QTest::newRow("unknown parameter") << "postgresql://h/db?sslmod=require"
                                       << "unknown parameter 'sslmod'";
    QTest::newRow("sslmode") << "postgresql://h/db?sslmode=always"
                             << "sslmode 'always' is not one of";
    QTest::newRow("a path") << "/tmp/lab.headroom"
                            << "expected postgresql://";
}

void TstTeamAddress::refusesWhatIsNotAnAddress()
{
    QFETCH(QString, text);
    QFETCH(QString, named);
    const auto address = parseTeamAddress(text);
    QVERIFY(!address.ok());
    QVERIFY2(address.error().contains(named), qPrintable(address.error()));
    QCOMPARE(address.failure().fields, QStringList { QStringLiteral("db") });
    QVERIFY2(!address.error().contains(QStringLiteral("secret")), "the password is repeated in the message");
}

void TstTeamAddress::connectsOverTheSocket()
{
    auto db = open(m_server->socketUrl(QStringLiteral("team"), m_server->superuser()), QStringLiteral("socket"));
    QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error()));
    QSqlQuery query(*db);
    QVERIFY(query.exec(QStringLiteral("SELECT current_database(), current_user")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("team"));
    QCOMPARE(query.value(1).toString(), m_server->superuser());
}

void TstTeamAddress::connectsOverTlsWithPgpassword()
{
    qputenv("PGPASSWORD", "wonder");
    auto db
        = open(m_server->tcpUrl(QStringLiteral("team"), QStringLiteral("alice"), QStringLiteral("?sslmode=require")),
            QStringLiteral("tls"));
    qunsetenv("PGPASSWORD");
    QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error()));
    QVERIFY(usesTls(*db));
}

void TstTeamAddress::verifiesTheServerWithACaFile()
{
    qputenv("PGPASSWORD", "wonder");
    auto verified = open(m_server->tcpUrl(QStringLiteral("team"), QStringLiteral("alice"),
                             QStringLiteral("?sslmode=verify-full&sslrootcert=") + m_server->caFile()),
        QStringLiteral("verified"));
    QTemporaryDir empty;
    auto unverifiable
        = open(m_server->tcpUrl(QStringLiteral("team"), QStringLiteral("alice"),
                   QStringLiteral("?sslmode=verify-full&sslrootcert=") + empty.filePath(QStringLiteral("none.crt"))),
            QStringLiteral("unverifiable"));
    qunsetenv("PGPASSWORD");
    QVERIFY2(verified.ok(), qPrintable(verified.ok() ? QString() : verified.error()));
    QVERIFY(usesTls(*verified));
    QVERIFY(!unverifiable.ok());
    QVERIFY2(unverifiable.error().contains(QStringLiteral("none.crt")), qPrintable(unverifiable.error()));
}

void TstTeamAddress::readsThePasswordFromAPgpassFile()
{
    QTemporaryDir home;
    const QString pgpass = home.filePath(QStringLiteral("pgpass"));
    QFile file(pgpass);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral("localhost:%1:team:alice:wonder\n").arg(m_server->port()).toUtf8());
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner); // libpq ignores a pgpass others may read
    qputenv("PGPASSFILE", pgpass.toLocal8Bit());
    auto db
        = open(m_server->tcpUrl(QStringLiteral("team"), QStringLiteral("alice"), QStringLiteral("?sslmode=require")),
            QStringLiteral("pgpass"));
    qunsetenv("PGPASSFILE");
    QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error()));
}

void TstTeamAddress::namesWhereAndWhyWhenItCannotConnect()
{
    qputenv("PGPASSWORD", "wrong");
    const auto refused
        = open(m_server->tcpUrl(QStringLiteral("team"), QStringLiteral("alice")), QStringLiteral("refused"));
    qunsetenv("PGPASSWORD");
    QVERIFY(!refused.ok());
    const QString port = QString::number(m_server->port());
    for (const QString& part : { QStringLiteral("host localhost"), QStringLiteral("port ") + port,
             QStringLiteral("database team"), QStringLiteral("password authentication failed") }) {
        QVERIFY2(refused.error().contains(part), qPrintable(refused.error()));
    }
    QVERIFY2(!refused.error().contains(QStringLiteral("wrong")), "the password is repeated in the message");

    const auto missing
        = open(m_server->socketUrl(QStringLiteral("nosuch"), m_server->superuser()), QStringLiteral("missing"));
    QVERIFY(!missing.ok());
    QVERIFY2(
        missing.error().contains(QStringLiteral("database \"nosuch\" does not exist")), qPrintable(missing.error()));
    QVERIFY(!QSqlDatabase::contains(QStringLiteral("missing")));
}

QTEST_GUILESS_MAIN(TstTeamAddress)
#include "tst_teamaddress.moc"
