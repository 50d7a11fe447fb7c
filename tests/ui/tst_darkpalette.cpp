// SPDX-License-Identifier: GPL-3.0-or-later
// Light and dark follow the application's palette (the desktop's, or `headroom --palette`): every chart on screen —
// background, axis labels and titles, legend — the tables' colours and the Advisor's verdict, also when the palette
// changes while the window is open; copies and exports keep the light report theme.
#include "charts/comparepage.h"
#include "mainwindow.h"
#include "models/advisoroptionsmodel.h"
#include "pages/advisorpage.h"
#include "support/constructedadvice.h"
#include "themecolors.h"

#include <cmath>

#include <QAbstractItemModel>
#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

using namespace headroom;
using namespace Qt::StringLiterals;

namespace {
enum class Look { Dark, Light };

// Relative luminance of sRGB (WCAG 2), 0 black … 1 white.
double luminance(const QColor& color)
{
    const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF());
}

// WCAG's contrast ratio of two colours, 1 … 21; text needs 4.5 to read.
double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isBackgroundOf(Look look, const QColor& color)
{
    return look == Look::Dark ? luminance(color) < 0.05 : luminance(color) > 0.8;
}

// The mean luminance of a widget as drawn.
double drawnLuminance(QWidget& widget)
{
    const QImage image = widget.grab().toImage();
    double sum = 0;
    int count = 0;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4) {
            sum += luminance(image.pixelColor(x, y));
            ++count;
        }
    }
    return count ? sum / count : -1;
}

void setLook(Look look)
{
    QApplication::setPalette(look == Look::Dark ? theme::darkPalette() : theme::lightPalette());
    QCoreApplication::sendPostedEvents();
}

void showEveryWorkspace(MainWindow& window)
{
    for (int i = 0; i < window.workspaces()->count(); ++i) {
        window.workspaces()->setCurrentIndex(i); // lays each one out, so its charts have a size to draw at
        QCoreApplication::sendPostedEvents();
    }
}

// The demo with a chart in Compare, the Advisor's example (curves and runway) and the benchmark's empty charts.
void openCharts(MainWindow& window)
{
    QVERIFY(window.openDemo());
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showAdvisorExample());
    auto* compare = window.findChild<charts::ComparePage*>();
    QVERIFY(compare);
    QVERIFY(window.showWorkspace(u"Compare"_s));
    compare->refreshFromLibrary();
    compare->rebuildNow();
    QVERIFY(compare->hasChart());
    showEveryWorkspace(window);
}

void checkCharts(MainWindow& window, Look look)
{
    const QList<QChartView*> views = window.findChildren<QChartView*>();
    QVERIFY(views.size() >= 5); // Compare, Advisor curves and runway, live and sweep of the benchmark
    for (QChartView* view : views) {
        const QString name = QString::fromLatin1(view->parentWidget()->metaObject()->className()) + u"/"_s
            + QString::fromLatin1(view->metaObject()->className());
        QChart* chart = view->chart();
        const QColor background = chart->backgroundBrush().color();
        QVERIFY2(isBackgroundOf(look, background), qPrintable(name + u" background "_s + background.name()));
        QVERIFY2(
            !chart->isPlotAreaBackgroundVisible() || isBackgroundOf(look, chart->plotAreaBackgroundBrush().color()),
            qPrintable(name));
        for (QAbstractAxis* axis : chart->axes()) {
            QVERIFY2(contrast(axis->labelsColor(), background) >= 4.5,
                qPrintable(name + u" axis labels "_s + axis->labelsColor().name()));
            QVERIFY2(contrast(axis->titleBrush().color(), background) >= 4.5, qPrintable(name + u" axis title"_s));
        }
        QVERIFY2(contrast(chart->legend()->labelColor(), background) >= 4.5, qPrintable(name + u" legend"_s));
        if (view->isVisible() && view->width() > 100) { // as drawn: no white box in a dark window, nor the reverse
            const double drawn = drawnLuminance(*view);
            QVERIFY2(look == Look::Dark ? drawn < 0.15 : drawn > 0.6,
                qPrintable(name + u" drawn "_s + QString::number(drawn)));
        }
    }
}

// Tables take the palette's base and text; a colour of a cell's own (a muted option, a catalog item at fault) must
// read on what is under it.
void checkTables(MainWindow& window, Look look)
{
    const QPalette app = QApplication::palette();
    int cells = 0;
    for (QTableView* table : window.findChildren<QTableView*>()) {
        const QColor base = table->palette().color(QPalette::Base);
        QCOMPARE(base, app.color(QPalette::Base));
        QVERIFY2(isBackgroundOf(look, base), qPrintable(table->objectName() + u" base "_s + base.name()));
        const QAbstractItemModel* model = table->model();
        if (!model) {
            continue;
        }
        for (int row = 0; row < std::min(model->rowCount(), 40); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                const QVariant background = index.data(Qt::BackgroundRole);
                const QColor under = background.isValid() ? background.value<QBrush>().color() : base;
                const QVariant foreground = index.data(Qt::ForegroundRole);
                const QColor text = foreground.isValid() ? foreground.value<QBrush>().color()
                                                         : table->palette().color(QPalette::Text);
                QVERIFY2(contrast(text, under) >= 4.5,
                    qPrintable(u"%1 row %2 column %3: %4 on %5"_s.arg(table->objectName())
                                   .arg(row)
                                   .arg(column)
                                   .arg(text.name(), under.name())));
                ++cells;
            }
        }
    }
    QVERIFY(cells > 100);
}

// The verdict's box in the palette's look, its text readable on it.
void checkVerdict(MainWindow& window, Look look)
{
    auto* advisor = window.findChild<AdvisorPage*>();
    QVERIFY(advisor);
    QVERIFY(window.showWorkspace(u"Advisor"_s));
    QCoreApplication::sendPostedEvents();
    int boxes = 0;
    for (QLabel* label : advisor->findChildren<QLabel*>()) {
        if (!label->styleSheet().contains(u"background"_s) || !label->isVisible()) {
            continue;
        }
        const double drawn = drawnLuminance(*label);
        QVERIFY2(look == Look::Dark ? drawn < 0.2 : drawn > 0.6, qPrintable(label->styleSheet()));
        ++boxes;
    }
    QVERIFY(boxes >= 1);
}
} // namespace

class TestDarkPalette : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void darkPaletteMakesDarkCharts();
    void chartsFollowAChangeBothWays();
    void copiesStayLight();
    void ownColoursReadInBothLooks_data();
    void ownColoursReadInBothLooks();
    void paletteOptionOfTheApp();
};

void TestDarkPalette::initTestCase()
{
    QCoreApplication::setOrganizationName(u"headroom-test"_s);
    QCoreApplication::setApplicationName(u"tst_darkpalette"_s);
    QVERIFY(theme::isDark(theme::darkPalette()));
    QVERIFY(!theme::isDark(theme::lightPalette()));
}

void TestDarkPalette::cleanup()
{
    setLook(Look::Light);
}

// Dark before the window exists, as `headroom --palette dark` (or a dark desktop) starts it.
void TestDarkPalette::darkPaletteMakesDarkCharts()
{
    setLook(Look::Dark);
    MainWindow window;
    openCharts(window);
    checkCharts(window, Look::Dark);
    checkTables(window, Look::Dark);
    checkVerdict(window, Look::Dark);
}

// The desktop switches its theme while Headroom is open: charts, tables and the verdict follow, and back again.
void TestDarkPalette::chartsFollowAChangeBothWays()
{
    setLook(Look::Light);
    MainWindow window;
    openCharts(window);
    checkCharts(window, Look::Light);
    checkTables(window, Look::Light);
    setLook(Look::Dark);
    checkCharts(window, Look::Dark);
    checkTables(window, Look::Dark);
    checkVerdict(window, Look::Dark);
    setLook(Look::Light);
    checkCharts(window, Look::Light);
    checkTables(window, Look::Light);
    checkVerdict(window, Look::Light);
}

// A dark window does not leak into what leaves it: the copy (as the export) is the light report theme.
void TestDarkPalette::copiesStayLight()
{
    setLook(Look::Dark);
    MainWindow window;
    openCharts(window);
    auto* compare = window.findChild<charts::ComparePage*>();
    QVERIFY(compare->copyChart());
    const QImage copied = QGuiApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    QVERIFY(luminance(copied.pixelColor(4, 4)) > 0.95); // the light theme's white, corner to corner
    QVERIFY(luminance(copied.pixelColor(copied.width() - 4, 4)) > 0.95);
    double sum = 0;
    for (int y = 0; y < copied.height(); y += 8) {
        for (int x = 0; x < copied.width(); x += 8) {
            sum += luminance(copied.pixelColor(x, y));
        }
    }
    QVERIFY(sum / ((copied.height() / 8 + 1) * (copied.width() / 8 + 1)) > 0.7);
}

void TestDarkPalette::ownColoursReadInBothLooks_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

// The widgets' colours of their own (themecolors.h) against what they are drawn on, in either look; and an option
// the Advisor did not weigh, muted in its table.
void TestDarkPalette::ownColoursReadInBothLooks()
{
    QFETCH(bool, dark);
    setLook(dark ? Look::Dark : Look::Light);
    const QPalette p = QApplication::palette();
    const QColor window = p.color(QPalette::Window);
    const QColor base = p.color(QPalette::Base);
    QVERIFY(contrast(theme::errorText(p), window) >= 4.5);
    QVERIFY(contrast(theme::cautionText(p), window) >= 4.5);
    QVERIFY(contrast(theme::okText(p), base) >= 4.5);
    QVERIFY(contrast(theme::faultText(p), theme::faultBackground(p)) >= 4.5);
    for (const auto notice : { theme::Notice::Caution, theme::Notice::Error, theme::Notice::Ok }) {
        QPalette band;
        theme::setNoticeColors(band, notice, p);
        QVERIFY(contrast(band.color(QPalette::WindowText), band.color(QPalette::Window)) >= 4.5);
        QCOMPARE(theme::isDark(band), dark); // no pale band in a dark window
    }
    AdvisorOptionsModel model;
    model.setTable(std::make_unique<AdvisorOptionsTable>(testing::constructedResult(), TableFace::Gui));
    const QVariant muted = model.index(3, 0).data(Qt::ForegroundRole); // the option not weighed
    QVERIFY(muted.canConvert<QBrush>());
    QVERIFY(contrast(muted.value<QBrush>().color(), base) >= 4.5);
}

// `headroom --palette dark` as a user (or a screenshot) runs it: the window dark from its first paint; a palette it
// does not know is a usage error that names it.
void TestDarkPalette::paletteOptionOfTheApp()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString shot = dir.filePath(u"dark.png"_s);
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, dir.filePath(u"config"_s)); // no remembered session of the user's
    env.insert(u"XDG_DATA_HOME"_s, dir.filePath(u"data"_s));
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(HEADROOM_GUI_PATH),
        { u"--demo"_s, u"--palette"_s, u"dark"_s, u"--screenshot"_s, shot, u"--workspace"_s, u"Compare"_s });
    QVERIFY(gui.waitForFinished(60'000));
    QCOMPARE(gui.exitCode(), 0);
    const QImage image(shot);
    QVERIFY(!image.isNull());
    QVERIFY(luminance(image.pixelColor(image.width() - 4, 4)) < 0.05); // the menu bar
    QVERIFY(luminance(image.pixelColor(image.width() / 2, image.height() - 4)) < 0.05); // the status bar
    gui.start(QStringLiteral(HEADROOM_GUI_PATH), { u"--demo"_s, u"--palette"_s, u"sepia"_s });
    QVERIFY(gui.waitForFinished(60'000));
    QCOMPARE(gui.exitCode(), 2);
    QVERIFY2(QString::fromUtf8(gui.readAllStandardError()).contains(u"--palette: 'sepia' is not dark or light"_s),
        "no message naming the option");
}

QTEST_MAIN(TestDarkPalette)
#include "tst_darkpalette.moc"
