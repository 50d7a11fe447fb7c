// SPDX-License-Identifier: GPL-3.0-or-later
#include "kernelfile.h"

#include <QFile>

namespace headroom::bench {

QString readFirstLine(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readLine()).trimmed();
}

} // namespace headroom::bench
