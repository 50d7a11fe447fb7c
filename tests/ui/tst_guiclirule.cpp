// SPDX-License-Identifier: GPL-3.0-or-later
// The rule of issue 30, finding 1: while the GUI has a library open, nothing in its process opens the library's files
// outside SQLite. A file dialog lists the library's folder, the library file is dropped on the window, the same
// library is opened again: after each, the process still holds its POSIX lock on the library (the kernel's
// /proc/locks), with Headroom's MIME type installed (Qt's dialogs match a file's first bytes against it). Then
// headroom-cli reads and imports in another process: the GUI's -wal is still linked, every write of
// both is in the library, and integrity_check is ok.
#include "filedialogs.h"
#include "import/importpage.h"
#include "mainwindow.h"
#include "store/openlibraries.h"
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/filelocks.h"
#include "support/guiimport.h"
#include "support/mimeinstall.h"
#include "support/mustread.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QMimeData>
#include <QMimeDatabase>
#include <QPlainTextEdit>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace headroom;
using namespace headroom::testing;

class TestGuiCliRule : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // First: Qt's dialogs match a file's first bytes against the MIME types installed, and Headroom's type has
        // such a match; the dialog must still never open the library's files (see listFolderInFileDialog).
        HEADROOM_INSTALL_MIME_TYPE(m_dir.filePath(QStringLiteral("xdg")));
        QVERIFY(QMimeDatabase().mimeTypeForName(QStringLiteral("application/x-headroom-library")).isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_guiclirule"));
        m_folder = m_dir.filePath(QStringLiteral("results"));
        QVERIFY(QDir().mkpath(m_folder));
        m_path = QDir(m_folder).filePath(QStringLiteral("library.headroom"));
        m_files = writeFioVariants(m_folder, QStringLiteral("run"), 4, &m_expected);
        QCOMPARE(m_files.size(), 4);
        const auto created = runCliBinary({ QStringLiteral("--db"), m_path, QStringLiteral("import"), m_files.at(0) });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    }

    void libraryKeepsItsFilesThroughDialogDropAndReopen()
    {
        {
            MainWindow window;
            window.resize(1000, 700);
            window.show();
            QVERIFY(window.openLibrary(m_path));
            ResultsLibrary* library = window.library();
            QVERIFY(holdsPosixLock(m_path));

            listFolderInFileDialog(window);
            QVERIFY2(
                !QTest::currentTestFailed() && holdsPosixLock(m_path), "the file dialog dropped the library's lock");
            dropLibraryOnWindow(window);
            QVERIFY2(!QTest::currentTestFailed() && holdsPosixLock(m_path), "the drop dropped the library's lock");
            QCOMPARE(window.library(), library);

            // The same library opened again (File › Open, a recent entry): the connection stays.
            QVERIFY(window.openLibrary(m_path));
            QCOMPARE(window.library(), library);
            QVERIFY2(holdsPosixLock(m_path), "reopening dropped the library's lock");

            // headroom-cli reads and imports, then closes: it must not take itself for the last connection.
            const auto read = runCliBinary({ QStringLiteral("--db"), m_path, QStringLiteral("results") });
            QVERIFY2(read.exitCode == 0, qPrintable(read.err));
            const auto imported
                = runCliBinary({ QStringLiteral("--db"), m_path, QStringLiteral("import"), m_files.at(1) });
            QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
            const QString canonical = QFileInfo(m_path).canonicalFilePath();
            QVERIFY2(descriptorsTo(m_path).contains(canonical + QStringLiteral("-wal")),
                qPrintable(descriptorsTo(m_path).join(QLatin1Char('\n'))));
            QVERIFY(!walUnlinked(canonical));

            // The GUI imports after headroom-cli, through its dialog, beside the library.
            const int listed = static_cast<int>(QDir(m_folder).entryList(QDir::Files).size());
            const auto stored = importThroughFileDialog(*window.findChild<ImportPage*>(), m_folder, listed,
                { QFileInfo(m_files.at(2)).fileName(), QFileInfo(m_files.at(3)).fileName() });
            QVERIFY2(stored.ok() && *stored > 0, qPrintable(errorOf(stored)));
            QVERIFY(holdsPosixLock(m_path));
            QCOMPARE(mustRead(library->measurementCount()), m_expected);
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(m_path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("ok"));
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM measurements")) && query.next());
        QCOMPARE(query.value(0).toInt(), m_expected);
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM sources")) && query.next());
        QCOMPARE(query.value(0).toInt(), 4);
    }

    // With Headroom's MIME type installed: a library is application/x-headroom-library by its content, also when
    // renamed to .db, and the Open Library dialog's filter lists both and accepts one.
    void theOpenDialogOffersALibraryWhateverItsName()
    {
        const QString folder = m_dir.filePath(QStringLiteral("libraries"));
        QVERIFY(QDir().mkpath(folder));
        const QString named = QDir(folder).filePath(QStringLiteral("lab.headroom"));
        const auto created = runCliBinary({ QStringLiteral("--db"), named, QStringLiteral("systems"),
            QStringLiteral("set"), QStringLiteral("Lab"), QStringLiteral("--create") });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const QString renamed = QDir(folder).filePath(QStringLiteral("customer-results.db"));
        QVERIFY(QFile::copy(named, renamed));
        const QString type = QStringLiteral("application/x-headroom-library");
        for (const QString& path : { named, renamed }) {
            QCOMPARE(QMimeDatabase().mimeTypeForFile(path, QMimeDatabase::MatchContent).name(), type);
            QCOMPARE(QMimeDatabase().mimeTypeForFile(path).name(), type);
        }
        const QString filter = libraryFileFilter();
        QVERIFY2(filter.startsWith(QStringLiteral("Headroom libraries (*.headroom ")) && filter.contains(u"*.db"),
            qPrintable(filter));
        std::unique_ptr<QFileDialog> dialog(createFileDialog(nullptr, QStringLiteral("Open Library"), folder, filter));
        dialog->setFileMode(QFileDialog::ExistingFile);
        auto* model = dialog->findChild<QFileSystemModel*>();
        QVERIFY(model);
        dialog->show();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount(model->index(folder)) >= 2, 10000);
        for (const QString& path : { named, renamed }) {
            const QModelIndex index = model->index(path);
            QVERIFY2(index.isValid() && (model->flags(index) & Qt::ItemIsEnabled), qPrintable(path));
        }
        auto* edit = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        QVERIFY(edit);
        edit->setText(QFileInfo(renamed).fileName()); // as a user picks it
        static_cast<QDialog*>(dialog.get())->accept(); // QFileDialog::accept() is protected; QDialog's is public
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
        QCOMPARE(dialog->selectedFiles(), QStringList { renamed });
    }

private:
    // A file dialog of the GUI lists the folder that holds the library (and its -wal and -shm), icons and types
    // included, as its view shows them.
    void listFolderInFileDialog(MainWindow& window)
    {
        std::unique_ptr<QFileDialog> dialog(createFileDialog(&window, QStringLiteral("Import Results")));
        auto* model = dialog->findChild<QFileSystemModel*>();
        QVERIFY(model);
        QSignalSpy loaded(model, &QFileSystemModel::directoryLoaded);
        dialog->setDirectory(m_folder);
        dialog->show();
        QVERIFY(loaded.wait(10000));
        const int listed = static_cast<int>(QDir(m_folder).entryList(QDir::Files).size());
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(model->index(m_folder)), listed, 10000);
        QVERIFY(listed >= 6); // four results, the library, its -wal and -shm
        for (int row = 0; row < listed; ++row) {
            (void)model->index(row, 0, model->index(m_folder)).data(Qt::DecorationRole);
            (void)model->index(row, 2, model->index(m_folder)).data(Qt::DisplayRole);
        }
    }

    // The open library dropped on the window (it stays open, on the same connection: known without reading it), a
    // mix of it and its -shm (refused, nothing read), then its -wal and -shm alone: the import page skips them unread.
    void dropLibraryOnWindow(MainWindow& window)
    {
        auto* page = window.findChild<ImportPage*>();
        QVERIFY(page);
        QSignalSpy ready(page, &ImportPage::previewReady);
        QSignalSpy failed(page, &ImportPage::importFailed);
        QStringList messages;
        window.setErrorSink([&messages](const QString& message) { messages << message; });
        const auto dropOnWindow = [&window](const QStringList& paths) {
            QMimeData mime;
            QList<QUrl> urls;
            for (const QString& path : paths) {
                urls << QUrl::fromLocalFile(path);
            }
            mime.setUrls(urls);
            QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&window, &enter);
            QVERIFY(enter.isAccepted());
            QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&window, &drop);
            QVERIFY(drop.isAccepted());
        };
        ResultsLibrary* library = window.library();
        dropOnWindow({ m_path });
        QCoreApplication::processEvents(); // the drop's action runs once the drop has ended
        QVERIFY2(messages.isEmpty(), qPrintable(messages.join(QLatin1Char('\n'))));
        QCOMPARE(window.library(), library);
        dropOnWindow({ m_path, m_path + QStringLiteral("-shm") });
        QTRY_COMPARE(messages.size(), 1);
        QVERIFY2(messages.first().contains(QStringLiteral("mixes a Headroom library")), qPrintable(messages.first()));
        window.setErrorSink({});
        dropOnWindow({ m_path + QStringLiteral("-wal"), m_path + QStringLiteral("-shm") });
        QVERIFY(QTest::qWaitFor([&] { return !ready.isEmpty() || !failed.isEmpty(); }, 10000));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().at(0).toString()));
        QCOMPARE(ready.last().at(0).toInt(), 0);
        const QString warnings = page->findChild<QPlainTextEdit*>()->toPlainText();
        QVERIFY2(warnings.contains(QStringLiteral("skipped unread")), qPrintable(warnings));
    }

    QTemporaryDir m_dir;
    QString m_folder;
    QString m_path;
    QStringList m_files;
    int m_expected = 0;
};

QTEST_MAIN(TestGuiCliRule)
#include "tst_guiclirule.moc"
