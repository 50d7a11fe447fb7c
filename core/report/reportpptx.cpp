#include "reportpptx.h"

#include "pptxparts.h"
#include "reporthtml.h"

#include <cmath>
#include <zip.h>

#include <QBuffer>
#include <QDateTime>
#include <QImage>

namespace headroom {

namespace {
using namespace pptx;

constexpr qreal kLeft = 40; // points; the slide is 960 × 540 pt
constexpr qreal kWidth = 880;
constexpr qreal kBottom = 505;

QString emu(qreal points)
{
    return QString::number(std::llround(points * kEmuPerPoint));
}

QString hex(const QColor& color)
{
    return color.name().mid(1).toUpper();
}

// Rough height of text in a box: DejaVu Sans averages about 0.55 em per character.
qreal textHeight(const QString& text, qreal sizePt, qreal widthPt)
{
    const qreal perLine = std::max<qreal>(1, std::floor(widthPt / (sizePt * 0.55)));
    qreal lines = 0;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        lines += std::max<qreal>(1, std::ceil(static_cast<qreal>(paragraph.size()) / perLine));
    }
    return lines * sizePt * 1.22;
}

struct Run {
    QString text;
    qreal sizePt = 14;
    bool bold = false;
    QColor color;
};

QString runXml(const Run& run)
{
    return QStringLiteral("<a:r><a:rPr lang=\"en-US\" sz=\"%1\" b=\"%2\" dirty=\"0\"><a:solidFill><a:srgbClr "
                          "val=\"%3\"/></a:solidFill><a:latin typeface=\"DejaVu Sans\"/></a:rPr><a:t>%4</a:t></a:r>")
        .arg(std::lround(run.sizePt * 100))
        .arg(run.bold ? 1 : 0)
        .arg(hex(run.color), xmlEscaped(run.text));
}

QString paragraphXml(const Run& run, const QString& align = QString(), bool bullet = false)
{
    QString props;
    if (bullet) {
        props = QStringLiteral("<a:pPr marL=\"228600\" indent=\"-228600\"%1><a:spcBef><a:spcPts val=\"300\"/>"
                               "</a:spcBef><a:buFont typeface=\"Arial\"/><a:buChar char=\"&#8226;\"/></a:pPr>")
                    .arg(align.isEmpty() ? QString() : QStringLiteral(" algn=\"%1\"").arg(align));
    } else if (!align.isEmpty()) {
        props = QStringLiteral("<a:pPr algn=\"%1\"/>").arg(align);
    }
    return QStringLiteral("<a:p>%1%2<a:endParaRPr lang=\"en-US\" sz=\"%3\" dirty=\"0\"/></a:p>")
        .arg(props, run.text.isEmpty() ? QString() : runXml(run))
        .arg(std::lround(run.sizePt * 100));
}

class SlideWriter {
public:
    SlideWriter(const ReportStyle& style, bool dark)
        : m_style(&style)
        , m_dark(dark)
    {
    }

    void textBox(const QString& name, QRectF box, const QString& paragraphs)
    {
        m_shapes
            += QStringLiteral(
                "<p:sp><p:nvSpPr><p:cNvPr id=\"%1\" name=\"%2\"/><p:cNvSpPr txBox=\"1\"/><p:nvPr/></p:nvSpPr><p:spPr>"
                "<a:xfrm><a:off x=\"%3\" y=\"%4\"/><a:ext cx=\"%5\" cy=\"%6\"/></a:xfrm><a:prstGeom prst=\"rect\">"
                "<a:avLst/></a:prstGeom><a:noFill/></p:spPr><p:txBody><a:bodyPr wrap=\"square\" lIns=\"0\" tIns=\"0\" "
                "rIns=\"0\" bIns=\"0\" anchor=\"t\"><a:noAutofit/></a:bodyPr><a:lstStyle/>%7</p:txBody></p:sp>")
                   .arg(nextId())
                   .arg(xmlEscaped(name), emu(box.x()), emu(box.y()), emu(box.width()), emu(box.height()), paragraphs);
    }

    void picture(const QString& description, QRectF box)
    {
        m_shapes += QStringLiteral(
            "<p:pic><p:nvPicPr><p:cNvPr id=\"%1\" name=\"Chart\" descr=\"%2\"/><p:cNvPicPr><a:picLocks "
            "noChangeAspect=\"1\"/></p:cNvPicPr><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed=\"rId2\">"
            // The vector chart beside the PNG (Office 2016's SVG extension; readers that do not know it use the PNG).
            "<a:extLst><a:ext uri=\"{96DAC541-7B7A-43D3-8B79-37D633B846F1}\"><asvg:svgBlip "
            "xmlns:asvg=\"http://schemas.microsoft.com/office/drawing/2016/SVG/main\" r:embed=\"rId3\"/></a:ext>"
            "</a:extLst></a:blip>"
            "<a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr><a:xfrm><a:off x=\"%3\" y=\"%4\"/><a:ext "
            "cx=\"%5\" cy=\"%6\"/></a:xfrm><a:prstGeom prst=\"rect\"><a:avLst/></a:prstGeom></p:spPr></p:pic>")
                        .arg(nextId())
                        .arg(xmlEscaped(description), emu(box.x()), emu(box.y()), emu(box.width()), emu(box.height()));
    }

    // Returns the table's height in points.
    qreal table(const ReportTable& table, qreal top, qreal sizePt)
    {
        const auto columns = table.headers.size();
        if (columns == 0) {
            return 0;
        }
        // Column widths by the longest text in each, 9 to 40 characters (a "+230 %" stays on one line).
        QList<qreal> weights(columns, 1.0);
        for (qsizetype c = 0; c < columns; ++c) {
            qreal longest = static_cast<qreal>(table.headers[c].size());
            for (const QStringList& row : table.rows) {
                longest = std::max<qreal>(longest, static_cast<qreal>(row.value(c).size()));
            }
            weights[c] = c < table.widthsPct.size() ? table.widthsPct[c] : std::clamp<qreal>(longest, 9, 40);
        }
        qreal sum = 0;
        for (qreal w : weights) {
            sum += w;
        }
        QList<qreal> widths;
        for (qreal w : weights) {
            widths << kWidth * w / sum;
        }
        QString grid;
        for (qreal w : widths) {
            grid += QStringLiteral("<a:gridCol w=\"%1\"/>").arg(emu(w));
        }
        QString rows;
        qreal height = 0;
        const auto rowXml = [&](const QStringList& cells, bool header, bool strong) {
            qreal rowHeight = sizePt * 1.22 + 6;
            QString xml;
            for (qsizetype c = 0; c < columns; ++c) {
                const QString text = cells.value(c);
                rowHeight = std::max(rowHeight, textHeight(text, sizePt, widths[c] - 8) + 6);
                const QString align = table.rightAligned.contains(int(c)) ? QStringLiteral("r") : QStringLiteral("l");
                const QString border = QStringLiteral("<a:%1 w=\"6350\"><a:solidFill><a:srgbClr val=\"%2\"/>"
                                                      "</a:solidFill></a:%1>");
                QString borders;
                for (const char* side : { "lnL", "lnR", "lnT", "lnB" }) {
                    borders += border.arg(QString::fromLatin1(side), hex(m_style->rule));
                }
                xml += QStringLiteral("<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>%1</a:txBody><a:tcPr marL=\"50800\" "
                                      "marR=\"50800\" marT=\"25400\" marB=\"25400\">%2<a:solidFill><a:srgbClr "
                                      "val=\"%3\"/></a:solidFill></a:tcPr></a:tc>")
                           .arg(paragraphXml({ text, sizePt, header || strong, m_style->text }, align), borders,
                               hex(header ? m_style->headerFill : m_style->background));
            }
            rows += QStringLiteral("<a:tr h=\"%1\">%2</a:tr>").arg(emu(rowHeight), xml);
            height += rowHeight;
        };
        rowXml(table.headers, true, false);
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            rowXml(table.rows[r], false, table.emphasisedRows.contains(int(r)));
        }
        m_shapes += QStringLiteral(
            "<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id=\"%1\" name=\"Table %1\"/><p:cNvGraphicFramePr>"
            "<a:graphicFrameLocks noGrp=\"1\"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off "
            "x=\"%2\" y=\"%3\"/><a:ext cx=\"%4\" cy=\"%5\"/></p:xfrm><a:graphic><a:graphicData "
            "uri=\"http://schemas.openxmlformats.org/drawingml/2006/table\"><a:tbl><a:tblPr firstRow=\"1\"/>"
            "<a:tblGrid>%6</a:tblGrid>%7</a:tbl></a:graphicData></a:graphic></p:graphicFrame>")
                        .arg(nextId())
                        .arg(emu(kLeft), emu(top), emu(kWidth), emu(height), grid, rows);
        return height;
    }

    QByteArray xml() const
    {
        const QString background = m_dark
            ? QStringLiteral("<p:bg><p:bgPr><a:solidFill><a:srgbClr val=\"%1\"/></a:solidFill><a:effectLst/>"
                             "</p:bgPr></p:bg>")
                  .arg(hex(m_style->background))
            : QString();
        return (QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<p:sld "
                               "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
                               "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
                               "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"><p:cSld>%1"
                               "<p:spTree><p:nvGrpSpPr><p:cNvPr id=\"1\" name=\"\"/><p:cNvGrpSpPr/><p:nvPr/>"
                               "</p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/>"
                               "<a:chOff x=\"0\" y=\"0\"/><a:chExt cx=\"0\" cy=\"0\"/></a:xfrm></p:grpSpPr>%2"
                               "</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>")
                    .arg(background, m_shapes))
            .toUtf8();
    }

    QString imageName; // chartN.png; the SVG is chartN.svg
    QByteArray image;
    QByteArray svg;

private:
    int nextId() { return ++m_lastId; }

    const ReportStyle* m_style;
    bool m_dark;
    QString m_shapes;
    int m_lastId = 1;
};

QString svgName(const QString& pngName)
{
    return pngName.chopped(4) + QStringLiteral(".svg");
}

void footer(SlideWriter& slide, const ReportStyle& style, const QString& text, int number, int count)
{
    slide.textBox(
        QStringLiteral("Footer"), QRectF(kLeft, 516, kWidth - 90, 14), paragraphXml({ text, 9, false, style.muted }));
    slide.textBox(QStringLiteral("Slide number"), QRectF(kLeft + kWidth - 90, 516, 90, 14),
        paragraphXml({ QStringLiteral("%1 / %2").arg(number).arg(count), 9, false, style.muted }, QStringLiteral("r")));
}

SlideWriter titleSlide(const ReportContent& content, const ReportStyle& style)
{
    SlideWriter slide(style, content.options.dark);
    slide.textBox(QStringLiteral("Title"), QRectF(kLeft, 150, kWidth, textHeight(content.title, 36, kWidth)),
        paragraphXml({ content.title, 36, true, style.text }));
    QString lines;
    for (const QString& line : content.titleLines) {
        lines += paragraphXml({ line, 18, false, style.muted });
    }
    slide.textBox(QStringLiteral("Byline"), QRectF(kLeft, 320, kWidth, 140), lines);
    return slide;
}

SlideWriter contentSlide(
    const ReportSection& section, const ReportStyle& style, const ReportChartRenderer& charts, bool dark, int index)
{
    SlideWriter slide(style, dark);
    slide.textBox(
        QStringLiteral("Title"), QRectF(kLeft, 24, kWidth, 40), paragraphXml({ section.title, 28, true, style.text }));
    qreal y = 80;
    for (const ReportBlock& block : section.blocks) {
        switch (block.kind) {
        case BlockKind::Lead:
        case BlockKind::Paragraph:
        case BlockKind::Note: {
            const qreal size = block.kind == BlockKind::Lead ? 24 : block.kind == BlockKind::Note ? 11 : 16;
            const qreal h = textHeight(block.text, size, kWidth) + 6;
            slide.textBox(QStringLiteral("Text"), QRectF(kLeft, y, kWidth, h),
                paragraphXml({ block.text, size, block.kind == BlockKind::Lead,
                    block.kind == BlockKind::Lead       ? style.accent
                        : block.kind == BlockKind::Note ? style.muted
                                                        : style.text }));
            y += h + 10;
            break;
        }
        case BlockKind::Bullets: {
            QString paragraphs;
            qreal h = 0;
            const qreal size = block.items.size() > 6 ? 12 : 14;
            for (const QString& item : block.items) {
                paragraphs += paragraphXml({ item, size, false, style.text }, QString(), true);
                h += textHeight(item, size, kWidth - 20) + 3;
            }
            slide.textBox(QStringLiteral("Bullets"), QRectF(kLeft, y, kWidth, std::min(h, kBottom - y)), paragraphs);
            y += h + 10;
            break;
        }
        case BlockKind::Figures: {
            const auto n = std::max<qsizetype>(block.figures.size(), 1);
            const qreal w = kWidth / static_cast<qreal>(n);
            for (qsizetype i = 0; i < block.figures.size(); ++i) {
                const ReportFigure& f = block.figures[i];
                slide.textBox(QStringLiteral("Figure"), QRectF(kLeft + w * static_cast<qreal>(i), y, w - 12, 110),
                    paragraphXml({ f.value, 24, true, style.accent })
                        + paragraphXml({ f.label, 12, false, style.muted }));
            }
            y += 120;
            break;
        }
        case BlockKind::Table: {
            const qreal size = block.table.rows.size() > 6 ? 10 : 12;
            if (!block.text.isEmpty()) {
                slide.textBox(QStringLiteral("Caption"), QRectF(kLeft, y, kWidth, 18),
                    paragraphXml({ block.text, 12, true, style.text }));
                y += 20;
            }
            y += slide.table(block.table, y, size) + 14;
            break;
        }
        case BlockKind::Chart: {
            const QRectF box(kLeft, y, kWidth, kBottom - y);
            // Two pixels per point: sharp on a 1920-pixel-wide projector.
            const QImage image = charts.image(block.chart, QSize(int(box.width() * 2), int(box.height() * 2)));
            QBuffer buffer(&slide.image);
            buffer.open(QIODevice::WriteOnly);
            image.save(&buffer, "PNG");
            slide.imageName = QStringLiteral("chart%1.png").arg(index);
            slide.svg = charts.svg(block.chart, QSizeF(960, 960 * box.height() / box.width()));
            slide.picture(charts.description(block.chart), box);
            y = kBottom;
            break;
        }
        }
    }
    return slide;
}

// The archive in memory (libzip's buffer source), entries stored in the order given with a fixed time.
Expected<QByteArray> zipped(const QList<std::pair<QString, QByteArray>>& entries, time_t mtime)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* memory = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (!memory) {
        return fail(QStringLiteral("zip: %1").arg(QString::fromUtf8(zip_error_strerror(&error))));
    }
    zip_t* archive = zip_open_from_source(memory, ZIP_TRUNCATE, &error);
    if (!archive) {
        zip_source_free(memory);
        return fail(QStringLiteral("zip: %1").arg(QString::fromUtf8(zip_error_strerror(&error))));
    }
    zip_source_keep(memory); // read back after zip_close
    for (const auto& [name, bytes] : entries) {
        zip_source_t* source
            = zip_source_buffer(archive, bytes.constData(), static_cast<zip_uint64_t>(bytes.size()), 0);
        const zip_int64_t index
            = source ? zip_file_add(archive, name.toUtf8().constData(), source, ZIP_FL_ENC_UTF_8) : -1;
        if (index < 0) {
            zip_source_free(source);
            const QString why = QString::fromUtf8(zip_strerror(archive));
            zip_discard(archive);
            zip_source_free(memory);
            return fail(QStringLiteral("zip: cannot add %1: %2").arg(name, why));
        }
        const auto entry = static_cast<zip_uint64_t>(index);
        zip_file_set_mtime(archive, entry, mtime, 0);
        zip_set_file_compression(archive, entry, name.endsWith(QLatin1String(".png")) ? ZIP_CM_STORE : ZIP_CM_DEFLATE,
            name.endsWith(QLatin1String(".png")) ? 0 : 9);
    }
    if (zip_close(archive) != 0) {
        const QString why = QString::fromUtf8(zip_strerror(archive));
        zip_discard(archive);
        zip_source_free(memory);
        return fail(QStringLiteral("zip: %1").arg(why));
    }
    QByteArray out;
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_source_open(memory) == 0 && zip_source_stat(memory, &stat) == 0) {
        out.resize(static_cast<qsizetype>(stat.size));
        const zip_int64_t read = zip_source_read(memory, out.data(), stat.size);
        zip_source_close(memory);
        if (read != static_cast<zip_int64_t>(stat.size)) {
            out.clear();
        }
    }
    zip_source_free(memory);
    if (out.isEmpty()) {
        return fail(QStringLiteral("zip: the archive could not be read back"));
    }
    return out;
}
} // namespace

Expected<QByteArray> reportPptx(const ReportContent& slides, const ReportChartRenderer& charts)
{
    const ReportStyle style = ReportStyle::of(slides.options.dark);
    QList<SlideWriter> written;
    written << titleSlide(slides, style);
    for (qsizetype i = 0; i < slides.sections.size(); ++i) {
        written << contentSlide(slides.sections[i], style, charts, slides.options.dark, int(i) + 1);
    }
    const int count = int(written.size());
    for (int i = 0; i < count; ++i) {
        footer(written[i], style, slides.footer, i + 1, count);
    }
    bool hasImages = false;
    for (const SlideWriter& s : written) {
        hasImages = hasImages || !s.image.isEmpty();
    }
    QList<std::pair<QString, QByteArray>> entries {
        { QStringLiteral("[Content_Types].xml"), contentTypes(count, hasImages) },
        { QStringLiteral("_rels/.rels"), rootRelationships() },
        { QStringLiteral("docProps/core.xml"),
            coreProperties(slides.title, slides.options.author, slides.options.date) },
        { QStringLiteral("docProps/app.xml"), appProperties(count) },
        { QStringLiteral("ppt/presentation.xml"), presentation(count) },
        { QStringLiteral("ppt/_rels/presentation.xml.rels"), presentationRelationships(count) },
        { QStringLiteral("ppt/slideMasters/slideMaster1.xml"), slideMaster() },
        { QStringLiteral("ppt/slideMasters/_rels/slideMaster1.xml.rels"), slideMasterRelationships() },
        { QStringLiteral("ppt/slideLayouts/slideLayout1.xml"), slideLayout() },
        { QStringLiteral("ppt/slideLayouts/_rels/slideLayout1.xml.rels"), slideLayoutRelationships() },
        { QStringLiteral("ppt/theme/theme1.xml"), theme() },
        { QStringLiteral("ppt/presProps.xml"), presProps() },
        { QStringLiteral("ppt/viewProps.xml"), viewProps() },
        { QStringLiteral("ppt/tableStyles.xml"), tableStyles() },
    };
    for (int i = 0; i < count; ++i) {
        entries.append({ QStringLiteral("ppt/slides/slide%1.xml").arg(i + 1), written[i].xml() });
        entries.append({ QStringLiteral("ppt/slides/_rels/slide%1.xml.rels").arg(i + 1),
            slideRelationships(written[i].imageName) });
        if (!written[i].image.isEmpty()) {
            entries.append({ QStringLiteral("ppt/media/") + written[i].imageName, written[i].image });
            entries.append({ QStringLiteral("ppt/media/") + svgName(written[i].imageName), written[i].svg });
        }
    }
    QDate date = QDate::fromString(slides.options.date, Qt::ISODate);
    if (!date.isValid() || date.year() < 1980) {
        date = QDate(1980, 1, 1);
    }
    // Local midnight: libzip writes the DOS time fields from local time, so the entries show the stated date
    // whatever the time zone.
    const auto mtime = static_cast<time_t>(QDateTime(date, QTime(0, 0), Qt::LocalTime).toSecsSinceEpoch());
    return zipped(entries, mtime);
}

} // namespace headroom
