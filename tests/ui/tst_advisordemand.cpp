// SPDX-License-Identifier: GPL-3.0-or-later
// The Advisor asked about a customer's demand: picked on the Customer page ("Use in the Advisor") or in the form,
// the answer carries the demand (growth, years, nodes down as the form says), the options table gains the runway
// columns, the demand is shown and the runway chart is in front of the curves; a growth or a nodes-down
// count that cannot be is marked on its field. On real fio sweeps of two Ceph systems and a small customer export.
#include "charts/runwaychart.h"
#include "fieldmarks.h"
#include "mainwindow.h"
#include "models/advisoroptionsmodel.h"
#include "pages/advisorpage.h"
#include "pages/advisorresultview.h"
#include "pages/customerpage.h"
#include "support/customerexport.h"
#include "support/fixtureimport.h"

#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {
const QString kHdd = QStringLiteral("Ceph RBD HDD");
const QString kSsd = QStringLiteral("Ceph RBD SSD");
const QString kProd = QStringLiteral("prod-a");

QStringList headers(const AdvisorOptionsModel& model)
{
    QStringList out;
    for (int column = 0; column < model.columnCount(); ++column) {
        out << model.headerData(column, Qt::Horizontal).toString();
    }
    return out;
}
} // namespace

class TstAdvisorDemand : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        m_db = m_dir.filePath(QStringLiteral("advisor-demand.headroom"));
        const QStringList network = { QStringLiteral("--nodes"), QStringLiteral("3"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--link-gbps") };
        const QString imported = testing::importFixtures(m_db,
            { { testing::kCephHddSweep, kHdd, network + QStringList { QStringLiteral("10") } },
                { testing::kCephSsdSweep, kSsd, network + QStringList { QStringLiteral("25") } } });
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
        auto library = ResultsLibrary::open(m_db);
        QVERIFY(library.ok());
        QVERIFY((*library)->addCustomerExport(testing::smallCustomerSource(), testing::smallCustomerExport()).ok());
        QVERIFY((*library)->linkDemand(kProd, kHdd).ok());
        QVERIFY((*library)->setDemandGrowth(kProd, 0.25).ok());
    }

    void useInAdvisorAnswersWithTheDemand()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* customer = window.findChild<CustomerPage*>();
        auto* advisor = window.findChild<AdvisorPage*>();
        QVERIFY(customer && advisor);
        QVERIFY(!advisor->result() || !advisor->result()->input.demand);
        QVERIFY(customer->selectDemand(kProd));
        emit customer->useInAdvisor(kProd);
        QCOMPARE(advisor->selectedDemand(), kProd);
        QVERIFY2(advisor->result(), qPrintable(advisor->problem()));
        const AdvisorResult& result = *advisor->result();
        QVERIFY(result.input.demand);
        QCOMPARE(result.input.demand->figures.name, kProd);
        QCOMPARE(result.input.demand->figures.peakIops, 8000.0);
        QCOMPARE(result.input.demand->growthPerYear, 0.25); // the growth the Customer page keeps
        QCOMPARE(result.input.demand->years, 5);
        QCOMPARE(result.input.demand->nodesDown, 1);
        QCOMPARE(result.input.baseline.system, kHdd); // the demand's own system
        QVERIFY(!result.demandSentence.isEmpty());
        QVERIFY(result.baselineRunway || !result.options.isEmpty());
        for (const AdvisorOption& option : result.options) {
            QVERIFY(option.runway);
        }

        auto* view = advisor->findChild<AdvisorResultView*>();
        QVERIFY(view);
        QVERIFY(!view->demandLabel()->isHidden());
        QVERIFY(view->demandLabel()->text().contains(kProd));
        const QStringList shown = headers(*view->optionsModel());
        QVERIFY2(
            shown.join(QLatin1Char('|')).contains(QStringLiteral("unway")), qPrintable(shown.join(QLatin1Char('|'))));
        QVERIFY(advisor->runwayShown());
        QVERIFY(!advisor->runwayChart()->spec().series.isEmpty());
    }

    void theDemoExampleOpensOnTheDemand()
    {
        MainWindow window;
        QVERIFY(window.openDemo());
        QVERIFY(window.showWorkspace(QStringLiteral("Advisor example")));
        auto* advisor = window.findChild<AdvisorPage*>();
        QCOMPARE(advisor->selectedDemand(), QStringLiteral("zColo_08"));
        QVERIFY2(advisor->result(), qPrintable(advisor->problem()));
        QVERIFY(advisor->result()->input.demand);
        QVERIFY(!advisor->result()->demandSentence.isEmpty());
        auto* view = advisor->findChild<AdvisorResultView*>();
        QVERIFY(advisor->runwayShown());
        QVERIFY(headers(*view->optionsModel()).contains(QStringLiteral("Runway")));
    }

    void theFormChangesTheQuestion()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* advisor = window.findChild<AdvisorPage*>();
        QVERIFY(advisor->selectDemand(kProd));
        auto* growth = qobject_cast<QLineEdit*>(advisor->fieldWidget(QStringLiteral("growth")));
        auto* years = qobject_cast<QSpinBox*>(advisor->fieldWidget(QStringLiteral("years")));
        auto* down = qobject_cast<QSpinBox*>(advisor->fieldWidget(QStringLiteral("nodes-down")));
        QVERIFY(growth && years && down);
        growth->setText(QStringLiteral("10%/yr"));
        years->setValue(3);
        down->setValue(0);
        QTRY_VERIFY(
            advisor->result() && advisor->result()->input.demand && advisor->result()->input.demand->years == 3);
        QCOMPARE(advisor->result()->input.demand->growthPerYear, 0.1);
        QCOMPARE(advisor->result()->input.demand->nodesDown, 0);

        growth->setText(QStringLiteral("fast"));
        QTRY_VERIFY(!advisor->result());
        QVERIFY2(advisor->problem().startsWith(QStringLiteral("Growth per year:")), qPrintable(advisor->problem()));
        QVERIFY(FieldMarks::isMarked(growth));
        growth->setText(QStringLiteral("20%"));
        down->setValue(2); // the customer's cluster has 2 hosts
        QTRY_VERIFY(!advisor->result() && advisor->problem().startsWith(QStringLiteral("Nodes down:")));
        QVERIFY(FieldMarks::isMarked(down));

        // No demand: the lab curves alone, no runway chart.
        down->setValue(1);
        QVERIFY(advisor->selectDemand(QString()));
        QVERIFY(advisor->result());
        QVERIFY(!advisor->result()->input.demand);
        QVERIFY(!advisor->runwayShown());
    }
};

QTEST_MAIN(TstAdvisorDemand)
#include "tst_advisordemand.moc"
