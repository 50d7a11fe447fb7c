// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

namespace headroom {

// The Library workspace's first screen while the library is the demo or empty: what Headroom answers, in one
// line, and the next steps. Each button only asks; the main window does the work.
class StartPanel : public QFrame {
    Q_OBJECT
public:
    explicit StartPanel(QWidget* parent = nullptr);

signals:
    void importRequested();
    void benchmarkRequested();
    void advisorExampleRequested();
    void newLibraryRequested();
};

} // namespace headroom
