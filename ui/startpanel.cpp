// SPDX-License-Identifier: GPL-3.0-or-later
#include "startpanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace headroom {

namespace {

QPushButton* addStep(QHBoxLayout* row, const QString& objectName, const QString& text, const QString& tip)
{
    auto* button = new QPushButton(text); // the layout gives it its parent
    button->setObjectName(objectName);
    button->setToolTip(tip);
    row->addWidget(button);
    return button;
}

} // namespace

StartPanel::StartPanel(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("startPanel"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    auto* headline = new QLabel(tr("<b>Add nodes or upgrade the network?</b> Headroom puts IOPS-vs-latency curves "
                                   "side by side, prices each option per IOPS gained and says where the "
                                   "bottleneck is."),
        this);
    headline->setObjectName(QStringLiteral("startHeadline"));
    headline->setWordWrap(true);
    layout->addWidget(headline);
    auto* row = new QHBoxLayout;
    layout->addLayout(row);
    connect(
        addStep(row, QStringLiteral("startImport"), tr("Import results…"),
            tr("fio JSON, HCIBench, vdbench or CSV files and folders, or a customer's Live Optics export (Ctrl+I)")),
        &QPushButton::clicked, this, &StartPanel::importRequested);
    connect(addStep(row, QStringLiteral("startBenchmark"), tr("Run a benchmark…"),
                tr("Measure a disk, file or directory with Headroom's io_uring engine")),
        &QPushButton::clicked, this, &StartPanel::benchmarkRequested);
    connect(
        addStep(row, QStringLiteral("startAdvisorExample"), tr("Open the Advisor on an example"),
            tr("A customer's own workload (the demo's Live Optics export) against the VxRail 25 vs 100 GbE curves")),
        &QPushButton::clicked, this, &StartPanel::advisorExampleRequested);
    connect(addStep(row, QStringLiteral("startNewLibrary"), tr("New library…"),
                tr("A library file of your own: the demo is read-only")),
        &QPushButton::clicked, this, &StartPanel::newLibraryRequested);
    row->addStretch(1);
}

} // namespace headroom
