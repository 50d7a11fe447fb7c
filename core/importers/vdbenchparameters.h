// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/workload.h"

#include <optional>

#include <QHash>
#include <QString>

namespace headroom {

// What a vdbench run was asked to do, where the output says it: the workload's transfer size, read % and seek % (wd=)
// and the run's threads (rd=, the outstanding I/Os). Unknown stays empty.
struct VdbenchParameters {
    std::optional<std::int64_t> xferBytes;
    std::optional<double> readPct;
    std::optional<double> seekPct; // 0 sequential … 100 random
    std::optional<int> threads;

    // Each field of `over` that is known replaces this one's.
    VdbenchParameters overriddenBy(const VdbenchParameters& over) const;
};

// vdbench's sizes: "4k", "1m", "512" (bytes); empty when not a single size (a distribution "(4k,50,8k,50)").
std::optional<std::int64_t> vdbenchSize(const QString& text);

// The parameters of a "Starting RD=…; For loops: threads=2 iorate=max xfersize=4k" line.
VdbenchParameters forLoopParameters(const QString& startLine);

// Every run of a parameter file (its text, tags stripped): rd name → its rd= threads and the wd= it names, with the
// "default" wd= and rd= lines applied first, as vdbench reads them.
QHash<QString, VdbenchParameters> parmfileRuns(const QString& parmfile);

// The parameter file vdbench copies beside its output (parmfile.html), tags stripped; empty when there is none.
QString parmfileBeside(const QString& outputFile);

// The test the parameters describe, named by them ("vdbench_4k_70rd_100rand"): never by the run's name alone.
// `measuredBytesPerIo` and `measuredReadPct` stand in where the parameters are not known.
Workload vdbenchWorkload(const VdbenchParameters& p, std::optional<double> measuredBytesPerIo, double measuredReadPct);

} // namespace headroom
