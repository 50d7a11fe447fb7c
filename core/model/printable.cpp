// SPDX-License-Identifier: GPL-3.0-or-later
#include "printable.h"

namespace headroom {

namespace {

bool needsEscape(char16_t c)
{
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) // C0, DEL, C1
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) // bidirectional embeddings and isolates
        || c == 0x2028 || c == 0x2029; // line and paragraph separators
}

QString escaped(char16_t c)
{
    switch (c) {
    case u'\n':
        return QStringLiteral("\\n");
    case u'\r':
        return QStringLiteral("\\r");
    case u'\t':
        return QStringLiteral("\\t");
    case 0x1b:
        return QStringLiteral("\\e");
    default:
        break;
    }
    if (c < 0x100) {
        return QStringLiteral("\\x") + QString::number(static_cast<uint>(c), 16).toUpper().rightJustified(2, u'0');
    }
    return QStringLiteral("\\u") + QString::number(static_cast<uint>(c), 16).toUpper();
}

QString escapeControls(QStringView text, bool keepNewlines)
{
    const auto escape = [keepNewlines](char16_t c) { return needsEscape(c) && !(keepNewlines && c == u'\n'); };
    qsizetype first = 0;
    while (first < text.size() && !escape(text[first].unicode())) {
        ++first;
    }
    if (first == text.size()) {
        return text.toString();
    }
    QString out = text.left(first).toString();
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (escape(c)) {
            out += escaped(c);
        } else {
            out += text[i];
        }
    }
    return out;
}

} // namespace

QString printable(QStringView text)
{
    return escapeControls(text, false);
}

QString printableLines(QStringView text)
{
    return escapeControls(text, true);
}

QString excerpt(QStringView text, qsizetype maxChars)
{
    if (text.size() <= maxChars) {
        return printable(text);
    }
    qsizetype cut = maxChars;
    if (cut > 0 && text[cut - 1].isHighSurrogate()) {
        --cut; // never split a surrogate pair
    }
    return printable(text.left(cut)) + QStringLiteral("…");
}

} // namespace headroom
