// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI's one model of the advisor's tables, under QAbstractItemModelTester: texts in the system locale, traces
// as tooltips, alignment from the definition, and the option that was not weighed muted.
#include "advice/perportcosttable.h"
#include "models/advisoroptionsmodel.h"
#include "support/constructedadvice.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QFont>
#include <QTest>

using namespace headroom;

class TstAdvisorOptionsModel : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void rendersTheOptionsTable()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        AdvisorOptionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(std::make_unique<AdvisorOptionsTable>(testing::constructedResult(), TableFace::Gui));
        QCOMPARE(model.rowCount(), 4);
        // Every column but the customer demand's, which are shown with a demand only (the last ones).
        QCOMPARE(model.columnCount(), static_cast<int>(AdvisorColumn::DemandCapacity));
        const int peak = static_cast<int>(AdvisorColumn::PeakIops);
        QCOMPARE(model.headerData(peak, Qt::Horizontal).toString(), QStringLiteral("Peak IOPS"));
        QCOMPARE(model.headerData(peak, Qt::Horizontal, Qt::ToolTipRole).toString(),
            QStringLiteral("Peak IOPS of the curve (IOPS)"));
        // IOPS, gains, latencies and money all in the system locale (they used to mix it with the C locale).
        QCOMPARE(model.index(1, peak).data().toString(), QStringLiteral("350.000 *"));
        QCOMPARE(model.index(1, static_cast<int>(AdvisorColumn::HeadroomChange)).data().toString(),
            QStringLiteral("−4,3 %"));
        // Money as the locale places its symbol: after the amount in German (issue 25).
        QCOMPARE(model.index(1, static_cast<int>(AdvisorColumn::Cost)).data().toString(),
            QStringLiteral("42.652,13") + QChar::Nbsp + QLatin1Char('$'));
        QCOMPARE(model.index(1, peak).data(Qt::ToolTipRole).toString(), QStringLiteral("read at 350000 IOPS"));
        QCOMPARE(model.index(0, static_cast<int>(AdvisorColumn::Cost)).data(Qt::ToolTipRole), QVariant());
        QCOMPARE(
            model.index(1, peak).data(Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
        QCOMPARE(
            model.index(1, 0).data(Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignLeft | Qt::AlignVCenter);
        QVERIFY(model.index(3, 0).data(Qt::ForegroundRole).canConvert<QBrush>());
        QCOMPARE(model.index(1, 0).data(Qt::ForegroundRole), QVariant());
    }

    void blankColumnsAreFound()
    {
        AdvisorResult r = testing::constructedResult();
        for (AdvisorOption& o : r.options) {
            o.costPerIopsAtHeadroom.reset();
        }
        AdvisorOptionsModel model;
        model.setTable(std::make_unique<AdvisorOptionsTable>(r, TableFace::Gui));
        QVERIFY(model.columnIsBlank(static_cast<int>(AdvisorColumn::PerIopsHeadroom)));
        QVERIFY(!model.columnIsBlank(static_cast<int>(AdvisorColumn::PerIopsPeak)));
    }

    void rendersThePerPortTableAndIsEmptied()
    {
        AdvisorOptionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(std::make_unique<PerPortCostTable>(testing::constructedResult(), TableFace::Gui));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(3, 0).data().toString(), QStringLiteral("Total per port"));
        QVERIFY(model.index(3, 4).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(model.index(0, 4).data(Qt::FontRole), QVariant());
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("source: quote A")));
        model.setTable(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 0);
    }
};

QTEST_MAIN(TstAdvisorOptionsModel)
#include "tst_advisoroptionsmodel.moc"
