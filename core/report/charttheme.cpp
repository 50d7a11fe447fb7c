// SPDX-License-Identifier: GPL-3.0-or-later
#include "charttheme.h"

#include <array>

namespace headroom::charts {

namespace {
// Okabe & Ito (2008). Order: blue, orange, then the foreground, green, purple, vermillion, sky blue, yellow —
// the first two (most charts compare two systems) differ strongly in lightness as well as in hue.
constexpr std::array<QRgb, 8> kPalette { 0x0072B2, 0xE69F00, 0x000000, 0x009E73, 0xCC79A7, 0xD55E00, 0x56B4E9,
    0xF0E442 };
constexpr std::array<Qt::PenStyle, 4> kDashes { Qt::SolidLine, Qt::DashLine, Qt::DashDotLine, Qt::DotLine };
constexpr int kMarkerShapes = 5;
} // namespace

QFont ChartTheme::font(int pixelSize, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(pixelSize);
    f.setBold(bold);
    return f;
}

ChartTheme ChartTheme::light()
{
    ChartTheme theme;
    theme.m_variant = Variant::Light;
    theme.m_background = QColor(0xFFFFFF);
    theme.m_text = QColor(0x1A1A1A);
    theme.m_muted = QColor(0x555555);
    theme.m_grid = QColor(0xDDDDDD);
    return theme;
}

ChartTheme ChartTheme::dark()
{
    ChartTheme theme;
    theme.m_variant = Variant::Dark;
    theme.m_background = QColor(0x1E1E1E);
    theme.m_text = QColor(0xF0F0F0);
    theme.m_muted = QColor(0xB8B8B8);
    theme.m_grid = QColor(0x404040);
    return theme;
}

ChartTheme ChartTheme::fromPalette(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128 ? dark() : light();
}

std::optional<ChartTheme::Variant> ChartTheme::variantFromString(const QString& text)
{
    if (text.compare(QLatin1String("light"), Qt::CaseInsensitive) == 0) {
        return Variant::Light;
    }
    if (text.compare(QLatin1String("dark"), Qt::CaseInsensitive) == 0) {
        return Variant::Dark;
    }
    return std::nullopt;
}

ChartTheme ChartTheme::of(Variant variant)
{
    return variant == Variant::Dark ? dark() : light();
}

QColor ChartTheme::seriesColor(int index) const
{
    const auto slot = static_cast<std::size_t>(index) % kPalette.size();
    if (kPalette[slot] == 0x000000) {
        return m_text; // the foreground: black on light, near-white on dark
    }
    return QColor(kPalette[slot]);
}

Qt::PenStyle ChartTheme::seriesDash(int index) const
{
    return kDashes[static_cast<std::size_t>(index) % kDashes.size()];
}

int ChartTheme::markerShapeIndex(int index) const
{
    return ((index % kMarkerShapes) + kMarkerShapes) % kMarkerShapes; // a shape for any index, also a negative one
}

} // namespace headroom::charts
