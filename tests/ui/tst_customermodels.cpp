// SPDX-License-Identifier: GPL-3.0-or-later
// The Customer page's models: the demands (an export's clusters and typed demands) with their figures and
// derivations, and one cluster's hosts with link use at peak — checked by QAbstractItemModelTester and against the
// figures added up by hand.
#include "models/customerdemandsmodel.h"
#include "models/customerhostsmodel.h"
#include "support/customerexport.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace headroom;

namespace {
QList<CustomerDemand> demands()
{
    const CustomerExport customer = testing::smallCustomerExport();
    CustomerDemand prod;
    prod.id = 1;
    prod.name = customer.clusters[0].name;
    prod.cluster = customer.clusters[0];
    prod.source = testing::smallCustomerSource();
    prod.projectDate = customer.projectDate;
    prod.growthPerYear = 0.2;
    prod.linkedSystem = QStringLiteral("VxRail 10GbE");
    CustomerDemand typed;
    typed.id = 2;
    typed.name = QStringLiteral("typed-c");
    typed.typed.peakIops = 12000;
    typed.typed.averageIops = 6000;
    typed.typed.nodes = 4;
    CustomerDemand empty; // no peak at all: its figures cannot be derived, and the row says so
    empty.id = 3;
    empty.name = QStringLiteral("nothing");
    return { prod, typed, empty };
}
} // namespace

class TstCustomerModels : public QObject {
    Q_OBJECT

private slots:
    void demandsShowFiguresAndDerivations()
    {
        QLocale::setDefault(QLocale::c());
        CustomerDemandsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDemands(demands());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(CustomerDemandsModel::ColumnCount));
        const auto raw
            = [&](int row, int column) { return model.index(row, column).data(CustomerDemandsModel::RawValueRole); };
        QCOMPARE(raw(0, CustomerDemandsModel::NameColumn).toString(), QStringLiteral("prod-a"));
        QCOMPARE(raw(0, CustomerDemandsModel::KindColumn).toString(), QStringLiteral("cluster"));
        QCOMPARE(raw(0, CustomerDemandsModel::NodesColumn).toInt(), 2);
        QCOMPARE(raw(0, CustomerDemandsModel::PeakIopsColumn).toDouble(), 8000.0); // 3,000 + 5,000
        QCOMPARE(raw(0, CustomerDemandsModel::AverageIopsColumn).toDouble(), 3000.0);
        QCOMPARE(raw(0, CustomerDemandsModel::PeakThroughputColumn).toDouble(), 375e6);
        QCOMPARE(raw(0, CustomerDemandsModel::GrowthColumn).toDouble(), 0.2);
        QCOMPARE(raw(0, CustomerDemandsModel::SystemColumn).toString(), QStringLiteral("VxRail 10GbE"));
        QCOMPARE(raw(0, CustomerDemandsModel::BottleneckColumn).toString(), QStringLiteral("cpu"));
        QCOMPARE(model.index(0, CustomerDemandsModel::GrowthColumn).data().toString(), QStringLiteral("20 %/yr"));
        const QString tip = model.index(0, CustomerDemandsModel::PeakIopsColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("peak IOPS")) && tip.contains(QStringLiteral("upper bound")),
            qPrintable(tip));
        QVERIFY(model.index(0, CustomerDemandsModel::NameColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("liveoptics-test.xlsx")));
        QCOMPARE(raw(1, CustomerDemandsModel::KindColumn).toString(), QStringLiteral("typed"));
        QCOMPARE(raw(1, CustomerDemandsModel::PeakIopsColumn).toDouble(), 12000.0);
        // The demand without a peak: listed, its figures not derived, the reason in the tooltip.
        QVERIFY(model.figuresAt(2) == nullptr);
        QVERIFY(!model.figuresError(2).isEmpty());
        QCOMPARE(model.index(2, CustomerDemandsModel::PeakIopsColumn).data(Qt::ToolTipRole).toString(),
            model.figuresError(2));
        QCOMPARE(model.rowOf(QStringLiteral("typed-c")), 1);
        QCOMPARE(model.rowOf(QStringLiteral("absent")), -1);
        model.setDemands({});
        QCOMPARE(model.rowCount(), 0);
    }

    void hostsShowPeaksAndLinkUse()
    {
        QLocale::setDefault(QLocale::c());
        CustomerDemandsModel demandsModel;
        demandsModel.setDemands(demands());
        const DemandFigures* figures = demandsModel.figuresAt(0);
        QVERIFY(figures);
        CustomerHostsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHosts(figures->hosts);
        QCOMPARE(model.rowCount(), 2);
        const auto raw = [&](int row, int column) {
            return model.index(row, column).data(CustomerHostsModel::RawValueRole).toDouble();
        };
        QCOMPARE(model.index(0, CustomerHostsModel::NameColumn).data().toString(), QStringLiteral("esx1.example"));
        QCOMPARE(raw(0, CustomerHostsModel::PeakCpuColumn), 95.0);
        QCOMPARE(raw(0, CustomerHostsModel::PeakIopsColumn), 3000.0);
        QCOMPARE(raw(0, CustomerHostsModel::PeakThroughputColumn), 250e6);
        QCOMPARE(raw(0, CustomerHostsModel::LinkColumn), 20.0); // 2 × 10,000 Mb/s
        // 250 MB/s ÷ (20,000 Mb/s ÷ 8 = 2,500 MB/s) = 10 %
        QVERIFY(qAbs(raw(0, CustomerHostsModel::LinkUtilisationColumn) - 10.0) < 1e-9);
        QCOMPARE(model.index(0, CustomerHostsModel::LinkUtilisationColumn).data().toString(), QStringLiteral("10.0 %"));
        QVERIFY(!model.index(0, CustomerHostsModel::LinkUtilisationColumn).data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(qAbs(raw(1, CustomerHostsModel::LinkUtilisationColumn) - 5.0) < 1e-9);
        QCOMPARE(model.headerData(CustomerHostsModel::LinkUtilisationColumn, Qt::Horizontal).toString(),
            QStringLiteral("Link use at peak"));
    }
};

QTEST_MAIN(TstCustomerModels)
#include "tst_customermodels.moc"
