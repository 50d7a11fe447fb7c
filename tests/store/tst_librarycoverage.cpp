// SPDX-License-Identifier: GPL-3.0-or-later
// What the pickers and the library table read: coverage counted in SQL, table rows without histograms and hosts,
// one measurement in full by id.
#include "store/resultslibrary.h"
#include "support/mustread.h"
#include "support/namedsource.h"

#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;
using headroom::testing::namedFioSource;

namespace {

Measurement point(const QString& system, const QString& workload, std::optional<double> iops,
    std::optional<double> readMeanNs, std::optional<double> readIops = std::nullopt)
{
    Measurement m;
    m.systemName = system;
    m.workload.name = workload;
    m.iops = iops;
    m.read.iops = readIops;
    m.read.latency.meanNs = readMeanNs;
    m.read.latency.percentilesNs = { { 95, 500000 }, { 99, 900000 } };
    m.read.latency.histogram = { { 100000, 10 }, { 250000, 70 } };
    m.cpu.perHost = { HostUsage { QStringLiteral("esx-1"), 50.0, 51.0, 80.0 } };
    return m;
}

} // namespace

class TestLibraryCoverage : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        auto library = ResultsLibrary::openInMemory();
        QVERIFY(library.ok());
        m_library = std::move(*library);
        const QString a = QStringLiteral("A"), b = QStringLiteral("B");
        const QString w1 = QStringLiteral("w1"), w2 = QStringLiteral("w2");
        const QList<Measurement> points { point(b, w1, 1000, 200000), point(b, w1, 2000, 300000),
            point(a, w1, std::nullopt, std::nullopt, 500), // IOPS only from a direction, no latency
            point(a, w2, std::nullopt, std::nullopt) };
        QVERIFY(m_library->addMeasurements(namedFioSource(QStringLiteral("s1")), points).ok());
    }

    void countsPairsInStoredOrder()
    {
        const qint64 readBefore = m_library->measurementsRead();
        const QList<WorkloadCoverage> pairs = mustRead(m_library->coverage());
        QCOMPARE(pairs.size(), 3);
        QCOMPARE(pairs[0].systemName, QStringLiteral("B")); // stored first
        QCOMPARE(pairs[0].workloadName, QStringLiteral("w1"));
        QCOMPARE(pairs[0].measurementCount, 2);
        QCOMPARE(pairs[0].withIopsCount, 2);
        QCOMPARE(pairs[0].withIopsAndLatencyCount, 2);
        QCOMPARE(pairs[1].systemName, QStringLiteral("A"));
        QCOMPARE(pairs[1].workloadName, QStringLiteral("w1"));
        QCOMPARE(pairs[1].withIopsCount, 1);
        QCOMPARE(pairs[1].withIopsAndLatencyCount, 0);
        QCOMPARE(pairs[2].workloadName, QStringLiteral("w2"));
        QCOMPARE(pairs[2].withIopsCount, 0);
        QCOMPARE(m_library->measurementsRead(), readBefore); // no measurement was read for it
    }

    void coverageAgreesWithTheMeasurements()
    {
        for (const WorkloadCoverage& pair : mustRead(m_library->coverage())) {
            int withIops = 0, withBoth = 0;
            const auto measurements
                = mustRead(m_library->measurements({ pair.systemName, pair.workloadName, std::nullopt }));
            for (const Measurement& m : measurements) {
                withIops += m.totalIops() ? 1 : 0;
                withBoth += m.totalIops() && m.meanLatencyNs() ? 1 : 0;
            }
            QCOMPARE(pair.measurementCount, measurements.size());
            QCOMPARE(pair.withIopsCount, withIops);
            QCOMPARE(pair.withIopsAndLatencyCount, withBoth);
        }
    }

    void rowsLeaveHistogramsAndHostsOut()
    {
        const QList<Measurement> rows = mustRead(m_library->measurements({}, MeasurementDetail::Rows));
        const QList<Measurement> full = mustRead(m_library->measurements());
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.size(), full.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i].id, full[i].id);
            QVERIFY(rows[i].read.latency.histogram.empty());
            QVERIFY(rows[i].cpu.perHost.isEmpty());
            QCOMPARE(rows[i].read.latency.percentileNs(95), full[i].read.latency.percentileNs(95)); // table column
            QCOMPARE(rows[i].totalIops(), full[i].totalIops());
            QCOMPARE(rows[i].workload.name, full[i].workload.name);
            QCOMPARE(rows[i].source, full[i].source);
            QCOMPARE(full[i].read.latency.histogram.size(), std::size_t { 2 });
            QCOMPARE(full[i].cpu.perHost.size(), 1);
        }
    }

    void readsOneMeasurementInFull()
    {
        const QList<Measurement> full = mustRead(m_library->measurements());
        const qint64 readBefore = m_library->measurementsRead();
        const auto one = mustRead(m_library->measurement(full[2].id));
        QVERIFY(one.has_value());
        QCOMPARE(*one, full[2]);
        QCOMPARE(m_library->measurementsRead(), readBefore + 1);
        QVERIFY(!mustRead(m_library->measurement(987654)).has_value());
    }

private:
    std::unique_ptr<ResultsLibrary> m_library;
};

QTEST_MAIN(TestLibraryCoverage)
#include "tst_librarycoverage.moc"
