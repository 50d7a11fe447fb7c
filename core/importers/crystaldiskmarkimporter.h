// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "parsedsource.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace headroom {

// A CrystalDiskMark (6, 7, 8) or KDiskMark text export: each test line is one measurement of a workload named by
// its parameters (block size, sequential or random, read / write / mix, threads as jobs; Q= is the load setting,
// so SEQ 1MiB Q8T1 and Q1T1 are two points of one curve, and RND 4KiB Q32T16 never joins Q1T1). MB/s is
// CrystalDiskMark's 10^6 B/s (KDiskMark prints fio's KiB/s ÷ 1000: stored × 1,024,000 B/s, as its note says);
// IOPS and the mean latency where the line has them. The system: options.systemName, else the export's Comment,
// else KDiskMark's Target, else the file's name. Profile, test size, mode, times, date, OS and comment go into
// each measurement's note. An unreadable, cut or foreign file is an error naming the file and line: nothing is
// imported. Pure function, any thread.
Expected<ParsedSource> importCrystalDiskMark(
    QByteArrayView bytes, const QString& fileName, const ImportOptions& options);

// Detection (importformat.cpp): the raw bytes, UTF-16 LE with a BOM decoded here.
bool looksLikeCrystalDiskMark(QByteArrayView bytes);

} // namespace headroom
