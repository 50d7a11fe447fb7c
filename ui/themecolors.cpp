// SPDX-License-Identifier: GPL-3.0-or-later
#include "themecolors.h"

#include <QStyle>
#include <QStyleFactory>

namespace headroom::theme {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette lightPalette()
{
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    QPalette palette = fusion ? fusion->standardPalette() : QPalette();
    delete fusion;
    return palette;
}

// Fusion's roles with dark values, as the dark themes of KDE (Breeze Dark) and GNOME (Adwaita-dark) set them.
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xee, 0xee, 0xee);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x3e, 0x3e));
    p.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xd6));
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xf2));
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText }) {
        p.setColor(QPalette::Disabled, role, disabled);
    }
    return p;
}

QColor errorText(const QPalette& palette)
{
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
}

QColor cautionText(const QPalette& palette)
{
    return isDark(palette) ? QColor(0xf0, 0xc0, 0x60) : QColor(0x8a, 0x5a, 0x00);
}

QColor okText(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x8f, 0xd1, 0x8a) : QColor(0x1d, 0x4d, 0x1a);
}

QColor faultBackground(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x5c, 0x1f, 0x1f) : QColor(0xff, 0xd7, 0xd7);
}

QColor faultText(const QPalette& palette)
{
    return isDark(palette) ? QColor(0xff, 0xe5, 0xe5) : QColor(0x1a, 0x1a, 0x1a);
}

void setNoticeColors(QPalette& band, Notice notice, const QPalette& palette)
{
    struct Pair {
        QRgb window;
        QRgb text;
    };
    const bool dark = isDark(palette);
    Pair pair {};
    switch (notice) {
    case Notice::Caution:
        pair = dark ? Pair { 0x4a3f14, 0xfff4d6 } : Pair { 0xfff4d6, 0x3b2f00 };
        break;
    case Notice::Error:
        pair = dark ? Pair { 0x5c1f1f, 0xffe5e5 } : Pair { 0xfde2e1, 0x5c0a06 };
        break;
    case Notice::Ok:
        pair = dark ? Pair { 0x233a1d, 0xdff5da } : Pair { 0xe3f4e1, 0x1d4d1a };
        break;
    }
    band.setColor(QPalette::Window, QColor(pair.window));
    band.setColor(QPalette::WindowText, QColor(pair.text));
}

QString faultFieldStyle(const QPalette& palette)
{
    return QStringLiteral("background: %1; color: %2;").arg(faultBackground(palette).name(), faultText(palette).name());
}

QString verdictStyle(bool answered, const QPalette& palette)
{
    const bool dark = isDark(palette);
    const char* background = answered ? (dark ? "#233a1d" : "#eef5e9") : (dark ? "#3d3014" : "#fdf3e1");
    const char* border = answered ? (dark ? "#5f8f4e" : "#9cc28a") : (dark ? "#a07a2a" : "#d9a441");
    const char* text = dark ? "#f0f0f0" : "#1a1a1a";
    return QStringLiteral("QLabel { background: %1; border: 1px solid %2; color: %3; padding: 8px; }")
        .arg(QLatin1String(background), QLatin1String(border), QLatin1String(text));
}

QString statusStyle(bool error, const QPalette& palette)
{
    return error ? QStringLiteral("color: %1;").arg(errorText(palette).name()) : QString();
}

} // namespace headroom::theme
