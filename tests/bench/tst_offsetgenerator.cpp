// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/offsetgenerator.h"
#include "bench/ratepacer.h"

#include <cmath>
#include <set>
#include <vector>

#include <QTest>

using namespace headroom::bench;

class TestOffsetGenerator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void randomOffsetsAlignedAndInBounds_data()
    {
        QTest::addColumn<qint64>("workingSet");
        QTest::addColumn<qint64>("blockSize");
        QTest::newRow("4k over 1 GiB") << (1LL << 30) << 4096LL;
        QTest::newRow("32k over 100 MiB + odd tail") << 100LL * 1024 * 1024 + 5000 << 32768LL;
        QTest::newRow("512 B over 1 MiB") << (1LL << 20) << 512LL;
        QTest::newRow("one block") << 8192LL << 8192LL;
    }
    void randomOffsetsAlignedAndInBounds()
    {
        QFETCH(qint64, workingSet);
        QFETCH(qint64, blockSize);
        OffsetGenerator generator(workingSet, blockSize, 100, 99, 0, 1);
        for (int i = 0; i < 100'000; ++i) {
            const std::uint64_t offset = generator.nextOffset();
            QCOMPARE(offset % static_cast<std::uint64_t>(blockSize), 0ULL);
            QVERIFY(offset + static_cast<std::uint64_t>(blockSize) <= static_cast<std::uint64_t>(workingSet));
        }
    }

    void randomOffsetsAreUniform()
    {
        constexpr std::uint64_t blocks = 64;
        constexpr int draws = 640'000;
        OffsetGenerator generator(static_cast<std::int64_t>(blocks * 4096), 4096, 100, 5, 0, 1);
        std::vector<int> counts(blocks, 0);
        for (int i = 0; i < draws; ++i) {
            ++counts[generator.nextOffset() / 4096];
        }
        const double expected = static_cast<double>(draws) / blocks;
        double chiSquare = 0;
        for (int c : counts) {
            chiSquare += (c - expected) * (c - expected) / expected;
        }
        // 63 degrees of freedom: the 99.9th percentile of chi-square is about 103.4.
        QVERIFY2(chiSquare < 103.4, qPrintable(QString::number(chiSquare)));
    }

    void seedRepeatsAndJobsDiffer()
    {
        OffsetGenerator a(1 << 30, 4096, 100, 1234, 0, 2), b(1 << 30, 4096, 100, 1234, 0, 2),
            c(1 << 30, 4096, 100, 1234, 1, 2);
        int same = 0;
        for (int i = 0; i < 1000; ++i) {
            const std::uint64_t x = a.nextOffset();
            QCOMPARE(b.nextOffset(), x);
            same += c.nextOffset() == x ? 1 : 0;
        }
        QVERIFY(same < 5);
    }

    void sequentialStreamsWrapAndSpread()
    {
        OffsetGenerator first(10 * 4096, 4096, 0, 1, 0, 2);
        OffsetGenerator second(10 * 4096, 4096, 0, 1, 1, 2);
        QCOMPARE(second.nextOffset(), 5ULL * 4096); // the second job starts half way
        for (std::uint64_t i = 0; i < 10; ++i) {
            QCOMPARE(first.nextOffset(), i * 4096);
        }
        QCOMPARE(first.nextOffset(), 0ULL); // wraps at the end of the working set
    }

    void readMixFollowsPercentage()
    {
        OffsetGenerator generator(1 << 20, 4096, 100, 3, 0, 1);
        int reads = 0;
        for (int i = 0; i < 100'000; ++i) {
            reads += generator.nextIsRead(70) ? 1 : 0;
        }
        QVERIFY(std::abs(reads - 70'000) < 1000);
        QVERIFY(generator.nextIsRead(100));
        QVERIFY(!generator.nextIsRead(0));
    }

    void pacerSchedulesEvenly()
    {
        RatePacer pacer(1000, 5'000'000); // 1000 IOPS from t = 5 ms
        QVERIFY(pacer.paced());
        QVERIFY(pacer.isDue(5'000'000));
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(pacer.nextDueNs(), 5'000'000 + i * 1'000'000LL);
            QVERIFY(!pacer.isDue(pacer.nextDueNs() - 1));
            pacer.issued();
        }
        // Open loop: being late does not move the schedule.
        QCOMPARE(pacer.nextDueNs(), 15'000'000LL);
        QVERIFY(pacer.isDue(100'000'000));
        const RatePacer unpaced(0, 0);
        QVERIFY(!unpaced.paced());
        QVERIFY(unpaced.isDue(0));
    }
};

QTEST_APPLESS_MAIN(TestOffsetGenerator)
#include "tst_offsetgenerator.moc"
