// SPDX-License-Identifier: GPL-3.0-or-later
// Help › User Guide (F1): the action and its key, the non-modal window and its browser, and the guide itself — every
// picture and link of the HTML resolves to what is compiled in, and the main tasks each have their heading.
#include "mainwindow.h"
#include "menuactions.h"
#include "model/translations.h"
#include "support/findchild.h"
#include "userguidedialog.h"

#include <cmath>

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>

using namespace headroom;
using namespace Qt::StringLiterals;
using headroom::testing::child;

namespace {
QString guideHtml()
{
    QFile file(u":/guide/guide.html"_s);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

// Every value of `attribute` in the guide's tags `tag` (<img src>, <a href>), as written.
QStringList attributeValues(const QString& html, const QString& tag, const QString& attribute)
{
    const QRegularExpression pattern(
        u"<%1\\b[^>]*\\b%2\\s*=\\s*\"([^\"]*)\""_s.arg(tag, attribute), QRegularExpression::CaseInsensitiveOption);
    QStringList values;
    for (auto it = pattern.globalMatch(html); it.hasNext();) {
        values << it.next().captured(1);
    }
    return values;
}

// The anchors the document knows after QTextBrowser parsed it (<h2 id>, <a name>): where its links can go.
QSet<QString> anchorsOf(const QTextDocument& document)
{
    QSet<QString> anchors;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (const QString& name : block.charFormat().anchorNames()) {
            anchors.insert(name);
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            for (const QString& name : it.fragment().charFormat().anchorNames()) {
                anchors.insert(name);
            }
        }
    }
    return anchors;
}

QStringList headingsOf(const QTextDocument& document, int level)
{
    QStringList headings;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == level) {
            headings << block.text().trimmed();
        }
    }
    return headings;
}

UserGuideDialog* openGuide(MainWindow& window)
{
    window.showUserGuide();
    return window.findChild<UserGuideDialog*>();
}
} // namespace

class TestUserGuide : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void helpMenuHasTheGuideOnF1();
    void f1OpensTheGuideBesideTheWindow();
    void everyPictureIsEmbedded();
    void everyLinkLeadsToAHeading();
    void linksScrollTheGuide();
    void picturesTakeTheirOwnHeight();
    void mainTasksHaveHeadings_data();
    void mainTasksHaveHeadings();
    void saysItIsEnglishInGerman();
};

void TestUserGuide::initTestCase()
{
    QCoreApplication::setOrganizationName(u"headroom-test"_s);
    QCoreApplication::setApplicationName(u"tst_userguide"_s);
    QVERIFY2(!guideHtml().isEmpty(), "the guide is not compiled in as :/guide/guide.html");
}

void TestUserGuide::helpMenuHasTheGuideOnF1()
{
    MainWindow window;
    QAction* guide = nullptr;
    for (const MenuCommand& command : menuCommands(*window.menuBar())) {
        if (command.action->objectName() == u"userGuide"_s) {
            QCOMPARE(command.menuPath, u"Help"_s);
            QCOMPARE(command.text, u"User Guide"_s);
            guide = command.action;
        }
    }
    QVERIFY(guide);
    QCOMPARE(guide->shortcut(), QKeySequence(Qt::Key_F1));
}

// The key reaches the action through Qt's shortcut map, as a user's would; a second F1 raises the same window.
void TestUserGuide::f1OpensTheGuideBesideTheWindow()
{
    MainWindow window;
    window.openDemo();
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(!window.findChild<UserGuideDialog*>());
    QTest::keyClick(&window, Qt::Key_F1);
    auto* dialog = window.findChild<UserGuideDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->isModal()); // the window stays usable while the guide is open
    QCOMPARE(dialog->browser()->source(), UserGuideDialog::guideUrl());
    QVERIFY(dialog->browser()->toPlainText().startsWith(u"Headroom User Guide"_s));
    QCOMPARE(dialog->browser(), child<QTextBrowser>(*dialog, "guideBrowser"));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_F1);
    QCOMPARE(window.findChildren<UserGuideDialog*>().size(), 1);
    dialog->close();
    QTRY_VERIFY(!window.findChild<UserGuideDialog*>()); // deleted on close
}

// Each <img> resolves, from the guide's URL, to a picture in the resources, which the browser itself loads: a
// screenshot of the window, so at least 1,000 px wide (pictures scaled into the HTML's width stay sharp). Its width
// and height are both given, in the picture's proportions, so the layout does not wait for the picture.
void TestUserGuide::everyPictureIsEmbedded()
{
    const QStringList sources = attributeValues(guideHtml(), u"img"_s, u"src"_s);
    QVERIFY(sources.size() >= 6);
    MainWindow window;
    UserGuideDialog* dialog = openGuide(window);
    QVERIFY(dialog);
    for (const QString& source : sources) {
        const QUrl url = UserGuideDialog::guideUrl().resolved(QUrl(source));
        QCOMPARE(url.scheme(), u"qrc"_s);
        const QString path = u":"_s + url.path();
        QVERIFY2(QFile::exists(path), qPrintable(source + u" is not embedded as "_s + path));
        const QImage image(path);
        QVERIFY2(!image.isNull() && image.width() >= 1000, qPrintable(source));
        const QRegularExpression tag(u"<img\\b[^>]*src=\"%1\"[^>]*>"_s.arg(QRegularExpression::escape(source)));
        const QString written = tag.match(guideHtml()).captured(0);
        const int width = attributeValues(written, u"img"_s, u"width"_s).value(0).toInt();
        const int height = attributeValues(written, u"img"_s, u"height"_s).value(0).toInt();
        QVERIFY2(width > 0 && height > 0, qPrintable(written));
        QVERIFY2(std::abs(double(height) / width - double(image.height()) / image.width()) < 0.01, qPrintable(written));
        const QVariant loaded = dialog->browser()->loadResource(QTextDocument::ImageResource, url);
        QVERIFY2(
            loaded.isValid() && !loaded.toByteArray().isEmpty(), qPrintable(source + u": the browser loads nothing"_s));
    }
    dialog->close();
}

// Links stay inside the guide: each is an #anchor that the parsed document has (a heading's id).
void TestUserGuide::everyLinkLeadsToAHeading()
{
    const QStringList links = attributeValues(guideHtml(), u"a"_s, u"href"_s);
    QVERIFY(links.size() >= 9);
    MainWindow window;
    UserGuideDialog* dialog = openGuide(window);
    QVERIFY(dialog);
    const QSet<QString> anchors = anchorsOf(*dialog->browser()->document());
    for (const QString& link : links) {
        QVERIFY2(link.startsWith(u'#'), qPrintable(link + u" leaves the guide"_s));
        QVERIFY2(anchors.contains(link.mid(1)), qPrintable(link + u" has no anchor in the guide"_s));
    }
    dialog->close();
}

void TestUserGuide::linksScrollTheGuide()
{
    MainWindow window;
    UserGuideDialog* dialog = openGuide(window);
    QVERIFY(dialog);
    QTextBrowser* browser = dialog->browser();
    QTRY_VERIFY(browser->verticalScrollBar()->maximum() > 0);
    QCOMPARE(browser->verticalScrollBar()->value(), 0);
    browser->setSource(QUrl(u"#keyboard"_s)); // as a click on the contents' last entry
    QTRY_VERIFY(browser->verticalScrollBar()->value() > 0);
    browser->home();
    QTRY_COMPARE(browser->verticalScrollBar()->value(), 0);
    dialog->close();
}

// A picture's paragraph is as tall as the picture and its caption: a line height on <p> (130 %) made each picture's
// line 30 % taller, a blank band under every screenshot.
void TestUserGuide::picturesTakeTheirOwnHeight()
{
    MainWindow window;
    UserGuideDialog* dialog = openGuide(window);
    QVERIFY(dialog);
    const QTextDocument& document = *dialog->browser()->document();
    int pictures = 0;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (!format.isImageFormat()) {
                continue;
            }
            const qreal picture = format.toImageFormat().height();
            const qreal paragraph = document.documentLayout()->blockBoundingRect(block).height();
            QVERIFY2(paragraph < picture + 80, // two lines of caption and the margins
                qPrintable(
                    u"%1: %2 px for a %3 px picture"_s.arg(format.toImageFormat().name()).arg(paragraph).arg(picture)));
            ++pictures;
        }
    }
    QVERIFY(pictures >= 6);
    dialog->close();
}

void TestUserGuide::mainTasksHaveHeadings_data()
{
    QTest::addColumn<QString>("heading");
    for (const char* heading : { "1. Open or import results", "2. Read the Library table", "3. Compare curves",
             "4. The Advisor's verdict and $ per IOPS", "5. Customer demand from Live Optics",
             "6. The catalog and network designs", "7. Export the report, the deck and the workbook",
             "8. Run a benchmark", "9. Shortcuts and Find Action" }) {
        QTest::newRow(heading) << QString::fromUtf8(heading);
    }
}

void TestUserGuide::mainTasksHaveHeadings()
{
    QFETCH(QString, heading);
    QTextDocument document;
    document.setHtml(guideHtml());
    QVERIFY2(headingsOf(document, 2).contains(heading), qPrintable(headingsOf(document, 2).join(u" | "_s)));
}

// The interface is translated, the guide is not (yet): in German the English guide opens, and says so.
void TestUserGuide::saysItIsEnglishInGerman()
{
    MainWindow window;
    UserGuideDialog* english = openGuide(window);
    QVERIFY(english);
    QVERIFY(!english->languageNote()->isVisibleTo(english));
    delete english;
    QVERIFY(i18n::install(u"de"_s));
    UserGuideDialog german(&window);
    QVERIFY(i18n::install(u"en"_s));
    QVERIFY(german.languageNote()->isVisibleTo(&german));
    QVERIFY(!german.languageNote()->text().isEmpty());
    QCOMPARE(german.browser()->source(), UserGuideDialog::guideUrl());
    QVERIFY(german.browser()->toPlainText().startsWith(u"Headroom User Guide"_s));
}

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
