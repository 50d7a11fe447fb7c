// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorjson.h"

#include "model/units.h"

#include <cmath>

namespace headroom {

namespace {
using json = nlohmann::json;

json currencyUnits(std::int64_t cents)
{
    return json(static_cast<double>(cents) / 100.0);
}
json roundedOrNull(const std::optional<double>& value, int decimals)
{
    if (!value) {
        return nullptr;
    }
    const double scale = std::pow(10.0, decimals);
    return std::round(*value * scale) / scale;
}
json iopsOf(const std::optional<CurveReading>& r)
{
    return r ? json(std::round(r->iops)) : json(nullptr);
}
json msOf(const std::optional<CurveReading>& r)
{
    return r ? json(std::round(units::nsToMs(r->latencyNs) * 1e4) / 1e4) : json(nullptr);
}
json traceOf(const std::optional<CurveReading>& r)
{
    return r ? json { { "iops", r->iops }, { "latency_ms", units::nsToMs(r->latencyNs) },
        { "extrapolated", r->extrapolated }, { "how", r->how.toStdString() } }
             : json(nullptr);
}

json stringsOf(const QStringList& lines)
{
    json array = json::array();
    for (const QString& line : lines) {
        array.push_back(line.toStdString());
    }
    return array;
}

json figuresTrace(const CurveFigures& f)
{
    return json { { "peak", traceOf(f.peak) }, { "latency_limit", traceOf(f.atLatencyLimit) },
        { "headroom", traceOf(f.headroom) }, { "headroom_low", traceOf(f.headroomLow) },
        { "headroom_high", traceOf(f.headroomHigh) } };
}

json noiseToJson(const std::optional<GainNoise>& noise)
{
    if (!noise) {
        return nullptr;
    }
    return json { { "baseline_runs", noise->baselineRuns }, { "option_runs", noise->optionRuns },
        { "half_width_pct", roundedOrNull(noise->halfWidthPct, 2) },
        { "method", toString(noise->method).toStdString() }, { "within_noise", noise->withinNoise } };
}

json optionToJson(const AdvisorOption& option, const QString& currency)
{
    const CurveFigures& f = option.figures;
    return json {
        { "kind", toString(option.kind).toStdString() },
        { "system", option.curve.system.toStdString() },
        { "modeled", option.curve.modeled },
        { "nodes_added", option.nodesAdded },
        { "cost", option.costCents ? currencyUnits(*option.costCents) : json(nullptr) },
        { "cost_amortised", option.amortisedCostCents ? currencyUnits(*option.amortisedCostCents) : json(nullptr) },
        { "cost_whole_units", option.wholeUnitCostCents ? currencyUnits(*option.wholeUnitCostCents) : json(nullptr) },
        { "weighed", option.problems.isEmpty() },
        { "problems", stringsOf(option.problems) },
        { "currency", currency.toStdString() },
        { "cost_trace", option.costTrace.toStdString() },
        { "peak_iops", iopsOf(f.peak) },
        { "latency_at_peak_ms", msOf(f.peak) },
        { "peak_gain_pct", roundedOrNull(option.peakGainPct, 1) },
        { "iops_at_latency_limit", iopsOf(f.atLatencyLimit) },
        { "latency_limit_gain_pct", roundedOrNull(option.latencyLimitGainPct, 1) },
        { "gain_noise",
            json { { "peak", noiseToJson(option.peakGainNoise) },
                { "latency_limit", noiseToJson(option.latencyLimitGainNoise) } } },
        { "headroom_iops", iopsOf(f.headroom) },
        { "latency_at_headroom_ms", msOf(f.headroom) },
        { "headroom_latency_change_pct", roundedOrNull(option.headroomLatencyChangePct, 1) },
        { "usd_per_iops_gained",
            json { { "peak", roundedOrNull(option.costPerIopsAtPeak, 4) },
                { "latency_limit", roundedOrNull(option.costPerIopsAtLatencyLimit, 4) },
                { "headroom", roundedOrNull(option.costPerIopsAtHeadroom, 4) } } },
        { "extrapolated", f.extrapolated() },
        { "trace", figuresTrace(f) },
    };
}

json capacityToJson(const std::optional<OptionCapacity>& capacity)
{
    if (!capacity) {
        return nullptr;
    }
    return json { { "iops", std::round(capacity->iops) }, { "iops_nodes_down", std::round(capacity->iopsNodesDown) },
        { "per_node_iops", std::round(capacity->perNodeIops * 10.0) / 10.0 },
        { "measured_nodes", capacity->measuredNodes }, { "from_system", capacity->fromSystem.toStdString() },
        { "from_workload", capacity->fromWorkload.toStdString() }, { "metric", capacity->metric.toStdString() },
        { "derivation", capacity->derivation.toStdString() } };
}

// An option's (or the current cluster's) figures against the demand: runway_years is 0 when short today and null
// when the demand does not grow (or the capacity is not known: then capacity is null too).
void addRunway(json& object, const OptionRunway& runway)
{
    object["capacity"] = capacityToJson(runway.capacity);
    object["runway_years"] = roundedOrNull(runway.runwayYears, 2);
    object["runway_unbounded"] = runway.unbounded;
    object["short_by_iops"] = std::round(runway.shortByIops);
    object["nodes_needed"] = runway.nodesNeeded ? json(*runway.nodesNeeded) : json(nullptr);
    object["cost_per_runway_year"] = roundedOrNull(runway.costPerRunwayYear, 2);
    object["carries_demand"] = runway.carriesDemand;
    object["not_supported"] = runway.notSupported.isEmpty() ? json(nullptr) : json(runway.notSupported.toStdString());
    object["runway_sentence"] = runway.sentence.toStdString();
}

json demandToJson(const AdvisorResult& result)
{
    const AdvisorDemand& demand = *result.input.demand;
    const DemandFigures& f = demand.figures;
    json figures { { "nodes", f.nodes > 0 ? json(f.nodes) : json(nullptr) },
        { "ports_per_node", f.portsPerNode ? json(*f.portsPerNode) : json(nullptr) },
        { "link_gbps", roundedOrNull(f.linkGbps, 3) }, { "peak_iops", std::round(f.peakIops) },
        { "peak_is_chosen", f.peakIsChosen }, { "peak_is_upper_bound", f.peakIsUpperBound },
        { "average_iops", std::round(f.averageIops) }, { "peak_bytes_per_sec", roundedOrNull(f.peakBytesPerSec, 0) },
        { "average_bytes_per_sec", roundedOrNull(f.averageBytesPerSec, 0) },
        { "read_pct", roundedOrNull(f.readPct, 2) }, { "io_size_bytes", roundedOrNull(f.ioSizeBytes, 0) },
        { "bottleneck",
            { { "verdict", toString(f.bottleneck.kind).toStdString() },
                { "evidence", stringsOf(f.bottleneck.evidence) },
                { "sentence", f.bottleneck.sentence.toStdString() } } },
        { "derivation", stringsOf(f.derivation) }, { "source", f.source.toStdString() },
        { "linked_system", f.linkedSystem.toStdString() } };
    json object { { "cluster", f.name.toStdString() }, { "figures", figures }, { "growth", demand.growthPerYear },
        { "years", demand.years }, { "nodes_down", demand.nodesDown },
        { "workload_match", stringsOf(result.workloadMatch) }, { "sentence", result.demandSentence.toStdString() } };
    json baseline = json::object();
    if (result.baselineRunway) {
        addRunway(baseline, *result.baselineRunway);
    }
    object["current_cluster"] = baseline;
    return object;
}

json ratesOf(const QList<ExchangeRate>& rates)
{
    json array = json::array();
    for (const ExchangeRate& rate : rates) {
        array.push_back(json { { "from", rate.from.toStdString() }, { "to", rate.to.toStdString() },
            { "rate", static_cast<double>(rate.numerator) / static_cast<double>(rate.denominator) },
            { "date", rate.date.toStdString() }, { "text", rate.describe().toStdString() } });
    }
    return array;
}

json settingsToJson(const AdvisorInput& input)
{
    return json { { "nodes", input.nodes }, { "ports_per_node", input.portsPerNode },
        { "nic", input.design.nic.partNumber.toStdString() },
        { "switch", input.design.switchItem.partNumber.toStdString() },
        { "cable", input.design.cable.partNumber.toStdString() },
        { "node_price", input.nodePriceCents ? currencyUnits(*input.nodePriceCents) : json(nullptr) },
        { "node_price_currency",
            input.nodePriceCurrency.isEmpty() ? json(nullptr) : json(input.nodePriceCurrency.toStdString()) },
        { "node_price_source", input.nodePriceSource.toStdString() },
        { "cost_basis", toString(input.costBasis).toStdString() }, { "node_scaling", input.nodeScaling },
        { "latency_limit_ms", units::nsToMs(input.latencyLimitNs) },
        { "headroom_pct", json::array({ input.headroomLowPct, input.headroomHighPct }) },
        { "headroom_definition",
            "the middle of the band, as a fraction of each curve's own peak: its IOPS gain equals the peak gain; "
            "the latency there is what differs" },
        { "allow_extrapolation", input.extrapolation == Extrapolation::Allowed } };
}
} // namespace

json perPortCostToJson(const PerPortCost& cost)
{
    return json { { "currency", cost.currency.toStdString() },
        { "per_port",
            { { "nic", currencyUnits(cost.nic.roundedCents()) },
                { "switch", currencyUnits(cost.switchPort.roundedCents()) },
                { "cable", currencyUnits(cost.cable.roundedCents()) },
                { "total", currencyUnits(cost.total.roundedCents()) } } } };
}

json advisorResultToJson(const AdvisorResult& result)
{
    const CurveFigures& b = result.baseline;
    json options = json::array();
    for (const AdvisorOption& option : result.options) {
        json object = optionToJson(option, result.currency);
        if (option.runway) {
            addRunway(object, *option.runway);
        }
        options.push_back(object);
    }
    json evidence = json::array();
    for (const QString& line : result.bottleneck.evidence) {
        evidence.push_back(line.toStdString());
    }
    json warnings = json::array();
    for (const QString& line : result.warnings) {
        warnings.push_back(line.toStdString());
    }
    json document {
        { "workload", result.input.workload.toStdString() },
        { "baseline",
            { { "system", result.input.baseline.system.toStdString() }, { "peak_iops", iopsOf(b.peak) },
                { "latency_at_peak_ms", msOf(b.peak) }, { "iops_at_latency_limit", iopsOf(b.atLatencyLimit) },
                { "headroom_iops", iopsOf(b.headroom) }, { "latency_at_headroom_ms", msOf(b.headroom) },
                { "extrapolated", b.extrapolated() }, { "trace", figuresTrace(b) } } },
        { "options", options },
        { "bottleneck",
            { { "verdict", toString(result.bottleneck.kind).toStdString() }, { "evidence", evidence },
                { "sentence", result.bottleneck.sentence.toStdString() } } },
        { "recommendation", toString(result.recommendation).toStdString() },
        { "currency", result.currency.toStdString() },
        { "metric", result.metric.toStdString() },
        { "cost_basis", toString(result.input.costBasis).toStdString() },
        { "other_cost_basis",
            { { "recommendation", toString(result.otherBasisRecommendation).toStdString() },
                { "changes_answer", result.otherBasisChangesAnswer } } },
        { "missing", stringsOf(result.missing) },
        { "exchange_rates", ratesOf(result.input.rates) },
        { "summary", result.summary.toStdString() },
        { "extrapolated", result.extrapolated },
        { "settings", settingsToJson(result.input) },
        { "warnings", warnings },
    };
    if (result.input.demand) {
        document["demand"] = demandToJson(result);
    }
    if (result.perPort) {
        document["network_cost"] = perPortCostToJson(*result.perPort);
        const int ports = result.input.nodes * result.input.portsPerNode;
        document["network_cost"]["ports"] = ports;
        document["network_cost"]["total_exact"] = currencyUnits(result.perPort->totalForPortsCents(ports));
        document["network_cost"]["total_report_rounding"]
            = currencyUnits(result.perPort->totalForPortsReportRoundingCents(ports));
        if (result.buildOut) {
            document["network_cost"]["whole_units"]
                = json { { "nics", result.buildOut->nics }, { "switches", result.buildOut->switches },
                      { "cables", result.buildOut->cables }, { "total", currencyUnits(result.buildOut->totalCents) } };
        }
    }
    return document;
}

} // namespace headroom
