// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <functional>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace headroom::cluster {

// How one `fio --client=…` process ended.
struct FioClientRun {
    bool started = false;
    bool cancelled = false; // stopped because `cancel` was set
    bool timedOut = false;
    bool crashed = false; // ended by a signal it did not ask for
    int exitCode = -1;
    QString stopReason; // what the watch saw in fio's output that stopped it
    QByteArray standardOutput;
    QString standardError;
};

// Looks at everything fio has written to stdout so far; a non-empty answer stops the client at once.
using FioOutputWatch = std::function<QString(const QByteArray& standardOutput)>;

// Runs fio as a client on the calling thread, checking `cancel` and `watch` every 100 ms. On cancel, on a watch's
// answer, or after `timeoutMs`, fio gets SIGTERM, on which the client tells every server to stop its jobs (in
// about 0.1 s on loopback); SIGKILL follows after 5 s.
FioClientRun runFioClient(const QString& fioPath, const QStringList& arguments, const std::atomic<bool>& cancel,
    int timeoutMs, const FioOutputWatch& watch = {});

} // namespace headroom::cluster
