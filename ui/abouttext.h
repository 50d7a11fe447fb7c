// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace headroom {

// The text of Help › About (rich text): version, library schema, the licence and the notices of the third-party
// data the program carries (THIRD-PARTY.md). Pure: no widget, so a test reads it.
QString aboutText(const QString& version, int schemaVersion);

} // namespace headroom
