// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxtable.h"

#include <cmath>

namespace headroom {

namespace {

bool hasValue(const XlsxRow& row)
{
    for (const XlsxCell& cell : row.cells) {
        if (cell.type != XlsxCell::Type::Empty && !cell.text.trimmed().isEmpty()) {
            return true;
        }
    }
    return false;
}

} // namespace

Expected<XlsxTable> XlsxTable::from(XlsxSheet sheet, const QStringList& required, const QString& fileName)
{
    XlsxTable table;
    table.m_fileName = fileName;
    const bool hasHeader = !sheet.rows.isEmpty() && sheet.rows.first().number == 1;
    if (hasHeader) {
        const XlsxRow& header = sheet.rows.first();
        for (auto it = header.cells.cbegin(); it != header.cells.cend(); ++it) {
            const QString name = key(it->display());
            if (!name.isEmpty() && !table.m_columns.contains(name)) {
                table.m_columns.insert(name, it.key());
            }
        }
    }
    QStringList missing;
    for (const QString& column : required) {
        if (!table.m_columns.contains(key(column))) {
            missing << QStringLiteral("'%1'").arg(column);
        }
    }
    if (!missing.isEmpty()) {
        return fail(QStringLiteral("%1: sheet '%2' lacks the column%3 %4 (headers in its first row)")
                        .arg(fileName, sheet.name, missing.size() > 1 ? QStringLiteral("s") : QString(),
                            missing.join(QStringLiteral(", "))));
    }
    for (qsizetype i = hasHeader ? 1 : 0; i < sheet.rows.size(); ++i) {
        if (hasValue(sheet.rows[i])) {
            table.m_rows << sheet.rows[i];
        }
    }
    sheet.rows.clear();
    table.m_sheet = std::move(sheet);
    return table;
}

const XlsxCell& XlsxTable::cell(const XlsxRow& row, const QString& header) const
{
    static const XlsxCell empty;
    const auto column = m_columns.constFind(key(header));
    return column == m_columns.cend() ? empty : row.at(*column);
}

QString XlsxTable::where(const XlsxRow& row, const QString& header) const
{
    return QStringLiteral("%1: sheet '%2', row %3, column '%4'")
        .arg(m_fileName, m_sheet.name)
        .arg(row.number)
        .arg(header);
}

QString XlsxTable::text(const XlsxRow& row, const QString& header) const
{
    return cell(row, header).display().trimmed();
}

Expected<std::optional<double>> XlsxTable::number(const XlsxRow& row, const QString& header) const
{
    const XlsxCell& c = cell(row, header);
    const QString text = c.text.trimmed();
    if (c.type == XlsxCell::Type::Empty || (c.type == XlsxCell::Type::Text && text.isEmpty())) {
        return std::optional<double>();
    }
    if (c.type == XlsxCell::Type::Number && c.number) {
        return c.number;
    }
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (c.type == XlsxCell::Type::Text && ok && std::isfinite(value)) {
        return std::optional<double>(value);
    }
    return fail(QStringLiteral("%1: '%2' is not a number").arg(where(row, header), c.text));
}

Expected<std::optional<bool>> XlsxTable::flag(const XlsxRow& row, const QString& header) const
{
    const XlsxCell& c = cell(row, header);
    const QString text = c.text.trimmed();
    if (c.type == XlsxCell::Type::Empty || text.isEmpty()) {
        return std::optional<bool>();
    }
    if (text.compare(QLatin1String("TRUE"), Qt::CaseInsensitive) == 0) {
        return std::optional<bool>(true);
    }
    if (text.compare(QLatin1String("FALSE"), Qt::CaseInsensitive) == 0) {
        return std::optional<bool>(false);
    }
    return fail(QStringLiteral("%1: '%2' is not TRUE or FALSE").arg(where(row, header), c.text));
}

} // namespace headroom
