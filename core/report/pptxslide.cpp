// SPDX-License-Identifier: GPL-3.0-or-later
#include "pptxslide.h"

#include "pptxparts.h"

#include <cmath>
#include <numeric>

namespace headroom::pptx {

namespace {
constexpr qreal kCellMarginX = 4; // points either side (marL/marR 50800 EMU)
constexpr qreal kCellMarginY = 2;
constexpr qreal kSafety = 1.06; // LibreOffice and PowerPoint lay out a little wider than the font's advances

QString box(QRectF r)
{
    return QStringLiteral("<a:xfrm><a:off x=\"%1\" y=\"%2\"/><a:ext cx=\"%3\" cy=\"%4\"/></a:xfrm>")
        .arg(emu(r.x()), emu(r.y()), emu(r.width()), emu(r.height()));
}

struct ColumnNeeds {
    QList<qreal> least; // the widest figure or word
    QList<qreal> oneLine; // the longest text on one line
};

ColumnNeeds columnNeeds(const ReportTable& table, const TextMeasure& measure, qreal sizePt)
{
    const auto columns = table.headers.size();
    ColumnNeeds needs { QList<qreal>(columns, 0), QList<qreal>(columns, 0) };
    const auto consider = [&](qsizetype c, const QString& text, bool bold, bool figureColumn) {
        const qreal whole = measure.width(text, sizePt, bold) * kSafety;
        const qreal least
            = (figureColumn || isFigure(text)) ? whole : measure.unbreakableWidth(text, sizePt, bold) * kSafety;
        needs.least[c] = std::max(needs.least[c], least + 2 * kCellMarginX);
        needs.oneLine[c] = std::max(needs.oneLine[c], whole + 2 * kCellMarginX);
    };
    for (qsizetype c = 0; c < columns; ++c) {
        consider(c, table.headers[c], true, false);
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            consider(
                c, table.rows[r].value(c), table.emphasisedRows.contains(int(r)), table.rightAligned.contains(int(c)));
        }
    }
    return needs;
}

// Widths for `widthPt` when the least needs fit: what is left is shared by how much more each column would need.
QList<qreal> shareWidth(const ColumnNeeds& needs, qreal widthPt)
{
    const qreal least = std::accumulate(needs.least.begin(), needs.least.end(), 0.0);
    const qreal oneLine = std::accumulate(needs.oneLine.begin(), needs.oneLine.end(), 0.0);
    QList<qreal> widths;
    for (qsizetype c = 0; c < needs.least.size(); ++c) {
        if (oneLine <= widthPt) {
            widths << needs.oneLine[c] * widthPt / oneLine; // everything on one line; the spare shared alike
        } else {
            const qreal want = needs.oneLine[c] - needs.least[c];
            widths << needs.least[c] + (oneLine > least ? (widthPt - least) * want / (oneLine - least) : 0);
        }
    }
    return widths;
}
} // namespace

QString emu(qreal points)
{
    return QString::number(std::llround(points * kEmuPerPoint));
}

qreal TableGeometry::height() const
{
    return std::accumulate(rowHeights.begin(), rowHeights.end(), 0.0);
}

TableGeometry tableGeometry(const ReportTable& table, const TextMeasure& measure, qreal widthPt, qreal sizePt)
{
    TableGeometry geometry;
    geometry.sizePt = sizePt;
    ColumnNeeds needs = columnNeeds(table, measure, sizePt);
    while (std::accumulate(needs.least.begin(), needs.least.end(), 0.0) > widthPt && geometry.sizePt > 7) {
        geometry.sizePt = std::max<qreal>(7, geometry.sizePt - 0.5);
        needs = columnNeeds(table, measure, geometry.sizePt);
    }
    geometry.columnWidths = shareWidth(needs, widthPt);
    const auto rowHeight = [&](const QStringList& cells, bool bold) {
        int lines = 1;
        for (qsizetype c = 0; c < geometry.columnWidths.size(); ++c) {
            const qreal inner = (geometry.columnWidths[c] - 2 * kCellMarginX) / kSafety;
            lines = std::max(lines, measure.lines(cells.value(c), geometry.sizePt, inner, bold));
        }
        return lines * geometry.sizePt * 1.2 + 2 * kCellMarginY + 2;
    };
    geometry.rowHeights << rowHeight(table.headers, true);
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        geometry.rowHeights << rowHeight(table.rows[r], table.emphasisedRows.contains(int(r)));
    }
    return geometry;
}

void SlideShapes::placeholder(const Placeholder& ph, const QString& name, const QString& paragraphs, QRectF at)
{
    const QRectF where = at.isEmpty() ? ph.boxPt : at;
    m_shapes += QStringLiteral("<p:sp><p:nvSpPr><p:cNvPr id=\"%1\" name=\"%2\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/>"
                               "</p:cNvSpPr><p:nvPr>%3</p:nvPr></p:nvSpPr><p:spPr>%4</p:spPr><p:txBody><a:bodyPr>"
                               "<a:normAutofit/></a:bodyPr><a:lstStyle/>%5</p:txBody></p:sp>")
                    .arg(nextId())
                    .arg(xmlEscaped(name), ph.phXml(), box(where), paragraphs);
}

void SlideShapes::textBox(const QString& name, QRectF at, const QString& paragraphs)
{
    m_shapes += QStringLiteral("<p:sp><p:nvSpPr><p:cNvPr id=\"%1\" name=\"%2\"/><p:cNvSpPr txBox=\"1\"/><p:nvPr/>"
                               "</p:nvSpPr><p:spPr>%3<a:prstGeom prst=\"rect\"><a:avLst/></a:prstGeom><a:noFill/>"
                               "</p:spPr><p:txBody><a:bodyPr wrap=\"square\" lIns=\"0\" tIns=\"0\" rIns=\"0\" "
                               "bIns=\"0\" anchor=\"t\"><a:noAutofit/></a:bodyPr><a:lstStyle/>%4</p:txBody></p:sp>")
                    .arg(nextId())
                    .arg(xmlEscaped(name), box(at), paragraphs);
}

QString SlideShapes::pictureXml(const QString& description, QRectF at)
{
    return QStringLiteral(
        "<p:pic><p:nvPicPr><p:cNvPr id=\"%1\" name=\"Chart\" descr=\"%2\"/><p:cNvPicPr><a:picLocks "
        "noChangeAspect=\"1\"/></p:cNvPicPr><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed=\"rId2\">"
        // The vector chart beside the PNG (Office 2016's SVG extension; readers that do not know it use the PNG).
        "<a:extLst><a:ext uri=\"{96DAC541-7B7A-43D3-8B79-37D633B846F1}\"><asvg:svgBlip "
        "xmlns:asvg=\"http://schemas.microsoft.com/office/drawing/2016/SVG/main\" r:embed=\"rId3\"/></a:ext>"
        "</a:extLst></a:blip><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr>%3<a:prstGeom prst=\"rect\">"
        "<a:avLst/></a:prstGeom></p:spPr></p:pic>")
        .arg(nextId())
        .arg(xmlEscaped(description), box(at));
}

qreal SlideShapes::table(const ReportTable& table, QPointF topLeft, qreal widthPt, qreal sizePt, qreal maxHeightPt)
{
    if (table.headers.isEmpty()) {
        return 0;
    }
    TableGeometry geometry = tableGeometry(table, *m_measure, widthPt, sizePt);
    while (geometry.height() > maxHeightPt && geometry.sizePt > 8) {
        geometry = tableGeometry(table, *m_measure, widthPt, geometry.sizePt - 0.5);
    }
    QString grid;
    for (qreal w : geometry.columnWidths) {
        grid += QStringLiteral("<a:gridCol w=\"%1\"/>").arg(emu(w));
    }
    QString borders;
    for (const char* side : { "lnL", "lnR", "lnT", "lnB" }) {
        borders += QStringLiteral("<a:%1 w=\"6350\"><a:solidFill><a:schemeClr val=\"tx2\"><a:lumMod val=\"50000\"/>"
                                  "<a:lumOff val=\"50000\"/></a:schemeClr></a:solidFill></a:%1>")
                       .arg(QString::fromLatin1(side));
    }
    QString rows;
    const auto row = [&](const QStringList& cells, qreal height, bool header, bool strong) {
        QString xml;
        for (qsizetype c = 0; c < table.headers.size(); ++c) {
            const QString align = table.rightAligned.contains(int(c)) ? QStringLiteral("r") : QStringLiteral("l");
            xml += QStringLiteral("<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>%1</a:txBody><a:tcPr marL=\"50800\" "
                                  "marR=\"50800\" marT=\"25400\" marB=\"25400\">%2%3</a:tcPr></a:tc>")
                       .arg(paragraphXml(
                                { cells.value(c), geometry.sizePt, header || strong, QStringLiteral("tx1"), true },
                                Para::Plain, align),
                           borders, schemeFill(header ? QStringLiteral("bg2") : QStringLiteral("bg1")));
        }
        rows += QStringLiteral("<a:tr h=\"%1\">%2</a:tr>").arg(emu(height), xml);
    };
    row(table.headers, geometry.rowHeights[0], true, false);
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        row(table.rows[r], geometry.rowHeights[r + 1], false, table.emphasisedRows.contains(int(r)));
    }
    m_shapes += QStringLiteral(
        "<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id=\"%1\" name=\"Table %1\"/><p:cNvGraphicFramePr>"
        "<a:graphicFrameLocks noGrp=\"1\"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off "
        "x=\"%2\" y=\"%3\"/><a:ext cx=\"%4\" cy=\"%5\"/></p:xfrm><a:graphic><a:graphicData "
        "uri=\"http://schemas.openxmlformats.org/drawingml/2006/table\"><a:tbl><a:tblPr firstRow=\"1\"/>"
        "<a:tblGrid>%6</a:tblGrid>%7</a:tbl></a:graphicData></a:graphic></p:graphicFrame>")
                    .arg(nextId())
                    .arg(emu(topLeft.x()), emu(topLeft.y()), emu(widthPt), emu(geometry.height()), grid, rows);
    return geometry.height();
}

QByteArray SlideShapes::slideXml() const
{
    return (QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<p:sld "
                           "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                           "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
                           "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"><p:cSld>"
                           "<p:spTree><p:nvGrpSpPr><p:cNvPr id=\"1\" name=\"\"/><p:cNvGrpSpPr/><p:nvPr/>"
                           "</p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/>"
                           "<a:chOff x=\"0\" y=\"0\"/><a:chExt cx=\"0\" cy=\"0\"/></a:xfrm></p:grpSpPr>%1"
                           "</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>")
                .arg(m_shapes))
        .toUtf8();
}

} // namespace headroom::pptx
