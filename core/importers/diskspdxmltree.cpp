// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskspdxmltree.h"

#include "model/printable.h"

#include <QStringList>
#include <QXmlStreamReader>

namespace headroom {

namespace {

// DiskSpd's deepest element is <Results><Profile><TimeSpans><TimeSpan><Targets><Target><WriteBufferContent>
// <RandomDataSource><SizeInBytes>: nine. Anything far deeper is not a DiskSpd report.
constexpr std::size_t kMaxDepth = 32;

QString elementPath(const std::vector<XmlElement*>& open)
{
    QString path;
    for (std::size_t i = 1; i < open.size(); ++i) {
        path += QLatin1Char('<') + excerpt(open[i]->name, 40) + QLatin1Char('>');
    }
    return path.isEmpty() ? QString() : QStringLiteral(" (in %1)").arg(path);
}

QString where(const QXmlStreamReader& reader, const QString& fileName)
{
    return QStringLiteral("%1: line %2, column %3").arg(fileName).arg(reader.lineNumber()).arg(reader.columnNumber());
}

} // namespace

const XmlElement* XmlElement::child(QLatin1String childName) const
{
    for (const XmlElement& c : children) {
        if (c.name == childName) {
            return &c;
        }
    }
    return nullptr;
}

std::vector<const XmlElement*> XmlElement::childrenNamed(QLatin1String childName) const
{
    std::vector<const XmlElement*> found;
    for (const XmlElement& c : children) {
        if (c.name == childName) {
            found.push_back(&c);
        }
    }
    return found;
}

Expected<XmlElement> readXmlTree(const QByteArray& bytes, const QString& fileName)
{
    QXmlStreamReader reader(bytes);
    XmlElement document;
    // The open elements, the document first. A pointer stays valid while its element is open: only the innermost
    // open element gains children.
    std::vector<XmlElement*> open { &document };
    while (!reader.atEnd()) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        if (token == QXmlStreamReader::DTD) {
            return fail(QStringLiteral("%1: a DTD or entity declaration, which DiskSpd never writes: refused")
                            .arg(where(reader, fileName)));
        }
        if (reader.hasError()) {
            const bool truncated = reader.error() == QXmlStreamReader::PrematureEndOfDocumentError;
            return fail(QStringLiteral("%1: %2: %3%4")
                            .arg(where(reader, fileName),
                                truncated ? QStringLiteral("the XML ends early (a truncated file?)")
                                          : QStringLiteral("not well-formed XML"),
                                reader.errorString(), elementPath(open)));
        }
        if (token == QXmlStreamReader::StartElement) {
            if (open.size() > kMaxDepth) {
                return fail(QStringLiteral("%1: elements nested over %2 deep: not a DiskSpd report%3")
                                .arg(where(reader, fileName))
                                .arg(kMaxDepth)
                                .arg(elementPath(open)));
            }
            XmlElement element { reader.name().toString(), {}, reader.attributes(), reader.lineNumber(), {} };
            open.back()->children.push_back(std::move(element));
            open.push_back(&open.back()->children.back());
        } else if (token == QXmlStreamReader::Characters && !reader.isWhitespace()) {
            open.back()->text += reader.text();
        } else if (token == QXmlStreamReader::EndElement) {
            open.back()->text = open.back()->text.trimmed();
            open.pop_back();
        }
    }
    if (document.children.empty()) {
        return fail(QStringLiteral("%1: no XML element").arg(fileName));
    }
    return std::move(document.children.front());
}

} // namespace headroom
