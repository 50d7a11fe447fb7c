// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxpackage.h"

#include <algorithm>
#include <zip.h>

#include <QLocale>

namespace headroom {

namespace {

constexpr char kOleMagic[] = "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";

QString libzipText(zip_error_t* error)
{
    return QString::fromUtf8(zip_error_strerror(error));
}

QString sizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 0, QLocale::DataSizeIecFormat);
}

QString damaged(const QString& fileName, const QString& why)
{
    return QStringLiteral("%1: the file is truncated or damaged: not a complete zip archive (%2); copy it again from "
                          "where it was saved, or save it again from Excel")
        .arg(fileName, why);
}

QString bomb(const QString& fileName, const QString& entry, const QString& what, qint64 limit)
{
    return QStringLiteral("%1: entry '%2' %3, over the limit of %4 for one entry: refused as a zip bomb "
                          "(a Live Optics export is a few MB)")
        .arg(fileName, entry, what, sizeText(limit));
}

// A name as an OLE directory entry stores it: UTF-16LE.
QByteArray utf16le(const char* latin1)
{
    QByteArray out;
    for (const char* c = latin1; *c; ++c) {
        out.append(*c);
        out.append('\0');
    }
    return out;
}

} // namespace

bool isZipArchive(QByteArrayView bytes)
{
    return bytes.startsWith(QByteArrayView("PK\x03\x04", 4));
}

bool isOleContainer(QByteArrayView bytes)
{
    return bytes.startsWith(QByteArrayView(kOleMagic, 8));
}

QString oleContainerProblem(QByteArrayView bytes, const QString& fileName)
{
    if (bytes.contains(utf16le("EncryptedPackage")) || bytes.contains(utf16le("EncryptionInfo"))) {
        return QStringLiteral("%1: the workbook is protected with a password (an encrypted OLE container); remove the "
                              "password in Excel (File › Info › Protect Workbook › Encrypt with Password, clear it), "
                              "save, and import it again")
            .arg(fileName);
    }
    return QStringLiteral("%1: a legacy Excel .xls (OLE container), not an .xlsx; open it in Excel and save it as "
                          "Excel Workbook (.xlsx), then import that file")
        .arg(fileName);
}

Expected<std::unique_ptr<XlsxPackage>> XlsxPackage::open(
    QByteArrayView bytes, const QString& fileName, const XlsxLimits& limits)
{
    if (isOleContainer(bytes)) {
        return fail(oleContainerProblem(bytes, fileName));
    }
    if (!isZipArchive(bytes)) {
        return fail(QStringLiteral("%1: not an .xlsx workbook (not a zip archive)").arg(fileName));
    }
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source = zip_source_buffer_create(bytes.data(), static_cast<zip_uint64_t>(bytes.size()), 0, &error);
    if (!source) {
        const QString why = libzipText(&error);
        zip_error_fini(&error);
        return fail(QStringLiteral("%1: cannot read the zip archive (%2)").arg(fileName, why));
    }
    zip_t* archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error);
    if (!archive) {
        const QString why = libzipText(&error);
        zip_error_fini(&error);
        zip_source_free(source);
        return fail(damaged(fileName, why));
    }
    zip_error_fini(&error);
    return std::unique_ptr<XlsxPackage>(new XlsxPackage(archive, fileName, limits));
}

XlsxPackage::XlsxPackage(zip* archive, const QString& fileName, const XlsxLimits& limits)
    : m_archive(archive)
    , m_fileName(fileName)
    , m_limits(limits)
{
}

XlsxPackage::~XlsxPackage()
{
    zip_discard(m_archive); // read only: nothing to write back; frees the source too
}

bool XlsxPackage::contains(const QString& entry) const
{
    return zip_name_locate(m_archive, entry.toUtf8().constData(), 0) >= 0;
}

Expected<QByteArray> XlsxPackage::read(const QString& entry)
{
    const zip_int64_t index = zip_name_locate(m_archive, entry.toUtf8().constData(), 0);
    if (index < 0) {
        return fail(QStringLiteral("%1: the workbook has no part '%2'").arg(m_fileName, entry));
    }
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_stat_index(m_archive, static_cast<zip_uint64_t>(index), 0, &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE)) {
        return fail(damaged(m_fileName, QStringLiteral("entry '%1' has no size").arg(entry)));
    }
    if (stat.size > static_cast<zip_uint64_t>(m_limits.maxEntryBytes)) {
        return fail(bomb(m_fileName, entry, QStringLiteral("declares %1 uncompressed").arg(sizeText(qint64(stat.size))),
            m_limits.maxEntryBytes));
    }
    return readIndex(static_cast<zip_uint64_t>(index), entry, stat.size);
}

// Inflates at most the limit plus one chunk, whatever the header declared: a header that lies about the size is
// stopped by the bytes actually read.
Expected<QByteArray> XlsxPackage::readIndex(quint64 index, const QString& entry, quint64 declared)
{
    zip_file_t* file = zip_fopen_index(m_archive, index, 0);
    if (!file) {
        return fail(damaged(
            m_fileName, QStringLiteral("entry '%1': %2").arg(entry, QString::fromUtf8(zip_strerror(m_archive)))));
    }
    constexpr qint64 kChunk = 1 << 16;
    QByteArray out;
    out.reserve(static_cast<qsizetype>(std::min<quint64>(declared, quint64(m_limits.maxEntryBytes))));
    QString problem;
    for (;;) {
        const qsizetype at = out.size();
        out.resize(at + kChunk);
        const zip_int64_t got = zip_fread(file, out.data() + at, static_cast<zip_uint64_t>(kChunk));
        out.resize(at + std::max<zip_int64_t>(got, 0));
        if (got < 0) {
            problem = damaged(
                m_fileName, QStringLiteral("entry '%1': %2").arg(entry, QString::fromUtf8(zip_file_strerror(file))));
            break;
        }
        if (out.size() > m_limits.maxEntryBytes) {
            problem
                = bomb(m_fileName, entry, QStringLiteral("inflates to more than it declared"), m_limits.maxEntryBytes);
            break;
        }
        if (m_totalRead + out.size() > m_limits.maxTotalBytes) {
            problem = QStringLiteral("%1: the workbook inflates to more than %2 in all: refused as a zip bomb")
                          .arg(m_fileName, sizeText(m_limits.maxTotalBytes));
            break;
        }
        if (got == 0) {
            break;
        }
    }
    zip_fclose(file);
    if (!problem.isEmpty()) {
        return fail(problem);
    }
    m_totalRead += out.size();
    return out;
}

} // namespace headroom
