// SPDX-License-Identifier: GPL-3.0-or-later
#include "formatdetection.h"

#include <algorithm>

#include <QStringDecoder>

namespace headroom {

namespace {

// UTF-16 LE with a byte-order mark (CrystalDiskMark 7 and 8 save so) is text, not binary: its NUL bytes are the high
// halves of ASCII characters. Only the formats whose detector decodes it can claim it.
bool isUtf16LeText(QByteArrayView head)
{
    return head.startsWith("\xFF\xFE");
}

bool isBinary(QByteArrayView head)
{
    if (isUtf16LeText(head)) {
        return false;
    }
    if (std::find(head.begin(), head.end(), '\0') != head.end()) {
        return true;
    }
    const QString text = QString::fromUtf8(head);
    const auto replaced = std::count(text.cbegin(), text.cend(), QChar::ReplacementCharacter);
    return replaced > 8 && replaced * 20 > text.size();
}

// The formats in the order detection tries them.
QList<const ImportFormatInfo*> inDetectionOrder()
{
    QList<const ImportFormatInfo*> formats;
    for (const ImportFormatInfo& info : importFormats()) {
        formats << &info;
    }
    std::stable_sort(formats.begin(), formats.end(),
        [](const ImportFormatInfo* a, const ImportFormatInfo* b) { return a->detectionOrder < b->detectionOrder; });
    return formats;
}

} // namespace

bool looksLikeFioJson(QByteArrayView bytes)
{
    const QByteArrayView head = bytes.first(std::min<qsizetype>(bytes.size(), 1 << 20));
    return head.contains("\"fio version\"") || head.contains("\"client_stats\"")
        || (head.contains("\"jobs\"") && head.contains("\"jobname\""));
}

QString expectedFormatsText()
{
    return importFormatList(&ImportFormatInfo::expected, QStringLiteral(", or "));
}

Expected<ImportFormat> detectFormat(QByteArrayView bytes, const QString& fileName)
{
    if (bytes.trimmed().isEmpty()) {
        return fail(QStringLiteral("%1: the file is empty (expected %2)").arg(fileName, expectedFormatsText()));
    }
    static const QList<const ImportFormatInfo*> formats = inDetectionOrder();
    for (const ImportFormatInfo* format : formats) {
        if (format->binary && format->detect(bytes, QString())) {
            return format->format;
        }
    }
    const QByteArrayView head = bytes.first(std::min<qsizetype>(bytes.size(), 65536));
    // Text saved as UTF-16 (DiskSpd's output redirected by PowerShell, CrystalDiskMark's save) starts with its byte
    // order mark and holds a zero byte in every ASCII character: text, not binary.
    const auto utf16 = QStringConverter::encodingForData(head);
    const bool isUtf16 = utf16 && *utf16 != QStringConverter::Utf8;
    if (!isUtf16 && isBinary(head)) {
        return fail(
            QStringLiteral("%1: a binary file, not a results file (expected %2)").arg(fileName, expectedFormatsText()));
    }
    // UTF-8 for every detector: the formats saved as UTF-16 (DiskSpd's text report redirected by PowerShell,
    // CrystalDiskMark) decode `bytes` themselves, so a UTF-16 file is never handed to an importer that reads UTF-8.
    const QString text = QString::fromUtf8(head);
    for (const ImportFormatInfo* format : formats) {
        if (!format->binary && format->detect(bytes, text)) {
            return format->format;
        }
    }
    if (head.trimmed().startsWith("{")) {
        return fail(QStringLiteral("%1: JSON, but not fio output: no \"fio version\", \"jobs\" or \"client_stats\" "
                                   "(expected %2)")
                        .arg(fileName, expectedFormatsText()));
    }
    return fail(QStringLiteral("%1: format not recognised (expected %2)").arg(fileName, expectedFormatsText()));
}

} // namespace headroom
