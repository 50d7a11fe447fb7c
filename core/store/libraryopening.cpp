// SPDX-License-Identifier: GPL-3.0-or-later
// The rules around a library's connection: a damaged file is never shown as if whole, reading never writes (an older
// schema is read through a migrated temporary copy), and the first write migrates after a backup copy.
#include "libraryfile.h"
#include "libraryintegrity.h"
#include "rawconnection.h"
#include "resultslibrary.h"
#include "schema.h"
#include "sqlhelpers.h"

#include <QFile>
#include <QFileInfo>

namespace headroom {

namespace {

constexpr int kProblemsShown = 5; // on open; `library check` lists up to 100

Expected<int> storedSchemaVersion(const QString& path)
{
    auto raw = RawConnection::open(path, RawConnection::Access::ReadOnly);
    if (!raw) {
        return fail(raw.error());
    }
    QSqlQuery query((*raw)->db());
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        return fail(QStringLiteral("%1: %2").arg(
            path, sql::queryError(query, QStringLiteral("reading the schema version")).message));
    }
    return query.value(0).toInt();
}

// A consistent copy of the library at `from` (its WAL included) in the new file `to`, read through a read-only
// connection. A copy that fails half way is removed.
Status copyLibrary(const QString& from, const QString& to)
{
    auto raw = RawConnection::open(from, RawConnection::Access::ReadOnly);
    if (!raw) {
        return fail(raw.error());
    }
    QSqlQuery query((*raw)->db());
    query.prepare(QStringLiteral("VACUUM INTO ?"));
    query.addBindValue(to);
    if (!query.exec() || !syncToDisk(to)) {
        const QString why = query.lastError().isValid() ? query.lastError().text() : QStringLiteral("cannot sync it");
        QFile::remove(to);
        return fail(QStringLiteral("%1: cannot copy the library to %2: %3").arg(from, to, why));
    }
    return success();
}

QString backupPath(const QString& path, int version)
{
    return QStringLiteral("%1.schema%2.bak").arg(path).arg(version);
}

// Before the first write migrates an older library: a copy of it as it was, never over an existing file.
Status backUpBeforeMigration(const QString& path, int version)
{
    const QString backup = backupPath(path, version);
    if (QFileInfo::exists(backup) || QFileInfo(backup).isSymLink()) {
        return fail(QStringLiteral("%1 has library schema %2; writing migrates it to schema %3 after a backup copy "
                                   "%4, but that file already exists and is left alone: move it away and try again")
                        .arg(path)
                        .arg(version)
                        .arg(schema::currentVersion())
                        .arg(backup));
    }
    if (auto copied = copyLibrary(path, backup); !copied) {
        return fail(copied.error() + QStringLiteral("; the library was not migrated"));
    }
    return success();
}

QString damageReason(const QString& path, const QStringList& problems)
{
    return QStringLiteral("%1 is damaged: SQLite's check reports %2. It is opened read-only so that nothing more is "
                          "written into it, and what it shows may be incomplete. %3")
        .arg(path, problems.join(QStringLiteral("; ")), damagedLibraryAdvice(path));
}

// The check on open: the problems it found, or an error when it could not run.
Expected<QStringList> damageOnOpen(const QString& path)
{
    return checkLibraryIntegrity(path, IntegrityDepth::OnOpen, kProblemsShown);
}

// What opening needs to know first: the damage the check on open found, else the schema version stored.
struct OpenCheck {
    QStringList problems;
    int version = 0;
};

Expected<OpenCheck> checkOnOpen(const QString& path)
{
    const auto problems = damageOnOpen(path);
    if (!problems) {
        return fail(problems.error());
    }
    if (!problems->isEmpty()) {
        return OpenCheck { *problems, 0 };
    }
    const auto version = storedSchemaVersion(path);
    if (!version) {
        return fail(version.error());
    }
    return OpenCheck { {}, *version };
}

} // namespace

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openForReading(const QString& path)
{
    const auto check = checkOnOpen(path);
    if (!check) {
        return fail(check.error());
    }
    if (!check->problems.isEmpty()) {
        return openDamaged(path, check->problems);
    }
    const int version = check->version;
    if (version < schema::currentVersion()) {
        return openMigratedCopy(path, version);
    }
    const QString why = notWritableReason(path);
    auto library = openReadOnly(path,
        why.isEmpty() ? QStringLiteral("%1 was opened read-only").arg(path)
                      : QStringLiteral("%1 is read-only: %2").arg(path, why));
    if (library && !why.isEmpty()) {
        (*library)->m_note = (*library)->readOnlyReason();
    }
    return library;
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openForWriting(const QString& path)
{
    const auto check = checkOnOpen(path);
    if (!check) {
        return fail(check.error());
    }
    if (!check->problems.isEmpty()) {
        return openDamaged(path, check->problems);
    }
    const int version = check->version;
    if (version < schema::currentVersion()) {
        if (!notWritableReason(path).isEmpty()) {
            return openMigratedCopy(path, version); // it cannot be migrated, but it can be read
        }
        if (auto saved = backUpBeforeMigration(path, version); !saved) {
            return fail(saved.error());
        }
    }
    return openWritable(path);
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openDamaged(const QString& path, const QStringList& problems)
{
    const QString reason = damageReason(path, problems);
    auto library = openReadOnly(path, reason);
    if (!library) {
        return fail(reason);
    }
    (*library)->m_damage = problems;
    (*library)->m_note = reason;
    return library;
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openMigratedCopy(const QString& path, int version)
{
    if (version > schema::currentVersion()) {
        return fail(QStringLiteral("%1: library schema %2 is newer than this Headroom understands (%3); the file was "
                                   "left unchanged")
                        .arg(path)
                        .arg(version)
                        .arg(schema::currentVersion()));
    }
    auto folder = std::make_unique<QTemporaryDir>();
    if (!folder->isValid()) {
        return fail(
            QStringLiteral("%1: cannot make a temporary folder to read it: %2").arg(path, folder->errorString()));
    }
    const QString copy = folder->filePath(QStringLiteral("library.headroom"));
    if (auto copied = copyLibrary(path, copy); !copied) {
        return fail(copied.error());
    }
    auto library = openWritable(copy);
    if (!library) {
        return fail(QStringLiteral("%1: reading schema %2 through a migrated copy: %3")
                        .arg(path)
                        .arg(version)
                        .arg(library.error()));
    }
    (*library)->m_path = path;
    (*library)->m_copyDir = std::move(folder);
    const QString reason = QStringLiteral("%1 has library schema %2 and is read through a migrated temporary copy; the "
                                          "first write (an import, an edit) migrates the file to schema %3 after a "
                                          "backup copy %4")
                               .arg(path)
                               .arg(version)
                               .arg(schema::currentVersion())
                               .arg(backupPath(path, version));
    (*library)->setReadOnly(reason);
    (*library)->m_note = reason;
    return library;
}

} // namespace headroom
