// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogtablemodel.h"

#include "catalogeditcommand.h"
#include "model/quantityparse.h"
#include "pricing/catalogfile.h"
#include "pricing/money.h"
#include "themecolors.h"

#include <optional>

#include <QBrush>
#include <QColor>
#include <QDate>
#include <QFileInfo>
#include <QGuiApplication>
#include <QUndoStack>

namespace headroom {

namespace {
// Translated where shown (tr in headerData); marked here so that lupdate finds them.
const char* const kTitles[] = {
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Kind"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Vendor"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Model"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Part number"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Speed (Gb/s)"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Ports"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "List price"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Per port"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Currency"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Price date"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Source"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Notes"),
    QT_TRANSLATE_NOOP("headroom::CatalogTableModel", "Origin"),
};
} // namespace

CatalogTableModel::CatalogTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_undo(new QUndoStack(this))
{
    m_catalog = defaultCatalog();
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_catalog.size();
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CatalogTableModel::fieldOf(int column) const
{
    switch (column) {
    case PartColumn:
        return QStringLiteral("part number");
    case SpeedColumn:
        return QStringLiteral("speed");
    case PortsColumn:
        return QStringLiteral("ports");
    case PriceColumn:
        return QStringLiteral("price");
    case CurrencyColumn:
        return QStringLiteral("currency");
    case DateColumn:
        return QStringLiteral("price date");
    case SourceColumn:
        return QStringLiteral("source");
    default:
        return {};
    }
}

namespace {

// A node is priced whole: its speed and per-port cells stay empty (not "0 Gb/s", not its price again), and their
// tooltip says why; nullopt for every other cell.
std::optional<QVariant> wholeNodeCell(const CatalogItem& item, int column, int role)
{
    if (isPricedPerPort(item.kind)
        || (column != CatalogTableModel::SpeedColumn && column != CatalogTableModel::PerPortColumn)) {
        return std::nullopt;
    }
    if (role == Qt::ToolTipRole) {
        return CatalogTableModel::tr("A node is priced whole: it has no port speed and no per-port share");
    }
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        return QVariant(QString());
    }
    return role == CatalogTableModel::RawValueRole ? std::optional<QVariant>(QVariant()) : std::nullopt;
}

} // namespace

bool CatalogTableModel::isBuiltIn(int row) const
{
    const CatalogItem& item = m_catalog.items().at(row);
    const CatalogItem* builtIn = defaultCatalog().find(item.partNumber);
    return builtIn && *builtIn == item;
}

// The cell's validation problems: their text (IssueRole, the tool tip) and its colours; the tool tip of a sound cell.
QVariant CatalogTableModel::issueData(const QModelIndex& index, const CatalogItem& item, int role) const
{
    QStringList messages;
    const QString field = fieldOf(index.column());
    for (const ValidationIssue& issue : m_issues) {
        if (issue.index == index.row() && !field.isEmpty() && issue.field == field) {
            messages << issue.message;
        }
    }
    if (role == Qt::BackgroundRole) {
        return messages.isEmpty() ? QVariant() : QVariant(QBrush(theme::faultBackground(QGuiApplication::palette())));
    }
    if (role == Qt::ForegroundRole) { // text that reads on that background, whatever the palette's
        return messages.isEmpty() ? QVariant() : QVariant(QBrush(theme::faultText(QGuiApplication::palette())));
    }
    if (role == Qt::ToolTipRole && messages.isEmpty()) {
        if (index.column() == PerPortColumn) {
            return tr("%1 ÷ %2 port(s), exact, rounded once to cents")
                .arg(formatMoney(item.priceCents, item.currency))
                .arg(item.ports);
        }
        if (index.column() == SourceColumn || index.column() == NotesColumn) {
            return index.column() == SourceColumn ? item.source : item.notes;
        }
        return {};
    }
    return messages.join(QLatin1Char('\n'));
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_catalog.size()) {
        return {};
    }
    const CatalogItem& item = m_catalog.items().at(index.row());
    if (const auto cell = wholeNodeCell(item, index.column(), role)) {
        return *cell;
    }
    if (role == IssueRole || role == Qt::ToolTipRole || role == Qt::BackgroundRole || role == Qt::ForegroundRole) {
        return issueData(index, item, role);
    }
    const bool edit = role == Qt::EditRole;
    if (role != Qt::DisplayRole && !edit && role != RawValueRole) {
        if (role == Qt::TextAlignmentRole
            && (index.column() == SpeedColumn || index.column() == PortsColumn || index.column() == PriceColumn
                || index.column() == PerPortColumn)) {
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    }
    switch (index.column()) {
    case KindColumn:
        return edit ? toString(item.kind) : displayName(item.kind);
    case VendorColumn:
        return item.vendor;
    case ModelColumn:
        return item.model;
    case PartColumn:
        return item.partNumber;
    case SpeedColumn:
        return item.speedGbps ? QVariant(*item.speedGbps) : QVariant(QString());
    case PortsColumn:
        return item.ports;
    case PriceColumn:
        if (role == RawValueRole) {
            return QVariant::fromValue(item.priceCents);
        }
        return edit ? centsToPlain(item.priceCents) : formatMoney(item.priceCents, item.currency);
    case PerPortColumn: {
        const int ports = std::max(1, item.ports);
        const qint64 cents = ExactCents::share(item.priceCents, ports).roundedCents();
        return role == RawValueRole ? QVariant::fromValue(cents) : QVariant(formatMoney(cents, item.currency));
    }
    case CurrencyColumn:
        return item.currency;
    case DateColumn:
        return role == Qt::DisplayRole ? formatPriceDate(item.priceDate) : item.priceDate;
    case SourceColumn:
        return item.source;
    case NotesColumn:
        return item.notes;
    case OriginColumn:
        return isBuiltIn(index.row()) ? tr("built-in") : tr("your catalog");
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 && section < ColumnCount) {
        return tr(kTitles[section]);
    }
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == PerPortColumn) {
        return tr("List price ÷ ports: the share of one port, as the per-port amortised cost uses it");
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const
{
    const Qt::ItemFlags base = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.column() == PerPortColumn || index.column() == OriginColumn) {
        return base;
    }
    if (index.column() == SpeedColumn && index.row() < m_catalog.size()
        && !isPricedPerPort(m_catalog.items().at(index.row()).kind)) {
        return base;
    }
    return base | Qt::ItemIsEditable;
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole) {
        return false;
    }
    Catalog after = m_catalog;
    CatalogItem& item = after.items()[index.row()];
    const QString text = value.toString().trimmed();
    bool ok = true;
    switch (index.column()) {
    case KindColumn:
        if (const auto kind = itemKindFromString(text)) {
            item.kind = *kind;
        } else {
            ok = false;
        }
        break;
    case VendorColumn:
        item.vendor = text;
        break;
    case ModelColumn:
        item.model = text;
        break;
    case PartColumn:
        item.partNumber = text;
        break;
    case SpeedColumn:
        if (text.isEmpty()) {
            item.speedGbps.reset();
        } else {
            const Expected<double> gbps = parseNumber({}, text, 0.001, 1e6);
            ok = gbps.ok();
            item.speedGbps = gbps ? *gbps : 0;
        }
        break;
    case PortsColumn:
        item.ports = text.toInt(&ok);
        break;
    case PriceColumn: {
        const auto cents = parseAmountCents(text);
        ok = cents.ok();
        if (ok) {
            item.priceCents = *cents;
        }
        break;
    }
    case CurrencyColumn:
        item.currency = text.toUpper();
        break;
    case DateColumn:
        item.priceDate = text;
        break;
    case SourceColumn:
        item.source = value.toString();
        break;
    case NotesColumn:
        item.notes = value.toString();
        break;
    default:
        return false;
    }
    if (!ok || after.items() == m_catalog.items()) {
        return false;
    }
    pushEdit(tr("Edit %1 of %2").arg(tr(kTitles[index.column()]), m_catalog.items()[index.row()].label()), after);
    return true;
}

void CatalogTableModel::pushEdit(const QString& text, const Catalog& after)
{
    m_undo->push(new CatalogEditCommand(this, text, m_catalog, after));
}

void CatalogTableModel::applyCatalog(const Catalog& catalog)
{
    const bool sameShape = catalog.size() == m_catalog.size();
    if (!sameShape) {
        beginResetModel();
    }
    m_catalog = catalog;
    m_issues = m_catalog.validate();
    if (sameShape) {
        if (m_catalog.size() > 0) {
            emit dataChanged(index(0, 0), index(m_catalog.size() - 1, ColumnCount - 1));
        }
    } else {
        endResetModel();
    }
    emit catalogChanged();
}

Status CatalogTableModel::load(const QString& path)
{
    m_path = path.isEmpty() ? userCatalogPath() : path;
    Catalog loaded = defaultCatalog();
    if (QFileInfo::exists(m_path)) {
        auto user = readCatalogFile(m_path);
        if (!user) {
            return Error { user.error() };
        }
        loaded = loaded.mergedWith(*user);
    }
    m_undo->clear();
    beginResetModel();
    m_catalog = loaded;
    m_issues = m_catalog.validate();
    endResetModel();
    emit catalogChanged();
    return success();
}

bool CatalogTableModel::isModified() const
{
    return !m_undo->isClean();
}

Status CatalogTableModel::save()
{
    if (!m_issues.isEmpty()) {
        return fail(tr("Not saved: fix the %n problem(s) listed first.", nullptr, static_cast<int>(m_issues.size())));
    }
    Catalog own;
    for (int row = 0; row < m_catalog.size(); ++row) {
        if (!isBuiltIn(row)) {
            own.items() << m_catalog.items()[row];
        }
    }
    if (auto written = writeCatalogFile(m_path, own); !written) {
        return written;
    }
    m_undo->setClean();
    return success();
}

void CatalogTableModel::addItem(ItemKind kind)
{
    Catalog after = m_catalog;
    CatalogItem item;
    item.kind = kind;
    item.partNumber = tr("NEW-%1").arg(m_catalog.size() + 1);
    item.priceDate = QDate::currentDate().toString(QStringLiteral("yyyy-MM"));
    after.items() << item;
    pushEdit(tr("Add %1").arg(displayName(kind)), after);
}

Status CatalogTableModel::removeItem(int row)
{
    if (row < 0 || row >= m_catalog.size()) {
        return fail(tr("Select an item to remove."));
    }
    if (isBuiltIn(row)) {
        return fail(tr("%1 is a built-in item from the VxRail report; it cannot be removed, but you can change its "
                       "price with your own source.")
                        .arg(m_catalog.items()[row].partNumber));
    }
    Catalog after = m_catalog;
    const QString label = after.items()[row].label();
    after.items().removeAt(row);
    pushEdit(tr("Remove %1").arg(label), after);
    return success();
}

Status CatalogTableModel::importFile(const QString& path)
{
    auto incoming = readCatalogFile(path);
    if (!incoming) {
        return Error { incoming.error() };
    }
    if (const auto issues = incoming->validate(); !issues.isEmpty()) {
        return fail(tr("%1: nothing imported:\n%2").arg(path, joinMessages(issues)));
    }
    pushEdit(tr("Import %1").arg(QFileInfo(path).fileName()), m_catalog.mergedWith(*incoming));
    return success();
}

Status CatalogTableModel::exportFile(const QString& path) const
{
    return writeCatalogFile(path, m_catalog);
}

} // namespace headroom
