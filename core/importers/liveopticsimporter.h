// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/customer.h"
#include "model/expected.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace headroom {

struct ImportOptions;
struct ParsedSource;

// A Live Optics VMware export (.xlsx) read into the customer's environment: per cluster its hosts (model, CPU,
// memory, NICs, disks, peak and average CPU, IOPS, throughput, read/write ratio, latencies) and VMs, and what the
// export says of itself (Details). Pure function, any thread. Refuses, naming the cause and what to do: a legacy
// .xls or a password-protected workbook (an OLE container), an entry over the size limit (a zip bomb), a DTD or
// entity declaration, a truncated or damaged zip, and a workbook that is not a Live Optics VMware export (naming the
// sheets or columns it lacks). Errors name the file, sheet, row and column.
Expected<CustomerExport> readLiveOpticsExport(QByteArrayView bytes, const QString& fileName);

// True for a zip whose entries include xl/workbook.xml, and for an OLE container (D0 CF 11 E0: a legacy .xls or an
// encrypted workbook), so that the import refuses it with advice instead of "unknown format".
bool looksLikeLiveOpticsExport(QByteArrayView bytes);

// The format registry's importer: a ParsedSource with `customer` set and no measurements.
Expected<ParsedSource> parseLiveOptics(QByteArray bytes, const QString& fileName, const ImportOptions& options);

} // namespace headroom
