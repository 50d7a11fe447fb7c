// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's commands from the keyboard: a shortcut for each, none shared, each one triggering its command,
// Find Action (Ctrl+K) and Help › Keyboard Shortcuts.
#include "findactiondialog.h"
#include "mainwindow.h"
#include "menuactions.h"
#include "shortcutsdialog.h"
#include "support/findchild.h"
#include "tableexport.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QHash>
#include <QLineEdit>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace headroom;
using namespace Qt::StringLiterals;
using headroom::testing::child;

namespace {
// Entries that are not commands one learns a key for: About, and the recent libraries (files).
bool needsShortcut(const MenuCommand& command)
{
    return !command.menuPath.endsWith(QStringLiteral("Open Recent"))
        && command.text != QStringLiteral("About Headroom");
}

QAction* commandNamed(const MainWindow& window, const QString& text)
{
    for (const MenuCommand& command : menuCommands(*window.menuBar())) {
        if (command.text == text) {
            return command.action;
        }
    }
    return nullptr;
}

// For the screenshot review: HEADROOM_SCREENSHOT_DIR=… keeps a picture of each dialog as a user sees it.
void keepScreenshot(QWidget& widget, const QString& name)
{
    if (const QByteArray dir = qgetenv("HEADROOM_SCREENSHOT_DIR"); !dir.isEmpty()) {
        widget.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

void showActive(MainWindow& window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}
} // namespace

class TestShortcuts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void mainCommandsHaveShortcuts_data();
    void mainCommandsHaveShortcuts();
    void everyMenuCommandHasAShortcut();
    void noTwoCommandsShareAShortcut();
    void eachShortcutTriggersItsCommand();
    void findActionRunsExportReport();
    void findActionListsOnlyEnabledCommands();
    void keyboardShortcutsListsEveryCommand();
};

void TestShortcuts::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_shortcuts"));
}

void TestShortcuts::mainCommandsHaveShortcuts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("new") << u"New Library…"_s << QKeySequence(QKeySequence::New);
    QTest::newRow("open") << u"Open Library…"_s << QKeySequence(QKeySequence::Open);
    QTest::newRow("team") << u"Connect to Team Library…"_s << QKeySequence(QStringLiteral("Ctrl+Shift+O"));
    QTest::newRow("import") << u"Import Results…"_s << QKeySequence(QStringLiteral("Ctrl+I"));
    QTest::newRow("report") << u"Export Report…"_s << QKeySequence(QStringLiteral("Ctrl+R"));
    QTest::newRow("chart") << u"Export Chart…"_s << QKeySequence(QStringLiteral("Ctrl+E"));
    QTest::newRow("table") << u"Export Table as CSV…"_s << QKeySequence(QStringLiteral("Ctrl+Shift+E"));
    QTest::newRow("copy") << u"Copy"_s << QKeySequence(QKeySequence::Copy);
    QTest::newRow("find") << u"Find in Library"_s << QKeySequence(QKeySequence::Find);
    QTest::newRow("find action") << u"Find Action…"_s << QKeySequence(QStringLiteral("Ctrl+K"));
    QTest::newRow("shortcuts") << u"Keyboard Shortcuts"_s << QKeySequence(QStringLiteral("Ctrl+/"));
    QTest::newRow("user guide") << u"User Guide"_s << QKeySequence(Qt::Key_F1);
    QTest::newRow("library") << u"Library"_s << QKeySequence(QStringLiteral("Ctrl+1"));
    QTest::newRow("advisor") << u"Advisor"_s << QKeySequence(QStringLiteral("Ctrl+5"));
    QTest::newRow("benchmark") << u"Benchmark"_s << QKeySequence(QStringLiteral("Ctrl+7"));
}

void TestShortcuts::mainCommandsHaveShortcuts()
{
    QFETCH(QString, text);
    QFETCH(QKeySequence, shortcut);
    MainWindow window;
    QAction* action = commandNamed(window, text);
    QVERIFY2(action, qPrintable(text));
    QCOMPARE(action->shortcut(), shortcut);
}

// Each workspace too: the View menu has one command per tab.
void TestShortcuts::everyMenuCommandHasAShortcut()
{
    MainWindow window;
    const QList<MenuCommand> commands = menuCommands(*window.menuBar());
    int workspaces = 0;
    for (const MenuCommand& command : commands) {
        if (needsShortcut(command)) {
            QVERIFY2(!command.action->shortcut().isEmpty(), qPrintable(command.menuPath + u" › "_s + command.text));
        }
        workspaces += command.menuPath == QStringLiteral("View") ? 1 : 0;
    }
    QCOMPARE(workspaces, window.workspaces()->count());
}

void TestShortcuts::noTwoCommandsShareAShortcut()
{
    MainWindow window;
    QHash<QKeySequence, QString> owners;
    for (const MenuCommand& command : menuCommands(*window.menuBar())) {
        for (const QKeySequence& shortcut : command.action->shortcuts()) {
            const QString owner = command.menuPath + u" › "_s + command.text;
            QVERIFY2(!owners.contains(shortcut),
                qPrintable(shortcut.toString() + u" is both "_s + owners.value(shortcut) + u" and "_s + owner));
            owners.insert(shortcut, owner);
        }
    }
    QVERIFY(owners.size() >= 20);
}

// The keys reach each command through Qt's shortcut map, as a user's would: an ambiguous or swallowed shortcut
// leaves the spy empty. The commands' own slots are disconnected first (they open file dialogs, quit, switch
// workspaces); Undo and Redo act on the Library, so the focus is in its table.
void TestShortcuts::eachShortcutTriggersItsCommand()
{
    MainWindow window;
    window.openDemo();
    showActive(window);
    window.workspaces()->setCurrentIndex(0);
    auto* table = window.workspaces()->widget(0)->findChild<QTableView*>();
    QVERIFY(table);
    table->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), table);
    int tried = 0;
    for (const MenuCommand& command : menuCommands(*window.menuBar())) {
        if (command.action->shortcut().isEmpty()) {
            continue;
        }
        QObject::disconnect(command.action, &QAction::triggered, nullptr, nullptr);
        command.action->setEnabled(true);
        QSignalSpy triggered(command.action, &QAction::triggered);
        QTest::keySequence(&window, command.action->shortcut());
        QVERIFY2(triggered.count() == 1,
            qPrintable(command.action->shortcut().toString() + u" did not trigger "_s + command.text));
        QCOMPARE(QApplication::focusWidget(), table);
        ++tried;
    }
    QVERIFY(tried >= 20);
}

void TestShortcuts::findActionRunsExportReport()
{
    MainWindow window;
    window.openDemo();
    QVERIFY(window.showAdvisorExample()); // Export Report is enabled once the Advisor has an answer
    showActive(window);
    auto* exportReport = child<QAction>(window, "exportReport");
    QVERIFY(exportReport->isEnabled());
    QObject::disconnect(exportReport, &QAction::triggered, nullptr, nullptr); // its slot opens a modal dialog
    QSignalSpy triggered(exportReport, &QAction::triggered);

    QTest::keySequence(&window, QKeySequence(QStringLiteral("Ctrl+K")));
    auto* dialog = window.findChild<FindActionDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QTRY_COMPARE(QApplication::focusWidget(), dialog->filter());
    QTest::keyClicks(dialog->filter(), QStringLiteral("rep"));
    QVERIFY(dialog->list()->currentItem());
    QCOMPARE(dialog->list()->currentItem()->text(0), QStringLiteral("Export Report…"));
    QCOMPARE(dialog->list()->currentItem()->text(2),
        QKeySequence(QStringLiteral("Ctrl+R")).toString(QKeySequence::NativeText));
    QCOMPARE(triggered.count(), 0);
    keepScreenshot(*dialog, QStringLiteral("find-action"));
    QTest::keyClick(dialog->filter(), Qt::Key_Return);
    QTRY_COMPARE(triggered.count(), 1);
    QTRY_VERIFY(!window.findChild<FindActionDialog*>()); // closed and deleted
}

void TestShortcuts::findActionListsOnlyEnabledCommands()
{
    MainWindow window;
    window.openDemo();
    child<QAction>(window, "exportReport")->setEnabled(false); // as before the Advisor has an answer
    window.showFindAction();
    auto* dialog = window.findChild<FindActionDialog*>();
    QVERIFY(dialog);
    QTest::keyClicks(dialog->filter(), QStringLiteral("report"));
    for (int i = 0; i < dialog->list()->topLevelItemCount(); ++i) {
        QVERIFY(dialog->list()->topLevelItem(i)->text(0) != QStringLiteral("Export Report…"));
    }
    dialog->filter()->setText(QStringLiteral("lib"));
    QVERIFY(dialog->list()->topLevelItemCount() >= 3); // New, Open, Open Demo Library, Library workspace…
    QCOMPARE(dialog->list()->currentItem(), dialog->list()->topLevelItem(0));
    dialog->close();
}

void TestShortcuts::keyboardShortcutsListsEveryCommand()
{
    MainWindow window;
    window.openDemo();
    child<QAction>(window, "keyboardShortcuts")->trigger();
    auto* dialog = window.findChild<ShortcutsDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    const QList<QStringList> rows = visibleTable(*dialog->table());
    QCOMPARE(rows.first(), (QStringList { u"Menu"_s, u"Command"_s, u"Shortcut"_s }));
    int listed = 0;
    for (const MenuCommand& command : menuCommands(*window.menuBar())) {
        if (!needsShortcut(command) && command.text != QStringLiteral("About Headroom")) {
            continue;
        }
        const QStringList expected { command.menuPath, command.text,
            command.action->shortcut().toString(QKeySequence::NativeText) };
        QVERIFY2(rows.contains(expected), qPrintable(expected.join(u" | "_s)));
        ++listed;
    }
    QCOMPARE(rows.size() - 1, listed);
    keepScreenshot(*dialog, QStringLiteral("keyboard-shortcuts"));
    dialog->close();
}

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
