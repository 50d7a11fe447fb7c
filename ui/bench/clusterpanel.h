// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clusterhosts.h"
#include "jobrunner.h"
#include "model/expected.h"

#include <QTemporaryDir>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace headroom {

namespace cluster {
struct ClusterPoint;
}

// The Benchmark page's Cluster mode fields: the hosts running `fio --server` (typed as HOST[:PORT], imported from a
// hosts file, removed), the fio used as the client, and a per-host status table (Test connection answers, a run's
// progress and each host's last point). The connection test runs on a worker thread. GUI thread only.
class ClusterPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { HostColumn, StatusColumn, IopsColumn, MeanColumn, ColumnCount };

    explicit ClusterPanel(QWidget* parent = nullptr);
    ~ClusterPanel() override = default; // the job runner cancels a connection test and waits for it

    QList<cluster::ClusterHost> hosts() const { return m_hosts; }
    QString fioPath() const;

    // Parses HOST[:PORT][,…] (parseHostList) and appends the new hosts; the error is also shown under the field.
    Status addHosts(const QString& text);
    // One host a line (readHostsFile).
    Status importHostsFile(const QString& path);
    void removeSelected();
    // Probes every host (checkHostsAnswer, one host at a time, on a worker thread); connectionTested at the end.
    void testConnection();
    bool isTesting() const { return m_tests.isRunning(); }
    // While a run goes on, the host list cannot change.
    void setRunning(bool running);

    // A host's status cell ("answers", an error, "point 1/2"); every host when `row` is -1.
    void setHostStatus(int row, const QString& text, bool error = false);
    // Each host's figures of a completed point.
    void showPoint(const cluster::ClusterPoint& point);

    QLineEdit* hostEdit() const { return m_hostEdit; }
    QLineEdit* fioEdit() const { return m_fio; }
    QLabel* errorLabel() const { return m_error; }
    QTableWidget* hostTable() const { return m_table; }
    QPushButton* testButton() const { return m_test; }

signals:
    void hostsChanged();
    void connectionTested(int answering, int failing);

private:
    void rebuildTable();
    void showError(const QString& text);
    void updateButtons();
    void onHostTested(int row, bool ok, const QString& message);

    QLineEdit* m_hostEdit = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_import = nullptr;
    QPushButton* m_test = nullptr;
    QLineEdit* m_fio = nullptr;
    QLabel* m_error = nullptr;
    QTableWidget* m_table = nullptr;

    QList<cluster::ClusterHost> m_hosts;
    bool m_running = false;
    QTemporaryDir m_probeDir; // the probe job's file
    int m_answering = 0;
    int m_failing = 0;
    JobRunner m_tests { this }; // last: cancelled and waited for before the members above go
};

} // namespace headroom
