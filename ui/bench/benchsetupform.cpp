#include "benchsetupform.h"

#include "bench/presets.h"
#include "bench/sweepsetup.h"
#include "model/workload.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace headroom {

namespace {

QSpinBox* spin(QWidget* parent, int low, int high, int value, const QString& suffix = {})
{
    auto* box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

} // namespace

BenchSetupForm::BenchSetupForm(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildTargetGroup(), 3);
    layout->addWidget(buildWorkloadGroup(), 2);
    layout->addWidget(buildSweepGroup(), 2);
    presetChosen();
    sweepChosen();
}

QWidget* BenchSetupForm::buildTargetGroup()
{
    auto* group = new QGroupBox(tr("Target"), this);
    auto* form = new QFormLayout(group);
    m_path = new QLineEdit(QDir::temp().filePath(QStringLiteral("headroom-bench.dat")), group);
    m_path->setToolTip(tr("A new file (created, filled and removed afterwards), a directory, an existing file "
                          "(only read unless Overwrite) or a block device (written only when blank)"));
    auto* file = new QPushButton(tr("File…"), group);
    auto* device = new QPushButton(tr("Device…"), group);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(file);
    pathRow->addWidget(device);
    form->addRow(tr("Path:"), pathRow);
    m_size = new QLineEdit(QStringLiteral("1G"), group);
    m_size->setToolTip(tr("Size of the test file Headroom creates: 4k, 512M, 1G, 1GiB"));
    form->addRow(tr("File size:"), m_size);
    m_keep = new QCheckBox(tr("Keep the test file"), group);
    m_overwrite = new QCheckBox(tr("Overwrite an existing file"), group);
    m_overwrite->setToolTip(tr("Allow writes into an existing file Headroom did not create: its contents are lost"));
    m_direct = new QCheckBox(tr("Direct I/O (O_DIRECT, bypasses the page cache)"), group);
    m_direct->setChecked(true);
    m_diskImage = new QCheckBox(tr("Judge a file as a disk image (like a device)"), group);
    m_diskImage->setToolTip(tr("Writes are refused when the image carries a partition table or a file system"));
    for (QCheckBox* box : { m_keep, m_overwrite, m_direct, m_diskImage }) {
        form->addRow(box);
        connect(box, &QCheckBox::toggled, this, &BenchSetupForm::changed);
    }
    connect(file, &QPushButton::clicked, this, &BenchSetupForm::chooseFile);
    connect(device, &QPushButton::clicked, this, &BenchSetupForm::chooseDevice);
    connect(m_path, &QLineEdit::textChanged, this, &BenchSetupForm::changed);
    connect(m_size, &QLineEdit::textChanged, this, &BenchSetupForm::changed);
    return group;
}

QWidget* BenchSetupForm::buildWorkloadGroup()
{
    auto* group = new QGroupBox(tr("Workload"), this);
    auto* form = new QFormLayout(group);
    m_preset = new QComboBox(group);
    m_preset->addItem(tr("Custom"), QString());
    for (const bench::Preset& preset : bench::presets()) {
        m_preset->addItem(preset.name, preset.name);
        m_preset->setItemData(m_preset->count() - 1, preset.description, Qt::ToolTipRole);
    }
    m_preset->setCurrentIndex(m_preset->findData(QStringLiteral("4k-randread")));
    form->addRow(tr("Preset:"), m_preset);
    m_blockSize = new QComboBox(group);
    m_blockSize->setEditable(true);
    m_blockSize->addItems({ QStringLiteral("4k"), QStringLiteral("8k"), QStringLiteral("16k"), QStringLiteral("32k"),
        QStringLiteral("64k"), QStringLiteral("128k"), QStringLiteral("256k"), QStringLiteral("512k"),
        QStringLiteral("1M") });
    form->addRow(tr("Block size:"), m_blockSize);
    m_readPct = spin(group, 0, 100, 100, tr(" %"));
    m_randomPct = spin(group, 0, 100, 100, tr(" %"));
    m_queueDepth = spin(group, 1, 4096, 32);
    m_jobs = spin(group, 1, 256, 1);
    m_runtimeSec = spin(group, 1, 86400, 10, tr(" s"));
    m_rampSec = spin(group, 0, 3600, 2, tr(" s"));
    form->addRow(tr("Read:"), m_readPct);
    form->addRow(tr("Random:"), m_randomPct);
    form->addRow(tr("Queue depth:"), m_queueDepth);
    form->addRow(tr("Jobs:"), m_jobs);
    form->addRow(tr("Run time:"), m_runtimeSec);
    form->addRow(tr("Ramp (not measured):"), m_rampSec);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &BenchSetupForm::presetChosen);
    connect(m_blockSize, &QComboBox::currentTextChanged, this, &BenchSetupForm::changed);
    for (QSpinBox* box : { m_readPct, m_randomPct, m_queueDepth, m_jobs, m_runtimeSec, m_rampSec }) {
        connect(box, &QSpinBox::valueChanged, this, &BenchSetupForm::changed);
    }
    return group;
}

QWidget* BenchSetupForm::buildSweepGroup()
{
    auto* group = new QGroupBox(tr("Sweep"), this);
    auto* form = new QFormLayout(group);
    m_sweep = new QComboBox(group);
    m_sweep->addItem(tr("Single point"), static_cast<int>(bench::SweepKind::None));
    m_sweep->addItem(tr("Queue-depth sweep"), static_cast<int>(bench::SweepKind::QueueDepth));
    m_sweep->addItem(tr("Curve (vdbench: % of max rate)"), static_cast<int>(bench::SweepKind::Curve));
    form->addRow(tr("Kind:"), m_sweep);
    m_queueDepths = new QLineEdit(QStringLiteral("1,2,4,8,16,32,64"), group);
    m_queueDepths->setToolTip(tr("One point per queue depth, like HCIBench's outstanding-I/O steps"));
    form->addRow(tr("Queue depths:"), m_queueDepths);
    m_curvePercents = new QLineEdit(QStringLiteral("10,50,70,80,90,100"), group);
    m_curvePercents->setToolTip(tr("A run at maximum rate, then these percentages of the rate it reached"));
    form->addRow(tr("Curve %:"), m_curvePercents);
    m_stopLatencyMs = new QDoubleSpinBox(group);
    m_stopLatencyMs->setRange(0, 1e6);
    m_stopLatencyMs->setDecimals(2);
    m_stopLatencyMs->setSuffix(tr(" ms"));
    m_stopLatencyMs->setSpecialValueText(tr("no limit"));
    m_stopLatencyMs->setToolTip(tr("End the sweep once a point's mean latency exceeds this"));
    form->addRow(tr("Stop at latency:"), m_stopLatencyMs);
    connect(m_sweep, &QComboBox::currentIndexChanged, this, &BenchSetupForm::sweepChosen);
    connect(m_queueDepths, &QLineEdit::textChanged, this, &BenchSetupForm::changed);
    connect(m_curvePercents, &QLineEdit::textChanged, this, &BenchSetupForm::changed);
    connect(m_stopLatencyMs, &QDoubleSpinBox::valueChanged, this, &BenchSetupForm::changed);
    return group;
}

void BenchSetupForm::chooseFile()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Test file (new or existing)"), m_path->text(), QString(), nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty()) {
        m_path->setText(path);
    }
}

void BenchSetupForm::chooseDevice()
{
    QFileDialog dialog(this, tr("Block device"), QStringLiteral("/dev"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setFilter(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty()) {
        m_path->setText(dialog.selectedFiles().constFirst());
    }
}

void BenchSetupForm::presetChosen()
{
    const QString name = m_preset->currentData().toString();
    const bool custom = name.isEmpty();
    for (QWidget* field : std::initializer_list<QWidget*> { m_blockSize, m_readPct, m_randomPct }) {
        field->setEnabled(custom);
    }
    if (const std::optional<bench::Preset> preset = bench::presetByName(name)) {
        m_queueDepth->setValue(preset->defaultQueueDepth.value_or(1));
    }
    emit changed();
}

void BenchSetupForm::sweepChosen()
{
    const auto kind = static_cast<bench::SweepKind>(m_sweep->currentData().toInt());
    m_queueDepths->setEnabled(kind == bench::SweepKind::QueueDepth);
    m_curvePercents->setEnabled(kind == bench::SweepKind::Curve);
    m_stopLatencyMs->setEnabled(kind != bench::SweepKind::None);
    emit changed();
}

Expected<bench::BenchParams> BenchSetupForm::baseParams() const
{
    bench::BenchParams base;
    base.runNs = static_cast<std::int64_t>(m_runtimeSec->value()) * 1'000'000'000;
    base.rampNs = static_cast<std::int64_t>(m_rampSec->value()) * 1'000'000'000;
    base.jobs = m_jobs->value();
    base.directIo = m_direct->isChecked();
    if (m_preset->currentData().toString().isEmpty()) {
        Expected<std::int64_t> bs = parseSize(m_blockSize->currentText(), false);
        if (!bs || *bs < 512 || *bs % 512 != 0) {
            return fail(tr("Block size: '%1' is not a multiple of 512 bytes").arg(m_blockSize->currentText()));
        }
        base.blockSizeBytes = *bs;
        base.readPct = m_readPct->value();
        base.randomPct = m_randomPct->value();
    }
    return base;
}

Status BenchSetupForm::applySweep(bench::SweepRequest& sweep) const
{
    sweep.kind = static_cast<bench::SweepKind>(m_sweep->currentData().toInt());
    if (sweep.kind == bench::SweepKind::QueueDepth) {
        Expected<QList<int>> depths = bench::parseQueueDepthList(tr("Queue depths"), m_queueDepths->text());
        if (!depths) {
            return fail(depths.error());
        }
        sweep.queueDepths = *depths;
    } else if (sweep.kind == bench::SweepKind::Curve) {
        Expected<QList<double>> percents = bench::parsePositiveList(tr("Curve %"), m_curvePercents->text());
        if (!percents) {
            return fail(percents.error());
        }
        sweep.curvePercents = *percents;
        std::sort(sweep.curvePercents.begin(), sweep.curvePercents.end());
    }
    if (sweep.kind != bench::SweepKind::None && m_stopLatencyMs->value() > 0) {
        sweep.stopLatencyMs = m_stopLatencyMs->value();
    }
    return success();
}

Expected<BenchSetup> BenchSetupForm::setup() const
{
    BenchSetup setup;
    setup.presetName = m_preset->currentData().toString();
    Expected<bench::BenchParams> base = baseParams();
    if (!base) {
        return fail(base.error());
    }
    Expected<QList<bench::BenchParams>> steps = bench::workloadSteps(setup.presetName, *base, m_queueDepth->value());
    if (!steps) {
        return fail(steps.error());
    }
    setup.sweep.steps = *steps;
    if (Status applied = applySweep(setup.sweep); !applied) {
        return fail(applied.error());
    }
    if (Status checked = bench::checkSweepRequest(setup.sweep, setup.presetName); !checked) {
        return fail(checked.error());
    }
    Expected<std::int64_t> size = parseSize(m_size->text(), false);
    if (!size || *size < 4096) {
        return fail(tr("File size: '%1' is not a size of at least 4k").arg(m_size->text()));
    }
    setup.target.path = m_path->text().trimmed();
    setup.target.sizeBytes = *size;
    setup.target.writes = bench::sweepWrites(setup.sweep);
    setup.target.overwrite = m_overwrite->isChecked();
    setup.target.imageAsDevice = m_diskImage->isChecked();
    setup.keep = m_keep->isChecked();
    return setup;
}

} // namespace headroom
