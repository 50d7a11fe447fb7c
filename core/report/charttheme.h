// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QColor>
#include <QFont>
#include <QPalette>

namespace headroom::charts {

// The presentation look: large type for projectors, the Okabe–Ito palette (distinct for colour-blind viewers)
// ordered so neighbouring series also differ in lightness, plus a dash and marker shape per series so they stay
// apart in grey print. Light and dark variants; the GUI follows the system palette, exports default to light.
class ChartTheme {
public:
    enum class Variant { Light, Dark };

    static ChartTheme light();
    static ChartTheme dark();
    // Dark when the palette's window colour is dark.
    static ChartTheme fromPalette(const QPalette& palette);
    static std::optional<Variant> variantFromString(const QString& text);
    static ChartTheme of(Variant variant);

    Variant variant() const { return m_variant; }
    QColor background() const { return m_background; }
    QColor text() const { return m_text; }
    QColor mutedText() const { return m_muted; }
    QColor grid() const { return m_grid; }

    // Series colour, dash and marker by style index (cycling).
    QColor seriesColor(int index) const;
    Qt::PenStyle seriesDash(int index) const;
    int markerShapeIndex(int index) const; // 0 circle, 1 rectangle, 2 triangle, 3 rotated rectangle, 4 star
    // Compare charts: a candidate better (blue) or worse (orange) than the baseline.
    QColor betterColor() const { return seriesColor(0); }
    QColor worseColor() const { return seriesColor(1); }

    QFont titleFont() const { return font(24, true); }
    QFont subtitleFont() const { return font(15, false); }
    QFont axisTitleFont() const { return font(16, true); }
    QFont axisLabelFont() const { return font(14, false); }
    QFont legendFont() const { return font(15, false); }
    QFont annotationFont() const { return font(14, true); }
    QFont footnoteFont() const { return font(11, false); }
    qreal lineWidth() const { return 3.0; }
    qreal markerSize() const { return 12.0; }

private:
    static QFont font(int pixelSize, bool bold);

    Variant m_variant = Variant::Light;
    QColor m_background;
    QColor m_text;
    QColor m_muted;
    QColor m_grid;
};

} // namespace headroom::charts
