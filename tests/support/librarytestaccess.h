// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The library's SQL connection for tests that check what only SQL shows (PRAGMAs, constraints, a schema version
// written by hand). Not part of ResultsLibrary's public API: it befriends this class.

#include "store/resultslibrary.h"

#include <QSqlDatabase>

namespace headroom {

class ResultsLibraryTestAccess {
public:
    static QSqlDatabase& database(ResultsLibrary& library) { return library.m_db; }
};

} // namespace headroom
