// SPDX-License-Identifier: GPL-3.0-or-later
// Names from inputs printed on a terminal: every control character escaped, nothing else changed.
#include "model/printable.h"

#include <QTest>

using namespace headroom;

class TestPrintable : public QObject {
    Q_OBJECT

private slots:
    void escapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QStringLiteral("VxRail 25GbE (µs, ü, 東京)")
                               << QStringLiteral("VxRail 25GbE (µs, ü, 東京)");
        QTest::newRow("colour") << QStringLiteral("\x1b[31mred\x1b[0m") << QStringLiteral("\\e[31mred\\e[0m");
        QTest::newRow("title") << QStringLiteral("\x1b]0;owned\x07") << QStringLiteral("\\e]0;owned\\x07");
        QTest::newRow("newline and tab") << QStringLiteral("a\nb\tc\rd") << QStringLiteral("a\\nb\\tc\\rd");
        QTest::newRow("C1 CSI") << QString(QChar(0x9b)) + QStringLiteral("2J") << QStringLiteral("\\x9B2J");
        QTest::newRow("DEL") << QString(QChar(0x7f)) << QStringLiteral("\\x7F");
        QTest::newRow("bidi override") << QString(QChar(0x202e)) + QStringLiteral("gpj.exe")
                                       << QStringLiteral("\\u202Egpj.exe");
        QTest::newRow("backslash kept") << QStringLiteral("C:\\data\\x") << QStringLiteral("C:\\data\\x");
    }
    void escapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(printable(text), shown);
    }

    void linesKeepTheirBreaks()
    {
        QCOMPARE(printableLines(QStringLiteral("one\n\x1b[2Jtwo")), QStringLiteral("one\n\\e[2Jtwo"));
    }

    void excerptIsShort()
    {
        const QString huge(1 << 20, QLatin1Char('x'));
        const QString quote = excerpt(huge);
        QCOMPARE(quote.size(), 81);
        QVERIFY(quote.endsWith(QStringLiteral("…")));
        QCOMPARE(excerpt(QStringLiteral("short")), QStringLiteral("short"));
        // A surrogate pair is never cut in half.
        const QString emoji = QString(79, QLatin1Char('a')) + QStringLiteral("😀") + QStringLiteral("tail");
        QCOMPARE(excerpt(emoji), QString(79, QLatin1Char('a')) + QStringLiteral("…"));
    }
};

QTEST_GUILESS_MAIN(TestPrintable)
#include "tst_printable.moc"
