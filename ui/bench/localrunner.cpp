// SPDX-License-Identifier: GPL-3.0-or-later
#include "localrunner.h"

namespace headroom {

LocalRunner::LocalRunner(QObject* parent)
    : QObject(parent)
{
}

void LocalRunner::start(const bench::SweepRequest& sweep, const bench::BenchmarkRunner::EngineFactory& factory)
{
    using bench::BenchmarkRunner;
    m_jobs.start(
        [this, sweep, factory](const JobControl& control) -> Expected<bench::SweepResult> {
            // Lives on the worker: its signals reach this object only through the job's queued deliveries.
            BenchmarkRunner runner(sweep, factory);
            connect(&runner, &BenchmarkRunner::started, control.relay([this](int count) { emit started(count); }));
            connect(&runner, &BenchmarkRunner::pointStarted,
                control.relay(
                    [this](int index, int count, const QString& name) { emit pointStarted(index, count, name); }));
            connect(&runner, &BenchmarkRunner::progressChanged,
                control.relay([this](const bench::BenchProgress& progress) { emit progressChanged(progress); }));
            connect(&runner, &BenchmarkRunner::pointFinished,
                control.relay([this](const bench::PointResult& point) { emit pointFinished(point); }));
            Expected<bench::SweepResult> outcome = fail(tr("the benchmark ended without a result"));
            connect(&runner, &BenchmarkRunner::finished,
                [&outcome](const bench::SweepResult& result) { outcome = result; });
            connect(&runner, &BenchmarkRunner::failed, [&outcome](const QString& message) { outcome = fail(message); });
            runner.runUntil(control.stopFlag());
            return outcome;
        },
        [this](const Expected<bench::SweepResult>& outcome) {
            if (outcome) {
                emit finished(*outcome);
            } else {
                emit failed(outcome.error());
            }
        });
}

} // namespace headroom
