#pragma once

#include "catalog.h"
#include "model/expected.h"

#include <QByteArray>

namespace headroom {

// CSV for spreadsheets: a header line, then one item per line (RFC 4180 quoting; UTF-8).
// Columns: kind,vendor,model,part_number,speed_gbps,ports,price,currency,price_date,source,notes — the price in
// currency units with up to two decimals ("59216.00"). Parsing does not validate; errors name the line and column.
QByteArray catalogToCsv(const Catalog& catalog);
Expected<Catalog> catalogFromCsv(const QByteArray& text, const QString& origin);

} // namespace headroom
