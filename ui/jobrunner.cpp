// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobrunner.h"

#include <algorithm>

#include <QMetaObject>
#include <QObject>
#include <QThread>

namespace headroom {

JobControl::JobControl(quint64 id, QObject* receiver, std::shared_ptr<detail::JobDeliveries> deliveries)
    : m_id(id)
    , m_receiver(receiver)
    , m_deliveries(std::move(deliveries))
{
}

void JobControl::post(std::function<void()> deliver) const
{
    // The check runs on the receiver's thread, where the runner changes `current`: no lock, and a job that became
    // stale after posting is still dropped. The shared deliveries outlive the runner, so a late event is harmless.
    QMetaObject::invokeMethod(
        m_receiver,
        [deliveries = m_deliveries, id = m_id, deliver = std::move(deliver)] {
            if (deliveries->current == id) {
                deliver();
            }
        },
        Qt::QueuedConnection);
}

void JobControl::finish(std::function<void()> deliver) const
{
    QMetaObject::invokeMethod(
        m_receiver,
        [deliveries = m_deliveries, id = m_id, deliver = std::move(deliver)] {
            if (deliveries->current == id) {
                deliveries->current = 0;
                deliver();
            }
        },
        Qt::QueuedConnection);
}

JobRunner::JobRunner(QObject* receiver)
    : m_receiver(receiver)
{
}

JobRunner::~JobRunner()
{
    cancel();
    waitForWorkers();
    for (QThread* worker : m_workers) {
        delete worker;
    }
}

quint64 JobRunner::launch(std::function<void(const JobControl&)> work)
{
    cancel();
    deleteFinishedWorkers();
    const quint64 id = ++m_lastJob;
    // The worker holds the control: it lives as long as the job, whatever happens to the runner's pointer.
    std::shared_ptr<JobControl> control(new JobControl(id, m_receiver, m_deliveries));
    m_current = control;
    m_deliveries->current = id;
    QThread* worker = QThread::create([control, work = std::move(work)] { work(*control); });
    worker->setObjectName(QStringLiteral("job %1").arg(id));
    m_workers.push_back(worker);
    worker->start();
    return id;
}

void JobRunner::stop()
{
    if (m_current) {
        m_current->m_stop.store(true, std::memory_order_relaxed);
    }
}

void JobRunner::cancel()
{
    stop();
    m_current.reset();
    m_deliveries->current = 0;
}

void JobRunner::waitForWorkers()
{
    for (QThread* worker : m_workers) {
        worker->wait();
    }
}

void JobRunner::deleteFinishedWorkers()
{
    const auto finished = std::stable_partition(
        m_workers.begin(), m_workers.end(), [](const QThread* worker) { return !worker->isFinished(); });
    for (auto it = finished; it != m_workers.end(); ++it) {
        (*it)->wait(); // isFinished() may be seen a moment before the thread has fully ended
        delete *it;
    }
    m_workers.erase(finished, m_workers.end());
}

} // namespace headroom
