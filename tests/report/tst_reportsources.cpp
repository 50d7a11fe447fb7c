// SPDX-License-Identifier: GPL-3.0-or-later
// The report's appendix names each source file with the folders that tell it apart: run 1 and run 2 of one sweep
// (the same file name in two folders) are two rows that say which is which.
#include "report/reportcontent.h"
#include "report/sourcepaths.h"

#include <QTest>

using namespace headroom;

namespace {
QStringList paths(std::initializer_list<const char*> texts)
{
    QStringList list;
    for (const char* text : texts) {
        list << QString::fromUtf8(text);
    }
    return list;
}
} // namespace

class TestReportSources : public QObject {
    Q_OBJECT
private slots:
    void shortPaths_data();
    void shortPaths();
    void runsOfOneSweepAreToldApart();
};

void TestReportSources::shortPaths_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("two runs of a sweep") << paths(
        { "/home/ann/sweeps/ssd/run1/fio.json", "/home/ann/sweeps/ssd/run2/fio.json" })
                                         << paths({ "run1/fio.json", "run2/fio.json" });
    QTest::newRow("one folder keeps its name")
        << paths({ "/data/lab/a.json", "/data/lab/b.json" }) << paths({ "lab/a.json", "lab/b.json" });
    QTest::newRow("a single file") << paths({ "/data/lab/a.json" }) << paths({ "lab/a.json" });
    QTest::newRow("deep differences keep the last three parts")
        << paths({ "/x/a/b/c/d/f.json", "/x/y/f.json" }) << paths({ "…/c/d/f.json", "y/f.json" });
    QTest::newRow("the same file twice") << paths({ "/d/r/f.json", "/d/r/f.json" })
                                         << paths({ "r/f.json", "r/f.json" });
    QTest::newRow("titles and names stay")
        << paths({ "VxRail report 2023", "/d/run1/f.json", "" }) << paths({ "VxRail report 2023", "run1/f.json", "" });
    QTest::newRow("a file at the root") << paths({ "/f.json" }) << paths({ "f.json" });
}

void TestReportSources::shortPaths()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, expected);
    QCOMPARE(shortSourcePaths(files), expected);
}

void TestReportSources::runsOfOneSweepAreToldApart()
{
    QList<Measurement> used;
    for (const char* run : { "run1", "run2" }) {
        for (int point = 0; point < 2; ++point) {
            Measurement m;
            m.systemName = QStringLiteral("Ceph");
            m.source.kind = SourceKind::Fio;
            m.source.file = QStringLiteral("/srv/results/sweep-7/%1/fio.json").arg(QLatin1String(run));
            m.source.sha256 = QString(64, QLatin1Char(run[3]));
            used << m;
        }
    }
    const QList<ReportSourceRow> rows = reportSourceRows(used);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).source, QStringLiteral("run1/fio.json"));
    QCOMPARE(rows.at(1).source, QStringLiteral("run2/fio.json"));
    QCOMPARE(rows.at(0).points, 2);
}

QTEST_GUILESS_MAIN(TestReportSources)
#include "tst_reportsources.moc"
