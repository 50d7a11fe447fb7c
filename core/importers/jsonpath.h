// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>

#include <QAnyStringView>
#include <QString>

namespace headroom {

// JSON paths as Headroom's messages write them: "$.jobs[3].read.iops", and a key that is not a plain name in
// brackets, "$[\"global options\"]". Pure functions.
QString jsonMember(const QString& path, QAnyStringView key);
QString jsonElement(const QString& path, std::size_t index);

} // namespace headroom
