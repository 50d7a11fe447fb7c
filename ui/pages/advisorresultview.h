// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"

#include <QWidget>

class QLabel;
class QTableView;
class QTextBrowser;

namespace headroom {

// The advisor's answer: the verdict sentence, the per-port table as in the report, the options table, the
// bottleneck with its evidence, and a details pane tracing every figure to its inputs (also in tooltips).
class AdvisorOptionsModel;

class AdvisorResultView : public QWidget {
    Q_OBJECT
public:
    explicit AdvisorResultView(QWidget* parent = nullptr);

    void showResult(const AdvisorResult& result);
    void showProblem(const QString& message);
    QLabel* demandLabel() const { return m_demand; }
    AdvisorOptionsModel* optionsModel() const { return m_optionsModel; }

protected:
    // A new palette: the verdict's box takes its light or dark colours.
    void changeEvent(QEvent* event) override;

private:
    void styleVerdict(bool answered);

    void fillPerPort(const AdvisorResult& result);
    void fillOptions(const AdvisorResult& result);
    void fillDetails(const AdvisorResult& result);
    void fillDemand(const AdvisorResult& result);

    QLabel* m_verdict = nullptr; // the recommendation in one line
    bool m_answered = true; // the verdict's box: green when it answers, amber when it cannot
    QLabel* m_reasons = nullptr; // why, under the options it weighed
    AdvisorOptionsModel* m_perPortModel = nullptr;
    QTableView* m_perPort = nullptr;
    QLabel* m_costNote = nullptr;
    AdvisorOptionsModel* m_optionsModel = nullptr;
    QTableView* m_options = nullptr;
    QLabel* m_optionsTitle = nullptr;
    QLabel* m_demand = nullptr; // the demand sentence and the workload match
    QLabel* m_bottleneck = nullptr;
    QTextBrowser* m_details = nullptr;
};

} // namespace headroom
