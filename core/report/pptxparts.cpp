#include "pptxparts.h"

namespace headroom::pptx {

namespace {
const char* const kHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";
const char* const kNs = "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                        "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
                        "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"";
const char* const kRelNs = "http://schemas.openxmlformats.org/package/2006/relationships";
const char* const kRelType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
const char* const kEmptyTree
    = "<p:spTree><p:nvGrpSpPr><p:cNvPr id=\"1\" name=\"\"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm>"
      "<a:off x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/><a:chOff x=\"0\" y=\"0\"/><a:chExt cx=\"0\" "
      "cy=\"0\"/></a:xfrm>"
      "</p:grpSpPr></p:spTree>";

QByteArray xml(const QString& body)
{
    return QByteArray(kHeader) + body.toUtf8();
}

QString relationship(int id, const QString& type, const QString& target)
{
    return QStringLiteral("<Relationship Id=\"rId%1\" Type=\"%2%3\" Target=\"%4\"/>")
        .arg(id)
        .arg(QString::fromLatin1(kRelType), type, target);
}

QString relationships(const QString& body)
{
    return QStringLiteral("<Relationships xmlns=\"%1\">%2</Relationships>").arg(QString::fromLatin1(kRelNs), body);
}
} // namespace

QString xmlEscaped(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&':
            out += QStringLiteral("&amp;");
            break;
        case '<':
            out += QStringLiteral("&lt;");
            break;
        case '>':
            out += QStringLiteral("&gt;");
            break;
        case '"':
            out += QStringLiteral("&quot;");
            break;
        default:
            // XML 1.0 allows no control characters but tab, newline and carriage return.
            if (c.unicode() >= 0x20 || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
                out += c;
            }
        }
    }
    return out;
}

QByteArray contentTypes(int slideCount, bool hasImages)
{
    const QString ct = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.");
    QString body = QStringLiteral(
        "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
        "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
        "<Default Extension=\"xml\" ContentType=\"application/xml\"/>");
    if (hasImages) {
        body += QStringLiteral("<Default Extension=\"png\" ContentType=\"image/png\"/>"
                               "<Default Extension=\"svg\" ContentType=\"image/svg+xml\"/>");
    }
    const auto override = [](const QString& part, const QString& type) {
        return QStringLiteral("<Override PartName=\"%1\" ContentType=\"%2\"/>").arg(part, type);
    };
    body += override(QStringLiteral("/ppt/presentation.xml"), ct + QStringLiteral("presentation.main+xml"));
    body += override(QStringLiteral("/ppt/slideMasters/slideMaster1.xml"), ct + QStringLiteral("slideMaster+xml"));
    body += override(QStringLiteral("/ppt/slideLayouts/slideLayout1.xml"), ct + QStringLiteral("slideLayout+xml"));
    for (int i = 1; i <= slideCount; ++i) {
        body += override(QStringLiteral("/ppt/slides/slide%1.xml").arg(i), ct + QStringLiteral("slide+xml"));
    }
    body += override(QStringLiteral("/ppt/theme/theme1.xml"),
        QStringLiteral("application/vnd.openxmlformats-officedocument.theme+xml"));
    body += override(QStringLiteral("/ppt/presProps.xml"), ct + QStringLiteral("presProps+xml"));
    body += override(QStringLiteral("/ppt/viewProps.xml"), ct + QStringLiteral("viewProps+xml"));
    body += override(QStringLiteral("/ppt/tableStyles.xml"), ct + QStringLiteral("tableStyles+xml"));
    body += override(QStringLiteral("/docProps/core.xml"),
        QStringLiteral("application/vnd.openxmlformats-package.core-properties+xml"));
    body += override(QStringLiteral("/docProps/app.xml"),
        QStringLiteral("application/vnd.openxmlformats-officedocument.extended-properties+xml"));
    return xml(body + QStringLiteral("</Types>"));
}

QByteArray rootRelationships()
{
    return xml(relationships(relationship(1, QStringLiteral("officeDocument"), QStringLiteral("ppt/presentation.xml"))
        + QStringLiteral("<Relationship Id=\"rId2\" "
                         "Type=\"http://schemas.openxmlformats.org/package/2006/relationships/metadata/"
                         "core-properties\" Target=\"docProps/core.xml\"/>")
        + relationship(3, QStringLiteral("extended-properties"), QStringLiteral("docProps/app.xml"))));
}

QByteArray coreProperties(const QString& title, const QString& author, const QString& isoDate)
{
    QString body = QStringLiteral(
        "<cp:coreProperties xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\" "
        "xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:dcterms=\"http://purl.org/dc/terms/\" "
        "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><dc:title>%1</dc:title>")
                       .arg(xmlEscaped(title));
    if (!author.isEmpty()) {
        body += QStringLiteral("<dc:creator>%1</dc:creator>").arg(xmlEscaped(author));
    }
    if (!isoDate.isEmpty()) {
        body += QStringLiteral("<dcterms:created xsi:type=\"dcterms:W3CDTF\">%1T00:00:00Z</dcterms:created>")
                    .arg(xmlEscaped(isoDate));
    }
    return xml(body + QStringLiteral("</cp:coreProperties>"));
}

QByteArray appProperties(int slideCount)
{
    return xml(QStringLiteral("<Properties xmlns=\"http://schemas.openxmlformats.org/officeDocument/2006/"
                              "extended-properties\"><Application>Headroom %1</Application><Slides>%2</Slides>"
                              "<PresentationFormat>Widescreen</PresentationFormat></Properties>")
                   .arg(QStringLiteral(HEADROOM_VERSION))
                   .arg(slideCount));
}

QByteArray presentation(int slideCount)
{
    QString ids;
    for (int i = 0; i < slideCount; ++i) {
        ids += QStringLiteral("<p:sldId id=\"%1\" r:id=\"rId%2\"/>").arg(256 + i).arg(i + 2);
    }
    return xml(QStringLiteral("<p:presentation %1 saveSubsetFonts=\"1\"><p:sldMasterIdLst><p:sldMasterId "
                              "id=\"2147483648\" r:id=\"rId1\"/></p:sldMasterIdLst><p:sldIdLst>%2</p:sldIdLst>"
                              "<p:sldSz cx=\"%3\" cy=\"%4\"/><p:notesSz cx=\"6858000\" cy=\"9144000\"/>"
                              "</p:presentation>")
                   .arg(QString::fromLatin1(kNs), ids)
                   .arg(kSlideWidthEmu)
                   .arg(kSlideHeightEmu));
}

QByteArray presentationRelationships(int slideCount)
{
    QString body = relationship(1, QStringLiteral("slideMaster"), QStringLiteral("slideMasters/slideMaster1.xml"));
    for (int i = 1; i <= slideCount; ++i) {
        body += relationship(i + 1, QStringLiteral("slide"), QStringLiteral("slides/slide%1.xml").arg(i));
    }
    int next = slideCount + 2;
    body += relationship(next++, QStringLiteral("presProps"), QStringLiteral("presProps.xml"));
    body += relationship(next++, QStringLiteral("viewProps"), QStringLiteral("viewProps.xml"));
    body += relationship(next++, QStringLiteral("theme"), QStringLiteral("theme/theme1.xml"));
    body += relationship(next, QStringLiteral("tableStyles"), QStringLiteral("tableStyles.xml"));
    return xml(relationships(body));
}

QByteArray slideMaster()
{
    return xml(QStringLiteral("<p:sldMaster %1><p:cSld><p:bg><p:bgRef idx=\"1001\"><a:schemeClr val=\"bg1\"/>"
                              "</p:bgRef></p:bg>%2</p:cSld><p:clrMap bg1=\"lt1\" tx1=\"dk1\" bg2=\"lt2\" tx2=\"dk2\" "
                              "accent1=\"accent1\" accent2=\"accent2\" accent3=\"accent3\" accent4=\"accent4\" "
                              "accent5=\"accent5\" accent6=\"accent6\" hlink=\"hlink\" folHlink=\"folHlink\"/>"
                              "<p:sldLayoutIdLst><p:sldLayoutId id=\"2147483649\" r:id=\"rId1\"/></p:sldLayoutIdLst>"
                              "</p:sldMaster>")
                   .arg(QString::fromLatin1(kNs), QString::fromLatin1(kEmptyTree)));
}

QByteArray slideMasterRelationships()
{
    return xml(
        relationships(relationship(1, QStringLiteral("slideLayout"), QStringLiteral("../slideLayouts/slideLayout1.xml"))
            + relationship(2, QStringLiteral("theme"), QStringLiteral("../theme/theme1.xml"))));
}

QByteArray slideLayout()
{
    return xml(QStringLiteral("<p:sldLayout %1 type=\"blank\" preserve=\"1\"><p:cSld name=\"Blank\">%2</p:cSld>"
                              "<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>")
                   .arg(QString::fromLatin1(kNs), QString::fromLatin1(kEmptyTree)));
}

QByteArray slideLayoutRelationships()
{
    return xml(relationships(
        relationship(1, QStringLiteral("slideMaster"), QStringLiteral("../slideMasters/slideMaster1.xml"))));
}

QByteArray theme()
{
    // The minimum a theme must hold (§20.1.6): a colour scheme, a font scheme and a format scheme with three
    // entries in each style list.
    const QString fill3 = QStringLiteral("<a:solidFill><a:schemeClr val=\"phClr\"/></a:solidFill>").repeated(3);
    const QString line = QStringLiteral("<a:ln w=\"%1\"><a:solidFill><a:schemeClr val=\"phClr\"/></a:solidFill>"
                                        "</a:ln>");
    return xml(QStringLiteral(
        "<a:theme xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" name=\"Headroom\"><a:themeElements>"
        "<a:clrScheme name=\"Headroom\"><a:dk1><a:srgbClr val=\"1A1A1A\"/></a:dk1><a:lt1><a:srgbClr val=\"FFFFFF\"/>"
        "</a:lt1><a:dk2><a:srgbClr val=\"1E1F24\"/></a:dk2><a:lt2><a:srgbClr val=\"E8ECF1\"/></a:lt2>"
        "<a:accent1><a:srgbClr val=\"005A9C\"/></a:accent1><a:accent2><a:srgbClr val=\"E69F00\"/></a:accent2>"
        "<a:accent3><a:srgbClr val=\"009E73\"/></a:accent3><a:accent4><a:srgbClr val=\"CC79A7\"/></a:accent4>"
        "<a:accent5><a:srgbClr val=\"56B4E9\"/></a:accent5><a:accent6><a:srgbClr val=\"D55E00\"/></a:accent6>"
        "<a:hlink><a:srgbClr val=\"0072B2\"/></a:hlink><a:folHlink><a:srgbClr val=\"CC79A7\"/></a:folHlink>"
        "</a:clrScheme><a:fontScheme name=\"Headroom\"><a:majorFont><a:latin typeface=\"DejaVu Sans\"/>"
        "<a:ea typeface=\"\"/><a:cs typeface=\"\"/></a:majorFont><a:minorFont><a:latin typeface=\"DejaVu Sans\"/>"
        "<a:ea typeface=\"\"/><a:cs typeface=\"\"/></a:minorFont></a:fontScheme><a:fmtScheme name=\"Headroom\">"
        "<a:fillStyleLst>%1</a:fillStyleLst><a:lnStyleLst>%2%3%4</a:lnStyleLst><a:effectStyleLst>"
        "<a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle>"
        "<a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst>%1</a:bgFillStyleLst>"
        "</a:fmtScheme></a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>")
                   .arg(fill3, line.arg(6350), line.arg(12700), line.arg(19050)));
}

QByteArray presProps()
{
    return xml(QStringLiteral("<p:presentationPr %1/>").arg(QString::fromLatin1(kNs)));
}

QByteArray viewProps()
{
    return xml(QStringLiteral("<p:viewPr %1/>").arg(QString::fromLatin1(kNs)));
}

QByteArray tableStyles()
{
    return xml(QStringLiteral("<a:tblStyleLst xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                              "def=\"{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}\"/>"));
}

QByteArray slideRelationships(const QString& imageName)
{
    QString body = relationship(1, QStringLiteral("slideLayout"), QStringLiteral("../slideLayouts/slideLayout1.xml"));
    if (!imageName.isEmpty()) {
        body += relationship(2, QStringLiteral("image"), QStringLiteral("../media/") + imageName);
        body += relationship(
            3, QStringLiteral("image"), QStringLiteral("../media/") + imageName.chopped(4) + QStringLiteral(".svg"));
    }
    return xml(relationships(body));
}

} // namespace headroom::pptx
