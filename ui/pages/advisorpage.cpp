#include "advisorpage.h"

#include "advisorresultview.h"
#include "catalogtablemodel.h"
#include "charts/advisorchart.h"
#include "librarysession.h"
#include "model/workload.h"
#include "pricing/exchangerate.h"
#include "pricing/money.h"
#include "store/resultslibrary.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSet>
#include <QSettings>
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

AdvisorPage::AdvisorPage(LibrarySession* session, CatalogTableModel* catalog, QWidget* parent)
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
    // The answer first: the recommendation and the options table get the height they need (visible without
    // scrolling at 1280 × 800); the chart takes the rest, the traces below the tables scroll.
    answer->setStretchFactor(0, 1);
    answer->setStretchFactor(1, 1);
    answer->setSizes({ 410, 310 }); // the verdict names the runs behind each figure (issue 18): three more lines
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter);
    connect(m_catalog, &CatalogTableModel::catalogChanged, this, [this] {
        fillParts();
        scheduleRecompute();
    });
    fillParts();
    m_view->showProblem(tr("open a library with measured curves."));
    connect(session, &LibrarySession::changed, this, &AdvisorPage::setLibrary);
    if (ResultsLibrary* library = session->library()) {
        setLibrary(library);
    }
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
    m_nodePrice->setPlaceholderText(tr("one node's price and currency, e.g. 100000 USD"));
    m_nodeItem = new QComboBox(form);
    m_nodeItem->setObjectName(QStringLiteral("nodeItem"));
    m_nodeItem->setToolTip(tr("A node from the catalog: its price and currency are the node price"));
    m_costBasis = new QComboBox(form);
    m_costBasis->setObjectName(QStringLiteral("costBasis"));
    m_costBasis->addItem(tr("per-port amortised"), toString(CostBasis::Amortised));
    m_costBasis->addItem(tr("whole units to buy"), toString(CostBasis::WholeUnits));
    m_costBasis->setToolTip(tr("Which cost of the network upgrade decides: its share per port (NIC, switch port, "
                               "cable) or the whole NICs, switches (in pairs) and cables to buy. The answer says "
                               "whether the other basis would change it."));
    m_rate = new QLineEdit(form);
    m_rate->setObjectName(QStringLiteral("rate"));
    m_rate->setPlaceholderText(tr("only for mixed currencies, e.g. EUR:USD=1.08"));
    m_rate->setToolTip(tr("1 EUR = 1.08 USD is written EUR:USD=1.08; the answer shows the rate and its date"));
    m_rateDate = new QDateEdit(QDate::currentDate(), form);
    m_rateDate->setCalendarPopup(true);
    m_rateDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
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
    layout->addRow(tr("Cost basis:"), m_costBasis);
    layout->addRow(tr("Node price:"), m_nodePrice);
    layout->addRow(tr("Node from catalog:"), m_nodeItem);
    layout->addRow(tr("Node scaling:"), m_scaling);
    layout->addRow(tr("Nodes to add:"), m_addNodes);
    layout->addRow(tr("Latency limit:"), m_latencyLimit);
    layout->addRow(tr("Headroom band:"), band);
    layout->addRow(QString(), m_extrapolate);
    layout->addRow(tr("Exchange rate:"), m_rate);
    layout->addRow(tr("Rate read on:"), m_rateDate);

    connect(m_workload, &QComboBox::currentIndexChanged, this, [this] {
        fillSystems();
        scheduleRecompute();
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        applySystemDefaults();
        scheduleRecompute();
    });
    connect(m_candidates, &QListWidget::itemChanged, this, &AdvisorPage::scheduleRecompute);
    for (QComboBox* combo : { m_nic, m_switch, m_cable, m_nodeItem, m_costBasis }) {
        connect(combo, &QComboBox::currentIndexChanged, this, &AdvisorPage::scheduleRecompute);
    }
    for (QSpinBox* box : { m_nodes, m_ports, m_storagePorts, m_scaling, m_addNodes, m_headroomLow, m_headroomHigh }) {
        connect(box, &QSpinBox::valueChanged, this, &AdvisorPage::scheduleRecompute);
    }
    connect(m_latencyLimit, &QDoubleSpinBox::valueChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_nodePrice, &QLineEdit::textChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_rate, &QLineEdit::textChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_rateDate, &QDateEdit::dateChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_redundant, &QCheckBox::toggled, this, &AdvisorPage::scheduleRecompute);
    connect(m_extrapolate, &QCheckBox::toggled, this, &AdvisorPage::scheduleRecompute);
    return form;
}

void AdvisorPage::setLibrary(ResultsLibrary* library)
{
    m_library = library;
    fillWorkloads();
    restoreInputs();
    recompute(); // at once: a screenshot or test right after opening a library sees the answer
}

bool AdvisorPage::showComparison(const QString& workload, const QString& baseline, const QStringList& candidates)
{
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

void AdvisorPage::fillWorkloads()
{
    m_filling = true;
    m_workload->clear();
    const auto workloads = m_library ? m_library->workloads() : Expected<QList<Workload>>(QList<Workload>());
    const auto allSystems = m_library ? m_library->systems() : Expected<QList<SystemConfig>>(QList<SystemConfig>());
    const auto coverage
        = m_library ? m_library->coverage() : Expected<QList<WorkloadCoverage>>(QList<WorkloadCoverage>());
    for (const QString& error : { workloads ? QString() : workloads.error(),
             allSystems ? QString() : allSystems.error(), coverage ? QString() : coverage.error() }) {
        if (!error.isEmpty()) {
            showReadError(error);
            m_filling = false;
            fillSystems();
            return;
        }
    }
    if (m_library) {
        // A workload is its test, not its name: workloads of one test (block size, read %, random %, load axis) are
        // one entry, named by the first. Tests with IOPS-vs-latency points on at least two systems come first: those
        // two systems share it and can be compared. Counted by the library in one query.
        QHash<QString, QString> representative; // workload → the entry that stands for its test
        QHash<QString, QStringList> members; // entry → workloads of the same test
        QStringList entries;
        QHash<QString, QString> entryOfKey;
        for (const Workload& w : *workloads) {
            const QString key = workloadTestKey(w);
            QString entry = w.name;
            if (!key.isEmpty()) {
                entry = entryOfKey.value(key, w.name);
                entryOfKey.insert(key, entry);
            }
            if (!members.contains(entry)) {
                entries << entry;
            }
            members[entry] << w.name;
            representative.insert(w.name, entry);
        }
        // Of those, tests measured at two link speeds come first: that is the question this page answers.
        QHash<QString, double> linkOf; // system → link speed
        for (const SystemConfig& system : *allSystems) {
            linkOf.insert(system.name, system.linkGbps.value_or(0));
        }
        QHash<QString, QSet<QString>> systemsWithCurve; // entry → systems with IOPS and latency for its test
        for (const WorkloadCoverage& pair : *coverage) {
            if (pair.withIopsAndLatencyCount > 0) {
                systemsWithCurve[representative.value(pair.workloadName, pair.workloadName)].insert(pair.systemName);
            }
        }
        QStringList networkComparable;
        QStringList comparable;
        QStringList others;
        for (const QString& entry : std::as_const(entries)) {
            QSet<double> speeds;
            for (const QString& system : systemsWithCurve.value(entry)) {
                speeds.insert(linkOf.value(system));
            }
            if (systemsWithCurve.value(entry).size() < 2) {
                others << entry;
            } else {
                (speeds.size() >= 2 ? networkComparable : comparable) << entry;
            }
        }
        for (const QString& entry : networkComparable + comparable + others) {
            const QStringList names = members.value(entry);
            const int shared = static_cast<int>(systemsWithCurve.value(entry).size());
            m_workload->addItem(names.size() > 1
                    ? tr("%1 (+%n same test)", nullptr, static_cast<int>(names.size() - 1)).arg(entry)
                    : entry,
                entry);
            m_workload->setItemData(m_workload->count() - 1,
                tr("%1\nmeasured with IOPS and latency on %n system(s)", nullptr, shared)
                    .arg(names.join(QStringLiteral(", "))),
                Qt::ToolTipRole);
        }
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
    const QString workload = m_workload->currentData().toString();
    if (m_library && !workload.isEmpty()) {
        const auto sameTest = m_library->sameTestWorkloads(workload);
        const auto coverage = m_library->coverage();
        const auto allSystems = m_library->systems();
        if (!sameTest || !coverage || !allSystems) {
            showReadError(!sameTest ? sameTest.error() : !coverage ? coverage.error() : allSystems.error());
        } else {
            QSet<QString> measured;
            for (const WorkloadCoverage& pair : *coverage) {
                if (sameTest->contains(pair.workloadName)) {
                    measured.insert(pair.systemName);
                }
            }
            for (const SystemConfig& system : *allSystems) {
                if (measured.contains(system.name)) {
                    systems << system;
                }
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
    return r;
}

QString AdvisorPage::inGuiWords(const QString& message)
{
    static const std::pair<const char*, const char*> labels[] = {
        { "--nic/--switch/--cable: ", "Upgrade parts: " },
        { "--cable/--switch/--nic: ", "Upgrade parts: " },
        { "--workload: ", "Workload: " },
        { "--baseline: ", "Baseline: " },
        { "--candidate: ", "Candidates: " },
        { "--nic: ", "Upgrade NIC: " },
        { "--switch: ", "Upgrade switch: " },
        { "--cable: ", "Upgrade cable: " },
        { "--node-price: ", "Node from catalog: " },
        { "--nodes: ", "Nodes: " },
        { "--ports-per-node: ", "Ports per node: " },
        { "give --nodes N", "set Nodes" },
        { "give --ports-per-node P", "set Ports per node" },
    };
    QString text = message;
    for (const auto& [cli, gui] : labels) {
        text.replace(QString::fromUtf8(cli), tr(gui));
    }
    static const QRegularExpression hint(QStringLiteral("\\s*\\(see 'headroom-cli [^']*'\\)"));
    text.remove(hint);
    return text;
}

QString AdvisorPage::settingsGroup() const
{
    // Per library: the inputs of the VxRail study do not overwrite those of another customer's library.
    const QString key = m_library ? m_library->path() : QString();
    return QStringLiteral("advisor/")
        + QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

void AdvisorPage::saveInputs() const
{
    if (!m_library || m_filling) {
        return;
    }
    QSettings settings;
    settings.beginGroup(settingsGroup());
    settings.setValue(QStringLiteral("library"), m_library->path());
    settings.setValue(QStringLiteral("workload"), m_workload->currentData());
    settings.setValue(QStringLiteral("baseline"), m_baseline->currentText());
    QStringList candidates;
    for (int i = 0; i < m_candidates->count(); ++i) {
        if (m_candidates->item(i)->checkState() == Qt::Checked) {
            candidates << m_candidates->item(i)->text();
        }
    }
    settings.setValue(QStringLiteral("candidates"), candidates);
    settings.setValue(QStringLiteral("nodes"), m_nodes->value());
    settings.setValue(QStringLiteral("ports"), m_ports->value());
    settings.setValue(QStringLiteral("storagePorts"), m_storagePorts->value());
    settings.setValue(QStringLiteral("nic"), partOf(m_nic));
    settings.setValue(QStringLiteral("switch"), partOf(m_switch));
    settings.setValue(QStringLiteral("cable"), partOf(m_cable));
    settings.setValue(QStringLiteral("redundant"), m_redundant->isChecked());
    settings.setValue(QStringLiteral("nodePrice"), m_nodePrice->text());
    settings.setValue(QStringLiteral("nodeItem"), m_nodeItem->currentData());
    settings.setValue(QStringLiteral("costBasis"), m_costBasis->currentData());
    settings.setValue(QStringLiteral("scaling"), m_scaling->value());
    settings.setValue(QStringLiteral("addNodes"), m_addNodes->value());
    settings.setValue(QStringLiteral("latencyLimitMs"), m_latencyLimit->value());
    settings.setValue(QStringLiteral("headroomLow"), m_headroomLow->value());
    settings.setValue(QStringLiteral("headroomHigh"), m_headroomHigh->value());
    settings.setValue(QStringLiteral("extrapolate"), m_extrapolate->isChecked());
    settings.setValue(QStringLiteral("rate"), m_rate->text());
    settings.setValue(QStringLiteral("rateDate"), m_rateDate->date());
}

void AdvisorPage::restoreInputs()
{
    if (!m_library) {
        return;
    }
    QSettings settings;
    settings.beginGroup(settingsGroup());
    if (settings.value(QStringLiteral("library")).toString() != m_library->path()) {
        return; // nothing remembered for this library
    }
    const auto select = [](QComboBox* combo, const QVariant& value) {
        if (const int index = combo->findData(value); index >= 0) {
            combo->setCurrentIndex(index);
        }
    };
    select(m_workload, settings.value(QStringLiteral("workload")));
    if (const int index = m_baseline->findText(settings.value(QStringLiteral("baseline")).toString()); index >= 0) {
        m_baseline->setCurrentIndex(index);
    }
    m_filling = true;
    const QStringList candidates = settings.value(QStringLiteral("candidates")).toStringList();
    for (int i = 0; i < m_candidates->count(); ++i) {
        m_candidates->item(i)->setCheckState(
            candidates.contains(m_candidates->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
    }
    m_nodes->setValue(settings.value(QStringLiteral("nodes"), m_nodes->value()).toInt());
    m_ports->setValue(settings.value(QStringLiteral("ports"), m_ports->value()).toInt());
    m_storagePorts->setValue(settings.value(QStringLiteral("storagePorts"), m_storagePorts->value()).toInt());
    select(m_nic, settings.value(QStringLiteral("nic")));
    select(m_switch, settings.value(QStringLiteral("switch")));
    select(m_cable, settings.value(QStringLiteral("cable")));
    m_redundant->setChecked(settings.value(QStringLiteral("redundant"), true).toBool());
    m_nodePrice->setText(settings.value(QStringLiteral("nodePrice")).toString());
    select(m_nodeItem, settings.value(QStringLiteral("nodeItem")));
    select(m_costBasis, settings.value(QStringLiteral("costBasis")));
    m_scaling->setValue(settings.value(QStringLiteral("scaling"), m_scaling->value()).toInt());
    m_addNodes->setValue(settings.value(QStringLiteral("addNodes"), m_addNodes->value()).toInt());
    m_latencyLimit->setValue(settings.value(QStringLiteral("latencyLimitMs"), m_latencyLimit->value()).toDouble());
    m_headroomLow->setValue(settings.value(QStringLiteral("headroomLow"), m_headroomLow->value()).toInt());
    m_headroomHigh->setValue(settings.value(QStringLiteral("headroomHigh"), m_headroomHigh->value()).toInt());
    m_extrapolate->setChecked(settings.value(QStringLiteral("extrapolate"), false).toBool());
    m_rate->setText(settings.value(QStringLiteral("rate")).toString());
    m_rateDate->setDate(settings.value(QStringLiteral("rateDate"), QDate::currentDate()).toDate());
    m_filling = false;
}

void AdvisorPage::scheduleRecompute()
{
    if (!m_filling) {
        m_timer.start();
    }
}

// The measurements behind the measured curves, for the chart's footnote of sources.
Expected<QList<Measurement>> AdvisorPage::measurementsDrawn(const AdvisorResult& result) const
{
    QStringList systems { result.input.baseline.system };
    for (const AdvisorCurve& candidate : result.input.candidates) {
        systems << candidate.system;
    }
    const auto sameTest = m_library->sameTestWorkloads(result.input.workload);
    if (!sameTest) {
        return fail(sameTest.error());
    }
    QList<Measurement> used;
    for (const QString& system : systems) {
        for (const QString& workload : *sameTest) {
            const auto read = m_library->measurements({ system, workload, std::nullopt });
            if (!read) {
                return fail(read.error());
            }
            for (const Measurement& m : *read) {
                if (m.isCurvePoint()) {
                    used << m;
                }
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
    const bool badPrice = !m_nodePrice->text().trimmed().isEmpty() && !parseMoney(m_nodePrice->text()).ok();
    m_nodePrice->setStyleSheet(badPrice ? QStringLiteral("background: #ffd7d7;") : QString());
    m_nodePrice->setToolTip(badPrice
            ? tr("'%1' is not an amount with an optional currency, e.g. 100000 USD").arg(m_nodePrice->text())
            : QString());
    const auto rate = parseExchangeRate(m_rate->text(), m_rateDate->date().toString(Qt::ISODate));
    const bool badRate = !m_rate->text().trimmed().isEmpty() && !rate.ok();
    m_rate->setStyleSheet(badRate ? QStringLiteral("background: #ffd7d7;") : QString());
    m_rate->setToolTip(badRate ? rate.error() : tr("1 EUR = 1.08 USD is written EUR:USD=1.08"));
    saveInputs();
    auto input = buildAdvisorInput(*m_library, m_catalog->catalog(), request());
    if (!input) {
        m_view->showProblem(inGuiWords(input.error()));
        return;
    }
    AdvisorResult result = advise(*input);
    const auto drawn = measurementsDrawn(result);
    if (!drawn) {
        showReadError(drawn.error());
        return;
    }
    m_result = std::move(result);
    m_view->showResult(*m_result);
    m_chart->showResult(*m_result, *drawn);
    emit resultChanged(*m_result);
}

void AdvisorPage::showReadError(const QString& error)
{
    m_view->showProblem(tr("cannot read %1: %2").arg(m_library ? m_library->path() : QString(), error));
}

} // namespace headroom
