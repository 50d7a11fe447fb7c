// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary on PostgreSQL (a team library, issue 26): opening one by its address, the schema made and migrated by
// the first writer, a client older than the schema refused. What a SQLite file needs around its connection (the
// check on open, WAL guard, claims in this process, backup before migrating, recovery) concerns files only: the
// server keeps its own data safe, and migrates in one transaction that is all or nothing.
#include "resultslibrary.h"
#include "schema.h"
#include "sqlhelpers.h"
#include "teamaddress.h"

#include <QSqlDriver>
#include <QSqlQuery>
#include <QUuid>

namespace headroom {

namespace {

// What a database holds before the library is opened: a team library at some schema, nothing yet, or something else.
struct TeamState {
    bool marked = false; // it has the headroom_library table
    int version = 0;
    int otherTables = 0;
};

Expected<TeamState> readTeamState(QSqlDatabase& db, const QString& address)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT to_regclass('headroom_library') IS NOT NULL,"
                               " (SELECT count(*) FROM information_schema.tables"
                               "  WHERE table_schema = current_schema())"))
        || !q.next()) {
        return fail(QStringLiteral("%1: %2").arg(
            address, sql::queryError(q, QStringLiteral("reading what the database holds")).message));
    }
    TeamState state;
    state.marked = q.value(0).toBool();
    state.otherTables = q.value(1).toInt();
    if (!state.marked) {
        return state;
    }
    QSqlQuery version(db);
    if (!version.exec(QStringLiteral("SELECT schema_version FROM headroom_library")) || !version.next()) {
        return fail(QStringLiteral("%1: %2").arg(
            address, sql::queryError(version, QStringLiteral("reading the schema version")).message));
    }
    state.version = version.value(0).toInt();
    return state;
}

Error newerSchema(const QString& address, int version)
{
    return fail(QStringLiteral("%1: this team library has schema %2, this Headroom knows up to %3: update Headroom")
                    .arg(address)
                    .arg(version)
                    .arg(schema::currentVersion()));
}

// Why a database cannot be opened as a team library in `mode`, or an empty string.
QString refusal(const TeamState& state, const QString& address, ResultsLibrary::Mode mode)
{
    if (!state.marked && state.otherTables > 0) {
        return QStringLiteral("%1 is not a Headroom team library: the database has %2 table(s) of its own and no "
                              "headroom_library table; nothing was changed")
            .arg(address)
            .arg(state.otherTables);
    }
    if (!state.marked && mode != ResultsLibrary::Mode::ReadWrite) {
        return QStringLiteral("no library at %1 (the database holds no Headroom tables yet; the first import makes "
                              "them)")
            .arg(address);
    }
    if (state.version > schema::currentVersion()) {
        return newerSchema(address, state.version).message;
    }
    if (state.marked && state.version < schema::currentVersion() && mode == ResultsLibrary::Mode::ReadOnly) {
        return QStringLiteral("%1: this team library has schema %2 and this Headroom reads schema %3; the first write "
                              "(an import, an edit) by this Headroom migrates it")
            .arg(address)
            .arg(state.version)
            .arg(schema::currentVersion());
    }
    return {};
}

} // namespace

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openTeam(const QString& text, Mode mode)
{
    const auto address = parseTeamAddress(text);
    if (!address) {
        return fail(address.error());
    }
    // A fresh name per instance: Qt SQL connections are keyed by name and belong to one thread.
    const QString name = QStringLiteral("headroom-team-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    std::unique_ptr<ResultsLibrary> library;
    {
        auto db = openTeamConnection(*address, name);
        if (!db) {
            return fail(db.error());
        }
        library.reset(new ResultsLibrary(*db, address->display()));
    } // the library holds the only handle: removed with it

    const auto state = readTeamState(library->m_db, library->m_path);
    if (!state) {
        return fail(state.error());
    }
    if (const QString why = refusal(*state, library->m_path, mode); !why.isEmpty()) {
        return fail(why);
    }
    if (mode == Mode::ReadOnly) {
        // Not a read-only session: a listing keeps its temporary tables on the connection (measurementlisting.cpp).
        library->setReadOnly(QStringLiteral("%1 was opened read-only").arg(library->m_path));
        return library;
    }
    if (!state->marked || state->version < schema::currentVersion()) {
        if (auto migrated = library->migrateTeam(); !migrated) {
            return fail(QStringLiteral("%1: %2").arg(library->m_path, migrated.error()));
        }
    }
    return library;
}

// The first writer makes or migrates the schema, in one transaction under the team's write lock: a second first
// writer waits, then finds the schema current. A failure leaves the database as it was.
Status ResultsLibrary::migrateTeam()
{
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    for (const QString& statement : schema::teamBootstrap()) {
        if (auto done = sql::execText(m_db, statement, QStringLiteral("marking the team library")); !done) {
            return done;
        }
    }
    const int from = schemaVersion(); // under the lock: another writer may have migrated while this one waited
    const int to = schema::currentVersion();
    if (from < 0) {
        return fail(QStringLiteral("cannot read the schema version"));
    }
    if (from > to) {
        return newerSchema(m_path, from);
    }
    for (int version = from + 1; version <= to; ++version) {
        for (const QString& statement : schema::migration(version, Engine::Postgres)) {
            if (auto done = sql::execText(m_db, statement, QStringLiteral("migration to schema %1").arg(version));
                !done) {
                return done;
            }
        }
    }
    if (auto stamped = sql::execText(m_db, QStringLiteral("UPDATE headroom_library SET schema_version = %1").arg(to),
            QStringLiteral("migration"));
        !stamped) {
        return stamped;
    }
    return transaction.commit();
}

bool ResultsLibrary::watchOthersChanges(QObject* context, std::function<void()> changed)
{
    QSqlDriver* driver = m_db.driver();
    const QString channel = QLatin1String(schema::kChangeChannel);
    if (!isTeamLibrary() || !driver
        || (!driver->subscribedToNotifications().contains(channel) && !driver->subscribeToNotification(channel))) {
        return false;
    }
    // This connection's own writes are the window's, which refreshes after them itself.
    QObject::connect(driver, &QSqlDriver::notification, context,
        [channel, changed = std::move(changed)](
            const QString& name, QSqlDriver::NotificationSource source, const QVariant&) {
            if (name == channel && source == QSqlDriver::OtherSource) {
                changed();
            }
        });
    return true;
}

} // namespace headroom
