// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparepage.h"

#include "chartbuilder.h"
#include "chartexporter.h"
#include "filedialogs.h"
#include "gather/librarycoverage.h"
#include "librarysession.h"
#include "spectablemodel.h"
#include "store/resultslibrary.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

namespace headroom::charts {

namespace {
QStringList checkedNames(const QListWidget* list)
{
    QStringList names;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            names << list->item(i)->text();
        }
    }
    return names;
}

// Checks exactly `names` and moves them to the top in that order (the first is the baseline).
void check(QListWidget* list, const QStringList& names)
{
    const QSignalBlocker blocker(list);
    for (qsizetype n = names.size() - 1; n >= 0; --n) {
        const auto found = list->findItems(names[n], Qt::MatchExactly);
        if (!found.isEmpty()) {
            list->insertItem(0, list->takeItem(list->row(found.first())));
        }
    }
    for (int i = 0; i < list->count(); ++i) {
        list->item(i)->setCheckState(names.contains(list->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
    }
}

QListWidget* checkList(QWidget* parent)
{
    auto* list = new QListWidget(parent);
    list->setDragDropMode(QAbstractItemView::InternalMove); // order = baseline first
    list->setMinimumHeight(110);
    return list;
}
} // namespace

ComparePage::ComparePage(LibrarySession* session, QWidget* parent)
    : QWidget(parent)
    , m_table(new SpecTableModel(this))
{
    auto* splitter = new QSplitter(this);
    splitter->addWidget(buildControls());
    // The chart takes the full width beside the controls; its numbers sit below it, where a wide table does
    // not squeeze the chart (at 1280 px, side by side, the table took more width than the chart).
    auto* chartAndNumbers = new QSplitter(Qt::Vertical, splitter);
    m_view = new QChartView(emptyChart(ChartTheme::fromPalette(palette())), chartAndNumbers);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(480, 360);
    m_view->setFocusPolicy(Qt::StrongFocus); // a click on the chart makes it what Edit › Copy copies
    chartAndNumbers->addWidget(m_view);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_table);
    proxy->setSortRole(SpecTableModel::RawValueRole);
    m_tableView = new QTableView(chartAndNumbers);
    m_tableView->setModel(proxy);
    m_tableView->setSortingEnabled(true);
    m_tableView->verticalHeader()->hide();
    m_tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    chartAndNumbers->addWidget(m_tableView);
    chartAndNumbers->setStretchFactor(0, 3);
    chartAndNumbers->setStretchFactor(1, 1);
    chartAndNumbers->setSizes({ 600, 180 }); // initial share; sizeHints alone gave the short table more height
    splitter->addWidget(chartAndNumbers);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
    m_rebuildTimer.setSingleShot(true);
    m_rebuildTimer.setInterval(0); // several control changes in one turn make one rebuild
    connect(&m_rebuildTimer, &QTimer::timeout, this, &ComparePage::rebuild);
    connect(session, &LibrarySession::changed, this, &ComparePage::setLibrary);
    setLibrary(session->library());
}

QWidget* ComparePage::buildControls()
{
    auto* panel = new QWidget(this);
    auto* form = new QFormLayout(panel);
    m_kind = new QComboBox(panel);
    m_kind->addItem(tr("Curves: IOPS vs latency"), QVariant::fromValue(static_cast<int>(ChartKind::Curve)));
    m_kind->addItem(tr("Throughput per node vs link"), QVariant::fromValue(static_cast<int>(ChartKind::Throughput)));
    m_kind->addItem(tr("Compare two systems by workload"), QVariant::fromValue(static_cast<int>(ChartKind::Compare)));
    m_kind->addItem(tr("Tiers / transfer size"), QVariant::fromValue(static_cast<int>(ChartKind::Tiers)));
    m_kind->addItem(tr("Latency percentiles"), QVariant::fromValue(static_cast<int>(ChartKind::Percentiles)));
    form->addRow(tr("Chart"), m_kind);
    m_systems = checkList(panel);
    m_systems->setToolTip(tr("Check the systems to draw; drag to order them."));
    form->addRow(tr("Systems"), m_systems);
    m_baseline = new QComboBox(panel);
    m_baseline->setObjectName(QStringLiteral("compareBaseline"));
    m_baseline->setToolTip(tr("The system the others are compared with: gains and differences are against it"));
    form->addRow(tr("Baseline"), m_baseline);
    m_workloads = checkList(panel);
    m_workloads->setObjectName(QStringLiteral("compareWorkloads"));
    m_workloads->setToolTip(tr("Several workloads checked make one curve per system (a queue-depth sweep)."));
    form->addRow(tr("Workloads"), m_workloads);
    m_latency = new QComboBox(panel);
    // Shown translated, the metric's name (latencyMetricFromString) as the item's data.
    m_latency->addItem(tr("mean"), QStringLiteral("mean"));
    m_latency->addItem(QStringLiteral("p95"), QStringLiteral("p95"));
    m_latency->addItem(QStringLiteral("p99"), QStringLiteral("p99"));
    form->addRow(tr("Latency"), m_latency);
    m_limit = new QDoubleSpinBox(panel);
    m_limit->setRange(0, 10000);
    m_limit->setDecimals(2);
    m_limit->setSingleStep(0.05);
    m_limit->setSuffix(tr(" ms"));
    m_limit->setSpecialValueText(tr("no limit"));
    form->addRow(tr("Latency limit"), m_limit);
    m_peaks = new QCheckBox(tr("Peaks"), panel);
    m_limitLine = new QCheckBox(tr("Limit line and crossings"), panel);
    m_band = new QCheckBox(tr("Headroom band (60–70 % of peak)"), panel);
    m_gains = new QCheckBox(tr("Gain labels"), panel);
    m_logX = new QCheckBox(tr("Log IOPS axis"), panel);
    m_logY = new QCheckBox(tr("Log latency axis"), panel);
    for (QCheckBox* box : { m_peaks, m_limitLine, m_band, m_gains, m_logX, m_logY }) {
        box->setChecked(box != m_logX && box != m_logY);
        form->addRow(QString(), box);
        connect(box, &QCheckBox::toggled, this, &ComparePage::scheduleRebuild);
    }
    m_title = new QLineEdit(panel);
    m_title->setPlaceholderText(tr("automatic"));
    form->addRow(tr("Title"), m_title);
    form->addRow(buildExportControls());
    m_message = new QLabel(panel);
    m_message->setWordWrap(true);
    form->addRow(m_message);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ComparePage::scheduleRebuild);
    connect(m_systems, &QListWidget::itemChanged, this, [this] {
        fillBaselines();
        scheduleRebuild();
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, &ComparePage::scheduleRebuild);
    connect(m_workloads, &QListWidget::itemChanged, this, &ComparePage::scheduleRebuild);
    connect(m_systems->model(), &QAbstractItemModel::rowsMoved, this, &ComparePage::scheduleRebuild);
    connect(m_latency, &QComboBox::currentIndexChanged, this, &ComparePage::scheduleRebuild);
    connect(m_limit, &QDoubleSpinBox::valueChanged, this, &ComparePage::scheduleRebuild);
    connect(m_title, &QLineEdit::editingFinished, this, &ComparePage::scheduleRebuild);
    panel->setMaximumWidth(360);
    return panel;
}

QWidget* ComparePage::buildExportControls()
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 8, 0, 0);
    auto* size = new QHBoxLayout;
    m_width = new QSpinBox(box);
    m_height = new QSpinBox(box);
    for (QSpinBox* spin : { m_width, m_height }) {
        spin->setRange(ChartExporter::kMinPixels, ChartExporter::kMaxPixels);
        spin->setSuffix(tr(" px"));
    }
    m_width->setValue(1920);
    m_height->setValue(1080);
    size->addWidget(new QLabel(tr("Export size"), box));
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), box));
    size->addWidget(m_height);
    layout->addLayout(size);
    auto* buttons = new QHBoxLayout;
    for (const QString& suffix : { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") }) {
        auto* button = new QPushButton(tr("%1…", "export as a file of this format").arg(suffix.toUpper()), box);
        connect(button, &QPushButton::clicked, this, [this, suffix] { exportAs(suffix); });
        buttons->addWidget(button);
    }
    auto* copy = new QPushButton(tr("Copy"), box);
    copy->setToolTip(tr("Copy the chart to the clipboard as PNG and SVG"));
    connect(copy, &QPushButton::clicked, this, &ComparePage::copyImage);
    buttons->addWidget(copy);
    layout->addLayout(buttons);
    return box;
}

void ComparePage::setLibrary(ResultsLibrary* library)
{
    m_library = library;
    m_libraryStale = true;
    if (isVisible()) {
        refreshFromLibrary();
    }
}

void ComparePage::refreshFromLibrary()
{
    m_libraryStale = false;
    fillLists();
    chooseDefaults();
    rebuildNow(); // the page is being shown: draw before the first paint
}

void ComparePage::showEvent(QShowEvent* event)
{
    if (m_libraryStale) {
        refreshFromLibrary();
    }
    QWidget::showEvent(event);
}

void ComparePage::fillLists()
{
    const QSignalBlocker systemsBlocker(m_systems);
    const QSignalBlocker workloadsBlocker(m_workloads);
    m_systems->clear();
    m_workloads->clear();
    if (!m_library) {
        fillBaselines();
        return;
    }
    const auto systems = m_library->systems();
    const auto workloads = m_library->workloadNames();
    if (!systems || !workloads) {
        showReadError(!systems ? systems.error() : workloads.error());
        fillBaselines();
        return;
    }
    for (const SystemConfig& system : *systems) {
        auto* item = new QListWidgetItem(system.name, m_systems);
        item->setCheckState(Qt::Unchecked);
    }
    for (const QString& workload : *workloads) {
        auto* item = new QListWidgetItem(workload, m_workloads);
        item->setCheckState(Qt::Unchecked);
    }
    fillBaselines();
}

// The workload a first look should show (LibraryCoverage, OfferPurpose::Curves: IOPS-vs-latency curves on the most
// systems, not single published points; then the most systems with IOPS), and the first kMaxDefaultSystems of its
// systems. Counted by the library in one query: no measurement is read until the chart is drawn.
void ComparePage::chooseDefaults()
{
    if (!m_library) {
        return;
    }
    const auto coverage = LibraryCoverage::read(*m_library);
    if (!coverage) {
        showReadError(coverage.error());
        return;
    }
    const QList<WorkloadOffer> ranked = coverage->ranked(OfferPurpose::Curves);
    if (ranked.isEmpty() || ranked.first().systemsWithIops.isEmpty()) {
        setChecked({}, {});
        return;
    }
    setChecked(ranked.first().systemsWithIops.mid(0, kMaxDefaultSystems), { ranked.first().workload });
}

void ComparePage::setKind(ChartKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(QVariant::fromValue(static_cast<int>(kind))));
}

void ComparePage::setChecked(const QStringList& systems, const QStringList& workloads)
{
    check(m_systems, systems);
    check(m_workloads, workloads);
    fillBaselines();
    if (!systems.isEmpty()) {
        setBaseline(systems.first());
    }
    scheduleRebuild();
}

// The workloads every checked system has measured are shown in bold, first reason to pick them: a comparison needs
// points on both sides.
void ComparePage::markSharedWorkloads()
{
    const QStringList checked = checkedNames(m_systems);
    LibraryCoverage coverage;
    if (m_library) {
        auto read = LibraryCoverage::read(*m_library);
        if (!read) {
            showReadError(read.error());
            return;
        }
        coverage = std::move(*read);
    }
    const QSignalBlocker blocker(m_workloads);
    for (int i = 0; i < m_workloads->count(); ++i) {
        QListWidgetItem* item = m_workloads->item(i);
        const QStringList measuredOn = coverage.systemsOf(item->text());
        const bool shared = checked.size() >= 2
            && std::all_of(checked.cbegin(), checked.cend(), [&](const QString& s) { return measuredOn.contains(s); });
        QFont font = item->font();
        font.setBold(shared);
        item->setFont(font);
        item->setToolTip(shared ? tr("Measured on every checked system")
                                : tr("Measured on %n system(s)", nullptr, static_cast<int>(measuredOn.size())));
    }
}

void ComparePage::fillBaselines()
{
    markSharedWorkloads();
    const QString current = m_baseline->currentText();
    const QSignalBlocker blocker(m_baseline);
    m_baseline->clear();
    m_baseline->addItems(checkedNames(m_systems));
    const int index = m_baseline->findText(current);
    m_baseline->setCurrentIndex(index >= 0 ? index : 0);
}

void ComparePage::setBaseline(const QString& system)
{
    if (const int index = m_baseline->findText(system); index >= 0) {
        m_baseline->setCurrentIndex(index);
    }
}

QString ComparePage::baseline() const
{
    return m_baseline->currentText();
}

void ComparePage::setLatencyLimitMs(double ms)
{
    m_limit->setValue(ms);
}

ChartRequest ComparePage::request() const
{
    ChartRequest request;
    request.kind = static_cast<ChartKind>(m_kind->currentData().toInt());
    request.systems = checkedNames(m_systems);
    // The chosen baseline first: every chart and table compares against the first system.
    if (const QString base = m_baseline->currentText(); request.systems.contains(base)) {
        request.systems.removeOne(base);
        request.systems.prepend(base);
    }
    request.workloads = checkedNames(m_workloads);
    request.latency = latencyMetricFromString(m_latency->currentData().toString()).value_or(LatencyMetric::Mean);
    if (m_limit->value() > 0) {
        request.latencyLimitMs = m_limit->value();
    }
    request.title = m_title->text().trimmed();
    request.logX = m_logX->isChecked();
    request.logY = m_logY->isChecked();
    request.annotations = { m_peaks->isChecked(), m_limitLine->isChecked(), m_band->isChecked(), m_gains->isChecked() };
    return request;
}

QString ComparePage::message() const
{
    return m_message->text();
}

void ComparePage::showReadError(const QString& error)
{
    m_message->setText(tr("Cannot read %1: %2").arg(m_library ? m_library->path() : QString(), error));
}

void ComparePage::scheduleRebuild()
{
    m_rebuildTimer.start();
}

void ComparePage::rebuildNow()
{
    m_rebuildTimer.stop();
    rebuild();
}

void ComparePage::rebuild()
{
    m_spec = ChartSpec {};
    QString problem;
    const ChartRequest wanted = request();
    if (!m_library) {
        problem = tr("No library is open.");
    } else if (wanted.systems.isEmpty()) {
        problem = tr("Check one or more systems.");
    } else if (auto input = gatherChartInput(*m_library, wanted.workloads, wanted.systems); !input) {
        problem = input.error();
    } else if (auto spec = buildChartSpec(wanted, *input); !spec) {
        problem = spec.error();
    } else {
        m_spec = *spec;
    }
    drawChart();
    m_table->setTable(m_spec.table);
    QStringList lines = problem.isEmpty() ? m_spec.warnings : QStringList { problem };
    m_message->setText(lines.join(QLatin1Char('\n')));
}

void ComparePage::drawChart()
{
    const ChartTheme theme = ChartTheme::fromPalette(palette());
    QChart* old = m_view->chart();
    m_view->setChart(m_spec.title.isEmpty() ? emptyChart(theme) : ChartBuilder(m_spec, theme).build());
    delete old;
}

void ComparePage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        drawChart();
    }
}

void ComparePage::exportAs(const QString& suffix)
{
    if (m_spec.title.isEmpty()) {
        QMessageBox::warning(this, tr("Export"), tr("There is no chart to export: %1").arg(message()));
        return;
    }
    const QString filter = tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix);
    QString path = chooseSaveFileName(this, tr("Export chart"), QStringLiteral("chart.") + suffix, filter);
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive)) {
        path += QLatin1Char('.') + suffix;
    }
    const ChartExporter exporter(m_spec, ChartTheme::light());
    if (auto written = exporter.exportTo(path, QSize(m_width->value(), m_height->value())); !written) {
        QMessageBox::warning(this, tr("Export failed"),
            tr("The chart was not exported: %1. Choose another folder or file name.").arg(written.error()));
        return;
    }
    m_message->setText(tr("Saved %1").arg(path));
}

bool ComparePage::hasChart() const
{
    return !m_spec.title.isEmpty();
}

Status ComparePage::copyChart() const
{
    if (!hasChart()) {
        return fail(tr("There is no chart to copy: %1").arg(message()));
    }
    return ChartExporter(m_spec, ChartTheme::light()).copyToClipboard(QSize(m_width->value(), m_height->value()));
}

// File › Export Chart: one dialog for the three formats the page's buttons offer one by one.
void ComparePage::chooseChartExport()
{
    if (!hasChart()) {
        QMessageBox::warning(this, tr("Export"), tr("There is no chart to export: %1").arg(message()));
        return;
    }
    const QString path = chooseSaveFileName(this, tr("Export chart"), QStringLiteral("chart.png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    if (auto written
        = ChartExporter(m_spec, ChartTheme::light()).exportTo(path, QSize(m_width->value(), m_height->value()));
        !written) {
        QMessageBox::warning(this, tr("Export failed"),
            tr("The chart was not exported: %1. Choose another folder or file name.").arg(written.error()));
        return;
    }
    m_message->setText(tr("Saved %1").arg(path));
}

void ComparePage::copyImage()
{
    if (auto copied = copyChart(); !copied) {
        QMessageBox::warning(this, tr("Copy failed"),
            tr("The chart was not copied: %1. Try again, or export it to a file (File › Export Chart).")
                .arg(copied.error()));
        return;
    }
    m_message->setText(tr("Copied the chart to the clipboard"));
}

} // namespace headroom::charts
