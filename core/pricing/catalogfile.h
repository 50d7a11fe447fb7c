// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "catalogcsv.h"
#include "model/expected.h"

namespace headroom {

// Reads a catalog file: CSV when the name ends in .csv, the JSON catalog otherwise. Does not validate.
// `itemLocations` (optional) receives where each item is, for messages: "line 4" (CSV) or "items[3]" (JSON).
Expected<Catalog> readCatalogFile(
    const QString& path, const CatalogCsvOptions& csvOptions = {}, QStringList* itemLocations = nullptr);
// Validation messages that name where each item is in its file ("catalog.csv: line 4, column price: negative
// price …"), from readCatalogFile's itemLocations.
QString locatedMessages(const QString& path, const QList<ValidationIssue>& issues, const QStringList& itemLocations);
// Writes CSV or JSON by the same rule, whole or not at all (writeFileAtomically); the error names the file.
Status writeCatalogFile(const QString& path, const Catalog& catalog);

// The built-in catalog (data/catalog/default-catalog.json): the six parts of the VxRail report, US list prices of
// March 2023, each with its source.
const Catalog& defaultCatalog();
// Where a user's own catalog lives when no --catalog FILE is given (AppDataLocation/catalog.json).
QString userCatalogPath();

// The catalog the CLI and GUI work with: the default catalog, overlaid by the user's file when it exists
// (`path`, or userCatalogPath() when empty). `notes` receives what was merged or replaced.
Expected<Catalog> effectiveCatalog(const QString& path, QStringList* notes = nullptr);

} // namespace headroom
