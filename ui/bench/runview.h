// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/sweep.h"
#include "model/expected.h"

#include <functional>

#include <QString>

class QLabel;
class QProgressBar;
class QTableView;
class QTableWidget;

namespace headroom {

class BenchPointsModel;
class ClusterPanel;

namespace charts {
class LiveChart;
class SweepCurveChart;
} // namespace charts

// The Benchmark page's widgets a run shows itself in; owned by the page, which outlives its run controllers.
struct RunView {
    QProgressBar* progress = nullptr;
    QLabel* status = nullptr;
    charts::LiveChart* live = nullptr;
    charts::SweepCurveChart* curve = nullptr;
    QTableView* table = nullptr;
    BenchPointsModel* points = nullptr;
    QTableWidget* clusterTable = nullptr;
    ClusterPanel* clusterPanel = nullptr;
    std::function<void(const QString& text, bool error)> showMessage;
    // An error about the setup's fields in the form's words, the fields marked (focus: the first one focused too).
    std::function<QString(const Error& error, bool focus)> wordError;
};

// A point's short label on the charts and tables: "QD 4", "max", "50 %", else its name.
QString sweepPointLabel(const bench::SweepRequest& sweep, int index, const QString& name);

} // namespace headroom
