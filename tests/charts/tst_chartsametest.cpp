// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing dropped (issue 29): a workload known under two names of one test draws every system's points in
// `chart`, and a system asked for that has nothing to draw is a warning, never silence. On the real Ceph RBD sweeps
// (fio 3.6), and `results` shows each point's load. The HDD sweep's workload renamed before the SSD sweep is imported,
// as a user's library holds it.
#include "cli/chartdrawing.h"
#include "report/chartspec.h"
#include "support/cliinprocess.h"
#include "support/fixtureimport.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;

class TstChartSameTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    testing::CliRun cli(const QStringList& arguments)
    {
        return testing::runCliInProcess(QStringList { QStringLiteral("--db"), m_db } + arguments);
    }

    nlohmann::json curve(const QString& systems, QString& err)
    {
        const auto r = cli({ QStringLiteral("--json"), QStringLiteral("chart"), QStringLiteral("--kind"),
            QStringLiteral("curve"), QStringLiteral("--workload"), QStringLiteral("ceph-randread"),
            QStringLiteral("--systems"), systems, QStringLiteral("--out"), m_dir.filePath(QStringLiteral("c.svg")) });
        err = r.err;
        return nlohmann::json::parse(r.out.toStdString(), nullptr, false);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
        // The spec is what is tested; the picture is another test's.
        cli::setChartDrawing(
            { [](const charts::ChartSpec&, const charts::ChartTheme&, const QString&, QSize) { return success(); },
                {} });
        m_db = m_dir.filePath(QStringLiteral("lib.headroom"));
        QString failed = testing::importFixtures(m_db, { { testing::kCephHddSweep, QStringLiteral("Ceph HDD") } });
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        const auto renamed = cli({ QStringLiteral("workloads"), QStringLiteral("rename"),
            QStringLiteral("4k_100rd_100rand_j1"), QStringLiteral("ceph-randread") });
        QVERIFY2(renamed.exitCode == 0, qPrintable(renamed.err));
        failed = testing::importFixtures(m_db, { { testing::kCephSsdSweep, QStringLiteral("Ceph SSD") } });
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        const auto created = cli({ QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Ceph NVMe"),
            QStringLiteral("--create"), QStringLiteral("--nodes"), QStringLiteral("3") });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    }

    void bothNamesOfOneTestMakeBothCurves()
    {
        QString err;
        const auto spec = curve(QStringLiteral("Ceph HDD,Ceph SSD"), err);
        QVERIFY2(!spec.is_discarded(), qPrintable(err));
        QCOMPARE(spec["series"].size(), std::size_t(2));
        for (const auto& series : spec["series"]) {
            QCOMPARE(series["points"].size(), std::size_t(6)); // QD 1 … 32
        }
        // Said: the SSD's curve comes from its points under the other name.
        const QString warnings = QString::fromStdString(spec["warnings"].dump());
        QVERIFY2(
            warnings.contains(QStringLiteral("Ceph SSD")) && warnings.contains(QStringLiteral("4k_100rd_100rand_j1")),
            qPrintable(warnings));
        QVERIFY2(err.contains(QStringLiteral("warning: Ceph SSD")), qPrintable(err));
    }

    void aSystemWithNothingToDrawIsAWarning()
    {
        QString err;
        const auto spec = curve(QStringLiteral("Ceph HDD,Ceph NVMe"), err);
        QVERIFY2(!spec.is_discarded(), qPrintable(err));
        QCOMPARE(spec["series"].size(), std::size_t(1));
        const QString warnings = QString::fromStdString(spec["warnings"].dump());
        QVERIFY2(warnings.contains(QStringLiteral("Ceph NVMe: not drawn")), qPrintable(warnings));
        QVERIFY2(err.contains(QStringLiteral("Ceph NVMe: not drawn")), qPrintable(err));
    }

    // `results` shows the load of each point (QD × jobs), the real sweep's six depths.
    void resultsShowTheLoadOfEachPoint()
    {
        const auto r = cli({ QStringLiteral("results"), QStringLiteral("--system"), QStringLiteral("Ceph HDD") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral(" Load ")), qPrintable(r.out));
        for (int qd : { 1, 2, 4, 8, 16, 32 }) {
            QVERIFY2(r.out.contains(QStringLiteral("QD %1 × 1").arg(qd)), qPrintable(r.out));
        }
    }
};

QTEST_MAIN(TstChartSameTest)
#include "tst_chartsametest.moc"
