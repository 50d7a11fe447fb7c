// SPDX-License-Identifier: GPL-3.0-or-later
// Compare: an explicit baseline choice, and differences only between comparable points — on real fio queue-depth
// sweeps (Ceph RBD HDD, QD 1…32; Crucial MX200, QD 1…64) imported through the real importer, latency is compared at
// a queue depth both ran, never QD 64 against QD 32; the table says which points.
#include "charts/comparepage.h"
#include "mainwindow.h"
#include "support/fixtureimport.h"

#include <QListWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::charts;

namespace {
const QString kHdd = QStringLiteral("Ceph RBD HDD");
const QString kMx200 = QStringLiteral("Crucial MX200");
} // namespace

class TstComparePoints : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        m_db = m_dir.filePath(QStringLiteral("sweeps.headroom"));
        const QString imported = testing::importFixtures(m_db,
            { { testing::kCephHddSweep, kHdd }, { QStringLiteral("fio/fio-3.1-mx200-randread-qd-sweep"), kMx200 } });
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
    }

    void theBaselineIsChosenAndLatencyIsComparedAtOneLoad()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        window.resize(1280, 800);
        auto* page = window.findChild<ComparePage*>();
        QVERIFY(page);
        page->refreshFromLibrary();
        page->setKind(ChartKind::Compare);
        page->setChecked({ kHdd, kMx200 }, {});
        QCOMPARE(page->baseline(), kHdd);
        // The workload both checked systems measured is offered first in bold.
        auto* workloads = page->findChild<QListWidget*>(QStringLiteral("compareWorkloads"));
        QVERIFY(workloads);
        QCOMPARE(workloads->item(0)->text(), QStringLiteral("4k_100rd_100rand_j1"));
        QVERIFY(workloads->item(0)->font().bold());
        page->setBaseline(kMx200); // chosen, not dragged
        page->rebuildNow();
        QCOMPARE(page->request().systems, QStringList({ kMx200, kHdd }));
        const ChartSpec& spec = page->spec();
        QVERIFY2(!spec.table.rows.isEmpty(), qPrintable(page->message()));
        QCOMPARE(spec.table.headers[2], kMx200); // the baseline's column first
        bool sawLatency = false;
        for (const auto& row : spec.table.rows) {
            const QString metric = row[1].text;
            if (metric.contains(QStringLiteral("latency"))) {
                sawLatency = true;
                // The MX200 peaks at a depth the HDD never ran: the latencies are read at a depth both ran.
                QVERIFY2(metric.contains(QStringLiteral("on both")), qPrintable(metric));
            } else {
                QVERIFY2(metric.contains(QStringLiteral("peak vs peak")), qPrintable(metric));
            }
        }
        QVERIFY(sawLatency);
        if (const QByteArray out = qgetenv("HEADROOM_SCREENSHOT_DIR"); !out.isEmpty()) {
            QVERIFY(window.saveScreenshot(
                QString::fromLocal8Bit(out) + QStringLiteral("/compare-baseline.png"), QStringLiteral("Compare")));
        }
    }
};

QTEST_MAIN(TstComparePoints)
#include "tst_comparepoints.moc"
