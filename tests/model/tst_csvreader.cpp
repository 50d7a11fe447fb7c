// SPDX-License-Identifier: GPL-3.0-or-later
// The shared RFC 4180 reader behind results CSV and catalog CSV: quoted separators, line breaks and quotes, line
// numbers of records, blank and comment lines, and the error for a quote never closed.
#include "model/csvreader.h"

#include <QTest>

using namespace headroom;

class TestCsvReader : public QObject {
    Q_OBJECT

private slots:
    void quotedFieldsAndLines()
    {
        const auto records = readCsvRecords(u"a,b,c\r\n\"x, y\",\"two\nlines\",\"say \"\"hi\"\"\"\r\n\n  \nlast,,\n");
        QVERIFY2(records, records ? "" : qPrintable(records.error()));
        QCOMPARE(records->size(), 3);
        QCOMPARE(records->at(0).line, 1);
        QCOMPARE(records->at(0).fields, QStringList({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }));
        QCOMPARE(records->at(1).line, 2);
        QCOMPARE(records->at(1).fields,
            QStringList({ QStringLiteral("x, y"), QStringLiteral("two\nlines"), QStringLiteral("say \"hi\"") }));
        QCOMPARE(records->at(2).line, 6); // the quoted line break counts, blank lines are skipped
        QCOMPARE(records->at(2).fields, QStringList({ QStringLiteral("last"), QString(), QString() }));
    }

    void commentLinesOnlyWhenAsked()
    {
        const QString text = QStringLiteral("# a note with a \" quote\nh1,h2\n  # another\n1,2");
        const auto plain = readCsvRecords(text);
        QVERIFY(!plain); // the quote in the comment opens a field that never closes
        QCOMPARE(plain.error(), QStringLiteral("line 1: a quoted field is never closed"));
        const auto skipping = readCsvRecords(text, { QLatin1Char(','), true });
        QVERIFY2(skipping, skipping ? "" : qPrintable(skipping.error()));
        QCOMPARE(skipping->size(), 2);
        QCOMPARE(skipping->at(0).line, 2);
        QCOMPARE(skipping->at(1).line, 4);
        QCOMPARE(skipping->at(1).fields, QStringList({ QStringLiteral("1"), QStringLiteral("2") }));
    }

    void separatorOption()
    {
        const auto records = readCsvRecords(u"a;\"b;c\"\n", { QLatin1Char(';'), false });
        QVERIFY(records);
        QCOMPARE(records->first().fields, QStringList({ QStringLiteral("a"), QStringLiteral("b;c") }));
    }

    void unclosedQuoteNamesTheRecordsLine()
    {
        const auto records = readCsvRecords(u"a,b\n1,2\n3,\"open\nstill open\n");
        QVERIFY(!records);
        QCOMPARE(records.error(), QStringLiteral("line 3: a quoted field is never closed"));
    }

    void emptyText()
    {
        const auto records = readCsvRecords(u"");
        QVERIFY(records);
        QVERIFY(records->isEmpty());
    }
};

QTEST_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
