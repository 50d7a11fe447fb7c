// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogitem.h"

#include <optional>

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// $10 billion: far above any part, and low enough that a design's totals (items × count, summed over a cluster)
// stay inside std::int64_t cents.
inline constexpr std::int64_t kMaxItemPriceCents = 1'000'000'000'000;

// A problem with one field of one item. `message` names both: "item 2 (210-APEX …): ports: …".
struct ValidationIssue {
    int index = -1; // 0-based position in the catalog
    QString field; // "price", "ports", "currency", "part number", …
    QString message;
    QString problem; // the message without the item and field: "negative price -1.00; …"
    bool operator==(const ValidationIssue&) const = default;
};

// A list of priced parts. A plain value type; copies are cheap enough for a few hundred items.
class Catalog {
public:
    static constexpr int kFormatVersion = 1;

    Catalog() = default;
    explicit Catalog(QList<CatalogItem> items)
        : m_items(std::move(items))
    {
    }

    const QList<CatalogItem>& items() const { return m_items; }
    QList<CatalogItem>& items() { return m_items; }
    int size() const { return static_cast<int>(m_items.size()); }
    // Case-insensitive match on the part number.
    const CatalogItem* find(const QString& partNumber) const;

    // Every problem in every item, in item order; empty when the catalog is usable.
    QList<ValidationIssue> validate() const;
    // The problems of one item, also checking its part number against the others.
    QList<ValidationIssue> validateItem(int index) const;

    // This catalog with `overlay`'s items added; an overlay item replaces one with the same part number.
    // `replaced` receives the part numbers that were replaced.
    Catalog mergedWith(const Catalog& overlay, QStringList* replaced = nullptr) const;

private:
    // validateItem with `earlier`: part number key → first item with it, holding at least the items before index.
    QList<ValidationIssue> validateItem(int index, const QHash<QString, int>& earlier) const;

    QList<CatalogItem> m_items;
};

// The validation messages as one text, a line each.
QString joinMessages(const QList<ValidationIssue>& issues);

} // namespace headroom
