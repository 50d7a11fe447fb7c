// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

struct ImportOptions;
struct ParsedSource;

// The file formats Headroom imports. Auto: detected from the content (formatdetection.h).
// DiskSpd: its XML (-Rxml) and text (-Rtext) reports; CrystalDiskMark: its text export, and KDiskMark's.
enum class ImportFormat { Auto, Fio, HciBench, Vdbench, Csv, LiveOptics, DiskSpd, CrystalDiskMark };

// One format Headroom imports, as every place that lists formats reads it: detection, the import's dispatch, the
// CLI's usage text, the "expected …" messages and the Import page. A new format is one more row of importFormats().
struct ImportFormatInfo {
    ImportFormat format = ImportFormat::Auto;
    QString name; // "fio": the --format value and the name in JSON output
    QString title; // "HCIBench": for people, in lists ("fio, HCIBench, vdbench or CSV")
    QString expected; // "an HCIBench -res.txt summary": what a file of this format is, in "expected …" messages
    QStringList filePatterns; // "*.json": for file dialogs (detection never looks at names)
    int detectionOrder = 0; // detection tries the formats in this order (vdbench before HCIBench)
    // True when the content is of this format: `bytes` the whole file, `head` its first 64 KiB as text.
    bool (*detect)(QByteArrayView bytes, const QString& head) = nullptr;
    // The importer: the file's bytes into measurements. The importer may release `bytes` once it has read them (when
    // the caller moved its only copy in, a 300 MB fio file is not held while its measurements are built).
    Expected<ParsedSource> (*parse)(QByteArray bytes, const QString& fileName, const ImportOptions& options) = nullptr;
    // A binary format (a zipped .xlsx): detection tries it before refusing binary content, with `head` empty.
    bool binary = false;
};

// Every importable format (Auto is not one), in the order they are listed to people.
const QList<ImportFormatInfo>& importFormats();
// The row of `format`; nullptr for Auto.
const ImportFormatInfo* importFormatInfo(ImportFormat format);

QString toString(ImportFormat format); // "auto", "fio", "hcibench", "vdbench", "csv", "liveoptics"
std::optional<ImportFormat> importFormatFromString(const QString& text);

// The --format values, "auto" first, joined by `separator`: "auto|fio|hcibench|vdbench|csv".
QString importFormatNames(const QString& separator);
// The formats' titles (or names, or expected texts) as prose: "fio, HCIBench, vdbench or CSV".
QString importFormatList(QString ImportFormatInfo::*field, const QString& lastSeparator = QStringLiteral(" or "));

} // namespace headroom
