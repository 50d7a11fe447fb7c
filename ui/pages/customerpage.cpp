// SPDX-License-Identifier: GPL-3.0-or-later
#include "customerpage.h"

#include "customerdemandview.h"
#include "fieldmarks.h"
#include "filedialogs.h"
#include "guiwords.h"
#include "libraryedits.h"
#include "librarysession.h"
#include "models/customerdemandsmodel.h"
#include "store/resultslibrary.h"
#include "themecolors.h"

#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace headroom {

namespace {
QStringList localFiles(const QMimeData* mime)
{
    QStringList paths;
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile()) {
            paths << url.toLocalFile();
        }
    }
    return paths;
}

// A peak typed by the user: empty is "the derived peak"; the locale's digits or plain ones.
Expected<std::optional<double>> parsePeak(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        return std::optional<double>();
    }
    bool ok = false;
    double value = QLocale().toDouble(trimmed, &ok);
    if (!ok) {
        value = trimmed.toDouble(&ok);
    }
    if (!ok || !(value > 0)) {
        return failField(QStringLiteral("peak"),
            QObject::tr("'%1' is not a number of IOPS above 0 (leave it empty for the derived peak)").arg(trimmed));
    }
    return std::optional<double>(value);
}
} // namespace

CustomerPage::CustomerPage(LibrarySession* session, LibraryEdits* edits, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_edits(edits)
    , m_model(new CustomerDemandsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_marks(new FieldMarks(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CustomerDemandsModel::RawValueRole);
    // The demands above (a short list: one row per cluster), the selected one below: its figures and hosts, and
    // beside them what the user chooses for it.
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(buildList());
    auto* details = new QWidget(splitter);
    auto* detailsLayout = new QHBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    m_view = new CustomerDemandView(details);
    detailsLayout->addWidget(m_view, 3);
    auto* side = new QVBoxLayout;
    side->addWidget(buildEditor());
    side->addStretch();
    detailsLayout->addLayout(side, 1);
    splitter->addWidget(details);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 110, 590 });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("customerStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    setAcceptDrops(true);
    connect(session, &LibrarySession::changed, this, &CustomerPage::reload);
    connect(m_edits, &LibraryEdits::editFailed, this, [this](const QString& message) { showMessage(message, true); });
    reload();
}

CustomerPage::~CustomerPage() = default;

QWidget* CustomerPage::buildList()
{
    auto* list = new QWidget(this);
    auto* layout = new QVBoxLayout(list);
    layout->setContentsMargins(0, 0, 0, 0);
    m_importButton = new QPushButton(tr("Import &Live Optics Export…"), list);
    m_importButton->setObjectName(QStringLiteral("customerImport"));
    m_importButton->setToolTip(tr("A Live Optics VMware export (.xlsx); you can also drop it on this page"));
    connect(m_importButton, &QPushButton::clicked, this, &CustomerPage::chooseExport);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_importButton);
    buttons->addStretch();
    layout->addLayout(buttons);
    m_table = new QTableView(list);
    m_table->setObjectName(QStringLiteral("customerDemands"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the library's order until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CustomerPage::showCurrent);
    return list;
}

QWidget* CustomerPage::buildEditor()
{
    m_editor = new QGroupBox(tr("Your choices for this demand"), this);
    auto* form = new QFormLayout(m_editor);
    m_growth = new QLineEdit(m_editor);
    m_growth->setObjectName(QStringLiteral("growth"));
    m_growth->setPlaceholderText(tr("e.g. 20%, 20%/yr or 0.2"));
    m_peak = new QLineEdit(m_editor);
    m_peak->setObjectName(QStringLiteral("peak"));
    m_system = new QComboBox(m_editor);
    m_system->setObjectName(QStringLiteral("system"));
    m_system->setToolTip(tr("The library system this demand runs on: the Advisor's baseline for it"));
    m_useButton = new QPushButton(tr("Use in the &Advisor"), m_editor);
    m_useButton->setObjectName(QStringLiteral("useInAdvisor"));
    form->addRow(tr("Growth per year:"), m_growth);
    form->addRow(tr("Chosen peak IOPS:"), m_peak);
    form->addRow(tr("Runs on system:"), m_system);
    form->addRow(QString(), m_useButton);
    m_marks->add(QStringLiteral("growth"), m_growth, tr("Growth per year"));
    m_marks->add(QStringLiteral("peak"), m_peak, tr("Chosen peak IOPS"));
    m_marks->add(QStringLiteral("system"), m_system, tr("Runs on system"));
    connect(m_growth, &QLineEdit::editingFinished, this, &CustomerPage::applyGrowth);
    connect(m_peak, &QLineEdit::editingFinished, this, &CustomerPage::applyPeak);
    connect(m_system, &QComboBox::activated, this, &CustomerPage::applyLink);
    connect(m_useButton, &QPushButton::clicked, this, [this] {
        if (!currentDemand().isEmpty()) {
            emit useInAdvisor(currentDemand());
        }
    });
    return m_editor;
}

QString CustomerPage::status() const
{
    return m_status->text();
}

void CustomerPage::showMessage(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(theme::statusStyle(error, palette()));
}

QString CustomerPage::currentDemand() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(CustomerDemandsModel::NameRole).toString() : QString();
}

bool CustomerPage::selectDemand(const QString& name)
{
    const int row = m_model->rowOf(name);
    if (row < 0) {
        return false;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    showCurrent();
    return true;
}

void CustomerPage::reload()
{
    const QString selected = currentDemand();
    ResultsLibrary* library = m_session->library();
    QList<CustomerDemand> demands;
    if (library) {
        auto read = library->customerDemands();
        if (read) {
            demands = std::move(*read);
        } else {
            showMessage(libraryReadFailure(library->path(), read.error()), true);
        }
    }
    m_model->setDemands(std::move(demands));
    fillSystems();
    m_importButton->setEnabled(library && !library->isReadOnly());
    m_importButton->setToolTip(library && library->isReadOnly()
            ? tr("Imports are off: %1").arg(library->readOnlyReason())
            : tr("A Live Optics VMware export (.xlsx); you can also drop it on this page"));
    if (!selectDemand(selected) && m_model->rowCount() > 0) {
        // First the demand that runs on a library system (the one the Advisor can answer for), else the first.
        QString first = m_proxy->index(0, 0).data(CustomerDemandsModel::NameRole).toString();
        for (int row = m_model->rowCount() - 1; row >= 0; --row) {
            if (!m_model->demandAt(row)->linkedSystem.isEmpty()) {
                first = m_model->demandAt(row)->name;
            }
        }
        selectDemand(first);
    } else if (m_model->rowCount() == 0) {
        showCurrent();
    }
}

void CustomerPage::fillSystems()
{
    m_filling = true;
    m_system->clear();
    m_system->addItem(tr("(none)"), QString());
    if (const ResultsLibrary* library = m_session->library()) {
        if (const auto systems = library->systems()) {
            for (const SystemConfig& system : *systems) {
                m_system->addItem(system.name, system.name);
            }
        }
    }
    m_filling = false;
}

void CustomerPage::showCurrent()
{
    const int row = m_proxy->mapToSource(m_table->currentIndex()).row();
    const CustomerDemand* demand = m_model->demandAt(row);
    m_marks->clear();
    if (!demand) {
        m_view->clear();
    } else if (const DemandFigures* figures = m_model->figuresAt(row)) {
        m_view->showFigures(*demand, *figures);
    } else {
        m_view->showProblem(*demand, m_model->figuresError(row));
    }
    updateEditor();
}

void CustomerPage::updateEditor()
{
    const int row = m_proxy->mapToSource(m_table->currentIndex()).row();
    const CustomerDemand* demand = m_model->demandAt(row);
    const ResultsLibrary* library = m_session->library();
    const bool editable = demand && library && !library->isReadOnly();
    for (QWidget* field :
        { static_cast<QWidget*>(m_growth), static_cast<QWidget*>(m_peak), static_cast<QWidget*>(m_system) }) {
        field->setEnabled(editable);
        field->setToolTip(
            library && library->isReadOnly() ? tr("Edits are off: %1").arg(library->readOnlyReason()) : QString());
    }
    m_useButton->setEnabled(demand && m_model->figuresAt(row));
    m_filling = true;
    const QLocale locale;
    m_growth->setText(demand ? locale.toString(demand->growthPerYear * 100, 'g', 6) + QStringLiteral(" %") : QString());
    m_peak->setText(demand && demand->chosenPeakIops ? locale.toString(*demand->chosenPeakIops, 'f', 0) : QString());
    const DemandFigures* figures = m_model->figuresAt(row);
    m_peak->setPlaceholderText(figures && !figures->peakIsChosen
            ? tr("derived: %1 (type your own peak)").arg(locale.toString(figures->peakIops, 'f', 0))
            : tr("the derived peak"));
    m_system->setCurrentIndex(std::max(0, m_system->findData(demand ? demand->linkedSystem : QString())));
    m_filling = false;
}

bool CustomerPage::applyGrowth()
{
    const CustomerDemand* demand = m_model->demandAt(m_proxy->mapToSource(m_table->currentIndex()).row());
    if (m_filling || !demand || !m_growth->isEnabled()) {
        return false;
    }
    const auto growth = parseGrowthPerYear(m_growth->text());
    if (!growth) {
        showMessage(m_marks->show(failField(QStringLiteral("growth"), growth.error())), true);
        return false;
    }
    if (std::abs(*growth - demand->growthPerYear) < 1e-12) {
        return true;
    }
    const QString name = demand->name;
    if (auto done = m_edits->setDemandGrowth(name, *growth); !done) {
        showMessage(m_marks->show(failField(QStringLiteral("growth"), done.error())), true);
        return false;
    }
    showMessage(tr("Growth of %1 set to %2 a year (Edit › Undo takes it back).")
                    .arg(name, QLocale().toString(*growth * 100, 'g', 6) + QStringLiteral(" %")),
        false);
    return true;
}

bool CustomerPage::applyPeak()
{
    const CustomerDemand* demand = m_model->demandAt(m_proxy->mapToSource(m_table->currentIndex()).row());
    if (m_filling || !demand || !m_peak->isEnabled()) {
        return false;
    }
    const auto peak = parsePeak(m_peak->text());
    if (!peak) {
        showMessage(m_marks->show(peak.failure()), true);
        return false;
    }
    if (*peak == demand->chosenPeakIops) {
        return true;
    }
    const QString name = demand->name;
    if (auto done = m_edits->setDemandChosenPeak(name, *peak); !done) {
        showMessage(m_marks->show(failField(QStringLiteral("peak"), done.error())), true);
        return false;
    }
    showMessage(*peak ? tr("%1 is sized on your peak of %2 IOPS (Edit › Undo takes it back).")
                            .arg(name, QLocale().toString(**peak, 'f', 0))
                      : tr("%1 is sized on its derived peak again.").arg(name),
        false);
    return true;
}

bool CustomerPage::applyLink()
{
    const CustomerDemand* demand = m_model->demandAt(m_proxy->mapToSource(m_table->currentIndex()).row());
    if (m_filling || !demand || !m_system->isEnabled()) {
        return false;
    }
    const QString system = m_system->currentData().toString();
    if (system == demand->linkedSystem) {
        return true;
    }
    const QString name = demand->name;
    if (auto done = m_edits->linkDemand(name, system); !done) {
        showMessage(m_marks->show(failField(QStringLiteral("system"), done.error())), true);
        return false;
    }
    showMessage(
        system.isEmpty() ? tr("%1 runs on no library system now.").arg(name) : tr("%1 runs on %2.").arg(name, system),
        false);
    return true;
}

void CustomerPage::chooseExport()
{
    const QString file = chooseOpenFileName(
        this, tr("Import a Live Optics Export"), {}, tr("Live Optics export (*.xlsx);;All files (*)"));
    if (!file.isEmpty()) {
        importFiles({ file });
    }
}

void CustomerPage::dragEnterEvent(QDragEnterEvent* event)
{
    if (!localFiles(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
    }
}

void CustomerPage::dropEvent(QDropEvent* event)
{
    const QStringList paths = localFiles(event->mimeData());
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        importFiles(paths);
    }
}

} // namespace headroom
