// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <cstdint>
#include <optional>

#include <QByteArrayView>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace headroom {

// The lines of a CrystalDiskMark (6, 7, 8) or KDiskMark text export, read as the program wrote them and nothing
// more: sizes in bytes, rates as printed (MB/s, IOPS, µs). Pure functions, any thread.

enum class CdmDirection { Read, Write, Mix };

// One test line: "SEQ 1MiB (Q= 8, T= 1): 531.458 MB/s [ 506.8 IOPS] < 15726.77 us>" (7, 8, KDiskMark's
// "Sequential 1 MiB") or "Random Read 4KiB (Q= 32,T= 1) : 271.379 MB/s [ 66254.6 IOPS]" (6).
struct CdmTest {
    int line = 0; // 1-based line of the file
    QString label; // the line's test part as written: "SEQ 1MiB (Q= 8, T= 1)"
    CdmDirection direction = CdmDirection::Read;
    double mixReadPct = 0; // Mix: the section's read share ("[Mix] Read 70%/Write 30%"); 0 when not stated
    bool random = false;
    std::optional<std::int64_t> blockSizeBytes; // CrystalDiskMark 6 does not print a sequential test's block size
    std::optional<int> queueDepth; // "Q=": outstanding I/Os per thread
    int threads = 1; // "T="
    double megabytesPerSec = 0; // as printed
    std::optional<double> iops; // 6 prints none for its sequential tests
    std::optional<double> meanLatencyUs; // 7, 8 and KDiskMark; not 6
};

// The whole export: the tool and its version from the header, the test lines, and the footer's fields
// ("Profile", "Test", "Mode", "Time", "Date", "OS", "Comment"; KDiskMark's "Target") as written.
struct CdmReport {
    bool kdiskmark = false; // KDiskMark (Linux, fio underneath) rather than CrystalDiskMark
    QString version; // "8.0.1"; KDiskMark's "3.1.4"
    QString fioVersion; // KDiskMark's "Flexible I/O Tester (fio-3.33)" line
    QList<CdmTest> tests;
    QList<QPair<QString, QString>> footer; // key, value in file order
    QDateTime date; // the Date line as written, time zone not stated (held as UTC so nothing shifts it)
    int dateLine = 0;

    QString footerValue(const QString& key) const;
};

// True when the text begins like a CrystalDiskMark or KDiskMark export (its header line within the first lines)
// and holds at least one test line: never an fio, HCIBench, vdbench or CSV file.
bool looksLikeCdmText(const QString& text);

// Reads every line; any line that is not blank, a header, a section, a test or a footer field is an error naming
// the file and line, as is a file without test lines or cut before its Date line (truncated).
Expected<CdmReport> readCdmReport(const QString& text, const QString& fileName);

} // namespace headroom
