// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: its sources (imports) as records, with their measurement counts and who imported them.
#include "resultslibrary.h"
#include "sourcerows.h"
#include "sqlhelpers.h"

#include <QSqlQuery>

namespace headroom {

namespace {
const QString kSelectSources
    = QStringLiteral("SELECT src.kind, src.file, src.sha256, src.importer, src.imported_at, src.reference, src.id,"
                     " (SELECT count(*) FROM measurements m WHERE m.source_id = src.id), src.imported_by"
                     " FROM sources src");
} // namespace

ExpectedRow<SourceRecord> ResultsLibrary::sourceBySha256(const QString& sha256) const
{
    QSqlQuery q(m_db);
    q.prepare(kSelectSources + QStringLiteral(" WHERE src.sha256 = ?"));
    q.addBindValue(sha256);
    if (!q.exec()) {
        return sql::queryError(q, QStringLiteral("reading the source of sha256 %1").arg(sha256));
    }
    if (!q.next()) {
        return std::optional<SourceRecord>();
    }
    return std::optional(
        SourceRecord { q.value(6).toLongLong(), sourceFromRow(q, 0), q.value(7).toInt(), q.value(8).toString() });
}

Expected<QHash<QString, qint64>> ResultsLibrary::sourcesOfRuns(const QStringList& runIdentities) const
{
    QHash<QString, qint64> found;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT source_id FROM measurements WHERE run_identity = ?"));
    for (const QString& identity : runIdentities) {
        if (identity.isEmpty() || found.contains(identity)) {
            continue;
        }
        q.addBindValue(identity);
        if (!q.exec()) {
            return sql::queryError(q, QStringLiteral("reading the runs already in the library"));
        }
        if (q.next()) {
            found.insert(identity, q.value(0).toLongLong());
        }
        q.finish();
    }
    return found;
}

Expected<QList<SourceRecord>> ResultsLibrary::sources() const
{
    QList<SourceRecord> result;
    QSqlQuery q(m_db);
    if (!q.exec(kSelectSources + QStringLiteral(" ORDER BY src.id"))) {
        return sql::queryError(q, QStringLiteral("reading sources"));
    }
    while (q.next()) {
        result << SourceRecord { q.value(6).toLongLong(), sourceFromRow(q, 0), q.value(7).toInt(),
            q.value(8).toString() };
    }
    return result;
}

} // namespace headroom
