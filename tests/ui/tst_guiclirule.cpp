// SPDX-License-Identifier: GPL-3.0-or-later
// The rule of issue 30, finding 1: while the GUI has a library open, nothing in its process opens the library's files
// outside SQLite. A file dialog lists the library's folder, the library file is dropped on the window, the same
// library is opened again: after each, the process still holds its POSIX lock on the library (the kernel's
// /proc/locks). Then headroom-cli reads and imports in another process: the GUI's -wal is still linked, every write of
// both is in the library, and integrity_check is ok.
#include "filedialogs.h"
#include "import/importpage.h"
#include "mainwindow.h"
#include "store/openlibraries.h"
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/filelocks.h"
#include "support/guiimport.h"
#include "support/mustread.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileSystemModel>
#include <QMimeData>
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

    // The library file and its -shm dropped on the window: the import page skips them unread.
    void dropLibraryOnWindow(MainWindow& window)
    {
        auto* page = window.findChild<ImportPage*>();
        QVERIFY(page);
        QSignalSpy ready(page, &ImportPage::previewReady);
        QSignalSpy failed(page, &ImportPage::importFailed);
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(m_path), QUrl::fromLocalFile(m_path + QStringLiteral("-shm")) });
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
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
