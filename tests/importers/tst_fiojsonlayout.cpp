// SPDX-License-Identifier: GPL-3.0-or-later
// Where the jobs of a fio JSON document are (fiojsonlayout.h), found without parsing it so that each job is read on
// its own: every element of the top-level "jobs" and "client_stats" arrays exactly, strings skipped whole whatever
// brackets and escapes they hold; and nothing for a layout the scan cannot vouch for, which is then read whole.
#include "importers/fiojsonlayout.h"

#include <QTest>

using namespace headroom::fiojson;

namespace {

// Each array's elements as text, one list per array.
QList<QStringList> elementTexts(std::string_view text, const std::vector<JobArray>& arrays)
{
    QList<QStringList> out;
    for (const JobArray& array : arrays) {
        QStringList elements;
        for (const TextSpan& span : array.elements) {
            elements << QString::fromUtf8(text.substr(span.begin, span.end - span.begin));
        }
        out << elements;
        if (text[array.open] != '[' || text[array.close] != ']') {
            out << QStringList { QStringLiteral("brackets not at open and close") };
        }
    }
    return out;
}

} // namespace

class TestFioJsonLayout : public QObject {
    Q_OBJECT

private slots:
    void elementsFound_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QList<QStringList>>("arrays");
        QTest::newRow("fio's layout") << QByteArray("{\n  \"fio version\" : \"fio-3.33\",\n  \"jobs\" : [\n    {\n"
                                                    "      \"jobname\" : \"a\"\n    },\n    {\"jobname\" : \"b\"}\n  ],"
                                                    "\n  \"disk_util\" : [{\"name\" : \"sda\"}]\n}")
                                      << QList<QStringList> { { QStringLiteral("{\n      \"jobname\" : \"a\"\n    }"),
                                             QStringLiteral("{\"jobname\" : \"b\"}") } };
        QTest::newRow("brackets and escapes in strings")
            << QByteArray("{\"jobs\":[{\"jobname\":\"x]},{\\\"[\\\\\",\"o\":{\"k\\\"]\":\"}\"}},{\"n\":\"\\\\\\\\\"}]}")
            << QList<QStringList> { { QStringLiteral("{\"jobname\":\"x]},{\\\"[\\\\\",\"o\":{\"k\\\"]\":\"}\"}}"),
                   QStringLiteral("{\"n\":\"\\\\\\\\\"}") } };
        QTest::newRow("nested") << QByteArray("{\"jobs\":[{\"a\":{\"b\":[1,{\"c\":[]}]}}]}")
                                << QList<QStringList> { { QStringLiteral("{\"a\":{\"b\":[1,{\"c\":[]}]}}") } };
        QTest::newRow("blanks of every kind") << QByteArray("{\r\n\t\"jobs\"\t:\r\n[\t{}\r\n,\n{ }\t]\r\n}\r\n")
                                              << QList<QStringList> { { QStringLiteral("{}"), QStringLiteral("{ }") } };
        QTest::newRow("jobs and client_stats, repeated")
            << QByteArray("{\"jobs\":[{\"a\":1}],\"client_stats\":[{\"b\":2}],\"jobs\":[]}")
            << QList<QStringList> { { QStringLiteral("{\"a\":1}") }, { QStringLiteral("{\"b\":2}") }, {} };
        QTest::newRow("a nested jobs key is not the document's")
            << QByteArray("{\"global options\":{\"jobs\":[{\"x\":1}]},\"jobs\":[{\"y\":1}]}")
            << QList<QStringList> { { QStringLiteral("{\"y\":1}") } };
        QTest::newRow("jobs that is no array") << QByteArray("{\"jobs\":7,\"time\":\"x\"}") << QList<QStringList> {};
        QTest::newRow("empty object") << QByteArray("{ }") << QList<QStringList> {};
    }
    void elementsFound()
    {
        QFETCH(QByteArray, text);
        QFETCH(QList<QStringList>, arrays);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        const auto found = findJobArrays(view);
        QVERIFY(found);
        QCOMPARE(elementTexts(view, *found), arrays);
    }

    void readWhole_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("an element that is not an object") << QByteArray("{\"jobs\":[{\"a\":1},7]}");
        QTest::newRow("missing comma") << QByteArray("{\"jobs\":[{\"a\":1} {\"b\":2}]}");
        QTest::newRow("trailing comma") << QByteArray("{\"jobs\":[{\"a\":1},]}");
        QTest::newRow("member after the last") << QByteArray("{\"jobs\":[],}");
        QTest::newRow("missing colon") << QByteArray("{\"jobs\" [{\"a\":1}]}");
        QTest::newRow("a key that may spell jobs") << QByteArray("{\"job\\u0073\":[{\"a\":1}]}");
        QTest::newRow("string never closed") << QByteArray("{\"jobs\":[{\"a\":\"}]}");
        QTest::newRow("escaped closing quote") << QByteArray("{\"jobs\":[{\"a\":\"\\\"}]}");
        QTest::newRow("unbalanced") << QByteArray("{\"jobs\":[{\"a\":[}]}");
        QTest::newRow("closed early") << QByteArray("{\"jobs\":[{\"a\":1}]");
        QTest::newRow("text after the object") << QByteArray("{\"jobs\":[]} x");
        QTest::newRow("no object") << QByteArray("[\"jobs\"]");
    }
    void readWhole()
    {
        QFETCH(QByteArray, text);
        QVERIFY(!findJobArrays(std::string_view(text.constData(), static_cast<std::size_t>(text.size()))));
    }
};

QTEST_MAIN(TestFioJsonLayout)
#include "tst_fiojsonlayout.moc"
