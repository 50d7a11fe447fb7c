// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

#include "money.h"

#include <QHash>

namespace headroom {

namespace {
QString itemName(int index, const CatalogItem& item)
{
    return QStringLiteral("item %1 (%2)").arg(index + 1).arg(item.label());
}

bool needsSpeed(ItemKind kind)
{
    return kind == ItemKind::Nic || kind == ItemKind::Switch || kind == ItemKind::Cable || kind == ItemKind::Optic;
}

// The key under which part numbers compare equal (case-insensitive, as QString::compare does).
QString partKey(const QString& partNumber)
{
    return partNumber.toCaseFolded();
}

// Records `index` under `key` unless an earlier item has the key.
void keepFirst(QHash<QString, int>& first, const QString& key, int index)
{
    if (!first.contains(key)) {
        first.insert(key, index);
    }
}

// The first item of `items[0, count)` with each part number (as written, before trimming), by key.
QHash<QString, int> firstIndexByPart(const QList<CatalogItem>& items, int count)
{
    QHash<QString, int> first;
    first.reserve(count);
    for (int i = 0; i < count; ++i) {
        keepFirst(first, partKey(items[i].partNumber), i);
    }
    return first;
}
} // namespace

const CatalogItem* Catalog::find(const QString& partNumber) const
{
    const QString wanted = partNumber.trimmed();
    for (const CatalogItem& item : m_items) {
        if (item.partNumber.compare(wanted, Qt::CaseInsensitive) == 0) {
            return &item;
        }
    }
    return nullptr;
}

QList<ValidationIssue> Catalog::validateItem(int index) const
{
    return validateItem(index, firstIndexByPart(m_items, index));
}

QList<ValidationIssue> Catalog::validateItem(int index, const QHash<QString, int>& earlier) const
{
    QList<ValidationIssue> issues;
    const CatalogItem& item = m_items.at(index);
    const QString name = itemName(index, item);
    const auto add = [&](const QString& field, const QString& problem) {
        issues.append({ index, field, QStringLiteral("%1: %2: %3").arg(name, field, problem), problem });
    };
    if (item.partNumber.trimmed().isEmpty()) {
        add(QStringLiteral("part number"), QStringLiteral("is empty; every item needs a part number"));
    } else if (const auto other = earlier.constFind(partKey(item.partNumber.trimmed()));
               other != earlier.cend() && *other < index) {
        add(QStringLiteral("part number"),
            QStringLiteral("duplicate part number '%1', already used by item %2").arg(item.partNumber).arg(*other + 1));
    }
    if (item.priceCents < 0) {
        add(QStringLiteral("price"),
            QStringLiteral("negative price %1; a price must be zero or more").arg(centsToPlain(item.priceCents)));
    } else if (item.priceCents > kMaxItemPriceCents) {
        add(QStringLiteral("price"),
            QStringLiteral("price %1 is above %2, the most a catalog item may cost")
                .arg(centsToPlain(item.priceCents), centsToPlain(kMaxItemPriceCents)));
    }
    if (item.ports < 1) {
        add(QStringLiteral("ports"),
            QStringLiteral("%1 ports; an item must have at least one port (a cable or node counts as 1)")
                .arg(item.ports));
    }
    if (!isKnownCurrency(item.currency)) {
        add(QStringLiteral("currency"),
            QStringLiteral("unknown currency '%1'; use an ISO 4217 code such as USD or EUR").arg(item.currency));
    }
    if (needsSpeed(item.kind) && (!item.speedGbps || *item.speedGbps <= 0)) {
        add(QStringLiteral("speed"), QStringLiteral("a %1 needs a positive speed in Gb/s").arg(displayName(item.kind)));
    }
    if (!isValidPriceDate(item.priceDate)) {
        add(QStringLiteral("price date"),
            item.priceDate.isEmpty() ? QStringLiteral("is empty; say when the price was valid (YYYY-MM)")
                                     : QStringLiteral("'%1' is not YYYY-MM or YYYY-MM-DD").arg(item.priceDate));
    }
    if (item.source.trimmed().isEmpty()) {
        add(QStringLiteral("source"), QStringLiteral("is empty; every price must say where it comes from"));
    }
    return issues;
}

QList<ValidationIssue> Catalog::validate() const
{
    QList<ValidationIssue> issues;
    QHash<QString, int> earlier; // part number → first item with it, among the items before i
    earlier.reserve(size());
    for (int i = 0; i < size(); ++i) {
        issues += validateItem(i, earlier);
        keepFirst(earlier, partKey(m_items[i].partNumber), i);
    }
    return issues;
}

Catalog Catalog::mergedWith(const Catalog& overlay, QStringList* replaced) const
{
    Catalog merged = *this;
    QHash<QString, int> first; // part number → first item of the merged list with it
    first.reserve(merged.size() + overlay.size());
    for (int i = 0; i < merged.size(); ++i) {
        keepFirst(first, partKey(merged.m_items[i].partNumber), i);
    }
    for (const CatalogItem& item : overlay.items()) {
        const QString key = partKey(item.partNumber);
        if (const auto it = first.constFind(key); it != first.cend()) {
            merged.m_items[*it] = item;
            if (replaced) {
                replaced->append(item.partNumber);
            }
        } else {
            first.insert(key, merged.size());
            merged.m_items.append(item);
        }
    }
    return merged;
}

QString joinMessages(const QList<ValidationIssue>& issues)
{
    QStringList lines;
    for (const ValidationIssue& issue : issues) {
        lines << issue.message;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace headroom
