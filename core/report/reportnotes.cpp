// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportnotes.h"

#include "advice/advisortext.h"
#include "model/quantityformat.h"
#include "reportparts.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace headroom {

namespace {
QString iops(double value)
{
    return QuantityFormat::text().number(value, 0) + QCoreApplication::translate("headroom::report", " IOPS");
}

QString reading(const QString& label, const std::optional<CurveReading>& r)
{
    if (!r) {
        return QCoreApplication::translate("headroom::report", "%1: none (no point reaches it)").arg(label);
    }
    return QCoreApplication::translate("headroom::report", "%1: %2 at %3 ms mean latency (%4)")
        .arg(label, iops(r->iops), QuantityFormat::text().significant(r->latencyNs / 1e6, 3), r->how);
}

// "gain = (option − baseline) ÷ baseline = (B − A) ÷ A = +x %"
QString gainLine(const QString& metric, const std::optional<CurveReading>& base,
    const std::optional<CurveReading>& option, const std::optional<double>& gainPct,
    const std::optional<GainNoise>& noise)
{
    if (!base || !option || !gainPct) {
        return {};
    }
    return QCoreApplication::translate(
        "headroom::report", "Gain %1 = (option − baseline) ÷ baseline = (%2 − %3) ÷ %3 = %4")
        .arg(metric, iops(option->iops), iops(base->iops), gainText(*gainPct, noise));
}

QString perIopsLine(const QString& metric, const AdvisorOption& option, const std::optional<CurveReading>& base,
    const std::optional<CurveReading>& reached, const std::optional<double>& perIops, const QString& currency)
{
    if (!option.costCents || !base || !reached || !perIops) {
        return {};
    }
    return QCoreApplication::translate(
        "headroom::report", "Cost per IOPS gained %1 = cost ÷ (option − baseline) = %2 ÷ (%3 − %4) = %5")
        .arg(metric, reportparts::money(*option.costCents, currency), iops(reached->iops), iops(base->iops),
            moneyPerIops(*perIops, currency));
}

QStringList optionDerivation(const AdvisorResult& result, const AdvisorOption& option)
{
    const QString& cur = result.currency;
    QStringList lines { reportOptionName(option) + QLatin1Char(':') };
    if (!option.costTrace.isEmpty()) {
        lines << QCoreApplication::translate("headroom::report", "Cost: ") + option.costTrace;
    }
    const QString limit = QCoreApplication::translate("headroom::report", "at the %1 ms latency limit")
                              .arg(QuantityFormat::text().significant(result.input.latencyLimitNs / 1e6, 4));
    for (const QString& line :
        { gainLine(QCoreApplication::translate("headroom::report", "at peak"), result.baseline.peak,
              option.figures.peak, option.peakGainPct, option.peakGainNoise),
            gainLine(limit, result.baseline.atLatencyLimit, option.figures.atLatencyLimit, option.latencyLimitGainPct,
                option.latencyLimitGainNoise),
            perIopsLine(QCoreApplication::translate("headroom::report", "at peak"), option, result.baseline.peak,
                option.figures.peak, option.costPerIopsAtPeak, cur),
            perIopsLine(limit, option, result.baseline.atLatencyLimit, option.figures.atLatencyLimit,
                option.costPerIopsAtLatencyLimit, cur) }) {
        if (!line.isEmpty()) {
            lines << line;
        }
    }
    for (const QString& problem : option.problems) {
        lines << QCoreApplication::translate("headroom::report", "Not weighed: ") + problem;
    }
    return lines;
}

QStringList curveReadings(const AdvisorResult& result)
{
    QStringList lines { QCoreApplication::translate("headroom::report",
        "Readings of each curve (mean latency; straight segments between measured "
        "points, never extrapolated unless said):") };
    const auto curve = [&](const QString& name, const CurveFigures& figures) {
        lines << name + QLatin1Char(':');
        lines << QStringLiteral("  ") + reading(QCoreApplication::translate("headroom::report", "peak"), figures.peak);
        lines << QStringLiteral("  ")
                + reading(
                    QCoreApplication::translate("headroom::report", "at the latency limit"), figures.atLatencyLimit);
        if (figures.headroom) {
            lines << QStringLiteral("  ")
                    + reading(
                        QCoreApplication::translate("headroom::report", "in the headroom band"), figures.headroom);
        }
    };
    curve(
        result.input.baseline.system + QCoreApplication::translate("headroom::report", " (baseline)"), result.baseline);
    for (const AdvisorOption& option : result.options) {
        curve(reportOptionName(option), option.figures);
    }
    return lines;
}

QStringList perPortDerivation(const AdvisorResult& result)
{
    if (!result.perPort) {
        return {};
    }
    const NetworkDesign& d = result.input.design;
    QStringList lines { QCoreApplication::translate("headroom::report",
        "Per port = NIC price ÷ NIC ports + switch price ÷ switch ports + cable price "
        "÷ cable ports, exact; rounded once at the end.") };
    for (const CatalogItem* item : { &d.nic, &d.switchItem, &d.cable }) {
        lines << QCoreApplication::translate("headroom::report", "%1: %2 ÷ %3 port(s); price of %4, source: %5")
                     .arg(item->label(), formatMoney(item->priceCents, item->currency))
                     .arg(item->ports)
                     .arg(formatPriceDate(item->priceDate),
                         item->source.isEmpty() ? QCoreApplication::translate("headroom::report", "not given")
                                                : item->source);
    }
    lines << QCoreApplication::translate("headroom::report", "Per port total: %1; for %2 nodes × %3 ports: %4")
                 .arg(formatMoney(result.perPort->total.roundedCents(), result.currency))
                 .arg(result.input.nodes)
                 .arg(result.input.portsPerNode)
                 .arg(formatMoney(result.perPort->totalForPortsCents(result.input.nodes * result.input.portsPerNode),
                     result.currency));
    return lines;
}

QStringList sourceLines(const QList<Measurement>& used)
{
    QStringList lines { QCoreApplication::translate("headroom::report", "Measurements behind these figures:") };
    for (const ReportSourceRow& row : reportSourceRows(used)) {
        lines << QCoreApplication::translate("headroom::report", "%1, %2: %3 point(s) from %4%5%6")
                     .arg(row.system, row.workload)
                     .arg(row.points)
                     .arg(row.source,
                         row.date.isEmpty() ? QString() : QStringLiteral(" (") + row.date + QLatin1Char(')'),
                         row.sha256.isEmpty() ? QString()
                                              : QCoreApplication::translate("headroom::report", ", SHA-256 ")
                                 + row.sha256.left(16) + QStringLiteral("…"));
    }
    return lines;
}

bool showsOption(const ReportTable& table, const AdvisorOption& option)
{
    for (const QStringList& row : table.rows) {
        for (const QString& cell : row) {
            if (cell.contains(option.curve.system) || cell == reportOptionName(option)) {
                return true;
            }
        }
    }
    return false;
}

QStringList notesFor(const ReportSection& section, const AdvisorResult& result)
{
    QStringList notes;
    bool options = false;
    for (const ReportBlock& block : section.blocks) {
        // The key figures, the $-per-IOPS chart and the options table are each option's figures.
        const bool optionTable = block.kind == BlockKind::Table
            && std::any_of(result.options.begin(), result.options.end(),
                [&](const AdvisorOption& o) { return showsOption(block.table, o); });
        if (optionTable || block.kind == BlockKind::Figures
            || (block.kind == BlockKind::Chart && block.chart == ReportChart::CostPerIops)) {
            options = true;
        } else if (block.kind == BlockKind::Chart && block.chart == ReportChart::Curves) {
            notes << curveReadings(result);
        } else if (block.kind == BlockKind::Table && result.perPort && notes.isEmpty()) {
            notes << perPortDerivation(result);
        } else if (!result.bottleneck.evidence.isEmpty() && block.text == result.bottleneck.sentence) {
            notes << QCoreApplication::translate("headroom::report", "Bottleneck evidence:")
                  << result.bottleneck.evidence;
        }
    }
    if (options) {
        for (const AdvisorOption& option : result.options) {
            notes << optionDerivation(result, option);
        }
    }
    return notes;
}
} // namespace

void addSpeakerNotes(ReportContent& slides, const AdvisorResult& result, const QList<Measurement>& used)
{
    const QStringList sources = sourceLines(used);
    for (ReportSection& section : slides.sections) {
        section.speakerNotes << notesFor(section, result);
        if (!result.summary.isEmpty() && section.speakerNotes.isEmpty()) {
            section.speakerNotes << QCoreApplication::translate("headroom::report", "Advisor's summary: ")
                    + result.summary;
        }
        section.speakerNotes << sources;
    }
}

} // namespace headroom
