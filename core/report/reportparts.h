// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisortable.h"
#include "reportcontent.h"

#include <nlohmann/json.hpp>

// The pieces both the document and the slides are made of (reportcontent.cpp puts them in order).
namespace headroom::reportparts {

// The recommendation in one sentence (large type), or "No recommendation".
QString leadSentence(const AdvisorResult& result);
// The rest of the advisor's summary, and when there is no recommendation, why (its warnings).
QStringList summaryDetail(const AdvisorResult& result);
// Three to five figures that decide: cost, gains at peak / the latency limit / the headroom band, $ per IOPS.
QList<ReportFigure> keyFigures(const AdvisorResult& result);
// Any advisor table as the report writes it (QuantityFormat::text()).
ReportTable reportTable(const AdvisorTable& source);
// Per port: NIC, switch, cable with part number, list price, ports, per-port share, price date, source; total.
ReportTable perPortCostTable(const AdvisorResult& result, TableFace face);
// The whole-unit build-out (NICs, switches, cables) and the per-port total for all ports.
ReportTable buildOutTable(const AdvisorResult& result);
// Baseline and options as the document or the deck shows them (advisortable.h).
ReportTable optionsTable(const AdvisorResult& result, TableFace face);
// $ per IOPS gained per option at peak, at the latency limit and at the headroom band.
ReportTable costPerIopsTable(const AdvisorResult& result);
QStringList costTraces(const AdvisorResult& result);
QStringList assumptions(const AdvisorResult& result);
ReportTable sourcesTable(const QList<ReportSourceRow>& rows);
QStringList method(const AdvisorResult& result);

// From the advisor's JSON (`advise --json`), so the report carries what newer advisors add without depending on
// their structures: why options were not weighed ("missing", options[].problems) and the cost basis, the other
// basis's answer, the node price's source and exchange rates. Empty when the JSON has none of them.
QStringList refusals(const nlohmann::json& advice);
QStringList basisAndRates(const nlohmann::json& advice);

QString money(std::int64_t cents, const QString& currency);

} // namespace headroom::reportparts
