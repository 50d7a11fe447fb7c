// SPDX-License-Identifier: GPL-3.0-or-later
// How one completion result moves an in-flight I/O on: the engine's -EAGAIN and short-transfer requeue.
#include "bench/ioslot.h"

#include <cerrno>

#include <QTest>

using namespace headroom::bench;

namespace {

IoSlot slot(std::uint64_t offset, std::uint32_t lengthBytes, bool read)
{
    IoSlot s;
    s.offset = offset;
    s.lengthBytes = lengthBytes;
    s.read = read;
    s.submitNs = 12345;
    return s;
}

} // namespace

class TestIoSlot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fullTransferFinishes()
    {
        IoSlot s = slot(8192, 4096, true);
        QVERIFY(applyCompletion(s, 4096) == CompletionOutcome::Finished);
        QCOMPARE(s.remainingBytes(), 0u);
    }

    void eagainRequeuesTheWholeTransfer()
    {
        IoSlot s = slot(8192, 4096, false);
        QVERIFY(applyCompletion(s, -EAGAIN) == CompletionOutcome::Requeue);
        QCOMPARE(s.nextOffset(), 8192u);
        QCOMPARE(s.remainingBytes(), 4096u);
        QCOMPARE(s.submitNs, 12345); // latency still counts from the first submission
    }

    void shortTransfersRequeueTheRestUntilDone()
    {
        IoSlot s = slot(1 << 20, 65536, true);
        QVERIFY(applyCompletion(s, 4096) == CompletionOutcome::Requeue);
        QCOMPARE(s.nextOffset(), (1u << 20) + 4096u);
        QCOMPARE(s.remainingBytes(), 61440u);
        QVERIFY(applyCompletion(s, -EAGAIN) == CompletionOutcome::Requeue);
        QCOMPARE(s.remainingBytes(), 61440u);
        QVERIFY(applyCompletion(s, 40960) == CompletionOutcome::Requeue);
        QCOMPARE(s.remainingBytes(), 20480u);
        QVERIFY(applyCompletion(s, 20480) == CompletionOutcome::Finished);
    }

    void endOfFileFailsNamingTheTransfer()
    {
        IoSlot s = slot(40960, 8192, true);
        QVERIFY(applyCompletion(s, 4096) == CompletionOutcome::Requeue);
        QVERIFY(applyCompletion(s, 0) == CompletionOutcome::Failed);
        QCOMPARE(
            completionError(s, 0), QStringLiteral("read of 8192 bytes at offset 45056 failed: unexpected end of file"));
    }

    void errnoIsCarriedAsText()
    {
        IoSlot s = slot(0, 4096, false);
        QVERIFY(applyCompletion(s, -EIO) == CompletionOutcome::Failed);
        QCOMPARE(
            completionError(s, -EIO), QStringLiteral("write of 4096 bytes at offset 0 failed: Input/output error"));
    }
};

QTEST_GUILESS_MAIN(TestIoSlot)
#include "tst_ioslot.moc"
