// SPDX-License-Identifier: GPL-3.0-or-later
#include "vdbenchparameters.h"

#include "model/saturatingcast.h"

#include <cmath>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

namespace headroom {

namespace {

std::optional<double> number(const QString& text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok && value >= 0 ? std::optional(value) : std::nullopt;
}

// vdbench's seekpct: a percent, or "random" (100), "seq"/"sequential"/"eof" (0).
std::optional<double> seekPct(const QString& text)
{
    const QString value = text.trimmed().toLower();
    if (value == QLatin1String("random")) {
        return 100.0;
    }
    if (value == QLatin1String("seq") || value == QLatin1String("sequential") || value == QLatin1String("eof")) {
        return 0.0;
    }
    const auto pct = number(value);
    return pct && *pct <= 100 ? pct : std::nullopt;
}

// Applies one "key=value" of a wd=, rd= or "For loops:" to `p`; other keys are not parameters of the test.
void apply(const QString& key, const QString& value, VdbenchParameters& p)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("xf") || k == QLatin1String("xfersize") || k == QLatin1String("forxfersize")) {
        p.xferBytes = vdbenchSize(value);
    } else if (k == QLatin1String("rdpct") || k == QLatin1String("forrdpct")) {
        const auto pct = number(value);
        p.readPct = pct && *pct <= 100 ? pct : std::nullopt;
    } else if (k == QLatin1String("seekpct") || k == QLatin1String("seek") || k == QLatin1String("forseekpct")) {
        p.seekPct = seekPct(value);
    } else if (k == QLatin1String("threads") || k == QLatin1String("th") || k == QLatin1String("forthreads")) {
        const auto threads = number(value);
        p.threads = threads && *threads >= 1 && *threads == std::floor(*threads)
            ? std::optional(saturatingCast<int>(*threads))
            : std::nullopt;
    }
}

// "wd=wd1,sd=sd1,xf=1k,rdpct=50" → its pairs; a value in parentheses (a list) stays one value.
QList<std::pair<QString, QString>> pairsOf(const QString& line)
{
    static const QRegularExpression pair(QStringLiteral("([A-Za-z_]+)\\s*=\\s*(\\([^)]*\\)|[^,\\s]+)"));
    QList<std::pair<QString, QString>> pairs;
    for (auto it = pair.globalMatch(line); it.hasNext();) {
        const auto match = it.next();
        pairs << std::pair { match.captured(1), match.captured(2) };
    }
    return pairs;
}

} // namespace

VdbenchParameters VdbenchParameters::overriddenBy(const VdbenchParameters& over) const
{
    VdbenchParameters p = *this;
    p.xferBytes = over.xferBytes ? over.xferBytes : xferBytes;
    p.readPct = over.readPct ? over.readPct : readPct;
    p.seekPct = over.seekPct ? over.seekPct : seekPct;
    p.threads = over.threads ? over.threads : threads;
    return p;
}

std::optional<std::int64_t> vdbenchSize(const QString& text)
{
    static const QRegularExpression size(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([kmg]?)\\s*$"), QRegularExpression::CaseInsensitiveOption);
    const auto match = size.match(text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    const QString unit = match.captured(2).toLower();
    const double scale = unit == QLatin1String("k") ? 1024.0
        : unit == QLatin1String("m")                ? 1024.0 * 1024
        : unit == QLatin1String("g")                ? 1024.0 * 1024 * 1024
                                                    : 1.0;
    return saturatingCast<std::int64_t>(match.captured(1).toDouble() * scale);
}

VdbenchParameters forLoopParameters(const QString& startLine)
{
    VdbenchParameters p;
    const qsizetype at = startLine.indexOf(QLatin1String("For loops:"));
    if (at < 0) {
        return p;
    }
    for (const auto& [key, value] : pairsOf(startLine.mid(at + 10))) {
        apply(key, value, p);
    }
    return p;
}

QHash<QString, VdbenchParameters> parmfileRuns(const QString& parmfile)
{
    QHash<QString, VdbenchParameters> workloads;
    QHash<QString, VdbenchParameters> runs;
    // vdbench's own defaults, where the file sets nothing: 4 KiB, all reads, all random, 8 threads.
    VdbenchParameters wdDefault { 4096, 100.0, 100.0, std::nullopt };
    VdbenchParameters rdDefault { std::nullopt, std::nullopt, std::nullopt, 8 };
    for (const QString& raw : parmfile.split(QLatin1Char('\n'))) {
        const QString line = raw.section(QLatin1Char('*'), 0, 0).section(QLatin1Char('#'), 0, 0).trimmed();
        const auto pairs = pairsOf(line);
        if (pairs.isEmpty()) {
            continue;
        }
        const QString kind = pairs.first().first.toLower();
        const QString name = pairs.first().second;
        if (kind != QLatin1String("wd") && kind != QLatin1String("rd")) {
            continue;
        }
        const bool isDefault = name.compare(QLatin1String("default"), Qt::CaseInsensitive) == 0;
        VdbenchParameters p = kind == QLatin1String("wd") ? wdDefault : rdDefault;
        QString workload;
        for (const auto& [key, value] : pairs.mid(1)) {
            if (kind == QLatin1String("rd") && key.compare(QLatin1String("wd"), Qt::CaseInsensitive) == 0) {
                workload = value;
            }
            apply(key, value, p);
        }
        if (kind == QLatin1String("wd")) {
            (isDefault ? wdDefault : workloads[name]) = p;
        } else if (isDefault) {
            rdDefault = p;
        } else {
            runs[name] = workloads.value(workload, wdDefault).overriddenBy(p);
            runs[name].threads = runs[name].threads ? runs[name].threads : rdDefault.threads;
        }
    }
    return runs;
}

QString parmfileBeside(const QString& outputFile)
{
    const QDir folder = QFileInfo(outputFile).absoluteDir();
    for (const QString& name : { QStringLiteral("parmfile.html"), QStringLiteral("parmfile") }) {
        QFile file(folder.filePath(name));
        if (file.open(QIODevice::ReadOnly)) {
            static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
            return QString::fromUtf8(file.readAll()).remove(tags);
        }
    }
    return {};
}

Workload vdbenchWorkload(const VdbenchParameters& p, std::optional<double> measuredBytesPerIo, double measuredReadPct)
{
    Workload w;
    w.tool = QStringLiteral("vdbench");
    if (p.xferBytes) {
        w.blockSizeBytes = p.xferBytes;
    } else if (measuredBytesPerIo && *measuredBytesPerIo > 0) {
        w.blockSizeBytes = saturatingCast<std::int64_t>(*measuredBytesPerIo);
    }
    w.readPct = p.readPct.value_or(measuredReadPct);
    w.randomPct = p.seekPct;
    w.name = QStringLiteral("vdbench_") + w.canonicalName();
    return w;
}

} // namespace headroom
