// File › Export Report…: the dialog previews every page of the Advisor's answer and saves PDF, HTML and PPTX; the
// Advisor's current answer is what it exports.
#include "gather/advisorrequest.h"
#include "mainwindow.h"
#include "pages/reportdialog.h"
#include "report/reportwriter.h"
#include "support/demoadvisor.h"
#include "support/mustread.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

class TstReportDialog : public QObject {
    Q_OBJECT

private slots:
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
            const auto saved = dialog.saveTo(file);
            QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error()));
            QVERIFY(QFile(file).size() > 1000);
        }
        const auto refused = dialog.saveTo(dir.filePath(QStringLiteral("r.doc")));
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().contains(QStringLiteral("r.doc")));
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
