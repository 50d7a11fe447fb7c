// SPDX-License-Identifier: GPL-3.0-or-later
// The window speaks the GUI's words: the failure paths a user can reach (an unknown workspace, a file that is no
// results, an import into the read-only demo, a fio file that names no host, a part that does not fit in the
// Advisor) end in messages that say what happened and what to do, and none names a command-line option or
// headroom-cli.
#include "guiwords.h"
#include "import/importpage.h"
#include "mainwindow.h"
#include "pages/advisorpage.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

const QString kFioFile
    = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep/randread-qd1-jobs1.json");

bool speaksGuiWords(const QString& message)
{
    return !message.contains(QStringLiteral("--")) && !message.contains(QStringLiteral("headroom-cli"));
}

} // namespace

class TestGuiWords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_guiwords"));
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_messages.clear();
        m_window->setErrorSink([this](const QString& message) { m_messages << message; });
        connect(m_window->statusBar(), &QStatusBar::messageChanged, this, [this](const QString& message) {
            if (!message.isEmpty()) {
                m_messages << message;
            }
        });
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(m_window->openDemo());
    }

    void cleanup()
    {
        for (const QString& message : std::as_const(m_messages)) {
            QVERIFY2(speaksGuiWords(message), qPrintable(message));
        }
        m_window.reset();
    }

    void anUnknownWorkspaceListsTheWorkspaces()
    {
        const Status shown = m_window->showWorkspaceNamed(QStringLiteral("Librar"));
        QVERIFY(!shown);
        QVERIFY2(shown.error().startsWith(QStringLiteral("There is no workspace named “Librar”. The workspaces are: "
                                                         "Library, Import, "))
                && shown.error().contains(QStringLiteral("Advisor example")),
            qPrintable(shown.error()));
        QVERIFY(speaksGuiWords(shown.error()));
        QVERIFY(m_window->showWorkspaceNamed(QStringLiteral("Catalog")));
    }

    void aFileThatIsNoResultsSaysWhatWasExpected()
    {
        const QString path = m_dir.filePath(QStringLiteral("readme.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a benchmark\n");
        file.close();
        auto* page = m_window->findChild<ImportPage*>();
        QSignalSpy failed(page, &ImportPage::importFailed);
        page->preview({ path });
        QVERIFY(failed.wait(20000));
        const QString message = failed.first().at(0).toString();
        QVERIFY2(
            message.contains(QStringLiteral("format not recognised (expected fio JSON output")), qPrintable(message));
        QVERIFY2(speaksGuiWords(message), qPrintable(message));
    }

    // The demo cannot take an import: the button says why and where to keep results; the preview's warnings (fio
    // names no host here) say which field names the system.
    void importsIntoTheDemoAndAHostlessFioFile()
    {
        auto* page = m_window->findChild<ImportPage*>();
        QSignalSpy ready(page, &ImportPage::previewReady);
        page->preview({ kFioFile });
        QVERIFY(ready.wait(20000));
        const QString warnings = page->findChild<QPlainTextEdit*>()->toPlainText();
        QVERIFY2(warnings.contains(QStringLiteral("type a name in System under test")), qPrintable(warnings));
        QVERIFY2(speaksGuiWords(warnings), qPrintable(warnings));
        const QString why = page->findChild<QPushButton*>(QStringLiteral("importButton"))->toolTip();
        QVERIFY2(why.contains(QStringLiteral("demo library is read-only")) && why.contains(u"File › New Library"),
            qPrintable(why));
        QVERIFY2(speaksGuiWords(why), qPrintable(why));
    }

    void aPartThatDoesNotFitNamesTheField()
    {
        QVERIFY(m_window->showAdvisorExample());
        auto* advisor = m_window->findChild<AdvisorPage*>();
        QVERIFY(advisor);
        QTRY_VERIFY(advisor->result());
        auto* nic = advisor->findChild<QComboBox*>(QStringLiteral("nic"));
        QVERIFY(nic);
        nic->setCurrentIndex(nic->findData(QStringLiteral("540-BBUJ")));
        QTRY_VERIFY(!advisor->problem().isEmpty());
        QVERIFY2(advisor->problem().startsWith(QStringLiteral("Upgrade NIC")), qPrintable(advisor->problem()));
        QVERIFY2(speaksGuiWords(advisor->problem()), qPrintable(advisor->problem()));
    }

    // The hints core words for the CLI, as they reach the window.
    void coreHintsInTheGuisWords_data()
    {
        QTest::addColumn<QString>("core");
        QTest::addColumn<QString>("gui");
        QTest::newRow("system") << "a.json: fio names no host outside client/server mode; the system is named after "
                                   "the folder, 'lab' (use --system NAME to name it)"
                                << "a.json: fio names no host outside client/server mode; the system is named after "
                                   "the folder, 'lab' (type a name in System under test to name it otherwise)";
        QTest::newRow("failed job") << "a.json: jobs[0] (line 1): fio job 'x' failed with error 5; nothing was "
                                       "imported (--allow-failed keeps it, marked failed and left out of curves and "
                                       "advice)"
                                    << "a.json: jobs[0] (line 1): fio job 'x' failed with error 5; nothing was "
                                       "imported (leave this file out of the import, or run the job again)";
        QTest::newRow("intervals") << "a.json: 3 JSON documents (--status-interval or SIGUSR1 summaries); kept the "
                                      "final one, line 40 (keep the interval series with --intervals)"
                                   << "a.json: 3 JSON documents (interval summaries); kept the final one, line 40";
        QTest::newRow("workload") << "workload w (x): the measured workload of B closest to the customer's (70% read, "
                                     "mean I/O 8192 bytes); --workload chooses another"
                                  << "workload w (x): the measured workload of B closest to the customer's (70% read, "
                                     "mean I/O 8192 bytes); Workload chooses another";
        QTest::newRow("ports") << "ports per node 2: the customer's hosts' NICs; --ports-per-node chooses another count"
                               << "ports per node 2: the customer's hosts' NICs; Ports per node chooses another count";
        QTest::newRow("damaged") << "/l is damaged: SQLite's check reports x. 'headroom-cli --db /l library check' "
                                    "lists every problem; 'headroom-cli --db /l library recover NEW-FILE' copies what "
                                    "can still be read into a new library"
                                 << "/l is damaged: SQLite's check reports x. Open a backup with File › Open Library; "
                                    "Headroom's command-line tool can copy what can still be read into a new library "
                                    "(its “library recover” command)";
        QTest::newRow("gone") << "no system 'A' in the library (see 'headroom-cli systems')"
                              << "no system 'A' in the library (another program may have changed the library: open "
                                 "it again with File › Open Recent to see what it holds now)";
    }

    void coreHintsInTheGuisWords()
    {
        QFETCH(QString, core);
        QFETCH(QString, gui);
        QCOMPARE(inGuiWords(core), gui);
        QVERIFY(speaksGuiWords(inGuiWords(core)));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

QTEST_MAIN(TestGuiWords)
#include "tst_guiwords.moc"
