// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Headroom's MIME type (resources/headroom-mime.xml) installed for this test process as the package installs it: the
// system's MIME packages and ours compiled into one mime.cache by update-mime-database (the shared-mime-info trigger),
// and XDG_DATA_DIRS pointing there. A separate directory before the system's would not do: Qt 6.4 takes the magic
// match of the last compiled cache, whatever the priorities (QMimeBinaryProvider::findByMagic), so the system's
// vnd.sqlite3 would win there but not once installed. Call it before anything in the process uses QMimeDatabase (Qt
// reads the database once, at its first use).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>

namespace headroom::testing {

struct MimeInstall {
    bool installed = false;
    bool updaterMissing = false; // update-mime-database is not installed: the only reason to skip
    QString error; // what went wrong otherwise
};

// Installs into `root` (a temporary directory the caller keeps for the test's life).
inline MimeInstall installHeadroomMimeType(const QString& root)
{
    MimeInstall result;
    if (QStandardPaths::findExecutable(QStringLiteral("update-mime-database")).isEmpty()) {
        result.updaterMissing = true;
        return result;
    }
    const QString packages = root + QStringLiteral("/share/mime/packages");
    const QDir system(QStringLiteral("/usr/share/mime/packages"));
    if (!QDir().mkpath(packages) || !system.exists(QStringLiteral("freedesktop.org.xml"))) {
        result.error = QStringLiteral("no /usr/share/mime/packages/freedesktop.org.xml beside update-mime-database");
        return result;
    }
    for (const QString& package : system.entryList({ QStringLiteral("*.xml") }, QDir::Files)) {
        QFile::copy(system.filePath(package), packages + u'/' + package);
    }
    if (!QFile::copy(QStringLiteral(HEADROOM_SOURCE_DIR "/resources/headroom-mime.xml"),
            packages + QStringLiteral("/headroom.xml"))) {
        result.error = QStringLiteral("cannot copy resources/headroom-mime.xml");
        return result;
    }
    QProcess compile;
    compile.start(QStringLiteral("update-mime-database"), { root + QStringLiteral("/share/mime") });
    if (!compile.waitForFinished(120000) || compile.exitCode() != 0) {
        result.error
            = QStringLiteral("update-mime-database failed: ") + QString::fromLocal8Bit(compile.readAllStandardError());
        return result;
    }
    qputenv("XDG_DATA_DIRS", (root + QStringLiteral("/share")).toUtf8());
    result.installed = true;
    return result;
}

} // namespace headroom::testing

// In initTestCase: skips only when update-mime-database is missing, fails on any other problem.
#define HEADROOM_INSTALL_MIME_TYPE(root)                                                                               \
    do {                                                                                                               \
        const auto mime = headroom::testing::installHeadroomMimeType(root);                                            \
        if (mime.updaterMissing) {                                                                                     \
            QSKIP("update-mime-database is missing (shared-mime-info: bash packaging/bootstrap.sh --tests)");          \
        }                                                                                                              \
        QVERIFY2(mime.installed, qPrintable(mime.error));                                                              \
    } while (false)
