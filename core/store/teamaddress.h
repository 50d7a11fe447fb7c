// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QString>

// A team library's address: a PostgreSQL connection URI (libpq's own form, the one teams already write),
//   postgresql://[user@]host[:port]/dbname[?sslmode=…&sslrootcert=…]
// where host may also be a socket folder, percent-encoded ("%2Frun%2Fpostgresql"). A library argument that is not
// such an address is a SQLite file's path. Passwords never appear here: libpq takes them from ~/.pgpass or
// PGPASSWORD, and an address that carries one is refused, so it cannot end in settings or shell history.
namespace headroom {

struct TeamAddress {
    QString user; // empty: libpq's default (PGUSER, the OS user)
    QString host; // a name, an address or a socket folder
    int port = 5432;
    QString database;
    QList<QPair<QString, QString>> options; // libpq connection parameters, in the order given (sslmode, …)

    // The address again, without anything secret: what messages and the window title show.
    QString display() const;
};

// True when `text` is meant as a team library (it starts with postgresql:// or postgres://).
bool isTeamAddress(const QString& text);

// Reads an address; the error names the part at fault (field "db").
Expected<TeamAddress> parseTeamAddress(const QString& text);

// Opens a QPSQL connection named `connectionName` to the address. The error names host, port and database and
// gives libpq's reason; the connection is removed again on failure. `password` (else one remembered for the address,
// else none: libpq's ~/.pgpass or PGPASSWORD) goes to the connection only.
Expected<QSqlDatabase> openTeamConnection(
    const TeamAddress& address, const QString& connectionName, const QString& password = QString());

// A password the user typed for an address (the GUI's prompt), kept in this process's memory only, never written
// anywhere, so that every connection to that address (a library opens more than one) can use it.
void rememberTeamPassword(const TeamAddress& address, const QString& password);
void forgetTeamPassword(const TeamAddress& address);
// True when a connection error says the server wants a password, or another one (libpq's "no password supplied",
// "password authentication failed").
bool asksForPassword(const QString& error);

} // namespace headroom
