// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "report/chartfile.h"
#include "report/chartspec.h"
#include "report/charttheme.h"

#include <functional>
#include <memory>
#include <optional>

#include <QImage>
#include <QSize>
#include <QString>

class QGraphicsScene;
class QMimeData;
class QPainter;

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

#include <QCoreApplication>

namespace headroom::charts {

// Slide-ready files of a chart. The chart is laid out at size ÷ pixel ratio (2 by default: crisp text at the
// requested pixel size), so PNG, SVG and PDF of the same size look the same. Every export returns success or a
// message naming the file and the reason; files are written whole or not at all (writeFileAtomically). GUI thread only
// (Qt Charts draws through a QGraphicsScene, which needs a QApplication).
class ChartExporter {
    Q_DECLARE_TR_FUNCTIONS(ChartExporter)

public:
    static constexpr int kMinPixels = kMinChartPixels;
    static constexpr int kMaxPixels = kMaxChartPixels;

    ChartExporter(ChartSpec spec, ChartTheme theme, qreal pixelRatio = 2.0);

    // By suffix: .png, .svg or .pdf.
    Status exportTo(const QString& path, QSize pixelSize) const;
    Status exportPng(const QString& path, QSize pixelSize) const;
    // SVG with the chart's title as <title> and the subtitle and footnote as <desc>.
    Status exportSvg(const QString& path, QSize pixelSize) const;
    // Vector PDF, one page of the chart's size (1 layout pixel = 1 pt).
    Status exportPdf(const QString& path, QSize pixelSize) const;
    // The chart on the clipboard as PNG and SVG (mimeData()), so a slide editor takes the vectors and an e-mail the
    // image.
    Status copyToClipboard(QSize pixelSize) const;
    // The chart as image/png (at `pixelSize`), image/svg+xml (laid out as the PNG) and a QImage; nullptr when a
    // size is out of range or an encoder fails. The caller owns it (QClipboard::setMimeData takes it).
    std::unique_ptr<QMimeData> mimeData(QSize pixelSize) const;

    // The chart drawn into an image of exactly `pixelSize` pixels, device pixel ratio set.
    QImage renderImage(QSize pixelSize) const;
    // The chart laid out at `layoutSize` and drawn, as vectors, scaled into `target` of any painter (a report page).
    void paint(QPainter& painter, QSizeF layoutSize, const QRectF& target) const;
    // An SVG document of the chart laid out at `layoutSize` (with title and description, as exportSvg()).
    // Empty when the generator could not start.
    QByteArray svgDocument(QSizeF layoutSize) const;
    // A one-page vector PDF of the chart laid out at `layoutSize` (1 layout pixel = 1 pt); empty on failure.
    QByteArray pdfDocument(QSizeF layoutSize) const;
    // The size the chart is laid out at for a file of `pixelSize` pixels.
    QSizeF layoutSize(QSize pixelSize) const;

    // Called with every chart laid out to be drawn (a PNG or clipboard image: "png", "svg", "pdf", or "paint" for a
    // report page), just before it is drawn: tests read the geometry of what the product draws. GUI thread only;
    // an empty function removes it.
    using StageObserver = std::function<void(QChart& chart, const QString& medium)>;
    static void setStageObserver(StageObserver observer);

private:
    Status checkSize(QSize pixelSize) const;
    std::unique_ptr<QGraphicsScene> stage(QSizeF layoutSize, const QString& medium) const;
    QString description() const;

    ChartSpec m_spec;
    ChartTheme m_theme;
    qreal m_pixelRatio;
};

} // namespace headroom::charts
