// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/demand.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace headroom {

class CustomerHostsModel;

// One customer demand as the Customer page shows it: where it comes from (file, project date, collector), its
// figures with their derivations as tooltips, its hosts (peak CPU, IOPS, MB/s, link and link use at peak) and the
// bottleneck sentence with its evidence. GUI thread only.
class CustomerDemandView : public QWidget {
    Q_OBJECT
public:
    explicit CustomerDemandView(QWidget* parent = nullptr);

    void showFigures(const CustomerDemand& demand, const DemandFigures& figures);
    // A demand whose figures cannot be derived: what it is and why.
    void showProblem(const CustomerDemand& demand, const QString& message);
    void clear();

    CustomerHostsModel* hostsModel() const { return m_hostsModel; }
    QTableView* hostsView() const { return m_hosts; }
    // The figure labels (objectName "figure-peakIops", …), for tests and screenshots.
    QLabel* figureLabel(const QString& key) const;
    QLabel* bottleneckLabel() const { return m_bottleneck; }
    QLabel* sourceLabel() const { return m_source; }

private:
    // `derivedFrom`: the keys of the figure's derivation lines ("nodes|ports|link"), DemandFigures::derivationFigures.
    void setFigure(const QString& key, const QString& text, const DemandFigures& figures, const QString& derivedFrom);

    QLabel* m_title = nullptr;
    QLabel* m_source = nullptr;
    QWidget* m_figures = nullptr;
    CustomerHostsModel* m_hostsModel = nullptr;
    QTableView* m_hosts = nullptr;
    QLabel* m_bottleneck = nullptr;
    QLabel* m_evidence = nullptr;
};

} // namespace headroom
