#include "catalogcsv.h"

#include "model/csvreader.h"
#include "money.h"

#include <QHash>
#include <QLocale>

namespace headroom {

namespace {
const QStringList kColumns { QStringLiteral("kind"), QStringLiteral("vendor"), QStringLiteral("model"),
    QStringLiteral("part_number"), QStringLiteral("speed_gbps"), QStringLiteral("ports"), QStringLiteral("price"),
    QStringLiteral("currency"), QStringLiteral("price_date"), QStringLiteral("source"), QStringLiteral("notes") };
const QStringList kRequired { QStringLiteral("kind"), QStringLiteral("part_number"), QStringLiteral("ports"),
    QStringLiteral("price"), QStringLiteral("currency") };

QString quoted(const QString& field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n'))) {
        return field;
    }
    QString escaped = field;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

Expected<CatalogItem> readRecord(const CsvRecord& record, const QHash<QString, int>& columnOf, const QString& origin)
{
    const auto value = [&](const QString& column) {
        const int at = columnOf.value(column, -1);
        return at >= 0 && at < record.fields.size() ? record.fields[at].trimmed() : QString();
    };
    const auto bad = [&](const QString& column, const QString& what) {
        return fail(QStringLiteral("%1: line %2, column %3: %4").arg(origin).arg(record.line).arg(column, what));
    };
    CatalogItem item;
    const auto kind = itemKindFromString(value(QStringLiteral("kind")));
    if (!kind) {
        return bad(QStringLiteral("kind"),
            QStringLiteral("'%1' is not one of nic, switch, cable, optic, node, other")
                .arg(value(QStringLiteral("kind"))));
    }
    item.kind = *kind;
    item.vendor = value(QStringLiteral("vendor"));
    item.model = value(QStringLiteral("model"));
    item.partNumber = value(QStringLiteral("part_number"));
    if (const QString speed = value(QStringLiteral("speed_gbps")); !speed.isEmpty()) {
        bool ok = false;
        item.speedGbps = QLocale::c().toDouble(speed, &ok);
        if (!ok) {
            return bad(QStringLiteral("speed_gbps"), QStringLiteral("'%1' is not a number").arg(speed));
        }
    }
    bool ok = false;
    item.ports = value(QStringLiteral("ports")).toInt(&ok);
    if (!ok) {
        return bad(
            QStringLiteral("ports"), QStringLiteral("'%1' is not a whole number").arg(value(QStringLiteral("ports"))));
    }
    const auto cents = parseAmountCents(value(QStringLiteral("price")));
    if (!cents) {
        return bad(QStringLiteral("price"), cents.error());
    }
    item.priceCents = *cents;
    item.currency = value(QStringLiteral("currency")).toUpper();
    item.priceDate = value(QStringLiteral("price_date"));
    item.source = value(QStringLiteral("source"));
    item.notes = value(QStringLiteral("notes"));
    return item;
}
} // namespace

QByteArray catalogToCsv(const Catalog& catalog)
{
    QString text = kColumns.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const CatalogItem& item : catalog.items()) {
        const QStringList fields { toString(item.kind), item.vendor, item.model, item.partNumber,
            item.speedGbps ? QLocale::c().toString(*item.speedGbps, 'g', 12) : QString(), QString::number(item.ports),
            centsToPlain(item.priceCents), item.currency, item.priceDate, item.source, item.notes };
        QStringList cells;
        for (const QString& field : fields) {
            cells << quoted(field);
        }
        text += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text.toUtf8();
}

Expected<Catalog> catalogFromCsv(const QByteArray& text, const QString& origin)
{
    QString decoded = QString::fromUtf8(text);
    if (decoded.startsWith(QChar(0xfeff))) {
        decoded.remove(0, 1);
    }
    auto records = readCsvRecords(decoded);
    if (!records) {
        return fail(QStringLiteral("%1: %2").arg(origin, records.error()));
    }
    if (records->isEmpty()) {
        return fail(
            QStringLiteral("%1: empty; expected a header line (%2)").arg(origin, kColumns.join(QLatin1Char(','))));
    }
    QHash<QString, int> columnOf;
    const CsvRecord& header = records->first();
    for (int i = 0; i < header.fields.size(); ++i) {
        const QString name = header.fields[i].trimmed().toLower();
        if (!kColumns.contains(name)) {
            return fail(QStringLiteral("%1: line %2: unknown column '%3' (known: %4)")
                            .arg(origin)
                            .arg(header.line)
                            .arg(header.fields[i], kColumns.join(QStringLiteral(", "))));
        }
        columnOf.insert(name, i);
    }
    for (const QString& required : kRequired) {
        if (!columnOf.contains(required)) {
            return fail(QStringLiteral("%1: line 1: the header has no '%2' column").arg(origin, required));
        }
    }
    Catalog catalog;
    for (qsizetype r = 1; r < records->size(); ++r) {
        auto item = readRecord(records->at(r), columnOf, origin);
        if (!item) {
            return Error { item.error() };
        }
        catalog.items().append(std::move(item.value()));
    }
    return catalog;
}

} // namespace headroom
