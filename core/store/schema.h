// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine.h"

#include <cstdint>

#include <QStringList>

namespace headroom::schema {

// SQLite's header field "application id" marks a file as a Headroom library ("Hdrm").
inline constexpr std::uint32_t kApplicationId = 0x4864726d;

// Migration N takes a library from schema N-1 to N. A released migration is never edited:
// add a new one. A SQLite library's PRAGMA user_version is the schema it is at; a team library's is in its one-row
// table headroom_library (teamBootstrap()).
// The SQLite statements of every migration.
const QList<QStringList>& migrations();
// Migration `version`'s statements for an engine: the SQL both accept written once, its types rendered for
// PostgreSQL (postgresTypes()), and the statements of one engine only where they differ.
QStringList migration(int version, Engine engine);
inline int currentVersion()
{
    return static_cast<int>(migrations().size());
}

// A shared statement for PostgreSQL: SQLite's types by their PostgreSQL names (INTEGER PRIMARY KEY: an identity
// column; INTEGER: BIGINT, SQLite's integers being 64 bits; REAL: DOUBLE PRECISION; BLOB: BYTEA) and text compared
// byte by byte (COLLATE "C", SQLite's BINARY), so that both engines sort names alike.
QString postgresTypes(const QString& statement);

// The channel a team library's triggers notify when its content changed (schema 10): LISTEN on it to hear of others'
// imports and edits.
inline constexpr const char* kChangeChannel = "headroom_library_changed";

// What marks a PostgreSQL database as a team library, with the schema it is at: one row, made by the first writer.
inline constexpr const char* kTeamApplication = "Headroom results library";
QStringList teamBootstrap();

} // namespace headroom::schema
