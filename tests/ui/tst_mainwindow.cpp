#include "mainwindow.h"
#include "models/measurementtablemodel.h"

#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensTheDemoWhenNoLibraryIsChosen();
    void opensAndRemembersALibrary();
    void keepsTheCurrentLibraryWhenAFileIsRefused();
    void rendersAScreenshot();

private:
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::opensTheDemoWhenNoLibraryIsChosen()
{
    MainWindow window;
    window.openInitialLibrary(QString());
    QVERIFY(window.windowTitle().contains(QStringLiteral("demo library (read-only)")));
    QVERIFY(window.library()->isReadOnly());
    QCOMPARE(window.measurementModel()->rowCount(), window.library()->measurementCount());
    QVERIFY(window.measurementModel()->rowCount() >= 14);
    QCOMPARE(window.workspaces()->tabText(0), QStringLiteral("Library"));
}

void TestMainWindow::opensAndRemembersALibrary()
{
    const QString path = m_dir.filePath(QStringLiteral("mine.headroom"));
    MainWindow window;
    window.openInitialLibrary(path);
    QVERIFY(window.windowTitle().contains(QStringLiteral("mine.headroom")));
    QVERIFY(!window.library()->isReadOnly());
    QCOMPARE(window.measurementModel()->rowCount(), 0);
    QVERIFY(QFile::exists(path));
}

void TestMainWindow::keepsTheCurrentLibraryWhenAFileIsRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("text.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a library");
    file.close();
    MainWindow window;
    window.openDemo();
    QVERIFY(!window.openLibrary(path));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("not a Headroom library")));
    QVERIFY(window.library()->isReadOnly()); // still the demo
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("not a library"));
}

void TestMainWindow::rendersAScreenshot()
{
    MainWindow window;
    window.openDemo();
    window.resize(1200, 700);
    window.show();
    const QString path = m_dir.filePath(QStringLiteral("shot.png"));
    const auto saved = window.saveScreenshot(path, QString());
    QVERIFY2(saved.ok(), qPrintable(saved.ok() ? QString() : saved.error()));
    QImage image(path);
    QCOMPARE(image.width(), 1200);
    const auto unknownTab = window.saveScreenshot(path, QStringLiteral("No such tab"));
    QVERIFY(!unknownTab.ok());
    QVERIFY(unknownTab.error().contains(QStringLiteral("No such tab")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
