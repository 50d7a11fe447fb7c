// SPDX-License-Identifier: GPL-3.0-or-later
#include "demandadvice.h"

#include "advisortext.h"
#include "model/quantityformat.h"
#include "runway.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace headroom::demandadvice {

namespace {

QString count(double iops)
{
    return QuantityFormat::text().number(iops, 0);
}

QString growthText(double growthPerYear)
{
    return QuantityFormat::text().percent(growthPerYear * 100.0, growthPerYear * 100.0 < 10 ? 1 : 0);
}

QString downText(int nodesDown)
{
    return nodesDown == 1 ? QCoreApplication::translate("headroom::advice", "1 node down")
                          : QCoreApplication::translate("headroom::advice", "%1 nodes down").arg(nodesDown);
}

// The nodes of the measured system behind the baseline's curve: its own count, else the cluster's.
int baselineNodes(const AdvisorInput& input)
{
    return input.baseline.nodes.value_or(input.nodes);
}

double demandIn(const AdvisorDemand& demand, int years)
{
    return demand.figures.peakIops * std::pow(1.0 + std::max(0.0, demand.growthPerYear), std::max(0, years));
}

QString workloadName(const AdvisorInput& input, const AdvisorCurve& curve)
{
    const std::optional<Workload>& measured = curve.workload ? curve.workload : input.measuredWorkload;
    if (measured) {
        return workloadDisplayName(*measured);
    }
    Workload named;
    named.name = input.workload;
    return workloadDisplayName(named);
}

// The option's capacity from `measured`'s curve, per node, on the customer's nodes plus `added`; empty with the
// reason in `why` when the curve has no figure at the metric.
std::optional<OptionCapacity> capacityFor(
    const AdvisorInput& input, const AdvisorCurve& measured, int measuredNodes, int added, bool atLimit, QString& why)
{
    const CapacityReading reading = capacityReading(measured, input.latencyLimitNs, atLimit);
    why = reading.how;
    if (!reading.iops || measuredNodes < 1) {
        if (measuredNodes < 1) {
            why = QCoreApplication::translate("headroom::advice", "the node count of %1 is not known")
                      .arg(measured.system);
        }
        return std::nullopt;
    }
    const int down = input.demand->nodesDown;
    const int customer = customerNodes(input);
    const int nodes = customer + added;
    OptionCapacity capacity;
    capacity.measuredNodes = measuredNodes;
    capacity.perNodeIops = *reading.iops / measuredNodes;
    capacity.iops = capacity.perNodeIops * nodes;
    capacity.iopsNodesDown = capacity.perNodeIops * std::max(0, nodes - down);
    capacity.fromSystem = measured.system;
    capacity.fromWorkload = workloadName(input, measured);
    capacity.metric = reading.metric;
    const QString nodesExpr
        = added > 0 ? QStringLiteral("(%1 + %2)").arg(customer).arg(added) : QString::number(customer);
    capacity.derivation
        = QCoreApplication::translate("headroom::advice",
            "%1 of %2 on %3 = %4 (%5); ÷ %6 nodes = %7 per node; × %8 nodes = %9; × (%8 − %10) = %11 "
            "with %12. A linear model: the measured system's IOPS per node times the customer's nodes")
              .arg(reading.metric, measured.system, capacity.fromWorkload, count(*reading.iops), reading.how)
              .arg(measuredNodes)
              .arg(count(capacity.perNodeIops), nodesExpr, count(capacity.iops))
              .arg(down)
              .arg(count(capacity.iopsNodesDown), downText(down));
    return capacity;
}

QString runwaySentence(const AdvisorDemand& demand, const OptionRunway& runway)
{
    const OptionCapacity& capacity = *runway.capacity;
    const QString peak = count(demand.figures.peakIops);
    const QString down = downText(demand.nodesDown);
    const QString held = count(capacity.iopsNodesDown);
    if (runway.shortByIops > 0) {
        return QCoreApplication::translate(
            "headroom::advice", "short by %1 IOPS today with %2 (%3 IOPS against a peak of %4)")
            .arg(count(runway.shortByIops), down, held, peak);
    }
    if (runway.unbounded) {
        return QCoreApplication::translate(
            "headroom::advice", "carries %1 IOPS with %2 (capacity %3 IOPS) while the demand stays flat")
            .arg(peak, down, held);
    }
    const QString years = QuantityFormat::text().number(runway.runwayYears.value_or(0), 1);
    QString text = QCoreApplication::translate(
        "headroom::advice", "carries %1 IOPS growing %2 a year for %3 years with %4 (capacity %5 IOPS)")
                       .arg(peak, growthText(demand.growthPerYear), years, down, held);
    if (!runway.carriesDemand) {
        text += QCoreApplication::translate("headroom::advice", ": short of the %1 years asked").arg(demand.years);
        if (runway.nodesNeeded && *runway.nodesNeeded > 0) {
            text += QCoreApplication::translate("headroom::advice", "; %1 node(s) more would carry it")
                        .arg(*runway.nodesNeeded);
        }
    }
    return text;
}

OptionRunway runwayFor(const AdvisorInput& input, std::optional<OptionCapacity> capacity, const QString& why,
    std::optional<std::int64_t> costCents)
{
    const AdvisorDemand& demand = *input.demand;
    OptionRunway runway;
    runway.capacity = std::move(capacity);
    if (!runway.capacity) {
        runway.sentence = QCoreApplication::translate("headroom::advice", "capacity not known: %1").arg(why);
        return runway;
    }
    const OptionCapacity& held = *runway.capacity;
    const double peak = demand.figures.peakIops;
    runway.runwayYears = runwayYears(held.iopsNodesDown, peak, demand.growthPerYear);
    runway.unbounded = !runway.runwayYears;
    runway.shortByIops = std::max(0.0, peak - held.iopsNodesDown);
    runway.nodesNeeded = nodesNeeded(
        held.perNodeIops, customerNodes(input), demand.nodesDown, peak, demand.growthPerYear, demand.years);
    runway.carriesDemand = held.iopsNodesDown >= demandIn(demand, demand.years) * (1.0 - 1e-9);
    if (costCents && runway.runwayYears && *runway.runwayYears > 0) {
        runway.costPerRunwayYear = static_cast<double>(*costCents) / 100.0 / *runway.runwayYears;
    }
    runway.sentence = runwaySentence(demand, runway);
    return runway;
}

OptionRunway optionRunway(const AdvisorResult& result, const AdvisorOption& option, bool atLimit)
{
    const AdvisorInput& input = result.input;
    QString why;
    if (option.kind == OptionKind::AddNodes) {
        return runwayFor(input,
            capacityFor(input, input.baseline, baselineNodes(input), option.nodesAdded, atLimit, why), why,
            option.costCents);
    }
    if (input.demand->figures.bottleneck.kind == BottleneckKind::Cpu) {
        // The customer's own hosts outrank the lab: a faster network does not lift a CPU-bound cluster.
        auto capacity = capacityFor(input, input.baseline, baselineNodes(input), 0, atLimit, why);
        if (capacity) {
            capacity->derivation = QCoreApplication::translate("headroom::advice",
                "not credited with the lab's gain on %1: the customer's hosts are "
                "CPU bound, so the capacity stays the current one: %2")
                                       .arg(option.curve.system, capacity->derivation);
        }
        OptionRunway runway = runwayFor(input, capacity, why, option.costCents);
        runway.notSupported
            = QCoreApplication::translate("headroom::advice", "not supported by the customer's own hosts: CPU bound");
        return runway;
    }
    const int measured = option.curve.nodes.value_or(baselineNodes(input));
    auto capacity = capacityFor(input, option.curve, measured, 0, atLimit, why);
    if (capacity && !option.curve.nodes) {
        capacity->derivation += QCoreApplication::translate(
            "headroom::advice", " (the node count of %1 is not known: taken as the baseline's %2)")
                                    .arg(option.curve.system)
                                    .arg(measured);
    }
    return runwayFor(input, capacity, why, option.costCents);
}

QString sizeText(std::optional<double> bytes)
{
    return bytes ? QCoreApplication::translate("headroom::advice", "%1 KiB")
                       .arg(QuantityFormat::text().number(*bytes / 1024.0, *bytes < 10240 ? 1 : 0))
                 : QCoreApplication::translate("headroom::advice", "size unknown");
}

QString readText(std::optional<double> pct)
{
    return pct ? QCoreApplication::translate("headroom::advice", "%1 read").arg(QuantityFormat::text().percent(*pct))
               : QCoreApplication::translate("headroom::advice", "read % unknown");
}

void matchWorkload(AdvisorResult& result)
{
    const AdvisorInput& input = result.input;
    const DemandFigures& customer = input.demand->figures;
    const std::optional<Workload>& measured = input.measuredWorkload ? input.measuredWorkload : input.baseline.workload;
    const std::optional<double> labSize = measured && measured->blockSizeBytes
        ? std::optional<double>(double(*measured->blockSizeBytes))
        : std::nullopt;
    const std::optional<double> labRead = measured ? measured->readPct : std::nullopt;
    result.workloadMatch << QCoreApplication::translate("headroom::advice", "customer: %1, %2; measured: %3 (%4, %5)")
                                .arg(sizeText(customer.ioSizeBytes), readText(customer.readPct),
                                    measured ? workloadDisplayName(*measured) : input.workload, sizeText(labSize),
                                    readText(labRead));
    QStringList off;
    if (customer.readPct && labRead && std::abs(*customer.readPct - *labRead) > kReadTolerancePct) {
        off << QCoreApplication::translate(
            "headroom::advice", "the reads differ by %1 percentage points (more than %2)")
                   .arg(QuantityFormat::text().number(std::abs(*customer.readPct - *labRead), 0))
                   .arg(kReadTolerancePct);
    }
    if (customer.ioSizeBytes && labSize && *customer.ioSizeBytes > 0 && *labSize > 0
        && std::max(*customer.ioSizeBytes / *labSize, *labSize / *customer.ioSizeBytes) > kSizeToleranceRatio) {
        off << QCoreApplication::translate("headroom::advice", "the I/O sizes differ by more than %1×")
                   .arg(QuantityFormat::text().significant(kSizeToleranceRatio, 3));
    }
    if (!off.isEmpty()) {
        const QString warning = QCoreApplication::translate("headroom::advice",
            "workload mismatch: %1; the lab's capacity may not hold for the "
            "customer's workload (%2)")
                                    .arg(off.join(QCoreApplication::translate("headroom::advice", " and ")),
                                        result.workloadMatch.first());
        result.workloadMatch << warning;
        result.warnings << warning;
    } else if (!(customer.readPct && labRead) || !(customer.ioSizeBytes && labSize)) {
        result.workloadMatch << QCoreApplication::translate(
            "headroom::advice", "not fully compared: a figure is unknown on one side");
    }
}
} // namespace

CapacityReading capacityReading(const AdvisorCurve& curve, double latencyLimitNs, bool atLatencyLimit)
{
    const QuantityFormat format = QuantityFormat::text();
    CapacityReading reading;
    if (!atLatencyLimit) {
        reading.metric = QCoreApplication::translate("headroom::advice", "peak IOPS");
        if (const auto peak = curvemath::peak(curve.points)) {
            reading.iops = peak->iops;
            reading.how = QCoreApplication::translate("headroom::advice", "the highest measured point: %1 IOPS at %2")
                              .arg(count(peak->iops), format.latencyNs(peak->latencyNs));
        } else {
            reading.how = QCoreApplication::translate("headroom::advice", "no measured point of %1").arg(curve.system);
        }
        return reading;
    }
    const QString limit = format.significant(latencyLimitNs / 1e6, 4);
    reading.metric = QCoreApplication::translate("headroom::advice", "IOPS at the %1 ms latency limit").arg(limit);
    const CurvePoint* best = nullptr;
    for (const CurvePoint& point : curve.points) {
        if (point.latencyNs <= latencyLimitNs && (!best || point.iops > best->iops)) {
            best = &point;
        }
    }
    if (best) {
        reading.iops = best->iops;
        reading.how
            = QCoreApplication::translate("headroom::advice", "the highest measured point within it: %1 IOPS at %2")
                  .arg(count(best->iops), format.latencyNs(best->latencyNs));
    } else {
        reading.how = QCoreApplication::translate(
            "headroom::advice", "no measured point of %1 within the %2 ms limit (not extrapolated)")
                          .arg(curve.system, limit);
    }
    return reading;
}

int customerNodes(const AdvisorInput& input)
{
    return input.demand && input.demand->figures.nodes > 0 ? input.demand->figures.nodes : input.nodes;
}

std::optional<int> nodesToCarry(const AdvisorInput& input, bool atLatencyLimit)
{
    if (!input.demand || input.nodesToAdd) {
        return std::nullopt;
    }
    const CapacityReading reading = capacityReading(input.baseline, input.latencyLimitNs, atLatencyLimit);
    const int measured = baselineNodes(input);
    if (!reading.iops || measured < 1) {
        return std::nullopt;
    }
    const AdvisorDemand& demand = *input.demand;
    return nodesNeeded(*reading.iops / measured, customerNodes(input), demand.nodesDown, demand.figures.peakIops,
        demand.growthPerYear, demand.years);
}

QString nodesToCarryText(const AdvisorInput& input, int nodes, bool atLatencyLimit)
{
    const AdvisorDemand& demand = *input.demand;
    const CapacityReading reading = capacityReading(input.baseline, input.latencyLimitNs, atLatencyLimit);
    const int measured = baselineNodes(input);
    const double perNode = reading.iops.value_or(0) / std::max(1, measured);
    return QCoreApplication::translate("headroom::advice",
        "%1 node(s): the fewest with which %2 nodes + %1 − %3 down at %4 IOPS per node (%5 %6 of %7 "
        "÷ %8 nodes, a linear model) carry %9's %10 IOPS grown %11 a year for %12 years = %13 IOPS")
        .arg(nodes)
        .arg(customerNodes(input))
        .arg(demand.nodesDown)
        .arg(count(perNode), count(reading.iops.value_or(0)), reading.metric, input.baseline.system)
        .arg(measured)
        .arg(demand.figures.name, count(demand.figures.peakIops), growthText(demand.growthPerYear))
        .arg(demand.years)
        .arg(count(demandIn(demand, demand.years)));
}

void applyDemand(AdvisorResult& result, bool atLatencyLimit)
{
    const AdvisorInput& input = result.input;
    if (!input.demand) {
        return;
    }
    if (input.demand->figures.nodes <= 0) {
        result.warnings << QCoreApplication::translate(
            "headroom::advice", "the customer's node count is not known: taken as the cluster's %1 nodes")
                               .arg(input.nodes);
    }
    QString why;
    result.baselineRunway = runwayFor(
        input, capacityFor(input, input.baseline, baselineNodes(input), 0, atLatencyLimit, why), why, std::nullopt);
    for (AdvisorOption& option : result.options) {
        option.runway = optionRunway(result, option, atLatencyLimit);
    }
    matchWorkload(result);
}

bool mayWin(const AdvisorOption& option)
{
    return !option.runway || (option.runway->carriesDemand && option.runway->notSupported.isEmpty());
}

} // namespace headroom::demandadvice
