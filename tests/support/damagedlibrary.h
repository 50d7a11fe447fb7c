// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A library with one damaged page, made the same way every time: built through ResultsLibrary, taken out of WAL mode
// (so every page is in the main file), then the header of one leaf page of the measurements table overwritten, as a
// bad sector or a stray write would.

#include "model/measurement.h"
#include "store/resultslibrary.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

namespace headroom::testing {

inline bool buildLibrary(const QString& path, int measurements)
{
    auto library = ResultsLibrary::open(path);
    if (!library) {
        return false;
    }
    QList<Measurement> all;
    for (int i = 0; i < measurements; ++i) {
        Measurement m;
        m.systemName = QStringLiteral("box-%1").arg(i % 3);
        m.workload.name = QStringLiteral("4k-randread-qd%1").arg(i % 7);
        m.iops = 1000 + i;
        m.bytesPerSec = 4096.0 * (1000 + i);
        m.note = QStringLiteral("generated row %1").arg(i); // rows of a realistic width
        all << m;
    }
    SourceRef source;
    source.file = QStringLiteral("generated-%1.csv").arg(measurements);
    source.sha256 = QString::fromLatin1(QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha256).toHex());
    return (*library)->addMeasurements(source, all).ok();
}

// Returns the damaged page's number, 0 when the library could not be prepared.
inline qint64 damageMeasurementsPage(const QString& path)
{
    const QString name = QUuid::createUuid().toString();
    qint64 page = 0;
    qint64 pageSize = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            // Out of WAL: checkpointed, the -wal file removed; the page written below is the one SQLite reads.
            if (query.exec(QStringLiteral("PRAGMA journal_mode = DELETE")) && query.next()
                && query.exec(QStringLiteral("PRAGMA page_size")) && query.next()) {
                pageSize = query.value(0).toLongLong();
            }
            if (query.exec(QStringLiteral("SELECT pageno FROM dbstat WHERE name = 'measurements' AND pagetype = "
                                          "'leaf' ORDER BY pageno"))) {
                QList<qint64> leaves;
                while (query.next()) {
                    leaves << query.value(0).toLongLong();
                }
                page = leaves.size() >= 3 ? leaves[leaves.size() / 2] : 0; // one in the middle: rows on both sides
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    QFile file(path);
    if (page == 0 || pageSize == 0 || !file.open(QIODevice::ReadWrite) || !file.seek((page - 1) * pageSize)) {
        return 0;
    }
    // The b-tree page header and cell pointers: no valid page type, no valid cell.
    return file.write(QByteArray(64, '\xff')) == 64 && file.flush() ? page : 0;
}

inline QByteArray fileSha256(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                          : QByteArray();
}

} // namespace headroom::testing
