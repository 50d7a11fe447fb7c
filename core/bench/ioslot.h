// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include <QString>

namespace headroom::bench {

// One in-flight I/O. `doneBytes` counts what earlier short completions already transferred, so a resubmission
// asks only for the rest: nextOffset() / remainingBytes().
struct IoSlot {
    std::uint64_t offset = 0;
    std::uint32_t lengthBytes = 0;
    std::uint32_t doneBytes = 0;
    std::int64_t submitNs = 0;
    bool read = true;

    std::uint64_t nextOffset() const { return offset + doneBytes; }
    std::uint32_t remainingBytes() const { return lengthBytes - doneBytes; }
};

enum class CompletionOutcome {
    Finished, // the whole transfer is done: count it
    Requeue, // -EAGAIN or a short transfer: submit the rest again, same slot, same first time stamp
    Failed, // an error, or end of file before the block was complete: completionError() says which
};

// Applies one completion result (cqe->res: bytes transferred, or -errno) to its slot. The kernel may complete a
// read or write short without an error, and may answer -EAGAIN when it could not issue the I/O right now;
// neither is a failure, both are resubmitted as fio does. The engine's hot path: no text, no allocation.
CompletionOutcome applyCompletion(IoSlot& slot, int result);

// Why a completion that applyCompletion() called Failed failed ("read of 8192 bytes at offset 45056 failed:
// unexpected end of file"), with errno text; only called then, with the same slot and result.
QString completionError(const IoSlot& slot, int result);

} // namespace headroom::bench
