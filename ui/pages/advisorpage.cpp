// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorpage.h"

#include "advisorresultview.h"
#include "catalogtablemodel.h"
#include "charts/advisorchart.h"
#include "charts/runwaychart.h"
#include "gather/advisordemand.h"
#include "guiwords.h"
#include "librarysession.h"
#include "pricing/exchangerate.h"
#include "pricing/money.h"
#include "report/specbuilders.h"
#include "store/resultslibrary.h"
#include "themecolors.h"

#include <algorithm>
#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>

namespace headroom {

namespace {
QString partOf(const QComboBox* combo)
{
    return combo->currentData().toString();
}
} // namespace

AdvisorPage::AdvisorPage(LibrarySession* session, CatalogTableModel* catalog, QWidget* parent)
    : QWidget(parent)
    , m_catalog(catalog)
    , m_marks(new FieldMarks(this))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(40);
    connect(&m_timer, &QTimer::timeout, this, &AdvisorPage::recompute);
    auto* layout = new QHBoxLayout(this);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    auto* scroll = new QScrollArea(splitter);
    scroll->setWidget(buildForm());
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(scroll->widget()->sizeHint().width() + 24);
    auto* answer = new QSplitter(Qt::Vertical, splitter);
    m_answer = answer;
    // The numbers scroll rather than squeeze: squeezed, the recommendation lost its last lines at 1280 x 800.
    auto* numbers = new QScrollArea(answer);
    numbers->setWidgetResizable(true);
    numbers->setFrameShape(QFrame::NoFrame);
    m_view = new AdvisorResultView(numbers);
    numbers->setWidget(m_view);
    // Below the numbers, the chart: the curves, or with a customer demand its runway (the curves come back when no
    // demand is picked; both export from their own button).
    m_runway = new charts::RunwayChart(answer);
    m_runway->setVisible(false);
    m_chart = new charts::AdvisorChart(answer);
    // The numbers scroll above the chart, which gets half the page (giveChartHalf).
    answer->setStretchFactor(0, 1);
    answer->setStretchFactor(1, 1);
    answer->setStretchFactor(2, 1);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter);
    connect(m_catalog, &CatalogTableModel::catalogChanged, this, [this] {
        fillParts();
        scheduleRecompute();
    });
    fillParts();
    showProblem(tr("open a library with measured curves."));
    connect(session, &LibrarySession::changed, this, &AdvisorPage::followLibrary);
    if (ResultsLibrary* library = session->library()) {
        setLibrary(library);
    }
}

bool AdvisorPage::showComparison(const QString& workload, const QString& baseline, const QStringList& candidates)
{
    applyPendingLibrary();
    const int workloadIndex = m_workload->findData(workload); // an entry stands for its test's workloads
    if (workloadIndex < 0) {
        return false;
    }
    m_workload->setCurrentIndex(workloadIndex); // refills the systems measured on it
    const int baselineIndex = m_baseline->findText(baseline);
    if (baselineIndex < 0) {
        return false;
    }
    m_baseline->setCurrentIndex(baselineIndex); // refills the candidates
    for (int i = 0; i < m_candidates->count(); ++i) {
        QListWidgetItem* item = m_candidates->item(i);
        item->setCheckState(candidates.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
    }
    recompute();
    return true;
}

void AdvisorPage::demandPicked()
{
    const QString name = m_demand->currentData().toString();
    for (QWidget* field :
        { static_cast<QWidget*>(m_growth), static_cast<QWidget*>(m_years), static_cast<QWidget*>(m_nodesDown) }) {
        field->setEnabled(!name.isEmpty());
    }
    if (m_filling || name.isEmpty() || !m_library) {
        return;
    }
    // The growth the Customer page keeps for the demand, which the user may change here for this question.
    const auto demand = m_library->customerDemand(name);
    if (demand.ok() && *demand) {
        m_growth->setText(QLocale().toString((*demand)->growthPerYear * 100, 'g', 6) + QStringLiteral(" %"));
    }
}

void AdvisorPage::showRunwayTab(bool shown)
{
    const bool changed = shown == m_runway->isHidden();
    m_runway->setVisible(shown);
    m_chart->setVisible(!shown);
    if (changed) {
        giveChartHalf();
    }
}

// The chart under the numbers gets half the page's height for its plot, whatever the legend and button under it
// take: at 1280 × 800 its plot had about 80 px and its axis labels were elided. The numbers above it scroll. Queued:
// a page on a hidden tab gets its children's sizes only when shown, after its own resize event.
void AdvisorPage::giveChartHalf()
{
    if (m_sizingQueued) {
        return;
    }
    m_sizingQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_sizingQueued = false;
            const int total = m_answer->height() - 2 * m_answer->handleWidth();
            if (!isVisible() || total < 240) {
                return; // again when shown
            }
            const bool runway = runwayShown();
            const int besidePlot = runway ? m_runway->heightBesidePlot() : m_chart->heightBesidePlot();
            const int chart = std::min(total - 120, (height() + 1) / 2 + besidePlot);
            m_answer->setSizes({ total - chart, runway ? chart : 0, runway ? 0 : chart });
        },
        Qt::QueuedConnection);
}

void AdvisorPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    giveChartHalf();
}

void AdvisorPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    applyPendingLibrary();
    giveChartHalf();
}

bool AdvisorPage::runwayShown() const
{
    return !m_runway->isHidden();
}

QString AdvisorPage::selectedDemand() const
{
    return m_demand->currentData().toString();
}

bool AdvisorPage::selectDemand(const QString& name)
{
    applyPendingLibrary();
    const int index = m_demand->findData(name);
    if (index < 0) {
        return false;
    }
    m_demand->setCurrentIndex(index);
    demandPicked();
    // The comparison the demand asks for, as advise --demand chooses it (gather/advisordemand.h): its linked system as
    // the baseline, the workload closest to the customer's, the faster systems as candidates. A demand linked to no
    // system keeps the comparison on the form.
    AdvisorRequest asked;
    asked.demand = name;
    QStringList notes;
    if (!name.isEmpty() && m_library) {
        // Fills what it can in order (baseline, workload, candidates, parts); what it cannot, the form keeps.
        const Status completed = completeDemandRequest(*m_library, m_catalog->catalog(), asked, notes);
        Q_UNUSED(completed)
        if (!asked.baseline.isEmpty()
            && (asked.candidates.isEmpty() || !showComparison(asked.workload, asked.baseline, asked.candidates))) {
            selectSystemWorkload(asked.baseline);
        }
        // Priced and sized for the customer's cluster, as advise --demand does.
        if (asked.nodes > 0) {
            m_nodes->setValue(asked.nodes);
        }
        if (asked.portsPerNode > 0) {
            m_ports->setValue(asked.portsPerNode);
        }
    }
    recompute();
    return true;
}

void AdvisorPage::useExampleNodePrice(const QString& price)
{
    applyPendingLibrary();
    if (!m_nodePrice->text().trimmed().isEmpty()) {
        return;
    }
    m_exampleNodePrice = price;
    m_nodePrice->setText(price);
    recompute();
}

void AdvisorPage::selectSystemWorkload(const QString& system)
{
    if (const int baseline = m_baseline->findText(system); baseline >= 0) {
        m_baseline->setCurrentIndex(baseline);
        return;
    }
    for (int i = 0; i < m_workload->count(); ++i) {
        const auto systems = m_coverage.systemsMeasuring(m_workload->itemData(i).toString());
        if (std::any_of(systems.begin(), systems.end(), [&](const SystemConfig& s) { return s.name == system; })) {
            m_workload->setCurrentIndex(i);
            m_baseline->setCurrentIndex(std::max(0, m_baseline->findText(system)));
            return;
        }
    }
}

Status AdvisorPage::checkDemandFields() const
{
    const QString name = m_demand->currentData().toString();
    if (name.isEmpty() || !m_library) {
        return success();
    }
    if (!m_growth->text().trimmed().isEmpty()) {
        if (const auto growth = parseGrowthPerYear(m_growth->text()); !growth) {
            return failField(QStringLiteral("growth"), growth.error());
        }
    }
    const auto stored = m_library->customerDemand(name);
    if (!stored.ok() || !*stored) {
        return success(); // the request's gathering names what is wrong with the demand
    }
    const auto figures = demandFigures(**stored);
    if (figures && figures->nodes > 0 && m_nodesDown->value() >= figures->nodes) {
        return failField(QStringLiteral("nodes-down"),
            tr("%1 of the customer's %2 nodes down leaves none to carry the demand")
                .arg(m_nodesDown->value())
                .arg(figures->nodes));
    }
    return success();
}

void AdvisorPage::fillSystems()
{
    m_filling = true;
    m_baseline->clear();
    m_candidates->clear();
    // The slowest network is the natural baseline; the others are candidates.
    for (const SystemConfig& system : m_coverage.systemsMeasuring(m_workload->currentData().toString())) {
        m_baseline->addItem(system.name);
    }
    m_filling = false;
    applySystemDefaults();
}

void AdvisorPage::applySystemDefaults()
{
    if (m_filling) {
        return;
    }
    m_filling = true;
    m_candidates->clear();
    QList<SystemConfig> allSystems;
    if (m_library) {
        auto read = m_library->systems();
        if (read) {
            allSystems = std::move(*read);
        } else {
            showReadError(read.error());
        }
    }
    const auto named = [&](const QString& name) -> std::optional<SystemConfig> {
        for (const SystemConfig& system : std::as_const(allSystems)) {
            if (system.name == name) {
                return system;
            }
        }
        return std::nullopt;
    };
    const auto baseline = named(m_baseline->currentText());
    std::optional<SystemConfig> firstCandidate;
    for (int i = 0; i < m_baseline->count(); ++i) {
        const auto system = named(m_baseline->itemText(i));
        if (!system || !baseline || system->name == baseline->name) {
            continue;
        }
        auto* item = new QListWidgetItem(system->name, m_candidates);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const bool faster = system->linkGbps && baseline->linkGbps && *system->linkGbps > *baseline->linkGbps;
        item->setCheckState(faster ? Qt::Checked : Qt::Unchecked);
        if (faster && !firstCandidate) {
            firstCandidate = system;
        }
    }
    if (baseline) {
        m_nodes->setValue(baseline->nodes.value_or(m_nodes->value()));
        m_ports->setValue(baseline->portsPerNode.value_or(m_ports->value()));
    }
    // The upgrade's parts run at the candidate's link speed: the catalog's first parts of that speed, unless the
    // candidate names its parts (tags nic, switch, cable).
    if (firstCandidate && firstCandidate->linkGbps) {
        selectPartsForSpeed(*firstCandidate->linkGbps);
    }
    if (firstCandidate) {
        const std::pair<const char*, QComboBox*> tags[]
            = { { "nic", m_nic }, { "switch", m_switch }, { "cable", m_cable } };
        for (const auto& [tag, combo] : tags) {
            const int index = combo->findData(firstCandidate->tags.value(QString::fromLatin1(tag)));
            if (index >= 0) {
                combo->setCurrentIndex(index);
            }
        }
    }
    m_filling = false;
}

void AdvisorPage::selectPartsForSpeed(double linkGbps)
{
    for (QComboBox* combo : { m_nic, m_switch, m_cable }) {
        if (const CatalogItem* current = m_catalog->catalog().find(partOf(combo));
            current && current->speedGbps && std::abs(*current->speedGbps - linkGbps) < 1e-6) {
            continue; // already fits: keep the user's choice
        }
        for (int i = 0; i < combo->count(); ++i) {
            const CatalogItem* item = m_catalog->catalog().find(combo->itemData(i).toString());
            if (item && item->speedGbps && std::abs(*item->speedGbps - linkGbps) < 1e-6) {
                combo->setCurrentIndex(i);
                break;
            }
        }
    }
}

void AdvisorPage::fillParts()
{
    const std::pair<QComboBox*, ItemKind> combos[]
        = { { m_nic, ItemKind::Nic }, { m_switch, ItemKind::Switch }, { m_cable, ItemKind::Cable } };
    const bool wasFilling = m_filling;
    m_filling = true;
    for (const auto& [combo, kind] : combos) {
        const QString current = partOf(combo);
        combo->clear();
        for (const CatalogItem& item : m_catalog->catalog().items()) {
            if (item.kind == kind || (kind == ItemKind::Cable && item.kind == ItemKind::Optic)) {
                combo->addItem(QStringLiteral("%1 — %2").arg(item.partNumber, item.model), item.partNumber);
                combo->setItemData(combo->count() - 1,
                    tr("%1 %2 %3, %4 (%5)")
                        .arg(item.vendor, item.model, formatMoney(item.priceCents, item.currency),
                            formatPriceDate(item.priceDate), item.source),
                    Qt::ToolTipRole);
            }
        }
        const int index = combo->findData(current);
        combo->setCurrentIndex(index >= 0 ? index : 0);
    }
    const QString node = m_nodeItem->currentData().toString();
    m_nodeItem->clear();
    m_nodeItem->addItem(tr("(the price typed above)"), QString());
    for (const CatalogItem& item : m_catalog->catalog().items()) {
        if (item.kind == ItemKind::Node) {
            m_nodeItem->addItem(QStringLiteral("%1 — %2 %3")
                                    .arg(item.partNumber, item.model, formatMoney(item.priceCents, item.currency)),
                item.partNumber);
        }
    }
    m_nodeItem->setCurrentIndex(std::max(0, m_nodeItem->findData(node)));
    m_nodeItem->setEnabled(m_nodeItem->count() > 1);
    m_filling = wasFilling;
}

AdvisorRequest AdvisorPage::request() const
{
    AdvisorRequest r;
    r.workload = m_workload->currentData().toString();
    r.baseline = m_baseline->currentText();
    for (int i = 0; i < m_candidates->count(); ++i) {
        if (m_candidates->item(i)->checkState() == Qt::Checked) {
            r.candidates << m_candidates->item(i)->text();
        }
    }
    r.nodes = m_nodes->value();
    r.portsPerNode = m_ports->value();
    r.storagePortsPerNode = m_storagePorts->value();
    r.nicPart = partOf(m_nic);
    r.switchPart = partOf(m_switch);
    r.cablePart = partOf(m_cable);
    r.redundantSwitches = m_redundant->isChecked();
    if (const auto money = parseMoney(m_nodePrice->text()); money && money->cents > 0) {
        r.nodePriceCents = money->cents;
        r.nodePriceCurrency = money->currency;
    }
    r.nodePart = m_nodeItem->currentData().toString();
    r.costBasis = costBasisFromString(m_costBasis->currentData().toString()).value_or(CostBasis::Amortised);
    if (!m_rate->text().trimmed().isEmpty()) {
        if (const auto rate = parseExchangeRate(m_rate->text(), m_rateDate->date().toString(Qt::ISODate))) {
            r.rates << *rate;
        }
    }
    r.nodeScaling = m_scaling->value() / 100.0;
    if (m_addNodes->value() > 0) {
        r.nodesToAdd = m_addNodes->value();
    }
    r.latencyLimitMs = m_latencyLimit->value();
    r.headroomLowPct = m_headroomLow->value();
    r.headroomHighPct = std::max(m_headroomLow->value(), m_headroomHigh->value());
    r.allowExtrapolation = m_extrapolate->isChecked();
    // The customer's demand (gather/advisordemand.h); an empty growth is the demand's own.
    r.demand = m_demand->currentData().toString();
    if (const auto growth = parseGrowthPerYear(m_growth->text()); growth && !m_growth->text().trimmed().isEmpty()) {
        r.growthPerYear = *growth;
    }
    r.years = m_years->value();
    r.nodesDown = m_nodesDown->value();
    return r;
}

void AdvisorPage::scheduleRecompute()
{
    if (!m_filling) {
        m_timer.start();
    }
}

void AdvisorPage::recompute()
{
    m_result.reset();
    m_chart->clear();
    m_runway->clear();
    showRunwayTab(false);
    if (!m_library) {
        clearFieldMarks();
        m_errorFields.clear();
        showProblem(tr("open a library with measured curves."));
        return;
    }
    const bool badPrice = !m_nodePrice->text().trimmed().isEmpty() && !parseMoney(m_nodePrice->text()).ok();
    m_nodePrice->setStyleSheet(badPrice ? theme::faultFieldStyle(palette()) : QString());
    const bool examplePrice = !m_exampleNodePrice.isEmpty() && m_nodePrice->text() == m_exampleNodePrice;
    m_nodePrice->setToolTip(badPrice
            ? tr("'%1' is not an amount with an optional currency, e.g. 100000 USD").arg(m_nodePrice->text())
            : (examplePrice ? tr("An example input for the demo, not a quoted price: type your node's price")
                            : QString()));
    const auto rate = parseExchangeRate(m_rate->text(), m_rateDate->date().toString(Qt::ISODate));
    const bool badRate = !m_rate->text().trimmed().isEmpty() && !rate.ok();
    m_rate->setStyleSheet(badRate ? theme::faultFieldStyle(palette()) : QString());
    m_rate->setToolTip(badRate ? rate.error() : tr("1 EUR = 1.08 USD is written EUR:USD=1.08"));
    saveInputs();
    if (auto checked = checkDemandFields(); !checked) {
        showInputError(checked.failure());
        return;
    }
    auto input = buildAdvisorInput(*m_library, m_catalog->catalog(), request());
    if (!input) {
        showInputError(input.failure());
        return;
    }
    clearFieldMarks();
    m_errorFields.clear();
    m_problem.clear();
    AdvisorResult result = advise(*input);
    const auto drawn = measurementsBehind(*m_library, result);
    if (!drawn) {
        showReadError(drawn.error());
        return;
    }
    m_result = std::move(result);
    m_view->showResult(*m_result);
    m_chart->showResult(*m_result, *drawn);
    // With a demand, the runway chart in front of the curves: the report's runway spec (charts::buildRunwaySpec).
    const auto runway
        = m_result->input.demand ? charts::buildRunwaySpec(*m_result) : Expected<charts::ChartSpec>(fail({}));
    if (runway && !runway->series.isEmpty()) {
        m_runway->showSpec(*runway);
        showRunwayTab(true);
    }
    emit resultChanged(*m_result);
}

void AdvisorPage::showReadError(const QString& error)
{
    showProblem(libraryReadFailure(m_library ? m_library->path() : QString(), error));
}

void AdvisorPage::showProblem(const QString& message)
{
    m_problem = message;
    m_view->showProblem(message);
}

} // namespace headroom
