// SPDX-License-Identifier: GPL-3.0-or-later
// File › Export Workbook…: the Advisor's answer on the demo library written as a workbook on a worker (a zip that
// openpyxl reads, with the answer's options), a failure that names the file and leaves the old one, and the menu
// entry enabled once the Advisor answers.
#include "gather/advisorrequest.h"
#include "mainwindow.h"
#include "support/demoadvisor.h"
#include "workbookexport.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace headroom;

class TstWorkbookExport : public QObject {
    Q_OBJECT

private slots:
    void writesTheAdvisorsAnswer()
    {
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        QSignalSpy answered(&advisor.page, &AdvisorPage::resultChanged);
        advisor.open();
        QTRY_VERIFY(advisor.page.result().has_value());
        const AdvisorResult result = *advisor.page.result();
        const auto used = measurementsBehind(advisor.library(), result);
        QVERIFY(used);

        QWidget window;
        WorkbookExport exporter(&window);
        QSignalSpy finished(&exporter, &WorkbookExport::finished);
        const QString path = advisor.dir.filePath(QStringLiteral("figures.xlsx"));
        exporter.exportTo(path, result, *used);
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY2(finished[0][0].toBool(), qPrintable(finished[0][1].toString()));
        QVERIFY(finished[0][1].toString().contains(path));
        QProcess python;
        python.start(QFile::exists(QStringLiteral("/usr/bin/python3")) ? QStringLiteral("/usr/bin/python3")
                                                                       : QStringLiteral("python3"),
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/report/officeread.py"), QStringLiteral("xlsx"), path });
        QVERIFY(python.waitForFinished(60000));
        QCOMPARE(python.exitCode(), 0);
        const QString sheets = QString::fromUtf8(python.readAllStandardOutput());
        QVERIFY(sheets.contains(QStringLiteral("\"Options\"")));
        QVERIFY(sheets.contains(result.input.baseline.system));

        // A folder that is a file: the error names the file, and nothing is left behind.
        QFile blocker(advisor.dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString bad = blocker.fileName() + QStringLiteral("/figures.xlsx");
        exporter.exportTo(bad, result, *used);
        QTRY_COMPARE(finished.size(), 2);
        QVERIFY(!finished[1][0].toBool());
        QVERIFY2(finished[1][1].toString().contains(bad), qPrintable(finished[1][1].toString()));
    }

    void fileMenuHasExportWorkbook()
    {
        MainWindow window;
        window.openInitialLibrary(QString());
        auto* action = window.findChild<QAction*>(QStringLiteral("exportWorkbook"));
        QVERIFY(action);
        QVERIFY(window.menuBar()->actions().constFirst()->menu()->actions().contains(action));
        QTRY_VERIFY(action->isEnabled()); // the Advisor answered on the demo library
    }
};

QTEST_MAIN(TstWorkbookExport)
#include "tst_workbookexport.moc"
