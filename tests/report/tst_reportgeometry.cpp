// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 29, "nothing broken", read off the PDF as a reader sees it (pdftotext -bbox-layout: every word's box on its
// page): no figure split across two lines, no table row on two pages, no heading alone at a page's foot, no text
// hidden under the page's edge, footnotes below their table and over nothing. On the reports of the demo, of the
// real Ceph HDD→SSD sweeps and of a lab pair measured with Debian's fio in the test; and on made-up content that
// walks a heading and a table of three-line rows down every position of a page. The HTML keeps figures whole too.
#include "cli/chartdrawing.h"
#include "pdfgeometry.h"
#include "report/reportpdf.h"
#include "support/boxcharts.h"
#include "support/cliinprocess.h"
#include "support/fixtureimport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {
// A4 with the document's margins (reportpdf.cpp): body 50–782 pt, the footer's line from 796 pt; a 16:9 slide
// (540 pt high): body 30–500 pt, the footer from 514 pt.
const test::PdfBody kA4 { 50, 782, 796 };
const test::PdfBody kSlide { 30, 500, 514 };

QStringList everyProblem(const QList<test::PdfPage>& pages, const test::PdfBody& body = kA4)
{
    return test::hiddenText(pages, body) + test::splitFigures(pages) + test::headingsAtFoot(pages, body)
        + test::overlappingWords(pages);
}

ReportBlock block(BlockKind kind, const QString& text)
{
    ReportBlock b;
    b.kind = kind;
    b.text = text;
    return b;
}

// `filler` paragraphs, then a heading over a table whose rows take three lines each (a long cell), with figures in
// columns given far too little width, a total row and a footnote.
ReportContent walkingTable(int filler)
{
    ReportContent content;
    content.options.date = QStringLiteral("2026-12-01");
    content.title = QStringLiteral("Geometry");
    content.footer = QStringLiteral("Geometry report");
    ReportSection first { QStringLiteral("Filler"), {} };
    for (int i = 0; i < filler; ++i) {
        first.blocks << block(BlockKind::Paragraph, QStringLiteral("Line %1 of filler text.").arg(i));
    }
    ReportTable table;
    table.headers = { QStringLiteral("Row"), QStringLiteral("What"), QStringLiteral("Amount"), QStringLiteral("Gain") };
    table.rightAligned = { 2, 3 };
    table.widthsPct = { 10, 80, 5, 5 }; // a width hint the figures do not fit in
    for (int r = 0; r < 30; ++r) {
        table.rows << QStringList { QStringLiteral("row%1").arg(r),
            QStringLiteral("cell%1 starts here and goes on long enough to need a second line and then a third line "
                           "of text in this column, which ends at end%1 finally")
                .arg(r),
            QStringLiteral("$1,115,500.00"), QStringLiteral("+230 %") };
    }
    table.rows << QStringList { QStringLiteral("Total per port"), QString(), QStringLiteral("$3,554.34"), QString() };
    table.emphasisedRows = { 30 };
    ReportSection second { QStringLiteral("Walking heading"),
        { ReportBlock { BlockKind::Table, QStringLiteral("Cost for the cluster"), {}, {}, table },
            block(BlockKind::Note, QStringLiteral("[1] The footnote of the table, below it.")) } };
    content.sections << first << second;
    return content;
}

QString sha256Of(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly)
        ? QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex())
        : QString();
}
} // namespace

class TstReportGeometry : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_labFiles; // the fio outputs of the lab pair

    testing::CliRun cli(const QStringList& arguments) { return testing::runCliInProcess(arguments); }

    // Two systems measured with Debian's fio (4k random read at QD 1, 4, 16); the first system's workload renamed
    // before the second is imported, so the test is known under two names (the Library's "(+1 same test)").
    QString makeLab(const QString& db)
    {
        const QString data = m_dir.filePath(QStringLiteral("lab.data"));
        for (const QString& system : { QStringLiteral("Lab A"), QStringLiteral("Lab B") }) {
            const QString folder = m_dir.filePath(system);
            QDir().mkpath(folder);
            for (int qd : { 1, 4, 16 }) {
                const QString out = QDir(folder).filePath(QStringLiteral("randread-qd%1.json").arg(qd));
                QProcess fio;
                fio.start(QStringLiteral("/usr/bin/fio"),
                    { QStringLiteral("--name=lab"), QStringLiteral("--filename=") + data, QStringLiteral("--size=4M"),
                        QStringLiteral("--bs=4k"), QStringLiteral("--rw=randread"), QStringLiteral("--ioengine=libaio"),
                        QStringLiteral("--iodepth=%1").arg(qd), QStringLiteral("--runtime=300ms"),
                        QStringLiteral("--time_based"), QStringLiteral("--output-format=json"),
                        QStringLiteral("--output=") + out });
                if (!fio.waitForFinished(60000) || fio.exitCode() != 0) {
                    return QStringLiteral("fio: ") + QString::fromLocal8Bit(fio.readAllStandardError());
                }
                m_labFiles << out;
            }
            const auto imported = cli({ QStringLiteral("--db"), db, QStringLiteral("import"), folder,
                QStringLiteral("--system"), system, QStringLiteral("--create") });
            if (imported.exitCode != 0) {
                return imported.err;
            }
            if (system == QLatin1String("Lab A")) {
                const auto renamed
                    = cli({ QStringLiteral("--db"), db, QStringLiteral("workloads"), QStringLiteral("rename"),
                        QStringLiteral("4k_100rd_100rand_j1"), QStringLiteral("4k-randread_j1") });
                if (renamed.exitCode != 0) {
                    return renamed.err;
                }
            }
        }
        const auto set = cli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"),
            QStringLiteral("Lab A"), QStringLiteral("--nodes"), QStringLiteral("3"), QStringLiteral("--link-gbps"),
            QStringLiteral("25"), QStringLiteral("--ports-per-node"), QStringLiteral("2") });
        return set.exitCode == 0 ? QString() : set.err;
    }

    static QStringList parts()
    {
        return { QStringLiteral("--nic"), QStringLiteral("540-BDEF"), QStringLiteral("--switch"),
            QStringLiteral("210-APHK"), QStringLiteral("--cable"), QStringLiteral("470-ABOX") };
    }

    // The HTML page: number cells never wrap, and a figure's number and unit are held by a no-break space.
    void checkHtml(const QStringList& globals, const QStringList& advise, const QString& name)
    {
        const QString html = m_dir.filePath(name + QStringLiteral(".html"));
        const auto written = cli(globals + QStringList { QStringLiteral("report") } + advise
            + QStringList { QStringLiteral("--out"), html });
        QVERIFY2(written.exitCode == 0, qPrintable(written.err));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const auto rightCells = text.count(QStringLiteral("<td align=\"right\""));
        QVERIFY(rightCells > 5);
        QCOMPARE(text.count(QStringLiteral("<td align=\"right\" style=\"white-space: nowrap;\"")), rightCells);
        static const QRegularExpression broken(QStringLiteral("\\d (%|ms\\b|IOPS\\b)"));
        const auto found = broken.match(text);
        QVERIFY2(!found.hasMatch(), qPrintable(text.mid(found.capturedStart() - 60, 120)));
    }

    // The slides: nothing broken either, and the sources slide names every file's system (none dropped: the lab's
    // two names of one test bring both systems' points).
    void checkSlides(const QStringList& globals, const QStringList& advise, const QString& name, qsizetype files)
    {
        const QString pdf = m_dir.filePath(name + QStringLiteral("-slides.pdf"));
        const auto written = cli(globals + QStringList { QStringLiteral("report") } + advise
            + QStringList { QStringLiteral("--out"), pdf, QStringLiteral("--layout"), QStringLiteral("slides") });
        QVERIFY2(written.exitCode == 0, qPrintable(written.err));
        const QList<test::PdfPage> pages = test::readPdfPages(pdf);
        QVERIFY(pages.size() >= 3);
        const QStringList problems = everyProblem(pages, kSlide);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        if (name != QLatin1String("lab")) {
            return;
        }
        QVERIFY(files == 6);
        const QString sources = pages.last().text();
        for (const QString& system : { QStringLiteral("Lab A"), QStringLiteral("Lab B") }) {
            QVERIFY2(sources.contains(system), qPrintable(sources));
        }
        QVERIFY2(sources.count(QStringLiteral("randread-qd1.json")) == 2, qPrintable(sources));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("home/data")).toUtf8());
        cli::setChartDrawing({ {}, [](const AdvisorResult&, const QList<Measurement>&, const charts::ChartTheme&) {
                                  return std::unique_ptr<ReportChartRenderer>(std::make_unique<testing::BoxCharts>());
                              } });
    }

    void walkingHeadingAndRows()
    {
        const testing::BoxCharts charts;
        for (int filler = 0; filler < 64; filler += 3) {
            const ReportContent content = walkingTable(filler);
            const ReportPages pages(content, charts);
            const auto pdf = pages.pdf();
            QVERIFY(pdf.ok());
            const QString file = m_dir.filePath(QStringLiteral("walk%1.pdf").arg(filler));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(*pdf);
            out.close();
            const QList<test::PdfPage> read = test::readPdfPages(file);
            QVERIFY(!read.isEmpty());
            const QStringList problems = everyProblem(read);
            QVERIFY2(problems.isEmpty(),
                qPrintable(QStringLiteral("filler %1: ").arg(filler) + problems.join(QLatin1Char('\n'))));
            // Every row whole on one page: its long cell (three lines) is found in one page's text.
            for (int r = 0; r < 30; ++r) {
                const QString cell = content.sections[1].blocks[0].table.rows[r][1];
                QVERIFY2(test::pageHolding(read, cell) > 0,
                    qPrintable(QStringLiteral("filler %1, row %2").arg(filler).arg(r)));
            }
            // The footnote below the total row, on its page.
            const int notePage = test::pageHolding(read, QStringLiteral("[1] The footnote"));
            QVERIFY(notePage > 0);
            qreal total = -1, note = -1;
            for (const test::PdfLine& line : read[notePage - 1].lines) {
                if (line.text().startsWith(QLatin1String("Total per port"))) {
                    total = line.box.bottom();
                }
                if (line.text().startsWith(QLatin1String("[1]"))) {
                    note = line.box.top();
                }
            }
            QVERIFY2(total < 0 || note >= total, qPrintable(QStringLiteral("filler %1").arg(filler)));
        }
    }

    void realReports_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("demo") << QStringLiteral("demo");
        QTest::newRow("ceph") << QStringLiteral("ceph");
        QTest::newRow("lab") << QStringLiteral("lab");
    }

    void realReports()
    {
        QFETCH(QString, name);
        QStringList globals, advise, hashes;
        if (name == QLatin1String("demo")) {
            globals = { QStringLiteral("--demo") };
            advise = QStringList { QStringLiteral("--workload"), QStringLiteral("oltp32k"),
                QStringLiteral("--baseline"), QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("--candidate"),
                QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--nodes"), QStringLiteral("6"),
                QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--node-price"),
                QStringLiteral("100000") }
                + parts();
        } else if (name == QLatin1String("ceph")) {
            const QString db = m_dir.filePath(QStringLiteral("ceph.headroom"));
            const QString failed = testing::importFixtures(db,
                { { testing::kCephHddSweep, QStringLiteral("Ceph HDD"),
                      { QStringLiteral("--nodes"), QStringLiteral("3"), QStringLiteral("--link-gbps"),
                          QStringLiteral("25"), QStringLiteral("--ports-per-node"), QStringLiteral("2") } },
                    { testing::kCephSsdSweep, QStringLiteral("Ceph SSD") } });
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            globals = { QStringLiteral("--db"), db };
            advise = QStringList { QStringLiteral("--workload"), QStringLiteral("4k_100rd_100rand_j1"),
                QStringLiteral("--baseline"), QStringLiteral("Ceph HDD"), QStringLiteral("--candidate"),
                QStringLiteral("Ceph SSD"), QStringLiteral("--node-price"), QStringLiteral("20000 USD"),
                QStringLiteral("--latency-limit-ms"), QStringLiteral("5") }
                + parts();
            for (const QString& folder : { testing::kCephHddSweep, testing::kCephSsdSweep }) {
                const QDir dir(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/") + folder);
                for (const QString& file : dir.entryList({ QStringLiteral("*.json") })) {
                    hashes << sha256Of(dir.filePath(file));
                }
            }
        } else {
            const QString db = m_dir.filePath(QStringLiteral("lab.headroom"));
            const QString failed = makeLab(db);
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            globals = { QStringLiteral("--db"), db };
            advise = QStringList { QStringLiteral("--workload"), QStringLiteral("4k-randread_j1"),
                QStringLiteral("--baseline"), QStringLiteral("Lab A"), QStringLiteral("--candidate"),
                QStringLiteral("Lab B"), QStringLiteral("--node-price"), QStringLiteral("20000 USD"),
                QStringLiteral("--latency-limit-ms"), QStringLiteral("5") }
                + parts();
            for (const QString& file : std::as_const(m_labFiles)) {
                hashes << sha256Of(file);
            }
        }
        const QString pdf = m_dir.filePath(name + QStringLiteral(".pdf"));
        const auto written = cli(
            globals + QStringList { QStringLiteral("report") } + advise + QStringList { QStringLiteral("--out"), pdf });
        QVERIFY2(written.exitCode == 0, qPrintable(written.err));
        const QList<test::PdfPage> pages = test::readPdfPages(pdf);
        QVERIFY(pages.size() >= 3);
        const QStringList problems = everyProblem(pages);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // The appendix's rows (a SHA-256 wraps over three lines) each on one page: every measured file is there.
        for (const QString& sha : std::as_const(hashes)) {
            QVERIFY2(test::pageHolding(pages, sha) > 0, qPrintable(sha));
        }
        checkHtml(globals, advise, name);
        checkSlides(globals, advise, name, hashes.size());
    }
};

QTEST_MAIN(TstReportGeometry)
#include "tst_reportgeometry.moc"
