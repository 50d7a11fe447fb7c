// SPDX-License-Identifier: GPL-3.0-or-later
// Editing the library in the GUI: rename, merge and delete systems, delete a measurement or a whole import — each one
// step that Undo reverses exactly (the rows come back with their ids, percentiles included) and Redo makes again.
// The library is built from real fio output through the real importer.
#include "mainwindow.h"
#include "models/measurementtablemodel.h"
#include "pages/libraryedits.h"
#include "support/fixtureimport.h"
#include "support/mustread.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

namespace {
const QString kHdd = QStringLiteral("Ceph RBD HDD");
const QString kSsd = QStringLiteral("Ceph RBD SSD");

QStringList names(const ResultsLibrary& library)
{
    QStringList out;
    for (const SystemConfig& s : mustRead(library.systems())) {
        out << s.name;
    }
    return out;
}

// Every measurement in full, as comparable text: ids, systems, IOPS and percentiles.
QStringList fingerprint(const ResultsLibrary& library)
{
    QStringList out;
    for (const Measurement& m : mustRead(library.measurements())) {
        QString line = QStringLiteral("%1 %2 %3 %4").arg(m.id).arg(m.systemName).arg(m.totalIops().value_or(-1));
        for (const auto& [percent, ns] : m.read.latency.percentilesNs) {
            line += QStringLiteral(" p%1=%2").arg(percent).arg(ns);
        }
        out << line;
    }
    return out;
}
} // namespace

class TstLibraryEdits : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        m_db = m_dir.filePath(QStringLiteral("edits.headroom"));
        const QString imported
            = testing::importFixtures(m_db, { { testing::kCephHddSweep, kHdd }, { testing::kCephSsdSweep, kSsd } });
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
    }

    void everyEditIsOneUndoableStep()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* edits = window.findChild<LibraryEdits*>();
        QVERIFY(edits);
        ResultsLibrary& library = *window.library();
        const QStringList before = fingerprint(library);
        const int rows = window.measurementModel()->rowCount();
        QCOMPARE(rows, 12);

        QVERIFY(edits->renameSystem(kHdd, QStringLiteral("HDD cluster")));
        QVERIFY(names(library).contains(QStringLiteral("HDD cluster")));
        QVERIFY(edits->mergeSystems(QStringLiteral("HDD cluster"), kSsd));
        QCOMPARE(names(library), QStringList { kSsd });
        QCOMPARE(window.measurementModel()->rowCount(), rows); // merged, nothing lost
        QVERIFY(edits->deleteSystem(kSsd));
        QCOMPARE(mustRead(library.measurementCount()), 0);
        QCOMPARE(window.measurementModel()->rowCount(), 0);

        QUndoStack* stack = edits->undoStack();
        QCOMPARE(stack->count(), 3);
        stack->undo(); // the delete
        QCOMPARE(mustRead(library.measurementCount()), rows);
        QCOMPARE(window.measurementModel()->rowCount(), rows);
        stack->undo(); // the merge
        QCOMPARE(names(library), QStringList({ QStringLiteral("Ceph RBD SSD"), QStringLiteral("HDD cluster") }));
        stack->undo(); // the rename
        QCOMPARE(fingerprint(library), before);
        stack->redo();
        QVERIFY(names(library).contains(QStringLiteral("HDD cluster")));
        stack->undo();
        QCOMPARE(fingerprint(library), before);
    }

    // The workload's name is the user's: renamed as one undoable step; a name already taken is refused (merge).
    void workloadIsRenamedWithUndo()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* edits = window.findChild<LibraryEdits*>();
        ResultsLibrary& library = *window.library();
        const QStringList before = fingerprint(library);
        const QStringList workloadsBefore = mustRead(library.workloadNames());
        QCOMPARE(workloadsBefore.size(), 1);
        QVERIFY(edits->renameWorkload(workloadsBefore.first(), QStringLiteral("ceph 4k randread")));
        QCOMPARE(mustRead(library.workloadNames()), QStringList { QStringLiteral("ceph 4k randread") });
        QCOMPARE(mustRead(library.measurements({ {}, QStringLiteral("ceph 4k randread"), std::nullopt })).size(), 12);
        edits->undoStack()->undo();
        QCOMPARE(mustRead(library.workloadNames()), workloadsBefore);
        QCOMPARE(fingerprint(library), before);
        edits->undoStack()->redo();
        QCOMPARE(mustRead(library.workloadNames()), QStringList { QStringLiteral("ceph 4k randread") });
        edits->undoStack()->undo();
        QCOMPARE(mustRead(library.workloadNames()), workloadsBefore);
    }

    void mergingTwoWorkloadsIsUndone()
    {
        const QString db = m_dir.filePath(QStringLiteral("two-names.headroom"));
        QString imported = testing::importFixtures(db, { { testing::kCephHddSweep, kHdd } });
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
        {
            auto library = ResultsLibrary::open(db);
            QVERIFY(library.ok());
            const QString original = mustRead((*library)->workloadNames()).first();
            QVERIFY((*library)->renameWorkload(original, QStringLiteral("hdd run")).ok());
        }
        imported = testing::importFixtures(db, { { testing::kCephSsdSweep, kSsd } });
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
        MainWindow window;
        QVERIFY(window.openLibrary(db));
        auto* edits = window.findChild<LibraryEdits*>();
        ResultsLibrary& library = *window.library();
        QCOMPARE(mustRead(library.workloadNames()).size(), 2);
        const QStringList before = fingerprint(library);
        const QString other = mustRead(library.workloadNames()).contains(QStringLiteral("hdd run"))
            ? (mustRead(library.workloadNames())[0] == QStringLiteral("hdd run") ? mustRead(library.workloadNames())[1]
                                                                                 : mustRead(library.workloadNames())[0])
            : QString();
        QVERIFY(!other.isEmpty());
        QVERIFY(mustRead(library.sameTestWorkloads(QStringLiteral("hdd run"))).contains(other)); // the same test
        QVERIFY(edits->mergeWorkloads(QStringLiteral("hdd run"), other));
        QCOMPARE(mustRead(library.workloadNames()), QStringList { other });
        QCOMPARE(mustRead(library.measurementCount()), 12);
        edits->undoStack()->undo();
        QCOMPARE(mustRead(library.workloadNames()).size(), 2);
        QCOMPARE(fingerprint(library), before);
        QCOMPARE(mustRead(library.measurements({ kHdd, QStringLiteral("hdd run"), std::nullopt })).size(), 6);
    }

    void tagsAreEditedAndUndone()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* edits = window.findChild<LibraryEdits*>();
        ResultsLibrary& library = *window.library();
        const auto tags = parseTagLines(QStringLiteral("rack = B7\nnic=540-BDEF\n"));
        QVERIFY(tags);
        QVERIFY(edits->setSystemTags(kSsd, *tags));
        QCOMPARE(mustRead(library.system(kSsd))->tags.value(QStringLiteral("rack")), QStringLiteral("B7"));
        QVERIFY(edits->setSystemTags(kSsd, { { QStringLiteral("owner"), QStringLiteral("ops") } }));
        edits->undoStack()->undo();
        QCOMPARE(mustRead(library.system(kSsd))->tags, *tags);
        edits->undoStack()->undo();
        QVERIFY(mustRead(library.system(kSsd))->tags.isEmpty());
        QVERIFY(!parseTagLines(QStringLiteral("no equals sign")));

        // What the advisor checks parts against: the link speed, with nodes and ports.
        QVERIFY(edits->setSystemNetwork(kSsd, 6, 100.0, 2));
        QCOMPARE(*mustRead(library.system(kSsd))->linkGbps, 100.0);
        QCOMPARE(*mustRead(library.system(kSsd))->nodes, 6);
        edits->undoStack()->undo();
        QVERIFY(!mustRead(library.system(kSsd))->linkGbps && !mustRead(library.system(kSsd))->nodes);
    }

    void deletingMeasurementsAndImportsIsUndone()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* edits = window.findChild<LibraryEdits*>();
        ResultsLibrary& library = *window.library();
        const QStringList before = fingerprint(library);
        const QList<Measurement> all = mustRead(library.measurements());
        QVERIFY(edits->deleteMeasurements({ all[0].id, all[1].id }));
        QCOMPARE(mustRead(library.measurementCount()), all.size() - 2);
        const qsizetype sources = mustRead(library.sources()).size();
        SourceRecord source;
        for (const SourceRecord& s : mustRead(library.sources())) {
            if (s.measurementCount > 0) {
                source = s;
                break;
            }
        }
        QVERIFY(source.id > 0);
        QVERIFY(edits->deleteSource(source.id));
        QCOMPARE(mustRead(library.measurementCount()), all.size() - 2 - source.measurementCount);
        QCOMPARE(mustRead(library.sources()).size(), sources - 1);
        QVERIFY(!edits->deleteMeasurements({ 999999 })); // refused, nothing changed, nothing to undo
        QCOMPARE(edits->undoStack()->count(), 2);
        edits->undoStack()->undo();
        edits->undoStack()->undo();
        QCOMPARE(fingerprint(library), before);
        QCOMPARE(mustRead(library.sources()).size(), sources);
    }
};

QTEST_MAIN(TstLibraryEdits)
#include "tst_libraryedits.moc"
