// SPDX-License-Identifier: GPL-3.0-or-later
// The Customer workspace on a library of its own: the clusters listed with their hosts and figures, growth and the
// chosen peak edited and undone through the library's undo (Edit › Undo), a bad growth marked on its field, a system
// linked, "Use in the Advisor" selecting the demand there; imports refused on the read-only demo and for files that
// are not a customer's export.
#include "fieldmarks.h"
#include "mainwindow.h"
#include "models/customerdemandsmodel.h"
#include "models/customerhostsmodel.h"
#include "pages/advisorpage.h"
#include "pages/customerdemandview.h"
#include "pages/customerpage.h"
#include "pages/libraryedits.h"
#include "support/customerexport.h"
#include "support/mustread.h"

#include <QComboBox>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

using namespace headroom;
using headroom::testing::mustRead;

namespace {
const QString kProd = QStringLiteral("prod-a");

CustomerDemand stored(const ResultsLibrary& library, const QString& name)
{
    const auto demand = mustRead<std::optional<CustomerDemand>>(library.customerDemand(name));
    if (!demand) {
        qFatal("no demand %s", qPrintable(name));
    }
    return *demand;
}
} // namespace

class TstCustomerPage : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "5,000"
        m_db = m_dir.filePath(QStringLiteral("customer.headroom"));
        auto library = ResultsLibrary::open(m_db);
        QVERIFY2(library.ok(), qPrintable(testing::errorOf(library)));
        const auto added
            = (*library)->addCustomerExport(testing::smallCustomerSource(), testing::smallCustomerExport());
        QVERIFY2(added.ok(), qPrintable(testing::errorOf(added)));
        QCOMPARE(added->demandsAdded, 2);
        SystemConfig system;
        system.name = QStringLiteral("Lab cluster 10GbE");
        system.nodes = 4;
        system.linkGbps = 10;
        system.portsPerNode = 2;
        QVERIFY((*library)->saveSystem(system).ok());
    }

    void listsClustersWithHostsAndFigures()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        QVERIFY(window.showWorkspace(QStringLiteral("Customer")));
        auto* page = window.findChild<CustomerPage*>();
        QVERIFY(page);
        CustomerDemandsModel* demands = page->demandsModel();
        QCOMPARE(demands->rowCount(), 2);
        QCOMPARE(demands->demandAt(0)->name, kProd);
        QCOMPARE(demands->demandAt(1)->name, QStringLiteral("dr-b"));
        QCOMPARE(page->currentDemand(), kProd); // the first is shown at once
        CustomerDemandView* view = page->demandView();
        QCOMPARE(view->hostsModel()->rowCount(), 2);
        QCOMPARE(view->hostsModel()->index(1, CustomerHostsModel::PeakIopsColumn).data().toString(),
            QStringLiteral("5,000"));
        QCOMPARE(
            view->hostsModel()->index(0, CustomerHostsModel::PeakCpuColumn).data().toString(), QStringLiteral("95 %"));
        QLabel* peak = view->figureLabel(QStringLiteral("peakIops"));
        QVERIFY(peak);
        QVERIFY2(peak->text().startsWith(QStringLiteral("8,000")), qPrintable(peak->text()));
        QVERIFY2(peak->toolTip().contains(QStringLiteral("3,000 + 5,000")), qPrintable(peak->toolTip()));
        QVERIFY(!view->figureLabel(QStringLiteral("read"))->toolTip().isEmpty());
        QVERIFY2(view->bottleneckLabel()->text().contains(QStringLiteral("own hosts: CPU</b>")),
            qPrintable(view->bottleneckLabel()->text()));
        QVERIFY(view->sourceLabel()->text().contains(QStringLiteral("liveoptics-test.xlsx")));
        QVERIFY(view->sourceLabel()->text().contains(QStringLiteral("2022/11/14")));
        QVERIFY(page->selectDemand(QStringLiteral("dr-b")));
        QCOMPARE(view->hostsModel()->rowCount(), 1);
    }

    void listsTheDemosClusters()
    {
        MainWindow window;
        QVERIFY(window.openDemo());
        auto* page = window.findChild<CustomerPage*>();
        QStringList names;
        for (int row = 0; row < page->demandsModel()->rowCount(); ++row) {
            names << page->demandsModel()->demandAt(row)->name;
        }
        QVERIFY2(names.contains(QStringLiteral("zColo_06")) && names.contains(QStringLiteral("zColo_08")),
            qPrintable(names.join(QLatin1Char(','))));
        QVERIFY(page->selectDemand(QStringLiteral("zColo_08")));
        QVERIFY(!page->demandsModel()
                     ->demandAt(page->demandsModel()->rowOf(QStringLiteral("zColo_08")))
                     ->linkedSystem.isEmpty());
        QVERIFY(page->demandView()->hostsModel()->rowCount() > 0);
        // The demo is read-only: its demands are shown, not edited.
        QVERIFY(!page->growthEdit()->isEnabled());
    }

    void growthAndPeakEditsUndo()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* page = window.findChild<CustomerPage*>();
        auto* edits = window.findChild<LibraryEdits*>();
        QVERIFY(page && edits);
        QVERIFY(page->selectDemand(kProd));
        const double before = stored(*window.library(), kProd).growthPerYear;
        page->growthEdit()->setText(QStringLiteral("35%/yr"));
        QVERIFY(page->applyGrowth());
        QCOMPARE(stored(*window.library(), kProd).growthPerYear, 0.35);
        QCOMPARE(page->currentDemand(), kProd); // the reload keeps the selection
        QCOMPARE(page->demandsModel()->index(0, CustomerDemandsModel::GrowthColumn).data().toString(),
            QStringLiteral("35 %/yr"));
        edits->undoStack()->undo();
        QCOMPARE(stored(*window.library(), kProd).growthPerYear, before);
        QCOMPARE(page->growthEdit()->text(), QStringLiteral("%1 %").arg(before * 100));
        edits->undoStack()->redo();
        QCOMPARE(stored(*window.library(), kProd).growthPerYear, 0.35);
        edits->undoStack()->undo();

        // A growth that is not one is marked on its field, and nothing changes.
        page->growthEdit()->setText(QStringLiteral("fast"));
        QVERIFY(!page->applyGrowth());
        QVERIFY(FieldMarks::isMarked(page->growthEdit()));
        QVERIFY2(page->status().startsWith(QStringLiteral("Growth per year:")), qPrintable(page->status()));
        QCOMPARE(stored(*window.library(), kProd).growthPerYear, before);

        page->peakEdit()->setText(QStringLiteral("9000"));
        QVERIFY(page->applyPeak());
        QCOMPARE(stored(*window.library(), kProd).chosenPeakIops, std::optional<double>(9000));
        QVERIFY(
            page->demandView()->figureLabel(QStringLiteral("peakIops"))->text().startsWith(QStringLiteral("9,000")));
        edits->undoStack()->undo();
        QCOMPARE(stored(*window.library(), kProd).chosenPeakIops, std::optional<double>());
        page->peakEdit()->setText(QStringLiteral("-5"));
        QVERIFY(!page->applyPeak());
        QVERIFY(FieldMarks::isMarked(page->peakEdit()));
    }

    void linkAndUseInAdvisor()
    {
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        auto* page = window.findChild<CustomerPage*>();
        auto* edits = window.findChild<LibraryEdits*>();
        QVERIFY(page->selectDemand(kProd));
        const int index = page->systemCombo()->findData(QStringLiteral("Lab cluster 10GbE"));
        QVERIFY(index > 0);
        page->systemCombo()->setCurrentIndex(index);
        QVERIFY(page->applyLink());
        QCOMPARE(stored(*window.library(), kProd).linkedSystem, QStringLiteral("Lab cluster 10GbE"));
        edits->undoStack()->undo();
        QCOMPARE(stored(*window.library(), kProd).linkedSystem, QString());

        auto* advisor = window.findChild<AdvisorPage*>();
        QVERIFY(advisor);
        QCOMPARE(advisor->selectedDemand(), QString());
        QSignalSpy used(page, &CustomerPage::useInAdvisor);
        page->findChild<QPushButton*>(QStringLiteral("useInAdvisor"))->click();
        QCOMPARE(used.count(), 1);
        QCOMPARE(advisor->selectedDemand(), kProd);
        QCOMPARE(window.workspaces()->currentWidget(), advisor);
    }

    void importsTheRealExportDroppedOnThePage()
    {
        const QString db = m_dir.filePath(QStringLiteral("dropped.headroom"));
        QVERIFY(ResultsLibrary::open(db).ok());
        MainWindow window;
        QVERIFY(window.openLibrary(db));
        auto* page = window.findChild<CustomerPage*>();
        QCOMPARE(page->demandsModel()->rowCount(), 0);
        QSignalSpy finished(page, &CustomerPage::importFinished);
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/liveoptics/liveoptics-vsphere-2clusters.xlsx")) });
        // As a drag does it: the page takes the drag in, then the drop.
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(page, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(page, &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(page->isImporting()); // read off the UI thread
        QVERIFY2(finished.wait(30000), qPrintable(page->status()));
        QCOMPARE(finished.first().first().toInt(), 2);
        QStringList names;
        for (int row = 0; row < page->demandsModel()->rowCount(); ++row) {
            names << page->demandsModel()->demandAt(row)->name;
        }
        names.sort();
        QCOMPARE(names, (QStringList { QStringLiteral("zColo_06"), QStringLiteral("zColo_08") }));
        QVERIFY(page->selectDemand(QStringLiteral("zColo_08")));
        QVERIFY(page->demandView()->hostsModel()->rowCount() > 0);
        QVERIFY(
            page->demandView()->sourceLabel()->text().contains(QStringLiteral("liveoptics-vsphere-2clusters.xlsx")));

        // The same file again: already in the library, nothing added.
        QSignalSpy failed(page, &CustomerPage::importFailed);
        page->importFiles(
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/liveoptics/liveoptics-vsphere-2clusters.xlsx") });
        QVERIFY(failed.wait(30000));
        QVERIFY2(page->status().contains(QStringLiteral("Already in the library")), qPrintable(page->status()));
        QCOMPARE(page->demandsModel()->rowCount(), 2);
    }

    void importsRefusedWhereTheyCannotGo()
    {
        // The demo is read-only: the page says so and stores nothing.
        MainWindow demo;
        QVERIFY(demo.openDemo());
        auto* page = demo.findChild<CustomerPage*>();
        QSignalSpy failed(page, &CustomerPage::importFailed);
        page->importFiles({ m_db });
        QCOMPARE(failed.count(), 1);
        QVERIFY2(page->status().contains(QStringLiteral("Imports are off")), qPrintable(page->status()));

        // A benchmark result dropped on the Customer page: read, then refused, nothing stored.
        MainWindow window;
        QVERIFY(window.openLibrary(m_db));
        page = window.findChild<CustomerPage*>();
        QSignalSpy refused(page, &CustomerPage::importFailed);
        page->importFiles(
            { QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.6-ceph-rbd-hdd-randread-qd-sweep") });
        QVERIFY(refused.wait(20000));
        QVERIFY2(page->status().contains(QStringLiteral("not a Live Optics export")), qPrintable(page->status()));
        QCOMPARE(mustRead(window.library()->measurementCount()), 0);
        QCOMPARE(page->demandsModel()->rowCount(), 2);
    }
};

QTEST_MAIN(TstCustomerPage)
#include "tst_customerpage.moc"
