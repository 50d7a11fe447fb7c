// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

// The few colours of their own the widgets use (errors, cautions, a verdict's box), each in a light and a dark
// variant chosen by the palette, so that a dark desktop gets no dark red on dark grey and no pale box with light
// text. Everything else takes the palette's roles. Charts have their own theme (report/charttheme.h).
namespace headroom::theme {

// Dark when the window colour is (as ChartTheme::fromPalette decides).
bool isDark(const QPalette& palette);

// Palettes for `headroom --palette dark|light` (testing and presenting): Fusion's, whatever the desktop's.
QPalette darkPalette();
QPalette lightPalette();

QColor errorText(const QPalette& palette);
QColor cautionText(const QPalette& palette); // a muted option, a workload that matches badly
QColor okText(const QPalette& palette);
// A field or cell at fault: its background, and the text that reads on it.
QColor faultBackground(const QPalette& palette);
QColor faultText(const QPalette& palette);
// A band of text in a colour of its own (the library banner, the benchmark's verdict on its target): its window and
// text colours set on `band`, light or dark after `palette`.
enum class Notice { Caution, Error, Ok };
void setNoticeColors(QPalette& band, Notice notice, const QPalette& palette);

// "background: …; color: …;" of a line edit at fault.
QString faultFieldStyle(const QPalette& palette);
// "QLabel { … }" for the Advisor's verdict: green when it answers, amber when it cannot.
QString verdictStyle(bool answered, const QPalette& palette);
// "color: …;" of a status line, empty when it is no error (the palette's text).
QString statusStyle(bool error, const QPalette& palette);

} // namespace headroom::theme
