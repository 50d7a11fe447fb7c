// SPDX-License-Identifier: GPL-3.0-or-later
#include "presets.h"

#include "model/workload.h"

namespace headroom::bench {

namespace {

constexpr std::int64_t kKiB = 1024; // block sizes are int64 bytes: "256 * 1024" would multiply as int

BenchParams shaped(
    const BenchParams& base, const QString& name, std::int64_t blockSizeBytes, double readPct, double randomPct)
{
    BenchParams params = base;
    params.name = name;
    params.blockSizeBytes = blockSizeBytes;
    params.readPct = readPct;
    params.randomPct = randomPct;
    return params;
}

} // namespace

const QList<Preset>& presets()
{
    static const QList<Preset> all {
        { QStringLiteral("oltp32k"), QStringLiteral("OLTP: 32 KiB, 70 % read, random"), 32 },
        { QStringLiteral("4k-70-30"), QStringLiteral("4 KiB, 70 % read, random"), 32 },
        { QStringLiteral("4k-randread"), QStringLiteral("4 KiB random read"), 32 },
        { QStringLiteral("8k-50-50"), QStringLiteral("8 KiB, 50 % read, random"), 32 },
        { QStringLiteral("256k-seqwrite"), QStringLiteral("256 KiB sequential write"), 8 },
        { QStringLiteral("512k-seqread"), QStringLiteral("512 KiB sequential read"), 8 },
        { QStringLiteral("512k-seqwrite"), QStringLiteral("512 KiB sequential write"), 8 },
        { QStringLiteral("transfer-sweep"),
            QStringLiteral("ATTO-style: sequential read then write at each size from 512 B to 64 MiB"), 4 },
        { QStringLiteral("fill"),
            QStringLiteral("preconditioning: sequential write of the working set with 256 KiB incompressible blocks"),
            16 },
    };
    return all;
}

QStringList presetNames()
{
    QStringList names;
    for (const Preset& preset : presets()) {
        names << preset.name;
    }
    return names;
}

std::optional<Preset> presetByName(const QString& name)
{
    for (const Preset& preset : presets()) {
        if (preset.name.compare(name, Qt::CaseInsensitive) == 0) {
            return preset;
        }
    }
    return std::nullopt;
}

QList<BenchParams> presetSteps(const Preset& preset, const BenchParams& base)
{
    const QString& n = preset.name;
    if (n == QLatin1String("oltp32k")) {
        return { shaped(base, n, 32 * kKiB, 70, 100) };
    }
    if (n == QLatin1String("4k-70-30")) {
        return { shaped(base, n, 4096, 70, 100) };
    }
    if (n == QLatin1String("4k-randread")) {
        return { shaped(base, n, 4096, 100, 100) };
    }
    if (n == QLatin1String("8k-50-50")) {
        return { shaped(base, n, 8192, 50, 100) };
    }
    if (n == QLatin1String("256k-seqwrite")) {
        return { shaped(base, n, 256 * kKiB, 0, 0) };
    }
    if (n == QLatin1String("512k-seqread")) {
        return { shaped(base, n, 512 * kKiB, 100, 0) };
    }
    if (n == QLatin1String("512k-seqwrite")) {
        return { shaped(base, n, 512 * kKiB, 0, 0) };
    }
    if (n == QLatin1String("fill")) {
        BenchParams fill = shaped(base, n, 256 * kKiB, 0, 0);
        fill.fillOnce = true; // the engine sets the I/O count from the working set: every block written once
        fill.rampNs = 0;
        fill.targetIops.reset();
        return { fill };
    }
    QList<BenchParams> steps; // transfer-sweep
    for (std::int64_t size = 512; size <= 64LL * 1024 * 1024; size *= 2) {
        steps << shaped(base, QStringLiteral("transfer-sweep_%1_read").arg(formatSize(size)), size, 100, 0);
        steps << shaped(base, QStringLiteral("transfer-sweep_%1_write").arg(formatSize(size)), size, 0, 0);
    }
    return steps;
}

} // namespace headroom::bench
