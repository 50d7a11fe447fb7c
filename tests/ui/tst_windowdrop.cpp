// SPDX-License-Identifier: GPL-3.0-or-later
// Files dropped on the main window: a Headroom library (known by its content, whatever its name) opens as through
// File › Open, results files go to the Import workspace's preview (nothing stored before the user imports), a mix, a
// file that cannot be read or several libraries get a message in the GUI's words, and a drag that carries no local
// file is refused when it enters.
#include "import/importpage.h"
#include "mainwindow.h"
#include "support/clirun.h"
#include "windowdrop.h"

#include <sys/stat.h>

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace headroom;
using namespace headroom::testing;

namespace {

const QString kFioFile
    = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep/randread-qd1-jobs1.json");

QList<QUrl> urlsOf(const QStringList& paths)
{
    QList<QUrl> urls;
    for (const QString& path : paths) {
        urls << QUrl::fromLocalFile(path);
    }
    return urls;
}

bool dragEnters(QWidget& window, QMimeData& mime)
{
    QDragEnterEvent enter(QPoint(60, 60), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    return enter.isAccepted();
}

// A drag that enters, then drops; the drop's action runs once the event loop turns.
void drop(QWidget& window, const QStringList& paths)
{
    QMimeData mime;
    mime.setUrls(urlsOf(paths));
    QVERIFY(dragEnters(window, mime));
    QDropEvent event(QPointF(60, 60), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &event);
    QVERIFY(event.isAccepted());
    QCoreApplication::processEvents();
}

void verifyGuiWords(const QString& message)
{
    QVERIFY2(!message.contains(QStringLiteral("--")) && !message.contains(QStringLiteral("headroom-cli")),
        qPrintable(message));
}

} // namespace

class TestWindowDrop : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_windowdrop"));
        m_library = createLibrary(QStringLiteral("lab.headroom"));
        QVERIFY(!m_library.isEmpty());
        // The same kind of file under a name that says nothing: recognised by its header, not its name.
        const QString other = createLibrary(QStringLiteral("other.headroom"));
        m_renamed = m_dir.filePath(QStringLiteral("customer-results.db"));
        QVERIFY(QFile::rename(other, m_renamed));
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_messages.clear();
        m_window->setErrorSink([this](const QString& message) { m_messages << message; });
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(m_window->openDemo());
    }

    void cleanup() { m_window.reset(); }

    void aLibraryDroppedOpens()
    {
        drop(*m_window, { m_library });
        QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
        QVERIFY(m_window->library());
        QCOMPARE(QFileInfo(m_window->library()->path()).canonicalFilePath(), QFileInfo(m_library).canonicalFilePath());
        QVERIFY(!m_window->library()->isReadOnly());
    }

    void aLibraryRenamedToDbOpensByItsContent()
    {
        drop(*m_window, { m_renamed });
        QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
        QCOMPARE(m_window->library()->path(), m_renamed);
    }

    void fioResultsGoToTheImportPreview()
    {
        auto* page = m_window->findChild<ImportPage*>();
        QVERIFY(page);
        QVERIFY(m_window->openLibrary(m_library));
        const int stored = static_cast<int>(*m_window->library()->measurementCount());
        QSignalSpy ready(page, &ImportPage::previewReady);
        drop(*m_window, { kFioFile });
        QCOMPARE(m_window->workspaces()->currentWidget(), page);
        QVERIFY(ready.wait(20000));
        QCOMPARE(ready.first().at(0).toInt(), 1);
        QVERIFY(m_messages.isEmpty());
        // All or nothing, after the user's confirmation: the preview stored nothing.
        QCOMPARE(static_cast<int>(*m_window->library()->measurementCount()), stored);
    }

    void aTextFileSaysWhatWasExpected()
    {
        const QString notes = m_dir.filePath(QStringLiteral("notes.txt"));
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("shopping list: disks, cables\n");
        file.close();
        auto* page = m_window->findChild<ImportPage*>();
        QSignalSpy failed(page, &ImportPage::importFailed);
        drop(*m_window, { notes });
        QCOMPARE(m_window->workspaces()->currentWidget(), page);
        QVERIFY(failed.wait(20000));
        const QString message = failed.first().at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("notes.txt")) && message.contains(QStringLiteral("expected fio JSON")),
            qPrintable(message));
        verifyGuiWords(message);
        bool shown = false;
        for (const QLabel* label : page->findChildren<QLabel*>()) {
            shown = shown || label->text().startsWith(QStringLiteral("Nothing can be imported: ") + message);
        }
        QVERIFY2(shown, "the import page does not show why");
    }

    void aMixIsRefusedWithAMessage()
    {
        ResultsLibrary* before = m_window->library();
        drop(*m_window, { m_library, kFioFile });
        QTRY_COMPARE(m_messages.size(), 1);
        QVERIFY2(
            m_messages.first().contains(QStringLiteral("Drop the library on its own")), qPrintable(m_messages.first()));
        verifyGuiWords(m_messages.first());
        QCOMPARE(m_window->library(), before);
    }

    void twoLibrariesAreRefused()
    {
        drop(*m_window, { m_library, m_renamed });
        QTRY_COMPARE(m_messages.size(), 1);
        QVERIFY2(m_messages.first().contains(QStringLiteral("2 Headroom libraries")), qPrintable(m_messages.first()));
        QVERIFY(m_window->library()->isReadOnly()); // still the demo
    }

    void whatCannotBeReadIsNamed()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        drop(*m_window, { kFioFile, fifo }); // never read: reading a FIFO blocks
        QTRY_COMPARE(m_messages.size(), 1);
        QVERIFY2(m_messages.first().contains(QStringLiteral("pipe cannot be read"))
                && m_messages.first().contains(QStringLiteral("not a file")),
            qPrintable(m_messages.first()));
        verifyGuiWords(m_messages.first());
        const QString gone = m_dir.filePath(QStringLiteral("gone.json"));
        drop(*m_window, { gone });
        QTRY_COMPARE(m_messages.size(), 2);
        QVERIFY2(m_messages.last().contains(QStringLiteral("no longer exists")), qPrintable(m_messages.last()));
    }

    void aDragOfNoFileIsRefusedAtEntry()
    {
        QMimeData text;
        text.setText(QStringLiteral("just words"));
        QVERIFY(!dragEnters(*m_window, text));
        QMimeData web;
        web.setUrls({ QUrl(QStringLiteral("https://example.com/results.json")) });
        QVERIFY(!dragEnters(*m_window, web));
        QMimeData file;
        file.setUrls(urlsOf({ kFioFile }));
        QVERIFY(dragEnters(*m_window, file));
    }

    void theRequestIsJudgedWithoutAWindow()
    {
        QCOMPARE(dropRequest(urlsOf({ m_renamed })).action, DropRequest::Action::OpenLibrary);
        QCOMPARE(dropRequest(urlsOf({ kFioFile, m_dir.path() })).action, DropRequest::Action::Import);
        QCOMPARE(dropRequest({ QUrl(QStringLiteral("https://example.com/x")) }).action, DropRequest::Action::Refuse);
    }

private:
    QString createLibrary(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        const auto created = runCliBinary({ QStringLiteral("--db"), path, QStringLiteral("systems"),
            QStringLiteral("set"), QStringLiteral("Lab"), QStringLiteral("--create") });
        return created.exitCode == 0 ? path : QString();
    }

    QTemporaryDir m_dir;
    QString m_library;
    QString m_renamed;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

QTEST_MAIN(TestWindowDrop)
#include "tst_windowdrop.moc"
