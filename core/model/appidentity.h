// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace headroom {

// Names used by QSettings and QStandardPaths (the default library lives in AppDataLocation).
inline void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("headroom"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("headroom.io"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));
}

} // namespace headroom
