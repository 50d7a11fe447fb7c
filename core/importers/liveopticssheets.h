// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/customer.h"
#include "model/expected.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace headroom {

// A Live Optics VMware export read, with what the reader wants the user to know (an optional sheet that is absent, a
// host without performance figures).
struct LiveOpticsRead {
    CustomerExport exported;
    QStringList warnings; // each names the file and the sheet
};

// The sheets a Live Optics VMware export must have, and those it may lack (read when present).
QStringList liveOpticsRequiredSheets(); // Details, ESX Hosts, ESX Performance, Host Network Adapters
QStringList liveOpticsOptionalSheets(); // VM Performance, Host Disks

// True for a workbook that opens and lacks the sheets of a Live Optics VMware export (a budget sheet beside results
// in a folder): a walked folder skips it, while a file named on its own is refused naming the sheets it lacks.
bool isForeignWorkbook(QByteArrayView bytes);

// readLiveOpticsExport with its warnings (liveopticsimporter.h says what is read and refused). Pure function.
Expected<LiveOpticsRead> readLiveOptics(QByteArrayView bytes, const QString& fileName);

} // namespace headroom
