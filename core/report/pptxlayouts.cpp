// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a slide layout's placeholders and choosing, for each kind of slide the deck makes, the layout of a
// template that fits it best (by its type, then its name, then its placeholders).
#include "pptxlayouts.h"

#include "pptxparts.h"

#include <functional>

#include <QXmlStreamReader>

namespace headroom::pptx {

QString Placeholder::phXml() const
{
    QString attributes;
    if (type != QLatin1String("obj")) {
        attributes += QStringLiteral(" type=\"%1\"").arg(xmlEscaped(type));
    }
    if (!idx.isEmpty()) {
        attributes += QStringLiteral(" idx=\"%1\"").arg(xmlEscaped(idx));
    }
    return QStringLiteral("<p:ph%1/>").arg(attributes);
}

std::optional<Placeholder> DeckLayout::title() const
{
    for (const Placeholder& p : placeholders) {
        if (p.isTitle()) {
            return p;
        }
    }
    return std::nullopt;
}

QList<Placeholder> DeckLayout::bodies() const
{
    static const QStringList kBody { QStringLiteral("body"), QStringLiteral("obj"), QStringLiteral("subTitle"),
        QStringLiteral("tx") };
    QList<Placeholder> out;
    for (const Placeholder& p : placeholders) {
        if (kBody.contains(p.type)) {
            out << p;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Placeholder& a, const Placeholder& b) {
        // Columns side by side: left first; stacked ones: top first.
        if (std::abs(a.boxPt.x() - b.boxPt.x()) > 20) {
            return a.boxPt.x() < b.boxPt.x();
        }
        return a.boxPt.y() < b.boxPt.y();
    });
    return out;
}

std::optional<Placeholder> DeckLayout::find(const QString& placeholderType) const
{
    for (const Placeholder& p : placeholders) {
        if (p.type == placeholderType) {
            return p;
        }
    }
    return std::nullopt;
}

namespace {
struct ShapeRead {
    bool hasPh = false;
    Placeholder ph;
    bool hasBox = false;
    qreal listStylePt = 0; // the first sz in its a:lstStyle
    qreal firstPt = 0; // the first sz anywhere (a master's placeholders show their style in their prompt text)
};

qreal sizeOf(const QXmlStreamReader& xml)
{
    return xml.attributes().value(QLatin1String("sz")).toDouble() / 100.0;
}

void readTransform(QXmlStreamReader& xml, ShapeRead& shape)
{
    // Inside a:xfrm: a:off and a:ext in EMU.
    while (xml.readNextStartElement()) {
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("off")) {
            shape.ph.boxPt.moveTopLeft(QPointF(a.value(QLatin1String("x")).toDouble() / double(kEmuPerPoint),
                a.value(QLatin1String("y")).toDouble() / double(kEmuPerPoint)));
        } else if (xml.name() == QLatin1String("ext")) {
            shape.ph.boxPt.setSize(QSizeF(a.value(QLatin1String("cx")).toDouble() / double(kEmuPerPoint),
                a.value(QLatin1String("cy")).toDouble() / double(kEmuPerPoint)));
            shape.hasBox = true;
        }
        xml.skipCurrentElement();
    }
}

// One p:sp: its p:ph (in p:nvSpPr/p:nvPr) and its box (p:spPr/a:xfrm).
ShapeRead readShape(QXmlStreamReader& xml)
{
    ShapeRead shape;
    int depth = 1;
    bool inShapeProperties = false;
    bool inListStyle = false;
    while (depth > 0 && !xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement()) {
            --depth;
            inShapeProperties = inShapeProperties && xml.name() != QLatin1String("spPr");
            inListStyle = inListStyle && xml.name() != QLatin1String("lstStyle");
            continue;
        }
        if (!xml.isStartElement()) {
            continue;
        }
        ++depth;
        if (const qreal size = sizeOf(xml); size > 0) {
            shape.listStylePt = inListStyle && shape.listStylePt == 0 ? size : shape.listStylePt;
            shape.firstPt = shape.firstPt == 0 ? size : shape.firstPt;
        }
        inListStyle = inListStyle || xml.name() == QLatin1String("lstStyle");
        if (xml.name() == QLatin1String("ph")) {
            const auto a = xml.attributes();
            shape.hasPh = true;
            shape.ph.type = a.hasAttribute(QLatin1String("type")) ? a.value(QLatin1String("type")).toString()
                                                                  : QStringLiteral("obj");
            shape.ph.idx = a.value(QLatin1String("idx")).toString();
        } else if (xml.name() == QLatin1String("spPr")) {
            inShapeProperties = true;
        } else if (xml.name() == QLatin1String("xfrm") && inShapeProperties) {
            readTransform(xml, shape);
            --depth; // readTransform consumed the end of a:xfrm
        }
    }
    return shape;
}
} // namespace

PartPlaceholders readPlaceholders(const QByteArray& part)
{
    PartPlaceholders out;
    QXmlStreamReader xml(part);
    bool master = false;
    qreal* textStyle = nullptr; // inside p:titleStyle or p:bodyStyle
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement()
            && (xml.name() == QLatin1String("titleStyle") || xml.name() == QLatin1String("bodyStyle"))) {
            textStyle = nullptr;
        }
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QLatin1String("sldLayout")) {
            out.type = xml.attributes().value(QLatin1String("type")).toString();
        } else if (xml.name() == QLatin1String("sldMaster")) {
            master = true;
        } else if (xml.name() == QLatin1String("cSld")) {
            out.name = xml.attributes().value(QLatin1String("name")).toString();
        } else if (xml.name() == QLatin1String("titleStyle") || xml.name() == QLatin1String("bodyStyle")) {
            textStyle = xml.name() == QLatin1String("titleStyle") ? &out.titleStylePt : &out.bodyStylePt;
        } else if (textStyle && *textStyle == 0 && sizeOf(xml) > 0) {
            *textStyle = sizeOf(xml);
        } else if (xml.name() == QLatin1String("sp")) {
            ShapeRead shape = readShape(xml);
            if (shape.hasPh) {
                shape.ph.sizePt = shape.listStylePt > 0 || !master ? shape.listStylePt : shape.firstPt;
                out.placeholders << shape.ph;
                out.hasBox << shape.hasBox;
            }
        }
    }
    if (out.type.isEmpty()) {
        out.type = QStringLiteral("cust"); // the schema's default for a layout without a type
    }
    return out;
}

void inheritBoxes(PartPlaceholders& layout, const PartPlaceholders& master, QSizeF slidePt)
{
    const auto masterBox = [&](const QString& type) -> std::optional<QRectF> {
        for (qsizetype i = 0; i < master.placeholders.size(); ++i) {
            if (master.placeholders[i].type == type && master.hasBox[i]) {
                return master.placeholders[i].boxPt;
            }
        }
        return std::nullopt;
    };
    const auto masterSize = [&](bool title) {
        const qreal style = title ? master.titleStylePt : master.bodyStylePt;
        for (const Placeholder& p : master.placeholders) {
            if (style == 0 && p.type == (title ? QLatin1String("title") : QLatin1String("body"))) {
                return p.sizePt;
            }
        }
        return style;
    };
    for (Placeholder& p : layout.placeholders) {
        if (p.sizePt == 0 && p.type != QLatin1String("sldNum") && p.type != QLatin1String("ftr")) {
            p.sizePt = masterSize(p.isTitle());
        }
    }
    const qreal w = slidePt.width();
    const qreal h = slidePt.height();
    for (qsizetype i = 0; i < layout.placeholders.size(); ++i) {
        if (layout.hasBox[i]) {
            continue;
        }
        Placeholder& p = layout.placeholders[i];
        const bool title = p.isTitle();
        const bool footer
            = p.type == QLatin1String("sldNum") || p.type == QLatin1String("ftr") || p.type == QLatin1String("dt");
        const auto box = masterBox(title ? QStringLiteral("title") : footer ? p.type : QStringLiteral("body"));
        // Without a box anywhere: the usual places on the slide.
        const QRectF usual = title           ? QRectF(w * 0.05, h * 0.05, w * 0.9, h * 0.13)
            : p.type == QLatin1String("ftr") ? QRectF(w * 0.05, h * 0.93, w * 0.6, h * 0.05)
            : footer                         ? QRectF(w * 0.75, h * 0.93, w * 0.2, h * 0.05)
                                             : QRectF(w * 0.05, h * 0.22, w * 0.9, h * 0.68);
        p.boxPt = box.value_or(usual);
        layout.hasBox[i] = true;
    }
}

namespace {
using LayoutTest = std::function<bool(const DeckLayout&)>;

LayoutTest ofType(const char* type)
{
    return [type = QString::fromLatin1(type)](const DeckLayout& l) { return l.type == type; };
}

LayoutTest named(std::initializer_list<const char*> names)
{
    QStringList list;
    for (const char* n : names) {
        list << QString::fromLatin1(n);
    }
    return [list](const DeckLayout& l) { return list.contains(l.name, Qt::CaseInsensitive); };
}

LayoutTest withBodies(qsizetype count, bool exactly = true)
{
    return [=](const DeckLayout& l) {
        const qsizetype n = l.bodies().size();
        return l.title() && (exactly ? n == count : n >= count);
    };
}

QList<LayoutTest> testsFor(SlideKind kind)
{
    switch (kind) {
    case SlideKind::Title:
        return { ofType("title"), named({ "Title Slide" }), [](const DeckLayout& l) {
                    return l.find(QStringLiteral("ctrTitle")) || (l.title() && l.find(QStringLiteral("subTitle")));
                } };
    case SlideKind::TitleContent:
        return { ofType("obj"), named({ "Title and Content", "Title, Content" }), withBodies(1), ofType("titleOnly") };
    case SlideKind::TwoContent:
        return { ofType("twoObj"), named({ "Two Content", "Title, 2 Content" }), ofType("twoTxTwoObj"),
            withBodies(2, false) };
    case SlideKind::Section:
        return { ofType("secHead"), named({ "Section Header", "Section Title" }) };
    }
    return {};
}

int firstMatch(const QList<DeckLayout>& layouts, const QList<LayoutTest>& tests)
{
    for (const LayoutTest& test : tests) {
        for (qsizetype i = 0; i < layouts.size(); ++i) {
            if (test(layouts[i])) {
                return int(i);
            }
        }
    }
    return -1;
}
} // namespace

std::array<int, kSlideKindCount> chooseLayouts(const QList<DeckLayout>& layouts)
{
    std::array<int, kSlideKindCount> chosen {};
    // The closest ones when a template lacks a kind: a section header looks most like a title slide; two content
    // columns fit in one content placeholder; anything with a title comes last, then the first layout.
    int anyTitled = firstMatch(layouts, { [](const DeckLayout& l) { return bool(l.title()); } });
    anyTitled = std::max(anyTitled, 0);
    const auto pick = [&](SlideKind kind, int fallback) {
        const int found = firstMatch(layouts, testsFor(kind));
        return found >= 0 ? found : fallback;
    };
    const int content = pick(SlideKind::TitleContent, anyTitled);
    const int title = pick(SlideKind::Title, anyTitled);
    chosen[int(SlideKind::Title)] = title;
    chosen[int(SlideKind::TitleContent)] = content;
    chosen[int(SlideKind::TwoContent)] = pick(SlideKind::TwoContent, content);
    chosen[int(SlideKind::Section)] = pick(SlideKind::Section, title);
    return chosen;
}

} // namespace headroom::pptx
