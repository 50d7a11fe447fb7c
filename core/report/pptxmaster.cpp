// SPDX-License-Identifier: GPL-3.0-or-later
// Headroom's own slide master, its four layouts and its theme (ECMA-376 Part 1 §19.3.1.42 sldMaster, §19.3.1.39
// sldLayout, §20.1.6 theme), written as a package's parts and then read like any company template, so the deck
// writer has one way to find layouts and placeholders.
#include "pptxparts.h"
#include "pptxtemplate.h"
#include "reporthtml.h"

#include <cmath>

namespace headroom::pptx {

namespace {
const QString kNs = QStringLiteral("xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                                   "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
                                   "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"");
const QString kRelType = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/");
const QString kGroup = QStringLiteral(
    "<p:nvGrpSpPr><p:cNvPr id=\"1\" name=\"\"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off "
    "x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/><a:chOff x=\"0\" y=\"0\"/><a:chExt cx=\"0\" cy=\"0\"/></a:xfrm>"
    "</p:grpSpPr>");

QString emu(qreal points)
{
    return QString::number(std::llround(points * kEmuPerPoint));
}

QString hex(const QColor& color)
{
    return color.name().mid(1).toUpper();
}

struct PhSpec {
    PhSpec(QString name_, QString ph_, QRectF box_, QString bodyPr_, QString text_, QString listStyle_ = {})
        : name(std::move(name_))
        , ph(std::move(ph_))
        , box(box_)
        , bodyPr(std::move(bodyPr_))
        , text(std::move(text_))
        , listStyle(std::move(listStyle_))
    {
    }
    QString name;
    QString ph; // the p:ph attributes
    QRectF box;
    QString bodyPr; // anchor and insets
    QString text; // the prompt text (layouts) or a field
    QString listStyle; // the levels of the placeholder's own a:lstStyle
};

QString placeholderShape(int id, const PhSpec& spec)
{
    return QStringLiteral("<p:sp><p:nvSpPr><p:cNvPr id=\"%1\" name=\"%2\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/>"
                          "</p:cNvSpPr><p:nvPr><p:ph %3/></p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x=\"%4\" "
                          "y=\"%5\"/><a:ext cx=\"%6\" cy=\"%7\"/></a:xfrm><a:prstGeom prst=\"rect\"><a:avLst/>"
                          "</a:prstGeom></p:spPr><p:txBody><a:bodyPr %8><a:normAutofit/></a:bodyPr><a:lstStyle>%9"
                          "</a:lstStyle><a:p>%10</a:p></p:txBody></p:sp>")
        .arg(id)
        .arg(spec.name, spec.ph, emu(spec.box.x()), emu(spec.box.y()), emu(spec.box.width()), emu(spec.box.height()),
            spec.bodyPr, spec.listStyle, spec.text);
}

QString prompt(const QString& text)
{
    return QStringLiteral("<a:r><a:rPr lang=\"en-US\"/><a:t>%1</a:t></a:r>").arg(text);
}

const QString kNoInsets = QStringLiteral("lIns=\"0\" tIns=\"0\" rIns=\"0\" bIns=\"0\"");

// Footer and slide number: the same boxes on the master and every layout.
QList<PhSpec> footerPlaceholders()
{
    return {
        { QStringLiteral("Footer"), QStringLiteral("type=\"ftr\" sz=\"quarter\" idx=\"11\""), QRectF(40, 516, 780, 14),
            kNoInsets + QStringLiteral(" anchor=\"t\""), QString() },
        { QStringLiteral("Slide number"), QStringLiteral("type=\"sldNum\" sz=\"quarter\" idx=\"12\""),
            QRectF(830, 516, 90, 14), kNoInsets + QStringLiteral(" anchor=\"t\""),
            QStringLiteral("<a:pPr algn=\"r\"/><a:fld id=\"{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}\" "
                           "type=\"slidenum\"><a:rPr lang=\"en-US\"/><a:t>‹#›</a:t></a:fld>") },
    };
}

// Title 28 pt bold in the body font's colour; body 16 pt with bullets; footers 9 pt muted (the report's sizes).
QString textStyles()
{
    const QString colour = QStringLiteral("<a:solidFill><a:schemeClr val=\"tx1\"/></a:solidFill>");
    const QString title = QStringLiteral("<p:titleStyle><a:lvl1pPr algn=\"l\"><a:defRPr sz=\"2800\" b=\"1\">%1<a:latin "
                                         "typeface=\"+mj-lt\"/></a:defRPr></a:lvl1pPr></p:titleStyle>")
                              .arg(colour);
    QString body = QStringLiteral("<p:bodyStyle>");
    for (int n = 1; n <= 3; ++n) {
        const int margin = 228600 * n;
        body += QStringLiteral("<a:lvl%1pPr marL=\"%2\" indent=\"-228600\"><a:spcBef><a:spcPts val=\"400\"/>"
                               "</a:spcBef><a:buFont typeface=\"Arial\"/><a:buChar char=\"%3\"/><a:defRPr "
                               "sz=\"%4\">%5<a:latin typeface=\"+mn-lt\"/></a:defRPr></a:lvl%1pPr>")
                    .arg(n)
                    .arg(margin)
                    .arg(n == 2 ? QStringLiteral("–") : QStringLiteral("•"))
                    .arg(1600 - 200 * (n - 1))
                    .arg(colour);
    }
    body += QStringLiteral("</p:bodyStyle>");
    const QString other = QStringLiteral("<p:otherStyle><a:lvl1pPr><a:defRPr sz=\"1400\">%1<a:latin "
                                         "typeface=\"+mn-lt\"/></a:defRPr></a:lvl1pPr></p:otherStyle>")
                              .arg(colour);
    return QStringLiteral("<p:txStyles>%1%2%3</p:txStyles>").arg(title, body, other);
}

QByteArray masterXml()
{
    QList<PhSpec> specs {
        { QStringLiteral("Title"), QStringLiteral("type=\"title\""), QRectF(40, 22, 880, 46),
            kNoInsets + QStringLiteral(" anchor=\"b\""), prompt(QStringLiteral("Title")) },
        { QStringLiteral("Text"), QStringLiteral("type=\"body\" idx=\"1\""), QRectF(40, 80, 880, 425),
            kNoInsets + QStringLiteral(" anchor=\"t\""), prompt(QStringLiteral("Text")) },
    };
    specs << footerPlaceholders();
    QString shapes;
    for (qsizetype i = 0; i < specs.size(); ++i) {
        shapes += placeholderShape(int(i) + 2, specs[i]);
    }
    QString ids;
    for (int i = 0; i < kSlideKindCount; ++i) {
        ids += QStringLiteral("<p:sldLayoutId id=\"%1\" r:id=\"rId%2\"/>").arg(2147483649LL + i).arg(i + 1);
    }
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<p:sldMaster %1><p:cSld>"
                          "<p:bg><p:bgRef idx=\"1001\"><a:schemeClr val=\"bg1\"/></p:bgRef></p:bg><p:spTree>%2%3"
                          "</p:spTree></p:cSld><p:clrMap bg1=\"lt1\" tx1=\"dk1\" bg2=\"lt2\" tx2=\"dk2\" "
                          "accent1=\"accent1\" accent2=\"accent2\" accent3=\"accent3\" accent4=\"accent4\" "
                          "accent5=\"accent5\" accent6=\"accent6\" hlink=\"hlink\" folHlink=\"folHlink\"/>"
                          "<p:sldLayoutIdLst>%4</p:sldLayoutIdLst>%5</p:sldMaster>")
        .arg(kNs, kGroup, shapes, ids, textStyles())
        .toUtf8();
}

struct LayoutSpec {
    QString type;
    QString name;
    QList<PhSpec> placeholders;
};

QList<LayoutSpec> layoutSpecs()
{
    const QString top = kNoInsets + QStringLiteral(" anchor=\"t\"");
    const QString bottom = kNoInsets + QStringLiteral(" anchor=\"b\"");
    const PhSpec title { QStringLiteral("Title"), QStringLiteral("type=\"title\""), QRectF(40, 22, 880, 46), bottom,
        prompt(QStringLiteral("Title")) };
    // Title slide and section header: a 36 pt title over plain (unbulleted) 18 pt lines in the muted colour.
    const QString big = QStringLiteral("<a:lvl1pPr><a:defRPr sz=\"3600\"/></a:lvl1pPr>");
    const QString plain
        = QStringLiteral("<a:lvl1pPr marL=\"0\" indent=\"0\"><a:buNone/><a:defRPr sz=\"1800\">"
                         "<a:solidFill><a:schemeClr val=\"tx2\"/></a:solidFill></a:defRPr></a:lvl1pPr>");
    const auto body = [&](int idx, QRectF box) {
        return PhSpec { QStringLiteral("Content %1").arg(idx), QStringLiteral("idx=\"%1\"").arg(idx), box, top,
            prompt(QStringLiteral("Text")) };
    };
    return {
        { QStringLiteral("title"), QStringLiteral("Title Slide"),
            { { QStringLiteral("Title"), QStringLiteral("type=\"ctrTitle\""), QRectF(40, 130, 880, 170), bottom,
                  prompt(QStringLiteral("Title")), big },
                { QStringLiteral("Subtitle"), QStringLiteral("type=\"subTitle\" idx=\"1\""), QRectF(40, 320, 880, 150),
                    top, QString(), plain } } },
        { QStringLiteral("obj"), QStringLiteral("Title and Content"), { title, body(1, QRectF(40, 80, 880, 425)) } },
        { QStringLiteral("twoObj"), QStringLiteral("Two Content"),
            { title, body(1, QRectF(40, 80, 430, 425)), body(2, QRectF(490, 80, 430, 425)) } },
        { QStringLiteral("secHead"), QStringLiteral("Section Header"),
            { { QStringLiteral("Title"), QStringLiteral("type=\"title\""), QRectF(40, 150, 880, 120), bottom,
                  prompt(QStringLiteral("Section")), big },
                { QStringLiteral("Text"), QStringLiteral("type=\"body\" idx=\"1\""), QRectF(40, 290, 880, 200), top,
                    QString(), plain } } },
    };
}

QByteArray layoutXml(const LayoutSpec& spec)
{
    QString shapes;
    QList<PhSpec> specs = spec.placeholders;
    specs << footerPlaceholders();
    for (qsizetype i = 0; i < specs.size(); ++i) {
        shapes += placeholderShape(int(i) + 2, specs[i]);
    }
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<p:sldLayout %1 type=\"%2\" "
                          "preserve=\"1\"><p:cSld name=\"%3\"><p:spTree>%4%5</p:spTree></p:cSld><p:clrMapOvr>"
                          "<a:masterClrMapping/></p:clrMapOvr></p:sldLayout>")
        .arg(kNs, spec.type, spec.name, kGroup, shapes)
        .toUtf8();
}

QString relationshipsXml(const QList<std::pair<QString, QString>>& typeAndTarget)
{
    QString body;
    for (qsizetype i = 0; i < typeAndTarget.size(); ++i) {
        body += QStringLiteral("<Relationship Id=\"rId%1\" Type=\"%2%3\" Target=\"%4\"/>")
                    .arg(i + 1)
                    .arg(kRelType, typeAndTarget[i].first, typeAndTarget[i].second);
    }
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Relationships "
                          "xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">%1</Relationships>")
        .arg(body);
}
} // namespace

namespace {
QByteArray builtinTheme(bool dark)
{
    // dk1/lt1 are the text and background of the report's style (in the dark style the "dark" text is light: the
    // master maps tx1 to dk1 and bg1 to lt1 either way); dk2 the muted text, lt2 the table header's fill.
    const ReportStyle style = ReportStyle::of(dark);
    QByteArray xml = theme();
    xml.replace("<a:dk1><a:srgbClr val=\"1A1A1A\"/>", "<a:dk1><a:srgbClr val=\"" + hex(style.text).toLatin1() + "\"/>");
    xml.replace(
        "<a:lt1><a:srgbClr val=\"FFFFFF\"/>", "<a:lt1><a:srgbClr val=\"" + hex(style.background).toLatin1() + "\"/>");
    xml.replace(
        "<a:dk2><a:srgbClr val=\"1E1F24\"/>", "<a:dk2><a:srgbClr val=\"" + hex(style.muted).toLatin1() + "\"/>");
    xml.replace(
        "<a:lt2><a:srgbClr val=\"E8ECF1\"/>", "<a:lt2><a:srgbClr val=\"" + hex(style.headerFill).toLatin1() + "\"/>");
    xml.replace("<a:accent1><a:srgbClr val=\"005A9C\"/>",
        "<a:accent1><a:srgbClr val=\"" + hex(style.accent).toLatin1() + "\"/>");
    return xml;
}
} // namespace

DeckTemplate builtinDeckTemplate(bool dark)
{
    QMap<QString, QByteArray> package;
    QList<std::pair<QString, QString>> masterRels;
    const QList<LayoutSpec> specs = layoutSpecs();
    for (qsizetype i = 0; i < specs.size(); ++i) {
        const QString name = QStringLiteral("slideLayout%1.xml").arg(i + 1);
        package.insert(QStringLiteral("ppt/slideLayouts/") + name, layoutXml(specs[i]));
        package.insert(QStringLiteral("ppt/slideLayouts/_rels/%1.rels").arg(name),
            relationshipsXml({ { QStringLiteral("slideMaster"), QStringLiteral("../slideMasters/slideMaster1.xml") } })
                .toUtf8());
        masterRels << std::pair { QStringLiteral("slideLayout"), QStringLiteral("../slideLayouts/") + name };
    }
    masterRels << std::pair { QStringLiteral("theme"), QStringLiteral("../theme/theme1.xml") };
    package.insert(QStringLiteral("ppt/slideMasters/slideMaster1.xml"), masterXml());
    package.insert(
        QStringLiteral("ppt/slideMasters/_rels/slideMaster1.xml.rels"), relationshipsXml(masterRels).toUtf8());
    package.insert(QStringLiteral("ppt/theme/theme1.xml"), builtinTheme(dark));
    package.insert(QStringLiteral("ppt/presentation.xml"),
        QStringLiteral("<p:presentation %1><p:sldSz cx=\"%2\" cy=\"%3\"/></p:presentation>")
            .arg(kNs)
            .arg(kSlideWidthEmu)
            .arg(kSlideHeightEmu)
            .toUtf8());
    package.insert(QStringLiteral("ppt/_rels/presentation.xml.rels"),
        relationshipsXml({ { QStringLiteral("slideMaster"), QStringLiteral("slideMasters/slideMaster1.xml") },
                             { QStringLiteral("theme"), QStringLiteral("theme/theme1.xml") } })
            .toUtf8());
    auto read = deckTemplateFromParts(package, QStringLiteral("built-in"));
    // Our own parts always read back (tst_pptxdeck reads every layout).
    Q_ASSERT(read.ok());
    DeckTemplate deck = std::move(*read);
    deck.source = QStringLiteral("built-in");
    return deck;
}

} // namespace headroom::pptx
