// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Waits in a real event loop (not QTest's, which sleeps between its turns) for the Library table's last page, and
// measures how long the loop was away at most meanwhile: how long a click or a key would have waited while the rest
// of a large library arrived (the table's slices, and the work that waits for the first paint: the Advisor's survey).

#include "models/measurementtablemodel.h"

#include <algorithm>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

namespace headroom::perf {

struct LastPageWait {
    bool arrived = false;
    qint64 longestPauseMs = 0;
};

inline LastPageWait waitForTheLastPage(const MeasurementTableModel& model, int timeoutMs)
{
    LastPageWait wait;
    QEventLoop loop;
    QTimer ticker; // due every millisecond: a later turn means the loop was busy elsewhere
    QElapsedTimer sinceTurn;
    QObject::connect(&ticker, &QTimer::timeout, &loop, [&] {
        wait.longestPauseMs = std::max(wait.longestPauseMs, sinceTurn.restart());
        if (!model.isReading()) {
            loop.quit();
        }
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    ticker.start(1);
    sinceTurn.start();
    if (model.isReading()) {
        loop.exec();
    }
    wait.arrived = !model.isReading();
    return wait;
}

} // namespace headroom::perf
