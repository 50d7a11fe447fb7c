// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartspec.h"

#include <array>
#include <utility>

#include <QCoreApplication>

namespace headroom::charts {

namespace {
constexpr std::array kKindNames { std::pair { ChartKind::Curve, "curve" },
    std::pair { ChartKind::Throughput, "throughput" }, std::pair { ChartKind::Compare, "compare" },
    std::pair { ChartKind::Tiers, "tiers" }, std::pair { ChartKind::Percentiles, "percentiles" },
    std::pair { ChartKind::Runway, "runway" } };
} // namespace

QString toString(ChartKind kind)
{
    for (const auto& [candidate, name] : kKindNames) {
        if (candidate == kind) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

std::optional<ChartKind> chartKindFromString(const QString& text)
{
    for (const auto& [candidate, name] : kKindNames) {
        if (text.compare(QLatin1String(name), Qt::CaseInsensitive) == 0) {
            return candidate;
        }
    }
    return std::nullopt;
}

QList<SpecAnnotation> ChartSpec::annotationsOf(AnnotationKind wanted) const
{
    QList<SpecAnnotation> found;
    for (const SpecAnnotation& a : annotations) {
        if (a.kind == wanted) {
            found << a;
        }
    }
    return found;
}

QString ChartSpec::footnote() const
{
    QStringList lines;
    if (!sources.isEmpty()) {
        lines << (sources.size() == 1 ? QCoreApplication::translate("headroom::charts", "Source: ")
                                      : QCoreApplication::translate("headroom::charts", "Sources: "))
                + sources.join(QStringLiteral("; "));
    }
    QStringList caveats = notes;
    if (anyModeled) {
        // As ChartBuilder draws them: a modeled point of a curve as a hollow marker, a modeled bar pale.
        caveats.prepend(categories.isEmpty()
                ? QCoreApplication::translate("headroom::charts", "hollow markers are modeled, not measured")
                : QCoreApplication::translate("headroom::charts", "pale bars are modeled, not measured"));
    }
    if (!caveats.isEmpty()) {
        lines << QCoreApplication::translate("headroom::charts", "Note: ") + caveats.join(QStringLiteral("; "));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace headroom::charts
