// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace headroom::bench {

// xoshiro256** (Blackman & Vigna): fast, seedable, good enough for choosing offsets and read/write mixes.
// Not thread-safe: one per job thread.
class FastRandom {
public:
    explicit FastRandom(std::uint64_t seed);
    std::uint64_t next();
    // Uniform in [0, bound) without modulo bias worth measuring (Lemire's multiply-shift).
    std::uint64_t below(std::uint64_t bound);
    // Uniform in [0, 100).
    double percent();

private:
    std::uint64_t m_state[4];
};

// Offsets for one job: random ones aligned to the block size over [0, workingSetBytes), or a sequential stream
// that wraps at the end of the working set. Sequential jobs start at evenly spaced positions so that several
// jobs do not read the same blocks. Offsets in bytes. Not thread-safe: one per job thread.
class OffsetGenerator {
public:
    OffsetGenerator(std::int64_t workingSetBytes, std::int64_t blockSizeBytes, double randomPct, std::uint64_t seed,
        int jobIndex, int jobCount);

    std::uint64_t nextOffset();
    // Chooses read (true) or write for the next I/O from the read percentage.
    bool nextIsRead(double readPct);
    std::uint64_t blockCount() const { return m_blocks; }

private:
    FastRandom m_random;
    std::uint64_t m_blocks;
    std::uint64_t m_blockSize;
    double m_randomPct;
    std::uint64_t m_sequentialBlock;
};

} // namespace headroom::bench
