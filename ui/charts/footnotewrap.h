// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFontMetricsF>
#include <QString>

namespace headroom::charts {

// A chart's footnote cut into lines of at most `width`, breaking only after a space or a '/': a source's file name
// ("randread-qd8-jobs1.json") is never cut at its hyphens, as Unicode line breaking would. A run of text without
// either that is wider than `width` stays whole on its own line.
QString wrapFootnote(const QString& text, const QFontMetricsF& metrics, qreal width);

} // namespace headroom::charts
