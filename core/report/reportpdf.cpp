// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpdf.h"

#include "reporthtml.h"

#include <algorithm>
#include <cmath>

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHashSeed>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <QTextTable>

namespace headroom {

namespace {
constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartProperty = QTextFormat::UserProperty + 1;
constexpr int kChartWidthProperty = QTextFormat::UserProperty + 2;
constexpr int kChartHeightProperty = QTextFormat::UserProperty + 3;
constexpr qreal kSlideWidth = 960; // 13.333 × 7.5 in, PowerPoint's 16:9
constexpr qreal kSlideHeight = 540;

// Draws a chart where the document holds its object character.
class ChartObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    explicit ChartObject(const ReportChartRenderer& charts)
        : m_charts(charts)
    {
    }
    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override
    {
        return { format.doubleProperty(kChartWidthProperty), format.doubleProperty(kChartHeightProperty) };
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format) override
    {
        painter->save();
        m_charts.paint(static_cast<ReportChart>(format.intProperty(kChartProperty)), *painter, rect);
        painter->restore();
    }

private:
    const ReportChartRenderer& m_charts;
};

// A paint device that only gives the layout its metrics: 72 dpi, so one unit is one point.
QPdfWriter& layoutDevice()
{
    static QBuffer buffer;
    static QPdfWriter writer(&buffer);
    static const bool once = [] {
        writer.setResolution(72);
        return true;
    }();
    Q_UNUSED(once)
    return writer;
}

QSizeF pageSizeOf(const ReportOptions& options)
{
    if (options.layout == ReportLayout::Slides) {
        return { kSlideWidth, kSlideHeight };
    }
    return QPageSize(options.pageSize == ReportPageSize::Letter ? QPageSize::Letter : QPageSize::A4)
        .size(QPageSize::Point);
}

QByteArray xmpMetadata(const ReportContent& content, const QString& isoDate)
{
    const QString title = content.title.toHtmlEscaped();
    return QStringLiteral(
        "<?xpacket begin=\"\xEF\xBB\xBF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
        "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
        "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" "
        "xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\">\n"
        "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">%1</rdf:li></rdf:Alt></dc:title>\n"
        "<dc:creator><rdf:Seq><rdf:li>%2</rdf:li></rdf:Seq></dc:creator>\n"
        "<xmp:CreatorTool>Headroom %3</xmp:CreatorTool>\n<xmp:CreateDate>%4</xmp:CreateDate>\n"
        "<pdf:Producer>Headroom %3</pdf:Producer>\n"
        "</rdf:Description>\n</rdf:RDF></x:xmpmeta>\n<?xpacket end=\"w\"?>")
        .arg(title, content.options.author.toHtmlEscaped(), QStringLiteral(HEADROOM_VERSION), isoDate)
        .toUtf8();
}

// Qt writes the time of writing into /CreationDate and a random document id into the trailer; the report says
// only its stated date, so both are replaced in place by values of the same length (the cross-reference offsets
// stay valid).
void fixVolatileFields(QByteArray& pdf, const QString& statedDate)
{
    QString digits = statedDate;
    digits.remove(QLatin1Char('-'));
    if (digits.size() != 8 || !std::all_of(digits.cbegin(), digits.cend(), [](QChar c) { return c.isDigit(); })) {
        digits = QStringLiteral("19800101");
    }
    static const QRegularExpression date(QStringLiteral("D:\\d{14}(Z|[+-]\\d\\d'\\d\\d')"));
    QString text = QString::fromLatin1(pdf);
    for (auto found = date.match(text); found.hasMatch(); found = date.match(text, found.capturedEnd())) {
        const QString zone = found.captured(1) == QLatin1String("Z") ? QStringLiteral("Z") : QStringLiteral("+00'00'");
        text.replace(found.capturedStart(), found.capturedLength(),
            QStringLiteral("D:") + digits + QStringLiteral("000000") + zone);
    }
    static const QRegularExpression id(QStringLiteral("/ID\\s*\\[\\s*<([0-9a-fA-F]+)>\\s*<([0-9a-fA-F]+)>\\s*\\]"));
    QRegularExpressionMatch match = id.match(text);
    if (match.hasMatch()) {
        // Hash of everything but the id itself.
        QString withoutId = text;
        withoutId.remove(match.capturedStart(), match.capturedLength());
        const QByteArray digest
            = QCryptographicHash::hash(withoutId.toLatin1(), QCryptographicHash::Sha256).toHex().toUpper();
        for (int group : { 1, 2 }) {
            text.replace(match.capturedStart(group), match.capturedLength(group),
                QString::fromLatin1(digest.left(match.capturedLength(group))));
        }
    }
    pdf = text.toLatin1();
}
// A chart on a slide fills what is left of it below the text above (the first slide holds the answer, its figures
// and its chart), down to a third of the slide; a slide with the chart alone gives it the full height.
qreal restOfSlide(const QTextDocument& doc, const QTextCursor& cursor, qreal fullHeight)
{
    const qreal pageHeight = doc.pageSize().height();
    const qreal top = std::fmod(doc.documentLayout()->blockBoundingRect(cursor.block()).top(), pageHeight);
    return std::clamp(pageHeight - top - 30, pageHeight / 3, fullHeight);
}

// Every table of the document (the report puts tables only at the top level).
QList<QTextTable*> tablesOf(const QTextDocument& doc)
{
    QList<QTextTable*> tables;
    for (QTextFrame* frame : doc.rootFrame()->childFrames()) {
        if (auto* table = qobject_cast<QTextTable*>(frame)) {
            tables << table;
        }
    }
    return tables;
}

// What a column needs: its widest part that cannot break (`least`) and its widest text on one line (`natural`).
struct ColumnNeed {
    qreal least = 0;
    qreal natural = 0; // of the body's cells: a header may wrap between its words
    qreal withHeader = 0; // the header on one line too
};

// A number cell (right-aligned, outside the header) is one unbreakable line; any other cell breaks between words,
// and a word longer than `longWord` (a file path, a SHA-256) anywhere.
void addCellNeed(ColumnNeed& need, const QTextTableCell& cell, bool number, qreal longWord, const QFont& base)
{
    for (auto it = cell.begin(); !it.atEnd(); ++it) {
        const QTextBlock block = it.currentBlock();
        qreal line = 0;
        for (auto f = block.begin(); !f.atEnd(); ++f) {
            const QTextFragment fragment = f.fragment();
            const QFontMetricsF metrics(fragment.charFormat().font().resolve(base), &layoutDevice());
            line += metrics.horizontalAdvance(fragment.text());
            for (const QString& word : fragment.text().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                need.least = std::max(need.least, std::min(metrics.horizontalAdvance(word), longWord));
            }
        }
        need.natural = std::max(need.natural, line);
        if (number) {
            need.least = std::max(need.least, line);
            QTextCursor cursor(block);
            QTextBlockFormat format = cursor.blockFormat();
            format.setNonBreakableLines(true);
            cursor.setBlockFormat(format);
        }
    }
}

// Column widths from the content: every column gets its least width, and the room left goes to the columns whose
// text would wrap, in proportion to what they lack. Number cells never wrap (a figure is never broken).
void fitColumns(QTextTable& table, qreal width, const QFont& base)
{
    constexpr qreal kCellOverhead = 2 * 3 + 1 + 1.5; // cellpadding on both sides, the border, rounding
    const int columns = table.columns();
    const int headerRows = table.format().headerRowCount();
    QList<ColumnNeed> needs(columns);
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < table.rows(); ++r) {
            const QTextTableCell cell = table.cellAt(r, c);
            const bool number
                = r >= headerRows && cell.firstCursorPosition().blockFormat().alignment() & Qt::AlignRight;
            // A header wraps between its words: it adds its widest word, not its length, to the column's need.
            ColumnNeed need;
            addCellNeed(need, cell, number, width / 4, base);
            needs[c].least = std::max(needs[c].least, need.least);
            needs[c].natural = std::max(needs[c].natural, r < headerRows ? need.least : need.natural);
            needs[c].withHeader = std::max(needs[c].withHeader, need.natural);
        }
    }
    const qreal room = width - columns * kCellOverhead - 2;
    qreal least = 0, natural = 0, withHeader = 0;
    for (const ColumnNeed& need : std::as_const(needs)) {
        least += need.least;
        natural += need.natural;
        withHeader += need.withHeader;
    }
    QList<QTextLength> constraints;
    for (const ColumnNeed& need : std::as_const(needs)) {
        qreal w = need.least;
        if (withHeader <= room) {
            w = need.withHeader + (room - withHeader) * (withHeader > 0 ? need.withHeader / withHeader : 1.0 / columns);
        } else if (natural <= room) {
            w = need.natural + (room - natural) * (need.withHeader - need.natural) / (withHeader - natural);
        } else if (least < room) {
            w = need.least + (room - least) * (need.natural - need.least) / (natural - least);
        }
        constraints << QTextLength(QTextLength::PercentageLength, (w + kCellOverhead) * 100 / width);
    }
    QTextTableFormat format = table.format();
    format.setColumnWidthConstraints(constraints);
    table.setFormat(format);
}

// The top of a block's first line in document coordinates (Qt moves a line that does not fit to the next page).
qreal firstLineTop(const QTextDocument& doc, const QTextBlock& block)
{
    const QTextLayout* layout = block.layout();
    const qreal line = layout && layout->lineCount() > 0 ? layout->lineAt(0).y() : 0;
    return doc.documentLayout()->blockBoundingRect(block).top() + line;
}

bool keptWithNext(const QTextBlock& block)
{
    return !QTextCursor(block).currentTable()
        && (block.blockFormat().headingLevel() > 0 || block.userState() == kKeepWithNextState);
}

void setBreakBefore(const QTextBlock& block, bool on)
{
    QTextCursor cursor(block);
    QTextBlockFormat format = cursor.blockFormat();
    format.setPageBreakPolicy(on ? QTextFormat::PageBreak_AlwaysBefore : QTextFormat::PageBreak_Auto);
    cursor.setBlockFormat(format);
}

// The top of a block's last line (a paragraph split across pages has its first and last lines on two pages).
qreal lastLineTop(const QTextDocument& doc, const QTextBlock& block)
{
    const QTextLayout* layout = block.layout();
    const qreal line = layout && layout->lineCount() > 0 ? layout->lineAt(layout->lineCount() - 1).y() : 0;
    return doc.documentLayout()->blockBoundingRect(block).top() + line;
}

// Moves what starts at `first` (a heading and what it is kept with, or one block) to the next page; the breaks
// set earlier between `first` and `end` are taken back (they now fall on that page).
void startPageAt(const QTextBlock& first, const QTextBlock& end, QSet<int>& ours)
{
    for (QTextBlock b = first.next(); b.isValid() && b != end; b = b.next()) {
        if (ours.remove(b.blockNumber())) {
            setBreakBefore(b, false);
        }
    }
    setBreakBefore(first, true);
    ours.insert(first.blockNumber());
}

// Keeps headings (and the paragraphs reportRichText marks) on the page of what follows them, a paragraph or list
// item whole on one page, and a table's header on the page of its first row: the first block that breaks one of
// these starts a page itself. Why whole paragraphs: Qt draws a block's line just above the page it paints too
// (clipped, yet in the PDF's text), so a block across two pages would put a hidden line on the second.
// Returns true when it moved one (the layout changed; the caller runs it again). `ours`: the breaks set so far.
bool keepOneWithNext(QTextDocument& doc, qreal pageHeight, QSet<int>& ours)
{
    const auto page = [&](qreal y) { return int(y / pageHeight); };
    const auto atPageTop = [&](const QTextBlock& b) { return std::fmod(firstLineTop(doc, b), pageHeight) < 1.0; };
    QTextBlock chain; // the first of the kept blocks just before `block`
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        if (keptWithNext(block)) {
            chain = chain.isValid() ? chain : block;
            continue;
        }
        QTextTable* table = QTextCursor(block).currentTable();
        if (block.length() <= 1 && !table) {
            continue; // an empty block between a heading and its content
        }
        QTextBlock content = block;
        if (table) {
            const int row = std::min(table->format().headerRowCount(), table->rows() - 1);
            content = table->cellAt(row, 0).firstCursorPosition().block();
        }
        const QTextBlock first = chain.isValid() ? chain : block;
        const int start = page(firstLineTop(doc, content));
        const bool split = !table && page(lastLineTop(doc, block)) != start;
        if ((page(firstLineTop(doc, first)) != start || split) && !atPageTop(first)) {
            if (table && !chain.isValid()) {
                QTextTableFormat format = table->format();
                format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                table->setFormat(format);
            } else {
                startPageAt(first, block, ours);
            }
            return true;
        }
        chain = QTextBlock();
        if (table) {
            block = table->lastCursorPosition().block();
        }
    }
    return false;
}

} // namespace

ReportPages::ReportPages(const ReportContent& content, const ReportChartRenderer& charts)
    : m_content(content)
    , m_pageSize(pageSizeOf(content.options))
    , m_document(std::make_unique<QTextDocument>())
    , m_chartHandler(std::make_unique<ChartObject>(charts))
{
    const bool slides = content.options.layout == ReportLayout::Slides;
    const QMarginsF margins = slides ? QMarginsF(40, 30, 40, 40) : QMarginsF(50, 50, 50, 60);
    m_body = QRectF(QPointF(0, 0), m_pageSize).marginsRemoved(margins);

    QTextDocument& doc = *m_document;
    doc.documentLayout()->setPaintDevice(&layoutDevice());
    doc.documentLayout()->registerHandler(kChartObject, m_chartHandler.get());
    doc.setDocumentMargin(0);
    doc.setPageSize(m_body.size());
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(slides ? 14 : 9.5);
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(QStringLiteral("h1, h2 { font-weight: bold; } p { margin-top: 0; margin-bottom: 6px; }"));

    const qreal chartWidth = m_body.width();
    const qreal chartHeight = slides ? m_body.height() - 100 : m_body.width() * 0.5625;
    QTextCursor cursor(&doc);
    for (const RichTextPiece& piece : reportRichText(content, slides)) {
        if (piece.startsPage) {
            // insertHtml() merges its first block into the cursor's (empty) block and drops its page break.
            QTextBlockFormat page;
            page.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor.setBlockFormat(page);
        }
        cursor.insertHtml(piece.html);
        if (piece.chart) {
            // A plain block: insertBlock() would copy the heading's format, page break before included.
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
            QTextCharFormat format;
            format.setObjectType(kChartObject);
            format.setProperty(kChartProperty, static_cast<int>(*piece.chart));
            format.setProperty(kChartWidthProperty, chartWidth);
            format.setProperty(kChartHeightProperty, slides ? restOfSlide(doc, cursor, chartHeight) : chartHeight);
            cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
        }
    }
    for (QTextTable* table : tablesOf(doc)) {
        fitColumns(*table, m_body.width(), font);
    }
    QSet<int> breaks;
    for (int pass = 0; pass < 200 && keepOneWithNext(doc, m_body.height(), breaks); ++pass) { }
}

ReportPages::~ReportPages() = default;

int ReportPages::pageCount() const
{
    return m_document->pageCount();
}

void ReportPages::paintPage(QPainter& painter, int index) const
{
    const ReportStyle style = ReportStyle::of(m_content.options.dark);
    painter.save();
    painter.fillRect(QRectF(QPointF(0, 0), m_pageSize), style.background);
    painter.save();
    painter.translate(m_body.topLeft());
    const qreal pageHeight = m_body.height();
    const QRectF visible(0, index * pageHeight, m_body.width(), pageHeight);
    painter.translate(0, -visible.top());
    painter.setClipRect(visible);
    QAbstractTextDocumentLayout::PaintContext context;
    // A line that starts where this page ends is drawn on the next page only (and one that ends where it starts, on
    // the previous one): without the margin, Qt also writes it here, clipped, and the PDF's text holds it twice.
    context.clip = visible.adjusted(0, 0.5, 0, -0.5);
    context.palette.setColor(QPalette::Text, style.text);
    m_document->documentLayout()->draw(&painter, context);
    painter.restore();

    // Footer: the report's name and the page number, under a thin rule.
    const qreal y = m_body.bottom() + 14;
    painter.setPen(QPen(style.rule, 0.5));
    painter.drawLine(QPointF(m_body.left(), y), QPointF(m_body.right(), y));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(7.5);
    painter.setFont(font);
    painter.setPen(style.muted);
    const QRectF line(m_body.left(), y + 3, m_body.width(), 14);
    const QString number
        = QCoreApplication::translate("headroom::report", "Page %1 of %2").arg(index + 1).arg(pageCount());
    const qreal numberWidth = QFontMetricsF(font, &layoutDevice()).horizontalAdvance(number) + 20;
    painter.drawText(line.adjusted(0, 0, -numberWidth, 0), Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(font, &layoutDevice()).elidedText(m_content.footer, Qt::ElideRight, line.width() - numberWidth));
    painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, number);
    painter.restore();
}

Expected<QByteArray> ReportPages::pdf() const
{
    // Qt orders the glyphs of its embedded font subsets by hash iteration: with the process's random hash seed the
    // same report would differ in its font streams from run to run. A fixed seed for the QHashes made while
    // writing gives the same bytes; the random seed is restored afterwards.
    QHashSeed::setDeterministicGlobalSeed();
    const auto restoreSeed = qScopeGuard([] { QHashSeed::resetRandomGlobalSeed(); });
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(72);
        writer.setTitle(m_content.title);
        writer.setCreator(QStringLiteral("Headroom %1").arg(QStringLiteral(HEADROOM_VERSION)));
        writer.setDocumentXmpMetadata(xmpMetadata(
            m_content, m_content.options.date.isEmpty() ? QStringLiteral("1980-01-01") : m_content.options.date));
        if (m_content.options.layout == ReportLayout::Slides) {
            writer.setPageSize(
                QPageSize(m_pageSize, QPageSize::Point, QStringLiteral("Slide 16:9"), QPageSize::ExactMatch));
        } else {
            writer.setPageSize(
                QPageSize(m_content.options.pageSize == ReportPageSize::Letter ? QPageSize::Letter : QPageSize::A4));
        }
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        if (!painter.begin(&writer)) {
            return fail(QStringLiteral("the PDF writer did not start"));
        }
        for (int i = 0; i < pageCount(); ++i) {
            if (i > 0) {
                writer.newPage();
            }
            paintPage(painter, i);
        }
        painter.end();
    }
    fixVolatileFields(bytes, m_content.options.date);
    return bytes;
}

} // namespace headroom

#include "reportpdf.moc"
