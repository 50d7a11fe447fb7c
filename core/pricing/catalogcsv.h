// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "model/expected.h"

#include <optional>

#include <QByteArray>
#include <QList>

namespace headroom {

// How to read a catalog CSV that is not plain comma-separated with a decimal point. Nothing is guessed: a semicolon
// file says so in its first line ("sep=;", as Excel writes it) or the user says so here.
struct CatalogCsvOptions {
    std::optional<QChar> separator; // empty: ',' or the file's "sep=" line
    // Amounts and speeds with a decimal comma ("1234,56"): set here, or implied by a "sep=;" line (Excel writes the
    // list separator of the locale, ';' where the decimal mark is a comma). Never with ',' as the separator.
    std::optional<bool> decimalComma;
};

// CSV for spreadsheets: a header line, then one item per line (RFC 4180 quoting; UTF-8).
// Columns: kind,vendor,model,part_number,speed_gbps,ports,price,currency,price_date,source,notes — the price in
// currency units with up to two decimals ("59216.00"). Text cells that a spreadsheet would run as a formula (starting
// with =, +, -, @, tab or CR) are written with a leading ' (OWASP's advice, what spreadsheets show as text) and read
// back without it, so the catalog round-trips. Parsing checks every value's form (numbers strict and finite, valid
// UTF-8, known columns) but not the catalog's rules (Catalog::validate); errors name the line and column.
// `itemLines` (optional) receives each item's line in the file, for messages about the items.
QByteArray catalogToCsv(const Catalog& catalog);
Expected<Catalog> catalogFromCsv(const QByteArray& text, const QString& origin, const CatalogCsvOptions& options = {},
    QList<int>* itemLines = nullptr);

// The CSV column of a Catalog::validate() field ("price date" → "price_date").
QString catalogCsvColumn(const QString& validationField);

// The first line of `bytes` that is not valid UTF-8 (1-based), or 0 when all are.
int firstInvalidUtf8Line(const QByteArray& bytes);

} // namespace headroom
