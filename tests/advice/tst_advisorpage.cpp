// The Advisor page on the demo library: it picks the comparable workload and the slower network as baseline,
// answers at once, recomputes live and hands the result (the chart hook) to whoever listens.
#include "demo/demolibrary.h"
#include "librarysession.h"
#include "pages/advisorpage.h"
#include "pages/catalogtablemodel.h"
#include "store/resultslibrary.h"
#include "support/cliinprocess.h"

#include <tuple>

#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

class TstAdvisorPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // remembered inputs go to a test location
        QSettings().clear();
    }

    void answersOnTheDemoLibrary()
    {
        QTemporaryDir dir;
        auto demo = openDemoLibrary();
        QVERIFY(demo);
        CatalogTableModel catalog;
        QVERIFY(catalog.load(dir.filePath(QStringLiteral("none.json"))));
        LibrarySession session;
        AdvisorPage page(&session, &catalog);
        QSignalSpy spy(&page, &AdvisorPage::resultChanged);
        page.setLibrary(demo->get());
        QCOMPARE(spy.count(), 1);
        QVERIFY(page.result());
        const AdvisorResult& r = *page.result();
        QCOMPARE(r.input.workload, QStringLiteral("oltp32k"));
        QCOMPARE(r.input.baseline.system, QStringLiteral("VxRail ESA 6-node 25GbE"));
        QCOMPARE(r.input.candidates.size(), 1);
        QCOMPARE(r.input.design.nic.partNumber, QStringLiteral("540-BDEF")); // from the candidate's tags
        QCOMPARE(*r.options[0].costCents, qint64(4265213));
        QCOMPARE(toString(r.bottleneck.kind), QStringLiteral("network"));
        // No node price yet: the network upgrade does not win by default.
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        QVERIFY(r.missing.join(QLatin1Char('\n')).contains(QStringLiteral("no node price")));

        auto* price = page.findChild<QLineEdit*>(QStringLiteral("nodePrice"));
        QVERIFY(price);
        price->setText(QStringLiteral("100000 USD"));
        QVERIFY(spy.wait(2000));
        QCOMPARE(*page.result()->options[1].costCents, qint64(14 * 10000000LL));
        QCOMPARE(toString(page.result()->recommendation), QStringLiteral("network-upgrade"));
        QVERIFY(page.result()->summary.contains(QStringLiteral("Decided on the per-port amortised cost")));

        auto* basis = page.findChild<QComboBox*>(QStringLiteral("costBasis"));
        QVERIFY(basis);
        basis->setCurrentIndex(basis->findData(QStringLiteral("whole-units")));
        QVERIFY(spy.wait(2000));
        QCOMPARE(toString(page.result()->input.costBasis), QStringLiteral("whole-units"));
        page.resize(1280, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
            QVERIFY(page.grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/advisor-page.png")));
        }
    }

    void remembersItsInputsPerLibrary()
    {
        QTemporaryDir dir;
        auto demo = openDemoLibrary();
        QVERIFY(demo);
        CatalogTableModel catalog;
        QVERIFY(catalog.load(dir.filePath(QStringLiteral("none.json"))));
        {
            LibrarySession session;
            AdvisorPage page(&session, &catalog);
            page.setLibrary(demo->get());
            QSignalSpy spy(&page, &AdvisorPage::resultChanged);
            page.findChild<QLineEdit*>(QStringLiteral("nodePrice"))->setText(QStringLiteral("123456 USD"));
            QVERIFY(spy.wait(2000));
        }
        LibrarySession session;
        AdvisorPage again(&session, &catalog);
        again.setLibrary(demo->get());
        QCOMPARE(again.findChild<QLineEdit*>(QStringLiteral("nodePrice"))->text(), QStringLiteral("123456 USD"));
        QCOMPARE(*again.result()->input.nodePriceCents, qint64(12345600));
    }

    void upgradePartsFollowTheCandidatesLinkSpeed()
    {
        // Real fio sweeps of two Ceph clusters, described as 25 GbE and 100 GbE, without part tags: the page picks
        // the catalog's 100 Gb parts for the 100 GbE candidate (it used to offer the first, 25 Gb, parts).
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lab.headroom"));
        const std::tuple<const char*, QString, const char*> systems[]
            = { { "fio-3.6-ceph-rbd-hdd-randread-qd-sweep", QStringLiteral("Lab 25GbE"), "25" },
                  { "fio-3.6-ceph-rbd-ssd-randread-qd-sweep", QStringLiteral("Lab 100GbE"), "100" } };
        for (const auto& [folder, system, gbps] : systems) {
            const QString path = QFINDTESTDATA(QStringLiteral("../data/fio/") + QString::fromLatin1(folder));
            QVERIFY(!path.isEmpty());
            auto r = testing::runCliInProcess(
                { QStringLiteral("--db"), db, QStringLiteral("import"), path, QStringLiteral("--system"), system });
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            r = testing::runCliInProcess({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"),
                system, QStringLiteral("--link-gbps"), QString::fromLatin1(gbps), QStringLiteral("--nodes"),
                QStringLiteral("4"), QStringLiteral("--ports-per-node"), QStringLiteral("2") });
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
        auto library = ResultsLibrary::open(db);
        QVERIFY(library);
        CatalogTableModel catalog;
        QVERIFY(catalog.load(dir.filePath(QStringLiteral("none.json"))));
        LibrarySession session;
        AdvisorPage page(&session, &catalog);
        page.setLibrary(library->get());
        const AdvisorRequest request = page.request();
        QCOMPARE(request.baseline, QStringLiteral("Lab 25GbE"));
        QCOMPARE(request.candidates, QStringList { QStringLiteral("Lab 100GbE") });
        QCOMPARE(request.nicPart, QStringLiteral("540-BDEF"));
        QCOMPARE(request.switchPart, QStringLiteral("210-APHK"));
        QCOMPARE(request.cablePart, QStringLiteral("470-ABOX"));
        QVERIFY(page.result()); // the parts fit: an answer, not an error
    }

    void speaksInItsOwnWords()
    {
        QCOMPARE(AdvisorPage::inGuiWords(QStringLiteral("--workload: no workload 'x' in the library")),
            QStringLiteral("Workload: no workload 'x' in the library"));
        QCOMPARE(AdvisorPage::inGuiWords(
                     QStringLiteral("--baseline: no system 'y' in the library (see 'headroom-cli systems list')")),
            QStringLiteral("Baseline: no system 'y' in the library"));
        QVERIFY(!AdvisorPage::inGuiWords(QStringLiteral("--nic/--switch/--cable: 540-BBUJ …"))
                     .contains(QStringLiteral("--")));
    }

    void withoutLibraryItSaysSo()
    {
        CatalogTableModel catalog;
        LibrarySession session;
        AdvisorPage page(&session, &catalog);
        page.setLibrary(nullptr);
        QVERIFY(!page.result());
    }
};

QTEST_MAIN(TstAdvisorPage)
#include "tst_advisorpage.moc"
