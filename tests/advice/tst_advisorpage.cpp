// SPDX-License-Identifier: GPL-3.0-or-later
// The Advisor page on the demo library: it picks the comparable workload and the slower network as baseline,
// answers at once, recomputes live and hands the result (the chart hook) to whoever listens.
#include "charts/advisorchart.h"
#include "demo/demolibrary.h"
#include "fieldmarks.h"
#include "librarysession.h"
#include "pages/advisorpage.h"
#include "pages/catalogtablemodel.h"
#include "store/resultslibrary.h"
#include "support/cliinprocess.h"
#include "support/demoadvisor.h"
#include "support/peoplewords.h"

#include <tuple>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

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
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        AdvisorPage& page = advisor.page;
        QSignalSpy spy(&page, &AdvisorPage::resultChanged);
        advisor.open();
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

    // What the page shows a person (labels, lists, buttons, tables, the details and the chart's title, legends and
    // axes) names workloads by what they are and holds no command syntax; the answer comes first, in one sentence.
    void visibleTextsAreForPeople()
    {
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        AdvisorPage& page = advisor.page;
        QSignalSpy spy(&page, &AdvisorPage::resultChanged);
        advisor.open();
        page.findChild<QLineEdit*>(QStringLiteral("nodePrice"))->setText(QStringLiteral("100000 USD"));
        QVERIFY(spy.wait(2000));
        QStringList stems;
        const auto workloads = advisor.library().workloads();
        QVERIFY(workloads);
        for (const Workload& w : *workloads) {
            stems << w.canonicalName();
        }
        QVERIFY(stems.contains(QStringLiteral("oltp32k")));
        QStringList texts;
        const auto plain = [](const QString& rich) {
            QTextDocument document;
            document.setHtml(rich);
            return document.toPlainText();
        };
        for (const QLabel* label : page.findChildren<QLabel*>()) {
            texts << plain(label->text());
        }
        for (const QComboBox* box : page.findChildren<QComboBox*>()) {
            for (int i = 0; i < box->count(); ++i) {
                texts << box->itemText(i);
            }
        }
        for (const QAbstractButton* button : page.findChildren<QAbstractButton*>()) {
            texts << button->text();
        }
        for (const QTextBrowser* browser : page.findChildren<QTextBrowser*>()) {
            texts << browser->toPlainText();
        }
        for (const QTableView* table : page.findChildren<QTableView*>()) {
            const QAbstractItemModel* model = table->model();
            for (int column = 0; model && column < model->columnCount(); ++column) {
                texts << model->headerData(column, Qt::Horizontal).toString();
                for (int row = 0; row < model->rowCount(); ++row) {
                    texts << model->index(row, column).data().toString();
                }
            }
        }
        QVERIFY(page.chart());
        const charts::ChartSpec& spec = page.chart()->spec();
        texts << spec.title << spec.subtitle << spec.xAxis.title << spec.yAxis.title;
        for (const charts::SpecSeries& series : spec.series) {
            texts << series.name;
        }
        for (const charts::SpecAnnotation& annotation : spec.annotations) {
            texts << annotation.text;
        }
        const QString all = texts.join(QLatin1Char('\n'));
        const QStringList found = testing::machineWords(all, stems);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(" | "))));
        QVERIFY2(all.contains(QStringLiteral("OLTP 32 KiB 70/30")), qPrintable(all));
        // (The cost basis the page remembers from an earlier test decides the cost.)
        static const QRegularExpression headline(
            QStringLiteral("Upgrade to 100 GbE: \\+230 % peak IOPS for \\$[\\d,]+"));
        QVERIFY2(headline.match(all).hasMatch(), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("IOPS at the latency limit")), qPrintable(all));
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

    void anErrorMarksAndFocusesItsField()
    {
        // A 25 Gb NIC on the 100 Gb switch the 100 GbE candidate needs: core's error is on the NIC (and the switch
        // it does not fit); the page marks both, focuses the NIC and words it with the form's labels.
        testing::DemoAdvisor advisor;
        QVERIFY(advisor.ready());
        AdvisorPage& page = advisor.page;
        advisor.open();
        page.show();
        QApplication::setActiveWindow(&page);
        QVERIFY(QTest::qWaitForWindowActive(&page));
        QVERIFY(page.result());
        auto* nic = page.findChild<QComboBox*>(QStringLiteral("nic"));
        auto* switchItem = page.findChild<QComboBox*>(QStringLiteral("switch"));
        auto* cable = page.findChild<QComboBox*>(QStringLiteral("cable"));
        QVERIFY(nic && switchItem && cable);
        const QString fitting = nic->currentData().toString();
        nic->setCurrentIndex(nic->findData(QStringLiteral("540-BBUJ")));
        QTRY_VERIFY(!page.problem().isEmpty());
        QVERIFY(!page.result());
        QVERIFY2(page.problem().startsWith(QStringLiteral("Upgrade NIC / Upgrade switch: 540-BBUJ")),
            qPrintable(page.problem()));
        QVERIFY(!page.problem().contains(QStringLiteral("--")));
        QVERIFY(nic->property(FieldMarks::kProperty).toBool());
        QVERIFY(switchItem->property(FieldMarks::kProperty).toBool());
        QVERIFY(!cable->property(FieldMarks::kProperty).toBool());
        QCOMPARE(page.focusWidget(), nic);
        QVERIFY(nic->hasFocus());

        nic->setCurrentIndex(nic->findData(fitting)); // fixed: an answer, the marks gone
        QTRY_VERIFY(page.result());
        QVERIFY(page.problem().isEmpty());
        QVERIFY(!nic->property(FieldMarks::kProperty).toBool());
        QVERIFY(!switchItem->property(FieldMarks::kProperty).toBool());
    }

    void everyRequestFieldHasItsWidget_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("label");
        const std::pair<const char*, const char*> fields[] = { { "workload", "Workload" }, { "baseline", "Baseline" },
            { "candidate", "Candidates" }, { "nodes", "Nodes" }, { "ports-per-node", "Ports per node" },
            { "nic", "Upgrade NIC" }, { "switch", "Upgrade switch" }, { "cable", "Upgrade cable" },
            { "node-price", "Node from catalog" }, { "headroom", "Headroom band" }, { "demand", "Customer demand" },
            { "growth", "Growth per year" }, { "years", "Years to carry" }, { "nodes-down", "Nodes down" } };
        for (const auto& [field, label] : fields) {
            QTest::newRow(field) << QString::fromLatin1(field) << QString::fromLatin1(label);
        }
    }

    void everyRequestFieldHasItsWidget()
    {
        // Each field id buildAdvisorInput and parseHeadroomBand put on an error (tests/gather/tst_advisorrequest).
        QFETCH(QString, field);
        QFETCH(QString, label);
        CatalogTableModel catalog;
        LibrarySession session;
        AdvisorPage page(&session, &catalog);
        QWidget* widget = page.fieldWidget(field);
        QVERIFY(widget);
        page.showInputError(failField(field, QStringLiteral("the reason")));
        QCOMPARE(page.problem(), label + QStringLiteral(": the reason"));
        QVERIFY(widget->property(FieldMarks::kProperty).toBool());
        if (widget->isEnabled()) { // "Node from catalog" without nodes in the catalog: marked, cannot take focus
            QCOMPARE(page.focusWidget(), widget);
        }
        page.showInputError(fail(QStringLiteral("about no field")));
        QCOMPARE(page.problem(), QStringLiteral("about no field"));
        QVERIFY(!widget->property(FieldMarks::kProperty).toBool());
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
