#pragma once

#include <atomic>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace headroom::cluster {

// How one `fio --client=…` process ended.
struct FioClientRun {
    bool started = false;
    bool cancelled = false; // stopped because `cancel` was set
    bool timedOut = false;
    int exitCode = -1;
    QByteArray standardOutput;
    QString standardError;
};

// Runs fio as a client on the calling thread, checking `cancel` every 100 ms. On cancel (or after `timeoutMs`)
// fio gets SIGTERM, on which the client tells every server to stop its jobs; SIGKILL follows after 5 s.
FioClientRun runFioClient(
    const QString& fioPath, const QStringList& arguments, const std::atomic<bool>& cancel, int timeoutMs);

} // namespace headroom::cluster
