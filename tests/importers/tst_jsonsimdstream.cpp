// The simdjson reading of fio's streamed jobs hands over exactly the values nlohmann's SAX path builds (types,
// duplicate keys, packed bins), declines every document it cannot read with certainty, and then the SAX path's
// results and errors are the import's. Real json+ output of Debian's fio, mutated one member at a time.
#include "fiorunner.h"
#include "fioruns.h"
#include "importers/jsondocuments.h"
#include "importers/jsonscan.h"
#include "importers/jsonsimdstream.h"

#include <QTest>

using namespace headroom;
using json = nlohmann::json;

namespace {

// Equal values of equal types all the way down (nlohmann's == finds unsigned 0 equal to signed 0).
bool sameJson(const json& a, const json& b)
{
    if (a.type() != b.type()) {
        return false;
    }
    if (a.is_object()) {
        if (a.size() != b.size()) {
            return false;
        }
        for (auto it = a.begin(); it != a.end(); ++it) {
            const auto other = b.find(it.key());
            if (other == b.end() || !sameJson(*it, *other)) {
                return false;
            }
        }
        return true;
    }
    if (a.is_array()) {
        if (a.size() != b.size()) {
            return false;
        }
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!sameJson(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }
    return a == b;
}

// What a streamed read hands over: each element with its array and index, the documents, the outcome.
struct Handed {
    std::vector<std::tuple<std::string, std::size_t, json>> elements;
    std::vector<json> documents;
    QString error;
};

Handed readStreamed(const QByteArray& bytes, bool fast)
{
    Handed handed;
    JsonElementStream stream;
    stream.arrays = { "jobs", "client_stats" };
    stream.packedObjects = { "bins" };
    stream.take = [&](const JsonDocument&, const std::string& array, std::size_t index, json& element) {
        if (index == 0) { // the array starts over (a repeated key, or the SAX path after the fast path declined)
            std::erase_if(handed.elements, [&](const auto& e) { return std::get<0>(e) == array; });
        }
        if (element.is_object() && element.contains("stop")) {
            return Status(fail(QStringLiteral("stopped at %1").arg(index)));
        }
        handed.elements.emplace_back(array, index, element);
        return success();
    };
    setSimdjsonStreamEnabled(fast);
    const Status read = forEachJsonDocument(
        bytes, QStringLiteral("run.json"),
        [&](JsonDocument& document) {
            handed.documents.push_back(document.value);
            return success();
        },
        &stream);
    setSimdjsonStreamEnabled(true);
    handed.error = read ? QString() : read.error();
    return handed;
}

void compareHanded(const Handed& fast, const Handed& sax)
{
    QCOMPARE(fast.error, sax.error);
    QCOMPARE(fast.elements.size(), sax.elements.size());
    for (std::size_t i = 0; i < fast.elements.size(); ++i) {
        QCOMPARE(std::get<0>(fast.elements[i]), std::get<0>(sax.elements[i]));
        QCOMPARE(std::get<1>(fast.elements[i]), std::get<1>(sax.elements[i]));
        QVERIFY2(sameJson(std::get<2>(fast.elements[i]), std::get<2>(sax.elements[i])),
            qPrintable(QString::fromStdString(std::get<2>(fast.elements[i]).dump().substr(0, 400))));
    }
    QCOMPARE(fast.documents.size(), sax.documents.size());
    for (std::size_t i = 0; i < fast.documents.size(); ++i) {
        QVERIFY(sameJson(fast.documents[i], sax.documents[i]));
    }
}

// Whether the fast path reads the document of `bytes` that starts at `begin` (true) or declines it (false).
bool fastPathReadsAt(const QByteArray& bytes, std::size_t begin)
{
    const std::string_view file(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const std::size_t end = containerEnd(file, begin);
    JsonElementStream stream;
    stream.arrays = { "jobs", "client_stats" };
    stream.packedObjects = { "bins" };
    stream.take = [](const JsonDocument&, const std::string&, std::size_t, json&) { return success(); };
    const auto parseSkeleton = [](const std::string& text, JsonDocument& into) {
        into.value = json::parse(text, nullptr, false);
        return !into.value.is_discarded();
    };
    JsonDocument out;
    return end != std::string_view::npos
        && streamWithSimdjson(file, begin, end, 1, stream, parseSkeleton, out).has_value();
}

// The starts of the file's documents: a '{' opening a line, after the previous document's end.
std::vector<std::size_t> documentStarts(const QByteArray& bytes)
{
    const std::string_view file(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    std::vector<std::size_t> starts;
    std::size_t from = 0;
    while (true) {
        const std::size_t begin = file.substr(from).starts_with('{') ? from : file.find("\n{", from);
        if (begin == std::string_view::npos) {
            return starts;
        }
        const std::size_t open = file[begin] == '{' ? begin : begin + 1;
        starts.push_back(open);
        from = containerEnd(file, open);
        if (from == std::string_view::npos) {
            return starts;
        }
    }
}

bool fastPathReads(const QByteArray& bytes)
{
    const auto starts = documentStarts(bytes);
    return !starts.empty() && fastPathReadsAt(bytes, starts.front());
}

} // namespace

class TestJsonSimdStream : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_jsonPlus; // two jobs of real json+ output

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
        m_jsonPlus = test::runSmallJob(m_dir.filePath(QStringLiteral("data")), QStringLiteral("randrw"),
            { QStringLiteral("--output-format=json+"), QStringLiteral("--numjobs=2") },
            m_dir.filePath(QStringLiteral("plus.json")));
        QVERIFY(!m_jsonPlus.isEmpty());
        QVERIFY(m_jsonPlus.contains("\"bins\""));
    }

    void scansFindEnds_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<qsizetype>("end"); // -1: none
        QTest::newRow("flat") << QByteArray("{\"a\":1} tail") << qsizetype(7);
        QTest::newRow("brackets in strings") << QByteArray("{\"a\":\"}]\",\"b\":[\"{\"]} x") << qsizetype(20);
        QTest::newRow("escaped quote") << QByteArray("{\"a\":\"\\\"}\"} x") << qsizetype(11);
        QTest::newRow("escaped backslash") << QByteArray("{\"a\":\"\\\\\"} x") << qsizetype(10);
        QTest::newRow("array") << QByteArray("[{\"x\":[1,2]}, 3] ,") << qsizetype(16);
        QTest::newRow("past 16 bytes") << QByteArray(
            "{\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\":{\"b\":[1,2,3,4,5,6,7,8,9,10]}}!")
                                       << qsizetype(66);
        QTest::newRow("unterminated") << QByteArray("{\"a\":{\"b\":1}") << qsizetype(-1);
        QTest::newRow("unterminated string") << QByteArray("{\"a\":\"}}") << qsizetype(-1);
    }
    void scansFindEnds()
    {
        QFETCH(QByteArray, text);
        QFETCH(qsizetype, end);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        const std::size_t found = containerEnd(view, 0);
        QCOMPARE(found == std::string_view::npos ? qsizetype(-1) : static_cast<qsizetype>(found), end);
        QCOMPARE(stringEnd("\"a\\\"b\" x", 0), std::size_t(5));
        QCOMPARE(skipBlanks(" \t\r\n x", 0), std::size_t(5));
    }

    // Unmodified output: read by simdjson, handed over exactly as the SAX path hands it (bins packed).
    void realJsonPlusReadFastAndTheSame()
    {
        QVERIFY(fastPathReads(m_jsonPlus));
        const Handed fast = readStreamed(m_jsonPlus, true);
        const Handed sax = readStreamed(m_jsonPlus, false);
        QVERIFY(fast.error.isEmpty());
        QCOMPARE(fast.elements.size(), std::size_t(2));
        const json& bins = std::get<2>(fast.elements[0])["read"]["clat_ns"]["bins"];
        QVERIFY(packedPairs(bins).has_value());
        compareHanded(fast, sax);
        const auto treeRuns = test::treeRuns(m_jsonPlus, QStringLiteral("plus.json"));
        const auto streamedRuns = test::streamedRuns(m_jsonPlus, QStringLiteral("plus.json"));
        QVERIFY(treeRuns && streamedRuns);
        test::compareRuns(*treeRuns, *streamedRuns, QStringLiteral("plus.json"));
    }

    // Every document of every real fio file in tests/data (fio 2.18 to 3.7, json and json+, client/server) and of
    // fresh json+ runs is one the fast path reads: it is the import's path, not a path for test data.
    void fastPathReadsEveryShippedDocument()
    {
        int documents = 0;
        auto files = test::shippedFioFiles();
        files.prepend({ QStringLiteral("plus.json"), m_jsonPlus });
        for (const auto& [name, bytes] : files) {
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            for (const std::size_t begin : documentStarts(bytes)) {
                QVERIFY2(fastPathReadsAt(bytes, begin), qPrintable(name + QStringLiteral(" at byte %1").arg(begin)));
                ++documents;
            }
        }
        QVERIFY(documents >= 29);
    }

    // One member added to the first job (or the root): whether simdjson reads it, and that both paths agree.
    void mutationsAgreeWithSax_data()
    {
        QTest::addColumn<QByteArray>("anchor"); // inserted after its first occurrence
        QTest::addColumn<QByteArray>("insert");
        QTest::addColumn<bool>("fast");
        const QByteArray job = "\"groupid\" : 0,";
        const QByteArray root = "{";
        QTest::newRow("strings") << job << QByteArray("\"s\" : \"caf\\u00e9 \\ud83d\\ude00 \\\"q\\\" \\\\ \\/ \\n\", ")
                                 << true;
        QTest::newRow("numbers") << job << QByteArray("\"n\" : [1, -2, 3.5e2, -0.0, 1e-320, 1E2, 0.1], ") << true;
        QTest::newRow("atoms") << job << QByteArray("\"a\" : [true, false, null, {}, []], ") << true;
        QTest::newRow("biggest unsigned") << job << QByteArray("\"u\" : 18446744073709551615, ") << true;
        QTest::newRow("duplicate key") << job << QByteArray("\"usr_cpu\" : 1.5, \"usr_cpu\" : 2.5, ") << true;
        QTest::newRow("nested bins") << job << QByteArray("\"x\" : {\"bins\" : {\"1\" : 2, \"1\" : 3}}, ") << true;
        QTest::newRow("bins not counts") << QByteArray("\"bins\" : {") << QByteArray("\"stats\" : {}, ") << true;
        QTest::newRow("bins empty") << QByteArray("\"lat_ns\" : {") << QByteArray("\"bins\" : {}, ") << true;
        QTest::newRow("negative zero") << job << QByteArray("\"z\" : -0, ") << false;
        QTest::newRow("integer past 64 bits") << job << QByteArray("\"u\" : 18446744073709551616, ") << false;
        QTest::newRow("out of range") << job << QByteArray("\"f\" : 1e400, ") << false;
        QTest::newRow("bad atom") << job << QByteArray("\"t\" : tru, ") << false;
        QTest::newRow("invalid UTF-8") << job << QByteArray("\"s\" : \"\xff\", ") << false;
        QTest::newRow("control character") << job << QByteArray("\"s\" : \"a\tb\", ") << false;
        QTest::newRow("jobs twice") << root << QByteArray("\"jobs\" : [], ") << false;
        QTest::newRow("escaped root key") << root << QByteArray("\"jo\\u0062s\" : [], ") << false;
        QTest::newRow("element not an object") << QByteArray("\"jobs\" : [") << QByteArray(" 7,") << false;
        QTest::newRow("empty job first") << QByteArray("\"jobs\" : [") << QByteArray(" {},") << true;
        QTest::newRow("take stops") << job << QByteArray("\"stop\" : 1, ") << true;
    }
    void mutationsAgreeWithSax()
    {
        QFETCH(QByteArray, anchor);
        QFETCH(QByteArray, insert);
        QFETCH(bool, fast);
        QByteArray bytes = m_jsonPlus;
        const qsizetype at = bytes.indexOf(anchor);
        QVERIFY(at >= 0);
        bytes.insert(at + anchor.size(), insert);
        QCOMPARE(fastPathReads(bytes), fast);
        compareHanded(readStreamed(bytes, true), readStreamed(bytes, false));
    }

    // A job refused by the reader after an earlier one was taken: the message of the SAX path, word for word.
    void secondJobErrorIsTheSaxError()
    {
        QByteArray bytes = m_jsonPlus;
        const qsizetype second = bytes.indexOf("\"usr_cpu\" : ", bytes.indexOf("\"usr_cpu\" : ") + 1);
        QVERIFY(second > 0);
        bytes.insert(second + 12, "\"busy\", \"was\" : ");
        QVERIFY(fastPathReads(bytes));
        const auto viaFast = test::streamedRuns(bytes, QStringLiteral("plus.json"));
        setSimdjsonStreamEnabled(false);
        const auto viaSax = test::streamedRuns(bytes, QStringLiteral("plus.json"));
        setSimdjsonStreamEnabled(true);
        QVERIFY(!viaFast && !viaSax);
        QCOMPARE(viaFast.error(), viaSax.error());
        QVERIFY2(viaFast.error().contains(QStringLiteral("$.jobs[1].usr_cpu")), qPrintable(viaFast.error()));
    }

    // A syntax error after two good jobs: the fast path declines, and the error names the SAX path's line.
    void syntaxErrorAfterTakenJobs()
    {
        QByteArray bytes = m_jsonPlus;
        const qsizetype disk = bytes.lastIndexOf('}');
        bytes.insert(disk, ", \"late\" : nul");
        const Handed fast = readStreamed(bytes, true);
        const Handed sax = readStreamed(bytes, false);
        QVERIFY(fast.error.contains(QStringLiteral("not valid JSON")));
        compareHanded(fast, sax);
    }
};

QTEST_MAIN(TestJsonSimdStream)
#include "tst_jsonsimdstream.moc"
