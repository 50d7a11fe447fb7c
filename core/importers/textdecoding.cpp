// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdecoding.h"

#include <QStringDecoder>

namespace headroom {

Expected<QString> decodeText(QByteArrayView bytes, const QString& fileName)
{
    const auto marked = QStringConverter::encodingForData(bytes);
    const QStringConverter::Encoding encoding = marked.value_or(QStringConverter::Utf8);
    QStringDecoder decoder(encoding); // drops the byte-order mark
    QString text = decoder(bytes);
    if (text.startsWith(QChar(0xFEFF))) {
        text.remove(0, 1);
    }
    const bool utf16 = encoding == QStringConverter::Utf16LE || encoding == QStringConverter::Utf16BE;
    if (utf16 && bytes.size() % 2 != 0) {
        return fail(QStringLiteral("%1: line %2: the UTF-16 text ends inside a character (truncated)")
                        .arg(fileName)
                        .arg(text.count(QLatin1Char('\n')) + 1));
    }
    return text;
}

} // namespace headroom
