// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogcsv.h"

#include "model/csvreader.h"
#include "model/printable.h"
#include "model/quantityparse.h"
#include "money.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QStringDecoder>

namespace headroom {

namespace {
const QStringList kColumns { QStringLiteral("kind"), QStringLiteral("vendor"), QStringLiteral("model"),
    QStringLiteral("part_number"), QStringLiteral("speed_gbps"), QStringLiteral("ports"), QStringLiteral("price"),
    QStringLiteral("currency"), QStringLiteral("price_date"), QStringLiteral("source"), QStringLiteral("notes") };
const QStringList kRequired { QStringLiteral("kind"), QStringLiteral("part_number"), QStringLiteral("ports"),
    QStringLiteral("price"), QStringLiteral("currency") };

// What a spreadsheet runs as a formula when a cell starts with it (OWASP, "CSV injection").
bool startsFormula(QStringView text)
{
    if (text.isEmpty()) {
        return false;
    }
    const QChar c = text.front();
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

// A text cell as written: a leading ' before a would-be formula (and before a ' that precedes one, so a cell that
// really starts with ' reads back unchanged).
QString neutralised(const QString& text)
{
    const bool quote = startsFormula(text)
        || (text.startsWith(QLatin1Char('\''))
            && (startsFormula(QStringView(text).mid(1)) || text.startsWith(QStringLiteral("''"))));
    return quote ? QLatin1Char('\'') + text : text;
}

QString restored(const QString& cell)
{
    if (cell.startsWith(QLatin1Char('\''))
        && (startsFormula(QStringView(cell).mid(1)) || cell.startsWith(QStringLiteral("''")))) {
        return cell.mid(1);
    }
    return cell;
}

QString quoted(const QString& field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n'))
        && !field.contains(QLatin1Char('\r')) && !field.contains(QLatin1Char(';')) && field.trimmed() == field) {
        return field;
    }
    QString escaped = field;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

Expected<CatalogItem> readRecord(
    const CsvRecord& record, const QHash<QString, int>& columnOf, const QString& origin, bool decimalComma)
{
    const auto value = [&](const QString& column) {
        const int at = columnOf.value(column, -1);
        return at >= 0 && at < record.fields.size() ? record.fields[at] : QString();
    };
    const auto text = [&](const QString& column) { return restored(value(column)); };
    const auto bad = [&](const QString& column, const QString& what) {
        return fail(QStringLiteral("%1: line %2, column %3: %4").arg(origin).arg(record.line).arg(column, what));
    };
    if (record.fields.size() > kColumns.size() || record.fields.size() > columnOf.size()) {
        return fail(QStringLiteral("%1: line %2: %3 fields, the header has %4 columns (a separator inside a value "
                                   "must be quoted)")
                        .arg(origin)
                        .arg(record.line)
                        .arg(record.fields.size())
                        .arg(columnOf.size()));
    }
    CatalogItem item;
    const auto kind = itemKindFromString(value(QStringLiteral("kind")));
    if (!kind) {
        return bad(QStringLiteral("kind"),
            QStringLiteral("'%1' is not one of nic, switch, cable, optic, node, other")
                .arg(excerpt(value(QStringLiteral("kind")))));
    }
    item.kind = *kind;
    item.vendor = text(QStringLiteral("vendor"));
    item.model = text(QStringLiteral("model"));
    item.partNumber = text(QStringLiteral("part_number"));
    if (const QString speed = value(QStringLiteral("speed_gbps")); !speed.isEmpty()) {
        const auto gbps = strictNumber(speed, decimalComma ? u',' : u'.');
        if (!gbps || *gbps < 0) {
            return bad(QStringLiteral("speed_gbps"),
                QStringLiteral("'%1' is not a finite, non-negative number of Gb/s%2")
                    .arg(excerpt(speed),
                        decimalComma ? QStringLiteral(" (decimal comma)") : QStringLiteral(" (decimal point)")));
        }
        item.speedGbps = *gbps;
    }
    bool ok = false;
    item.ports = value(QStringLiteral("ports")).toInt(&ok);
    if (!ok) {
        return bad(QStringLiteral("ports"),
            QStringLiteral("'%1' is not a whole number").arg(excerpt(value(QStringLiteral("ports")))));
    }
    const auto cents = parseAmountCents(value(QStringLiteral("price")), decimalComma);
    if (!cents) {
        return bad(QStringLiteral("price"), cents.error());
    }
    item.priceCents = *cents;
    item.currency = text(QStringLiteral("currency")).toUpper();
    item.priceDate = text(QStringLiteral("price_date"));
    item.source = text(QStringLiteral("source"));
    item.notes = text(QStringLiteral("notes"));
    return item;
}

// The header line: each column known and named once, the required ones present; column name → field index.
Expected<QHash<QString, int>> readHeader(const CsvRecord& header, const QString& origin, QChar separator)
{
    QHash<QString, int> columnOf;
    for (int i = 0; i < header.fields.size(); ++i) {
        const QString name = header.fields[i].trimmed().toLower();
        if (!kColumns.contains(name)) {
            return fail(QStringLiteral("%1: line %2: unknown column '%3' (known: %4)%5")
                            .arg(origin)
                            .arg(header.line)
                            .arg(excerpt(header.fields[i]), kColumns.join(QStringLiteral(", ")),
                                header.fields.size() == 1 && separator == u',' && name.contains(QLatin1Char(';'))
                                    ? QStringLiteral("; a semicolon-separated file needs a first line sep=; or "
                                                     "the separator given as ';'")
                                    : QString()));
        }
        if (columnOf.contains(name)) {
            return fail(
                QStringLiteral("%1: line %2: the column '%3' is named twice").arg(origin).arg(header.line).arg(name));
        }
        columnOf.insert(name, i);
    }
    for (const QString& required : kRequired) {
        if (!columnOf.contains(required)) {
            return fail(QStringLiteral("%1: line %2: the header has no '%3' column")
                            .arg(origin)
                            .arg(header.line)
                            .arg(required));
        }
    }
    return columnOf;
}
} // namespace

int firstInvalidUtf8Line(const QByteArray& bytes)
{
    int line = 1;
    for (qsizetype start = 0; start < bytes.size(); ++line) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0) {
            end = bytes.size();
        }
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder(QByteArrayView(bytes).sliced(start, end - start));
        if (decoder.hasError()) {
            return line;
        }
        start = end + 1;
    }
    return 0;
}

QString catalogCsvColumn(const QString& validationField)
{
    QString column = validationField;
    column.replace(QLatin1Char(' '), QLatin1Char('_'));
    return column == QLatin1String("speed") ? QStringLiteral("speed_gbps") : column;
}

QByteArray catalogToCsv(const Catalog& catalog)
{
    QString text = kColumns.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const CatalogItem& item : catalog.items()) {
        // Speeds written shortest-exact, so they read back to the same double.
        const QStringList fields { toString(item.kind), neutralised(item.vendor), neutralised(item.model),
            neutralised(item.partNumber),
            item.speedGbps ? QLocale::c().toString(*item.speedGbps, 'g', QLocale::FloatingPointShortest) : QString(),
            QString::number(item.ports), centsToPlain(item.priceCents), neutralised(item.currency),
            neutralised(item.priceDate), neutralised(item.source), neutralised(item.notes) };
        QStringList cells;
        for (const QString& field : fields) {
            cells << quoted(field);
        }
        text += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text.toUtf8();
}

Expected<Catalog> catalogFromCsv(
    const QByteArray& text, const QString& origin, const CatalogCsvOptions& options, QList<int>* itemLines)
{
    if (const int bad = firstInvalidUtf8Line(text); bad > 0) {
        return fail(QStringLiteral("%1: line %2: not valid UTF-8 (save the file as UTF-8)").arg(origin).arg(bad));
    }
    QString decoded = QString::fromUtf8(text);
    if (decoded.startsWith(QChar(0xfeff))) {
        decoded.remove(0, 1);
    }
    // Excel's "sep=;" first line names the separator of the file.
    QChar separator = options.separator.value_or(u',');
    bool sepLine = false;
    static const QRegularExpression sepPattern(QStringLiteral("^sep=(.)\\r?(\\n|$)"));
    if (const auto match = sepPattern.match(decoded); match.hasMatch()) {
        const QChar declared = match.captured(1).front();
        if (options.separator && *options.separator != declared) {
            return fail(QStringLiteral("%1: line 1: the file says sep=%2, the option says %3")
                            .arg(origin, printable(QString(declared)), printable(QString(*options.separator))));
        }
        separator = declared;
        sepLine = true;
        decoded.remove(0, match.capturedLength());
    }
    const bool decimalComma = options.decimalComma.value_or(sepLine && separator == u';');
    if (decimalComma && separator == u',') {
        return fail(QStringLiteral("%1: a decimal comma needs another separator than the comma (a first line "
                                   "sep=;, or the separator given as ';')")
                        .arg(origin));
    }
    if (separator == u'"' || separator == u'\n' || separator == u'\r' || separator == u'\'') {
        return fail(QStringLiteral("%1: '%2' cannot separate fields").arg(origin, printable(QString(separator))));
    }
    CsvReadOptions csv;
    csv.separator = separator;
    csv.trimUnquoted = true;
    csv.firstLine = sepLine ? 2 : 1;
    auto records = readCsvRecords(decoded, csv);
    if (!records) {
        return fail(QStringLiteral("%1: %2").arg(origin, records.error()));
    }
    if (records->isEmpty()) {
        return fail(
            QStringLiteral("%1: empty; expected a header line (%2)").arg(origin, kColumns.join(QLatin1Char(','))));
    }
    const Expected<QHash<QString, int>> columnOf = readHeader(records->first(), origin, separator);
    if (!columnOf) {
        return columnOf.failure();
    }
    Catalog catalog;
    for (qsizetype r = 1; r < records->size(); ++r) {
        auto item = readRecord(records->at(r), *columnOf, origin, decimalComma);
        if (!item) {
            return item.failure();
        }
        catalog.items().append(std::move(item.value()));
        if (itemLines) {
            itemLines->append(records->at(r).line);
        }
    }
    return catalog;
}

} // namespace headroom
