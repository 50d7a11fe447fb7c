// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <memory>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

struct zip;

namespace headroom {

// How much an .xlsx may unpack to. A real export is a few MB of XML; an entry beyond these is a zip bomb.
struct XlsxLimits {
    qint64 maxEntryBytes = qint64(64) << 20; // uncompressed bytes of one entry (declared and actually read)
    qint64 maxTotalBytes = qint64(256) << 20; // uncompressed bytes read from the whole package
};

// The zip container of an .xlsx (Office Open XML), opened from memory with libzip. Entries are read whole, bounded by
// XlsxLimits: the size an entry declares is checked first and the bytes actually inflated are counted, so a header
// that lies is caught too. Borrows `bytes`: they must outlive the package. One thread at a time; nothing to cancel
// (a bounded read of bytes in memory).
class XlsxPackage {
public:
    // Refuses with a message naming `fileName`: an OLE container (a legacy .xls or a password-protected workbook,
    // see oleContainerProblem), something that is not a zip, and a truncated or damaged zip.
    static Expected<std::unique_ptr<XlsxPackage>> open(
        QByteArrayView bytes, const QString& fileName, const XlsxLimits& limits = {});
    ~XlsxPackage();
    XlsxPackage(const XlsxPackage&) = delete;
    XlsxPackage& operator=(const XlsxPackage&) = delete;

    const QString& fileName() const { return m_fileName; }
    bool contains(const QString& entry) const;
    // The entry's bytes, or an error naming the file and the entry: missing, over a limit (a zip bomb), or damaged
    // (a CRC or inflate error).
    Expected<QByteArray> read(const QString& entry);

private:
    XlsxPackage(zip* archive, const QString& fileName, const XlsxLimits& limits);
    Expected<QByteArray> readIndex(quint64 index, const QString& entry, quint64 declared);

    zip* m_archive = nullptr;
    QString m_fileName;
    XlsxLimits m_limits;
    qint64 m_totalRead = 0;
};

// The bytes start as a zip archive's first local header ("PK\3\4").
bool isZipArchive(QByteArrayView bytes);
// The bytes start as an OLE compound file (D0 CF 11 E0 A1 B1 1A E1): a legacy .xls, or an .xlsx encrypted with a
// password (Office keeps those in an OLE container).
bool isOleContainer(QByteArrayView bytes);
// What to tell the user about an OLE container named `fileName`: an encrypted workbook (its directory names the
// streams "EncryptionInfo" / "EncryptedPackage") is told to remove the password, a legacy .xls to save it as .xlsx.
QString oleContainerProblem(QByteArrayView bytes, const QString& fileName);

} // namespace headroom
