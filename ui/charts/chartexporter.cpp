// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartexporter.h"

#include "chartbuilder.h"
#include "model/atomicfile.h"

#include <QBuffer>
#include <QClipboard>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QMimeData>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QtCharts/QChart>

namespace headroom::charts {

namespace {
ChartExporter::StageObserver& stageObserver()
{
    static ChartExporter::StageObserver observer;
    return observer;
}
} // namespace

void ChartExporter::setStageObserver(StageObserver observer)
{
    stageObserver() = std::move(observer);
}

ChartExporter::ChartExporter(ChartSpec spec, ChartTheme theme, qreal pixelRatio)
    : m_spec(std::move(spec))
    , m_theme(theme)
    , m_pixelRatio(pixelRatio > 0 ? pixelRatio : 1.0)
{
}

QSizeF ChartExporter::layoutSize(QSize pixelSize) const
{
    return QSizeF(pixelSize) / m_pixelRatio;
}

Status ChartExporter::checkSize(QSize pixelSize) const
{
    const auto inRange = [](int v) { return v >= kMinPixels && v <= kMaxPixels; };
    if (!inRange(pixelSize.width()) || !inRange(pixelSize.height())) {
        return fail(tr("the size %1×%2 px is outside %3…%4 px")
                        .arg(pixelSize.width())
                        .arg(pixelSize.height())
                        .arg(kMinPixels)
                        .arg(kMaxPixels));
    }
    return success();
}

std::unique_ptr<QGraphicsScene> ChartExporter::stage(QSizeF size, const QString& medium) const
{
    auto scene = std::make_unique<QGraphicsScene>();
    QChart* chart = ChartBuilder(m_spec, m_theme, ChartBuilder::Output::Vector).build();
    scene->addItem(chart); // the scene owns the chart
    chart->resize(size);
    // Lay out now: an export has no event loop turn between building and drawing. The overlay sets the margins its
    // title, footnote (and a gain box under the plot) need once it sees the plot, which moves the plot again: lay out
    // until the plot stays put.
    for (int pass = 0; pass < 4 && chart->layout(); ++pass) {
        const QRectF before = chart->plotArea();
        chart->layout()->invalidate();
        chart->layout()->activate();
        if (pass > 0 && chart->plotArea() == before) {
            break;
        }
    }
    scene->setSceneRect(QRectF(QPointF(0, 0), size));
    if (const StageObserver& observer = stageObserver()) {
        observer(*chart, medium);
    }
    return scene;
}

QImage ChartExporter::renderImage(QSize pixelSize) const
{
    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(m_pixelRatio);
    image.fill(m_theme.background());
    const QSizeF size = layoutSize(pixelSize);
    auto scene = stage(size, QStringLiteral("png"));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene->render(&painter, QRectF(QPointF(0, 0), size), QRectF(QPointF(0, 0), size));
    painter.end();
    return image;
}

void ChartExporter::paint(QPainter& painter, QSizeF layoutSize, const QRectF& target) const
{
    auto scene = stage(layoutSize, QStringLiteral("paint"));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(target, m_theme.background());
    scene->render(&painter, target, QRectF(QPointF(0, 0), layoutSize));
    painter.restore();
}

QByteArray ChartExporter::svgDocument(QSizeF layoutSize) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(layoutSize.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), layoutSize));
    generator.setTitle(m_spec.title);
    generator.setDescription(description());
    auto scene = stage(layoutSize, QStringLiteral("svg"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        return {};
    }
    scene->render(&painter, QRectF(QPointF(0, 0), layoutSize), QRectF(QPointF(0, 0), layoutSize));
    painter.end();
    return bytes;
}

QByteArray ChartExporter::pdfDocument(QSizeF layoutSize) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(m_spec.title);
    writer.setCreator(QStringLiteral("Headroom"));
    writer.setResolution(72); // one layout pixel = one point
    writer.setPageSize(QPageSize(layoutSize, QPageSize::Point, QString(), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    auto scene = stage(layoutSize, QStringLiteral("pdf"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        return {};
    }
    scene->render(&painter, QRectF(QPointF(0, 0), layoutSize), QRectF(QPointF(0, 0), layoutSize));
    painter.end(); // the PDF is complete in `bytes` once the painter ends
    return bytes;
}

Status ChartExporter::exportTo(const QString& path, QSize pixelSize) const
{
    switch (exportFormatForPath(path).value_or(ExportFormat::Png)) {
    case ExportFormat::Png:
        if (!exportFormatForPath(path)) {
            return fail(tr("%1: the file name must end in .png, .svg or .pdf").arg(path));
        }
        return exportPng(path, pixelSize);
    case ExportFormat::Svg:
        return exportSvg(path, pixelSize);
    case ExportFormat::Pdf:
        return exportPdf(path, pixelSize);
    }
    return fail(tr("%1: unknown format").arg(path));
}

Status ChartExporter::exportPng(const QString& path, QSize pixelSize) const
{
    if (auto ok = checkSize(pixelSize); !ok) {
        return ok;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!renderImage(pixelSize).save(&buffer, "PNG")) {
        return fail(tr("cannot write %1: the PNG encoder failed").arg(path));
    }
    return writeFileAtomically(path, bytes);
}

QString ChartExporter::description() const
{
    QStringList parts;
    if (!m_spec.subtitle.isEmpty()) {
        parts << m_spec.subtitle;
    }
    if (const QString footnote = m_spec.footnote(); !footnote.isEmpty()) {
        parts << footnote;
    }
    if (!m_spec.description.isEmpty()) {
        parts << m_spec.description;
    }
    parts << tr("Made with Headroom");
    return parts.join(QLatin1Char('\n'));
}

Status ChartExporter::exportSvg(const QString& path, QSize pixelSize) const
{
    if (auto ok = checkSize(pixelSize); !ok) {
        return ok;
    }
    const QByteArray bytes = svgDocument(layoutSize(pixelSize));
    if (bytes.isEmpty()) {
        return fail(tr("cannot write %1: the SVG generator did not start").arg(path));
    }
    return writeFileAtomically(path, bytes);
}

Status ChartExporter::exportPdf(const QString& path, QSize pixelSize) const
{
    if (auto ok = checkSize(pixelSize); !ok) {
        return ok;
    }
    const QByteArray bytes = pdfDocument(layoutSize(pixelSize));
    if (bytes.isEmpty()) {
        return fail(tr("cannot write %1: the PDF writer did not start").arg(path));
    }
    return writeFileAtomically(path, bytes);
}

Status ChartExporter::copyToClipboard(QSize pixelSize) const
{
    if (auto ok = checkSize(pixelSize); !ok) {
        return ok;
    }
    QClipboard* clipboard = QGuiApplication::clipboard();
    if (!clipboard) {
        return fail(tr("no clipboard is available"));
    }
    std::unique_ptr<QMimeData> data = mimeData(pixelSize);
    if (!data) {
        return fail(tr("the chart could not be encoded as PNG and SVG"));
    }
    clipboard->setMimeData(data.release());
    if (!clipboard->mimeData() || !clipboard->mimeData()->hasFormat(QStringLiteral("image/png"))) {
        return fail(tr("the clipboard did not take the image"));
    }
    return success();
}

std::unique_ptr<QMimeData> ChartExporter::mimeData(QSize pixelSize) const
{
    if (!checkSize(pixelSize)) {
        return nullptr;
    }
    const QImage image = renderImage(pixelSize);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    const QByteArray svg = svgDocument(layoutSize(pixelSize));
    if (!image.save(&buffer, "PNG") || svg.isEmpty()) {
        return nullptr;
    }
    auto data = std::make_unique<QMimeData>();
    data->setData(QStringLiteral("image/png"), png);
    data->setData(QStringLiteral("image/svg+xml"), svg);
    data->setImageData(image); // the platform's own image format, for programs that ask for no MIME type
    return data;
}

} // namespace headroom::charts
