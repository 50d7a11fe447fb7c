// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "model/expected.h"

#include <QByteArray>

#include <nlohmann/json.hpp>

namespace headroom {

// The versioned catalog file: {"format": "headroom-catalog", "version": 1, "items": [...]}, prices as integer
// "price_cents". Parsing does not validate (see Catalog::validate); errors name `origin` and the JSON path.
nlohmann::json catalogToJson(const Catalog& catalog);
nlohmann::json catalogItemToJson(const CatalogItem& item);
Expected<Catalog> catalogFromJson(const QByteArray& text, const QString& origin);

} // namespace headroom
