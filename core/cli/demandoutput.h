// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/demand.h"
#include "model/customer.h"

#include <QTextStream>

#include <nlohmann/json.hpp>

namespace headroom::cli {

// `demand show --json`: the demand's figures (IOPS; MB/s as 10^6 bytes/s; percents 0..100; bytes), its hosts with
// their peak CPU and link utilisation, the bottleneck on the customer's own hosts, the source, the user's choices and
// every derivation. Absent figures are null. Pure.
nlohmann::json demandToJson(const CustomerDemand& demand, const DemandFigures& figures);
// `demand show`: the same for people, with each figure's derivation.
void printDemand(QTextStream& out, const CustomerDemand& demand, const DemandFigures& figures);
// `demand list`: one row per demand; `figures` empty when the demand has none yet (no peak IOPS), with its reason.
void printDemandList(
    QTextStream& out, const QList<CustomerDemand>& demands, const QList<Expected<DemandFigures>>& figures);

} // namespace headroom::cli
