// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include <QtGlobal>

class QObject;
class QThread;

namespace headroom {

namespace detail {
// Which job's deliveries are still wanted. Read and written on the receiver's thread only.
struct JobDeliveries {
    quint64 current = 0; // 0: none
};
} // namespace detail

// What one job sees of its runner: a stop flag to poll and a way to send values to the receiver's thread. Shared by
// the worker and the runner; post() and relay() are safe from the worker, the flag from any thread.
class JobControl {
public:
    quint64 id() const { return m_id; }
    // Set when the job should end early: the user stopped or cancelled it, a newer job started, the runner is going
    // away. Poll it between steps (at least once a second).
    bool isStopRequested() const { return m_stop.load(std::memory_order_relaxed); }
    // The same flag, for core functions that take `const std::atomic<bool>&`.
    const std::atomic<bool>& stopFlag() const { return m_stop; }

    // Queues `deliver` to the receiver's thread, after everything this job posted before. It runs there only if this
    // job is still the runner's current one: a stale or cancelled job's deliveries are dropped.
    void post(std::function<void()> deliver) const;
    // A callable for the worker (e.g. a core progress callback) that posts each call of `onReceiver`, with copies of
    // its arguments, to the receiver's thread as post() does.
    template <typename Function> auto relay(Function onReceiver) const
    {
        return [this, onReceiver](auto&&... args) {
            post([onReceiver, ... values = std::decay_t<decltype(args)>(std::forward<decltype(args)>(args))]() {
                onReceiver(values...);
            });
        };
    }

private:
    friend class JobRunner;
    JobControl(quint64 id, QObject* receiver, std::shared_ptr<detail::JobDeliveries> deliveries);
    // The job's last delivery: the job stops being current, then `deliver` runs (so it sees isRunning() false).
    void finish(std::function<void()> deliver) const;

    const quint64 m_id;
    QObject* const m_receiver;
    const std::shared_ptr<detail::JobDeliveries> m_deliveries;
    std::atomic<bool> m_stop { false };
};

// Runs jobs on worker threads for an object of the GUI (the receiver) and delivers their results, queued, on the
// receiver's thread, so nothing of the GUI is touched from a worker. One job is current at a time: starting another
// or cancel() makes the running one stale (its stop flag is set and nothing more of it is delivered); stop() lets it
// end early and still delivers what it returns (a cancelled benchmark keeps its completed points). The destructor
// cancels and waits for every worker it started. Use it from the receiver's thread only, and destroy it before the
// receiver (make it a member of the receiver). Modelled on KDAB hotspot's JobTracker, which reads its QPointer and
// job counter from the worker and does not wait for it: here the worker reads only its own stop flag, staleness is
// decided on the receiver's thread, and the deliveries' state is shared so a late event never reaches a freed runner.
class JobRunner {
public:
    explicit JobRunner(QObject* receiver);
    ~JobRunner();
    JobRunner(const JobRunner&) = delete;
    JobRunner& operator=(const JobRunner&) = delete;

    // Runs `job(JobControl&)` on a new worker thread; `onResult(result)` (or `onResult()` for a void job) runs on the
    // receiver's thread unless the job is stale by then. Job, OnResult and the result must be copyable. A job still
    // running is cancelled first. Returns the new job's number.
    template <typename Job, typename OnResult> quint64 start(Job job, OnResult onResult);

    // Asks the current job to end early; its result is still delivered.
    void stop();
    // Asks the current job to end early and drops whatever it still delivers.
    void cancel();
    // A job is current and its result has not been delivered yet.
    bool isRunning() const { return m_deliveries->current != 0; }
    // The current job's number (0 when none); numbers grow with every start().
    quint64 currentJob() const { return m_deliveries->current; }
    // Blocks until every worker started so far has returned; their deliveries stay queued. For tests and shutdown.
    void waitForWorkers();

private:
    quint64 launch(std::function<void(const JobControl&)> work);
    void deleteFinishedWorkers();

    QObject* const m_receiver;
    const std::shared_ptr<detail::JobDeliveries> m_deliveries = std::make_shared<detail::JobDeliveries>();
    std::shared_ptr<JobControl> m_current;
    std::vector<QThread*> m_workers; // owned; a stale job's thread stays here until it has returned
    quint64 m_lastJob = 0;
};

template <typename Job, typename OnResult> quint64 JobRunner::start(Job job, OnResult onResult)
{
    using Result = std::invoke_result_t<Job&, const JobControl&>;
    return launch([job = std::move(job), onResult = std::move(onResult)](const JobControl& control) mutable {
        if constexpr (std::is_void_v<Result>) {
            job(control);
            control.finish([onResult]() mutable { onResult(); });
        } else {
            control.finish([onResult, result = job(control)]() mutable { onResult(std::move(result)); });
        }
    });
}

} // namespace headroom
