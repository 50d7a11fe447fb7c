// SPDX-License-Identifier: GPL-3.0-or-later
// Speaker notes (ECMA-376 Part 1 §19.3.1.26 notesMaster, §19.3.1.27 notes): one notes master with its own theme,
// and a notes page per slide holding the slide's picture placeholder and the notes text in its body placeholder.
#include "pptxnotes.h"

#include "pptxparts.h"
#include "pptxtext.h"

namespace headroom::pptx {

namespace {
const QString kNs = QStringLiteral("xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                                   "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
                                   "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"");
const QString kGroup = QStringLiteral(
    "<p:nvGrpSpPr><p:cNvPr id=\"1\" name=\"\"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off "
    "x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/><a:chOff x=\"0\" y=\"0\"/><a:chExt cx=\"0\" cy=\"0\"/></a:xfrm>"
    "</p:grpSpPr>");

// The notes page is portrait 7.5 × 10 in: the slide's picture above, the notes below.
QString slideImage(int id, bool master)
{
    return QStringLiteral("<p:sp><p:nvSpPr><p:cNvPr id=\"%1\" name=\"Slide Image\"/><p:cNvSpPr><a:spLocks "
                          "noGrp=\"1\" noRot=\"1\" noChangeAspect=\"1\"/></p:cNvSpPr><p:nvPr><p:ph type=\"sldImg\"%2/>"
                          "</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x=\"381000\" y=\"685800\"/><a:ext "
                          "cx=\"6096000\" cy=\"3429000\"/></a:xfrm><a:prstGeom prst=\"rect\"><a:avLst/></a:prstGeom>"
                          "</p:spPr></p:sp>")
        .arg(id)
        .arg(master ? QString() : QStringLiteral(" idx=\"2\""));
}

QString notesBody(int id, const QString& paragraphs)
{
    return QStringLiteral("<p:sp><p:nvSpPr><p:cNvPr id=\"%1\" name=\"Notes\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/>"
                          "</p:cNvSpPr><p:nvPr><p:ph type=\"body\" idx=\"1\"/></p:nvPr></p:nvSpPr><p:spPr><a:xfrm>"
                          "<a:off x=\"685800\" y=\"4343400\"/><a:ext cx=\"5486400\" cy=\"4114800\"/></a:xfrm>"
                          "<a:prstGeom prst=\"rect\"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/>"
                          "<a:lstStyle/>%2</p:txBody></p:sp>")
        .arg(id)
        .arg(paragraphs);
}

QString relationships(const QString& body)
{
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Relationships "
                          "xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">%1</Relationships>")
        .arg(body);
}

QString relationship(const QString& id, const QString& type, const QString& target)
{
    return QStringLiteral("<Relationship Id=\"%1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/"
                          "relationships/%2\" Target=\"%3\"/>")
        .arg(id, type, target);
}
} // namespace

QByteArray notesMaster()
{
    const QString style = QStringLiteral("<a:lvl1pPr><a:defRPr sz=\"1200\"><a:solidFill><a:schemeClr val=\"tx1\"/>"
                                         "</a:solidFill><a:latin typeface=\"+mn-lt\"/></a:defRPr></a:lvl1pPr>");
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<p:notesMaster %1><p:cSld>"
                          "<p:bg><p:bgRef idx=\"1001\"><a:schemeClr val=\"bg1\"/></p:bgRef></p:bg><p:spTree>%2%3%4"
                          "</p:spTree></p:cSld><p:clrMap bg1=\"lt1\" tx1=\"dk1\" bg2=\"lt2\" tx2=\"dk2\" "
                          "accent1=\"accent1\" accent2=\"accent2\" accent3=\"accent3\" accent4=\"accent4\" "
                          "accent5=\"accent5\" accent6=\"accent6\" hlink=\"hlink\" folHlink=\"folHlink\"/>"
                          "<p:notesStyle>%5</p:notesStyle></p:notesMaster>")
        .arg(kNs, kGroup, slideImage(2, true),
            notesBody(3, QStringLiteral("<a:p><a:endParaRPr lang=\"en-US\"/></a:p>")), style)
        .toUtf8();
}

QByteArray notesMasterRelationships(const QString& themeTarget)
{
    return relationships(relationship(QStringLiteral("rId1"), QStringLiteral("theme"), themeTarget)).toUtf8();
}

QByteArray notesSlide(const QStringList& lines)
{
    QString paragraphs;
    for (const QString& line : lines) {
        paragraphs += paragraphXml({ line, 0, false, QString(), false });
    }
    if (paragraphs.isEmpty()) {
        paragraphs = QStringLiteral("<a:p><a:endParaRPr lang=\"en-US\"/></a:p>");
    }
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<p:notes %1><p:cSld>"
                          "<p:spTree>%2%3%4</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr>"
                          "</p:notes>")
        .arg(kNs, kGroup, slideImage(2, false), notesBody(3, paragraphs))
        .toUtf8();
}

QByteArray notesSlideRelationships(int slideNumber)
{
    return relationships(relationship(QStringLiteral("rId1"), QStringLiteral("notesMaster"),
                             QStringLiteral("../notesMasters/notesMaster1.xml"))
        + relationship(
            QStringLiteral("rId2"), QStringLiteral("slide"), QStringLiteral("../slides/slide%1.xml").arg(slideNumber)))
        .toUtf8();
}

} // namespace headroom::pptx
