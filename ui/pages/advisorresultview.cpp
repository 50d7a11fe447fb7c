#include "advisorresultview.h"

#include "advice/advisortext.h"
#include "model/quantityformat.h"
#include "model/units.h"
#include "pricing/money.h"

#include <QColor>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace headroom {

namespace {
QTableWidgetItem* cell(const QString& text, const QString& tip = {}, bool number = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number) {
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (!tip.isEmpty()) {
        item->setToolTip(tip);
    }
    return item;
}
QString iopsText(const std::optional<CurveReading>& r)
{
    return r ? QuantityFormat::system().number(r->iops, 0) + (r->extrapolated ? QStringLiteral(" *") : QString())
             : QStringLiteral("–");
}
QString msText(const std::optional<CurveReading>& r)
{
    return r ? QuantityFormat::system().latencyNs(r->latencyNs) : QStringLiteral("–");
}
QString how(const std::optional<CurveReading>& r, const QString& missing)
{
    return r ? r->how : missing;
}
QString pctText(const std::optional<double>& v)
{
    return v ? QuantityFormat::text().gain(*v) : QStringLiteral("–");
}

QTableWidget* table(const QStringList& headers, QWidget* parent)
{
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setAlternatingRowColors(true);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}
} // namespace

AdvisorResultView::AdvisorResultView(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setStyleSheet(
        QStringLiteral("QLabel { background: #eef5e9; border: 1px solid #9cc28a; padding: 8px; }"));
    layout->addWidget(m_verdict);
    // The answer first: the verdict, then the options it weighed; the per-port table and the traces follow.
    m_options = table({ tr("Option"), tr("Cost"), tr("Peak\nIOPS"), tr("Gain"), tr("IOPS @\nlimit"), tr("Gain"),
                          tr("Latency @\nheadroom"), tr("Change"), tr("Per IOPS\ngained, peak"),
                          tr("Per IOPS\ngained, limit"), tr("Per IOPS gained,\nheadroom") },
        this);
    m_options->setObjectName(QStringLiteral("advisorOptions"));
    m_options->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_optionsTitle = new QLabel(tr("<b>Options</b> (hover a figure for how it was computed)"), this);
    layout->addWidget(m_optionsTitle);
    layout->addWidget(m_options);
    m_perPort = table({ tr("Component"), tr("Part"), tr("List price"), tr("Ports"), tr("Per port") }, this);
    m_perPort->setMaximumHeight(150);
    layout->addWidget(new QLabel(tr("<b>Network upgrade, per port amortised</b>"), this));
    layout->addWidget(m_perPort);
    m_costNote = new QLabel(this);
    m_costNote->setWordWrap(true);
    layout->addWidget(m_costNote);
    m_bottleneck = new QLabel(this);
    m_bottleneck->setWordWrap(true);
    layout->addWidget(m_bottleneck);
    m_details = new QTextBrowser(this);
    m_details->setMinimumHeight(120);
    layout->addWidget(m_details, 1);
}

void AdvisorResultView::showProblem(const QString& message)
{
    m_verdict->setStyleSheet(
        QStringLiteral("QLabel { background: #fdf3e1; border: 1px solid #d9a441; padding: 8px; }"));
    m_verdict->setText(tr("<b>Cannot advise yet:</b> %1").arg(message.toHtmlEscaped()));
    m_perPort->setRowCount(0);
    m_options->setRowCount(0);
    m_bottleneck->clear();
    m_costNote->clear();
    m_details->clear();
}

void AdvisorResultView::showResult(const AdvisorResult& result)
{
    QString headline;
    switch (result.recommendation) {
    case Recommendation::NetworkUpgrade:
        headline = tr("Recommendation: upgrade the network");
        break;
    case Recommendation::AddNodes:
        headline = tr("Recommendation: add nodes");
        break;
    case Recommendation::Neither:
        headline = tr("Recommendation: neither (no option gains)");
        break;
    case Recommendation::None:
        headline = tr("No recommendation: the options cannot be weighed on evidence");
        break;
    }
    const bool answered
        = result.recommendation == Recommendation::NetworkUpgrade || result.recommendation == Recommendation::AddNodes;
    m_verdict->setStyleSheet(answered
            ? QStringLiteral("QLabel { background: #eef5e9; border: 1px solid #9cc28a; padding: 8px; }")
            : QStringLiteral("QLabel { background: #fdf3e1; border: 1px solid #d9a441; padding: 8px; }"));
    QString text = QStringLiteral("<span style='font-size: large'><b>%1</b></span><br>%2")
                       .arg(headline, result.summary.toHtmlEscaped());
    if (!result.warnings.isEmpty()) {
        text += tr("<br><i>%n caution(s) — see Warnings below the tables.</i>", nullptr,
            static_cast<int>(result.warnings.size()));
    }
    m_verdict->setText(text);
    fillPerPort(result);
    fillOptions(result);
    m_bottleneck->setText(tr("<b>Bottleneck: %1</b> — %2")
                              .arg(toString(result.bottleneck.kind), result.bottleneck.sentence.toHtmlEscaped()));
    m_bottleneck->setToolTip(result.bottleneck.evidence.join(QLatin1Char('\n')));
    fillDetails(result);
}

void AdvisorResultView::fillPerPort(const AdvisorResult& result)
{
    m_perPort->setRowCount(0);
    m_costNote->clear();
    if (!result.perPort) {
        return;
    }
    const PerPortCost& c = *result.perPort;
    const NetworkDesign& d = result.input.design;
    const std::pair<const CatalogItem*, ExactCents> rows[]
        = { { &d.nic, c.nic }, { &d.switchItem, c.switchPort }, { &d.cable, c.cable } };
    for (const auto& [item, share] : rows) {
        const int row = m_perPort->rowCount();
        m_perPort->insertRow(row);
        const QString source
            = tr("%1, %2; source: %3").arg(item->label(), formatPriceDate(item->priceDate), item->source);
        m_perPort->setItem(
            row, 0, cell(QStringList { item->vendor, item->model }.join(QLatin1Char(' ')), source, false));
        m_perPort->setItem(row, 1, cell(item->partNumber, source, false));
        m_perPort->setItem(row, 2, cell(formatMoney(item->priceCents, item->currency), source));
        m_perPort->setItem(row, 3, cell(QString::number(item->ports)));
        m_perPort->setItem(row, 4,
            cell(formatMoney(share.roundedCents(), c.currency),
                tr("%1 ÷ %2 = %3 exactly")
                    .arg(formatMoney(item->priceCents, item->currency))
                    .arg(item->ports)
                    .arg(share.toDouble() / 100.0, 0, 'f', 5)));
    }
    const int row = m_perPort->rowCount();
    m_perPort->insertRow(row);
    m_perPort->setItem(row, 0, cell(tr("Total per port"), {}, false));
    m_perPort->setItem(row, 4,
        cell(formatMoney(c.total.roundedCents(), c.currency),
            tr("NIC + switch port + cable, summed exactly, rounded once")));
    const int ports = result.input.nodes * result.input.portsPerNode;
    m_costNote->setText(tr(
        "%1 ports: <b>%2</b> exact; %3 with the per-port cost rounded to whole units first (the report's rounding)%4")
                            .arg(ports)
                            .arg(formatMoney(c.totalForPortsCents(ports), c.currency),
                                formatMoney(c.totalForPortsReportRoundingCents(ports), c.currency),
                                result.buildOut ? tr("; whole units for %1 nodes: %2")
                                                      .arg(result.input.nodes)
                                                      .arg(formatMoney(result.buildOut->totalCents, c.currency))
                                                : QString()));
}

void AdvisorResultView::fillOptions(const AdvisorResult& result)
{
    m_options->setRowCount(0);
    const CurveFigures& b = result.baseline;
    const auto addRow
        = [&](const QString& name, const QString& nameTip, const QStringList& texts, const QStringList& tips) {
              const int row = m_options->rowCount();
              m_options->insertRow(row);
              m_options->setItem(row, 0, cell(name, nameTip, false));
              for (int i = 0; i < texts.size(); ++i) {
                  m_options->setItem(row, i + 1, cell(texts[i], tips.value(i)));
              }
          };
    const QString none = tr("not on the measured curve (allow extrapolation to estimate)");
    addRow(tr("Baseline: %1").arg(result.input.baseline.system),
        tr("%1 measured point(s)").arg(result.input.baseline.points.size()),
        { QStringLiteral("–"), iopsText(b.peak), QString(), iopsText(b.atLatencyLimit), QString(), msText(b.headroom) },
        { {}, how(b.peak, none), {}, how(b.atLatencyLimit, none), {}, how(b.headroom, none) });
    for (const AdvisorOption& o : result.options) {
        QString name = o.kind == OptionKind::NetworkUpgrade ? tr("Network: %1").arg(o.curve.system)
                                                            : tr("Add %n node(s) (modeled)", nullptr, o.nodesAdded);
        const bool weighed = o.problems.isEmpty();
        if (!weighed) {
            name = tr("%1 — not weighed").arg(name);
        }
        const auto money = [&](const std::optional<double>& v) {
            return v ? moneyPerIops(*v, result.currency) : QStringLiteral("–");
        };
        addRow(name, weighed ? o.costTrace : o.problems.join(QLatin1Char('\n')),
            { o.costCents ? formatMoney(*o.costCents, result.currency) : tr("not priced"), iopsText(o.figures.peak),
                pctText(o.peakGainPct) + (o.peakGainPct ? noiseSuffix(o.peakGainNoise) : QString()),
                iopsText(o.figures.atLatencyLimit),
                pctText(o.latencyLimitGainPct)
                    + (o.latencyLimitGainPct ? noiseSuffix(o.latencyLimitGainNoise) : QString()),
                msText(o.figures.headroom), pctText(o.headroomLatencyChangePct), money(o.costPerIopsAtPeak),
                money(o.costPerIopsAtLatencyLimit), money(o.costPerIopsAtHeadroom) },
            { o.costTrace, how(o.figures.peak, none), tr("option peak ÷ baseline peak − 1"),
                how(o.figures.atLatencyLimit, none), tr("option ÷ baseline at the latency limit − 1"),
                how(o.figures.headroom, none), tr("latency at the headroom point vs the baseline's"),
                tr("cost ÷ (option peak − baseline peak)"), tr("cost ÷ (option − baseline IOPS at the latency limit)"),
                tr("cost ÷ (option − baseline IOPS at the headroom point)") });
        if (!weighed) {
            for (int column = 0; column < m_options->columnCount(); ++column) {
                if (QTableWidgetItem* item = m_options->item(m_options->rowCount() - 1, column)) {
                    item->setForeground(QColor(0x8a, 0x5a, 0x00));
                }
            }
        }
    }
    m_optionsTitle->setText(tr("<b>Options</b> in %1, cost on the %2 (hover a figure for how it was computed)")
                                .arg(result.currency, describe(result.input.costBasis)));
    // Columns without a figure in any row (the headroom columns when the band lies below the measured points) are
    // hidden, so that the answer fits the width; the tooltips of the others still say how each was computed.
    for (int column = 1; column < m_options->columnCount(); ++column) {
        bool any = false;
        for (int row = 0; row < m_options->rowCount() && !any; ++row) {
            const QTableWidgetItem* item = m_options->item(row, column);
            any = item && !item->text().isEmpty() && item->text() != QStringLiteral("–");
        }
        m_options->setColumnHidden(column, !any);
    }
    // Every row visible: the options are the answer, never behind a scroll bar (room kept for the horizontal one).
    int height = m_options->horizontalHeader()->height() + 2 * m_options->frameWidth()
        + m_options->horizontalScrollBar()->sizeHint().height();
    for (int row = 0; row < m_options->rowCount(); ++row) {
        height += m_options->rowHeight(row);
    }
    m_options->setFixedHeight(height + 2);
}

void AdvisorResultView::fillDetails(const AdvisorResult& result)
{
    QString html = tr("<h4>Bottleneck evidence</h4><ul>");
    for (const QString& line : result.bottleneck.evidence) {
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    }
    html += QStringLiteral("</ul>");
    bool anyProblem = false;
    for (const AdvisorOption& o : result.options) {
        anyProblem = anyProblem || !o.problems.isEmpty();
    }
    if (anyProblem) {
        html += tr("<h4>Not weighed</h4><ul>");
        for (const AdvisorOption& o : result.options) {
            for (const QString& problem : o.problems) {
                html += QStringLiteral("<li><b>%1</b>: %2</li>")
                            .arg(optionLabel(o).toHtmlEscaped(), problem.toHtmlEscaped());
            }
        }
        html += QStringLiteral("</ul>");
    }
    for (const ExchangeRate& rate : result.input.rates) {
        html += tr("<p>Exchange rate used: %1</p>").arg(rate.describe().toHtmlEscaped());
    }
    html += tr("<h4>How each cost was computed</h4><ul>");
    for (const AdvisorOption& o : result.options) {
        html += QStringLiteral("<li><b>%1</b>: %2</li>")
                    .arg(o.curve.system.toHtmlEscaped(), o.costTrace.toHtmlEscaped());
    }
    html += tr(
        "</ul><p>Headroom: %1–%2 % of each curve's own peak, read at the middle of the band; latency limit %3 ms. "
        "Figures marked * are extrapolated beyond the measured points.</p>")
                .arg(result.input.headroomLowPct)
                .arg(result.input.headroomHighPct)
                .arg(units::nsToMs(result.input.latencyLimitNs));
    if (!result.warnings.isEmpty()) {
        html += tr("<h4>Warnings</h4><ul>");
        for (const QString& line : result.warnings) {
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    m_details->setHtml(html);
}

} // namespace headroom
