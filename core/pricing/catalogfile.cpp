// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogfile.h"

#include "catalogcsv.h"
#include "catalogjson.h"
#include "model/atomicfile.h"
#include "model/logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace headroom {

namespace {
bool isCsv(const QString& path)
{
    return path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
}
} // namespace

Expected<Catalog> readCatalogFile(const QString& path, const CatalogCsvOptions& csvOptions, QStringList* itemLocations)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()));
    }
    const QByteArray bytes = file.readAll();
    if (!isCsv(path)) {
        auto catalog = catalogFromJson(bytes, path);
        if (catalog && itemLocations) {
            for (int i = 0; i < catalog->size(); ++i) {
                itemLocations->append(QStringLiteral("items[%1]").arg(i));
            }
        }
        return catalog;
    }
    QList<int> lines;
    auto catalog = catalogFromCsv(bytes, path, csvOptions, &lines);
    if (catalog && itemLocations) {
        for (const int line : lines) {
            itemLocations->append(QStringLiteral("line %1").arg(line));
        }
    }
    return catalog;
}

QString locatedMessages(const QString& path, const QList<ValidationIssue>& issues, const QStringList& itemLocations)
{
    QStringList lines;
    for (const ValidationIssue& issue : issues) {
        if (issue.index < 0 || issue.index >= itemLocations.size()) {
            lines << issue.message;
            continue;
        }
        const QString& where = itemLocations[issue.index];
        lines << (isCsv(path)
                ? QStringLiteral("%1: %2, column %3: %4").arg(path, where, catalogCsvColumn(issue.field), issue.problem)
                : QStringLiteral("%1: %2.%3: %4")
                      .arg(path, where,
                          issue.field == QLatin1String("price") ? QStringLiteral("price_cents")
                                                                : catalogCsvColumn(issue.field),
                          issue.problem));
    }
    return lines.join(QLatin1Char('\n'));
}

Status writeCatalogFile(const QString& path, const Catalog& catalog)
{
    const QStringList folders = missingFolders(path);
    if (!folders.isEmpty() && !QDir().mkpath(folders.last())) {
        removeFolders(folders);
        return fail(QStringLiteral("%1: cannot create the folder %2").arg(path, folders.last()));
    }
    const QByteArray bytes
        = isCsv(path) ? catalogToCsv(catalog) : QByteArray::fromStdString(catalogToJson(catalog).dump(2) + '\n');
    auto written = writeFileAtomically(path, bytes);
    if (!written) {
        removeFolders(folders); // a failed write leaves the disk as it was
    }
    return written;
}

const Catalog& defaultCatalog()
{
    static const Catalog catalog = [] {
        QFile file(QStringLiteral(":/headroom/catalog/default-catalog.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            qFatal("the built-in pricing catalog is missing from the resources");
        }
        auto parsed = catalogFromJson(file.readAll(), QStringLiteral("default-catalog.json"));
        if (!parsed || !parsed->validate().isEmpty()) {
            qFatal("the built-in pricing catalog is invalid");
        }
        return parsed.value();
    }();
    return catalog;
}

QString userCatalogPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog.json");
}

namespace {

Expected<Catalog> userOverlaidCatalog(const QString& path, QStringList* notes)
{
    const QString userPath = path.isEmpty() ? userCatalogPath() : path;
    if (!QFileInfo::exists(userPath)) {
        if (!path.isEmpty()) {
            return fail(QStringLiteral("%1: no such catalog file").arg(path));
        }
        return defaultCatalog();
    }
    auto user = readCatalogFile(userPath);
    if (!user) {
        return user;
    }
    if (const auto issues = user->validate(); !issues.isEmpty()) {
        return fail(QStringLiteral("%1: invalid catalog:\n%2").arg(userPath, joinMessages(issues)));
    }
    QStringList replaced;
    Catalog merged = defaultCatalog().mergedWith(*user, &replaced);
    if (notes) {
        notes->append(QStringLiteral("%1 item(s) from %2").arg(user->size()).arg(userPath));
        for (const QString& part : replaced) {
            notes->append(QStringLiteral("%1 from %2 replaces the built-in item").arg(part, userPath));
        }
    }
    return merged;
}

} // namespace

Expected<Catalog> effectiveCatalog(const QString& path, QStringList* notes)
{
    auto catalog = userOverlaidCatalog(path, notes);
    if (!catalog) {
        qCDebug(lcPricing) << "catalog refused:" << catalog.error();
    }
    return catalog;
}

} // namespace headroom
