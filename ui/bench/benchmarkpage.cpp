// SPDX-License-Identifier: GPL-3.0-or-later
// The Benchmark page's layout, target verdict and saving; a run is shown by its controller (local or cluster).
#include "benchmarkpage.h"

#include "bench/benchstore.h"
#include "benchpointsmodel.h"
#include "benchsetupform.h"
#include "charts/livechart.h"
#include "charts/sweepcurvechart.h"
#include "clusterpanel.h"
#include "clusterruncontroller.h"
#include "guiwords.h"
#include "librarysession.h"
#include "localruncontroller.h"
#include "store/resultslibrary.h"
#include "themecolors.h"

#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QSysInfo>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace headroom {

BenchmarkPage::BenchmarkPage(LibrarySession* session, QWidget* parent)
    : QWidget(parent)
    , m_points(new BenchPointsModel(this))
{
    m_points->setObjectName(QStringLiteral("benchPointsModel"));
    auto* layout = new QVBoxLayout(this);
    m_form = new BenchSetupForm(this);
    m_form->setObjectName(QStringLiteral("benchSetupForm"));
    layout->addWidget(m_form);
    auto* runOn = new QGroupBox(tr("Run on"), this);
    auto* runOnLayout = new QVBoxLayout(runOn);
    m_runOn = new QComboBox(runOn);
    m_runOn->setObjectName(QStringLiteral("runOnCombo"));
    m_runOn->addItem(tr("This machine"));
    m_runOn->addItem(tr("Cluster (fio servers)"));
    m_runOn->setToolTip(tr("Cluster: the same workload on every host at once through fio's client/server mode; the "
                           "target is a directory (or device) path on the hosts"));
    m_runOn->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    runOnLayout->addWidget(m_runOn, 0, Qt::AlignLeft);
    m_clusterPanel = new ClusterPanel(runOn);
    m_clusterPanel->setObjectName(QStringLiteral("clusterPanel"));
    m_clusterPanel->hide();
    runOnLayout->addWidget(m_clusterPanel);
    layout->addWidget(runOn);
    connect(m_runOn, &QComboBox::currentIndexChanged, this, &BenchmarkPage::modeChanged);
    connect(m_clusterPanel, &ClusterPanel::hostsChanged, &m_verdictTimer, qOverload<>(&QTimer::start));
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setContentsMargins(8, 4, 8, 4);
    m_verdict->setAutoFillBackground(true);
    m_verdict->setObjectName(QStringLiteral("benchVerdictLabel"));
    layout->addWidget(m_verdict);
    layout->addWidget(buildRunRow());
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("benchMessageLabel"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
    layout->addWidget(m_message);
    layout->addWidget(buildResults(), 1);
    buildRunControllers();

    m_verdictTimer.setSingleShot(true);
    m_verdictTimer.setInterval(150);
    connect(&m_verdictTimer, &QTimer::timeout, this, &BenchmarkPage::refreshVerdict);
    connect(m_form, &BenchSetupForm::changed, &m_verdictTimer, qOverload<>(&QTimer::start));
    refreshVerdict();
    connect(session, &LibrarySession::changed, this, &BenchmarkPage::setLibrary);
    setLibrary(session->library()); // fills the systems
}

// After the widgets they show a run in.
void BenchmarkPage::buildRunControllers()
{
    const RunView view { m_progress, m_status, m_live, m_curve, m_table, m_points, m_clusterTable, m_clusterPanel,
        [this](const QString& text, bool error) { showMessage(text, error); },
        [this](
            const Error& error, bool focus) { return focus ? m_form->showError(error) : m_form->markError(error); } };
    m_localRun = new LocalRunController(view, this);
    m_clusterRun = new ClusterRunController(view, this);
    connect(m_localRun, &LocalRunController::ended, this, &BenchmarkPage::endRun);
    connect(m_localRun, &LocalRunController::runFinished, this, &BenchmarkPage::runFinished);
    connect(m_localRun, &LocalRunController::runFailed, this, &BenchmarkPage::runFailed);
    connect(m_clusterRun, &ClusterRunController::ended, this, &BenchmarkPage::endRun);
    connect(m_clusterRun, &ClusterRunController::runFinished, this, &BenchmarkPage::clusterRunFinished);
    connect(m_clusterRun, &ClusterRunController::runFailed, this, &BenchmarkPage::runFailed);
}

QWidget* BenchmarkPage::buildRunRow()
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_start = new QPushButton(tr("Start"), row);
    m_start->setObjectName(QStringLiteral("benchStartButton"));
    m_start->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"), row);
    m_cancel->setObjectName(QStringLiteral("benchCancelButton"));
    m_progress = new QProgressBar(row);
    m_progress->setObjectName(QStringLiteral("benchProgressBar"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(QStringLiteral("%p %"));
    m_status = new QLabel(tr("Ready."), row);
    m_status->setObjectName(QStringLiteral("benchStatusLabel"));
    m_status->setMinimumWidth(420);
    layout->addWidget(m_start);
    layout->addWidget(m_cancel);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_status, 2);
    connect(m_start, &QPushButton::clicked, this, &BenchmarkPage::start);
    connect(m_cancel, &QPushButton::clicked, this, &BenchmarkPage::cancel);
    return row;
}

QWidget* BenchmarkPage::buildResults()
{
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_live = new charts::LiveChart(splitter);
    m_live->setObjectName(QStringLiteral("benchLiveChart"));
    m_live->setMinimumHeight(220);
    m_curve = new charts::SweepCurveChart(splitter);
    m_curve->setObjectName(QStringLiteral("benchCurveChart"));
    auto* right = new QWidget(splitter);
    auto* column = new QVBoxLayout(right);
    column->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableView(right);
    m_table->setModel(m_points);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    column->addWidget(new QLabel(tr("<b>Completed points</b>"), right));
    column->addWidget(m_table, 1);
    m_clusterTable = new QTableWidget(0, 6, right);
    m_clusterTable->setObjectName(QStringLiteral("clusterPointsTable"));
    m_clusterTable->setHorizontalHeaderLabels(
        { tr("Point"), tr("Host"), tr("IOPS"), tr("MB/s"), tr("Mean latency"), tr("p99 latency") });
    m_clusterTable->verticalHeader()->hide();
    m_clusterTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_clusterTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_clusterTable->setWordWrap(false);
    m_clusterTable->horizontalHeader()->setStretchLastSection(true);
    m_clusterTable->hide();
    column->addWidget(m_clusterTable, 1);
    column->addWidget(buildSaveRow());
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 5);
    splitter->setStretchFactor(2, 4);
    splitter->setSizes({ 430, 450, 360 });
    return splitter;
}

QWidget* BenchmarkPage::buildSaveRow()
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_system = new QComboBox(row);
    m_system->setObjectName(QStringLiteral("benchSystemCombo"));
    m_system->setEditable(true);
    m_system->setInsertPolicy(QComboBox::NoInsert);
    m_system->setToolTip(tr("An existing system of the library, or a new name"));
    m_system->setMinimumContentsLength(14);
    m_save = new QPushButton(tr("Save to library"), row);
    m_save->setObjectName(QStringLiteral("benchSaveButton"));
    layout->addWidget(new QLabel(tr("System:"), row));
    layout->addWidget(m_system, 1);
    layout->addWidget(m_save);
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (Status saved = save(m_system->currentText()); !saved) {
            showMessage(saved.error(), true);
        }
    });
    return row;
}

BenchmarkPage::~BenchmarkPage()
{
    // Before the widgets they show a run in: each cancels its run and waits for the worker (at most about a second).
    delete m_localRun;
    delete m_clusterRun;
}

bool BenchmarkPage::isRunning() const
{
    return m_localRun->isRunning() || m_clusterRun->isRunning();
}

const bench::SweepResult& BenchmarkPage::lastResult() const
{
    return m_localRun->result();
}

const cluster::ClusterResult& BenchmarkPage::lastClusterResult() const
{
    return m_clusterRun->result();
}

bool BenchmarkPage::isClusterMode() const
{
    return m_runOn->currentIndex() == 1;
}

void BenchmarkPage::setClusterMode(bool cluster)
{
    m_runOn->setCurrentIndex(cluster ? 1 : 0);
}

void BenchmarkPage::modeChanged()
{
    const bool cluster = isClusterMode();
    m_clusterPanel->setVisible(cluster);
    m_clusterTable->setVisible(cluster);
    m_table->setVisible(!cluster);
    m_live->setVisible(!cluster); // fio's client gives no per-second samples here
    refreshVerdict();
}

void BenchmarkPage::start()
{
    if (isRunning()) {
        return;
    }
    Expected<BenchSetup> setup = m_form->setup();
    if (!setup) {
        showMessage(m_form->showError(setup.failure()), true);
        return;
    }
    if (isClusterMode()) {
        if (Status started = m_clusterRun->start(*setup); !started) {
            showMessage(started.error(), true);
            return;
        }
    } else {
        Expected<bench::TargetPlan> plan = bench::planTarget(setup->target);
        if (!plan) {
            const QString why = m_form->showError(plan.failure());
            showVerdict(tr("Refused: %1").arg(why), true);
            showMessage(tr("Not started: %1").arg(why), true);
            return;
        }
        m_localRun->start(setup->sweep, *plan, setup->keep);
    }
    m_lastRunCluster = isClusterMode();
    m_saved = false;
    updateButtons();
}

void BenchmarkPage::cancel()
{
    if (!isRunning()) {
        return;
    }
    m_clusterRun->cancel();
    m_localRun->cancel();
    m_cancel->setEnabled(false);
}

void BenchmarkPage::endRun()
{
    updateButtons();
    refreshVerdict();
}

void BenchmarkPage::setLibrary(ResultsLibrary* library)
{
    m_library = library;
    refreshSystems();
    updateButtons();
}

void BenchmarkPage::refreshSystems()
{
    const QString typed = m_system->currentText();
    m_system->clear();
    if (m_library) {
        const auto systems = m_library->systems();
        if (!systems) {
            showMessage(libraryReadFailure(m_library->path(), systems.error()), true);
        } else {
            for (const SystemConfig& system : *systems) {
                m_system->addItem(system.name);
            }
        }
    }
    m_system->setEditText(typed.isEmpty() ? QSysInfo::machineHostName() : typed);
}

void BenchmarkPage::refreshVerdict()
{
    if (isRunning()) {
        return;
    }
    Expected<BenchSetup> setup = m_form->setup();
    if (!setup) {
        showVerdict(tr("Not ready: %1").arg(m_form->markError(setup.failure())), true);
        return;
    }
    if (isClusterMode()) {
        const Expected<QString> verdict = m_clusterRun->verdict(*setup);
        if (verdict) {
            m_form->clearErrorMarks();
        }
        showVerdict(verdict ? *verdict : verdict.error(), !verdict);
        return;
    }
    Expected<bench::TargetPlan> plan = bench::planTarget(setup->target);
    if (!plan) {
        showVerdict(tr("Refused: %1").arg(m_form->markError(plan.failure())), true);
        return;
    }
    m_form->clearErrorMarks();
    QString text = plan->summary;
    if (plan->createFile && setup->keep) {
        text += tr(" Keep is ticked: the file stays after the run.");
    }
    showVerdict(text, false);
}

void BenchmarkPage::showVerdict(const QString& text, bool refused)
{
    m_targetAllowed = !refused;
    m_verdict->setText(text);
    QPalette palette = m_verdict->palette();
    theme::setNoticeColors(palette, refused ? theme::Notice::Error : theme::Notice::Ok, QApplication::palette());
    m_verdict->setPalette(palette);
    updateButtons();
}

void BenchmarkPage::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(
        error ? theme::statusStyle(true, palette()) + QStringLiteral(" font-weight: bold;") : QString());
    m_message->setVisible(!text.isEmpty());
}

void BenchmarkPage::updateButtons()
{
    const bool running = isRunning();
    m_start->setEnabled(!running && m_targetAllowed);
    m_cancel->setEnabled(running);
    m_form->setEnabled(!running);
    m_runOn->setEnabled(!running);
    m_clusterPanel->setRunning(running);
    QString why;
    if (!m_library) {
        why = tr("No library is open.");
    } else if (m_library->isReadOnly()) {
        why = tr("Saving is off: %1.").arg(m_library->readOnlyReason());
    } else if (running) {
        why = tr("Wait for the run to finish.");
    } else if (!havePoints()) {
        why = tr("No completed point to save yet.");
    } else if (m_saved) {
        why = tr("These points are already saved.");
    }
    m_save->setEnabled(why.isEmpty());
    m_save->setToolTip(why.isEmpty() ? tr("Store the completed points and their curve under this system") : why);
}

Status BenchmarkPage::save(const QString& systemName)
{
    const QString name = systemName.trimmed();
    if (name.isEmpty()) {
        return fail(tr("Name the system the results belong to."));
    }
    if (!m_library || m_library->isReadOnly()) {
        return fail(m_save->toolTip());
    }
    Expected<ImportSummary> stored = [&]() -> Expected<ImportSummary> {
        if (m_lastRunCluster) {
            cluster::ClusterRequest request = m_clusterRun->request();
            request.systemName = name;
            return cluster::storeClusterRun(*m_library, request, m_clusterRun->result());
        }
        const auto run = bench::sweepMeasurements(name, m_localRun->result(), m_localRun->plan().path);
        if (!run) {
            return fail(run.error());
        }
        return m_library->addMeasurements(run->source, run->measurements);
    }();
    if (!stored) {
        return fail(tr("The points were not saved: %1. They are still here: save them again, or open a library you "
                       "can write with File › Open Library.")
                        .arg(stored.error()));
    }
    m_saved = true;
    updateButtons();
    showMessage(m_lastRunCluster
            ? tr("Stored %n measurement(s) (per host and cluster) under system '%1'.", nullptr,
                stored->measurementsAdded)
                  .arg(name)
            : tr("Stored %n point(s) under system '%1'.", nullptr, stored->measurementsAdded).arg(name),
        false);
    emit resultsSaved(stored->measurementsAdded);
    return success();
}

bool BenchmarkPage::havePoints() const
{
    return m_lastRunCluster ? !m_clusterRun->result().points.isEmpty() : !m_localRun->result().points.isEmpty();
}

bool BenchmarkPage::hasUnsavedPoints() const
{
    return isRunning() || (havePoints() && !m_saved);
}

} // namespace headroom
