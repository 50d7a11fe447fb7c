// SPDX-License-Identifier: GPL-3.0-or-later
// The Import workspace: parse off the UI thread, preview, commit on the UI thread, duplicates on the second run.
#include "import/importpage.h"
#include "import/importpreviewmodel.h"
#include "librarysession.h"
#include "model/namematch.h"
#include "store/resultslibrary.h"
#include "support/mustread.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCompleter>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace headroom;
using headroom::testing::mustRead;

class TestImportPage : public QObject {
    Q_OBJECT

    // The three fixtures this test was written for: a 7-point fio sweep, a client/server file, HCIBench blocks.
    static QStringList fixtureSet()
    {
        const QString data = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/");
        return { data + QStringLiteral("fio/fio-3.1-mx200-randread-qd-sweep"),
            data + QStringLiteral("fio/fio-3.7-client-server"), data + QStringLiteral("hcibench") };
    }

    static QString sweep()
    {
        return QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep");
    }

    static QPushButton* importButton(const ImportPage& page)
    {
        return page.findChild<QPushButton*>(QStringLiteral("importButton"));
    }

    // Replaces the line edit's text as a user does: select all, erase, type.
    static void retype(QLineEdit* edit, const QString& text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }

    // Answers the question the next click is about to show with the button whose text is `button`.
    static void answer(const QString& button, QString* seen)
    {
        QTimer::singleShot(0, [button, seen] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) {
                return;
            }
            *seen = box->text();
            for (QAbstractButton* b : box->buttons()) {
                if (b->text().remove(QLatin1Char('&')) == button) {
                    b->click();
                    return;
                }
            }
            box->reject();
        });
    }

private slots:
    void previewThenCommitThenDuplicates()
    {
        auto opened = ResultsLibrary::openInMemory();
        QVERIFY(opened.ok());
        LibrarySession session;
        session.setLibrary(std::move(opened.value()));
        ResultsLibrary* library = session.library();
        ImportPage page(&session, nullptr);
        QAbstractItemModelTester tester(page.previewModel());
        page.resize(1100, 600);
        QSignalSpy ready(&page, &ImportPage::previewReady);
        QSignalSpy finished(&page, &ImportPage::importFinished);
        page.preview(fixtureSet());
        QVERIFY(page.isParsing() || ready.count() == 1);
        QVERIFY(ready.wait(30000));
        QCOMPARE(ready.first().at(0).toInt(), 9);
        QCOMPARE(page.previewModel()->rowCount(), 9);
        QCOMPARE(mustRead(library->measurementCount()), 0); // nothing stored before the user commits
        if (const QString shot = qEnvironmentVariable("HEADROOM_IMPORT_SCREENSHOT"); !shot.isEmpty()) {
            page.grab().save(shot);
        }
        const auto importButton = page.findChildren<QPushButton*>();
        QPushButton* commit = nullptr;
        for (QPushButton* button : importButton) {
            if (button->text().contains(QStringLiteral("Import into Library"))) {
                commit = button;
            }
        }
        QVERIFY(commit && commit->isEnabled());
        commit->click();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(1).toInt(), 14);
        QCOMPARE(mustRead(library->measurementCount()), 14);
        page.preview(fixtureSet());
        QVERIFY(ready.wait(30000));
        QCOMPARE(ready.last().at(0).toInt(), 0);
        QCOMPARE(ready.last().at(1).toInt(), 9);
        QVERIFY(!commit->isEnabled());
    }

    // Tags typed on the page reach every system of the import; a tag that is not KEY=VALUE stops the preview.
    void tagsReachTheImportedSystems()
    {
        auto opened = ResultsLibrary::openInMemory();
        QVERIFY(opened.ok());
        LibrarySession session;
        session.setLibrary(std::move(opened.value()));
        ResultsLibrary* library = session.library();
        ImportPage page(&session, nullptr);
        auto* tags = page.findChild<QLineEdit*>(QStringLiteral("importTags"));
        QVERIFY(tags);
        QSignalSpy ready(&page, &ImportPage::previewReady);
        tags->setText(QStringLiteral("site"));
        page.preview({ QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep") });
        QVERIFY(!ready.wait(500)); // refused before reading anything
        tags->setText(QStringLiteral("site=lab, rack = B7"));
        page.preview({ QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep") });
        QVERIFY(ready.wait(30000));
        QPushButton* commit = nullptr;
        for (QPushButton* button : page.findChildren<QPushButton*>()) {
            if (button->text().contains(QStringLiteral("Import into Library"))) {
                commit = button;
            }
        }
        QVERIFY(commit && commit->isEnabled());
        commit->click();
        QCOMPARE(mustRead(library->measurementCount()), 7);
        const QList<SystemConfig> systems = mustRead(library->systems());
        QCOMPARE(systems.size(), 1);
        QCOMPARE(systems.first().tags.value(QStringLiteral("site")), QStringLiteral("lab"));
        QCOMPARE(systems.first().tags.value(QStringLiteral("rack")), QStringLiteral("B7"));
    }
    // Issue 30, finding 10: a system typed after the files were added was ignored (stored as the data's name). What
    // the field says when Import is pressed is what is stored, for every file of the preview.
    void systemTypedAfterAddingFilesIsStored_data()
    {
        QTest::addColumn<QString>("before"); // typed before the files are added
        QTest::addColumn<QString>("after"); // the field when Import is pressed
        QTest::newRow("typed after") << QString() << QStringLiteral("shm lab A");
        QTest::newRow("changed after") << QStringLiteral("shm lab A") << QStringLiteral("shm lab B");
        QTest::newRow("cleared after") << QStringLiteral("shm lab A") << QString();
    }

    void systemTypedAfterAddingFilesIsStored()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        auto opened = ResultsLibrary::openInMemory();
        QVERIFY(opened.ok());
        LibrarySession session;
        session.setLibrary(std::move(opened.value()));
        ResultsLibrary* library = session.library();
        ImportPage page(&session, nullptr);
        page.show();
        auto* system = page.findChild<QLineEdit*>(QStringLiteral("importSystem"));
        QVERIFY(system);
        QSignalSpy ready(&page, &ImportPage::previewReady);
        QSignalSpy finished(&page, &ImportPage::importFinished);
        retype(system, before);
        page.preview({ sweep() });
        QVERIFY(ready.wait(30000));
        retype(system, after);
        QCOMPARE(system->text(), after);
        if (!after.isEmpty()) {
            // The preview shows the name that will be stored.
            const QModelIndex systems = page.previewModel()->index(0, ImportPreviewModel::SystemsColumn);
            QCOMPARE(systems.data().toString(), after);
        }
        QPushButton* commit = importButton(page);
        QVERIFY(commit && commit->isEnabled());
        commit->click();
        QString expected = after;
        if (after.isEmpty()) {
            // Read under the old name: the files are read again, and nothing is stored until Import is pressed again.
            QCOMPARE(finished.count(), 0);
            QVERIFY(ready.wait(30000));
            QCOMPARE(mustRead(library->measurementCount()), 0);
            commit->click();
            const ImportPlan plain = planImport({ sweep() }, {});
            QVERIFY2(plain.error.isEmpty(), qPrintable(plain.error));
            expected = plain.sources.first().measurements.first().systemName;
        }
        QCOMPARE(finished.count(), 1);
        QCOMPARE(mustRead(library->measurementCount()), 7);
        const QList<SystemConfig> systems = mustRead(library->systems());
        QCOMPARE(systems.size(), 1);
        QCOMPARE(systems.first().name, expected);
    }

    // A system typed as an existing one with other case or punctuation: the completer offers the existing name, and
    // Import asks whether it is that system or a new one.
    void sameSystemSpelledDifferentlyAsks_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<QStringList>("systems"); // after the answer
        QTest::addColumn<int>("measurements");
        const QString existing = QStringLiteral("Lab 6-node 25GbE");
        QTest::newRow("use the existing") << QStringLiteral("Use 'Lab 6-node 25GbE'") << QStringList { existing } << 7;
        QTest::newRow("create a new one") << QStringLiteral("Create a New System")
                                          << QStringList { existing, QStringLiteral("lab 6 node 25gbe") } << 7;
        QTest::newRow("cancel") << QStringLiteral("Cancel") << QStringList { existing } << 0;
    }

    void sameSystemSpelledDifferentlyAsks()
    {
        QFETCH(QString, button);
        QFETCH(QStringList, systems);
        QFETCH(int, measurements);
        auto opened = ResultsLibrary::openInMemory();
        QVERIFY(opened.ok());
        SystemConfig lab;
        lab.name = QStringLiteral("Lab 6-node 25GbE");
        QVERIFY(opened.value()->saveSystem(lab).ok());
        LibrarySession session;
        session.setLibrary(std::move(opened.value()));
        ResultsLibrary* library = session.library();
        ImportPage page(&session, nullptr);
        page.show();
        auto* system = page.findChild<QLineEdit*>(QStringLiteral("importSystem"));
        QVERIFY(system && system->completer());
        system->completer()->setCompletionPrefix(QStringLiteral("lab 6"));
        QCOMPARE(system->completer()->currentCompletion(), QStringLiteral("Lab 6-node 25GbE"));
        QSignalSpy ready(&page, &ImportPage::previewReady);
        page.preview({ sweep() });
        QVERIFY(ready.wait(30000));
        retype(system, QStringLiteral("lab 6 node 25gbe"));
        QString asked;
        answer(button, &asked);
        importButton(page)->click();
        QVERIFY2(asked.contains(QStringLiteral("'lab 6 node 25gbe' is the library's system 'Lab 6-node 25GbE'")),
            qPrintable(asked));
        QCOMPARE(mustRead(library->measurementCount()), measurements);
        QStringList names = systemNamesOf(mustRead(library->systems()));
        names.sort();
        systems.sort();
        QCOMPARE(names, systems);
        if (button.startsWith(QStringLiteral("Use"))) {
            QCOMPARE(system->text(), QStringLiteral("Lab 6-node 25GbE"));
        }
    }
};

QTEST_MAIN(TestImportPage)
#include "tst_importpage.moc"
