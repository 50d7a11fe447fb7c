// The Advisor page on the demo library: it picks the comparable workload and the slower network as baseline,
// answers at once, recomputes live and hands the result (the chart hook) to whoever listens.
#include "demo/demolibrary.h"
#include "pages/advisorpage.h"
#include "pages/catalogtablemodel.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

class TstAdvisorPage : public QObject {
    Q_OBJECT

private slots:
    void answersOnTheDemoLibrary()
    {
        QTemporaryDir dir;
        auto demo = openDemoLibrary();
        QVERIFY(demo);
        CatalogTableModel catalog;
        QVERIFY(catalog.load(dir.filePath(QStringLiteral("none.json"))));
        AdvisorPage page(&catalog);
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
        QCOMPARE(toString(r.recommendation), QStringLiteral("network-upgrade"));

        auto* price = page.findChild<QLineEdit*>(QStringLiteral("nodePrice"));
        QVERIFY(price);
        price->setText(QStringLiteral("100000"));
        QVERIFY(spy.wait(2000));
        QCOMPARE(*page.result()->options[1].costCents, qint64(14 * 10000000LL));
        page.resize(1280, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
            QVERIFY(page.grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/advisor-page.png")));
        }
    }

    void withoutLibraryItSaysSo()
    {
        CatalogTableModel catalog;
        AdvisorPage page(&catalog);
        page.setLibrary(nullptr);
        QVERIFY(!page.result());
    }
};

QTEST_MAIN(TstAdvisorPage)
#include "tst_advisorpage.moc"
