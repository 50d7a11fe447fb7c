// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskspdimporter.h"

#include "diskspdmeasurement.h"
#include "diskspdtext.h"
#include "diskspdxml.h"
#include "model/printable.h"
#include "textdecoding.h"
#include "valuecheck.h"

#include <limits>

#include <QDir>
#include <QFileInfo>

namespace headroom {

namespace {

// The first 64 KiB as text (DiskSpd's console output redirected by PowerShell is UTF-16 LE with a BOM), for
// detection: empty when it does not decode.
QString headOf(QByteArrayView bytes)
{
    const auto head = decodeText(bytes.first(std::min<qsizetype>(bytes.size(), 65536)), QString());
    return head ? *head : QString();
}

QString defaultSystemName(const DiskSpdRun& run, const QString& fileName, QStringList& warnings)
{
    if (!run.computerName.trimmed().isEmpty()) {
        return run.computerName.trimmed();
    }
    const QString folder = QFileInfo(fileName).absoluteDir().dirName();
    QString name = folder.isEmpty() ? QFileInfo(fileName).completeBaseName() : folder;
    warnings << QStringLiteral("%1: the report names no computer; the system is named after the folder, '%2' (use "
                               "--system NAME to name it)")
                    .arg(fileName, name);
    return name;
}

} // namespace

bool looksLikeDiskSpdXmlBytes(QByteArrayView bytes)
{
    return looksLikeDiskSpdXml(headOf(bytes));
}

// Decodes the bytes itself (the registry hands every detector UTF-8): a UTF-16 report is DiskSpd's, while a
// UTF-16 file of a format whose importer reads UTF-8 only is detected as none.
bool looksLikeDiskSpd(QByteArrayView bytes, const QString&)
{
    const QString head = headOf(bytes);
    return looksLikeDiskSpdXml(head) || looksLikeDiskSpdText(head);
}

Expected<QList<DiskSpdRun>> readDiskSpdRuns(const QByteArray& bytes, const QString& fileName)
{
    const auto decoded = decodeText(bytes, fileName);
    if (!decoded) {
        return decoded.failure();
    }
    const QString& text = *decoded;
    if (looksLikeDiskSpdXml(text.left(65536)) || text.trimmed().startsWith(QLatin1Char('<'))) {
        return readDiskSpdXml(bytes, fileName);
    }
    return readDiskSpdText(text, fileName);
}

QString diskSpdImporterName(const DiskSpdRun& run)
{
    return QStringLiteral("diskspd-%1%2").arg(run.report, run.version.isEmpty() ? QString() : u' ' + run.version);
}

Expected<ParsedSource> importDiskSpd(const QByteArray& bytes, const QString& fileName, const ImportOptions& options)
{
    auto runs = readDiskSpdRuns(bytes, fileName);
    if (!runs) {
        return runs.failure();
    }
    ParsedSource parsed;
    parsed.format = ImportFormat::DiskSpd;
    parsed.source.kind = SourceKind::DiskSpd;
    parsed.source.file = fileName;
    parsed.source.importer = diskSpdImporterName(runs->first());
    const QString system = options.systemName.isEmpty() ? defaultSystemName(runs->first(), fileName, parsed.warnings)
                                                        : options.systemName;
    for (const DiskSpdRun& run : std::as_const(*runs)) {
        const QString where = fileName + QStringLiteral(": ") + run.where;
        parsed.warnings << run.warnings;
        (void)diskSpdWorkload(run, where, parsed.warnings); // its warnings, once per run
        Measurement m = diskSpdMeasurement(run, system);
        m.source = parsed.source;
        if (const QString problem = measurementProblem(m, std::numeric_limits<double>::infinity());
            !problem.isEmpty()) {
            return valueRefusal(fileName, run.where, problem);
        }
        if (options.keepIntervals) {
            parsed.measurements << diskSpdSamples(run, m);
        }
        parsed.measurements << m;
    }
    return parsed;
}

} // namespace headroom
