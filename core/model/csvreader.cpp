// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvreader.h"

namespace headroom {

namespace {

bool isBlank(const CsvRecord& record)
{
    return record.fields.size() == 1 && record.fields.first().trimmed().isEmpty();
}

// True when the line starting at `from` begins, after blanks, with '#'.
bool isCommentLine(QStringView text, qsizetype from)
{
    for (qsizetype i = from; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('#')) {
            return true;
        }
        if (c == QLatin1Char('\n') || !c.isSpace()) {
            return false;
        }
    }
    return false;
}

// One field as it is read: whether it was quoted, and where its closing quote was.
struct FieldText {
    QString text;
    bool quoted = false;
    qsizetype quotedEnd = 0; // length of text when the closing quote was read

    QString take(bool trimUnquoted)
    {
        QString out = std::move(text);
        if (trimUnquoted && !quoted) {
            out = out.trimmed();
        } else if (trimUnquoted && QStringView(out).mid(quotedEnd).trimmed().isEmpty()) {
            out.truncate(quotedEnd);
        }
        *this = {};
        return out;
    }
};

} // namespace

Expected<QList<CsvRecord>> readCsvRecords(QStringView text, const CsvReadOptions& options)
{
    QList<CsvRecord> records;
    int line = options.firstLine;
    CsvRecord current { line, {} };
    FieldText field;
    bool inQuotes = false;
    bool recordStart = true;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (recordStart) {
            recordStart = false;
            if (options.skipCommentLines && isCommentLine(text, i)) {
                const qsizetype end = text.indexOf(QLatin1Char('\n'), i);
                if (end < 0) {
                    break;
                }
                i = end; // the loop steps past the line break
                current.line = ++line;
                recordStart = true;
                continue;
            }
        }
        const QChar c = text[i];
        if (inQuotes) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field.text += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                inQuotes = false;
                field.quotedEnd = field.text.size();
            } else {
                line += c == QLatin1Char('\n') ? 1 : 0;
                field.text += c;
            }
        } else if (c == QLatin1Char('"')) {
            inQuotes = true;
            if (options.trimUnquoted && field.text.trimmed().isEmpty()) {
                field.text.clear(); // blanks before the opening quote
            }
            field.quoted = true;
        } else if (c == options.separator) {
            current.fields << field.take(options.trimUnquoted);
        } else if (c == QLatin1Char('\n')) {
            current.fields << field.take(options.trimUnquoted);
            if (!isBlank(current)) {
                records << current;
            }
            current = CsvRecord { ++line, {} };
            recordStart = true;
        } else if (c != QLatin1Char('\r')) {
            field.text += c;
        }
    }
    if (inQuotes) {
        return fail(QStringLiteral("line %1: a quoted field is never closed").arg(current.line));
    }
    current.fields << field.take(options.trimUnquoted);
    if (!isBlank(current)) {
        records << current;
    }
    return records;
}

} // namespace headroom
