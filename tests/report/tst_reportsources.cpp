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
    void foldersNote_data();
    void foldersNote();
    void runsOfOneSweepAreToldApart();
};

void TestReportSources::shortPaths_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("two runs of a sweep") << paths(
        { "/home/ann/sweep/run1/fio.json", "/home/ann/sweep/run2/fio.json", "/home/ann/sweep/run1/fio.json" })
                                         << paths({ "fio.json [A]", "fio.json [B]", "fio.json [A]" });
    QTest::newRow("one folder: names alone")
        << paths({ "/data/lab/a.json", "/data/lab/b.json" }) << paths({ "a.json", "b.json" });
    QTest::newRow("titles and names stay") << paths({ "VxRail report 2023", "/d/run1/f.json", "/d/run2/f.json", "" })
                                           << paths({ "VxRail report 2023", "f.json [A]", "f.json [B]", "" });
}

void TestReportSources::foldersNote_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("expected");
    QTest::newRow("two sweeps") << paths({ "/t/fio/hdd/a.json", "/t/fio/hdd/b.json", "/t/fio/ssd/a.json" })
                                << QStringLiteral("Source folders: [A] hdd/ (2 files), [B] ssd/ (1 file), in /t/fio");
    QTest::newRow("one folder") << paths({ "/srv/results/a/x.json", "/srv/results/a/x.json" })
                                << QStringLiteral("Source folders: a/ (1 file), in /srv/results");
    QTest::newRow("nested") << paths({ "/a/run1/x.json", "/a/run1/sub/y.json" })
                            << QStringLiteral("Source folders: [A] run1/ (1 file), [B] run1/sub/ (1 file), in /a");
    QTest::newRow("no files") << paths({ "VxRail report 2023", "" }) << QString();
}

void TestReportSources::foldersNote()
{
    QFETCH(QStringList, files);
    QFETCH(QString, expected);
    QCOMPARE(sourceFoldersNote(files), expected);
}

void TestReportSources::shortPaths()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, expected);
    QCOMPARE(sourceNames(files), expected);
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
    QCOMPARE(rows.at(0).source, QStringLiteral("fio.json [A]"));
    QCOMPARE(rows.at(1).source, QStringLiteral("fio.json [B]"));
    QCOMPARE(rows.at(0).points, 2);
}

QTEST_GUILESS_MAIN(TestReportSources)
#include "tst_reportsources.moc"
