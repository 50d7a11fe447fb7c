// SPDX-License-Identifier: GPL-3.0-or-later
#include "curvemath.h"

#include "model/quantityformat.h"
#include "model/units.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace headroom::curvemath {

namespace {
QString pointText(const CurvePoint& p)
{
    return QCoreApplication::translate("headroom::advice", "(%1 IOPS, %2)")
        .arg(QuantityFormat::plain().number(p.iops, 0),
            QuantityFormat::plain().number(units::nsToMs(p.latencyNs), 3) + QStringLiteral(" ms"));
}

QString segmentText(std::size_t i, const std::vector<CurvePoint>& points)
{
    return QCoreApplication::translate("headroom::advice", "between points %1 %2 and %3 %4")
        .arg(i + 1)
        .arg(pointText(points[i]))
        .arg(i + 2)
        .arg(pointText(points[i + 1]));
}

double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

// Latency at `iops` on the line through a and b (any t); empty when the line is flat in IOPS.
std::optional<double> lineLatencyAt(const CurvePoint& a, const CurvePoint& b, double iops)
{
    if (a.iops == b.iops) {
        return std::nullopt;
    }
    return lerp(a.latencyNs, b.latencyNs, (iops - a.iops) / (b.iops - a.iops));
}
} // namespace

std::vector<CurvePoint> pointsOf(const Curve& curve, QStringList* warnings)
{
    std::vector<CurvePoint> points;
    for (qsizetype i = 0; i < curve.points.size(); ++i) {
        const Measurement& m = curve.points[i];
        const auto iops = m.totalIops();
        const auto latency = m.meanLatencyNs();
        if (iops && latency) {
            CurvePoint point(*iops, *latency);
            if (i < curve.runs.size() && curve.runs[i].runCount() > 1) {
                const PointRuns& runs = curve.runs[i];
                point.runs = runs.runCount();
                point.iopsSpread = runs.iops;
                point.latencySpread = runs.latencyMeanNs;
            }
            points.push_back(point);
        } else if (warnings) {
            warnings->append(
                QCoreApplication::translate("headroom::advice", "%1, %2: a point without %3 is left out of the curve")
                    .arg(curve.systemName, curve.workloadName,
                        iops ? QCoreApplication::translate("headroom::advice", "a mean latency")
                             : QStringLiteral("IOPS")));
        }
    }
    return points;
}

std::optional<CurveReading> peak(const std::vector<CurvePoint>& points)
{
    if (points.empty()) {
        return std::nullopt;
    }
    const auto best = std::max_element(
        points.cbegin(), points.cend(), [](const CurvePoint& a, const CurvePoint& b) { return a.iops < b.iops; });
    const auto index = std::distance(points.cbegin(), best);
    return CurveReading { best->iops, best->latencyNs, false,
        QCoreApplication::translate("headroom::advice", "highest measured IOPS: point %1 of %2")
            .arg(index + 1)
            .arg(points.size()) };
}

std::optional<CurveReading> iopsAtLatencyLimit(
    const std::vector<CurvePoint>& points, double limitNs, Extrapolation extrapolation)
{
    std::optional<CurveReading> best;
    const auto consider = [&](double iops, double latencyNs, const QString& how) {
        if (!best || iops > best->iops) {
            best = CurveReading { iops, latencyNs, false, how };
        }
    };
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (points[i].latencyNs <= limitNs) {
            consider(points[i].iops, points[i].latencyNs,
                QCoreApplication::translate("headroom::advice", "measured point %1 %2")
                    .arg(i + 1)
                    .arg(pointText(points[i])));
        }
        if (i + 1 < points.size()) {
            const CurvePoint& a = points[i];
            const CurvePoint& b = points[i + 1];
            // The segment crosses the limit strictly inside: the crossing is one end of the part under the limit.
            if ((a.latencyNs - limitNs) * (b.latencyNs - limitNs) < 0) {
                const double t = (limitNs - a.latencyNs) / (b.latencyNs - a.latencyNs);
                consider(lerp(a.iops, b.iops, t), limitNs,
                    QCoreApplication::translate("headroom::advice", "where the segment %1 crosses the limit")
                        .arg(segmentText(i, points)));
            }
        }
    }
    const bool neverReached = std::all_of(
        points.cbegin(), points.cend(), [limitNs](const CurvePoint& p) { return p.latencyNs <= limitNs; });
    if (best && neverReached) {
        best->how += QCoreApplication::translate(
            "headroom::advice", "; the curve stays under the limit over its whole measured range");
    }
    if (best || extrapolation == Extrapolation::Forbidden || points.size() < 2) {
        return best;
    }
    // Every point is above the limit: extend the first segment towards lower load.
    const CurvePoint& a = points[0];
    const CurvePoint& b = points[1];
    if (b.latencyNs <= a.latencyNs || b.iops <= a.iops) {
        return std::nullopt;
    }
    const double iops = a.iops + (limitNs - a.latencyNs) * (b.iops - a.iops) / (b.latencyNs - a.latencyNs);
    if (iops <= 0) {
        return std::nullopt;
    }
    return CurveReading { iops, limitNs, true,
        QCoreApplication::translate("headroom::advice",
            "EXTRAPOLATED: every measured point is above the limit; the first segment %1 extended to lower load")
            .arg(segmentText(0, points)) };
}

std::optional<CurveReading> latencyAtIops(
    const std::vector<CurvePoint>& points, double iops, Extrapolation extrapolation)
{
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (points[i].iops == iops) {
            return CurveReading { iops, points[i].latencyNs, false,
                QCoreApplication::translate("headroom::advice", "measured point %1 %2")
                    .arg(i + 1)
                    .arg(pointText(points[i])) };
        }
        if (i + 1 < points.size()) {
            const CurvePoint& a = points[i];
            const CurvePoint& b = points[i + 1];
            if ((a.iops - iops) * (b.iops - iops) < 0) {
                return CurveReading { iops, *lineLatencyAt(a, b, iops), false,
                    QCoreApplication::translate("headroom::advice", "interpolated %1").arg(segmentText(i, points)) };
            }
        }
    }
    if (points.empty() || extrapolation == Extrapolation::Forbidden) {
        return std::nullopt;
    }
    if (iops < points.front().iops) {
        return CurveReading { iops, points.front().latencyNs, true,
            QCoreApplication::translate("headroom::advice",
                "EXTRAPOLATED below the lowest-load point 1 %1: its latency held (latency does not rise as load falls)")
                .arg(pointText(points.front())) };
    }
    const auto top = std::max_element(
        points.cbegin(), points.cend(), [](const CurvePoint& a, const CurvePoint& b) { return a.iops < b.iops; });
    const auto index = static_cast<std::size_t>(std::distance(points.cbegin(), top));
    if (index == 0) {
        return std::nullopt;
    }
    const auto latencyNs = lineLatencyAt(points[index - 1], points[index], iops);
    if (!latencyNs) {
        return std::nullopt;
    }
    return CurveReading { iops, *latencyNs, true,
        QCoreApplication::translate("headroom::advice", "EXTRAPOLATED beyond the peak: the segment %1 extended")
            .arg(segmentText(index - 1, points)) };
}

std::optional<CurveReading> atPercentOfPeak(
    const std::vector<CurvePoint>& points, double percent, Extrapolation extrapolation)
{
    const auto top = peak(points);
    if (!top) {
        return std::nullopt;
    }
    auto reading = latencyAtIops(points, top->iops * percent / 100.0, extrapolation);
    if (reading) {
        reading->how = QCoreApplication::translate("headroom::advice", "%1 % of the peak %2 IOPS; %3")
                           .arg(QuantityFormat::plain().significant(percent, 4),
                               QuantityFormat::plain().number(top->iops, 0), reading->how);
    }
    return reading;
}

ReadingNoise noiseAt(const std::vector<CurvePoint>& points, double iops)
{
    if (points.empty()) {
        return {};
    }
    const auto noiseOf = [](const CurvePoint& p) {
        ReadingNoise n;
        n.runs = p.runs;
        if (p.iopsSpread) {
            n.relativeRange = p.iopsSpread->relativeRange();
            n.relativeCi95 = p.iopsSpread->relativeCi95();
        }
        return n;
    };
    const auto worse = [](ReadingNoise a, const ReadingNoise& b) {
        a.runs = std::min(a.runs, b.runs);
        const auto larger = [](std::optional<double> x, std::optional<double> y) -> std::optional<double> {
            if (!x || !y) {
                return std::nullopt; // one side's noise is unknown, so the reading's is too
            }
            return std::max(*x, *y);
        };
        a.relativeRange = larger(a.relativeRange, b.relativeRange);
        a.relativeCi95 = larger(a.relativeCi95, b.relativeCi95);
        return a;
    };
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (points[i].iops == iops) {
            return noiseOf(points[i]);
        }
    }
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        if ((points[i].iops - iops) * (points[i + 1].iops - iops) < 0) {
            return worse(noiseOf(points[i]), noiseOf(points[i + 1]));
        }
    }
    const auto nearest = std::min_element(points.cbegin(), points.cend(),
        [iops](const CurvePoint& a, const CurvePoint& b) { return std::abs(a.iops - iops) < std::abs(b.iops - iops); });
    return noiseOf(*nearest);
}

std::vector<CurvePoint> scaled(const std::vector<CurvePoint>& points, double factor)
{
    std::vector<CurvePoint> out = points;
    for (CurvePoint& p : out) {
        p.iops *= factor;
        if (p.iopsSpread) {
            RunSpread& s = *p.iopsSpread;
            s.mean *= factor;
            s.min *= factor;
            s.max *= factor;
            for (std::optional<double>* v : { &s.stdev, &s.ci95HalfWidth }) {
                if (*v) {
                    **v *= factor;
                }
            }
        }
    }
    return out;
}

} // namespace headroom::curvemath
