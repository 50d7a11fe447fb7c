// The Import workspace: parse off the UI thread, preview, commit on the UI thread, duplicates on the second run.
#include "import/importpage.h"
#include "import/importpreviewmodel.h"
#include "librarysession.h"
#include "store/resultslibrary.h"
#include "support/mustread.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

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
};

QTEST_MAIN(TestImportPage)
#include "tst_importpage.moc"
