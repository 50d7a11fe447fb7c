// SPDX-License-Identifier: GPL-3.0-or-later
// The PPTX deck as PowerPoint, a company template and the accessibility checker see it: a slide master with title,
// content, two-content and section layouts, every title in a title placeholder, slide-number fields, speaker
// notes; a template made by LibreOffice used for its master, layouts and theme; table columns wide enough that no
// figure is broken across lines when LibreOffice lays the deck out.
#include "deckcheck.h"
#include "report/pptxparts.h"
#include "report/pptxslide.h"
#include "report/pptxtemplate.h"
#include "report/reportpptx.h"
#include "support/boxcharts.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {
ReportBlock block(BlockKind kind, const QString& text = {})
{
    ReportBlock b;
    b.kind = kind;
    b.text = text;
    return b;
}

// A table whose figures wrapped in the old decks ("$1,348.13" in a PPTX cell, "$1,115,500.00" in a PDF): ten
// columns, so an even share (88 pt) is narrower than "$1,115,500.00" at 12 pt.
ReportTable moneyTable()
{
    ReportTable t;
    t.headers = { QStringLiteral("Part"), QStringLiteral("Vendor"), QStringLiteral("Part number"),
        QStringLiteral("Speed"), QStringLiteral("List price"), QStringLiteral("Ports"), QStringLiteral("Per port"),
        QStringLiteral("Price date"), QStringLiteral("Notes"), QStringLiteral("Source") };
    t.rightAligned = { 4, 5, 6 };
    t.rows << QStringList { QStringLiteral("NIC E810-CQDA2 dual-port"), QStringLiteral("Intel"),
        QStringLiteral("540-BDEF"), QStringLiteral("100 Gb/s"), QStringLiteral("$1,348.13"), QStringLiteral("2"),
        QStringLiteral("$674.07"), QStringLiteral("November 2026"),
        QStringLiteral("list price of the reseller's quote, before discount"), QStringLiteral("[1]") };
    t.rows << QStringList { QStringLiteral("Switch Z9432F-ON 32×400GbE"), QStringLiteral("Dell"),
        QStringLiteral("210-APHK"), QStringLiteral("400 Gb/s"), QStringLiteral("$1,115,500.00"), QStringLiteral("128"),
        QStringLiteral("$8,714.84"), QStringLiteral("November 2026"),
        QStringLiteral("breakout cables give 128 ports of 100 Gb/s"), QStringLiteral("[2]") };
    t.rows << QStringList { QStringLiteral("Total per port"), QString(), QString(), QString(), QString(), QString(),
        QStringLiteral("$9,388.91"), QString(), QString(), QString() };
    t.emphasisedRows = { 2 };
    return t;
}

ReportContent sampleDeck()
{
    ReportContent c;
    c.options.date = QStringLiteral("2026-12-01");
    c.title = QStringLiteral("Upgrade to 100 GbE");
    c.titleLines = { QStringLiteral("Prepared for ACME"), QStringLiteral("2026-12-01") };
    c.footer = QStringLiteral("Network decision");
    ReportBlock figures = block(BlockKind::Figures);
    figures.figures = { { QStringLiteral("$16,178.00"), QStringLiteral("cost of the upgrade") },
        { QStringLiteral("+274 %"), QStringLiteral("IOPS at peak") } };
    ReportBlock chart = block(BlockKind::Chart);
    chart.chart = ReportChart::CostPerIops;
    ReportBlock table = block(BlockKind::Table);
    table.table = moneyTable();
    ReportBlock bullets = block(BlockKind::Bullets);
    bullets.items = { QStringLiteral("Latency limit 1 ms"), QStringLiteral("Prices of November 2026") };
    c.sections << ReportSection { QStringLiteral("Recommendation"), { figures, chart },
        { QStringLiteral("Gain at peak = (option − baseline) ÷ baseline = (1,000 − 267) ÷ 267") } };
    c.sections << ReportSection { QStringLiteral("Network cost per port"), { table },
        { QStringLiteral("Per port = NIC price ÷ NIC ports + switch price ÷ switch ports") } };
    c.sections << ReportSection { QStringLiteral("Bottleneck: network"),
        { block(BlockKind::Lead, QStringLiteral("The 25 GbE links run at 97 % of their capacity.")) },
        { QStringLiteral("Bottleneck evidence: 3,031 MB/s per link of 3,125 MB/s") } };
    c.sections << ReportSection { QStringLiteral("Assumptions"), { bullets }, { QStringLiteral("Sources: none") } };
    return c;
}

QMap<QString, QByteArray> partsOf(const QByteArray& deck)
{
    auto parts = pptx::unzipped(deck, QStringLiteral("deck"));
    return parts ? *parts : QMap<QString, QByteArray>();
}

QString layoutType(const QMap<QString, QByteArray>& parts, const QString& layoutPart)
{
    static const QRegularExpression type(QStringLiteral("<p:sldLayout [^>]*type=\"([^\"]*)\""));
    return type.match(QString::fromUtf8(parts.value(layoutPart))).captured(1);
}

struct Converted {
    int code = -1;
    QByteArray err;
};

Converted soffice(const QString& profile, const QString& format, const QString& outDir, const QString& file)
{
    const QString exe = QStandardPaths::findExecutable(QStringLiteral("soffice"));
    QProcess p;
    p.start(exe,
        { QStringLiteral("-env:UserInstallation=file://") + profile, QStringLiteral("--headless"),
            QStringLiteral("--convert-to"), format, QStringLiteral("--outdir"), outDir, file });
    p.waitForFinished(600000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError() };
}
} // namespace

class TstPptxDeck : public QObject {
    Q_OBJECT

private slots:
    void builtInMasterHasTheFourLayouts();
    void slidesUseLayoutsPlaceholdersFieldsAndNotes();
    void columnsAreAsWideAsTheirFigures();
    void refusesWhatIsNotATemplate();
    void libreOfficeTemplateIsUsedAndNoFigureBreaks();

private:
    QTemporaryDir m_dir;
};

void TstPptxDeck::builtInMasterHasTheFourLayouts()
{
    const pptx::DeckTemplate deck = pptx::builtinDeckTemplate(false);
    QCOMPARE(deck.masters, QStringList { QStringLiteral("ppt/slideMasters/slideMaster1.xml") });
    QCOMPARE(deck.layouts.size(), 4);
    QCOMPARE(deck.layout(pptx::SlideKind::Title).type, QStringLiteral("title"));
    QCOMPARE(deck.layout(pptx::SlideKind::TitleContent).type, QStringLiteral("obj"));
    QCOMPARE(deck.layout(pptx::SlideKind::TwoContent).type, QStringLiteral("twoObj"));
    QCOMPARE(deck.layout(pptx::SlideKind::Section).type, QStringLiteral("secHead"));
    QCOMPARE(deck.layout(pptx::SlideKind::Title).title()->type, QStringLiteral("ctrTitle"));
    QCOMPARE(deck.layout(pptx::SlideKind::TwoContent).bodies().size(), 2);
    QVERIFY(deck.layout(pptx::SlideKind::TitleContent).find(QStringLiteral("sldNum")));
    QCOMPARE(deck.minorFont, QStringLiteral("DejaVu Sans"));
    QCOMPARE(deck.slidePt, QSizeF(960, 540));
}

void TstPptxDeck::slidesUseLayoutsPlaceholdersFieldsAndNotes()
{
    const auto deck = reportPptx(sampleDeck(), testing::BoxCharts());
    QVERIFY2(deck.ok(), qPrintable(deck.ok() ? QString() : deck.error()));
    const auto parts = partsOf(*deck);
    const QList<deckcheck::Slide> slides = deckcheck::slidesOf(parts);
    QCOMPARE(slides.size(), 5);
    const QStringList titles { QStringLiteral("Upgrade to 100 GbE"), QStringLiteral("Recommendation"),
        QStringLiteral("Network cost per port"), QStringLiteral("Bottleneck: network"), QStringLiteral("Assumptions") };
    const QStringList layouts { QStringLiteral("title"), QStringLiteral("twoObj"), QStringLiteral("obj"),
        QStringLiteral("secHead"), QStringLiteral("obj") };
    const QString contentTypes = QString::fromUtf8(parts.value(QStringLiteral("[Content_Types].xml")));
    for (qsizetype i = 0; i < slides.size(); ++i) {
        const deckcheck::Slide& s = slides[i];
        QCOMPARE(s.title, titles[i]);
        QVERIFY2(parts.contains(s.layoutPart), qPrintable(s.layoutPart));
        QCOMPARE(layoutType(parts, s.layoutPart), layouts[i]);
        QVERIFY(
            s.xml.contains(QLatin1String("<a:fld id=\"{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}\" type=\"slidenum\">")));
        QVERIFY(!s.xml.contains(QLatin1String(" / 5<")));
        QVERIFY(contentTypes.contains(QStringLiteral("/ppt/notesSlides/notesSlide%1.xml").arg(i + 1)));
        QVERIFY2(!s.notes.isEmpty(), qPrintable(s.title));
    }
    // The body text is in the layout's body placeholder: in the outline, under the master's text styles.
    QVERIFY(slides[4].xml.contains(QLatin1String("<p:ph idx=\"1\"/>")));
    QVERIFY(slides[4].xml.contains(QLatin1String("Latency limit 1 ms")));
    QVERIFY(slides[1].notes.contains(QStringLiteral("(option − baseline) ÷ baseline")));
    QVERIFY(slides[2].notes.contains(QStringLiteral("NIC price ÷ NIC ports")));
    QVERIFY(parts.contains(QStringLiteral("ppt/notesMasters/notesMaster1.xml")));
    QVERIFY(QString::fromUtf8(parts.value(QStringLiteral("ppt/presentation.xml")))
                .contains(QLatin1String("<p:notesMasterIdLst>")));
    // Every part has a content type.
    for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
        const QString suffix = QFileInfo(it.key()).suffix();
        QVERIFY2(contentTypes.contains(QStringLiteral("PartName=\"/%1\"").arg(it.key()))
                || contentTypes.contains(QStringLiteral("Extension=\"%1\"").arg(suffix)),
            qPrintable(it.key()));
    }
    // Every part is well-formed XML.
    for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
        if (it.key().endsWith(QLatin1String(".xml")) || it.key().endsWith(QLatin1String(".rels"))) {
            QXmlStreamReader reader(it.value());
            while (!reader.atEnd()) {
                reader.readNext();
            }
            QVERIFY2(!reader.hasError(), qPrintable(it.key() + QStringLiteral(": ") + reader.errorString()));
        }
    }
}

void TstPptxDeck::columnsAreAsWideAsTheirFigures()
{
    const pptx::TextMeasure measure(QStringLiteral("DejaVu Sans"));
    const ReportTable table = moneyTable();
    const pptx::TableGeometry g = pptx::tableGeometry(table, measure, 880, 12);
    QCOMPARE(g.columnWidths.size(), 10);
    qreal sum = 0;
    for (qreal w : g.columnWidths) {
        sum += w;
    }
    QVERIFY(std::abs(sum - 880) < 0.5);
    // The price column holds "$1,115,500.00" on one line, margins included; the figure cells take one line.
    QVERIFY(g.columnWidths[4] >= measure.width(QStringLiteral("$1,115,500.00"), g.sizePt) + 8);
    QVERIFY(g.columnWidths[6] >= measure.width(QStringLiteral("$9,388.91"), g.sizePt, true) + 8);
    // Narrow: the type shrinks rather than break a figure.
    const pptx::TableGeometry narrow = pptx::tableGeometry(table, measure, 300, 12);
    QVERIFY(narrow.sizePt < 12);
    QVERIFY(narrow.columnWidths[4] >= measure.width(QStringLiteral("$1,115,500.00"), narrow.sizePt) + 8);
}

void TstPptxDeck::refusesWhatIsNotATemplate()
{
    const QString text = m_dir.filePath(QStringLiteral("notes.potx"));
    QFile f(text);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a zip");
    f.close();
    auto read = pptx::readDeckTemplate(text);
    QVERIFY(!read);
    QVERIFY2(read.error().contains(text), qPrintable(read.error()));
    // A zip with a presentation but no master: refused naming the part that should name it.
    const auto zip = pptx::zipped({ { QStringLiteral("ppt/presentation.xml"), QByteArray("<p:presentation/>") } }, 0);
    QVERIFY(zip.ok());
    read = pptx::deckTemplateFromPackage(*zip, QStringLiteral("empty.potx"));
    QVERIFY(!read);
    QVERIFY2(read.error().contains(QStringLiteral("empty.potx"))
            && read.error().contains(QStringLiteral("slide master"))
            && read.error().contains(QStringLiteral("ppt/_rels/presentation.xml.rels")),
        qPrintable(read.error()));
    ReportContent c = sampleDeck();
    c.options.deckTemplate = text;
    const auto deck = reportPptx(c, testing::BoxCharts());
    QVERIFY(!deck.ok());
    QVERIFY(deck.error().contains(text));
}

void TstPptxDeck::libreOfficeTemplateIsUsedAndNoFigureBreaks()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("soffice")).isEmpty(),
        "LibreOffice Impress is needed: packaging/bootstrap.sh --tests");
    // A company's deck of its own colours and title style, saved by LibreOffice as a PowerPoint template.
    const auto ours = reportPptx(sampleDeck(), testing::BoxCharts());
    QVERIFY(ours.ok());
    QList<std::pair<QString, QByteArray>> entries;
    const auto parts = partsOf(*ours);
    for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
        QByteArray bytes = it.value();
        bytes.replace("<a:accent1><a:srgbClr val=\"005A9C\"/>", "<a:accent1><a:srgbClr val=\"C0392B\"/>");
        bytes.replace("<a:dk1><a:srgbClr val=\"1A1A1A\"/>", "<a:dk1><a:srgbClr val=\"17375E\"/>");
        bytes.replace("sz=\"2800\" b=\"1\"", "sz=\"3200\" b=\"0\" i=\"1\"");
        entries.append({ it.key(), bytes });
    }
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
        return (a.first == QLatin1String("[Content_Types].xml")) > (b.first == QLatin1String("[Content_Types].xml"));
    });
    const auto source = pptx::zipped(entries, 0);
    QVERIFY(source.ok());
    const QString sourceFile = m_dir.filePath(QStringLiteral("company.pptx"));
    QFile out(sourceFile);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(*source);
    out.close();
    const QString profile = m_dir.filePath(QStringLiteral("lo-profile"));
    const QString converted = m_dir.filePath(QStringLiteral("converted"));
    const Converted potx
        = soffice(profile, QStringLiteral("potx:Impress MS PowerPoint 2007 XML Template"), converted, sourceFile);
    QVERIFY2(potx.code == 0, potx.err.constData());
    const QString templateFile = QDir(converted).filePath(QStringLiteral("company.potx"));
    QVERIFY2(QFile::exists(templateFile), potx.err.constData());

    const auto company = pptx::readDeckTemplate(templateFile);
    QVERIFY2(company.ok(), qPrintable(company.ok() ? QString() : company.error()));
    QStringList templateLayouts;
    for (const auto& layout : company->layouts) {
        templateLayouts << layout.part;
    }
    ReportContent content = sampleDeck();
    content.options.deckTemplate = templateFile;
    const auto deck = reportPptx(content, testing::BoxCharts());
    QVERIFY2(deck.ok(), qPrintable(deck.ok() ? QString() : deck.error()));
    const auto deckParts = partsOf(*deck);
    const QList<deckcheck::Slide> slides = deckcheck::slidesOf(deckParts);
    QCOMPARE(slides.size(), 5);
    QCOMPARE(slides[0].title, QStringLiteral("Upgrade to 100 GbE"));
    for (const deckcheck::Slide& s : slides) {
        QVERIFY2(templateLayouts.contains(s.layoutPart), qPrintable(s.layoutPart));
        QVERIFY2(deckParts.contains(s.layoutPart), qPrintable(s.layoutPart));
        QVERIFY2(!s.title.isEmpty(), qPrintable(s.xml.left(400)));
    }
    // LibreOffice's layouts: "Title Slide", "Title, Content", "Title, 2 Content"; no section header, so the closest.
    QCOMPARE(layoutType(deckParts, slides[1].layoutPart), QStringLiteral("twoObj"));
    QCOMPARE(layoutType(deckParts, slides[2].layoutPart), QStringLiteral("obj"));
    // The company's colours came with its theme.
    QVERIFY(QString::fromUtf8(deckParts.value(company->theme)).contains(QStringLiteral("c0392b"), Qt::CaseInsensitive));

    // Both decks through LibreOffice: no figure of a table broken across lines.
    const QString templated = m_dir.filePath(QStringLiteral("templated.pptx"));
    const QString plain = m_dir.filePath(QStringLiteral("plain.pptx"));
    for (const auto& [file, bytes] : { std::pair { templated, *deck }, std::pair { plain, *ours } }) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        const Converted pdf = soffice(profile, QStringLiteral("pdf"), converted, file);
        QVERIFY2(pdf.code == 0, pdf.err.constData());
        const QString pdfFile = QDir(converted).filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".pdf"));
        QVERIFY2(QFile::exists(pdfFile), pdf.err.constData());
        const QStringList figures = deckcheck::tableFigures(slides);
        QVERIFY(figures.contains(QStringLiteral("$1,115,500.00")) && figures.contains(QStringLiteral("$1,348.13")));
        const QStringList broken = deckcheck::brokenFigures(pdfFile, figures);
        QVERIFY2(broken.isEmpty(), qPrintable(file + QStringLiteral(": ") + broken.join(QStringLiteral(" | "))));
    }
}

QTEST_MAIN(TstPptxDeck)
#include "tst_pptxdeck.moc"
