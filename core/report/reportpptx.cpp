// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpptx.h"

#include "pptxchart.h"
#include "pptxnotes.h"
#include "pptxparts.h"
#include "pptxslide.h"
#include "pptxtemplate.h"

#include <QBuffer>
#include <QDateTime>
#include <QImage>

namespace headroom {

namespace {
using namespace pptx;

struct WrittenSlide {
    explicit WrittenSlide(const TextMeasure& measure)
        : shapes(measure)
    {
    }
    SlideShapes shapes;
    QString layoutPart;
    QStringList notes;
    QString imageName; // chartN.png; the SVG is chartN.svg
    std::optional<NativeChart> native; // chartN.xml, its relationships and workbook (pptxchart.h)
    QByteArray image;
    QByteArray svg;
};

struct Deck {
    const DeckTemplate& layouts;
    const TextMeasure& measure;
    const ReportChartRenderer& charts;
    bool dark = false; // the native charts' colours (a template's own theme colours the rest)
};

bool isText(const ReportBlock& block)
{
    return block.kind == BlockKind::Lead || block.kind == BlockKind::Paragraph || block.kind == BlockKind::Note
        || block.kind == BlockKind::Bullets;
}

// Title and content; a chart beside other content: two content; a slide of one or two sentences: a section header.
SlideKind kindOf(const ReportSection& section)
{
    bool chart = false;
    bool other = false;
    bool onlySentences = !section.blocks.isEmpty() && section.blocks.size() <= 2;
    for (const ReportBlock& block : section.blocks) {
        chart = chart || block.kind == BlockKind::Chart;
        other = other || block.kind != BlockKind::Chart;
        onlySentences = onlySentences && (block.kind == BlockKind::Lead || block.kind == BlockKind::Paragraph);
    }
    if (chart && other) {
        return SlideKind::TwoContent;
    }
    return onlySentences ? SlideKind::Section : SlideKind::TitleContent;
}

// Sizes in points (a placeholder keeps the master's colours and font; the lead is in the accent colour).
Run runOf(const ReportBlock& block, const QString& text, qreal scale)
{
    switch (block.kind) {
    case BlockKind::Lead:
        return { text, 24 * scale, true, QStringLiteral("accent1"), false };
    case BlockKind::Note:
        return { text, 11 * scale, false, QStringLiteral("tx2"), false };
    case BlockKind::Bullets:
        return { text, (block.items.size() > 6 ? 12 : 14) * scale, false, QString(), false };
    default:
        return { text, 16 * scale, false, QString(), false };
    }
}

QString textXml(const QList<const ReportBlock*>& blocks, qreal scale, bool placeholder)
{
    QString xml;
    for (const ReportBlock* block : blocks) {
        if (block->kind == BlockKind::Bullets) {
            for (const QString& item : block->items) {
                Run run = runOf(*block, item, scale);
                run.themeFont = !placeholder;
                xml += paragraphXml(run, placeholder ? Para::PlaceholderBullet : Para::Bullet);
            }
            continue;
        }
        for (const QString& line : block->text.split(QLatin1Char('\n'))) {
            Run run = runOf(*block, line, scale);
            run.themeFont = !placeholder;
            xml += paragraphXml(run, placeholder ? Para::PlaceholderPlain : Para::Plain);
        }
    }
    return xml;
}

qreal textHeight(const QList<const ReportBlock*>& blocks, qreal scale, qreal width, const TextMeasure& measure)
{
    qreal height = 0;
    for (const ReportBlock* block : blocks) {
        const QStringList lines
            = block->kind == BlockKind::Bullets ? block->items : block->text.split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            const Run run = runOf(*block, line, scale);
            const qreal indent = block->kind == BlockKind::Bullets ? 20 : 0;
            height += measure.height(line, run.sizePt, width - indent, run.bold) * 1.04 + 6;
        }
    }
    return height;
}

// The one place a chart is put on a slide: a native chart with its data (pptxchart.h) where the renderer gives the
// chart's spec, with the picture (PNG, with the SVG beside it) filling `box` as its fallback, or the picture alone.
void chartShape(WrittenSlide& slide, const Deck& deck, ReportChart chart, QRectF box, int index)
{
    // Two pixels per point: sharp on a 1920-pixel-wide projector.
    const QImage image = deck.charts.image(chart, QSize(int(box.width() * 2), int(box.height() * 2)));
    QBuffer buffer(&slide.image);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    slide.imageName = QStringLiteral("chart%1.png").arg(index);
    slide.svg = deck.charts.svg(chart, QSizeF(960, 960 * box.height() / box.width()));
    const QString description = deck.charts.description(chart);
    slide.native = nativeChartOf(deck.charts.chartSpec(chart), index, deck.dark);
    if (!slide.native) {
        slide.shapes.picture(description, box);
        return;
    }
    const int frameId = slide.shapes.nextId();
    slide.shapes.append(
        withFallback(nativeChartFrame(frameId, kChartRelationship, box, QStringLiteral("Chart"), description),
            slide.shapes.pictureXml(description, box)));
}

// The figures in a row, or in rows of fewer when the widest value would not fit its column at 14 pt: a figure is
// never broken across lines ("$1,400,000.00").
qreal figuresShape(WrittenSlide& slide, const Deck& deck, const ReportBlock& block, QRectF area)
{
    const auto widest = [&](qreal sizePt) {
        qreal width = 0;
        for (const ReportFigure& f : block.figures) {
            width = std::max(width, deck.measure.width(f.value, sizePt, true) * 1.06);
        }
        return width;
    };
    qsizetype perRow = std::max<qsizetype>(block.figures.size(), 1);
    while (perRow > 1 && widest(14) > area.width() / static_cast<qreal>(perRow) - 12) {
        --perRow;
    }
    const qreal w = area.width() / static_cast<qreal>(perRow);
    qreal valueSize = 24;
    while (valueSize > 10 && widest(valueSize) > w - 12) {
        valueSize -= 1;
    }
    qreal rowHeight = 0;
    for (const ReportFigure& f : block.figures) {
        rowHeight = std::max(rowHeight, valueSize * 1.25 + deck.measure.height(f.label, 12, w - 12) + 8);
    }
    for (qsizetype i = 0; i < block.figures.size(); ++i) {
        const ReportFigure& f = block.figures[i];
        const qsizetype rowIndex = i / perRow; // whole rows above this figure
        const auto column = static_cast<qreal>(i % perRow);
        const auto row = static_cast<qreal>(rowIndex);
        slide.shapes.textBox(QStringLiteral("Figure"),
            QRectF(area.x() + w * column, area.y() + rowHeight * row, w - 12, rowHeight),
            paragraphXml({ f.value, valueSize, true, QStringLiteral("accent1"), true })
                + paragraphXml({ f.label, 12, false, QStringLiteral("tx2"), true }));
    }
    const auto rows = (block.figures.size() + perRow - 1) / perRow;
    return rowHeight * static_cast<qreal>(std::max<qsizetype>(rows, 1));
}

// Text blocks in a row are one shape: the first group fills the layout's body placeholder (so it is in the
// outline), later ones are text boxes. Shrinks the type (not below 60 %) when the group does not fit.
qreal textShape(WrittenSlide& slide, const Deck& deck, const QList<const ReportBlock*>& group, QRectF area,
    std::optional<Placeholder>& body)
{
    qreal scale = 1;
    while (scale > 0.6 && textHeight(group, scale, area.width(), deck.measure) > area.height()) {
        scale -= 0.05;
    }
    const qreal height = std::min(textHeight(group, scale, area.width(), deck.measure), area.height());
    const QRectF box(area.topLeft(), QSizeF(area.width(), height));
    if (body) {
        slide.shapes.placeholder(*body, QStringLiteral("Content"), textXml(group, scale, true), box);
        body.reset();
    } else {
        slide.shapes.textBox(QStringLiteral("Text"), box, textXml(group, scale, false));
    }
    return height;
}

void placeBlocks(WrittenSlide& slide, const Deck& deck, const QList<const ReportBlock*>& blocks, QRectF area,
    std::optional<Placeholder> body, int index)
{
    qreal y = area.top();
    QList<const ReportBlock*> group;
    const auto flush = [&] {
        if (!group.isEmpty()) {
            y += textShape(slide, deck, group, QRectF(area.left(), y, area.width(), area.bottom() - y), body) + 10;
            group.clear();
        }
    };
    for (const ReportBlock* block : blocks) {
        if (isText(*block)) {
            group << block;
            continue;
        }
        flush();
        const QRectF rest(area.left(), y, area.width(), std::max<qreal>(area.bottom() - y, 40));
        if (block->kind == BlockKind::Figures) {
            y += figuresShape(slide, deck, *block, rest) + 10;
        } else if (block->kind == BlockKind::Table) {
            if (!block->text.isEmpty()) {
                slide.shapes.textBox(QStringLiteral("Caption"), QRectF(rest.left(), y, rest.width(), 18),
                    paragraphXml({ block->text, 12, true, QStringLiteral("tx1"), true }));
                y += 20;
            }
            const qreal size = block->table.rows.size() > 6 ? 10 : 12;
            y += slide.shapes.table(block->table, QPointF(rest.left(), y), rest.width(), size, area.bottom() - y) + 14;
        } else if (block->kind == BlockKind::Chart) {
            chartShape(slide, deck, block->chart, rest, index);
            y = area.bottom();
        }
    }
    flush();
}

void footer(WrittenSlide& slide, const DeckLayout& layout, QSizeF slidePt, const QString& text, int number)
{
    const QString field = QStringLiteral("<a:p><a:pPr algn=\"r\"/><a:fld id=\"{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}\" "
                                         "type=\"slidenum\"><a:rPr lang=\"en-US\"/><a:t>%1</a:t></a:fld></a:p>")
                              .arg(number);
    const qreal w = slidePt.width();
    const qreal bottom = slidePt.height() - 24;
    if (const auto ftr = layout.find(QStringLiteral("ftr"))) {
        slide.shapes.placeholder(*ftr, QStringLiteral("Footer"), paragraphXml({ text, 9, false, QString(), false }));
    } else {
        slide.shapes.textBox(QStringLiteral("Footer"), QRectF(w * 0.04, bottom, w * 0.78, 14),
            paragraphXml({ text, 9, false, QStringLiteral("tx2"), true }));
    }
    if (const auto numberPh = layout.find(QStringLiteral("sldNum"))) {
        slide.shapes.placeholder(*numberPh, QStringLiteral("Slide number"), field);
    } else {
        slide.shapes.textBox(QStringLiteral("Slide number"), QRectF(w * 0.86, bottom, w * 0.1, 14), field);
    }
}

// The title at the template's size, stated (a template made by LibreOffice has its sizes only in its master's
// prompt texts, which slides do not inherit), made smaller until it fits its placeholder.
void titleShape(WrittenSlide& slide, const Deck& deck, const DeckLayout& layout, const QString& title)
{
    const QSizeF slidePt = deck.layouts.slidePt;
    if (const auto ph = layout.title()) {
        qreal size = ph->sizePt > 0 ? ph->sizePt : 28;
        while (size > 14 && deck.measure.height(title, size, ph->boxPt.width(), true) > ph->boxPt.height()) {
            size -= 2;
        }
        slide.shapes.placeholder(*ph, QStringLiteral("Title"), paragraphXml({ title, size, false, {}, false }));
    } else {
        // A layout without a title placeholder (only when the template has none at all).
        slide.shapes.textBox(QStringLiteral("Title"), QRectF(40, 24, slidePt.width() - 80, 40),
            paragraphXml({ title, 28, true, QStringLiteral("tx1"), true }));
    }
}

WrittenSlide titleSlide(const ReportContent& content, const Deck& deck)
{
    WrittenSlide slide(deck.measure);
    const DeckLayout& layout = deck.layouts.layout(SlideKind::Title);
    slide.layoutPart = layout.part;
    titleShape(slide, deck, layout, content.title);
    const QList<Placeholder> bodies = layout.bodies();
    // The byline at the subtitle's size, at most 20 pt.
    const qreal size = std::min<qreal>(bodies.isEmpty() || bodies.first().sizePt <= 0 ? 18 : bodies.first().sizePt, 20);
    QString lines;
    for (const QString& line : content.titleLines) {
        lines += paragraphXml({ line, size, false, {}, false }, Para::PlaceholderPlain);
    }
    if (!bodies.isEmpty()) {
        slide.shapes.placeholder(bodies.first(), QStringLiteral("Subtitle"), lines);
    } else {
        slide.shapes.textBox(QStringLiteral("Byline"), QRectF(40, 320, deck.layouts.slidePt.width() - 80, 140), lines);
    }
    slide.notes << QStringLiteral("Every slide's notes give how its figures were derived: the formula, the inputs "
                                  "and the measurements or price sources they come from.");
    return slide;
}

WrittenSlide contentSlide(const ReportSection& section, const Deck& deck, int index)
{
    WrittenSlide slide(deck.measure);
    const SlideKind kind = kindOf(section);
    const DeckLayout& layout = deck.layouts.layout(kind);
    slide.layoutPart = layout.part;
    slide.notes = section.speakerNotes;
    titleShape(slide, deck, layout, section.title);
    const QList<Placeholder> bodies = layout.bodies();
    const QSizeF size = deck.layouts.slidePt;
    const QRectF whole = bodies.isEmpty()
        ? QRectF(size.width() * 0.04, size.height() * 0.15, size.width() * 0.92, size.height() * 0.78)
        : bodies.first().boxPt;
    QList<const ReportBlock*> blocks;
    const ReportBlock* chart = nullptr;
    for (const ReportBlock& block : section.blocks) {
        if (kind == SlideKind::TwoContent && block.kind == BlockKind::Chart && !chart) {
            chart = &block;
        } else {
            blocks << &block;
        }
    }
    std::optional<Placeholder> body;
    if (!bodies.isEmpty()) {
        body = bodies.first();
    }
    if (!chart) {
        placeBlocks(slide, deck, blocks, whole, body, index);
        return slide;
    }
    // Two columns: the words and figures on the left, the chart on the right.
    const QRectF left = bodies.size() >= 2 ? bodies[0].boxPt : whole.adjusted(0, 0, -whole.width() * 0.52, 0);
    const QRectF right = bodies.size() >= 2 ? bodies[1].boxPt : whole.adjusted(whole.width() * 0.52, 0, 0, 0);
    placeBlocks(slide, deck, blocks, left, body, index);
    chartShape(slide, deck, chart->chart, right, index);
    return slide;
}

QString freeThemeName(const DeckTemplate& deck)
{
    for (int n = 1;; ++n) {
        QString name = QStringLiteral("ppt/theme/theme%1.xml").arg(n);
        if (std::none_of(deck.parts.begin(), deck.parts.end(), [&](const auto& p) { return p.first == name; })) {
            return name;
        }
    }
}

QList<std::pair<QString, QByteArray>> packageEntries(
    const ReportContent& content, const DeckTemplate& deck, const QList<WrittenSlide>& written)
{
    const int count = int(written.size());
    const bool hasImages
        = std::any_of(written.begin(), written.end(), [](const auto& s) { return !s.image.isEmpty(); });
    const QString notesTheme = freeThemeName(deck);
    QList<int> chartIndexes;
    QList<std::pair<QString, QByteArray>> entries {
        { QStringLiteral("[Content_Types].xml"), contentTypes(deck, count, hasImages, notesTheme) },
        { QStringLiteral("_rels/.rels"), rootRelationships() },
        { QStringLiteral("docProps/core.xml"),
            coreProperties(content.title, content.options.author, content.options.date) },
        { QStringLiteral("docProps/app.xml"), appProperties(count) },
        { QStringLiteral("ppt/presentation.xml"), presentation(deck, count) },
        { QStringLiteral("ppt/_rels/presentation.xml.rels"), presentationRelationships(deck, count) },
    };
    entries << deck.parts;
    entries.append({ QStringLiteral("ppt/notesMasters/notesMaster1.xml"), notesMaster() });
    entries.append({ QStringLiteral("ppt/notesMasters/_rels/notesMaster1.xml.rels"),
        notesMasterRelationships(targetFrom(QStringLiteral("ppt/notesMasters"), notesTheme)) });
    entries.append({ notesTheme, theme() });
    entries.append({ QStringLiteral("ppt/presProps.xml"), presProps() });
    entries.append({ QStringLiteral("ppt/viewProps.xml"), viewProps() });
    entries.append({ QStringLiteral("ppt/tableStyles.xml"), tableStyles() });
    for (int i = 0; i < count; ++i) {
        const WrittenSlide& slide = written[i];
        entries.append({ QStringLiteral("ppt/slides/slide%1.xml").arg(i + 1), slide.shapes.slideXml() });
        const QByteArray relationships = slideRelationships(slide.layoutPart, slide.imageName, i + 1);
        const int chartIndex = slide.native ? slide.imageName.mid(5).chopped(4).toInt() : 0; // chartN.png
        entries.append({ QStringLiteral("ppt/slides/_rels/slide%1.xml.rels").arg(i + 1),
            slide.native ? withChartRelationship(relationships, kChartRelationship, chartIndex) : relationships });
        if (slide.native) {
            entries.append(nativeChartParts(*slide.native, chartIndex));
            chartIndexes << chartIndex;
        }
        entries.append({ QStringLiteral("ppt/notesSlides/notesSlide%1.xml").arg(i + 1), notesSlide(slide.notes) });
        entries.append({ QStringLiteral("ppt/notesSlides/_rels/notesSlide%1.xml.rels").arg(i + 1),
            notesSlideRelationships(i + 1) });
        if (!slide.image.isEmpty()) {
            entries.append({ QStringLiteral("ppt/media/") + slide.imageName, slide.image });
            entries.append(
                { QStringLiteral("ppt/media/") + slide.imageName.chopped(4) + QStringLiteral(".svg"), slide.svg });
        }
    }
    entries[0].second = withNativeChartTypes(entries[0].second, chartIndexes);
    return entries;
}
} // namespace

Expected<QByteArray> reportPptx(const ReportContent& slides, const ReportChartRenderer& charts)
{
    const Expected<DeckTemplate> layouts = slides.options.deckTemplate.isEmpty()
        ? Expected<DeckTemplate>(builtinDeckTemplate(slides.options.dark))
        : readDeckTemplate(slides.options.deckTemplate);
    if (!layouts) {
        return layouts.failure();
    }
    const TextMeasure measure(layouts->minorFont);
    const Deck deck { *layouts, measure, charts, slides.options.dark };
    QList<WrittenSlide> written;
    written << titleSlide(slides, deck);
    for (qsizetype i = 0; i < slides.sections.size(); ++i) {
        written << contentSlide(slides.sections[i], deck, int(i) + 1);
    }
    for (qsizetype i = 0; i < written.size(); ++i) {
        const DeckLayout* layout = nullptr;
        for (const DeckLayout& l : layouts->layouts) {
            layout = l.part == written[i].layoutPart ? &l : layout;
        }
        footer(written[i], *layout, layouts->slidePt, slides.footer, int(i) + 1);
    }
    QDate date = QDate::fromString(slides.options.date, Qt::ISODate);
    if (!date.isValid() || date.year() < 1980) {
        date = QDate(1980, 1, 1);
    }
    // Local midnight: libzip writes the DOS time fields from local time, so the entries show the stated date
    // whatever the time zone.
    const auto mtime = static_cast<time_t>(QDateTime(date, QTime(0, 0), Qt::LocalTime).toSecsSinceEpoch());
    return zipped(packageEntries(slides, *layouts, written), mtime);
}

} // namespace headroom
