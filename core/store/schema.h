// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include <QStringList>

namespace headroom::schema {

// SQLite's header field "application id" marks a file as a Headroom library ("Hdrm").
inline constexpr std::uint32_t kApplicationId = 0x4864726d;

// Migration N takes a library from schema N-1 to N. A released migration is never edited:
// add a new one. The library's PRAGMA user_version is the schema it is at.
const QList<QStringList>& migrations();
inline int currentVersion()
{
    return static_cast<int>(migrations().size());
}

} // namespace headroom::schema
