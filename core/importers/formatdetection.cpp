#include "formatdetection.h"

#include <algorithm>

namespace headroom {

namespace {

bool isBinary(QByteArrayView head)
{
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
    if (isBinary(head)) {
        return fail(
            QStringLiteral("%1: a binary file, not a results file (expected %2)").arg(fileName, expectedFormatsText()));
    }
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
