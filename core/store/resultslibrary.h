// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine.h"
#include "libraryfile.h"
#include "model/customer.h"
#include "model/expected.h"
#include "model/measurement.h"
#include "model/systemconfig.h"
#include "openlibraries.h"

#include <functional>
#include <memory>
#include <optional>

#include <QHash>
#include <QList>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlRecord>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariantList>

namespace headroom {

// A read of at most one row: the optional is empty when there is no such row, the error says the read failed. It has
// no bool, since `if (library.system(name))` would read as "found" but mean "no SQL error": say .ok(), then test the
// optional.
template <class T> class ExpectedRow : public Expected<std::optional<T>> {
public:
    using Expected<std::optional<T>>::Expected;
    ExpectedRow(T value)
        : Expected<std::optional<T>>(std::optional<T>(std::move(value)))
    {
    }
    explicit operator bool() const = delete;
};

struct MeasurementQuery {
    QString systemName; // empty: every system
    QString workloadName; // empty: every workload
    std::optional<qint64> sourceId;
};

// How much of a read fills in. Rows: what a table of measurements shows (totals, directions with their
// percentiles, source), without latency histograms and per-host resource use. Full: everything stored.
enum class MeasurementDetail { Rows, Full };

// One (system, workload) pair that has measurements, with how many and how many can be drawn on a curve.
struct WorkloadCoverage {
    QString systemName;
    QString workloadName;
    int measurementCount = 0;
    int withIopsCount = 0; // a total or per-direction IOPS
    int withIopsAndLatencyCount = 0; // and a mean latency (combined, read or write)
};

struct ImportSummary {
    qint64 sourceId = 0;
    int measurementsAdded = 0;
    int systemsCreated = 0;
    int workloadsCreated = 0;
    int demandsAdded = 0; // customer demands (one per cluster of a Live Optics export)
};

// What an edit removed or changed, so that it can be undone: the removed rows of every table (the rows that
// referenced them included, found through the schema's foreign keys), re-inserted with their ids, then statements
// that reverse what was changed in place. Opaque to callers; owner thread only.
struct LibraryUndo {
    struct Rows {
        QString table;
        QList<QSqlRecord> records;
    };
    struct Statement {
        QString sql;
        QVariantList values;
    };
    QList<Rows> removed; // parents before children
    QList<Statement> reverse;
    QString description; // "delete system 'X'"
};

struct SourceRecord {
    qint64 id = 0;
    SourceRef ref;
    int measurementCount = 0;
    // Who imported it: a team library's PostgreSQL role (current_user), a SQLite library's OS user; empty for
    // sources imported before schema 9.
    QString importedBy;
};

// The results library: a SQLite file, or a team library on a PostgreSQL server when opened by a postgresql://
// address (teamaddress.h), the same schema and the same behaviour on both. An instance belongs to the thread that
// opened it (Qt SQL connections are per thread); workers return values and the owner stores them. Every write is one
// transaction.
class ResultsLibrary {
public:
    // ReadWrite creates the library when the file does not exist or is empty (an empty file is a library not yet
    // made, for every mode); Existing fails then ("no library at …"), so that editing never creates a file or folder.
    // Both open a library that cannot be written (a read-only file, folder or medium) read-only, with the reason in
    // readOnlyReason(), and migrate an older library after a backup copy "<path>.schema<N>.bak".
    // ReadOnly is for reading and never writes the library: an older schema is read through a migrated temporary
    // copy (note() says so and that the first write migrates the file).
    enum class Mode { ReadWrite, Existing, ReadOnly };

    // Refuses, without touching a byte, anything but a regular file that is a Headroom library (or is empty or
    // missing, to be created), and a library from a newer Headroom. Checks the file with SQLite
    // (IntegrityDepth::OnOpen): a damaged library opens read-only with its problems in damage(), never as if whole.
    // Migrates an older library in one transaction. A create that fails leaves nothing behind (no empty file, no
    // folder it made, a dangling symbolic link it was created through left as it was).
    // A team address (isTeamAddress) opens a team library instead: ReadWrite makes the schema in an empty database
    // and migrates an older one (the first writer does, in one transaction); Existing and ReadOnly refuse a
    // database without a library; ReadOnly refuses an older schema (no copy to read it through); every mode
    // refuses a newer schema ("update Headroom") and a database that holds other tables.
    static Expected<std::unique_ptr<ResultsLibrary>> open(const QString& path, Mode mode = Mode::ReadWrite);
    // An empty library in memory, writable; used to build the demo library.
    static Expected<std::unique_ptr<ResultsLibrary>> openInMemory();
    // The library in the user's data directory (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    ~ResultsLibrary();
    ResultsLibrary(const ResultsLibrary&) = delete;
    ResultsLibrary& operator=(const ResultsLibrary&) = delete;

    // The file, or the team library's address (without anything secret).
    QString path() const { return m_path; }
    // A team library on PostgreSQL; SQLite-file matters (integrity check, WAL guard, recovery) do not apply to it.
    bool isTeamLibrary() const { return engineOf(m_db) == Engine::Postgres; }
    // A team library: `changed` runs in this thread, from its event loop, each time another client commits an import,
    // edit or delete (the library's notifications, LISTEN on schema::kChangeChannel), until `context` is destroyed.
    // False for a SQLite file (no other writer announces itself) or when the server would not listen.
    bool watchOthersChanges(QObject* context, std::function<void()> changed);
    bool isReadOnly() const { return m_readOnly; }
    // Why writes fail ("… is read-only: it is on read-only media"); empty when the library is writable.
    QString readOnlyReason() const { return m_readOnlyReason; }
    // Later writes fail with this reason (e.g. "the demo library is read-only").
    void setReadOnly(const QString& reason);
    // What SQLite's check on open found wrong with the file (empty: nothing). A damaged library is read-only.
    QStringList damage() const { return m_damage; }
    // How the library is read when that is not what the caller may expect: a file that cannot be written, an older
    // schema read through a migrated copy. Empty otherwise; meant for a note to the user.
    QString note() const { return m_note; }
    int schemaVersion() const;

    // Creates or updates the system of that name; its tags are replaced.
    Expected<qint64> saveSystem(const SystemConfig& system);
    // Reads fail only when SQL does (a damaged or changed file); an absent row is a value (nullopt, an empty list).
    Expected<QList<SystemConfig>> systems() const;
    ExpectedRow<SystemConfig> system(const QString& name) const;
    Expected<QStringList> workloadNames() const;
    // Every workload with its parameters, by name.
    Expected<QList<Workload>> workloads() const;
    // The workloads that are the same test as `name` (workloadTestKey: block size, read %, random %, load axis),
    // `name` first; only `name` when its parameters are unknown; empty when there is no such workload.
    Expected<QStringList> sameTestWorkloads(const QString& name) const;

    // Editing, each one transaction (all or nothing). Errors name what is missing or in the way. `undo`, when
    // given, receives what undoLibraryEdit() needs to reverse the edit.
    // Renames a system; refuses a name already taken (merge instead).
    Status renameSystem(const QString& from, const QString& to, LibraryUndo* undo = nullptr);
    // Moves every measurement of `from` to `into` and removes `from`; `into` keeps its attributes and gains the
    // tags it lacks. Returns how many measurements moved.
    Expected<int> mergeSystems(const QString& from, const QString& into, LibraryUndo* undo = nullptr);
    // Removes a system with all its measurements; returns how many measurements went with it.
    Expected<int> deleteSystem(const QString& name, LibraryUndo* undo = nullptr);
    // Removes these measurements (unknown ids are an error, nothing is removed); returns how many.
    Expected<int> deleteMeasurements(const QList<qint64>& ids, LibraryUndo* undo = nullptr);
    // Removes an import (source) and every measurement it brought; returns how many measurements.
    Expected<int> deleteSource(qint64 id, LibraryUndo* undo = nullptr);
    // Reverses an edit recorded in `undo`, in one transaction.
    Status undoLibraryEdit(const LibraryUndo& undo);
    // Renames a workload; refuses a name already taken (merge instead).
    Status renameWorkload(const QString& from, const QString& to, LibraryUndo* undo = nullptr);
    // Moves every measurement of workload `from` to `into` (the same test under two names) and removes `from`.
    Expected<int> mergeWorkloads(const QString& from, const QString& into, LibraryUndo* undo = nullptr);
    // Names of systems close to `name` (same letters ignoring case, spaces and punctuation, a prefix, or at most two
    // edits apart), best first: for "did you mean" messages.
    Expected<QStringList> closeSystemNames(const QString& name) const;

    // Stores the measurements of one source, all or nothing. A source whose sha256 is already in the library
    // is refused with a message naming the earlier import. Unknown systems and workloads are created.
    Expected<ImportSummary> addMeasurements(const SourceRef& source, const QList<Measurement>& measurements);
    ExpectedRow<SourceRecord> sourceBySha256(const QString& sha256) const;
    // Of `runIdentities` (Measurement::runIdentity), those already in the library, each with its source's id.
    Expected<QHash<QString, qint64>> sourcesOfRuns(const QStringList& runIdentities) const;
    Expected<QList<SourceRecord>> sources() const;
    Expected<QList<Measurement>> measurements(
        const MeasurementQuery& query = {}, MeasurementDetail detail = MeasurementDetail::Full) const;
    ExpectedRow<Measurement> measurement(qint64 id) const; // Full; nullopt when there is none
    Expected<int> measurementCount() const;
    // Every (system, workload) pair with measurements, in the order they were first stored: one aggregate query, so
    // pickers can be filled without reading the measurements themselves.
    Expected<QList<WorkloadCoverage>> coverage() const;
    // How many measurements the reads above have returned so far: tests check that a page reads only what it draws.
    qint64 measurementsRead() const { return m_measurementsRead; }

    // Customer demands (customerstore.cpp): the clusters of a customer's export, or typed demands, with the user's
    // choices for each. Names are unique among demands; an export's cluster whose name is taken is stored as
    // "NAME (project date)". Each write is one transaction, all or nothing, nested in the caller's when there is one.
    // Stores every cluster of the export under one source; a source whose sha256 is stored is refused, naming it.
    Expected<ImportSummary> addCustomerExport(const SourceRef& source, const CustomerExport& customer);
    Expected<QList<CustomerDemand>> customerDemands() const; // in the order stored
    ExpectedRow<CustomerDemand> customerDemand(const QString& name) const;
    // Creates or replaces the typed demand `name`; refuses the name of an export's cluster.
    Expected<qint64> saveTypedDemand(const QString& name, const TypedDemand& typed, LibraryUndo* undo = nullptr);
    // Links the demand to a library system (empty: unlinks); the system must exist.
    Status linkDemand(const QString& demand, const QString& system, LibraryUndo* undo = nullptr);
    Status setDemandGrowth(const QString& demand, double growthPerYear, LibraryUndo* undo = nullptr);
    // The user's own peak IOPS instead of the derived one; empty: back to the derived peak.
    Status setDemandChosenPeak(const QString& demand, std::optional<double> peakIops, LibraryUndo* undo = nullptr);
    Status renameDemand(const QString& from, const QString& to, LibraryUndo* undo = nullptr);
    // Removes a demand (an export's cluster: its hosts and VMs with it; the source goes with its last cluster).
    Status deleteDemand(const QString& name, LibraryUndo* undo = nullptr);

    // Runs `work` as one transaction: every write it makes (addMeasurements, saveSystem…) is kept, or none is.
    // Writes nest, so a multi-file import is all or nothing. Owner thread only.
    Status inTransaction(const std::function<Status()>& work);

    // When another program deleted this connection's -wal or -shm (it took the connection for gone: see
    // openlibraries.h), reopens the connection so that reads see the library as it is and writes are not lost.
    // Every write checks this first; a page reading the library after another program may have written calls it.
    // Fails inside a transaction (its writes would be lost: nothing of it is kept) or when the reopen fails.
    Status ensureWalLinked() const;

private:
    // tests/support/librarytestaccess.h: the connection itself, for tests that check PRAGMAs and constraints.
    friend class ResultsLibraryTestAccess;
    // measurementlisting.h: a listing's temporary tables live on this connection.
    friend class MeasurementListing;

    ResultsLibrary(const QSqlDatabase& db, QString path); // QSqlDatabase has no move constructor
    static Expected<std::unique_ptr<ResultsLibrary>> openReadOnly(const QString& path, const QString& reason);
    static Expected<std::unique_ptr<ResultsLibrary>> openWritable(const QString& path);
    // libraryopening.cpp: the rules for reading, damage and migration around the connection itself.
    static Expected<std::unique_ptr<ResultsLibrary>> openForReading(const QString& path);
    static Expected<std::unique_ptr<ResultsLibrary>> openForWriting(const QString& path);
    static Expected<std::unique_ptr<ResultsLibrary>> openDamaged(const QString& path, const QStringList& problems);
    static Expected<std::unique_ptr<ResultsLibrary>> openMigratedCopy(const QString& path, int version);
    static Expected<std::unique_ptr<ResultsLibrary>> create(const QString& path, LibraryFileKind kind);
    // teamlibrary.cpp: a team library by its address, made or migrated by the first writer.
    static Expected<std::unique_ptr<ResultsLibrary>> openTeam(const QString& address, Mode mode);
    Status migrateTeam();
    // Opens the connection, switches on foreign keys and WAL, stamps a new file's application id and migrates.
    Status prepare(bool stamp = false);
    Status writable() const;
    // Opens m_db, marks the file open in this process and keeps -wal and -shm on close (core/store/walguard.cpp).
    Status openConnection() const;
    Status migrate();

    mutable QSqlDatabase m_db; // reads do not change the library, but Qt SQL queries need a non-const handle
    mutable OpenLibraryClaim m_claim; // reopened with the connection (ensureWalLinked)
    QString m_path;
    bool m_readOnly = false;
    mutable qint64 m_measurementsRead = 0;
    QString m_readOnlyReason;
    QStringList m_damage;
    QString m_note;
    std::unique_ptr<QTemporaryDir> m_copyDir; // the migrated copy an older library is read through
};

} // namespace headroom
