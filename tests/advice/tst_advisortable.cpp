// SPDX-License-Identifier: GPL-3.0-or-later
// The one definition of the advisor's tables: which columns each face shows, one placeholder for a figure not
// known, one extrapolation marker, one latency rule, figures in the face's locale, and traces from the advisor.
#include "advice/advisortable.h"
#include "advice/perportcosttable.h"
#include "support/constructedadvice.h"

#include <QTest>

using namespace headroom;

namespace {
using testing::constructedResult;

QList<AdvisorColumn> columnsOf(const AdvisorOptionsTable& table)
{
    QList<AdvisorColumn> columns;
    for (int c = 0; c < table.columnCount(); ++c) {
        columns << table.columnAt(c);
    }
    return columns;
}

int columnOf(const AdvisorOptionsTable& table, AdvisorColumn column)
{
    return static_cast<int>(columnsOf(table).indexOf(column));
}

const std::pair<const char*, TableFace> everyFace[] = { { "cli", TableFace::Cli }, { "document", TableFace::Document },
    { "cost per IOPS", TableFace::CostPerIops }, { "deck", TableFace::Deck }, { "gui", TableFace::Gui } };
} // namespace

class TstAdvisorTable : public QObject {
    Q_OBJECT

private slots:
    void eachFaceSelectsFromTheOneDefinition_data()
    {
        using C = AdvisorColumn;
        QTest::addColumn<TableFace>("face");
        QTest::addColumn<QList<AdvisorColumn>>("expected");
        const QList<C> options { C::Option, C::Cost, C::PeakIops, C::PeakGain, C::LimitIops, C::LimitGain,
            C::HeadroomLatency, C::HeadroomChange };
        QTest::newRow("cli") << TableFace::Cli
                             << options + QList<C> { C::PerIopsPeak, C::PerIopsLimit, C::CostPer1000Iops };
        QTest::newRow("document") << TableFace::Document << options;
        QTest::newRow("deck") << TableFace::Deck << options + QList<C> { C::CostPer1000Iops };
        QTest::newRow("cost per IOPS") << TableFace::CostPerIops
                                       << QList<C> { C::Option, C::Cost, C::PerIopsPeak, C::PerIopsLimit,
                                              C::PerIopsHeadroom, C::CostPer1000Iops };
        QTest::newRow("gui") << TableFace::Gui
                             << options
                + QList<C> { C::PerIopsPeak, C::PerIopsLimit, C::PerIopsHeadroom, C::CostPer1000Iops };
    }
    void eachFaceSelectsFromTheOneDefinition()
    {
        QFETCH(TableFace, face);
        QFETCH(QList<AdvisorColumn>, expected);
        const AdvisorOptionsTable table(constructedResult(), face);
        QCOMPARE(columnsOf(table), expected);
        for (int c = 0; c < table.columnCount(); ++c) {
            QCOMPARE(table.header(c), QString::fromUtf8(advisorColumn(table.columnAt(c)).header));
            QVERIFY(table.shownOn(c) & static_cast<unsigned>(face));
        }
        // The baseline is a row of every options table but the one of cost per IOPS gained.
        QCOMPARE(table.rowCount(), face == TableFace::CostPerIops ? 3 : 4);
    }

    void baselineRowHasFiguresButNoGainsOrCost()
    {
        const AdvisorOptionsTable table(constructedResult(), TableFace::Gui);
        const QuantityFormat text = QuantityFormat::text();
        QCOMPARE(table.text(0, columnOf(table, AdvisorColumn::Option), text), QStringLiteral("Baseline: Old"));
        QCOMPARE(table.text(0, columnOf(table, AdvisorColumn::PeakIops), text), QStringLiteral("106,000"));
        QCOMPARE(table.trace(0, columnOf(table, AdvisorColumn::Option)), QStringLiteral("4 measured point(s)"));
        for (AdvisorColumn empty : { AdvisorColumn::Cost, AdvisorColumn::PeakGain, AdvisorColumn::PerIopsPeak }) {
            QCOMPARE(table.text(0, columnOf(table, empty), text), QString());
            QCOMPARE(table.trace(0, columnOf(table, empty)), QString());
        }
    }

    void oneMarkForWhatIsNotKnown_data()
    {
        QTest::addColumn<TableFace>("face");
        for (const auto& [name, face] : everyFace) {
            QTest::newRow(name) << face;
        }
    }
    void oneMarkForWhatIsNotKnown()
    {
        QFETCH(TableFace, face);
        const AdvisorOptionsTable table(constructedResult(), face);
        const int refused = table.rowCount() - 1;
        QCOMPARE(table.text(refused, 0, QuantityFormat::text()), QStringLiteral("Network: Unmeasured (not weighed)"));
        QVERIFY(table.muted(refused));
        QVERIFY(!table.muted(refused - 1));
        QCOMPARE(table.trace(refused, 0), QStringLiteral("Unmeasured has no measurement of oltp32k"));
        for (int c = 2; c < table.columnCount(); ++c) { // every figure after the cost
            QCOMPARE(table.text(refused, c, QuantityFormat::text()), tablemark::notKnown());
        }
    }

    void oneMarkForExtrapolatedAndOneLatencyRule()
    {
        const AdvisorOptionsTable table(constructedResult(), TableFace::Cli);
        const QuantityFormat text = QuantityFormat::text();
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::PeakIops), text), QStringLiteral("350,000 *"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::LimitIops), text), QStringLiteral("340,000"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::HeadroomLatency), text), QStringLiteral("0.720 ms *"));
        QCOMPARE(table.text(0, columnOf(table, AdvisorColumn::HeadroomLatency), text), QStringLiteral("45.0 µs"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::HeadroomChange), text), QStringLiteral("−4.3 %"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::PeakGain), text), QStringLiteral("+230 %"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::Cost), text), QStringLiteral("$42,652.13"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::PerIopsPeak), text), QStringLiteral("$0.17"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::CostPer1000Iops), text), QStringLiteral("$177.70"));
        QCOMPARE(table.text(2, 0, text), QStringLiteral("Add 14 node(s) (modeled)"));
        QCOMPARE(table.text(3, columnOf(table, AdvisorColumn::Cost), text), QStringLiteral("not priced"));
    }

    void figuresInTheFacesLocale()
    {
        const AdvisorOptionsTable table(constructedResult(), TableFace::Gui);
        const QuantityFormat german(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::PeakIops), german), QStringLiteral("350.000 *"));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::HeadroomChange), german), QStringLiteral("−4,3 %"));
        // The symbol where German puts it, after the amount (issue 25).
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::Cost), german),
            QStringLiteral("42.652,13") + QChar::Nbsp + QLatin1Char('$'));
        QCOMPARE(table.text(1, columnOf(table, AdvisorColumn::HeadroomLatency), german), QStringLiteral("0,720 ms *"));
    }

    void tracesSayHowEachFigureWasComputed()
    {
        const AdvisorOptionsTable table(constructedResult(), TableFace::Gui);
        QCOMPARE(table.trace(1, columnOf(table, AdvisorColumn::PeakIops)), QStringLiteral("read at 350000 IOPS"));
        QCOMPARE(table.trace(1, columnOf(table, AdvisorColumn::Cost)), QStringLiteral("12 ports × $3,554.34"));
        QVERIFY(table.trace(3, columnOf(table, AdvisorColumn::PeakIops)).contains(QStringLiteral("not on the")));
        QVERIFY(
            table.headerTip(columnOf(table, AdvisorColumn::PerIopsLimit)).endsWith(QStringLiteral("(USD per IOPS)")));
    }

    void perPortTableFromOneDefinition_data()
    {
        QTest::addColumn<TableFace>("face");
        QTest::addColumn<QStringList>("headers");
        const QStringList cli { QStringLiteral("Component"), QStringLiteral("Part number"),
            QStringLiteral("List price"), QStringLiteral("Ports"), QStringLiteral("Per port") };
        QTest::newRow("cli") << TableFace::Cli << cli;
        QTest::newRow("gui") << TableFace::Gui << cli + QStringList { QStringLiteral("Price date") };
        QTest::newRow("document") << TableFace::Document
                                  << cli + QStringList { QStringLiteral("Price date"), QStringLiteral("Source") };
        QTest::newRow("deck") << TableFace::Deck
                              << cli + QStringList { QStringLiteral("Price date"), QStringLiteral("Source") };
    }
    void perPortTableFromOneDefinition()
    {
        QFETCH(TableFace, face);
        QFETCH(QStringList, headers);
        const PerPortCostTable table(constructedResult(), face);
        QStringList seen;
        for (int c = 0; c < table.columnCount(); ++c) {
            seen << table.header(c);
        }
        QCOMPARE(seen, headers);
        const QuantityFormat text = QuantityFormat::text();
        QCOMPARE(table.rowCount(), 4);
        QCOMPARE(table.text(1, 1, text), QStringLiteral("SW-1"));
        QCOMPARE(table.text(1, 4, text), QStringLiteral("$1,952.34"));
        QCOMPARE(table.trace(1, 4), QStringLiteral("$62,475.00 ÷ 32 = 1,952.34375 exactly"));
        QCOMPARE(table.text(3, 0, text), QStringLiteral("Total per port"));
        QCOMPARE(table.text(3, 1, text), QString());
        QCOMPARE(table.text(3, 4, text), QStringLiteral("$3,554.34"));
        QVERIFY(table.emphasised(3) && !table.emphasised(0));
        if (headers.contains(QStringLiteral("Source"))) { // cited as the numbered list below the table
            QCOMPARE(table.text(0, 6, text), QStringLiteral("[1]"));
            QCOMPARE(table.text(1, 6, text), QStringLiteral("[2]"));
            QCOMPARE(table.text(2, 6, text), QStringLiteral("[1]"));
        }
    }

    void perPortTableIsEmptyWithoutAPrice()
    {
        AdvisorResult r = constructedResult();
        r.perPort.reset();
        QCOMPARE(PerPortCostTable(r, TableFace::Gui).rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TstAdvisorTable)
#include "tst_advisortable.moc"
