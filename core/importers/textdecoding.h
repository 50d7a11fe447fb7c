// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QByteArrayView>
#include <QString>

namespace headroom {

// A text file's bytes as the tools save them: UTF-16 with a byte-order mark (Windows programs: CrystalDiskMark's
// save, DiskSpd's report redirected by PowerShell), else UTF-8 with or without one; the mark itself dropped. UTF-16
// text that ends inside a character (a truncated file) is refused, naming the file and the line it ends on.
Expected<QString> decodeText(QByteArrayView bytes, const QString& fileName);

} // namespace headroom
