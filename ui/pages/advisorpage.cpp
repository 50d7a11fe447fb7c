#include "advisorpage.h"

#include "advisorresultview.h"
#include "catalogtablemodel.h"
#include "charts/advisorchart.h"
#include "pricing/money.h"
#include "store/resultslibrary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QSet>
#include <QSpinBox>
#include <QSplitter>

namespace headroom {

namespace {
QSpinBox* spin(int low, int high, int value, QWidget* parent, const QString& suffix = {})
{
    auto* box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

QString partOf(const QComboBox* combo)
{
    return combo->currentData().toString();
}
} // namespace

AdvisorPage::AdvisorPage(CatalogTableModel* catalog, QWidget* parent)
    : QWidget(parent)
    , m_catalog(catalog)
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
    // The numbers scroll rather than squeeze: squeezed, the recommendation lost its last lines at 1280 x 800.
    auto* numbers = new QScrollArea(answer);
    numbers->setWidgetResizable(true);
    numbers->setFrameShape(QFrame::NoFrame);
    m_view = new AdvisorResultView(numbers);
    numbers->setWidget(m_view);
    m_chart = new charts::AdvisorChart(answer);
    // The chart needs room for projector-size type; the numbers' tables scroll.
    answer->setStretchFactor(0, 2);
    answer->setStretchFactor(1, 3);
    answer->setSizes({ 300, 460 });
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter);
    connect(m_catalog, &CatalogTableModel::catalogChanged, this, [this] {
        fillParts();
        scheduleRecompute();
    });
    fillParts();
    m_view->showProblem(tr("open a library with measured curves."));
}

QWidget* AdvisorPage::buildForm()
{
    auto* form = new QWidget(this);
    auto* layout = new QFormLayout(form);
    m_workload = new QComboBox(form);
    m_baseline = new QComboBox(form);
    m_candidates = new QListWidget(form);
    m_candidates->setMaximumHeight(90);
    m_candidates->setToolTip(tr("The same cluster measured (or published) with a faster network"));
    m_nodes = spin(1, 10000, 6, form);
    m_ports = spin(1, 64, 2, form);
    m_storagePorts = spin(1, 64, 1, form);
    m_storagePorts->setToolTip(tr("Ports per node that carry storage traffic at once: 1 for vSAN's usual "
                                  "active/standby teaming (the VxRail report compares one port), more for LACP"));
    m_nic = new QComboBox(form);
    m_switch = new QComboBox(form);
    m_cable = new QComboBox(form);
    m_redundant = new QCheckBox(tr("switches in redundant pairs"), form);
    m_redundant->setChecked(true);
    m_nodePrice = new QLineEdit(form);
    m_nodePrice->setObjectName(QStringLiteral("nodePrice"));
    m_nodePrice->setPlaceholderText(tr("list price of one node (from your quote)"));
    m_scaling = spin(10, 100, 100, form, QStringLiteral(" %"));
    m_scaling->setToolTip(tr("Adding k nodes to n multiplies IOPS by 1 + scaling × k / n at the same latency"));
    m_addNodes = spin(0, 1000, 0, form);
    m_addNodes->setSpecialValueText(tr("auto"));
    m_addNodes->setToolTip(tr("auto: the fewest nodes that match the network upgrade's peak gain"));
    m_latencyLimit = new QDoubleSpinBox(form);
    m_latencyLimit->setRange(0.01, 10000);
    m_latencyLimit->setDecimals(2);
    m_latencyLimit->setValue(1.0);
    m_latencyLimit->setSuffix(QStringLiteral(" ms"));
    m_headroomLow = spin(1, 100, 60, form, QStringLiteral(" %"));
    m_headroomHigh = spin(1, 100, 70, form, QStringLiteral(" %"));
    auto* band = new QHBoxLayout;
    band->addWidget(m_headroomLow);
    band->addWidget(new QLabel(QStringLiteral("–"), form));
    band->addWidget(m_headroomHigh);
    m_extrapolate = new QCheckBox(tr("allow extrapolation"), form);
    m_extrapolate->setToolTip(tr("Read values beyond the measured points; every such figure is marked"));

    layout->addRow(tr("Workload:"), m_workload);
    layout->addRow(tr("Baseline:"), m_baseline);
    layout->addRow(tr("Candidates:"), m_candidates);
    layout->addRow(tr("Nodes:"), m_nodes);
    layout->addRow(tr("Ports per node:"), m_ports);
    layout->addRow(tr("Storage ports:"), m_storagePorts);
    layout->addRow(tr("Upgrade NIC:"), m_nic);
    layout->addRow(tr("Upgrade switch:"), m_switch);
    layout->addRow(tr("Upgrade cable:"), m_cable);
    layout->addRow(QString(), m_redundant);
    layout->addRow(tr("Node price:"), m_nodePrice);
    layout->addRow(tr("Node scaling:"), m_scaling);
    layout->addRow(tr("Nodes to add:"), m_addNodes);
    layout->addRow(tr("Latency limit:"), m_latencyLimit);
    layout->addRow(tr("Headroom band:"), band);
    layout->addRow(QString(), m_extrapolate);

    connect(m_workload, &QComboBox::currentIndexChanged, this, [this] {
        fillSystems();
        scheduleRecompute();
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        applySystemDefaults();
        scheduleRecompute();
    });
    connect(m_candidates, &QListWidget::itemChanged, this, &AdvisorPage::scheduleRecompute);
    for (QComboBox* combo : { m_nic, m_switch, m_cable }) {
        connect(combo, &QComboBox::currentIndexChanged, this, &AdvisorPage::scheduleRecompute);
    }
    for (QSpinBox* box : { m_nodes, m_ports, m_storagePorts, m_scaling, m_addNodes, m_headroomLow, m_headroomHigh }) {
        connect(box, &QSpinBox::valueChanged, this, &AdvisorPage::scheduleRecompute);
    }
    connect(m_latencyLimit, &QDoubleSpinBox::valueChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_nodePrice, &QLineEdit::textChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_redundant, &QCheckBox::toggled, this, &AdvisorPage::scheduleRecompute);
    connect(m_extrapolate, &QCheckBox::toggled, this, &AdvisorPage::scheduleRecompute);
    return form;
}

void AdvisorPage::setLibrary(ResultsLibrary* library)
{
    m_library = library;
    fillWorkloads();
    recompute(); // at once: a screenshot or test right after opening a library sees the answer
}

bool AdvisorPage::showComparison(const QString& workload, const QString& baseline, const QStringList& candidates)
{
    const int workloadIndex = m_workload->findText(workload);
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

void AdvisorPage::fillWorkloads()
{
    m_filling = true;
    m_workload->clear();
    if (m_library) {
        // Workloads with IOPS-vs-latency points on at least two systems come first: those can be compared.
        // Counted by the library in one query, not by reading every measurement.
        // Of those, workloads measured at two link speeds come first: that is the question this page answers.
        QHash<QString, int> curvesOf; // workload → systems with IOPS and latency for it
        QHash<QString, QSet<double>> linkSpeedsOf; // workload → link speeds of those systems
        QHash<QString, double> linkOf; // system → link speed
        for (const SystemConfig& system : m_library->systems()) {
            linkOf.insert(system.name, system.linkGbps.value_or(0));
        }
        for (const WorkloadCoverage& pair : m_library->coverage()) {
            if (pair.withIopsAndLatencyCount > 0) {
                curvesOf[pair.workloadName] += 1;
                linkSpeedsOf[pair.workloadName].insert(linkOf.value(pair.systemName));
            }
        }
        QStringList networkComparable;
        QStringList comparable;
        QStringList others;
        for (const QString& name : m_library->workloadNames()) {
            if (curvesOf.value(name) < 2) {
                others << name;
            } else {
                (linkSpeedsOf.value(name).size() >= 2 ? networkComparable : comparable) << name;
            }
        }
        m_workload->addItems(networkComparable + comparable + others);
    }
    m_filling = false;
    fillSystems();
}

void AdvisorPage::fillSystems()
{
    m_filling = true;
    m_baseline->clear();
    m_candidates->clear();
    QList<SystemConfig> systems;
    if (m_library && !m_workload->currentText().isEmpty()) {
        QSet<QString> measured;
        for (const WorkloadCoverage& pair : m_library->coverage()) {
            if (pair.workloadName == m_workload->currentText()) {
                measured.insert(pair.systemName);
            }
        }
        for (const SystemConfig& system : m_library->systems()) {
            if (measured.contains(system.name)) {
                systems << system;
            }
        }
    }
    // The slowest network is the natural baseline; the others are candidates.
    std::stable_sort(systems.begin(), systems.end(),
        [](const SystemConfig& a, const SystemConfig& b) { return a.linkGbps.value_or(0) < b.linkGbps.value_or(0); });
    for (const SystemConfig& system : systems) {
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
    const auto baseline = m_library ? m_library->system(m_baseline->currentText()) : std::nullopt;
    std::optional<SystemConfig> firstCandidate;
    for (int i = 0; i < m_baseline->count(); ++i) {
        const auto system = m_library->system(m_baseline->itemText(i));
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
    // A candidate system that names its parts (tags nic, switch, cable) preselects the upgrade's design.
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
    m_filling = wasFilling;
}

AdvisorRequest AdvisorPage::request() const
{
    AdvisorRequest r;
    r.workload = m_workload->currentText();
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
    if (const auto cents = parseAmountCents(m_nodePrice->text()); cents && *cents > 0) {
        r.nodePriceCents = *cents;
    }
    r.nodeScaling = m_scaling->value() / 100.0;
    if (m_addNodes->value() > 0) {
        r.nodesToAdd = m_addNodes->value();
    }
    r.latencyLimitMs = m_latencyLimit->value();
    r.headroomLowPct = m_headroomLow->value();
    r.headroomHighPct = std::max(m_headroomLow->value(), m_headroomHigh->value());
    r.allowExtrapolation = m_extrapolate->isChecked();
    return r;
}

void AdvisorPage::scheduleRecompute()
{
    if (!m_filling) {
        m_timer.start();
    }
}

// The measurements behind the measured curves, for the chart's footnote of sources.
QList<Measurement> AdvisorPage::measurementsDrawn(const AdvisorResult& result) const
{
    QStringList systems { result.input.baseline.system };
    for (const AdvisorCurve& candidate : result.input.candidates) {
        systems << candidate.system;
    }
    QList<Measurement> used;
    for (const QString& system : systems) {
        for (const Measurement& m : m_library->measurements({ system, result.input.workload, std::nullopt })) {
            if (m.host.isEmpty()) {
                used << m;
            }
        }
    }
    return used;
}

void AdvisorPage::recompute()
{
    m_result.reset();
    m_chart->clear();
    if (!m_library) {
        m_view->showProblem(tr("open a library with measured curves."));
        return;
    }
    const bool badPrice = !m_nodePrice->text().trimmed().isEmpty() && !parseAmountCents(m_nodePrice->text()).ok();
    m_nodePrice->setStyleSheet(badPrice ? QStringLiteral("background: #ffd7d7;") : QString());
    m_nodePrice->setToolTip(badPrice ? tr("'%1' is not an amount").arg(m_nodePrice->text()) : QString());
    auto input = buildAdvisorInput(*m_library, m_catalog->catalog(), request());
    if (!input) {
        m_view->showProblem(input.error());
        return;
    }
    m_result = advise(*input);
    m_view->showResult(*m_result);
    m_chart->showResult(*m_result, measurementsDrawn(*m_result));
    emit resultChanged(*m_result);
}

} // namespace headroom
