// SPDX-License-Identifier: GPL-3.0-or-later
#include "offsetgenerator.h"

#include <algorithm>

namespace headroom::bench {

namespace {

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

FastRandom::FastRandom(std::uint64_t seed)
{
    for (std::uint64_t& word : m_state) {
        word = splitMix64(seed);
    }
}

std::uint64_t FastRandom::next()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

std::uint64_t FastRandom::below(std::uint64_t bound)
{
    __extension__ using Wide = unsigned __int128;
    return static_cast<std::uint64_t>((static_cast<Wide>(next()) * bound) >> 64);
}

double FastRandom::percent()
{
    return static_cast<double>(next() >> 11) * (100.0 / 9007199254740992.0);
}

OffsetGenerator::OffsetGenerator(std::int64_t workingSetBytes, std::int64_t blockSizeBytes, double randomPct,
    std::uint64_t seed, int jobIndex, int jobCount)
    : m_random(seed + static_cast<std::uint64_t>(jobIndex) * 0x632be59bd9b4e019ULL)
    , m_blocks(std::max<std::uint64_t>(1, static_cast<std::uint64_t>(workingSetBytes / blockSizeBytes)))
    , m_blockSize(static_cast<std::uint64_t>(blockSizeBytes))
    , m_randomPct(randomPct)
    , m_sequentialBlock(
          m_blocks * static_cast<std::uint64_t>(jobIndex) / static_cast<std::uint64_t>(std::max(1, jobCount)))
{
}

std::uint64_t OffsetGenerator::nextOffset()
{
    const bool random = m_randomPct >= 100.0 || (m_randomPct > 0.0 && m_random.percent() < m_randomPct);
    if (random) {
        return m_random.below(m_blocks) * m_blockSize;
    }
    const std::uint64_t block = m_sequentialBlock;
    m_sequentialBlock = m_sequentialBlock + 1 >= m_blocks ? 0 : m_sequentialBlock + 1;
    return block * m_blockSize;
}

bool OffsetGenerator::nextIsRead(double readPct)
{
    if (readPct >= 100.0) {
        return true;
    }
    if (readPct <= 0.0) {
        return false;
    }
    return m_random.percent() < readPct;
}

} // namespace headroom::bench
