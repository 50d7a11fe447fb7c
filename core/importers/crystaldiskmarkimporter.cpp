// SPDX-License-Identifier: GPL-3.0-or-later
#include "crystaldiskmarkimporter.h"

#include "crystaldiskmarktext.h"
#include "model/units.h"
#include "textdecoding.h"

#include <QFileInfo>
#include <QStringList>

namespace headroom {

namespace {

// KDiskMark's "MB/s" is fio's `bw` (KiB/s) divided by 1000 (KDiskMark's benchmark.cpp): 1 printed unit is
// 1,024,000 B/s, 2.4 % more than CrystalDiskMark's 10^6.
constexpr double kKDiskMarkBytesPerUnit = 1024.0 * 1000.0;

QString directionWord(const CdmTest& test)
{
    switch (test.direction) {
    case CdmDirection::Read:
        return QStringLiteral("read");
    case CdmDirection::Write:
        return QStringLiteral("write");
    case CdmDirection::Mix:
        break;
    }
    return test.mixReadPct > 0 ? QStringLiteral("mix %1/%2").arg(test.mixReadPct).arg(100 - test.mixReadPct)
                               : QStringLiteral("mix");
}

// The workload is the test's parameters; the queue depth is its load, so the same test at Q1 and Q32 is one curve.
// Without a block size (CrystalDiskMark 6's sequential tests) or a mix ratio the parameters do not identify the test:
// it is named after the line instead, its queue depth included, so it never joins another test's curve.
Workload workloadOf(const CdmTest& test, const CdmReport& report)
{
    Workload w;
    w.tool = report.kdiskmark ? QStringLiteral("kdiskmark") : QStringLiteral("crystaldiskmark");
    w.blockSizeBytes = test.blockSizeBytes;
    w.randomPct = test.random ? 100.0 : 0.0;
    w.jobs = test.threads;
    if (test.direction == CdmDirection::Read) {
        w.readPct = 100.0;
    } else if (test.direction == CdmDirection::Write) {
        w.readPct = 0.0;
    } else if (test.mixReadPct > 0) {
        w.readPct = test.mixReadPct;
    }
    if (w.blockSizeBytes && w.readPct) {
        w.name = w.canonicalName();
    } else {
        // 6's labels name their direction ("Sequential Read (Q= 32,T= 1)"); a [Mix] line's is its section.
        const bool named = test.label.contains(QLatin1String("Read")) || test.label.contains(QLatin1String("Write"));
        w.name = QStringLiteral("%1 %2").arg(
            report.kdiskmark ? QStringLiteral("KDiskMark") : QStringLiteral("CrystalDiskMark"),
            named ? test.label : test.label + QLatin1Char(' ') + directionWord(test));
    }
    return w;
}

// What the export says about the run, for every measurement of it: the footer's fields as written.
QString runNote(const CdmReport& report)
{
    QStringList parts;
    for (const auto& [key, value] : report.footer) {
        if (key == QLatin1String("Date")) {
            parts << QStringLiteral("Date: %1 (time zone not stated: stored as written, as UTC)").arg(value);
        } else if (!value.isEmpty()) {
            parts << QStringLiteral("%1: %2").arg(key, value);
        }
    }
    return parts.join(QStringLiteral("; "));
}

QString testNote(const CdmTest& test, const CdmReport& report, const QString& runText)
{
    QStringList parts;
    const QString tool = report.kdiskmark ? QStringLiteral("KDiskMark %1").arg(report.version)
                                          : QStringLiteral("CrystalDiskMark %1").arg(report.version);
    parts << QStringLiteral("%1 %2 %3, line %4").arg(tool, test.label, directionWord(test)).arg(test.line);
    if (report.kdiskmark) {
        parts << QStringLiteral("MB/s as printed is fio's bw KiB/s ÷ 1000 (stored × 1,024,000 B/s); latency is "
                                "fio's mean completion latency (clat)");
        if (!report.fioVersion.isEmpty()) {
            parts << report.fioVersion;
        }
    }
    if (!test.blockSizeBytes) {
        parts << QStringLiteral("block size not stated");
    }
    if (!test.queueDepth) {
        parts << QStringLiteral("queue depth not stated");
    }
    return parts.join(QStringLiteral("; ")) + QStringLiteral("; ") + runText;
}

DirectionStats statsOf(const CdmTest& test, bool kdiskmark)
{
    DirectionStats stats;
    stats.bytesPerSec = test.megabytesPerSec * (kdiskmark ? kKDiskMarkBytesPerUnit : units::kBytesPerMB);
    stats.iops = test.iops;
    if (test.meanLatencyUs) {
        stats.latency.meanNs = *test.meanLatencyUs * units::kNsPerUs;
        // KDiskMark prints fio's clat mean; CrystalDiskMark DiskSpd's average latency, from issue to completion.
        stats.latency.kind = kdiskmark ? LatencyKind::Completion : LatencyKind::Total;
    }
    return stats;
}

Measurement measurementOf(const CdmTest& test, const CdmReport& report, const QString& system, const QString& runText)
{
    Measurement m;
    m.systemName = system;
    m.workload = workloadOf(test, report);
    if (test.queueDepth) {
        m.loadSetting = *test.queueDepth;
        m.queueDepth = *test.queueDepth;
    }
    const DirectionStats stats = statsOf(test, report.kdiskmark);
    switch (test.direction) {
    case CdmDirection::Read:
        m.read = stats;
        break;
    case CdmDirection::Write:
        m.write = stats;
        break;
    case CdmDirection::Mix:
        m.combined = stats; // one figure for both directions together
        break;
    }
    m.iops = stats.iops;
    m.bytesPerSec = stats.bytesPerSec;
    m.measuredAt = report.date;
    m.note = testNote(test, report, runText);
    return m;
}

// The system tested: the user's choice, else what the export names (CrystalDiskMark's Comment, which people use
// for the drive or machine; KDiskMark's Target), else the file's name without its extension.
QString systemOf(const CdmReport& report, const QString& fileName, const ImportOptions& options)
{
    if (!options.systemName.trimmed().isEmpty()) {
        return options.systemName.trimmed();
    }
    for (const char* key : { "Comment", "Target" }) {
        if (QString value = report.footerValue(QString::fromLatin1(key)); !value.isEmpty()) {
            return value;
        }
    }
    return QFileInfo(fileName).completeBaseName();
}

} // namespace

bool looksLikeCrystalDiskMark(QByteArrayView bytes)
{
    const QByteArrayView head = bytes.first(std::min<qsizetype>(bytes.size(), 65536));
    // The first 64 KiB of a UTF-16 file may end inside a character: cut to whole ones.
    const QByteArrayView even = head.startsWith("\xFF\xFE") ? head.first(head.size() & ~qsizetype(1)) : head;
    const auto text = decodeText(even, QString());
    return text && looksLikeCdmText(*text);
}

Expected<ParsedSource> importCrystalDiskMark(
    QByteArrayView bytes, const QString& fileName, const ImportOptions& options)
{
    const auto text = decodeText(bytes, fileName);
    if (!text) {
        return fail(text.error());
    }
    const auto report = readCdmReport(*text, fileName);
    if (!report) {
        return fail(report.error());
    }
    ParsedSource parsed;
    parsed.format = ImportFormat::CrystalDiskMark;
    parsed.source.kind = SourceKind::CrystalDiskMark;
    parsed.source.file = fileName;
    parsed.source.importer
        = (report->kdiskmark ? QStringLiteral("kdiskmark-text ") : QStringLiteral("crystaldiskmark-text "))
        + report->version;
    const QString system = systemOf(*report, fileName, options);
    const QString runText = runNote(*report);
    for (const CdmTest& test : report->tests) {
        parsed.measurements << measurementOf(test, *report, system, runText);
    }
    return parsed;
}

} // namespace headroom
