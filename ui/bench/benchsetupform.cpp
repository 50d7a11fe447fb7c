// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchsetupform.h"

#include "bench/presets.h"
#include "bench/sweepsetup.h"
#include "fieldmarks.h"
#include "filedialogs.h"
#include "model/quantityparse.h"
#include "model/workload.h"

#include <algorithm>
#include <memory>
#include <sys/stat.h>
#include <tuple>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
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

// Two fields on one form row ("Read: [..]  Random: [..]"), to keep the form short enough for 1280x800.
QHBoxLayout* pair(QWidget* first, const QString& secondLabel, QWidget* second)
{
    auto* row = new QHBoxLayout;
    row->addWidget(first, 1);
    row->addSpacing(6);
    row->addWidget(new QLabel(secondLabel, first->parentWidget()));
    row->addWidget(second, 1);
    return row;
}

QLineEdit* optionalField(QWidget* parent, const QString& placeholder, const QString& toolTip)
{
    auto* edit = new QLineEdit(parent);
    edit->setPlaceholderText(placeholder);
    edit->setToolTip(toolTip);
    edit->setClearButtonEnabled(true);
    return edit;
}

// Empty or zero: the field is not set ("0 = as fast as possible").
bool unset(const QString& text)
{
    bool ok = false;
    return text.isEmpty() || (text.toDouble(&ok) == 0 && ok);
}

// A value parsed without a label: its error is about `field`, which the form words with its label.
template <class T> Expected<T> about(const QString& field, Expected<T> parsed)
{
    if (!parsed) {
        return failField(field, parsed.error());
    }
    return parsed;
}

} // namespace

BenchSetupForm::BenchSetupForm(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildTargetGroup(), 3);
    layout->addWidget(buildWorkloadGroup(), 2);
    layout->addWidget(buildRunGroup(), 2);
    registerFields();
    presetChosen();
    sweepChosen();
    targetEdited();
}

// The ids are the `bench` options' names, which core's errors name (planTarget: "target", "size", "overwrite",
// "destroy-data-on"; the sweep: "repeat").
void BenchSetupForm::registerFields()
{
    m_marks = new FieldMarks(this);
    const std::initializer_list<std::tuple<const char*, QWidget*, QString>> fields {
        { "target", m_path, tr("Path") },
        { "size", m_size, tr("File size") },
        { "destroy-data-on", m_destroyDataOn, tr("Destroy data on") },
        { "keep", m_keep, tr("Keep the test file") },
        { "overwrite", m_overwrite, tr("Overwrite existing file") },
        { "direct", m_direct, tr("Direct I/O") },
        { "preset", m_preset, tr("Preset") },
        { "bs", m_blockSize, tr("Block size") },
        { "read-pct", m_readPct, tr("Read") },
        { "random-pct", m_randomPct, tr("Random") },
        { "qd", m_queueDepth, tr("Queue depth") },
        { "jobs", m_jobs, tr("Jobs") },
        { "working-set", m_workingSet, tr("Working set") },
        { "runtime", m_runtimeSec, tr("Run time") },
        { "ramp", m_rampSec, tr("Ramp") },
        { "ios", m_ioCount, tr("I/O count") },
        { "rate", m_rate, tr("Target rate") },
        { "curve", m_sweep, tr("Sweep") },
        { "sweep-qd", m_queueDepths, tr("Queue depths") },
        { "curve-pct", m_curvePercents, tr("Curve %") },
        { "stop-latency-ms", m_stopLatencyMs, tr("Stop at latency") },
        { "repeat", m_repeat, tr("Repeat") },
    };
    for (const auto& [id, widget, label] : fields) {
        m_marks->add(QString::fromLatin1(id), widget, label);
    }
}

QString BenchSetupForm::errorText(const Error& error) const
{
    return m_marks->text(error);
}

QString BenchSetupForm::markError(const Error& error)
{
    return m_marks->show(error, FieldMarks::Focus::None);
}

QString BenchSetupForm::showError(const Error& error)
{
    return m_marks->show(error);
}

void BenchSetupForm::clearErrorMarks()
{
    m_marks->clear();
}

QWidget* BenchSetupForm::buildTargetGroup()
{
    auto* group = new QGroupBox(tr("Target"), this);
    auto* form = m_targetRows = new QFormLayout(group);
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
    m_destroyDataOn = new QLineEdit(group);
    m_destroyDataOn->setToolTip(tr("Like --destroy-data-on: a device that carries a partition table or a file "
                                   "system is written only when its path is typed here again. Everything on it "
                                   "is lost. A mounted or in-use device is never written."));
    form->addRow(tr("Destroy data on:"), m_destroyDataOn);
    m_keep = new QCheckBox(tr("Keep the test file"), group);
    m_overwrite = new QCheckBox(tr("Overwrite existing file"), group);
    m_overwrite->setToolTip(tr("Allow writes into an existing file Headroom did not create: its contents are lost"));
    m_direct = new QCheckBox(tr("Direct I/O (O_DIRECT)"), group);
    m_direct->setToolTip(tr("Bypass the page cache; off: buffered I/O"));
    m_direct->setChecked(true);
    m_diskImage = new QCheckBox(tr("Treat file as disk image"), group);
    m_diskImage->setToolTip(tr("Judge the file as a block device: writes are refused when the image carries a "
                               "partition table or a file system, unless Destroy data on repeats its path"));
    auto* checks = new QGridLayout;
    checks->addWidget(m_keep, 0, 0);
    checks->addWidget(m_overwrite, 0, 1);
    checks->addWidget(m_direct, 1, 0);
    checks->addWidget(m_diskImage, 1, 1);
    form->addRow(checks);
    for (QCheckBox* box : { m_keep, m_overwrite, m_direct, m_diskImage }) {
        connect(box, &QCheckBox::toggled, this, &BenchSetupForm::changed);
    }
    connect(file, &QPushButton::clicked, this, &BenchSetupForm::chooseFile);
    connect(device, &QPushButton::clicked, this, &BenchSetupForm::chooseDevice);
    connect(m_path, &QLineEdit::textChanged, this, &BenchSetupForm::targetEdited);
    connect(m_diskImage, &QCheckBox::toggled, this, &BenchSetupForm::targetEdited);
    for (QLineEdit* edit : { m_path, m_size, m_destroyDataOn }) {
        connect(edit, &QLineEdit::textChanged, this, &BenchSetupForm::changed);
    }
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
    m_queueDepth = spin(group, 1, bench::kMaxQueueDepth, 32);
    m_jobs = spin(group, 1, bench::kMaxJobs, 1);
    form->addRow(tr("Read:"), pair(m_readPct, tr("Random:"), m_randomPct));
    form->addRow(tr("Queue depth:"), pair(m_queueDepth, tr("Jobs:"), m_jobs));
    m_workingSet = optionalField(group, tr("whole target"),
        tr("The part of the target the I/Os fall in, from its start: 256m, 1G (like --working-set); empty: all "
           "of it"));
    form->addRow(tr("Working set:"), m_workingSet);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &BenchSetupForm::presetChosen);
    connect(m_blockSize, &QComboBox::currentTextChanged, this, &BenchSetupForm::changed);
    connect(m_workingSet, &QLineEdit::textChanged, this, &BenchSetupForm::changed);
    for (QSpinBox* box : { m_readPct, m_randomPct, m_queueDepth, m_jobs }) {
        connect(box, &QSpinBox::valueChanged, this, &BenchSetupForm::changed);
    }
    return group;
}

QWidget* BenchSetupForm::buildRunGroup()
{
    auto* group = new QGroupBox(tr("Run and sweep"), this);
    auto* form = m_runRows = new QFormLayout(group);
    m_runtimeSec = spin(group, 1, static_cast<int>(bench::kMaxRunNs / 1'000'000'000), 10, tr(" s"));
    m_rampSec = spin(group, 0, static_cast<int>(bench::kMaxRampNs / 1'000'000'000), 2, tr(" s"));
    m_rampSec->setToolTip(tr("Ramp time before each point, not measured"));
    form->addRow(tr("Run time:"), pair(m_runtimeSec, tr("Ramp:"), m_rampSec));
    m_ioCount = optionalField(group, tr("none: run for the run time"),
        tr("End each point after this many I/Os over all jobs instead of after the run time (like --ios)"));
    m_rate = optionalField(group, tr("IOPS; empty: as fast as possible"),
        tr("Pace the I/Os evenly at this many per second over all jobs (like --rate)"));
    form->addRow(tr("I/O count:"), m_ioCount);
    form->addRow(tr("Target rate:"), m_rate);
    m_sweep = new QComboBox(group);
    m_sweep->addItem(tr("Single point"), static_cast<int>(bench::SweepKind::None));
    m_sweep->addItem(tr("Queue-depth sweep"), static_cast<int>(bench::SweepKind::QueueDepth));
    m_sweep->addItem(tr("Curve (vdbench: % of max rate)"), static_cast<int>(bench::SweepKind::Curve));
    form->addRow(tr("Sweep:"), m_sweep);
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
    m_repeat = spin(group, 1, 1000, 1, tr(" run(s) of each point"));
    m_repeat->setToolTip(tr("Run every point this many times, interleaved across the sweep (QD1, QD2, …, QD1, QD2, "
                            "…); each run is stored and the point is their mean with error bars. 3 or more give a "
                            "95 % interval (like --repeat)"));
    form->addRow(tr("Repeat:"), m_repeat);
    connect(m_sweep, &QComboBox::currentIndexChanged, this, &BenchSetupForm::sweepChosen);
    connect(m_ioCount, &QLineEdit::textChanged, this, &BenchSetupForm::ioCountEdited);
    for (QLineEdit* edit : { m_ioCount, m_rate, m_queueDepths, m_curvePercents }) {
        connect(edit, &QLineEdit::textChanged, this, &BenchSetupForm::changed);
    }
    for (QSpinBox* box : { m_runtimeSec, m_rampSec, m_repeat }) {
        connect(box, &QSpinBox::valueChanged, this, &BenchSetupForm::changed);
    }
    connect(m_stopLatencyMs, &QDoubleSpinBox::valueChanged, this, &BenchSetupForm::changed);
    return group;
}

void BenchSetupForm::chooseFile()
{
    const QString path = chooseSaveFileName(
        this, tr("Test file (new or existing)"), m_path->text(), QString(), QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty()) {
        m_path->setText(path);
    }
}

void BenchSetupForm::chooseDevice()
{
    const std::unique_ptr<QFileDialog> dialog(createFileDialog(this, tr("Block device"), QStringLiteral("/dev")));
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setFilter(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
    if (dialog->exec() == QDialog::Accepted && !dialog->selectedFiles().isEmpty()) {
        m_path->setText(dialog->selectedFiles().constFirst());
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
    const bool curve = kind == bench::SweepKind::Curve;
    m_runRows->setRowVisible(m_queueDepths, !curve); // one of the two lists at a time keeps the group short
    m_runRows->setRowVisible(m_curvePercents, curve);
    m_queueDepths->setEnabled(kind == bench::SweepKind::QueueDepth);
    m_curvePercents->setEnabled(curve);
    m_stopLatencyMs->setEnabled(kind != bench::SweepKind::None);
    // `bench --rate R --curve` is refused: the curve sets its own rates. Here the field is off instead.
    m_rate->setEnabled(!curve);
    m_rate->setPlaceholderText(curve ? tr("set by the curve") : tr("IOPS; empty: as fast as possible"));
    emit changed();
}

bool BenchSetupForm::destroyDataOnShown() const
{
    if (m_diskImage->isChecked()) {
        return true;
    }
    struct stat info { };
    return ::stat(QFile::encodeName(m_path->text().trimmed()).constData(), &info) == 0 && S_ISBLK(info.st_mode);
}

void BenchSetupForm::targetEdited()
{
    m_targetRows->setRowVisible(m_destroyDataOn, destroyDataOnShown());
    m_destroyDataOn->setPlaceholderText(tr("type %1 again to allow writes").arg(m_path->text().trimmed()));
}

void BenchSetupForm::ioCountEdited()
{
    const bool counted = !unset(m_ioCount->text().trimmed());
    m_runtimeSec->setEnabled(!counted); // the engine ends a counted point after its I/Os, whatever the run time
    m_runtimeSec->setToolTip(counted ? tr("Not used: each point ends after the I/O count") : QString());
}

Expected<bench::BenchParams> BenchSetupForm::baseParams() const
{
    bench::BenchParams base;
    base.runNs = static_cast<std::int64_t>(m_runtimeSec->value()) * 1'000'000'000;
    base.rampNs = static_cast<std::int64_t>(m_rampSec->value()) * 1'000'000'000;
    base.jobs = m_jobs->value();
    base.directIo = m_direct->isChecked();
    if (m_preset->currentData().toString().isEmpty()) {
        Expected<std::int64_t> bs = about(QStringLiteral("bs"), bench::parseBlockSize({}, m_blockSize->currentText()));
        if (!bs) {
            return bs.failure();
        }
        base.blockSizeBytes = *bs;
        base.readPct = m_readPct->value();
        base.randomPct = m_randomPct->value();
    }
    if (Status limits = applyRunLimits(base); !limits) {
        return limits.failure();
    }
    return base;
}

// Working set, I/O count and rate, checked as `bench --working-set / --ios / --rate` check them.
Status BenchSetupForm::applyRunLimits(bench::BenchParams& base) const
{
    if (const QString text = m_workingSet->text().trimmed(); !text.isEmpty()) {
        Expected<std::int64_t> bytes
            = about(QStringLiteral("working-set"), parseSizeBytes({}, text, 1, bench::kMaxFileBytes));
        if (!bytes) {
            return bytes.failure();
        }
        base.workingSetBytes = *bytes;
    }
    if (const QString text = m_ioCount->text().trimmed(); !unset(text)) {
        Expected<std::int64_t> ios = about(QStringLiteral("ios"), parseWholeNumber({}, text, 1, bench::kMaxIoCount));
        if (!ios) {
            return ios.failure();
        }
        base.ioLimit = *ios;
    }
    if (const QString text = m_rate->text().trimmed(); m_rate->isEnabled() && !unset(text)) {
        Expected<double> rate = about(QStringLiteral("rate"), parseNumber({}, text, 1, bench::kMaxRateIops));
        if (!rate) {
            return rate.failure();
        }
        base.targetIops = *rate;
    }
    return success();
}

Status BenchSetupForm::applySweep(bench::SweepRequest& sweep) const
{
    sweep.kind = static_cast<bench::SweepKind>(m_sweep->currentData().toInt());
    if (sweep.kind == bench::SweepKind::QueueDepth) {
        Expected<QList<int>> depths
            = about(QStringLiteral("sweep-qd"), bench::parseQueueDepthList({}, m_queueDepths->text()));
        if (!depths) {
            return depths.failure();
        }
        sweep.queueDepths = *depths;
    } else if (sweep.kind == bench::SweepKind::Curve) {
        Expected<QList<double>> percents
            = about(QStringLiteral("curve-pct"), bench::parseCurvePercents({}, m_curvePercents->text()));
        if (!percents) {
            return percents.failure();
        }
        sweep.curvePercents = *percents;
    }
    if (sweep.kind != bench::SweepKind::None && m_stopLatencyMs->value() > 0) {
        sweep.stopLatencyMs = m_stopLatencyMs->value();
    }
    sweep.repeat = m_repeat->value();
    return success();
}

Expected<BenchSetup> BenchSetupForm::setup() const
{
    BenchSetup setup;
    setup.presetName = m_preset->currentData().toString();
    Expected<bench::BenchParams> base = baseParams();
    if (!base) {
        return base.failure();
    }
    Expected<QList<bench::BenchParams>> steps = bench::workloadSteps(setup.presetName, *base, m_queueDepth->value());
    if (!steps) {
        return failField(QStringLiteral("preset"), steps.error());
    }
    setup.sweep.steps = *steps;
    if (Status applied = applySweep(setup.sweep); !applied) {
        return applied.failure();
    }
    if (Status checked = bench::checkSweepRequest(setup.sweep, setup.presetName); !checked) {
        return checked.failure();
    }
    Expected<std::int64_t> size
        = about(QStringLiteral("size"), parseSizeBytes({}, m_size->text(), bench::kMinFileBytes, bench::kMaxFileBytes));
    if (!size) {
        return size.failure();
    }
    setup.target.path = m_path->text().trimmed();
    setup.target.sizeBytes = *size;
    setup.target.writes = bench::sweepWrites(setup.sweep);
    setup.target.overwrite = m_overwrite->isChecked();
    setup.target.imageAsDevice = m_diskImage->isChecked();
    setup.target.destroyDataOn = m_destroyDataOn->text().trimmed(); // planTarget decides whether it matches
    setup.keep = m_keep->isChecked();
    return setup;
}

} // namespace headroom
