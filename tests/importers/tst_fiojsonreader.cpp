// SPDX-License-Identifier: GPL-3.0-or-later
// The one fio JSON engine (simdjson On Demand, fiojsonreader.h) held to its oracle — every document parsed whole by
// nlohmann's parser and read by the tree reader the product had before (fiooracle.h) — on every real fio file of
// tests/data and on fresh runs of Debian's fio, on the text real files hold around their documents, and on
// duplicate keys (the last one wins). What it refuses is refused with the file, the line and the reason.
#include "fiorunner.h"
#include "fioruns.h"
#include "importers/fioimporter.h"

#include <QJsonDocument>
#include <QTest>

using namespace headroom;

namespace {

// `bytes` with `insert` put after (or before) the first occurrence of `anchor`.
QByteArray inserted(QByteArray bytes, const QByteArray& anchor, const QByteArray& insert, bool after = true)
{
    const qsizetype at = bytes.indexOf(anchor);
    return at < 0 ? QByteArray() : bytes.insert(at + (after ? anchor.size() : 0), insert);
}

int lineOf(const QByteArray& bytes, const QByteArray& text)
{
    return static_cast<int>(bytes.first(bytes.indexOf(text)).count('\n')) + 1;
}

} // namespace

class TestFioJsonReader : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_json; // real output of Debian's fio: one json document
    QByteArray m_jsonPlus; // two json+ jobs

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
        const QString data = m_dir.filePath(QStringLiteral("data"));
        m_json = test::runSmallJob(data, QStringLiteral("randrw"), { QStringLiteral("--output-format=json") },
            m_dir.filePath(QStringLiteral("run.json")));
        m_jsonPlus = test::runSmallJob(data, QStringLiteral("randrw"),
            { QStringLiteral("--output-format=json+"), QStringLiteral("--numjobs=2") },
            m_dir.filePath(QStringLiteral("plus.json")));
        QVERIFY(m_json.startsWith('{') && m_jsonPlus.contains("\"bins\""));
    }

    // fio 2.18 to 3.7, json and json+, client/server with text before the JSON and fio 3.7's duplicated global options.
    void everyShippedFileMatchesTheOracle()
    {
        int files = 0;
        for (const auto& [path, bytes] : test::shippedFioFiles()) {
            QVERIFY2(!bytes.isEmpty(), qPrintable(path));
            test::engineMatchesOracle(bytes, path);
            ++files;
        }
        QVERIFY(files >= 28); // 8 + 7 + 6 + 6 sweep files and the client/server run
    }

    void freshRunsMatchTheOracle_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("jobs");
        QTest::newRow("json+") << QStringList { QStringLiteral("--output-format=json+") } << 1;
        QTest::newRow("json+ 3 clones") << QStringList { QStringLiteral("--output-format=json+"),
            QStringLiteral("--numjobs=3") }
                                        << 3;
        QTest::newRow("status-interval") << QStringList { QStringLiteral("--output-format=json"),
            QStringLiteral("--status-interval=100ms") }
                                         << 1;
        QTest::newRow("normal,json+ (text around)")
            << QStringList { QStringLiteral("--output-format=normal,json+") } << 1;
        QTest::newRow("lat_percentiles") << QStringList { QStringLiteral("--output-format=json+"),
            QStringLiteral("--lat_percentiles=1") }
                                         << 1;
    }
    void freshRunsMatchTheOracle()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, jobs);
        const QByteArray bytes = test::runSmallJob(m_dir.filePath(QStringLiteral("data")), QStringLiteral("randrw"),
            arguments, m_dir.filePath(QStringLiteral("fresh.out")));
        QVERIFY(!bytes.isEmpty());
        test::engineMatchesOracle(bytes, QStringLiteral("fresh.out"), static_cast<std::size_t>(jobs));
        const auto runs = readFioRuns(bytes, QStringLiteral("fresh.out"));
        QVERIFY(runs);
        QCOMPARE(runs->size(), static_cast<std::size_t>(bytes.count("\"fio version\"")));
        if (arguments.first().endsWith(QLatin1String("json+"))) {
            QVERIFY(!runs->back().jobs.front().read.clat.bins.empty());
        }
    }

    // Documents among the text real files hold: each is found, read as the oracle reads it, with its line.
    void documentsAmongText_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("documents");
        const QByteArray doc = m_json;
        QTest::newRow("warnings before") << "fio: file hash not empty on exit\nhostname=h, be=0\n" + doc << 1;
        // Text after a document with an open quote and bytes that are not UTF-8: never given to the parser.
        QTest::newRow("text between and after")
            << doc + "Disk stats (read/write):\n  sda: ios=1/2\n" + doc + "\nRun status \"group 0\n\xff\xfe\n"
            << 2;
        QByteArray indented = "  " + doc;
        indented.replace("\n", "\n  ");
        QTest::newRow("indented") << indented + doc << 2;
        QByteArray crlf = doc;
        crlf.replace("\n", "\r\n");
        QTest::newRow("CRLF") << crlf << 1;
        QByteArray compact = QJsonDocument::fromJson(doc).toJson(QJsonDocument::Compact);
        QTest::newRow("compact, one a line") << compact + "\nnoise\n" + compact + "\n" + compact << 3;
        // Read a job at a time: a job's extent is found by a scan that must skip strings whole.
        QByteArray tricky = doc;
        tricky.replace("\"jobname\" : \"t\"", "\"jobname\" : \"t\\\"]}, {[\\\\\"");
        QTest::newRow("brackets and quotes in a job name") << tricky << 1;
        // An object closed at the start of a line inside the document (not fio's printing, still JSON).
        QTest::newRow("brace at a line start inside") << inserted(doc, "\"jobs\" : [", "\n{\n}, {\"x\" : {\n}},") << 1;
    }
    void documentsAmongText()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, documents);
        const auto oracle = test::oracleFioRuns(bytes, QStringLiteral("f.json"));
        const auto runs = readFioRuns(bytes, QStringLiteral("f.json"));
        QVERIFY2(runs, qPrintable(runs ? QString() : runs.error()));
        QVERIFY(oracle);
        QCOMPARE(runs->size(), static_cast<std::size_t>(documents));
        if (QByteArrayView(QTest::currentDataTag()).startsWith("brace")) {
            QCOMPARE(runs->front().jobs.size(), std::size_t(3)); // the two added objects are jobs too
            return;
        }
        test::compareRuns(*oracle, *runs, QString::fromLatin1(QTest::currentDataTag()));
    }

    // Duplicate keys: the last one wins, as nlohmann's whole-document parse has it (fio 3.7 repeats its global
    // options); a member of the wrong type overridden by a later good one is no problem, and the reverse is.
    void duplicateKeysLastWins_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("refusal"); // empty: read, and the same as the oracle
        const QByteArray& doc = m_jsonPlus;
        QTest::newRow("number") << inserted(doc, "\"sys_cpu\" : ", "\"usr_cpu\" : 12.5, ", false) << QString();
        QTest::newRow("wrong type, then good") << inserted(doc, "\"read\" : {", "\"iops\" : \"fast\",") << QString();
        QTest::newRow("good, then wrong type")
            << inserted(doc, "\"trim\" : {", "\"x\" : 1}, \"read\" : {\"iops\" : \"fast\"},\n\"trim2\" : {")
            << QStringLiteral("$.jobs[0].read.iops: expected a number, found string 'fast'");
        QTest::newRow("direction object") << inserted(doc, "\"trim\" : {",
            "\"x\" : 1}, \"read\" : {\"iops\" : 5},"
            "\n\"trim2\" : {") << QString();
        QTest::newRow("job options") << inserted(doc, "\"job options\" : {", "\"bs\" : [1], \"bs\" : \"8k\",")
                                     << QString();
        QTest::newRow("percentile") << inserted(doc, "\"percentile\" : {", "\"99.000000\" : \"x\",") << QString();
        QTest::newRow("bins, then something else")
            << inserted(doc, "\"bins\" : {", "\"later\" : 1,")
            << QStringLiteral("$.jobs[0].read.clat_ns.bins: expected \"latency\": count, found \"later\": number");
        QTest::newRow("jobs array") << inserted(doc, "{", "\"jobs\" : [7],") << QString();
        QTest::newRow("jobs array of jobs")
            << inserted(doc, "{", "\"jobs\" : [{\"jobname\" : \"first\"}],") << QString();
    }
    void duplicateKeysLastWins()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, refusal);
        QVERIFY(!bytes.isEmpty());
        const auto runs = readFioRuns(bytes, QStringLiteral("dup.json"));
        if (!refusal.isEmpty()) {
            QVERIFY(!runs);
            QVERIFY2(runs.error().startsWith(QStringLiteral("dup.json: ") + refusal), qPrintable(runs.error()));
            QVERIFY2(runs.error().endsWith(QStringLiteral("(document starting on line 1)")), qPrintable(runs.error()));
            return;
        }
        QVERIFY2(runs, qPrintable(runs ? QString() : runs.error()));
        test::engineMatchesOracle(bytes, QStringLiteral("dup.json"));
        if (QByteArrayView(QTest::currentDataTag()) == "number") {
            QCOMPARE(runs->front().jobs.front().usrCpuPct, std::optional<double>(12.5));
        }
    }

    // What simdjson does not read, and text that is not JSON: refused naming the file, the line and the reason.
    void refusedWithLineAndReason_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArray>("marker"); // its line is the one named
        QTest::addColumn<QString>("reason");
        const QByteArray& doc = m_json;
        const auto row = [&](const char* tag, const QByteArray& insert, const char* reason) {
            QTest::newRow(tag) << inserted(doc, "\"usr_cpu\" : ", insert + "\n") << QByteArray(insert)
                               << QString::fromUtf8(reason);
        };
        row("integer past 64 bits", "18446744073709551616, \"u\" : ", "an integer beyond 64 bits");
        row("number out of range", "1e400, \"f\" : ", "a number that is malformed or beyond the range of a double");
        row("invalid UTF-8", "\"\xff\", \"s\" : ", "invalid UTF-8");
        row("control character", "\"a\x01z\", \"s\" : ", "a control character inside a string");
        row("bad literal", "tru, \"t\" : ", "not a JSON value");
        row("invalid escape", "\"\\x\", \"t\" : ", "a string with an invalid escape");
        row("missing comma", "1 \"t\" : ", "a comma, colon, bracket or brace missing or out of place");
        QTest::newRow("nested too deep") << inserted(
            doc, "\"usr_cpu\" : ", QByteArray(300, '[') + QByteArray(300, ']') + ",\n")
                                         << QByteArray(300, '[')
                                         << QStringLiteral("arrays and objects nested deeper than 256 levels");
    }
    void refusedWithLineAndReason()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, marker);
        QFETCH(QString, reason);
        const QByteArray file = "fio: a warning\n" + bytes;
        const auto parsed = importFioJson(file, QStringLiteral("bad.json"), {});
        QVERIFY(!parsed);
        const QString expected = QStringLiteral("bad.json: line %1: not valid JSON (document starting on line 2): %2")
                                     .arg(lineOf(file, marker))
                                     .arg(reason);
        QVERIFY2(parsed.error().startsWith(expected), qPrintable(parsed.error() + QStringLiteral(" | ") + expected));
    }

    void truncatedAndNotFio()
    {
        const auto half = readFioRuns(m_json.left(m_json.size() / 2), QStringLiteral("half.json"));
        QVERIFY(!half);
        QCOMPARE(half.error(),
            QStringLiteral("half.json: line 1: the JSON document starting here is truncated (the file ends before its "
                           "closing brace)"));
        const auto other = readFioRuns("text\n{\"a\" : 1}\n", QStringLiteral("o.json"));
        QVERIFY(!other);
        QCOMPARE(other.error(),
            QStringLiteral("o.json: $: a JSON object without \"fio version\", \"jobs\" or \"client_stats\"; expected "
                           "fio --output-format=json output (document starting on line 2)"));
        const auto none = readFioRuns("no JSON here\n", QStringLiteral("n.txt"));
        QVERIFY(!none);
        QVERIFY(none.error().contains(QStringLiteral("no JSON object found")));
    }

    // The last document is read in place when the caller's buffer has room after it, else from a padded copy: the
    // same runs either way, and at every length of text after the document.
    void paddingInPlaceOrCopied()
    {
        const auto expected = readFioRuns(m_jsonPlus, QStringLiteral("p.json"));
        QVERIFY(expected);
        for (const qsizetype tail : { 0, 1, 63, 64, 65 }) {
            QByteArray buffer = m_jsonPlus.trimmed() + QByteArray(tail, '\n') + QByteArray(64, ' ');
            const qsizetype size = buffer.size() - 64;
            for (const qsizetype readable : { size, buffer.size() }) {
                std::vector<FioRun> runs;
                const Status read = forEachFioRun(
                    QByteArrayView(buffer.constData(), size), readable, QStringLiteral("p.json"), [&](FioRun& run) {
                        runs.push_back(std::move(run));
                        return success();
                    });
                QVERIFY2(read, qPrintable(read ? QString() : read.error()));
                test::compareRuns(*expected, runs, QStringLiteral("tail %1 readable %2").arg(tail).arg(readable));
            }
        }
    }
};

QTEST_MAIN(TestFioJsonReader)
#include "tst_fiojsonreader.moc"
