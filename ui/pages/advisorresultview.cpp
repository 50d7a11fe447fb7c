// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorresultview.h"

#include "advice/advisorheadline.h"
#include "advice/advisortext.h"
#include "advice/perportcosttable.h"
#include "guiwords.h"
#include "model/quantityformat.h"
#include "model/units.h"
#include "models/advisoroptionsmodel.h"
#include "pricing/money.h"
#include "themecolors.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace headroom {

namespace {
QTableView* table(AdvisorOptionsModel* model, QWidget* parent)
{
    auto* t = new QTableView(parent);
    t->setModel(model);
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
    styleVerdict(true);
    layout->addWidget(m_verdict);
    m_demand = new QLabel(this);
    m_demand->setObjectName(QStringLiteral("advisorDemand"));
    m_demand->setWordWrap(true);
    m_demand->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_demand->setVisible(false);
    layout->addWidget(m_demand);
    // The answer first: the verdict, then the options it weighed; the per-port table and the traces follow.
    m_optionsModel = new AdvisorOptionsModel(this);
    m_options = table(m_optionsModel, this);
    m_options->setObjectName(QStringLiteral("advisorOptions"));
    m_options->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_optionsTitle = new QLabel(tr("<b>Options</b> (hover a figure for how it was computed)"), this);
    layout->addWidget(m_optionsTitle);
    layout->addWidget(m_options);
    // The reasons under the table: at 1280 × 800 the numbers have half the page (the chart the other half), and the
    // recommendation with every option's row must be on screen without scrolling.
    m_reasons = new QLabel(this);
    m_reasons->setObjectName(QStringLiteral("advisorReasons"));
    m_reasons->setWordWrap(true);
    m_reasons->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_reasons);
    m_perPortModel = new AdvisorOptionsModel(this);
    m_perPort = table(m_perPortModel, this);
    m_perPort->setObjectName(QStringLiteral("advisorPerPort"));
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

void AdvisorResultView::styleVerdict(bool answered)
{
    m_answered = answered;
    m_verdict->setStyleSheet(theme::verdictStyle(answered, palette()));
}

// The style sheet is set on the label, so this widget's own palette change is the desktop's (or --palette).
void AdvisorResultView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        styleVerdict(m_answered);
    }
}

void AdvisorResultView::showProblem(const QString& message)
{
    styleVerdict(false);
    m_verdict->setText(tr("<b>Cannot advise yet:</b> %1").arg(message.toHtmlEscaped()));
    m_verdict->setToolTip(QString());
    m_reasons->clear();
    m_reasons->setVisible(false);
    m_perPortModel->setTable(nullptr);
    m_optionsModel->setTable(nullptr);
    m_demand->setVisible(false);
    m_bottleneck->clear();
    m_costNote->clear();
    m_details->clear();
}

void AdvisorResultView::showResult(const AdvisorResult& result)
{
    const bool answered
        = result.recommendation == Recommendation::NetworkUpgrade || result.recommendation == Recommendation::AddNodes;
    styleVerdict(answered);
    // The answer in one sentence; its reasons follow as short bullets under the options it weighed (the report's
    // first page says the same), so the verdict leaves the chart its height.
    QString text = QStringLiteral("<span style='font-size: large'><b>%1</b></span>")
                       .arg(headlineSentence(result).toHtmlEscaped());
    if (!result.warnings.isEmpty()) {
        text += tr("<br><i>%n caution(s) — see Warnings below the tables.</i>", nullptr,
            static_cast<int>(result.warnings.size()));
    }
    m_verdict->setText(text);
    m_verdict->setToolTip(result.summary);
    QString reasons = tr("<b>Why:</b>") + QStringLiteral("<ul style='margin: 2px 0'>");
    for (const QString& reason : reasonBullets(result)) {
        reasons += QStringLiteral("<li>%1</li>").arg(reason.toHtmlEscaped());
    }
    m_reasons->setText(reasons + QStringLiteral("</ul>"));
    m_reasons->setVisible(true);
    fillDemand(result);
    fillPerPort(result);
    fillOptions(result);
    m_bottleneck->setText(
        tr("<b>Bottleneck: %1</b> — %2")
            .arg(bottleneckForPeople(result.bottleneck.kind), result.bottleneck.sentence.toHtmlEscaped()));
    m_bottleneck->setToolTip(result.bottleneck.evidence.join(QLatin1Char('\n')));
    fillDetails(result);
}

void AdvisorResultView::fillDemand(const AdvisorResult& result)
{
    m_demand->setVisible(result.input.demand.has_value());
    if (!result.input.demand) {
        return;
    }
    // The question in one line (the verdict above says the answer, with the demand sentence when it is there).
    const AdvisorDemand& d = *result.input.demand;
    const QuantityFormat format = QuantityFormat::system();
    QString text = tr("<b>Customer demand %1:</b> %2 IOPS at peak, growing %3 a year, carried for %n year(s) with %4 "
                      "node(s) down.",
        nullptr, d.years)
                       .arg(d.figures.name.toHtmlEscaped(), format.number(d.figures.peakIops, 0),
                           format.percent(d.growthPerYear * 100, 0))
                       .arg(d.nodesDown);
    if (!result.demandSentence.isEmpty() && !reasonBullets(result).contains(result.demandSentence)
        && !result.summary.contains(result.demandSentence)) {
        text += QStringLiteral(" ") + result.demandSentence.toHtmlEscaped();
    }
    for (const QString& line : result.workloadMatch) {
        text += QStringLiteral("<br><span style='color:%1'>⚠ %2</span>")
                    .arg(theme::cautionText(palette()).name(), line.toHtmlEscaped());
    }
    m_demand->setText(text);
}

void AdvisorResultView::fillPerPort(const AdvisorResult& result)
{
    m_perPortModel->setTable(std::make_unique<PerPortCostTable>(result, TableFace::Gui));
    m_costNote->clear();
    if (!result.perPort) {
        return;
    }
    const PerPortCost& c = *result.perPort;
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
    m_optionsModel->setTable(std::make_unique<AdvisorOptionsTable>(result, TableFace::Gui));
    m_optionsTitle->setText(tr("<b>Options</b> in %1, cost on the %2 (hover a figure for how it was computed)")
                                .arg(result.currency, describe(result.input.costBasis)));
    // Columns without a figure in any row (the headroom columns when the band lies below the measured points) are
    // hidden, so that the answer fits the width; the tooltips of the others still say how each was computed.
    for (int column = 1; column < m_optionsModel->columnCount(); ++column) {
        m_options->setColumnHidden(column, m_optionsModel->columnIsBlank(column));
    }
    // Every row visible: the options are the answer, never behind a scroll bar (room kept for the horizontal one).
    int height = m_options->horizontalHeader()->height() + 2 * m_options->frameWidth()
        + m_options->horizontalScrollBar()->sizeHint().height();
    for (int row = 0; row < m_optionsModel->rowCount(); ++row) {
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
        "%4.</p>")
                .arg(result.input.headroomLowPct)
                .arg(result.input.headroomHighPct)
                .arg(units::nsToMs(result.input.latencyLimitNs))
                .arg(tablemark::extrapolatedNote());
    if (!result.warnings.isEmpty()) {
        html += tr("<h4>Warnings</h4><ul>");
        for (const QString& line : inGuiWords(result.warnings)) {
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    m_details->setHtml(html);
}

} // namespace headroom
