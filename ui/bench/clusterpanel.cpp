// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterpanel.h"

#include "cluster/fiocluster.h"
#include "filedialogs.h"
#include "report/specformat.h"
#include "themecolors.h"

#include <algorithm>
#include <functional>

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace headroom {

ClusterPanel::ClusterPanel(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    m_hostEdit = new QLineEdit(this);
    m_hostEdit->setObjectName(QStringLiteral("clusterHostEdit"));
    m_hostEdit->setPlaceholderText(tr("HOST[:PORT], e.g. 10.0.0.11 or node2:8766 or [fd00::2]"));
    m_hostEdit->setToolTip(tr("Hosts running `fio --server` (port 8765 unless given); several separated by commas"));
    m_add = new QPushButton(tr("Add"), this);
    m_add->setObjectName(QStringLiteral("clusterAddButton"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("clusterRemoveButton"));
    m_import = new QPushButton(tr("Import hosts file…"), this);
    m_import->setObjectName(QStringLiteral("clusterImportButton"));
    m_test = new QPushButton(tr("Test connection"), this);
    m_test->setObjectName(QStringLiteral("clusterTestButton"));
    m_fio = new QLineEdit(QStringLiteral("fio"), this);
    m_fio->setObjectName(QStringLiteral("clusterFioEdit"));
    m_fio->setToolTip(tr("The fio run here as the client (--client); the hosts run their own fio --server"));
    m_fio->setMaximumWidth(220);
    row->addWidget(new QLabel(tr("Host:"), this));
    row->addWidget(m_hostEdit, 2);
    row->addWidget(m_add);
    row->addWidget(m_remove);
    row->addWidget(m_import);
    row->addWidget(m_test);
    row->addSpacing(12);
    row->addWidget(new QLabel(tr("fio:"), this));
    row->addWidget(m_fio, 1);
    layout->addLayout(row);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("clusterHostError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(theme::statusStyle(true, palette()));
    m_error->hide();
    layout->addWidget(m_error);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("clusterHostTable"));
    m_table->setHorizontalHeaderLabels(
        { tr("Host"), tr("Status"), tr("IOPS (last point)"), tr("Mean latency (last point)") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(StatusColumn, QHeaderView::Stretch);
    m_table->setMaximumHeight(112);
    layout->addWidget(m_table);

    connect(m_add, &QPushButton::clicked, this, [this] {
        if (addHosts(m_hostEdit->text())) {
            m_hostEdit->clear();
        }
    });
    connect(m_hostEdit, &QLineEdit::returnPressed, m_add, &QPushButton::click);
    connect(m_remove, &QPushButton::clicked, this, &ClusterPanel::removeSelected);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = chooseOpenFileName(this, tr("Import hosts file"));
        if (!path.isEmpty()) {
            (void)importHostsFile(path);
        }
    });
    connect(m_test, &QPushButton::clicked, this, &ClusterPanel::testConnection);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ClusterPanel::updateButtons);
    updateButtons();
}

QString ClusterPanel::fioPath() const
{
    const QString path = m_fio->text().trimmed();
    return path.isEmpty() ? QStringLiteral("fio") : path;
}

Status ClusterPanel::addHosts(const QString& text)
{
    Expected<QList<cluster::ClusterHost>> parsed = cluster::parseHostList(text.trimmed(), tr("Host"));
    if (!parsed) {
        showError(parsed.error());
        return fail(parsed.error());
    }
    for (const cluster::ClusterHost& host : *parsed) {
        if (!m_hosts.contains(host)) {
            m_hosts << host;
        }
    }
    showError({});
    rebuildTable();
    return success();
}

Status ClusterPanel::importHostsFile(const QString& path)
{
    Expected<QList<cluster::ClusterHost>> read = cluster::readHostsFile(path);
    if (!read) {
        showError(read.error());
        return fail(read.error());
    }
    for (const cluster::ClusterHost& host : *read) {
        if (!m_hosts.contains(host)) {
            m_hosts << host;
        }
    }
    showError({});
    rebuildTable();
    return success();
}

void ClusterPanel::removeSelected()
{
    QList<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows()) {
        rows << index.row();
    }
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : rows) {
        m_hosts.removeAt(row);
    }
    rebuildTable();
}

void ClusterPanel::rebuildTable()
{
    m_table->setRowCount(static_cast<int>(m_hosts.size()));
    for (int row = 0; row < m_hosts.size(); ++row) {
        m_table->setItem(row, HostColumn, new QTableWidgetItem(m_hosts[row].label()));
        for (int column = StatusColumn; column < ColumnCount; ++column) {
            m_table->setItem(row, column, new QTableWidgetItem);
        }
        m_table->item(row, StatusColumn)->setText(tr("not tested"));
    }
    updateButtons();
    emit hostsChanged();
}

void ClusterPanel::showError(const QString& text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

void ClusterPanel::updateButtons()
{
    const bool editable = !m_running && !isTesting();
    m_hostEdit->setEnabled(editable);
    m_add->setEnabled(editable);
    m_import->setEnabled(editable);
    m_fio->setEnabled(editable);
    m_remove->setEnabled(editable && m_table->selectionModel()->hasSelection());
    m_test->setEnabled(editable && !m_hosts.isEmpty());
}

void ClusterPanel::setRunning(bool running)
{
    m_running = running;
    updateButtons();
}

void ClusterPanel::setHostStatus(int row, const QString& text, bool error)
{
    for (int r = 0; r < m_table->rowCount(); ++r) {
        if (row >= 0 && r != row) {
            continue;
        }
        QTableWidgetItem* item = m_table->item(r, StatusColumn);
        item->setText(text);
        item->setToolTip(text);
        item->setForeground(error ? theme::errorText(palette()) : theme::okText(palette()));
    }
}

void ClusterPanel::showPoint(const cluster::ClusterPoint& point)
{
    for (const Measurement* m : point.perHost()) {
        for (int row = 0; row < m_hosts.size(); ++row) {
            if (m->host != m_hosts[row].host && m->host != m_hosts[row].label()) {
                continue;
            }
            m_table->item(row, IopsColumn)->setText(charts::format::number(m->totalIops().value_or(0), 0));
            m_table->item(row, MeanColumn)->setText(charts::format::ms(m->meanLatencyNs().value_or(0) / 1e6));
        }
    }
}

void ClusterPanel::testConnection()
{
    if (isTesting() || m_running || m_hosts.isEmpty()) {
        return;
    }
    m_answering = 0;
    m_failing = 0;
    setHostStatus(-1, tr("testing…"));
    const QList<cluster::ClusterHost> hosts = m_hosts;
    const QString fio = fioPath();
    const QString dir = m_probeDir.path();
    m_tests.start(
        [this, hosts, fio, dir](const JobControl& control) {
            for (int row = 0; row < hosts.size() && !control.isStopRequested(); ++row) {
                const Status answered = cluster::checkHostsAnswer({ hosts[row] }, fio, dir, control.stopFlag());
                control.post([this, row, ok = answered.ok(), message = answered ? QString() : answered.error()] {
                    onHostTested(row, ok, message);
                });
            }
        },
        [this] {
            updateButtons();
            emit connectionTested(m_answering, m_failing);
        });
    updateButtons();
}

void ClusterPanel::onHostTested(int row, bool ok, const QString& message)
{
    if (row >= m_table->rowCount()) {
        return;
    }
    if (ok) {
        ++m_answering;
    } else {
        ++m_failing;
    }
    setHostStatus(row, ok ? tr("answers") : message, !ok);
}

} // namespace headroom
