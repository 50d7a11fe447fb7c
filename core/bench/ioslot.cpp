// SPDX-License-Identifier: GPL-3.0-or-later
#include "ioslot.h"

#include "errnotext.h"

#include <cerrno>

namespace headroom::bench {

CompletionOutcome applyCompletion(IoSlot& slot, int result)
{
    if (result == -EAGAIN) {
        return CompletionOutcome::Requeue;
    }
    if (result > 0 && static_cast<std::uint32_t>(result) < slot.remainingBytes()) {
        slot.doneBytes += static_cast<std::uint32_t>(result);
        return CompletionOutcome::Requeue;
    }
    if (result > 0) {
        slot.doneBytes = slot.lengthBytes;
        return CompletionOutcome::Finished;
    }
    return CompletionOutcome::Failed;
}

QString completionError(const IoSlot& slot, int result)
{
    const QString what = result == 0 ? QStringLiteral("unexpected end of file") : errnoText(-result);
    return QStringLiteral("%1 of %2 bytes at offset %3 failed: %4")
        .arg(slot.read ? QStringLiteral("read") : QStringLiteral("write"))
        .arg(slot.lengthBytes)
        .arg(slot.nextOffset())
        .arg(what);
}

} // namespace headroom::bench
