// SPDX-License-Identifier: GPL-3.0-or-later
// The report's page layout and PPTX package without Qt Charts (a stand-in draws the charts): long tables break
// across pages with their header repeated, page numbers count every page, and every part of the deck is
// well-formed XML with real tables and pictures.
#include "report/reportparts.h"
#include "report/reportpdf.h"
#include "report/reportpptx.h"
#include "support/boxcharts.h"

#include <zip.h>

#include <QDateTime>
#include <QFile>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace headroom;

namespace {
ReportContent longTable(ReportLayout layout)
{
    ReportContent content;
    content.options.layout = layout;
    content.options.date = QStringLiteral("2026-12-01");
    content.title = QStringLiteral("Long table");
    content.footer = QStringLiteral("Long table report");
    ReportTable table;
    table.headers = { QStringLiteral("ColumnHeaderA"), QStringLiteral("ColumnHeaderB") };
    for (int i = 0; i < 120; ++i) {
        table.rows << QStringList { QStringLiteral("row%1").arg(i), QStringLiteral("value & <%1>").arg(i) };
    }
    ReportBlock block;
    block.kind = BlockKind::Table;
    block.table = table;
    ReportBlock chart;
    chart.kind = BlockKind::Chart;
    chart.chart = ReportChart::Curves;
    content.sections << ReportSection { QStringLiteral("Table"), { block } }
                     << ReportSection { QStringLiteral("Chart"), { chart } };
    return content;
}

QString pageText(const QString& pdf, int page)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
        { QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page), pdf,
            QStringLiteral("-") });
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}
} // namespace

class TstReportPages : public QObject {
    Q_OBJECT

private slots:
    void longTablesRepeatTheirHeader()
    {
        const testing::BoxCharts charts;
        const ReportContent content = longTable(ReportLayout::Document);
        const ReportPages pages(content, charts);
        QVERIFY2(pages.pageCount() >= 3, qPrintable(QString::number(pages.pageCount())));
        const auto pdf = pages.pdf();
        QVERIFY(pdf.ok());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("t.pdf"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(*pdf);
        out.close();
        for (int page = 2; page < pages.pageCount(); ++page) {
            const QString text = pageText(file, page);
            QVERIFY2(text.contains(QStringLiteral("ColumnHeaderA")), qPrintable(text.left(200)));
            QVERIFY(text.contains(QStringLiteral("Page %1 of %2").arg(page).arg(pages.pageCount())));
            QVERIFY(text.contains(QStringLiteral("Long table report")));
        }
        QVERIFY(pageText(file, 2).contains(QStringLiteral("value & <")));
        // A4 portrait in points.
        QCOMPARE(pages.pageSize().toSize(), QSize(595, 842));
        QCOMPARE(ReportPages(longTable(ReportLayout::Slides), charts).pageSize(), QSizeF(960, 540));
    }

    void carriesRefusalsAndCostBasisFromTheAdvisorsJson()
    {
        // The keys an advisor that refuses unweighable options and states its cost basis writes (issue 15).
        const auto advice = nlohmann::json::parse(R"json({
            "missing": ["VxRail ESA 6-node 100GbE has no measurement of oltp32k"],
            "options": [{"system": "VxRail ESA 6-node 100GbE", "problems": ["no measurement of oltp32k"]},
                        {"system": "+2 nodes", "problems": ["not priced: no node price"]}],
            "cost_basis": "whole-units",
            "other_cost_basis": {"recommendation": "add-nodes", "changes_answer": true},
            "settings": {"node_price_source": "quote Q-17, 2026-11"},
            "exchange_rates": [{"text": "1 EUR = 1.08 USD (2026-11-30)"}]
    })json");
        const QStringList refused = reportparts::refusals(advice);
        QCOMPARE(refused,
            (QStringList { QStringLiteral("VxRail ESA 6-node 100GbE has no measurement of oltp32k"),
                QStringLiteral("VxRail ESA 6-node 100GbE: no measurement of oltp32k"),
                QStringLiteral("+2 nodes: not priced: no node price") }));
        const QStringList basis = reportparts::basisAndRates(advice);
        QCOMPARE(basis,
            (QStringList { QStringLiteral("Cost basis of the decision: whole-units; the other basis would recommend "
                                          "add-nodes."),
                QStringLiteral("Node price source: quote Q-17, 2026-11."),
                QStringLiteral("Exchange rate: 1 EUR = 1.08 USD (2026-11-30).") }));
        // Today's advisor writes none of these: nothing is added.
        QVERIFY(reportparts::refusals(nlohmann::json::object()).isEmpty());
        QVERIFY(reportparts::basisAndRates(nlohmann::json::object()).isEmpty());
    }

    void pptxPartsAreWellFormed()
    {
        const testing::BoxCharts charts;
        ReportContent content = longTable(ReportLayout::Slides);
        content.sections[0].blocks[0].table.rows.resize(5);
        const auto deck = reportPptx(content, charts);
        QVERIFY(deck.ok());
        zip_error_t error;
        zip_error_init(&error);
        zip_source_t* source
            = zip_source_buffer_create(deck->constData(), static_cast<zip_uint64_t>(deck->size()), 0, &error);
        QVERIFY(source);
        zip_t* archive = zip_open_from_source(source, ZIP_RDONLY, &error);
        QVERIFY(archive);
        QStringList names;
        QString slides;
        for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
            zip_stat_t stat;
            QCOMPARE(zip_stat_index(archive, static_cast<zip_uint64_t>(i), 0, &stat), 0);
            const QString name = QString::fromUtf8(stat.name);
            names << name;
            // The stated date is the entries' time (DOS time, local).
            QCOMPARE(QDateTime::fromSecsSinceEpoch(stat.mtime).date(), QDate(2026, 12, 1));
            if (!name.endsWith(QLatin1String(".xml")) && !name.endsWith(QLatin1String(".rels"))) {
                continue;
            }
            zip_file_t* entry = zip_fopen_index(archive, static_cast<zip_uint64_t>(i), 0);
            QByteArray bytes(static_cast<qsizetype>(stat.size), Qt::Uninitialized);
            QCOMPARE(zip_fread(entry, bytes.data(), stat.size), static_cast<zip_int64_t>(stat.size));
            zip_fclose(entry);
            QXmlStreamReader reader(bytes);
            while (!reader.atEnd()) {
                reader.readNext();
            }
            QVERIFY2(!reader.hasError(), qPrintable(name + QStringLiteral(": ") + reader.errorString()));
            if (name.startsWith(QLatin1String("ppt/slides/slide"))) {
                slides += QString::fromUtf8(bytes);
            }
        }
        zip_close(archive);
        QCOMPARE(names.first(), QStringLiteral("[Content_Types].xml"));
        for (const char* part :
            { "ppt/presentation.xml", "ppt/slideMasters/slideMaster1.xml", "ppt/slideLayouts/slideLayout1.xml",
                "ppt/theme/theme1.xml", "ppt/slides/slide3.xml", "ppt/media/chart2.png", "docProps/core.xml" }) {
            QVERIFY2(names.contains(QString::fromLatin1(part)), part);
        }
        QVERIFY(slides.contains(QStringLiteral("<a:tbl>")));
        QVERIFY(slides.contains(QStringLiteral("<p:pic>")));
        QVERIFY(slides.contains(QStringLiteral("asvg:svgBlip")));
        QVERIFY(slides.contains(QStringLiteral("value &amp; &lt;4&gt;")));
    }
};

QTEST_MAIN(TstReportPages)
#include "tst_reportpages.moc"
