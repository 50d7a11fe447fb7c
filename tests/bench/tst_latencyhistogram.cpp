// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/latencyhistogram.h"
#include "bench/offsetgenerator.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <QTest>

using headroom::bench::FastRandom;
using headroom::bench::LatencyHistogram;

namespace {

enum class Shape { Uniform, LogUniform, Bimodal, Constant, Tiny };

std::vector<std::uint64_t> sample(Shape shape, int count, std::uint64_t seed)
{
    FastRandom random(seed);
    std::vector<std::uint64_t> values;
    values.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        switch (shape) {
        case Shape::Uniform:
            values.push_back(20'000 + random.below(500'000));
            break;
        case Shape::LogUniform: // 100 ns .. 10 s
            values.push_back(static_cast<std::uint64_t>(std::pow(10.0, 2.0 + random.percent() / 100.0 * 8.0)));
            break;
        case Shape::Bimodal: // a cache-hit mode and a slow tail, as real devices have
            values.push_back(
                random.percent() < 95 ? 80'000 + random.below(20'000) : 5'000'000 + random.below(30'000'000));
            break;
        case Shape::Constant:
            values.push_back(123'456);
            break;
        case Shape::Tiny:
            values.push_back(random.below(300));
            break;
        }
    }
    return values;
}

// fio's rule on exact data: the smallest value whose rank reaches percent/100 × N.
double exactPercentile(const std::vector<std::uint64_t>& sorted, double percent)
{
    const auto n = static_cast<double>(sorted.size());
    auto rank = static_cast<std::size_t>(std::ceil(percent / 100.0 * n));
    rank = std::clamp<std::size_t>(rank, 1, sorted.size());
    return static_cast<double>(sorted[rank - 1]);
}

} // namespace

class TestLatencyHistogram : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bucketsCoverEveryValueWithinBound_data()
    {
        QTest::addColumn<quint64>("value");
        for (quint64 v : { 0ULL, 1ULL, 127ULL, 128ULL, 129ULL, 255ULL, 256ULL, 1000ULL, 65'535ULL, 999'999ULL,
                 123'456'789ULL, 4'000'000'000ULL, (1ULL << 42) - 1 }) {
            QTest::addRow("%llu", v) << v;
        }
    }
    void bucketsCoverEveryValueWithinBound()
    {
        QFETCH(quint64, value);
        const std::size_t index = LatencyHistogram::bucketIndex(value);
        QVERIFY(index < LatencyHistogram::kBucketCount);
        const std::uint64_t low = LatencyHistogram::bucketLowNs(index);
        QVERIFY(value >= low);
        QVERIFY(value < low + LatencyHistogram::bucketWidthNs(index));
        const double midpoint = LatencyHistogram::bucketMidpointNs(index);
        if (value > 0) {
            QVERIFY2(std::abs(midpoint - static_cast<double>(value)) / static_cast<double>(value) <= 0.01,
                qPrintable(QStringLiteral("midpoint %1 for %2").arg(midpoint).arg(value)));
        }
    }

    void bucketsAreContiguous()
    {
        for (std::size_t i = 1; i + 1 < LatencyHistogram::kBucketCount; ++i) {
            QCOMPARE(LatencyHistogram::bucketLowNs(i),
                LatencyHistogram::bucketLowNs(i - 1) + LatencyHistogram::bucketWidthNs(i - 1));
            QCOMPARE(LatencyHistogram::bucketIndex(LatencyHistogram::bucketLowNs(i)), i);
        }
    }

    void percentilesMatchSortedArray_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("count");
        QTest::newRow("uniform 100k") << int(Shape::Uniform) << 100'000;
        QTest::newRow("log-uniform 200k") << int(Shape::LogUniform) << 200'000;
        QTest::newRow("bimodal 100k") << int(Shape::Bimodal) << 100'000;
        QTest::newRow("constant 1k") << int(Shape::Constant) << 1000;
        QTest::newRow("tiny values exact") << int(Shape::Tiny) << 5000;
        QTest::newRow("three values") << int(Shape::Uniform) << 3;
        QTest::newRow("one value") << int(Shape::LogUniform) << 1;
    }
    void percentilesMatchSortedArray()
    {
        QFETCH(int, shape);
        QFETCH(int, count);
        std::vector<std::uint64_t> values = sample(static_cast<Shape>(shape), count, 42);
        LatencyHistogram histogram;
        for (std::uint64_t v : values) {
            histogram.record(v);
        }
        std::sort(values.begin(), values.end());
        QCOMPARE(histogram.count(), static_cast<std::uint64_t>(count));
        QCOMPARE(histogram.minNs(), values.front());
        QCOMPARE(histogram.maxNs(), values.back());
        long double sum = 0;
        for (std::uint64_t v : values) {
            sum += static_cast<long double>(v);
        }
        const long double mean = sum / count;
        long double squares = 0;
        for (std::uint64_t v : values) {
            squares += (static_cast<long double>(v) - mean) * (static_cast<long double>(v) - mean);
        }
        QVERIFY(std::abs(histogram.meanNs() - static_cast<double>(mean)) <= 1e-9 * static_cast<double>(mean) + 1e-9);
        const double stdev = std::sqrt(static_cast<double>(squares / count));
        QVERIFY(std::abs(histogram.stdevNs() - stdev) <= 1e-6 * stdev + 1e-6);
        for (double percent : headroom::fioPercentiles()) {
            const double exact = exactPercentile(values, percent);
            const double estimate = histogram.percentileNs(percent);
            const double error = exact == 0 ? std::abs(estimate) : std::abs(estimate - exact) / exact;
            QVERIFY2(error <= 0.01,
                qPrintable(QStringLiteral("p%1: exact %2, histogram %3").arg(percent).arg(exact).arg(estimate)));
        }
    }

    void mergeEqualsRecordingEverything()
    {
        const std::vector<std::uint64_t> a = sample(Shape::Bimodal, 30'000, 1);
        const std::vector<std::uint64_t> b = sample(Shape::LogUniform, 20'000, 2);
        LatencyHistogram left, right, all;
        for (std::uint64_t v : a) {
            left.record(v);
            all.record(v);
        }
        for (std::uint64_t v : b) {
            right.record(v);
            all.record(v);
        }
        left.merge(right);
        QCOMPARE(left.count(), all.count());
        QCOMPARE(left.minNs(), all.minNs());
        QCOMPARE(left.maxNs(), all.maxNs());
        QCOMPARE(left.meanNs(), all.meanNs());
        QVERIFY(std::abs(left.stdevNs() - all.stdevNs()) <= 1e-9 * all.stdevNs());
        QCOMPARE(left.toStats().histogram, all.toStats().histogram);
        QCOMPARE(left.toStats().percentilesNs, all.toStats().percentilesNs);
    }

    void storedBinsRebuildTheSamePercentiles()
    {
        LatencyHistogram histogram;
        for (std::uint64_t v : sample(Shape::Bimodal, 50'000, 7)) {
            histogram.record(v);
        }
        const headroom::LatencyStats stats = histogram.toStats();
        QCOMPARE(stats.percentilesNs.size(), headroom::fioPercentiles().size());
        const LatencyHistogram rebuilt = LatencyHistogram::fromBins(stats.histogram);
        QCOMPARE(rebuilt.count(), histogram.count());
        for (double percent : headroom::fioPercentiles()) {
            const double original = histogram.percentileNs(percent);
            QVERIFY(std::abs(rebuilt.percentileNs(percent) - original) <= 0.01 * original);
        }
    }

    void emptyHistogramIsEmptyStats()
    {
        const LatencyHistogram histogram;
        QVERIFY(histogram.toStats().isEmpty());
        QCOMPARE(histogram.percentileNs(99), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestLatencyHistogram)
#include "tst_latencyhistogram.moc"
