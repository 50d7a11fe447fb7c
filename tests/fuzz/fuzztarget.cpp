// SPDX-License-Identifier: GPL-3.0-or-later
// A libFuzzer target: HEADROOM_FUZZ_TARGET (set per executable by tests/fuzz/CMakeLists.txt) names the entry of
// fuzzentries.h that every input goes through. A crash, a hang or a sanitizer report is a finding; so is an error
// without a message.
#include "fuzzentries.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto entry = headroom::fuzz::entryFor(QStringLiteral(HEADROOM_FUZZ_TARGET));
    const QString result = entry(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (result == QLatin1String("an error without a message")) {
        __builtin_trap();
    }
    return 0;
}
