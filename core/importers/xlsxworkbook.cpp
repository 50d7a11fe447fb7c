// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxworkbook.h"

#include "xlsxxml.h"

#include <QHash>

namespace headroom {

namespace {

struct Relationship {
    QString type; // a URI ending in "/officeDocument", "/worksheet" or "/sharedStrings"
    QString part; // the target, resolved to a path in the package
};

// A relationship target relative to the folder of the part that owns it ("xl/"), or absolute ("/xl/…").
QString resolvedPart(const QString& folder, const QString& target)
{
    QStringList parts = target.startsWith(QLatin1Char('/')) ? QStringList() : folder.split(QLatin1Char('/'));
    for (const QString& piece : target.split(QLatin1Char('/'))) {
        if (piece == QLatin1String("..")) {
            if (!parts.isEmpty()) {
                parts.removeLast();
            }
        } else if (!piece.isEmpty() && piece != QLatin1String(".")) {
            parts << piece;
        }
    }
    parts.removeAll(QString());
    return parts.join(QLatin1Char('/'));
}

QString folderOf(const QString& part)
{
    const qsizetype slash = part.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : part.left(slash);
}

// The .rels part of `part` ("xl/workbook.xml" → "xl/_rels/workbook.xml.rels"); "" → the package's "_rels/.rels".
QString relsOf(const QString& part)
{
    const QString folder = folderOf(part);
    const QString name = part.mid(folder.isEmpty() ? 0 : folder.size() + 1);
    return (folder.isEmpty() ? QString() : folder + QLatin1Char('/')) + QStringLiteral("_rels/") + name
        + QStringLiteral(".rels");
}

Expected<QHash<QString, Relationship>> readRelationships(XlsxPackage& package, const QString& owner)
{
    const QString relsPart = relsOf(owner);
    QHash<QString, Relationship> relationships;
    if (!package.contains(relsPart)) {
        return relationships;
    }
    auto bytes = package.read(relsPart);
    if (!bytes) {
        return fail(bytes.error());
    }
    XlsxXml xml(*bytes, package.fileName(), relsPart);
    while (xml.next()) {
        if (xml.isStart(QLatin1String("Relationship"))) {
            const QXmlStreamAttributes attributes = xml.reader().attributes();
            relationships.insert(attributes.value(QLatin1String("Id")).toString(),
                { attributes.value(QLatin1String("Type")).toString(),
                    resolvedPart(folderOf(owner), attributes.value(QLatin1String("Target")).toString()) });
        }
    }
    if (!xml.error().isEmpty()) {
        return fail(xml.error());
    }
    return relationships;
}

Expected<QStringList> readSharedStrings(XlsxPackage& package, const QString& part)
{
    auto bytes = package.read(part);
    if (!bytes) {
        return fail(bytes.error());
    }
    QStringList strings;
    XlsxXml xml(*bytes, package.fileName(), part);
    while (xml.next()) {
        if (xml.isStart(QLatin1String("si"))) {
            strings << xml.stringItem();
        }
    }
    if (!xml.error().isEmpty()) {
        return fail(xml.error());
    }
    return strings;
}

// The workbook part named by the package's relationships ("xl/workbook.xml" in every file Excel writes).
QString workbookPart(const QHash<QString, Relationship>& packageRelationships)
{
    for (const Relationship& relationship : packageRelationships) {
        if (relationship.type.endsWith(QLatin1String("/officeDocument"))) {
            return relationship.part;
        }
    }
    return QStringLiteral("xl/workbook.xml");
}

} // namespace

XlsxWorkbook::XlsxWorkbook(std::unique_ptr<XlsxPackage> package)
    : m_package(std::move(package))
{
}

Expected<XlsxWorkbook> XlsxWorkbook::open(QByteArrayView bytes, const QString& fileName, const XlsxLimits& limits)
{
    auto package = XlsxPackage::open(bytes, fileName, limits);
    if (!package) {
        return fail(package.error());
    }
    XlsxWorkbook workbook(std::move(*package));
    if (auto read = workbook.readWorkbook(); !read) {
        return fail(read.error());
    }
    return workbook;
}

Status XlsxWorkbook::readWorkbook()
{
    const auto packageRelationships = readRelationships(*m_package, QString());
    if (!packageRelationships) {
        return fail(packageRelationships.error());
    }
    const QString part = workbookPart(*packageRelationships);
    if (!m_package->contains(part)) {
        return fail(QStringLiteral("%1: a zip archive, but not an Excel workbook (no %2)").arg(fileName(), part));
    }
    const auto relationships = readRelationships(*m_package, part);
    if (!relationships) {
        return fail(relationships.error());
    }
    auto bytes = m_package->read(part);
    if (!bytes) {
        return fail(bytes.error());
    }
    XlsxXml xml(*bytes, fileName(), part);
    while (xml.next()) {
        if (xml.isStart(QLatin1String("sheet"))) {
            const QXmlStreamAttributes attributes = xml.reader().attributes();
            const QString name = attributes.value(QLatin1String("name")).toString();
            QString id; // r:id: "id" in the relationships namespace (transitional or strict), whatever its prefix
            for (const QXmlStreamAttribute& attribute : attributes) {
                if (attribute.name() == QLatin1String("id") && !attribute.namespaceUri().isEmpty()) {
                    id = attribute.value().toString();
                }
            }
            m_sheetNames << name;
            m_sheetParts.insert(name, relationships->value(id).part);
        }
    }
    if (!xml.error().isEmpty()) {
        return fail(xml.error());
    }
    for (const Relationship& relationship : *relationships) {
        if (relationship.type.endsWith(QLatin1String("/sharedStrings"))) {
            auto strings = readSharedStrings(*m_package, relationship.part);
            if (!strings) {
                return fail(strings.error());
            }
            m_sharedStrings = std::move(*strings);
        }
    }
    return success();
}

Expected<XlsxSheet> XlsxWorkbook::sheet(const QString& name)
{
    if (!hasSheet(name)) {
        return fail(QStringLiteral("%1: the workbook has no sheet '%2'").arg(fileName(), name));
    }
    const QString part = m_sheetParts.value(name);
    if (part.isEmpty()) {
        return fail(QStringLiteral("%1: sheet '%2' has no part among the workbook's relationships: the workbook is "
                                   "damaged; save it again from Excel")
                        .arg(fileName(), name));
    }
    auto bytes = m_package->read(part);
    if (!bytes) {
        return fail(bytes.error());
    }
    return parseXlsxSheet(*bytes, m_sharedStrings, fileName(), name, part);
}

} // namespace headroom
