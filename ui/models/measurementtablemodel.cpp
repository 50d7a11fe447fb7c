// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurementtablemodel.h"

#include "store/measurementlisting.h"

#include <algorithm>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFont>

namespace headroom {

MeasurementTableModel::MeasurementTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_nextSlice(new QTimer(this))
{
    m_nextSlice->setSingleShot(true);
    m_nextSlice->setInterval(0); // after the events waiting, the paint of the rows just added among them
    connect(m_nextSlice, &QTimer::timeout, this, &MeasurementTableModel::readNextSlice);
}

MeasurementTableModel::~MeasurementTableModel() = default;

namespace {

// Measurements per page of the table's read. A team library's server plans and answers each page's statements anew,
// a round trip each: larger pages there (a page's measurements are held only until their cells are kept).
int pageSizeFor(const ResultsLibrary& library)
{
    return library.isTeamLibrary() ? 5000 : 1000;
}

// How long a slice of a progressive read may read pages before the window paints and answers again: short enough that
// a click or a key waits for no more than a moment.
constexpr qint64 kSliceBudgetMs = 40;
constexpr int kFirstPageRows = 1000;
// The slices of readRest(), which paints nothing between them: fewer, so that a sorted table is sorted again less
// often, and still bounded (the measurements of a slice are held until its rows are appended).
constexpr qint64 kRestSliceBudgetMs = 250;

} // namespace

Status MeasurementTableModel::load(const ResultsLibrary& library, Reading reading, int pageSize)
{
    stopReading();
    // The GUI's table shows no run counts: no pass over the library to group its runs first.
    const int rowsPerPage = pageSize > 0 ? pageSize : pageSizeFor(library);
    m_firstPageRows = std::min(rowsPerPage, kFirstPageRows);
    auto listing = MeasurementListing::prepare(library, {}, rowsPerPage, MeasurementListing::Runs::Apart);
    if (!listing) {
        clear();
        return fail(listing.error());
    }
    m_listing = std::move(*listing);
    m_expectedRows = m_listing->count();
    MeasurementRows rows;
    rows.reserve(m_expectedRows);
    // The first page alone when reading progressively: a budget of 0 ms ends the read after it. Each page goes to the
    // rows as it comes, so that a read at once holds one page of measurements, not the library's.
    const auto intoRows = [&rows](const QList<Measurement>& page) { rows.append(page); };
    if (auto read = readPages(reading == Reading::AtOnce ? -1 : 0, intoRows); !read) {
        clear();
        return read;
    }
    rows.finish();
    beginResetModel();
    m_rows = std::move(rows);
    m_library = &library;
    m_needle.clear();
    m_rowsContainingNeedle.clear();
    endResetModel();
    if (isReading()) {
        emit readProgress(m_rows.rowCount(), m_expectedRows);
        m_nextSlice->start();
    } else {
        emit readFinished();
    }
    return success();
}

Status MeasurementTableModel::readPages(qint64 budgetMs, const std::function<void(const QList<Measurement>&)>& take)
{
    QElapsedTimer elapsed;
    elapsed.start();
    while (m_listing) {
        // Table: the cells' figures with the read p95 column's percentile; a page is dropped once its cells are kept.
        // The first page no larger than the window shows at once: a team library's pages of 5,000 take a while.
        const int limit = m_lastIdRead ? 0 : m_firstPageRows;
        auto page = m_listing->pageAfter(MeasurementListing::Content::Table, m_lastIdRead, limit);
        if (!page) {
            stopReading();
            return fail(page.error());
        }
        take(page->measurements);
        if (page->last) {
            stopReading();
        } else {
            m_lastIdRead = page->measurements.last().id;
        }
        if (budgetMs >= 0 && elapsed.elapsed() >= budgetMs) {
            break;
        }
    }
    return success();
}

Status MeasurementTableModel::readSlice(qint64 budgetMs)
{
    QList<Measurement> slice;
    Status read = readPages(budgetMs, [&slice](const QList<Measurement>& page) { slice.append(page); });
    if (!read) {
        clear();
        emit readFailed(read.error());
        return read;
    }
    appendRows(slice);
    if (isReading()) {
        emit readProgress(m_rows.rowCount(), m_expectedRows);
    } else {
        emit readFinished();
    }
    return success();
}

void MeasurementTableModel::readNextSlice()
{
    if (readSlice(kSliceBudgetMs) && isReading()) {
        m_nextSlice->start();
    }
}

void MeasurementTableModel::appendRows(const QList<Measurement>& measurements)
{
    if (measurements.isEmpty()) {
        return;
    }
    emit rowsAboutToBeAppended();
    const int first = m_rows.rowCount();
    beginInsertRows({}, first, first + static_cast<int>(measurements.size()) - 1);
    m_rows.append(measurements);
    m_rows.finish();
    endInsertRows();
    emit rowsAppended();
}

Status MeasurementTableModel::readRest()
{
    m_nextSlice->stop();
    // Slices of a bounded time (and so of a bounded number of measurements held at once), none waiting for a paint.
    while (isReading()) {
        if (auto read = readSlice(kRestSliceBudgetMs); !read) {
            return read;
        }
    }
    return success();
}

void MeasurementTableModel::stopReading()
{
    m_nextSlice->stop();
    m_listing.reset();
    m_lastIdRead.reset();
}

void MeasurementTableModel::clear()
{
    stopReading();
    m_expectedRows = 0;
    beginResetModel();
    m_rows = MeasurementRows();
    m_library = nullptr;
    m_needle.clear();
    m_rowsContainingNeedle.clear();
    endResetModel();
}

qint64 MeasurementTableModel::idAt(int row) const
{
    return row >= 0 && row < m_rows.rowCount() ? m_rows.id(row) : 0;
}

bool MeasurementTableModel::rowContains(int row, const QString& needle) const
{
    if (needle != m_needle) {
        m_rowsContainingNeedle = m_rows.rowsContaining(needle);
        m_needle = needle;
    } else if (const auto known = static_cast<int>(m_rowsContainingNeedle.size()); known < m_rows.rowCount()) {
        // Rows appended since (a progressive read): only they are searched.
        const std::vector<bool> appended = m_rows.rowsContaining(needle, known);
        m_rowsContainingNeedle.insert(m_rowsContainingNeedle.end(), appended.cbegin(), appended.cend());
    }
    return m_rowsContainingNeedle.at(static_cast<std::size_t>(row));
}

int MeasurementTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.rowCount();
}

int MeasurementTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.columnCount();
}

QVariant MeasurementTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return m_rows.text(row, index.column());
    case RawValueRole:
        return m_rows.raw(row, index.column());
    case SystemNameRole:
        return m_rows.text(row, SystemColumn);
    case WorkloadNameRole:
        return m_rows.text(row, WorkloadColumn);
    case ModeledRole:
        return m_rows.modeled(row);
    case Qt::ToolTipRole:
        return toolTip(row);
    case Qt::TextAlignmentRole:
        return alignment(index.column());
    case Qt::FontRole:
        if (m_rows.modeled(row)) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    default:
        return {};
    }
}

// Read when asked: a tooltip is one row at a time, and the rows keep no source details.
QVariant MeasurementTableModel::toolTip(int row) const
{
    if (!m_library) {
        return {};
    }
    const auto full = m_library->measurement(m_rows.id(row));
    return full.ok() && *full ? QVariant(measurementDetailsHtml(**full)) : QVariant();
}

QVariant MeasurementTableModel::alignment(int column) const
{
    return m_rows.definition(column).rightAligned ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                  : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
}

QVariant MeasurementTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_rows.columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        return QCoreApplication::translate("headroom::model", m_rows.definition(section).header);
    }
    if (role == Qt::ToolTipRole) {
        return QCoreApplication::translate("headroom::model", m_rows.definition(section).tip);
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace headroom
