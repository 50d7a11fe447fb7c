// SPDX-License-Identifier: GPL-3.0-or-later
// Not built: tests/tidy/CMakeLists.txt runs clang-tidy on this file with the project's .clang-tidy and expects each
// finding below, so a .clang-tidy that stops checking what CI relies on fails a test.
#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

const char* lastErrorText()
{
    return std::strerror(errno); // concurrency-mt-unsafe: not thread-safe on the engine's job threads
}

std::size_t totalLength(const std::vector<std::string>& names)
{
    std::size_t total = 0;
    for (const std::string name : names) { // performance-for-range-copy
        total += name.size();
    }
    return total;
}
