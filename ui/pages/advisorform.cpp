// SPDX-License-Identifier: GPL-3.0-or-later
// The Advisor's form: its inputs, their rows and labels, the request field each stands for, and what the page
// remembers of them per library.
#include "advisorpage.h"
#include "pages/catalogtablemodel.h"
#include "store/resultslibrary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSpinBox>

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

// A field an error is about: the same colour as a node price that is not an amount.
} // namespace

QWidget* AdvisorPage::buildForm()
{
    auto* form = new QWidget(this);
    auto* layout = new QFormLayout(form);
    createInputs(form);
    createPriceInputs(form);
    layOutForm(layout);
    connectForm();
    return form;
}

void AdvisorPage::createInputs(QWidget* form)
{
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
    m_extrapolate = new QCheckBox(tr("allow extrapolation"), form);
    m_extrapolate->setToolTip(tr("Read values beyond the measured points; every such figure is marked"));
    m_demand = new QComboBox(form);
    m_demand->setToolTip(tr("The customer's own workload (Customer page): each option's runway and the nodes "
                            "needed to carry it"));
    m_growth = new QLineEdit(form);
    m_growth->setPlaceholderText(tr("per year, e.g. 20%, 20%/yr or 0.2"));
    m_years = spin(1, 30, 5, form, tr(" years"));
    m_years->setToolTip(tr("How long the demand must be carried (sizes the nodes to add)"));
    m_nodesDown = spin(0, 16, 1, form);
    m_nodesDown->setToolTip(tr("Nodes in maintenance or failed while the demand must still be carried"));
}

void AdvisorPage::createPriceInputs(QWidget* form)
{
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
}

// A row whose widget stands for the request field `id` (the CLI's option), which errors carry; a widget without a
// name of its own is named by it.
void AdvisorPage::addField(QFormLayout* layout, const QString& label, QWidget* widget, const QString& id)
{
    if (widget->objectName().isEmpty()) {
        widget->setObjectName(id);
    }
    m_marks->add(id, widget, label);
    layout->addRow(label.isEmpty() ? QString() : label + QLatin1Char(':'), widget);
}

void AdvisorPage::layOutForm(QFormLayout* layout)
{
    addField(layout, tr("Customer demand"), m_demand, QStringLiteral("demand"));
    addField(layout, tr("Growth per year"), m_growth, QStringLiteral("growth"));
    addField(layout, tr("Years to carry"), m_years, QStringLiteral("years"));
    addField(layout, tr("Nodes down"), m_nodesDown, QStringLiteral("nodes-down"));
    addField(layout, tr("Workload"), m_workload, QStringLiteral("workload"));
    addField(layout, tr("Baseline"), m_baseline, QStringLiteral("baseline"));
    addField(layout, tr("Candidates"), m_candidates, QStringLiteral("candidate"));
    addField(layout, tr("Nodes"), m_nodes, QStringLiteral("nodes"));
    addField(layout, tr("Ports per node"), m_ports, QStringLiteral("ports-per-node"));
    addField(layout, tr("Storage ports"), m_storagePorts, QStringLiteral("storage-ports"));
    addField(layout, tr("Upgrade NIC"), m_nic, QStringLiteral("nic"));
    addField(layout, tr("Upgrade switch"), m_switch, QStringLiteral("switch"));
    addField(layout, tr("Upgrade cable"), m_cable, QStringLiteral("cable"));
    layout->addRow(QString(), m_redundant);
    addField(layout, tr("Cost basis"), m_costBasis, QStringLiteral("cost-basis"));
    layout->addRow(tr("Node price:"), m_nodePrice);
    // The request's node-price is a part number here: the page parses a typed amount itself (and marks it).
    addField(layout, tr("Node from catalog"), m_nodeItem, QStringLiteral("node-price"));
    addField(layout, tr("Node scaling"), m_scaling, QStringLiteral("node-scaling"));
    addField(layout, tr("Nodes to add"), m_addNodes, QStringLiteral("add-nodes"));
    addField(layout, tr("Latency limit"), m_latencyLimit, QStringLiteral("latency-limit-ms"));
    auto* band = new QHBoxLayout;
    band->addWidget(m_headroomLow);
    band->addWidget(new QLabel(QStringLiteral("–"), layout->parentWidget()));
    band->addWidget(m_headroomHigh);
    layout->addRow(tr("Headroom band:"), band);
    m_headroomLow->setObjectName(QStringLiteral("headroom"));
    m_marks->add(QStringLiteral("headroom"), m_headroomLow, tr("Headroom band"));
    layout->addRow(QString(), m_extrapolate);
    addField(layout, tr("Exchange rate"), m_rate, QStringLiteral("rate"));
    addField(layout, tr("Rate read on"), m_rateDate, QStringLiteral("rate-date"));
}

void AdvisorPage::connectForm()
{
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this] {
        fillSystems();
        scheduleRecompute();
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        applySystemDefaults();
        scheduleRecompute();
    });
    connect(m_candidates, &QListWidget::itemChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_demand, &QComboBox::currentIndexChanged, this, [this] {
        demandPicked();
        scheduleRecompute();
    });
    connect(m_growth, &QLineEdit::textChanged, this, &AdvisorPage::scheduleRecompute);
    for (QComboBox* combo : { m_nic, m_switch, m_cable, m_nodeItem, m_costBasis }) {
        connect(combo, &QComboBox::currentIndexChanged, this, &AdvisorPage::scheduleRecompute);
    }
    for (QSpinBox* box : { m_nodes, m_ports, m_storagePorts, m_scaling, m_addNodes, m_headroomLow, m_headroomHigh,
             m_years, m_nodesDown }) {
        connect(box, &QSpinBox::valueChanged, this, &AdvisorPage::scheduleRecompute);
    }
    connect(m_latencyLimit, &QDoubleSpinBox::valueChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_nodePrice, &QLineEdit::textChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_rate, &QLineEdit::textChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_rateDate, &QDateEdit::dateChanged, this, &AdvisorPage::scheduleRecompute);
    connect(m_redundant, &QCheckBox::toggled, this, &AdvisorPage::scheduleRecompute);
    connect(m_extrapolate, &QCheckBox::toggled, this, &AdvisorPage::scheduleRecompute);
}

QWidget* AdvisorPage::fieldWidget(const QString& id) const
{
    return m_marks->widget(id);
}

void AdvisorPage::showInputError(const Error& error)
{
    // Focus follows the fault when it moves to another field, not on every recomputation while the user types.
    const auto focus = error.fields != m_errorFields ? FieldMarks::Focus::First : FieldMarks::Focus::None;
    m_errorFields = error.fields;
    showProblem(m_marks->show(error, focus));
}

void AdvisorPage::clearFieldMarks()
{
    m_marks->clear();
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
    settings.setValue(QStringLiteral("demand"), m_demand->currentData());
    settings.setValue(QStringLiteral("growth"), m_growth->text());
    settings.setValue(QStringLiteral("years"), m_years->value());
    settings.setValue(QStringLiteral("nodesDown"), m_nodesDown->value());
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
    select(m_demand, settings.value(QStringLiteral("demand")));
    m_growth->setText(settings.value(QStringLiteral("growth"), m_growth->text()).toString());
    m_years->setValue(settings.value(QStringLiteral("years"), m_years->value()).toInt());
    m_nodesDown->setValue(settings.value(QStringLiteral("nodesDown"), m_nodesDown->value()).toInt());
    m_filling = false;
}

} // namespace headroom
