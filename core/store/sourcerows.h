// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store: the sources table's rows, shared by the measurement and customer-demand writers and readers.
#include "model/expected.h"
#include "model/measurement.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace headroom {

class ResultsLibrary;

// Refuses a source whose content (sha256) the library already holds, naming the earlier import; an engine source
// (no sha256) is never refused.
Status refuseKnownSource(const ResultsLibrary& library, const SourceRef& source);

// Inserts a source row (imported_at now when the reference has none, imported_by who imports it); returns its id.
// Inside the caller's transaction.
Expected<qint64> insertSource(QSqlDatabase& db, const SourceRef& source);
// The OS user's name (USER, LOGNAME, USERNAME, else the account's): who imports into a SQLite library.
QString osUserName();
// The source read from six columns starting at `first`: kind, file, sha256, importer, imported_at, reference.
SourceRef sourceFromRow(const QSqlQuery& q, int first);

} // namespace headroom
