// SPDX-License-Identifier: GPL-3.0-or-later
// File › Export Report…: the dialog previews every page of the Advisor's answer and saves PDF, HTML and PPTX; the
// Advisor's current answer is what it exports. A save runs on a worker (the dialog's thread is free while it runs,
// and the charts are still drawn there) and writes what writing on the GUI thread writes; closing the dialog during a
// save returns at once and leaves no file.
#include "charts/reportchartrenderer.h"
#include "gather/advisorrequest.h"
#include "mainwindow.h"
#include "model/translations.h"
#include "pages/reportdialog.h"
#include "pricing/money.h"
#include "report/reportwriter.h"
#include "support/demoadvisor.h"
#include "support/mustread.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

// Saves through the dialog's job and waits for its answer: empty when saved, else the error.
QString saveThroughDialog(ReportDialog& dialog, const QString& file)
{
    QSignalSpy saved(&dialog, &ReportDialog::reportSaved);
    QSignalSpy failed(&dialog, &ReportDialog::saveFailed);
    dialog.startSave(file);
    if (!QTest::qWaitFor([&] { return !saved.isEmpty() || !failed.isEmpty(); }, 60000)) {
        return QStringLiteral("timed out");
    }
    return failed.isEmpty() ? QString() : failed.constFirst().constFirst().toString();
}

QPushButton* saveButton(const ReportDialog& dialog)
{
    for (QPushButton* button : dialog.findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("Save…")) {
            return button;
        }
    }
    return nullptr;
}

QByteArray poppler(const QString& tool, const QStringList& arguments)
{
    QProcess process;
    process.start(tool, arguments);
    process.waitForFinished(30000);
    return process.readAllStandardOutput();
}

// The PDF's pages as 72 dpi grey images (pdftoppm).
QList<QImage> pdfPages(const QString& file)
{
    const QString prefix = file + QStringLiteral("-page");
    poppler(QStringLiteral("pdftoppm"),
        { QStringLiteral("-r"), QStringLiteral("72"), QStringLiteral("-gray"), file, prefix });
    QList<QImage> pages;
    const QFileInfo info(prefix);
    for (const QFileInfo& page :
        QDir(info.path()).entryInfoList({ info.fileName() + QStringLiteral("*.pgm") }, QDir::Files, QDir::Name)) {
        pages << QImage(page.filePath());
    }
    return pages;
}

// Pixels whose grey differs by more than a quarter: glyphs placed a fraction of a pixel apart differ in a few.
int differingPixels(const QImage& a, const QImage& b)
{
    if (a.size() != b.size()) {
        return a.width() * a.height();
    }
    int differing = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            differing += std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y))) > 64 ? 1 : 0;
        }
    }
    return differing;
}

} // namespace

class TstReportDialog : public QObject {
    Q_OBJECT

    AdvisorResult m_result;
    QList<Measurement> m_used;

private slots:
    void initTestCase()
    {
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        advisor.open();
        QVERIFY(advisor.page.result());
        m_result = *advisor.page.result();
        m_used = mustRead(measurementsBehind(advisor.library(), m_result));
    }

    void previewsAndSaves()
    {
        QTemporaryDir dir;
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        advisor.open();
        QVERIFY(advisor.page.result());
        const AdvisorResult result = *advisor.page.result();
        ReportDialog dialog(result, mustRead(measurementsBehind(advisor.library(), result)));
        const int documentPages = dialog.previewPageCount();
        QVERIFY2(documentPages >= 4, qPrintable(QString::number(documentPages)));
        if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/export-report.png")));
        }
        int pictures = 0;
        for (const QLabel* label : dialog.findChildren<QLabel*>()) {
            pictures += label->pixmap().isNull() ? 0 : 1;
        }
        QCOMPARE(pictures, documentPages);
        // Slides: title, verdict, $ per IOPS, curves, cost, options, bottleneck, assumptions, sources.
        auto boxes = dialog.findChildren<QComboBox*>();
        QCOMPARE(boxes.size(), 3);
        boxes[2]->setCurrentIndex(1);
        QTRY_COMPARE(dialog.previewPageCount(), 9);
        QCOMPARE(dialog.options().layout, ReportLayout::Slides);
        for (const char* name : { "r.pdf", "r.html", "r.pptx" }) {
            const QString file = dir.filePath(QString::fromLatin1(name));
            const QString error = saveThroughDialog(dialog, file);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(QFile(file).size() > 1000);
        }
        const QString refused = saveThroughDialog(dialog, dir.filePath(QStringLiteral("r.doc")));
        QVERIFY(refused.contains(QStringLiteral("r.doc")));
        QVERIFY(!dialog.isSaving());
        QVERIFY(dialog.findChild<QMessageBox*>()); // shown, not blocking
        // Template (PPTX): a deck is built on a .pptx's master and layouts; a file that is no template is refused.
        auto* deckTemplate = dialog.findChild<QLineEdit*>(QStringLiteral("deckTemplate"));
        QVERIFY(deckTemplate);
        deckTemplate->setText(dir.filePath(QStringLiteral("r.pptx")));
        QCOMPARE(dialog.options().deckTemplate, dir.filePath(QStringLiteral("r.pptx")));
        QVERIFY(saveThroughDialog(dialog, dir.filePath(QStringLiteral("t.pptx"))).isEmpty());
        const QString letter = dir.filePath(QStringLiteral("letter.potx"));
        QFile text(letter);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("Dear customer");
        text.close();
        deckTemplate->setText(letter);
        const QString notTemplate = saveThroughDialog(dialog, dir.filePath(QStringLiteral("u.pptx")));
        QVERIFY2(notTemplate.contains(letter), qPrintable(notTemplate));
    }

    // The German GUI (headroom --lang de) exports a German report: the dialog runs in the GUI's process, so the
    // installed translation and its number formats are the report's (issue 25).
    void germanGuiExportsAGermanReport()
    {
        QVERIFY(i18n::install(QStringLiteral("de")));
        const auto english = qScopeGuard([] { i18n::install(QStringLiteral("en")); });
        QTemporaryDir dir;
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        advisor.open();
        QVERIFY(advisor.page.result());
        const AdvisorResult result = *advisor.page.result();
        ReportDialog dialog(result, mustRead(measurementsBehind(advisor.library(), result)));
        const QString file = dir.filePath(QStringLiteral("de.html"));
        const QString error = saveThroughDialog(dialog, file);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile html(file);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        QVERIFY(page.contains(QStringLiteral("lang=\"de\"")));
        const QString heading = QCoreApplication::translate("headroom::report", "Executive summary");
        QVERIFY2(heading != QStringLiteral("Executive summary"), "no German heading to look for");
        QVERIFY(page.contains(heading));
        QVERIFY(!page.contains(QStringLiteral("Executive summary")));
        // The network upgrade's cost in German: "42.652,13 $" (the no-break space may be written as an entity).
        QVERIFY(!result.options.isEmpty() && result.options.first().costCents);
        const QString cost = formatMoney(*result.options.first().costCents, result.currency);
        QVERIFY2(cost.endsWith(QLatin1Char('$')) && cost.contains(QLatin1Char(',')), qPrintable(cost));
        QVERIFY2(page.contains(cost) || page.contains(QString(cost).replace(QChar::Nbsp, QStringLiteral("&nbsp;"))),
            qPrintable(cost));
    }

    // The dialog fits the screen (a 1280 × 800 laptop), and every page of the preview, document or slide, fits the
    // preview's width: no horizontal scrolling.
    void previewFitsTheWindow()
    {
        ReportDialog dialog(m_result, m_used);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QRect screen = dialog.screen()->availableGeometry();
        QVERIFY2(dialog.width() <= screen.width() && dialog.height() <= screen.height(),
            qPrintable(QStringLiteral("%1×%2 on a %3×%4 screen")
                           .arg(dialog.width())
                           .arg(dialog.height())
                           .arg(screen.width())
                           .arg(screen.height())));
        auto* scroll = dialog.findChild<QScrollArea*>();
        QVERIFY(scroll);
        const auto pagesFit = [&] {
            int pages = 0;
            for (const QLabel* label : dialog.findChildren<QLabel*>()) {
                if (!label->pixmap().isNull()) {
                    ++pages;
                    if (label->pixmap().width() > scroll->viewport()->width()) {
                        return false;
                    }
                }
            }
            return pages > 0 && !scroll->horizontalScrollBar()->isVisible();
        };
        QTRY_VERIFY(pagesFit());
        dialog.findChildren<QComboBox*>()[2]->setCurrentIndex(1); // slides: 16:9, wider than a portrait page
        QTRY_COMPARE(dialog.options().layout, ReportLayout::Slides);
        QTRY_VERIFY(pagesFit());
        dialog.resize(dialog.width() - 200, dialog.height()); // a narrower window: the pages follow
        QTRY_VERIFY(pagesFit());
    }

    void jobWritesWhatTheGuiThreadWrites_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("layout");
        QTest::newRow("pdf document") << QStringLiteral("r.pdf") << 0;
        QTest::newRow("pdf slides") << QStringLiteral("r.pdf") << 1;
        QTest::newRow("html") << QStringLiteral("r.html") << 0;
        QTest::newRow("pptx") << QStringLiteral("r.pptx") << 1;
    }
    void jobWritesWhatTheGuiThreadWrites()
    {
        QFETCH(QString, name);
        QFETCH(int, layout);
        QTemporaryDir dir;
        ReportDialog dialog(m_result, m_used);
        dialog.findChildren<QComboBox*>().at(2)->setCurrentIndex(layout);
        if (layout == 1) {
            QTRY_COMPARE(dialog.previewPageCount(), 9); // redrawn before the save, so its status stays
        }
        const ReportOptions options = dialog.options();
        const QString direct = dir.filePath(QStringLiteral("direct-") + name);
        const charts::ReportChartPainter painter(m_result, m_used, charts::ChartTheme::light());
        QVERIFY(writeReport(direct, *reportFormatForPath(direct), m_result, m_used, options, painter).ok());

        const QString viaJob = dir.filePath(name);
        QSignalSpy saved(&dialog, &ReportDialog::reportSaved);
        dialog.startSave(viaJob);
        // Off this thread: nothing is written yet (the charts wait for this thread), and Save… waits for the answer.
        QVERIFY(dialog.isSaving());
        QVERIFY(!QFile::exists(viaJob));
        QVERIFY(!saveButton(dialog)->isEnabled());
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("status"))->text().startsWith(QStringLiteral("Saving")));
        QVERIFY(saved.wait(60000));
        QCOMPARE(saved.constFirst().constFirst().toString(), viaJob);
        QVERIFY(saveButton(dialog)->isEnabled());
        QVERIFY(!dialog.isSaving());
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("status"))->text(), QStringLiteral("Saved ") + viaJob);

        QFile a(direct);
        QFile b(viaJob);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        if (name.endsWith(QStringLiteral(".pdf"))) {
            // The job's charts are pictures replayed into the page: the same text at the same places, the same pages.
            const auto pdfText = [](const QString& file) {
                return poppler(QStringLiteral("pdftotext"), { QStringLiteral("-layout"), file, QStringLiteral("-") });
            };
            const QByteArray text = pdfText(direct);
            QVERIFY(text.size() > 1000);
            QCOMPARE(pdfText(viaJob), text);
            const QList<QImage> expected = pdfPages(direct);
            const QList<QImage> pages = pdfPages(viaJob);
            QVERIFY(expected.size() >= 4);
            QCOMPARE(pages.size(), expected.size());
            for (qsizetype i = 0; i < pages.size(); ++i) {
                const int differing = differingPixels(pages[i], expected[i]);
                QVERIFY2(differing < pages[i].width() * pages[i].height() / 200,
                    qPrintable(QStringLiteral("page %1: %2 pixels differ").arg(i + 1).arg(differing)));
            }
        } else {
            QCOMPARE(b.readAll(), a.readAll()); // the charts' SVG and images are made on this thread either way
        }
    }

    void closingWhileSavingWritesNothing_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("existing");
        QTest::newRow("pdf") << QStringLiteral("r.pdf") << false;
        QTest::newRow("pptx") << QStringLiteral("r.pptx") << false;
        QTest::newRow("over an earlier pdf") << QStringLiteral("r.pdf") << true;
    }
    void closingWhileSavingWritesNothing()
    {
        QFETCH(QString, name);
        QFETCH(bool, existing);
        QTemporaryDir dir;
        const QString file = dir.filePath(name);
        const QByteArray earlier("the report saved yesterday");
        if (existing) {
            QFile old(file);
            QVERIFY(old.open(QIODevice::WriteOnly) && old.write(earlier) == earlier.size());
        }
        auto* dialog = new ReportDialog(m_result, m_used);
        dialog->startSave(file);
        QVERIFY(dialog->isSaving());
        QElapsedTimer closing;
        closing.start();
        delete dialog; // stops the save and waits for its worker, which waits for charts from this thread
        // The worker stops waiting for charts at once, then finishes the document it is building without them and
        // throws it away: about a second here, three to five times that under AddressSanitizer on two cores. A
        // worker that kept waiting for charts from this (blocked) thread would never return.
#if defined(__SANITIZE_ADDRESS__)
        constexpr qint64 kPromptMs = 10000;
#else
        constexpr qint64 kPromptMs = 2000;
#endif
        QVERIFY2(closing.elapsed() < kPromptMs, qPrintable(QString::number(closing.elapsed())));
        QCoreApplication::sendPostedEvents(); // chart requests the worker gave up on: dropped with the dialog
        QCOMPARE(
            QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), existing ? QStringList { name } : QStringList());
        if (existing) {
            QFile old(file);
            QVERIFY(old.open(QIODevice::ReadOnly));
            QCOMPARE(old.readAll(), earlier);
        }
    }

    void fileMenuHasExportReport()
    {
        MainWindow window;
        window.openInitialLibrary(QString());
        auto* action = window.findChild<QAction*>(QStringLiteral("exportReport"));
        QVERIFY(action);
        QVERIFY(window.menuBar()->actions().constFirst()->menu()->actions().contains(action));
        QTRY_VERIFY(action->isEnabled()); // the Advisor answered on the demo library
    }
};

QTEST_MAIN(TstReportDialog)
#include "tst_reportdialog.moc"
