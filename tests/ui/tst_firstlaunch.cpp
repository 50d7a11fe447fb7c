// SPDX-License-Identifier: GPL-3.0-or-later
// A first launch as a newcomer sees it: the demo's real fio curves in Compare and the Advisor, the start panel's
// next steps, what the window remembers between starts (QSettings in a temporary folder), and the GUI binary's
// --help/--version on a machine without a display.
#include "charts/comparepage.h"
#include "gather/librarycoverage.h"
#include "mainwindow.h"
#include "pages/advisorpage.h"
#include "startpanel.h"
#include "store/resultslibrary.h"

#include <QApplication>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace headroom;

namespace {

const QString kHdd = QStringLiteral("Ceph RBD cluster, HDD OSDs");
const QString kSsd = QStringLiteral("Ceph RBD cluster, SSD OSDs");

template <class Page> Page* workspace(MainWindow& window, const QString& title)
{
    for (int i = 0; i < window.workspaces()->count(); ++i) {
        if (window.workspaces()->tabText(i).remove(QLatin1Char('&')) == title) {
            return qobject_cast<Page*>(window.workspaces()->widget(i));
        }
    }
    return nullptr;
}

QString currentWorkspace(const MainWindow& window)
{
    return window.workspaces()->tabText(window.workspaces()->currentIndex()).remove(QLatin1Char('&'));
}

// (queue depth, IOPS, mean latency ns) of each file of a fio sweep folder, read with Qt's JSON parser.
QList<std::tuple<double, double, double>> fioSweep(const QString& folder)
{
    QList<std::tuple<double, double, double>> points;
    const QDir dir(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/") + folder);
    for (const QString& name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            return {};
        }
        const QJsonObject job = QJsonDocument::fromJson(file.readAll()).object()[QStringLiteral("jobs")][0].toObject();
        const QJsonObject read = job[QStringLiteral("read")].toObject();
        points << std::tuple(job[QStringLiteral("job options")][QStringLiteral("iodepth")].toString().toDouble(),
            read[QStringLiteral("iops")].toDouble(), read[QStringLiteral("lat_ns")][QStringLiteral("mean")].toDouble());
    }
    std::sort(points.begin(), points.end());
    return points;
}

// Closes the next modal dialog and records its class: the start panel's file steps open one.
class ModalCloser : public QObject {
public:
    QString seen;
    void armed()
    {
        QTimer::singleShot(50, this, [this] { poll(); });
    }

private:
    void poll()
    {
        if (QWidget* modal = QApplication::activeModalWidget()) {
            seen = QString::fromLatin1(modal->metaObject()->className());
            modal->close();
            return;
        }
        QTimer::singleShot(50, this, [this] { poll(); });
    }
};

struct GuiRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// The GUI binary with no display at all: no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM.
GuiRun runGuiWithoutDisplay(const QStringList& arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" }) {
        env.remove(QString::fromLatin1(name));
    }
    env.insert(QStringLiteral("DISPLAY"), QString());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(HEADROOM_GUI_PATH), arguments);
    GuiRun run;
    if (process.waitForFinished(60'000) && process.exitStatus() == QProcess::NormalExit) {
        run.exitCode = process.exitCode();
    }
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestFirstLaunch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void compareShowsTheCephCurvesOfTheFioFiles();
    void advisorExampleShowsTheCephCurves();
    void startPanelShowsUntilTheLibraryHasData();
    void startPanelStepsLeadToTheirWorkspaces();
    void restoresTheLastLibraryAndLayout();
    void fallsBackToTheDemoWhenTheLastLibraryIsGone();
    void guiPrintsVersionAndHelpWithoutADisplay();

private:
    QTemporaryDir m_dir;
};

void TestFirstLaunch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("headroom-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_firstlaunch"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
}

void TestFirstLaunch::init()
{
    QSettings().clear();
}

void TestFirstLaunch::compareShowsTheCephCurvesOfTheFioFiles()
{
    MainWindow window;
    window.openDemo();
    auto* compare = workspace<charts::ComparePage>(window, QStringLiteral("Compare"));
    QVERIFY(compare);
    compare->refreshFromLibrary();
    compare->rebuildNow();
    QCOMPARE(compare->request().systems, QStringList({ kHdd, kSsd }));
    const charts::ChartSpec& spec = compare->spec();
    QCOMPARE(spec.series.size(), 2);
    const QList<QString> folders = { QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep"),
        QStringLiteral("fio-3.6-ceph-rbd-ssd-randread-qd-sweep") };
    for (qsizetype s = 0; s < 2; ++s) {
        const auto expected = fioSweep(folders[s]);
        QCOMPARE(expected.size(), 6);
        QList<charts::SpecPoint> drawn = spec.series[s].points;
        QCOMPARE(drawn.size(), 6);
        std::sort(drawn.begin(), drawn.end(),
            [](const charts::SpecPoint& a, const charts::SpecPoint& b) { return a.x < b.x; });
        for (qsizetype i = 0; i < 6; ++i) {
            QCOMPARE(drawn[i].x, std::get<1>(expected[i])); // IOPS
            QCOMPARE(drawn[i].y, std::get<2>(expected[i]) / 1e6); // mean latency, ms
            QVERIFY(!drawn[i].modeled);
        }
    }
}

void TestFirstLaunch::advisorExampleShowsTheCephCurves()
{
    MainWindow window;
    window.openDemo();
    QVERIFY(window.showAdvisorExample());
    QCOMPARE(currentWorkspace(window), QStringLiteral("Advisor"));
    auto* advisor = workspace<AdvisorPage>(window, QStringLiteral("Advisor"));
    QVERIFY(advisor && advisor->result());
    // The demo's customer demand (zColo_08, linked to the VxRail 25 GbE system) is the example's question.
    QCOMPARE(advisor->selectedDemand(), QStringLiteral("zColo_08"));
    QVERIFY(advisor->result()->input.demand);
    QCOMPARE(advisor->result()->input.baseline.system, QStringLiteral("VxRail ESA 6-node 25GbE"));
    // A verdict a newcomer can follow: priced for the customer's 2 nodes with an example node price (said to be one),
    // the CPU-bound hosts rule the network upgrade out, and the added nodes carry the demand.
    QCOMPARE(advisor->result()->input.nodes, 2);
    QVERIFY(advisor->result()->input.nodePriceCents);
    QCOMPARE(toString(advisor->result()->recommendation), toString(Recommendation::AddNodes));
    QVERIFY(advisor->result()->demandSentence.contains(QStringLiteral("CPU bound")));
    // Without the demand, the demo's real fio curves: the Ceph cluster with HDD, then SSD OSDs.
    QVERIFY(advisor->selectDemand(QString()));
    const auto coverage = LibraryCoverage::read(*window.library());
    QVERIFY(coverage.ok());
    QVERIFY(advisor->showComparison(coverage->sharedPointsWorkload(kHdd, kSsd), kHdd, { kSsd }));
    QVERIFY(advisor->result());
    const AdvisorResult& result = *advisor->result();
    QVERIFY(!result.input.demand);
    QCOMPARE(result.input.baseline.system, kHdd);
    QCOMPARE(result.input.candidates.size(), 1);
    QCOMPARE(result.input.candidates.first().system, kSsd);
    const auto checkCurve = [](const AdvisorCurve& curve, const QString& folder) {
        const auto expected = fioSweep(folder);
        QCOMPARE(curve.points.size(), std::size_t(6));
        for (std::size_t i = 0; i < 6; ++i) {
            QCOMPARE(curve.points[i].iops, std::get<1>(expected[qsizetype(i)]));
            QCOMPARE(curve.points[i].latencyNs, std::get<2>(expected[qsizetype(i)]));
        }
    };
    checkCurve(result.input.baseline, QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep"));
    checkCurve(result.input.candidates.first(), QStringLiteral("fio-3.6-ceph-rbd-ssd-randread-qd-sweep"));
    QVERIFY(result.baseline.peak);
    QCOMPARE(result.baseline.peak->iops,
        std::get<1>(fioSweep(QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep")).last()));
}

void TestFirstLaunch::startPanelShowsUntilTheLibraryHasData()
{
    MainWindow window;
    window.openDemo();
    window.show();
    auto* panel = window.findChild<StartPanel*>(QStringLiteral("startPanel"));
    QVERIFY(panel);
    QVERIFY(panel->isVisible()); // the demo
    const QString path = m_dir.filePath(QStringLiteral("empty.headroom"));
    QVERIFY(window.openLibrary(path));
    QVERIFY(panel->isVisible()); // the user's own, still empty
    {
        auto library = ResultsLibrary::open(m_dir.filePath(QStringLiteral("full.headroom")));
        QVERIFY(library.ok());
        SourceRef source;
        source.kind = SourceKind::Published;
        source.file = QStringLiteral("typed.csv");
        Measurement m;
        m.systemName = QStringLiteral("Lab");
        m.workload.name = QStringLiteral("4k");
        m.iops = 1000;
        QVERIFY((*library)->addMeasurements(source, { m }).ok());
    }
    QVERIFY(window.openLibrary(m_dir.filePath(QStringLiteral("full.headroom"))));
    QVERIFY(!panel->isVisible());
}

void TestFirstLaunch::startPanelStepsLeadToTheirWorkspaces()
{
    MainWindow window;
    window.openDemo();
    window.show();
    const auto click = [&](const char* name) {
        window.workspaces()->setCurrentIndex(0); // the panel is on the Library workspace
        auto* button = window.findChild<QPushButton*>(QString::fromLatin1(name));
        QVERIFY2(button && button->isVisible(), name);
        button->click();
    };
    click("startBenchmark");
    QCOMPARE(currentWorkspace(window), QStringLiteral("Benchmark"));
    click("startAdvisorExample");
    QCOMPARE(currentWorkspace(window), QStringLiteral("Advisor"));
    if (const QString shot = qEnvironmentVariable("HEADROOM_ADVISOR_EXAMPLE_SCREENSHOT"); !shot.isEmpty()) {
        window.resize(1280, 800);
        QCoreApplication::processEvents();
        window.grab().save(shot);
    }

    ModalCloser closer;
    closer.armed();
    click("startImport");
    QCOMPARE(currentWorkspace(window), QStringLiteral("Import"));
    QTRY_COMPARE_WITH_TIMEOUT(closer.seen, QStringLiteral("QFileDialog"), 10000);

    ModalCloser newLibrary;
    newLibrary.armed();
    click("startNewLibrary");
    QTRY_COMPARE_WITH_TIMEOUT(newLibrary.seen, QStringLiteral("QFileDialog"), 10000);
    QVERIFY(window.library()->isReadOnly()); // cancelled: still the demo
}

void TestFirstLaunch::restoresTheLastLibraryAndLayout()
{
    const QString path = m_dir.filePath(QStringLiteral("restored.headroom"));
    QList<int> splitterSizes;
    QSize size;
    {
        MainWindow window;
        window.openInitialLibrary(path);
        window.show();
        window.resize(1500, 950);
        size = window.size(); // what the window allows (its minimum may be larger than asked)
        auto* splitter = window.findChild<QSplitter*>(QStringLiteral("librarySplitter"));
        QVERIFY(splitter);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        splitter->setSizes({ 400, 900 });
        QCoreApplication::processEvents();
        splitterSizes = splitter->sizes();
        QVERIFY(window.showWorkspace(QStringLiteral("Catalog")));
        QVERIFY(window.close());
    }
    MainWindow window;
    window.openLastLibrary();
    QCOMPARE(window.library()->path(), QFileInfo(path).absoluteFilePath());
    window.restoreLayout(true);
    window.show();
    QCOMPARE(window.size(), size);
    QVERIFY(size != QSize(1280, 760)); // not merely the default
    QCOMPARE(currentWorkspace(window), QStringLiteral("Catalog"));
    QVERIFY(window.showWorkspace(QStringLiteral("Library")));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCOMPARE(window.findChild<QSplitter*>(QStringLiteral("librarySplitter"))->sizes(), splitterSizes);

    MainWindow withWorkspaceOption; // --workspace wins over the remembered one
    withWorkspaceOption.openLastLibrary();
    withWorkspaceOption.restoreLayout(false);
    QCOMPARE(currentWorkspace(withWorkspaceOption), QStringLiteral("Library"));
}

void TestFirstLaunch::fallsBackToTheDemoWhenTheLastLibraryIsGone()
{
    const QString path = m_dir.filePath(QStringLiteral("gone.headroom"));
    {
        MainWindow window;
        window.openInitialLibrary(path);
    }
    QVERIFY(QFile::remove(path));
    MainWindow window;
    window.openLastLibrary();
    QVERIFY(window.library()->isReadOnly());
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("no longer exists")));
    QVERIFY(!QFile::exists(path)); // not re-created
}

void TestFirstLaunch::guiPrintsVersionAndHelpWithoutADisplay()
{
    const GuiRun version = runGuiWithoutDisplay({ QStringLiteral("--version") });
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.out.contains(QStringLiteral(HEADROOM_VERSION)), qPrintable(version.out + version.err));
    const GuiRun help = runGuiWithoutDisplay({ QStringLiteral("--help") });
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("--demo")));
    QVERIFY(help.out.contains(QStringLiteral("[LIBRARY]")));
    const GuiRun window = runGuiWithoutDisplay({ QStringLiteral("--demo") });
    QCOMPARE(window.exitCode, 1);
    QVERIFY2(window.err.contains(QStringLiteral("no display")), qPrintable(window.err));
}

QTEST_MAIN(TestFirstLaunch)
#include "tst_firstlaunch.moc"
