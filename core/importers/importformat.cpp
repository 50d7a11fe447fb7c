// SPDX-License-Identifier: GPL-3.0-or-later
#include "importformat.h"

#include "crystaldiskmarkimporter.h"
#include "csvimporter.h"
#include "diskspdimporter.h"
#include "fioimporter.h"
#include "formatdetection.h"
#include "hcibenchimporter.h"
#include "hcibenchsummary.h"
#include "liveopticsimporter.h"
#include "vdbenchflatfile.h"
#include "vdbenchimporter.h"

#include <utility>

namespace headroom {

namespace {

Expected<ParsedSource> parseFio(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    return importFioJson(std::move(bytes), fileName, options);
}

// The text formats read UTF-16 text: their bytes go before the parse, as the fio reader's do.
Expected<ParsedSource> parseHciBench(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    const QString text = QString::fromUtf8(std::exchange(bytes, {}));
    return importHciBenchSummary(text, fileName, options);
}

Expected<ParsedSource> parseVdbench(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    const QString text = QString::fromUtf8(std::exchange(bytes, {}));
    return looksLikeVdbenchFlatfile(text) ? importVdbenchFlatfile(text, fileName, options)
                                          : importVdbench(text, fileName, options);
}

Expected<ParsedSource> parseCsv(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    const QString text = QString::fromUtf8(std::exchange(bytes, {}));
    return importCsv(text, fileName, options);
}

// DiskSpd's XML is read from its bytes (QXmlStreamReader decodes it), its text decoded by the importer itself.
Expected<ParsedSource> parseDiskSpd(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    return importDiskSpd(std::exchange(bytes, {}), fileName, options);
}

// CrystalDiskMark 7 and 8 save UTF-16 LE: the importer decodes the bytes itself.
Expected<ParsedSource> parseCrystalDiskMark(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    return importCrystalDiskMark(std::exchange(bytes, {}), fileName, options);
}

} // namespace

const QList<ImportFormatInfo>& importFormats()
{
    static const QList<ImportFormatInfo> formats {
        { ImportFormat::Fio, QStringLiteral("fio"), QStringLiteral("fio"),
            QStringLiteral("fio JSON output (fio's json or json+ output format)"),
            { QStringLiteral("*.json"), QStringLiteral("*.out"), QStringLiteral("*.txt"), QStringLiteral("*.log") }, 0,
            [](QByteArrayView bytes, const QString&) { return looksLikeFioJson(bytes); }, parseFio },
        { ImportFormat::HciBench, QStringLiteral("hcibench"), QStringLiteral("HCIBench"),
            QStringLiteral("an HCIBench -res.txt summary"), { QStringLiteral("*-res.txt"), QStringLiteral("*.txt") }, 2,
            [](QByteArrayView, const QString& head) { return looksLikeHciBenchSummary(head); }, parseHciBench },
        { ImportFormat::Vdbench, QStringLiteral("vdbench"), QStringLiteral("vdbench"),
            QStringLiteral("vdbench summary.html/totals.html/flatfile.html"),
            { QStringLiteral("summary.html"), QStringLiteral("totals.html"), QStringLiteral("flatfile.html") }, 1,
            [](QByteArrayView, const QString& head) {
                return looksLikeVdbenchOutput(head) || looksLikeVdbenchFlatfile(head);
            },
            parseVdbench },
        { ImportFormat::Csv, QStringLiteral("csv"), QStringLiteral("CSV"),
            QStringLiteral("a CSV with the columns system, workload, iops, latency_ms"), { QStringLiteral("*.csv") }, 3,
            [](QByteArrayView, const QString& head) { return looksLikeHeadroomCsv(head); }, parseCsv },
        { ImportFormat::LiveOptics, QStringLiteral("liveoptics"), QStringLiteral("Live Optics"),
            QStringLiteral("a Live Optics VMware export (.xlsx)"), { QStringLiteral("*.xlsx") }, 4,
            [](QByteArrayView bytes, const QString&) { return looksLikeLiveOpticsExport(bytes); }, parseLiveOptics,
            true },
        // After the others: a DiskSpd report never holds what they look for, and their files never hold a <Results>
        // root with <System> or <Profile>, nor DiskSpd's "Input parameters:" with a "timespan:" line.
        { ImportFormat::DiskSpd, QStringLiteral("diskspd"), QStringLiteral("DiskSpd"),
            QStringLiteral("a DiskSpd XML (-Rxml) or text (-Rtext) report"),
            { QStringLiteral("*.xml"), QStringLiteral("*.txt") }, 5, looksLikeDiskSpd, parseDiskSpd },
        // Last: its header line and test lines are its own, and no other format's file is tried against it first
        // by accident (fio JSON, vdbench, HCIBench, CSV and DiskSpd all come before).
        { ImportFormat::CrystalDiskMark, QStringLiteral("crystaldiskmark"), QStringLiteral("CrystalDiskMark"),
            QStringLiteral("a CrystalDiskMark or KDiskMark text export"), { QStringLiteral("*.txt") }, 6,
            [](QByteArrayView bytes, const QString&) { return looksLikeCrystalDiskMark(bytes); },
            parseCrystalDiskMark },
    };
    return formats;
}

const ImportFormatInfo* importFormatInfo(ImportFormat format)
{
    for (const ImportFormatInfo& info : importFormats()) {
        if (info.format == format) {
            return &info;
        }
    }
    return nullptr;
}

QString toString(ImportFormat format)
{
    const ImportFormatInfo* info = importFormatInfo(format);
    return info ? info->name : QStringLiteral("auto");
}

std::optional<ImportFormat> importFormatFromString(const QString& text)
{
    if (text.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0) {
        return ImportFormat::Auto;
    }
    for (const ImportFormatInfo& info : importFormats()) {
        if (text.compare(info.name, Qt::CaseInsensitive) == 0) {
            return info.format;
        }
    }
    return std::nullopt;
}

QString importFormatNames(const QString& separator)
{
    QStringList names { QStringLiteral("auto") };
    for (const ImportFormatInfo& info : importFormats()) {
        names << info.name;
    }
    return names.join(separator);
}

QString importFormatList(QString ImportFormatInfo::*field, const QString& lastSeparator)
{
    QStringList items;
    for (const ImportFormatInfo& info : importFormats()) {
        items << info.*field;
    }
    const QString last = items.takeLast();
    return items.isEmpty() ? last : items.join(QStringLiteral(", ")) + lastSeparator + last;
}

} // namespace headroom
