// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include <QString>

namespace headroom {

enum class ItemKind { Nic, Switch, Cable, Optic, Node, Other };
QString toString(ItemKind kind); // "nic", "switch", "cable", "optic", "node", "other"
std::optional<ItemKind> itemKindFromString(const QString& text); // also accepts "dac" for a cable
QString displayName(ItemKind kind); // "NIC", "Switch", "Cable/DAC", …
// False for a node: it is priced whole, so it has no port speed and no per-port share to show.
bool isPricedPerPort(ItemKind kind);

// One priced part. Price in integer cents of `currency` (ISO 4217); ports is what the price buys (a dual-port
// NIC has 2, a 48-port switch 48, a cable 1). speedGbps is per port. priceDate is "YYYY-MM" or "YYYY-MM-DD".
// Every price carries its source: a catalog never holds an invented figure.
struct CatalogItem {
    ItemKind kind = ItemKind::Other;
    QString vendor;
    QString model;
    QString partNumber;
    std::optional<double> speedGbps;
    int ports = 1;
    std::int64_t priceCents = 0;
    QString currency = QStringLiteral("USD");
    QString priceDate;
    QString source;
    QString notes;

    // "540-BBUJ (Broadcom 57414 dual 25 Gb)", for messages and lists.
    QString label() const;
    bool operator==(const CatalogItem&) const = default;
};

// "2023-03" → "March 2023"; "2023-03-14" → "14 March 2023"; anything else unchanged.
QString formatPriceDate(const QString& isoDate);
bool isValidPriceDate(const QString& isoDate);

} // namespace headroom
