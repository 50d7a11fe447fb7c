// SPDX-License-Identifier: GPL-3.0-or-later
// Every text of ours the GUI shows goes through tr(): at test time, lupdate reads the sources into a .ts, every
// message gets the pseudo translation "⟦" + source + "⟧" (pseudotranslate.py), lrelease makes a .qm that is
// installed, and the main window on the demo library is walked: every workspace and the tabs inside it, every menu,
// the Advisor's example answer, and the dialogs the menus open (About, Find Action, Keyboard Shortcuts, Export
// Report, the quit prompt; Qt's file dialogs are rejected unread), and on a writable library the edit dialogs of the
// Library's context menus. A visible text with words outside the markers is reported with its widget path (run the
// test to see them all). What counts as data and is skipped: visibletexts.h. Not walked: states the demo does not
// reach (errors, an import's results, a benchmark running); their strings are in tr() by review, and lupdate's list
// is checked against the committed .ts by translations_current.
// HEADROOM_SCREENSHOT_DIR=dir keeps a picture of each workspace in the pseudo language.
#include "bench/presets.h"
#include "importers/importformat.h"
#include "mainwindow.h"
#include "menuactions.h"
#include "pages/advisorpage.h"
#include "pages/catalogtablemodel.h"
#include "support/fixtureimport.h"
#include "visibletexts.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QTranslator>

using namespace headroom;
using namespace headroom::testing;

namespace {

QString run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.setWorkingDirectory(QStringLiteral(HEADROOM_SOURCE_DIR));
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        return QStringLiteral("%1 %2 failed: %3 %4")
            .arg(program, arguments.join(QLatin1Char(' ')), process.errorString(),
                QString::fromLocal8Bit(process.readAllStandardError()));
    }
    return {};
}

// Until the window's work settles: queued events, and pools' jobs delivered.
void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QThreadPool::globalInstance()->waitForDone(5000);
    }
    QCoreApplication::processEvents();
}

// Names the library holds: data, not words of ours, wherever they appear.
QSet<QString> libraryNames(const MainWindow& window)
{
    QSet<QString> names;
    if (const auto systems = window.library()->systems()) {
        for (const SystemConfig& system : *systems) {
            names.insert(system.name);
        }
    }
    if (const auto workloads = window.library()->workloadNames()) {
        for (const QString& name : *workloads) {
            Workload named; // a name without the test's parameters is shown as it is, its '_' and '-' as spaces
            named.name = name;
            names << name << workloadDisplayName(named);
        }
    }
    if (const auto workloads = window.library()->workloads()) {
        for (const Workload& workload : *workloads) {
            names << workload.name << workload.canonicalName();
        }
    }
    for (const bench::Preset& preset : bench::presets()) { // names, as on the command line (headroom-cli bench)
        names.insert(preset.name);
    }
    for (const ImportFormatInfo& format : importFormats()) { // the tools' names ("HCIBench", "Live Optics")
        names << format.name << format.title;
    }
    if (const auto measurements = window.library()->measurements({})) {
        for (const Measurement& m : *measurements) { // where the figures come from, as the import wrote it
            names.insert(m.source.reference);
        }
    }
    if (const auto demands = window.library()->customerDemands()) {
        for (const CustomerDemand& demand : *demands) {
            names << demand.name << demand.source.file;
        }
    }
    if (const auto* catalog = window.findChild<CatalogTableModel*>()) {
        for (int row = 0; row < catalog->rowCount(); ++row) {
            for (int column : { CatalogTableModel::VendorColumn, CatalogTableModel::ModelColumn,
                     CatalogTableModel::PartColumn, CatalogTableModel::SourceColumn, CatalogTableModel::NotesColumn }) {
                names.insert(catalog->index(row, column).data().toString());
            }
        }
    }
    return names;
}

// Runs `trigger`, inspecting every modal dialog it opens: collected (Qt's file dialogs not) and rejected, so that
// exec() returns. Non-modal windows it opens are collected and closed.
void triggerAndInspect(const std::function<void()>& trigger, VisibleTextCollector& collector)
{
    const QWidgetList before = QApplication::topLevelWidgets();
    QTimer inspector;
    inspector.setInterval(0);
    QObject::connect(&inspector, &QTimer::timeout, [&collector] {
        auto* modal = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!modal || !modal->isVisible()) {
            return;
        }
        if (!qobject_cast<QFileDialog*>(modal)) {
            settle();
            collector.collectWidgets(modal);
        }
        modal->reject();
    });
    inspector.start();
    trigger();
    settle();
    inspector.stop();
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (!before.contains(widget) && widget->isVisible() && !qobject_cast<QMenu*>(widget)) {
            collector.collectWidgets(widget);
            widget->close();
        }
    }
    settle();
}

// For the screenshot review: HEADROOM_SCREENSHOT_DIR=… keeps a picture of each workspace in the pseudo language.
void saveScreenshot(QWidget& window, const QString& name)
{
    if (const QByteArray dir = qgetenv("HEADROOM_SCREENSHOT_DIR"); !dir.isEmpty()) {
        window.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

void collectTabsUnder(QWidget* page, VisibleTextCollector& collector)
{
    collector.collectWidgets(page);
    for (QTabWidget* tabs : page->findChildren<QTabWidget*>()) {
        if (!tabs->isVisible()) {
            continue;
        }
        const int current = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle();
            collector.collectWidgets(tabs->widget(i));
        }
        tabs->setCurrentIndex(current);
    }
}

// Opens the context menu `view` shows at `at` and chooses its entry `index` (its dialogs inspected and rejected, so
// nothing changes); the menu's texts are collected. The number of entries the menu had.
int chooseContextEntry(QWidget* view, QPoint at, int index, VisibleTextCollector& collector)
{
    int count = 0;
    bool picked = false;
    QTimer picker; // a timer of its own: the inspector's must fire inside the dialog this one opens
    picker.setInterval(0);
    QObject::connect(&picker, &QTimer::timeout, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu || picked) {
            return;
        }
        picked = true;
        collector.collectMenu(menu, widgetPath(view) + QStringLiteral(" [context menu]"));
        QList<QAction*> entries = menu->actions();
        entries.removeIf([](const QAction* a) { return a->isSeparator() || !a->isEnabled(); });
        count = int(entries.size());
        if (index >= count) {
            menu->close();
            return;
        }
        menu->setActiveAction(entries.at(index));
        QTest::keyClick(menu, Qt::Key_Return);
    });
    picker.start();
    triggerAndInspect([view, at] { emit view->customContextMenuRequested(at); }, collector);
    return count;
}

QList<QAction*> menuActions(QMenu* menu)
{
    QList<QAction*> actions;
    for (QAction* action : menu->actions()) {
        if (action->menu()) {
            actions += menuActions(action->menu());
        } else if (!action->isSeparator()) {
            actions << action;
        }
    }
    return actions;
}

// Each text with its widget path, for a failure of a walk that expects none.
QString notTranslated(const QList<VisibleText>& texts)
{
    QString lines = QStringLiteral("%1 visible texts are not translated:").arg(texts.size());
    for (const VisibleText& t : texts) {
        lines += QStringLiteral("\n  %1: \"%2\"").arg(t.where, t.text.left(120));
    }
    return lines;
}

} // namespace

class TestTranslationWalk : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void reportsAnUnwrappedLabel();
    void unmarkedWordsFollowTheDataRules_data();
    void unmarkedWordsFollowTheDataRules();
    void everyVisibleTextIsTranslated();
    void workspacesAnswerToBothTitles();
    void libraryEditDialogsAreTranslated();

private:
    void walkWorkspaces(MainWindow& window, VisibleTextCollector& collector);
    void walkMenus(MainWindow& window, VisibleTextCollector& collector);
    void walkQuitPrompt(MainWindow& window, VisibleTextCollector& collector);

    QTemporaryDir m_dir;
    QTranslator m_pseudo;
};

void TestTranslationWalk::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translationwalk"));
    QVERIFY(m_dir.isValid());
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is needed to make the pseudo translation");
    const QString sources = m_dir.filePath(QStringLiteral("sources.ts"));
    const QString pseudo = m_dir.filePath(QStringLiteral("pseudo.ts"));
    const QString qm = m_dir.filePath(QStringLiteral("pseudo.qm"));
    QString failed = run(QStringLiteral(HEADROOM_LUPDATE_PATH),
        { QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
            QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("-target-language"),
            QStringLiteral("de"), QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app"),
            QStringLiteral("-ts"), sources });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    failed = run(python, { QStringLiteral(HEADROOM_PSEUDO_SCRIPT), sources, pseudo });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    failed
        = run(QStringLiteral(HEADROOM_LRELEASE_PATH), { QStringLiteral("-silent"), pseudo, QStringLiteral("-qm"), qm });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QVERIFY2(m_pseudo.load(qm), qPrintable(qm));
    QVERIFY(QCoreApplication::installTranslator(&m_pseudo));
    // The pseudo translation is in place: a string of ours comes back marked.
    QCOMPARE(QCoreApplication::translate("headroom::MainWindow", "&File"), QStringLiteral("⟦&File⟧"));
}

// The walk can fail: a label that never went through tr() is reported, a translated one and library data are not.
void TestTranslationWalk::reportsAnUnwrappedLabel()
{
    QWidget window;
    auto* plain = new QLabel(QStringLiteral("plain"), &window);
    plain->setObjectName(QStringLiteral("plainLabel"));
    new QLabel(QStringLiteral("⟦Translated⟧"), &window);
    new QLabel(QStringLiteral("12.5 ms"), &window);
    auto* data = new QLabel(QStringLiteral("Ceph RBD cluster"), &window);
    data->setProperty("headroomData", true);
    window.show();
    VisibleTextCollector collector;
    collector.collectWidgets(&window);
    const QList<VisibleText> found = collector.unmarked();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.at(0).text, QStringLiteral("plain"));
    QVERIFY2(found.at(0).where.endsWith(QStringLiteral("QLabel#plainLabel")), qPrintable(found.at(0).where));
}

void TestTranslationWalk::unmarkedWordsFollowTheDataRules_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("words");
    QTest::newRow("marked") << QStringLiteral("⟦Export &Report…⟧") << QString();
    QTest::newRow("nested") << QStringLiteral("⟦Cannot read %1: ⟦no such file⟧⟧") << QString();
    QTest::newRow("html around") << QStringLiteral("<b>⟦Why:⟧</b><ul><li>⟦x⟧</li></ul>") << QString();
    QTest::newRow("number and unit") << QStringLiteral("12,000 IOPS, 1.5 ms (25GbE, 4k)") << QString();
    QTest::newRow("plain") << QStringLiteral("Export Report…") << QStringLiteral("Export Report…");
    QTest::newRow("piece outside") << QStringLiteral("⟦Read⟧ throughput") << QStringLiteral("throughput");
    QTest::newRow("library name") << QStringLiteral("⟦Baseline: %1⟧ lab-7") << QString();
    QTest::newRow("name wrapped as a footnote") << QStringLiteral("⟦Source: ⟧rack a/\nb\nc") << QString();
    QTest::newRow("name cut elsewhere") << QStringLiteral("⟦Source: ⟧rack a\n/b c") << QStringLiteral("rack a /b c");
}

void TestTranslationWalk::unmarkedWordsFollowTheDataRules()
{
    QFETCH(QString, text);
    QFETCH(QString, words);
    QCOMPARE(unmarkedWords(text, { QStringLiteral("lab-7"), QStringLiteral("rack a/b c") }), words);
}

void TestTranslationWalk::everyVisibleTextIsTranslated()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    const QSet<QString> names = libraryNames(window);
    VisibleTextCollector collector(names);
    collector.collectWidgets(&window);
    walkWorkspaces(window, collector);
    walkMenus(window, collector);
    walkQuitPrompt(window, collector);

    const QList<VisibleText> unexpected = collector.unmarked();
    // One line each: QTest cuts a long failure message short.
    for (const VisibleText& found : unexpected) {
        qInfo("NOT TRANSLATED: %s\n      \"%s\"\n      words outside the markers: %s", qPrintable(found.where),
            qPrintable(found.text.left(300)), qPrintable(unmarkedWords(found.text, names).left(200)));
    }
    qInfo("%d texts seen; %d not translated", collector.seen(), int(unexpected.size()));
    QVERIFY2(collector.seen() > 300, "the walk saw too few texts to prove anything");
    // The dialogs the menus open were reached: About (a QMessageBox, as the quit prompt), Export Report, Find Action,
    // Keyboard Shortcuts.
    for (const char* dialog :
        { "QMessageBox", "headroom::ReportDialog", "headroom::FindActionDialog", "headroom::ShortcutsDialog" }) {
        QVERIFY2(collector.windows().contains(QString::fromLatin1(dialog)), dialog);
    }
    QVERIFY2(unexpected.isEmpty(),
        qPrintable(QStringLiteral("%1 visible texts are not translated (not in tr()): the NOT TRANSLATED lines above")
                       .arg(unexpected.size())));
}

// --workspace, the View menu and the session settings name a workspace in English whatever the language; the title
// shown works too.
void TestTranslationWalk::workspacesAnswerToBothTitles()
{
    MainWindow window;
    QVERIFY(window.showWorkspace(QStringLiteral("Advisor")));
    QCOMPARE(window.workspaces()->tabText(window.workspaces()->currentIndex()), QStringLiteral("⟦Advisor⟧"));
    QVERIFY(window.showWorkspace(QStringLiteral("Library")));
    QVERIFY(window.showWorkspace(QStringLiteral("⟦Catalog⟧")));
    QCOMPARE(window.workspaces()->tabText(window.workspaces()->currentIndex()), QStringLiteral("⟦Catalog⟧"));
    QVERIFY(!window.showWorkspace(QStringLiteral("Nowhere")));
    QVERIFY(window.findChild<QAction*>(QStringLiteral("workspaceAdvisor")));
}

// The edits of a writable library (rename, merge, nodes and network, tags, delete) from the context menus of the
// systems list and the measurements table: each entry's dialog inspected and cancelled.
void TestTranslationWalk::libraryEditDialogsAreTranslated()
{
    const QString db = m_dir.filePath(QStringLiteral("edits.headroom"));
    const QString imported = importFixtures(db, { { kCephHddSweep, QStringLiteral("Ceph RBD HDD") } });
    QVERIFY2(imported.isEmpty(), qPrintable(imported));
    MainWindow window;
    QVERIFY(window.openLibrary(db));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    VisibleTextCollector collector(libraryNames(window));
    auto* systems = window.findChild<QListWidget*>(QStringLiteral("librarySystems"));
    QVERIFY(systems && systems->count() > 0);
    const QPoint onSystem = systems->visualItemRect(systems->item(0)).center();
    int entries = chooseContextEntry(systems, onSystem, 0, collector);
    QVERIFY2(entries >= 4, "the systems list has no context menu of edits");
    for (int i = 1; i < entries; ++i) {
        chooseContextEntry(systems, onSystem, i, collector);
    }
    auto* table = window.findChild<QTableView*>(QStringLiteral("libraryTable"));
    QVERIFY(table && table->model()->rowCount() > 0);
    const QPoint onRow = table->visualRect(table->model()->index(0, 0)).center();
    entries = chooseContextEntry(table, onRow, 0, collector);
    QVERIFY2(entries >= 1, "the measurements table has no context menu of edits");
    for (int i = 1; i < entries; ++i) {
        chooseContextEntry(table, onRow, i, collector);
    }
    QVERIFY2(collector.windows().contains(QStringLiteral("QInputDialog")), "no edit dialog was reached");
    QVERIFY2(collector.unmarked().isEmpty(), qPrintable(notTranslated(collector.unmarked())));
}

// Every workspace, the tabs inside each, and the Advisor again with its example answer.
void TestTranslationWalk::walkWorkspaces(MainWindow& window, VisibleTextCollector& collector)
{
    QTabWidget* workspaces = window.workspaces();
    for (int i = 0; i < workspaces->count(); ++i) {
        workspaces->setCurrentIndex(i);
        settle();
        collectTabsUnder(workspaces->widget(i), collector);
        collector.collectWidgets(&window);
        saveScreenshot(window, QStringLiteral("pseudo-%1").arg(i));
    }
    QVERIFY(window.showAdvisorExample());
    auto* advisor = window.findChild<AdvisorPage*>();
    QVERIFY(advisor);
    QTRY_VERIFY(advisor->result().has_value());
    settle();
    collectTabsUnder(advisor, collector);
    saveScreenshot(window, QStringLiteral("pseudo-advisor-example"));
}

// Every menu's entries, then every enabled entry triggered, with the dialogs it opens and what the status bar says.
void TestTranslationWalk::walkMenus(MainWindow& window, VisibleTextCollector& collector)
{
    for (QAction* top : window.menuBar()->actions()) {
        if (top->menu()) {
            collector.collectMenu(top->menu(), QStringLiteral("menu bar"));
        }
    }
    const QKeySequence quit = QKeySequence(Qt::CTRL | Qt::Key_Q);
    for (QAction* top : window.menuBar()->actions()) {
        if (!top->menu()) {
            continue;
        }
        for (QAction* action : menuActions(top->menu())) {
            if (!action->isEnabled() || action->shortcut() == quit || action->shortcut() == QKeySequence::Quit
                || action->property(kRecentLibraryProperty).toBool()) { // quitting, or opening another library
                continue;
            }
            triggerAndInspect([action] { action->trigger(); }, collector);
            collector.collectWidgets(&window);
            collector.add(QStringLiteral("status bar after ") + action->text(), window.statusBar()->currentMessage());
        }
    }
}

// The quit prompt, with a catalog edit unsaved: inspected and cancelled, so the window stays.
void TestTranslationWalk::walkQuitPrompt(MainWindow& window, VisibleTextCollector& collector)
{
    auto* catalog = window.findChild<CatalogTableModel*>();
    QVERIFY(catalog);
    catalog->addItem(ItemKind::Nic);
    QVERIFY(!window.unsavedWork().isEmpty());
    triggerAndInspect([&window] { QVERIFY(!window.close()); }, collector);
}

QTEST_MAIN(TestTranslationWalk)
#include "tst_translationwalk.moc"
