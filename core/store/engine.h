// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace headroom {

// The two engines a results library lives in: a SQLite file on one machine, or a team library on a PostgreSQL server
// (teamaddress.h). The SQL both accept is written once; the few places they differ ask which one a connection is.
enum class Engine { Sqlite, Postgres };

inline Engine engineOf(const QSqlDatabase& db)
{
    return db.driverName() == QLatin1String("QPSQL") ? Engine::Postgres : Engine::Sqlite;
}

} // namespace headroom
