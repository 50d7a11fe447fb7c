// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/sweep.h"
#include "bench/targetplan.h"
#include "model/expected.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace headroom {

class FieldMarks;

// What the Benchmark page runs: the target as the user asked for it, the sweep, and whether to keep the file.
struct BenchSetup {
    bench::TargetRequest target;
    bench::SweepRequest sweep;
    QString presetName; // empty: custom workload
    bool keep = false;
};

// The Benchmark page's fields: target (file or device, and the repeated device path that allows destroying its
// data), workload (preset or custom, working set), run (time or I/O count, rate) and sweep. Turns them into a
// BenchSetup through the same core functions as `headroom-cli bench`. GUI thread only.
class BenchSetupForm : public QWidget {
    Q_OBJECT
public:
    explicit BenchSetupForm(QWidget* parent = nullptr);

    // The checked setup, or the first problem with the fields: an Error about the field (its id as the CLI's
    // option: "qd", "sweep-qd", "size").
    Expected<BenchSetup> setup() const;
    // An error about the form's fields (from setup(), planTarget or a cluster target) as the form words it, with
    // the field's label ("File size: …"). markError also outlines the fields (the verdict, while the user types);
    // showError outlines them and focuses the first (Start). A mark goes when its field is edited, or with
    // clearErrorMarks().
    QString errorText(const Error& error) const;
    QString markError(const Error& error);
    QString showError(const Error& error);
    void clearErrorMarks();

    // For tests and callers that pick a target without the dialogs.
    QLineEdit* pathEdit() const { return m_path; }
    QLineEdit* sizeEdit() const { return m_size; }
    QLineEdit* destroyDataOnEdit() const { return m_destroyDataOn; }
    QLineEdit* workingSetEdit() const { return m_workingSet; }
    QLineEdit* ioCountEdit() const { return m_ioCount; }
    QLineEdit* rateEdit() const { return m_rate; }
    QComboBox* presetCombo() const { return m_preset; }
    QComboBox* sweepCombo() const { return m_sweep; }
    QLineEdit* queueDepthsEdit() const { return m_queueDepths; }
    QLineEdit* curvePercentsEdit() const { return m_curvePercents; }
    QSpinBox* runtimeSpin() const { return m_runtimeSec; }
    QSpinBox* rampSpin() const { return m_rampSec; }
    QSpinBox* queueDepthSpin() const { return m_queueDepth; }
    QCheckBox* overwriteCheck() const { return m_overwrite; }
    QCheckBox* diskImageCheck() const { return m_diskImage; }
    QCheckBox* directCheck() const { return m_direct; }
    QCheckBox* keepCheck() const { return m_keep; }
    // The "Destroy data on" field is shown: the target is a block device, or a file judged as a disk image.
    bool destroyDataOnShown() const;

signals:
    // Any field changed; the page re-evaluates the target's verdict.
    void changed();

private:
    QWidget* buildTargetGroup();
    QWidget* buildWorkloadGroup();
    QWidget* buildRunGroup();
    void chooseFile();
    void chooseDevice();
    void presetChosen();
    void sweepChosen();
    void targetEdited();
    void ioCountEdited();
    Expected<bench::BenchParams> baseParams() const;
    Status applyRunLimits(bench::BenchParams& base) const;
    Status applySweep(bench::SweepRequest& sweep) const;
    void registerFields();

    QLineEdit* m_path = nullptr;
    QLineEdit* m_size = nullptr;
    QFormLayout* m_targetRows = nullptr;
    QLineEdit* m_destroyDataOn = nullptr;
    QCheckBox* m_keep = nullptr;
    QCheckBox* m_overwrite = nullptr;
    QCheckBox* m_direct = nullptr;
    QCheckBox* m_diskImage = nullptr;
    QComboBox* m_preset = nullptr;
    QComboBox* m_blockSize = nullptr;
    QSpinBox* m_readPct = nullptr;
    QSpinBox* m_randomPct = nullptr;
    QSpinBox* m_queueDepth = nullptr;
    QSpinBox* m_jobs = nullptr;
    QLineEdit* m_workingSet = nullptr;
    QLineEdit* m_ioCount = nullptr;
    QLineEdit* m_rate = nullptr;
    QSpinBox* m_runtimeSec = nullptr;
    QSpinBox* m_rampSec = nullptr;
    QComboBox* m_sweep = nullptr;
    QFormLayout* m_runRows = nullptr;
    QLineEdit* m_queueDepths = nullptr;
    QLineEdit* m_curvePercents = nullptr;
    QDoubleSpinBox* m_stopLatencyMs = nullptr;
    QSpinBox* m_repeat = nullptr;
    FieldMarks* m_marks = nullptr;
};

} // namespace headroom
