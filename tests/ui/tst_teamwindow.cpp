// SPDX-License-Identifier: GPL-3.0-or-later
// The window and a team library (issue 26) on a real PostgreSQL server of the test's own: File › Connect to Team
// Library… with the server asking for a password (answered in the prompt, never written to settings), a viewer's
// import action off with the role it needs, a contributor's on, and the details pane naming who imported.
#include "connectteamdialog.h"
#include "librarysession.h"
#include "mainwindow.h"
#include "models/measurementtablemodel.h"
#include "store/teamaddress.h"
#include "support/clirun.h"
#include "support/postgresserver.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

using namespace headroom;

namespace {

const QString kShots = QStringLiteral("/tmp/teamgui");

// Answers the window's modal dialogs as a user would: the Connect form with `address`, the password prompt with
// `password` (counted), each grabbed to a PNG first when `shotPrefix` is set.
class DialogAnswers : public QObject {
public:
    DialogAnswers(QString address, QString password, QString shotPrefix)
        : m_address(std::move(address))
        , m_password(std::move(password))
        , m_shotPrefix(std::move(shotPrefix))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] { answer(); });
        m_timer.start(20);
    }
    int passwordPrompts = 0;
    QString promptText;

private:
    void answer()
    {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* connectDialog = qobject_cast<ConnectTeamDialog*>(modal)) {
            connectDialog->setAddress(m_address);
            save(connectDialog, QStringLiteral("connect"));
            connectDialog->accept();
        } else if (auto* prompt = qobject_cast<QInputDialog*>(modal)) {
            ++passwordPrompts;
            promptText = prompt->labelText();
            QCOMPARE(prompt->textEchoMode(), QLineEdit::Password);
            prompt->setTextValue(m_password);
            save(prompt, QStringLiteral("password"));
            prompt->accept();
        }
    }
    void save(QWidget* widget, const QString& what)
    {
        if (!m_shotPrefix.isEmpty()) {
            widget->grab().save(QStringLiteral("%1/%2-%3.png").arg(kShots, m_shotPrefix, what));
        }
    }

    QString m_address;
    QString m_password;
    QString m_shotPrefix;
    QTimer m_timer;
};

QAction* actionNamed(const MainWindow& window, const QString& text)
{
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == text) {
            return action;
        }
    }
    return nullptr;
}

int columnHeaded(const QAbstractItemModel& model, const QString& header)
{
    for (int column = 0; column < model.columnCount(); ++column) {
        if (model.headerData(column, Qt::Horizontal).toString() == header) {
            return column;
        }
    }
    return -1;
}

QTextBrowser* detailsPane(const MainWindow& window)
{
    for (QTextBrowser* browser : window.findChildren<QTextBrowser*>()) {
        if (browser->property("headroomData").toBool()) {
            return browser;
        }
    }
    return nullptr;
}

} // namespace

class TstTeamWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aViewerSeesImportsOffWithTheRoleNeeded();
    void aContributorImportsAndTheDetailsNameWhoImported();
    void aWrongPasswordIsReportedAndNotKept();
    void noPasswordIsWrittenToSettings();
    void anotherMembersImportShowsWithoutReopening();

private:
    // Connects `window` through File › Connect to Team Library… as `user`, answering the password prompt.
    void connectAs(MainWindow& window, const QString& user, const QString& password, const QString& shotPrefix);

    std::unique_ptr<test::PostgresServer> m_server;
    QStringList m_errors;
    int m_prompts = 0;
};

void TstTeamWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_teamwindow"));
    QSettings().clear();
    qunsetenv("PGPASSWORD");
    qputenv("PGPASSFILE", QByteArrayLiteral("/nonexistent/pgpass")); // the prompt, not a file, answers
    QDir().mkpath(kShots);
    QString why;
    m_server = test::PostgresServer::start(&why);
    QVERIFY2(m_server, qPrintable(why));
    QVERIFY(m_server->psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE team")));
    const auto init = testing::runCliBinary(
        { QStringLiteral("--db"), m_server->socketUrl(QStringLiteral("team"), m_server->superuser()),
            QStringLiteral("library"), QStringLiteral("init-team") });
    QVERIFY2(init.exitCode == 0, qPrintable(init.err));
    for (const QString& sql : { QStringLiteral("CREATE ROLE vera LOGIN PASSWORD 'vera-Secret-71'"),
             QStringLiteral("CREATE ROLE carl LOGIN PASSWORD 'carl-Secret-72'"),
             QStringLiteral("GRANT headroom_viewer TO vera"), QStringLiteral("GRANT headroom_contributor TO carl") }) {
        QString error;
        QVERIFY2(m_server->psql(QStringLiteral("team"), sql, &error), qPrintable(error));
    }
    // carl imports from the command line (over the socket, trusted); the window shows who did.
    const auto imported = testing::runCliBinary({ QStringLiteral("--db"),
        m_server->socketUrl(QStringLiteral("team"), QStringLiteral("carl")), QStringLiteral("import"),
        QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.6-ceph-rbd-hdd-randread-qd-sweep") });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
}

void TstTeamWindow::cleanupTestCase()
{
    m_server.reset();
}

void TstTeamWindow::connectAs(
    MainWindow& window, const QString& user, const QString& password, const QString& shotPrefix)
{
    m_errors.clear();
    window.setErrorSink([this](const QString& message) { m_errors << message; });
    DialogAnswers answers(m_server->tcpUrl(QStringLiteral("team"), user), password, shotPrefix);
    QAction* connectAction = window.findChild<QAction*>(QStringLiteral("connectTeamLibraryAction"));
    QVERIFY(connectAction);
    QCOMPARE(connectAction->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connectAction->trigger();
    m_prompts = answers.passwordPrompts;
    QCOMPARE(m_prompts, 1); // libpq found no password: the window asked, once
    QVERIFY2(answers.promptText.contains(user), qPrintable(answers.promptText));
}

void TstTeamWindow::aViewerSeesImportsOffWithTheRoleNeeded()
{
    MainWindow window;
    window.resize(1400, 820);
    window.show();
    window.openDemo();
    connectAs(window, QStringLiteral("vera"), QStringLiteral("vera-Secret-71"), QStringLiteral("vera"));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QVERIFY(window.library() && window.library()->isTeamLibrary());
    const QString address = window.library()->path();
    QVERIFY2(address.startsWith(QStringLiteral("postgresql://vera@localhost:")), qPrintable(address));
    QVERIFY2(window.windowTitle().contains(address), qPrintable(window.windowTitle()));
    QVERIFY(window.session()->isReadOnly());
    QAction* import = actionNamed(window, QStringLiteral("&Import Results…"));
    QVERIFY(import);
    QVERIFY(!import->isEnabled());
    for (const QString& part :
        { QStringLiteral("viewer"), QStringLiteral("headroom_contributor"), QStringLiteral("headroom_editor") }) {
        QVERIFY2(import->toolTip().contains(part), qPrintable(import->toolTip()));
    }
    QVERIFY(window.measurementModel()->rowCount() > 0); // a viewer reads everything
    auto* banner = window.findChild<QLabel*>(QStringLiteral("libraryBanner"));
    QVERIFY(banner);
    QVERIFY2(banner->text().contains(QStringLiteral("</b> You are a viewer")), qPrintable(banner->text()));
    QCoreApplication::processEvents(); // the layout without the demo's start panel, as the user sees it
    window.grab().save(kShots + QStringLiteral("/vera-window.png"));
}

void TstTeamWindow::aContributorImportsAndTheDetailsNameWhoImported()
{
    MainWindow window;
    window.resize(1400, 820);
    window.show();
    window.openDemo();
    auto* table = window.findChild<QTableView*>(QStringLiteral("libraryTable"));
    QVERIFY(table);
    const int importedBy = columnHeaded(*window.measurementModel(), QStringLiteral("Imported by"));
    QVERIFY(importedBy >= 0);
    QVERIFY(table->isColumnHidden(importedBy)); // the demo is a file: nobody else imports into it
    connectAs(window, QStringLiteral("carl"), QStringLiteral("carl-Secret-72"), QStringLiteral("carl"));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QVERIFY(!table->isColumnHidden(importedBy));
    QCOMPARE(window.measurementModel()->index(0, importedBy).data().toString(), QStringLiteral("carl"));
    QVERIFY(window.library() && window.library()->isTeamLibrary());
    QVERIFY(window.windowTitle().contains(window.library()->path()));
    QVERIFY(!window.session()->isReadOnly());
    QAction* import = actionNamed(window, QStringLiteral("&Import Results…"));
    QVERIFY(import && import->isEnabled());
    QVERIFY2(window.session()->editRefusal().contains(QStringLiteral("headroom_editor")),
        qPrintable(window.session()->editRefusal()));
    QTextBrowser* details = detailsPane(window);
    QVERIFY(details);
    const QString text = details->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Imported by")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("carl, ")), qPrintable(text));
    QVERIFY(details->find(QStringLiteral("Imported by"))); // scrolled into view for the screenshot
    table->scrollTo(table->model()->index(0, importedBy)); // and the column
    QCoreApplication::processEvents(); // the layout without the demo's start panel, as the user sees it
    window.grab().save(kShots + QStringLiteral("/carl-window.png"));
}

void TstTeamWindow::aWrongPasswordIsReportedAndNotKept()
{
    // The password given earlier in this process is remembered (in memory) for the address: forgotten here, so that
    // the server asks again.
    forgetTeamPassword(*parseTeamAddress(m_server->tcpUrl(QStringLiteral("team"), QStringLiteral("vera"))));
    MainWindow window;
    window.openDemo();
    connectAs(window, QStringLiteral("vera"), QStringLiteral("not-her-password"), QString());
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.first().contains(QStringLiteral("password authentication failed")), qPrintable(m_errors.first()));
    QVERIFY2(!m_errors.first().contains(QStringLiteral("--")), qPrintable(m_errors.first())); // GUI words only
    QVERIFY(window.session()->isDemo()); // the demo stays open
}

void TstTeamWindow::noPasswordIsWrittenToSettings()
{
    QSettings settings;
    settings.sync();
    const QString last = settings.value(QStringLiteral("teamLibrary/lastAddress")).toString();
    QVERIFY2(last.startsWith(QStringLiteral("postgresql://vera@localhost:")), qPrintable(last));
    QVERIFY(settings.value(QStringLiteral("recentLibraries"))
                .toStringList()
                .contains(m_server->tcpUrl(QStringLiteral("team"), QStringLiteral("carl"))));
    QFile file(settings.fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("postgresql://"));
    for (const QByteArray& secret : { QByteArrayLiteral("Secret-7"), QByteArrayLiteral("not-her-password") }) {
        QVERIFY2(!bytes.contains(secret), secret.constData());
    }
}

// The window LISTENs to its team library: an import by another client (the command line, as another member) shows in
// the open table within moments, with a word in the status bar; nothing is reopened by hand.
void TstTeamWindow::anotherMembersImportShowsWithoutReopening()
{
    MainWindow window;
    window.resize(1400, 820);
    window.show();
    QVERIFY(window.openLibrary(m_server->socketUrl(QStringLiteral("team"), QStringLiteral("carl"))));
    QVERIFY(window.session()->watchesOthers());
    const int before = window.measurementModel()->rowCount();
    QVERIFY(before > 0);
    const auto imported = testing::runCliBinary({ QStringLiteral("--db"),
        m_server->socketUrl(QStringLiteral("team"), m_server->superuser()), QStringLiteral("import"),
        QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.6-ceph-rbd-ssd-randread-qd-sweep") });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QTRY_VERIFY_WITH_TIMEOUT(window.measurementModel()->rowCount() > before, 10'000);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("another member")),
        qPrintable(window.statusBar()->currentMessage()));
    window.grab().save(kShots + QStringLiteral("/carl-refreshed.png"));
}

QTEST_MAIN(TstTeamWindow)
#include "tst_teamwindow.moc"
