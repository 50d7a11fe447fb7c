// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's answer in words for people: one sentence of at most 20 words that names the option, its gain and
// its cost; reasons as short bullets; every figure said at the point where it was measured (never "at the latency
// limit" that neither curve reaches); a noise in percentage points; re-measuring said in a person's words.
#include "advice/advisorheadline.h"
#include "advice/advisortext.h"
#include "model/quantityformat.h"
#include "pricing/catalogfile.h"

#include <QRegularExpression>
#include <QTest>

using namespace headroom;

namespace {
constexpr double kMs = 1e6;

NetworkDesign design100()
{
    const Catalog& c = defaultCatalog();
    return { QStringLiteral("100 GbE"), *c.find(QStringLiteral("540-BDEF")), *c.find(QStringLiteral("210-APHK")),
        *c.find(QStringLiteral("470-ABOX")), 2, true };
}

// The baseline 25 GbE curve and a 100 GbE candidate; `baselineTopMs` and `candidateTopMs` are the mean latencies of
// each curve's last point (above 1 ms: the curve reaches the limit).
AdvisorInput input(double baselineTopMs, double candidateTopMs)
{
    AdvisorInput in;
    in.workload = QStringLiteral("4k_100rd_100rand_j1");
    Workload measured;
    measured.name = in.workload;
    measured.blockSizeBytes = 4096;
    measured.readPct = 100;
    measured.randomPct = 100;
    in.baseline = { QStringLiteral("Lab 25GbE"),
        { { 50000, 0.3 * kMs }, { 100000, 0.6 * kMs }, { 150000, baselineTopMs * kMs } }, false, 25.0, {} };
    in.baseline.workload = measured;
    in.candidates << AdvisorCurve { QStringLiteral("Lab 100GbE"),
        { { 50000, 0.25 * kMs }, { 100000, 0.35 * kMs }, { 200000, 0.6 * kMs }, { 267000, candidateTopMs * kMs } },
        false, 100.0, {} };
    in.nodes = 6;
    in.portsPerNode = 2;
    in.design = design100();
    in.nodePriceCents = 5000000; // a test input, not a price from any source
    return in;
}

// What no text for people may hold: command syntax or a file-stem name.
void checkForPeople(const QString& text)
{
    static const QRegularExpression machine(QStringLiteral("(^|\\s)--[a-z]|headroom-cli|_j\\d|\\w+_\\d+rd"));
    QVERIFY2(!machine.match(text).hasMatch(), qPrintable(text));
}
} // namespace

class TstAdvisorHeadline : public QObject {
    Q_OBJECT

private slots:
    void headlineAnswersInTwentyWords_data()
    {
        QTest::addColumn<double>("baselineTopMs");
        QTest::addColumn<double>("candidateTopMs");
        QTest::addColumn<QString>("gainWhere");
        QTest::addColumn<QString>("point");
        QTest::newRow("neither reaches 1 ms") << 0.9 << 0.77 << "peak IOPS"
                                              << "at peak — neither curve reaches 1 ms";
        QTest::newRow("only the baseline reaches it")
            << 1.5 << 0.77 << "IOPS within 1 ms"
            << "within 1 ms — the 100 GbE upgrade stays under it up to its peak";
        QTest::newRow("both reach it") << 1.5 << 1.2 << "IOPS at 1 ms"
                                       << "at the 1 ms latency limit";
    }
    void headlineAnswersInTwentyWords()
    {
        QFETCH(double, baselineTopMs);
        QFETCH(double, candidateTopMs);
        QFETCH(QString, gainWhere);
        QFETCH(QString, point);
        const AdvisorResult r = advise(input(baselineTopMs, candidateTopMs));
        QCOMPARE(toString(r.recommendation), QStringLiteral("network-upgrade"));
        const QString headline = headlineSentence(r);
        QVERIFY2(wordCount(headline) <= 20, qPrintable(headline));
        QVERIFY2(headline.startsWith(QStringLiteral("Upgrade to 100 GbE: +")), qPrintable(headline)); // the option
        const AdvisorOption& net = r.options[0];
        const auto gain = decidesAtLatencyLimit(r) ? net.latencyLimitGainPct : net.peakGainPct;
        QVERIFY(gain);
        QVERIFY2(headline.contains(QuantityFormat::text().gain(*gain) + QLatin1Char(' ') + gainWhere),
            qPrintable(headline)); // the gain, where it was read
        QVERIFY2(headline.contains(QStringLiteral("for $42,652")), qPrintable(headline)); // the cost
        static const QRegularExpression than(QStringLiteral("— [\\d.]+(×| %) cheaper per IOPS than \\d+ more nodes$"));
        QVERIFY2(than.match(headline).hasMatch(), qPrintable(headline));
        QCOMPARE(decisivePoint(r, net), point);
        const QStringList reasons = reasonBullets(r);
        QVERIFY(reasons.size() >= 3);
        for (const QString& line : reasons) {
            QVERIFY2(wordCount(line) <= 45, qPrintable(line)); // short bullets, not a paragraph
            checkForPeople(line);
            // The 100 GbE curve meets the limit only when its last point is above it (the modeled nodes' curve is
            // the baseline's, scaled: it meets it when the baseline does).
            if (line.contains(QStringLiteral("100 GbE")) && !(baselineTopMs > 1 && candidateTopMs > 1)) {
                QVERIFY2(!line.contains(QStringLiteral("at the 1 ms latency limit")), qPrintable(line));
            }
        }
        QVERIFY2(reasons.first().contains(point), qPrintable(reasons.first()));
        if (baselineTopMs < 1 && candidateTopMs < 1) {
            QVERIFY2(!r.summary.contains(QStringLiteral("at the latency limit")), qPrintable(r.summary));
            QVERIFY2(r.summary.contains(point), qPrintable(r.summary));
        }
        checkForPeople(r.summary);
    }

    // With a customer's demand the dearer option may win (the cheaper one does not carry the demand): the headline
    // then makes no "cheaper" comparison it cannot honour.
    void dearerWinnerMakesNoComparison()
    {
        AdvisorResult r = advise(input(0.9, 0.77));
        r.recommendation = Recommendation::AddNodes;
        const QString headline = headlineSentence(r);
        QVERIFY2(headline.startsWith(QStringLiteral("Add ")), qPrintable(headline));
        QVERIFY2(!headline.contains(QStringLiteral("cheaper")), qPrintable(headline));
        QVERIFY2(wordCount(headline) <= 20, qPrintable(headline));
    }

    void measuredOnceSaysWhatToDo()
    {
        const AdvisorResult r = advise(input(0.9, 0.77));
        const QStringList reasons = reasonBullets(r);
        QVERIFY2(reasons.join(QLatin1Char('\n')).contains(QStringLiteral("measure each point three times")),
            qPrintable(reasons.join(QLatin1Char('\n'))));
        QVERIFY2(r.summary.contains(QStringLiteral("measure each point three times")), qPrintable(r.summary));
        QVERIFY(!r.summary.contains(QStringLiteral("--repeat")));
    }

    void noiseIsInPercentagePoints()
    {
        GainNoise noise;
        noise.baselineRuns = 3;
        noise.optionRuns = 3;
        noise.halfWidthPct = 2.5;
        noise.method = GainNoise::Method::Interval;
        QCOMPARE(noiseText(noise), QStringLiteral("(± 2.5 pp, 95 % interval, 3 run(s) each)"));
        QCOMPARE(noiseSuffix(noise), QStringLiteral(" ± 2.5 pp"));
        noise.withinNoise = true;
        QCOMPARE(noiseSuffix(noise), QStringLiteral(" (noise ± 2.5 pp)"));
    }

    void noRecommendationIsShortToo()
    {
        AdvisorInput in = input(1.5, 0.77);
        in.nodePriceCents.reset();
        const AdvisorResult r = advise(in);
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        const QString headline = headlineSentence(r);
        QVERIFY2(wordCount(headline) <= 20, qPrintable(headline));
        QVERIFY(headline.startsWith(QStringLiteral("No recommendation")));
        QVERIFY(!reasonBullets(r).isEmpty());
    }

    void workloadIsNamedByWhatItIs()
    {
        const AdvisorResult r = advise(input(1.5, 0.77));
        QCOMPARE(workloadForPeople(r.input), QStringLiteral("4 KiB random read"));
        AdvisorInput unknown;
        unknown.workload = QStringLiteral("atto-top-speed-read");
        QCOMPARE(workloadForPeople(unknown), QStringLiteral("atto top speed read"));
    }

    void wordsAreCounted()
    {
        QCOMPARE(wordCount(QStringLiteral("Upgrade to 100 GbE: +230 % peak IOPS for $42,652 — 32× cheaper")), 11);
    }
};

QTEST_GUILESS_MAIN(TstAdvisorHeadline)
#include "tst_advisorheadline.moc"
