// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/sweep.h"
#include "bench/targetplan.h"
#include "cluster/clusterhosts.h"
#include "model/expected.h"

#include <QStringList>

namespace headroom::cli {

// `headroom-cli bench` arguments, checked and resolved into what the engine runs. Pure; no file is touched.
struct BenchInvocation {
    bench::SweepRequest sweep;
    bench::TargetRequest target;
    bool keep = false;
    bool fioJob = false; // print the fio job file and run nothing
    QString systemName; // store the points under this system
    QString presetName;
    // Cluster mode (--hosts / --hosts-file): fio's client/server on these hosts instead of the local engine.
    QList<cluster::ClusterHost> hosts;
    QString fioPath = QStringLiteral("fio");
    bool keepPartial = false;
    QString fioOutputDir; // where the job files and fio's outputs are kept; empty: under the user's data folder
};

Expected<BenchInvocation> parseBenchArguments(const QStringList& arguments);

extern const char* const kBenchUsage;

} // namespace headroom::cli
