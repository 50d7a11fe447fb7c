// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A library filled from fixture folders of tests/data/ the way a user fills one: `headroom-cli import FOLDER
// --system NAME` (and `systems set NAME ...` to describe it), run through the CLI's own code in process. The set-up
// several tests share (Compare, the Advisor, library edits, reports on real fio sweeps).

#include "support/cliinprocess.h"

#include <QFileInfo>
#include <QList>
#include <QString>
#include <QStringList>

namespace headroom::testing {

struct FixtureSystem {
    QString folder; // under tests/data/, e.g. "fio/fio-3.6-ceph-rbd-hdd-randread-qd-sweep"
    QString system; // imported as this system
    QStringList describe = {}; // `systems set` options, e.g. { "--link-gbps", "25" }; empty: left undescribed
};

// The Ceph RBD sweeps (real fio 3.6 output, six queue depths each) most multi-system tests compare.
inline const QString kCephHddSweep = QStringLiteral("fio/fio-3.6-ceph-rbd-hdd-randread-qd-sweep");
inline const QString kCephSsdSweep = QStringLiteral("fio/fio-3.6-ceph-rbd-ssd-randread-qd-sweep");

// Imports each folder into the library at `db` (created when missing), in order. Empty when all went in, else the
// first failure: the folder and the CLI's own error text.
inline QString importFixtures(const QString& db, const QList<FixtureSystem>& systems)
{
    for (const FixtureSystem& fixture : systems) {
        const QString path = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/") + fixture.folder;
        if (!QFileInfo::exists(path)) {
            return QStringLiteral("no fixture folder %1").arg(path);
        }
        const CliRun imported = runCliInProcess(
            { QStringLiteral("--db"), db, QStringLiteral("import"), path, QStringLiteral("--system"), fixture.system });
        if (imported.exitCode != 0) {
            return QStringLiteral("importing %1: %2").arg(fixture.folder, imported.err);
        }
        if (!fixture.describe.isEmpty()) {
            const CliRun described
                = runCliInProcess(QStringList { QStringLiteral("--db"), db, QStringLiteral("systems"),
                                      QStringLiteral("set"), fixture.system }
                    + fixture.describe);
            if (described.exitCode != 0) {
                return QStringLiteral("describing %1: %2").arg(fixture.system, described.err);
            }
        }
    }
    return {};
}

} // namespace headroom::testing
