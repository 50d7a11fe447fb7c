// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurementrows.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <numeric>

namespace headroom {

namespace {
constexpr double kNotANumber = std::numeric_limits<double>::quiet_NaN();

bool isNumber(const QVariant& raw)
{
    return raw.isValid() && raw.typeId() != QMetaType::QString;
}
} // namespace

MeasurementRows::MeasurementRows(ResultsFace face, QuantityFormat format)
    : m_face(face)
    , m_format(std::move(format))
{
    for (const ResultsColumn which : resultsColumns(face)) {
        m_columns.push_back(Column { which, resultsColumn(which).textOfRaw, {}, {}, {}, {}, {}, {}, {} });
    }
}

void MeasurementRows::reserve(qint64 rows)
{
    const auto size = static_cast<std::size_t>(std::max<qint64>(rows, 0));
    m_ids.reserve(size);
    m_modeled.reserve(size);
    for (Column& column : m_columns) {
        column.numbers.reserve(size);
        if (!column.textOfRaw) {
            column.rawTexts.reserve(size);
            column.shownTexts.reserve(size);
        }
    }
}

void MeasurementRows::append(const QList<Measurement>& measurements)
{
    const ResultsTable page(measurements, m_face);
    for (int row = 0; row < page.rowCount(); ++row) {
        m_ids.push_back(measurements.at(row).id);
        m_modeled.push_back(measurements.at(row).modeled);
        for (int c = 0; c < columnCount(); ++c) {
            Column& column = m_columns.at(static_cast<std::size_t>(c));
            // A figure's text is written when it is drawn; the others' now, once per distinct text.
            appendCell(column, page.raw(row, c), column.textOfRaw ? QString() : page.text(row, c, m_format));
        }
    }
}

void MeasurementRows::appendCell(Column& column, const QVariant& raw, const QString& shown)
{
    column.numbers.push_back(isNumber(raw) ? raw.toDouble() : kNotANumber);
    if (column.textOfRaw) {
        return;
    }
    column.rawTexts.push_back(raw.typeId() == QMetaType::QString ? intern(column, raw.toString()) : -1);
    column.shownTexts.push_back(intern(column, shown));
}

qint32 MeasurementRows::intern(Column& column, const QString& text)
{
    const auto found = column.indexOfText.constFind(text);
    if (found != column.indexOfText.cend()) {
        return *found;
    }
    const auto index = static_cast<qint32>(column.texts.size());
    column.texts << text;
    column.indexOfText.insert(text, index);
    return index;
}

void MeasurementRows::finish()
{
    for (Column& column : m_columns) {
        rankNewTexts(column);
    }
}

// Equal ranks for texts that differ only in case, so that sorting by rank is sorting by the text. The texts added
// since the last call are sorted among themselves and merged into the order of the others, so that a table read a
// page at a time ranks each text once, not each page's worth of texts again.
void MeasurementRows::rankNewTexts(Column& column)
{
    const auto ranked = static_cast<qint32>(column.textOrder.size());
    const auto total = static_cast<qint32>(column.texts.size());
    if (ranked == total) {
        return;
    }
    const auto compare = [&column](qint32 a, qint32 b) {
        return QString::compare(column.texts.at(a), column.texts.at(b), Qt::CaseInsensitive);
    };
    const auto less = [&compare](qint32 a, qint32 b) { return compare(a, b) < 0; };
    std::vector<qint32> added(static_cast<std::size_t>(total - ranked));
    std::iota(added.begin(), added.end(), ranked);
    std::sort(added.begin(), added.end(), less);
    std::vector<qint32> order;
    order.reserve(static_cast<std::size_t>(total));
    std::merge(column.textOrder.cbegin(), column.textOrder.cend(), added.cbegin(), added.cend(),
        std::back_inserter(order), less);
    column.textOrder = std::move(order);
    column.rankOfText.assign(column.textOrder.size(), 0);
    qint32 rank = 0;
    for (std::size_t i = 0; i < column.textOrder.size(); ++i) {
        if (i > 0 && compare(column.textOrder[i - 1], column.textOrder[i]) != 0) {
            ++rank;
        }
        column.rankOfText[static_cast<std::size_t>(column.textOrder[i])] = rank;
    }
}

QVariant MeasurementRows::raw(int row, int column) const
{
    const Column& c = m_columns.at(static_cast<std::size_t>(column));
    const auto r = static_cast<std::size_t>(row);
    if (!c.textOfRaw && c.rawTexts[r] >= 0) {
        return c.texts.at(c.rawTexts[r]);
    }
    return std::isnan(c.numbers[r]) ? QVariant() : QVariant(c.numbers[r]);
}

QString MeasurementRows::text(int row, int column) const
{
    const Column& c = m_columns.at(static_cast<std::size_t>(column));
    return c.textOfRaw ? c.textOfRaw(raw(row, column), m_format)
                       : c.texts.at(c.shownTexts.at(static_cast<std::size_t>(row)));
}

bool MeasurementRows::lessThan(int column, int row, int other) const
{
    const Column& c = m_columns.at(static_cast<std::size_t>(column));
    const auto a = static_cast<std::size_t>(row);
    const auto b = static_cast<std::size_t>(other);
    // Kinds in sorting order: 0 not known, 1 a number, 2 a text.
    const auto kind = [&c](std::size_t r) {
        if (!c.textOfRaw && c.rawTexts[r] >= 0) {
            return 2;
        }
        return std::isnan(c.numbers[r]) ? 0 : 1;
    };
    const int kindA = kind(a);
    const int kindB = kind(b);
    if (kindA != kindB) {
        return kindA < kindB;
    }
    if (kindA == 1) {
        return c.numbers[a] < c.numbers[b];
    }
    return kindA == 2
        && c.rankOfText[static_cast<std::size_t>(c.rawTexts[a])]
        < c.rankOfText[static_cast<std::size_t>(c.rawTexts[b])];
}

std::vector<bool> MeasurementRows::rowsContaining(const QString& needle, int fromRow) const
{
    const auto from = static_cast<std::size_t>(std::clamp(fromRow, 0, rowCount()));
    std::vector<bool> found(m_ids.size() - from, needle.isEmpty());
    if (needle.isEmpty()) {
        return found;
    }
    for (const Column& column : m_columns) {
        markRowsContaining(column, needle, from, found);
    }
    return found;
}

// Marks the rows from `from` on (of those not yet found) whose cell of `column` contains `needle`: a text column
// looks at each distinct text once, a figure column writes the texts of the rows left.
void MeasurementRows::markRowsContaining(
    const Column& column, const QString& needle, std::size_t from, std::vector<bool>& found) const
{
    if (column.textOfRaw) {
        for (std::size_t i = 0; i < found.size(); ++i) {
            const double number = column.numbers[from + i];
            if (!found[i]) {
                const QVariant raw = std::isnan(number) ? QVariant() : QVariant(number);
                found[i] = column.textOfRaw(raw, m_format).contains(needle, Qt::CaseInsensitive);
            }
        }
        return;
    }
    std::vector<bool> textContains(static_cast<std::size_t>(column.texts.size()));
    for (qsizetype t = 0; t < column.texts.size(); ++t) {
        textContains[static_cast<std::size_t>(t)] = column.texts.at(t).contains(needle, Qt::CaseInsensitive);
    }
    for (std::size_t i = 0; i < found.size(); ++i) {
        found[i] = found[i] || textContains[static_cast<std::size_t>(column.shownTexts[from + i])];
    }
}

} // namespace headroom
