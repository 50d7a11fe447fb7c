// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importpage.h"
#include "librarysession.h"
#include "mainwindow.h"
#include "models/measurementtablemodel.h"
#include "support/findchild.h"
#include "support/mustread.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensTheDemoWhenNoLibraryIsChosen();
    void opensAndRemembersALibrary();
    void keepsTheCurrentLibraryWhenAFileIsRefused();
    void rendersAScreenshot();
    void errorsGoToTheSink();
    void readOnlyLibraryShowsABanner();
    void pagesFollowTheSession();
    void importIsOffOnAReadOnlyLibrary();
    void anUnreadableLibraryDoesNotLookEmpty();

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
    QCOMPARE(window.measurementModel()->rowCount(), mustRead(window.library()->measurementCount()));
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

namespace {
// A library file with one measurement of `system`.
bool makeLibrary(const QString& path, const QString& system)
{
    auto library = ResultsLibrary::open(path);
    if (!library) {
        return false;
    }
    Measurement m;
    m.systemName = system;
    m.workload.name = QStringLiteral("4k-randread");
    m.iops = 1000;
    SourceRef source;
    source.file = system;
    return (*library)->addMeasurements(source, { m }).ok();
}
} // namespace

void TestMainWindow::errorsGoToTheSink()
{
    const QString path = m_dir.filePath(QStringLiteral("sink.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a library either");
    file.close();
    MainWindow window;
    QStringList shown;
    window.setErrorSink([&shown](const QString& message) { shown << message; });
    window.openDemo();
    QVERIFY(!window.openLibrary(path));
    QCOMPARE(shown.size(), 1);
    QVERIFY2(shown.first().startsWith(
                 QStringLiteral("The library was not opened: ") + path + QStringLiteral(": not a Headroom library")),
        qPrintable(shown.first()));
    QVERIFY2(
        shown.first().endsWith(QStringLiteral("or create one with File › New Library.")), qPrintable(shown.first()));
    QCOMPARE(window.statusBar()->currentMessage(), shown.first());
}

// A library that cannot be written says so above every workspace, like the demo, and is still read.
void TestMainWindow::readOnlyLibraryShowsABanner()
{
    const QString path = m_dir.filePath(QStringLiteral("readonly.headroom"));
    QVERIFY(makeLibrary(path, QStringLiteral("box-ro")));
    auto readOnly = ResultsLibrary::open(path, ResultsLibrary::Mode::ReadOnly);
    QVERIFY2(readOnly, qPrintable(readOnly ? QString() : readOnly.error()));
    MainWindow window;
    window.session()->setLibrary(std::move(readOnly.value()));
    auto* banner = testing::child<QLabel>(window, "libraryBanner");
    QVERIFY2(banner->text().startsWith(QStringLiteral("<b>Read-only library.</b> %1 was opened read-only.").arg(path)),
        qPrintable(banner->text()));
    QVERIFY(banner->text().contains(QStringLiteral("imports, edits and saving benchmark points are off")));
    QCOMPARE(window.windowTitle(), QStringLiteral("Headroom — readonly.headroom (read-only)"));
    QCOMPARE(banner->palette().color(QPalette::Window), QColor(0xfff4d6));
    QCOMPARE(window.measurementModel()->rowCount(), 1);

    // Back to a writable library: the plain banner in the application's colours.
    QVERIFY(window.openLibrary(path));
    QCOMPARE(banner->text(), QStringLiteral("Library <b>%1</b>").arg(path));
    QVERIFY(banner->palette().color(QPalette::Window) != QColor(0xfff4d6));
    if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
        auto again = ResultsLibrary::open(path, ResultsLibrary::Mode::ReadOnly);
        QVERIFY(again);
        window.session()->setLibrary(std::move(again.value()));
        window.resize(1400, 900);
        window.show();
        QVERIFY(window.saveScreenshot(QString::fromLocal8Bit(out) + QStringLiteral("/read-only-banner.png"), {}).ok());
    }
}

// Every page reads the session's library: opening another one reaches them through aboutToChange and changed.
void TestMainWindow::pagesFollowTheSession()
{
    const QString first = m_dir.filePath(QStringLiteral("first.headroom"));
    const QString second = m_dir.filePath(QStringLiteral("second.headroom"));
    QVERIFY(makeLibrary(first, QStringLiteral("box-one")));
    QVERIFY(makeLibrary(second, QStringLiteral("box-two")));
    MainWindow window;
    QSignalSpy about(window.session(), &LibrarySession::aboutToChange);
    QSignalSpy changed(window.session(), &LibrarySession::changed);
    QVERIFY(window.openLibrary(first));
    auto* systems = testing::child<QComboBox>(window, "benchSystemCombo");
    QVERIFY(systems->findText(QStringLiteral("box-one")) >= 0);
    QVERIFY(window.openLibrary(second));
    QCOMPARE(about.count(), 2);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(changed.last().first().value<ResultsLibrary*>(), window.library());
    QCOMPARE(window.library()->path(), second);
    QVERIFY(systems->findText(QStringLiteral("box-one")) < 0);
    QVERIFY(systems->findText(QStringLiteral("box-two")) >= 0);
}

// A previewed import can be stored only in a library that can be written: on a read-only one the button is off
// and its tooltip says why; opening a writable library turns it on for the same preview.
void TestMainWindow::importIsOffOnAReadOnlyLibrary()
{
    const QString path = m_dir.filePath(QStringLiteral("import-target.headroom"));
    QVERIFY(makeLibrary(path, QStringLiteral("box-import")));
    auto readOnly = ResultsLibrary::open(path, ResultsLibrary::Mode::ReadOnly);
    QVERIFY(readOnly);
    MainWindow window;
    window.session()->setLibrary(std::move(readOnly.value()));
    auto* importPage = testing::child<ImportPage>(window, "importPage");
    auto* button = testing::child<QPushButton>(window, "importButton");
    QSignalSpy previewed(importPage, &ImportPage::previewReady);
    importPage->preview({ QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-2.18-randread-qd-sweep/"
                                                             "randread-qd01-jobs01.json") });
    QVERIFY(previewed.wait(20'000));
    QCOMPARE(previewed.first().first().toInt(), 1);
    QVERIFY(!button->isEnabled());
    QVERIFY2(button->toolTip().startsWith(
                 QStringLiteral("Imports are off: %1. Use File › New Library").arg(window.library()->readOnlyReason())),
        qPrintable(button->toolTip()));
    QVERIFY(!window.library()->readOnlyReason().isEmpty());

    QVERIFY(window.openLibrary(path)); // the same file, writable
    QVERIFY(button->isEnabled());
    QCOMPARE(button->toolTip(), QStringLiteral("Store every previewed file in the library, all or nothing"));
}

// A library whose table another program renamed: the banner says it cannot be read, in the error colours, and the
// welcome card that invites a first import stays hidden.
void TestMainWindow::anUnreadableLibraryDoesNotLookEmpty()
{
    const QString path = m_dir.filePath(QStringLiteral("damaged.headroom"));
    QVERIFY(makeLibrary(path, QStringLiteral("box-damaged")));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other-program"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QVERIFY(QSqlQuery(other).exec(QStringLiteral("ALTER TABLE measurements RENAME TO gone")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other-program"));
    MainWindow window;
    QStringList shown;
    window.setErrorSink([&shown](const QString& message) { shown << message; });
    QVERIFY(window.openLibrary(path));
    auto* banner = testing::child<QLabel>(window, "libraryBanner");
    QVERIFY2(banner->text().startsWith(QStringLiteral("<b>Cannot read this library.</b> %1: reading").arg(path)),
        qPrintable(banner->text()));
    QVERIFY2(banner->text().contains(QStringLiteral("no such table: measurements")), qPrintable(banner->text()));
    QCOMPARE(banner->palette().color(QPalette::Window), QColor(0xfde2e1));
    QVERIFY(testing::child<QWidget>(window, "startPanel")->isHidden());
    QCOMPARE(window.measurementModel()->rowCount(), 0);
    QVERIFY(!shown.isEmpty());
    if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
        window.resize(1400, 900);
        window.show();
        QVERIFY(
            window.saveScreenshot(QString::fromLocal8Bit(out) + QStringLiteral("/unreadable-library.png"), {}).ok());
    }
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
