// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamaddress.h"

#include <QHash>
#include <QMutex>
#include <QSqlError>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

namespace headroom {
namespace {

// The libpq parameters an address may set; anything else is a typing error the user should hear about.
const QStringList kAllowedOptions { QStringLiteral("sslmode"), QStringLiteral("sslrootcert"), QStringLiteral("sslcert"),
    QStringLiteral("sslkey"), QStringLiteral("connect_timeout"), QStringLiteral("application_name"),
    QStringLiteral("target_session_attrs") };

const QStringList kSslModes { QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
    QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full") };

Error addressError(const QString& text, const QString& why)
{
    return failField(QStringLiteral("db"), QStringLiteral("team library address '%1': %2").arg(text, why));
}

Status checkOption(const QString& text, const QString& key, const QString& value)
{
    if (!kAllowedOptions.contains(key)) {
        return addressError(text,
            QStringLiteral("unknown parameter '%1' (known: %2)").arg(key, kAllowedOptions.join(QStringLiteral(", "))));
    }
    if (key == QLatin1String("sslmode") && !kSslModes.contains(value)) {
        return addressError(
            text, QStringLiteral("sslmode '%1' is not one of %2").arg(value, kSslModes.join(QStringLiteral(", "))));
    }
    return success();
}

// "sslmode=require sslrootcert='/a b/ca.crt'": libpq's conninfo quoting for QPSQL's connect options.
QString connectOptions(const TeamAddress& address)
{
    QStringList parts;
    for (const auto& [key, value] : address.options) {
        QString quoted = value;
        quoted.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
        parts << key + QStringLiteral("='") + quoted + QLatin1Char('\'');
    }
    return parts.join(QLatin1Char(';'));
}

// libpq's form for a socket folder as host ("%2Frun%2Fpostgresql") is no host QUrl accepts: read with a stand-in
// host, the folder kept apart.
struct SocketHost {
    QString urlText; // the text QUrl reads
    QString folder; // empty: the host is a name or an address
};

SocketHost takeSocketFolder(const QString& text)
{
    const qsizetype hostStart = text.indexOf(QStringLiteral("://")) + 3;
    const qsizetype at = text.indexOf(QLatin1Char('@'), hostStart);
    const qsizetype pathStart = text.indexOf(QLatin1Char('/'), hostStart);
    const qsizetype start = (at >= 0 && (pathStart < 0 || at < pathStart)) ? at + 1 : hostStart;
    if (!text.mid(start, 3).startsWith(QLatin1String("%2F"), Qt::CaseInsensitive)) {
        return { text, {} };
    }
    qsizetype end = start;
    while (end < text.size() && text.at(end) != QLatin1Char(':') && text.at(end) != QLatin1Char('/')) {
        ++end;
    }
    const QString folder = QUrl::fromPercentEncoding(text.mid(start, end - start).toUtf8());
    return { text.left(start) + QStringLiteral("socket.invalid") + text.mid(end), folder };
}

} // namespace

QString TeamAddress::display() const
{
    QString text = QStringLiteral("postgresql://");
    if (!user.isEmpty()) {
        text += user + QLatin1Char('@');
    }
    text += host.startsWith(QLatin1Char('/')) ? QString::fromLatin1(QUrl::toPercentEncoding(host)) : host;
    text += QLatin1Char(':') + QString::number(port) + QLatin1Char('/') + database;
    QStringList query;
    for (const auto& [key, value] : options) {
        query << key + QLatin1Char('=') + value;
    }
    return query.isEmpty() ? text : text + QLatin1Char('?') + query.join(QLatin1Char('&'));
}

bool isTeamAddress(const QString& text)
{
    return text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"));
}

Expected<TeamAddress> parseTeamAddress(const QString& text)
{
    const SocketHost socket = takeSocketFolder(text);
    const QUrl url(socket.urlText, QUrl::StrictMode);
    if (!isTeamAddress(text) || !url.isValid()) {
        return addressError(text, QStringLiteral("expected postgresql://[user@]host[:port]/dbname[?sslmode=…]"));
    }
    if (!url.password().isEmpty()) {
        return addressError(url.toDisplayString(QUrl::RemovePassword),
            QStringLiteral("a password does not belong in the address: put it in ~/.pgpass or PGPASSWORD"));
    }
    TeamAddress address;
    address.user = url.userName(QUrl::FullyDecoded);
    address.host = socket.folder.isEmpty() ? url.host(QUrl::FullyDecoded) : socket.folder;
    address.port = url.port(5432);
    address.database = url.path(QUrl::FullyDecoded).mid(1);
    if (address.host.isEmpty()) {
        return addressError(text, QStringLiteral("no host (a name, an address or a socket folder)"));
    }
    if (address.database.isEmpty() || address.database.contains(QLatin1Char('/'))) {
        return addressError(text, QStringLiteral("no database name after the host (…/dbname)"));
    }
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (const Status checked = checkOption(text, key, value); !checked.ok()) {
            return checked.failure();
        }
        address.options.append({ key, value });
    }
    return address;
}

namespace {

// Address (display()) → password typed this session; memory only.
struct Passwords {
    QMutex mutex;
    QHash<QString, QString> byAddress;
};

Passwords& passwords()
{
    static Passwords instance;
    return instance;
}

QString rememberedPassword(const TeamAddress& address)
{
    Passwords& all = passwords();
    const QMutexLocker lock(&all.mutex);
    return all.byAddress.value(address.display());
}

} // namespace

void rememberTeamPassword(const TeamAddress& address, const QString& password)
{
    Passwords& all = passwords();
    const QMutexLocker lock(&all.mutex);
    all.byAddress.insert(address.display(), password);
}

void forgetTeamPassword(const TeamAddress& address)
{
    Passwords& all = passwords();
    const QMutexLocker lock(&all.mutex);
    all.byAddress.remove(address.display());
}

bool asksForPassword(const QString& error)
{
    return error.contains(QLatin1String("no password supplied"))
        || error.contains(QLatin1String("password authentication failed"));
}

Expected<QSqlDatabase> openTeamConnection(
    const TeamAddress& address, const QString& connectionName, const QString& password)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    if (!db.isValid()) {
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connectionName);
        return fail(QStringLiteral("cannot open team library %1: Qt's PostgreSQL driver (QPSQL) is not installed "
                                   "(Debian: libqt6sql6-psql)")
                        .arg(address.display()));
    }
    db.setHostName(address.host);
    db.setPort(address.port);
    db.setDatabaseName(address.database);
    db.setUserName(address.user);
    db.setConnectOptions(connectOptions(address));
    const QString secret = password.isEmpty() ? rememberedPassword(address) : password;
    if (!secret.isEmpty()) {
        db.setPassword(secret);
    }
    if (db.open()) {
        return db;
    }
    const QSqlError error = db.lastError();
    const QString reason = error.databaseText().trimmed().isEmpty() ? error.text() : error.databaseText().trimmed();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(connectionName);
    return fail(QStringLiteral("cannot connect to team library %1 (host %2, port %3, database %4): %5")
                    .arg(address.display(), address.host, QString::number(address.port), address.database, reason));
}

} // namespace headroom
