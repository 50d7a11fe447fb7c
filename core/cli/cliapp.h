// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace headroom::cli {

// Runs `headroom-cli` with its arguments (the program name first) and returns the exit code:
// 0 success, 1 failure, 2 usage error. Call on a thread with a QCoreApplication.
int run(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace headroom::cli
