// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pptxtemplate.h"
#include "pptxtext.h"
#include "reportcontent.h"

#include <QByteArray>
#include <QRectF>
#include <QString>

// One slide's shape tree (ECMA-376 Part 1 §19.3.1): placeholders that inherit from the slide's layout, text boxes,
// DrawingML tables with columns as wide as their content needs, pictures. Lengths in points.
namespace headroom::pptx {

QString emu(qreal points);

// A table's column widths and type size, from the text's width in the deck's font: every column at least as wide as
// its widest figure or word (so "$1,115,500.00" never wraps), the rest of `widthPt` shared by what each column
// would need on one line; the type shrinks (not below 7 pt) when even that does not fit.
struct TableGeometry {
    QList<qreal> columnWidths;
    QList<qreal> rowHeights; // the header first
    qreal sizePt = 12;
    qreal height() const;
};
TableGeometry tableGeometry(const ReportTable& table, const TextMeasure& measure, qreal widthPt, qreal sizePt);

class SlideShapes {
public:
    explicit SlideShapes(const TextMeasure& measure)
        : m_measure(&measure)
    {
    }

    // A shape using the layout's placeholder `ph`, at `box` (the layout's own when empty).
    void placeholder(const Placeholder& ph, const QString& name, const QString& paragraphs, QRectF box = {});
    void textBox(const QString& name, QRectF box, const QString& paragraphs);
    // rId2 is the PNG, rId3 the same picture as SVG.
    void picture(const QString& description, QRectF box) { m_shapes += pictureXml(description, box); }
    QString pictureXml(const QString& description, QRectF box);
    // Returns the table's height; the type shrinks to keep it within `maxHeightPt`.
    qreal table(const ReportTable& table, QPointF topLeft, qreal widthPt, qreal sizePt, qreal maxHeightPt);
    void append(const QString& shapeXml) { m_shapes += shapeXml; }
    int nextId() { return ++m_lastId; }

    QByteArray slideXml() const;

private:
    const TextMeasure* m_measure;
    QString m_shapes;
    int m_lastId = 1;
};

} // namespace headroom::pptx
