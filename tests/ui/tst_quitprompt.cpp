// SPDX-License-Identifier: GPL-3.0-or-later
// Never lose work: quitting with unsaved catalog edits asks first; Cancel keeps the window, "Quit Without Saving"
// closes it, "Save Catalog and Quit" writes the catalog. The prompt is rendered for the screenshot review.
#include "mainwindow.h"
#include "pages/catalogtablemodel.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace headroom;

class TstQuitPrompt : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // Answers the prompt that close() is about to show with the button whose text is `button`; `seen` receives the
    // prompt's text.
    static void answer(const QString& button, QString* seen)
    {
        QTimer::singleShot(0, [button, seen] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) {
                return;
            }
            *seen = box->text();
            if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
                box->grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/quit-prompt.png"));
            }
            for (QAbstractButton* b : box->buttons()) {
                if (b->text() == button) {
                    b->click();
                    return;
                }
            }
            box->reject();
        });
    }

    QString importOnePart(CatalogTableModel* catalog)
    {
        const QString csv = m_dir.filePath(QStringLiteral("quote.csv"));
        QFile file(csv);
        if (!file.open(QIODevice::WriteOnly)) {
            return QStringLiteral("cannot write %1").arg(csv);
        }
        file.write("kind,part_number,speed_gbps,ports,price,currency,price_date,source\n"
                   "nic,QUOTE-7,25,2,100,USD,2024-01,quote 7 of the test\n");
        file.close();
        const auto imported = catalog->importFile(csv);
        return imported ? QString() : imported.error();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
    }

    void nothingUnsavedClosesWithoutAsking()
    {
        MainWindow window;
        window.openInitialLibrary(QString());
        window.show();
        QVERIFY(window.unsavedWork().isEmpty());
        QVERIFY(window.close());
    }

    void unsavedCatalogEditsAreAskedAbout()
    {
        MainWindow window;
        window.openInitialLibrary(QString());
        window.resize(1280, 800);
        window.show();
        auto* catalog = window.findChild<CatalogTableModel*>();
        QVERIFY(catalog);
        const QString problem = importOnePart(catalog);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(window.unsavedWork().size(), 1);

        QString seen;
        answer(QStringLiteral("Cancel"), &seen);
        QVERIFY(!window.close());
        QVERIFY2(seen.contains(QStringLiteral("changes to the pricing catalog")), qPrintable(seen));
        QVERIFY(window.isVisible());

        answer(QStringLiteral("Save Catalog and Quit"), &seen);
        QVERIFY(window.close());
        QVERIFY(!catalog->isModified());
        QVERIFY(QFile::exists(catalog->path()));
        QFile::remove(catalog->path());
    }

    void quitWithoutSavingDiscards()
    {
        MainWindow window;
        window.openInitialLibrary(QString());
        window.show();
        auto* catalog = window.findChild<CatalogTableModel*>();
        QVERIFY(importOnePart(catalog).isEmpty());
        QString seen;
        answer(QStringLiteral("Quit Without Saving"), &seen);
        QVERIFY(window.close());
        QVERIFY(catalog->isModified());
    }
};

QTEST_MAIN(TstQuitPrompt)
#include "tst_quitprompt.moc"
