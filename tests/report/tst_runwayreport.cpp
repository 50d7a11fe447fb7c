// SPDX-License-Identifier: GPL-3.0-or-later
// The report's "Your workload" page and slides, drawn with the real Qt Charts renderer from a hand-built answer to a
// customer demand: the HTML page, the PDF document (pdftotext) and the PPTX deck (opened by LibreOffice, its PDF
// read back) carry the cluster, its hosts, the demand figures, the bottleneck on the customer's own hosts, the source
// with its SHA-256 prefix and date, and each option's runway, nodes needed and cost per year of runway; the runway
// chart is in each with its description. HEADROOM_SHOTS_DIR set: the runway chart's PNG and the PDF are left there.
#include "charts/chartexporter.h"
#include "charts/reportchartrenderer.h"
#include "report/reportwriter.h"
#include "report/specbuilders.h"
#include "support/constructeddemand.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::testing;

class TstRunwayReport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    static QByteArray run(const QString& program, const QStringList& arguments, int timeoutMs = 120000)
    {
        QProcess process;
        process.start(program, arguments);
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished();
            return {};
        }
        return process.readAllStandardOutput();
    }

    static QString pdfText(const QString& file)
    {
        return QString::fromUtf8(run(QStringLiteral("pdftotext"), { file, QStringLiteral("-") })).simplified();
    }

    QString write(ReportFormat format, const QString& name, ReportLayout layout = ReportLayout::Document)
    {
        const AdvisorResult result = constructedDemandResult();
        const charts::ReportChartPainter charts(result, {}, charts::ChartTheme::light());
        ReportOptions options;
        options.date = QStringLiteral("2026-12-01");
        options.customer = QStringLiteral("Hospital");
        options.layout = layout;
        const QString file = path(name);
        const Status written = writeReport(file, format, result, {}, options, charts);
        return written ? file : QString();
    }

    // What the workload page says, as every format writes it.
    static QStringList workloadFigures()
    {
        return { QStringLiteral("zColo_08"), QStringLiteral("phcva381.hospital.org"), QStringLiteral("97 %"),
            QStringLiteral("15,001"), QStringLiteral("40,501"), QStringLiteral("21,000"), QStringLiteral("1,327 MB/s"),
            QStringLiteral("liveoptics-vsphere-2clusters.xlsx"), QStringLiteral("0123456789ab"),
            QStringLiteral("2022/11/14"), QStringLiteral("CPU bound"), QStringLiteral("Cost/runway year"),
            QStringLiteral("Nodes needed"), QStringLiteral("50,000"), QStringLiteral("110,000"),
            QStringLiteral("Add 6 node(s) (modeled)") };
    }

    // What the runway chart writes (vector in HTML and PDF; a picture in the deck).
    static QStringList chartFigures()
    {
        return { QStringLiteral("runs out in 1.2 yr"), QStringLiteral("runs out in 5.5 yr"),
            QStringLiteral("Years from today") };
    }

    // A figure and its unit are held together by a no-break space (U+00A0, &nbsp; in HTML): read as a space here.
    static void checkContains(const QString& written, const QStringList& wanted, const char* where)
    {
        QString text = written;
        text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" ")).replace(QChar(0x00A0), QLatin1Char(' '));
        for (const QString& figure : wanted) {
            QVERIFY2(
                text.contains(figure), qPrintable(QStringLiteral("%1 lacks '%2'").arg(QLatin1String(where), figure)));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
            "pdftotext (poppler-utils) is needed: packaging/bootstrap.sh --tests");
    }

    void htmlHasTheWorkloadPage()
    {
        const QString file = write(ReportFormat::Html, QStringLiteral("report.html"));
        QVERIFY(!file.isEmpty());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        QVERIFY(html.contains(QStringLiteral("Your workload")));
        checkContains(html, workloadFigures() + chartFigures(), "HTML");
        // The full hash is shortened to its prefix; the chart is inline with the runway chart's description.
        QVERIFY(!html.contains(QLatin1String(kSourceSha)));
        QVERIFY(html.contains(QStringLiteral("zColo_08: runway at 20 %/yr growth")));
        QVERIFY(html.contains(QStringLiteral("Model: capacity per node")));
    }

    void pdfHasTheWorkloadPage()
    {
        const QString file = write(ReportFormat::Pdf, QStringLiteral("report.pdf"));
        QVERIFY(!file.isEmpty());
        const QString text = pdfText(file);
        QVERIFY(text.contains(QStringLiteral("Your workload")));
        checkContains(text, workloadFigures() + chartFigures(), "PDF");
        // Drawn text of the chart itself (vector): its title and a run-out label.
        QVERIFY(text.contains(QStringLiteral("Years from today")));
        if (const QString shots = qEnvironmentVariable("HEADROOM_SHOTS_DIR"); !shots.isEmpty()) {
            QDir().mkpath(shots);
            QFile::remove(shots + QStringLiteral("/report.pdf"));
            QVERIFY(QFile::copy(file, shots + QStringLiteral("/report.pdf")));
        }
    }

    void runwayChartPng()
    {
        const auto spec = charts::buildRunwaySpec(constructedDemandResult());
        QVERIFY(spec.ok());
        const QString png = path(QStringLiteral("runway.png"));
        const QString svg = path(QStringLiteral("runway.svg"));
        const charts::ChartExporter exporter(*spec, charts::ChartTheme::light());
        QVERIFY(exporter.exportTo(png, QSize(1920, 1080)).ok());
        QVERIFY(exporter.exportTo(svg, QSize(1920, 1080)).ok());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(QStringLiteral("<desc>")));
        QVERIFY(text.contains(QStringLiteral("runs out in 5.5 yr")));
        if (const QString shots = qEnvironmentVariable("HEADROOM_SHOTS_DIR"); !shots.isEmpty()) {
            QDir().mkpath(shots);
            QFile::remove(shots + QStringLiteral("/runway.png"));
            QVERIFY(QFile::copy(png, shots + QStringLiteral("/runway.png")));
        }
    }

    void pptxOpensInLibreOfficeWithTheWorkloadSlides()
    {
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        QVERIFY2(!soffice.isEmpty(), "LibreOffice Impress is needed: packaging/bootstrap.sh --tests");
        const QString file = write(ReportFormat::Pptx, QStringLiteral("deck.pptx"));
        QVERIFY(!file.isEmpty());
        const QString outDir = path(QStringLiteral("converted"));
        QDir().mkpath(outDir);
        run(soffice,
            { QStringLiteral("-env:UserInstallation=file://") + path(QStringLiteral("lo-profile")),
                QStringLiteral("--headless"), QStringLiteral("--convert-to"), QStringLiteral("pdf"),
                QStringLiteral("--outdir"), outDir, file },
            600000);
        const QString pdf = QDir(outDir).filePath(QStringLiteral("deck.pdf"));
        QVERIFY(QFile::exists(pdf));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("Your workload: zColo_08")));
        QVERIFY(text.contains(QStringLiteral("Runway: zColo_08")));
        QVERIFY(text.contains(QStringLiteral("What each option carries: zColo_08")));
        checkContains(text, workloadFigures(), "PPTX");
        if (const QString shots = qEnvironmentVariable("HEADROOM_SHOTS_DIR"); !shots.isEmpty()) {
            QFile::remove(shots + QStringLiteral("/deck.pdf"));
            QVERIFY(QFile::copy(pdf, shots + QStringLiteral("/deck.pdf")));
        }
    }
};

QTEST_MAIN(TstRunwayReport)
#include "tst_runwayreport.moc"
