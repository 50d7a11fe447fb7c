// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store: a customer demand's own row, as the demand writers and editors need it.
#include "model/customer.h"
#include "model/expected.h"

#include <optional>

#include <QSqlDatabase>
#include <QVariantList>

namespace headroom::customer {

struct DemandRow {
    qint64 id = 0;
    std::optional<qint64> sourceId; // empty: a typed demand
    std::optional<qint64> systemId;
    double growthPerYear = 0;
    std::optional<double> chosenPeakIops;
    TypedDemand typed;
};

// The demand called `name` (nullopt: none); fails only when SQL does.
Expected<std::optional<DemandRow>> demandRow(QSqlDatabase& db, const QString& name);
// Runs a statement with these values; returns the rows it changed.
Expected<int> run(QSqlDatabase& db, const QString& statement, const QVariantList& values, const QString& what);

} // namespace headroom::customer
