// SPDX-License-Identifier: GPL-3.0-or-later
// A damaged library in the GUI: opened, it says so in the banner in the error colours, is read-only (no import into
// it), and the welcome card stays hidden. Before, it opened as if it were whole.
#include "mainwindow.h"
#include "support/damagedlibrary.h"
#include "support/findchild.h"

#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

class TestDamagedLibrary : public QObject {
    Q_OBJECT

private slots:
    void bannerSaysTheLibraryIsDamaged()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("damaged.headroom"));
        QVERIFY(testing::buildLibrary(path, 2000));
        QVERIFY(testing::damageMeasurementsPage(path) > 0);
        const QByteArray before = testing::fileSha256(path);
        {
            MainWindow window;
            window.setErrorSink([](const QString&) {});
            QVERIFY(window.openLibrary(path));
            auto* banner = testing::child<QLabel>(window, "libraryBanner");
            QVERIFY2(
                banner->text().startsWith(
                    QStringLiteral("<b>This library is damaged.</b> %1 is damaged: SQLite's check reports ").arg(path)),
                qPrintable(banner->text()));
            QVERIFY2(banner->text().contains(QStringLiteral("File › Open Library"))
                    && banner->text().contains(QStringLiteral("library recover"))
                    && !banner->text().contains(QStringLiteral("--")) && !banner->text().contains(u"headroom-cli"),
                qPrintable(banner->text()));
            QCOMPARE(banner->palette().color(QPalette::Window), QColor(0xfde2e1));
            QCOMPARE(window.windowTitle(), QStringLiteral("Headroom — damaged.headroom (damaged, read-only)"));
            QVERIFY(testing::child<QWidget>(window, "startPanel")->isHidden());
            QVERIFY(window.library()->isReadOnly());
            QVERIFY(!testing::child<QPushButton>(window, "importButton")->isEnabled());
        }
        QCOMPARE(testing::fileSha256(path), before);
    }
};

QTEST_MAIN(TestDamagedLibrary)
#include "tst_damagedlibrary.moc"
