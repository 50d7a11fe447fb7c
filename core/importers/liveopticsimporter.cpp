// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveopticsimporter.h"

#include "liveopticssheets.h"
#include "parsedsource.h"
#include "xlsxpackage.h"

#include <algorithm>
#include <utility>

#include <QCryptographicHash>

namespace headroom {

Expected<CustomerExport> readLiveOpticsExport(QByteArrayView bytes, const QString& fileName)
{
    auto read = readLiveOptics(bytes, fileName);
    if (!read) {
        return fail(read.error());
    }
    return std::move(read->exported);
}

bool looksLikeLiveOpticsExport(QByteArrayView bytes)
{
    if (isOleContainer(bytes)) {
        return true;
    }
    if (!isZipArchive(bytes)) {
        return false;
    }
    auto package = XlsxPackage::open(bytes, QString());
    if (package) {
        return (*package)->contains(QStringLiteral("xl/workbook.xml"));
    }
    // A truncated or damaged zip (no central directory): its first local headers still name their parts, so a cut
    // workbook is refused as damaged rather than as an unknown format.
    return bytes.first(std::min<qsizetype>(bytes.size(), 65536)).contains("xl/");
}

Expected<ParsedSource> parseLiveOptics(QByteArray bytes, const QString& fileName, const ImportOptions& options)
{
    Q_UNUSED(options) // an export names its own clusters; the options' system name and tags are for measurements
    const QByteArray data = std::exchange(bytes, {}); // released with this function, as the other importers do
    auto read = readLiveOptics(data, fileName);
    if (!read) {
        return fail(read.error());
    }
    ParsedSource parsed;
    parsed.format = ImportFormat::LiveOptics;
    parsed.source.kind = SourceKind::LiveOptics;
    parsed.source.file = fileName;
    // The same digest parseSourceBytes gives (it sets it again): a direct caller gets the source's identity too.
    parsed.source.sha256 = QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
    parsed.source.importer = QStringLiteral("liveoptics-vmware %1").arg(read->exported.collectorVersion).trimmed();
    const CustomerExport& exported = read->exported;
    parsed.source.reference = exported.projectId.isEmpty()
        ? exported.projectName
        : QStringLiteral("Live Optics project %1 (%2)").arg(exported.projectId, exported.projectName);
    parsed.warnings = std::move(read->warnings);
    parsed.customer = std::move(read->exported);
    return parsed;
}

} // namespace headroom
