// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdialog.h"

#include "charts/guithreadchartrenderer.h"
#include "charts/reportchartrenderer.h"
#include "filedialogs.h"
#include "report/reportpdf.h"
#include "report/reportwriter.h"

#include <algorithm>

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>

namespace headroom {

namespace {
constexpr qreal kPreviewScale = 0.9; // preview pixels per point, at most
constexpr qreal kSmallestScale = 0.3;
constexpr int kFormWidth = 360;
} // namespace

ReportDialog::ReportDialog(AdvisorResult result, QList<Measurement> used, QWidget* parent)
    : QDialog(parent)
    , m_result(std::move(result))
    , m_used(std::move(used))
{
    setWindowTitle(tr("Export Report"));
    m_title = new QLineEdit(this);
    m_title->setPlaceholderText(tr("made from the workload and baseline"));
    m_customer = new QLineEdit(this);
    m_author = new QLineEdit(this);
    m_date = new QLineEdit(QDate::currentDate().toString(Qt::ISODate), this);
    m_pageSize = new QComboBox(this);
    m_pageSize->addItems({ tr("A4"), tr("Letter") }); // by index: options()
    m_theme = new QComboBox(this);
    m_theme->addItems({ tr("Light"), tr("Dark") });
    m_layout = new QComboBox(this);
    m_layout->addItems({ tr("Document (portrait pages)"), tr("Slides (16:9)") });
    QHBoxLayout* templateRow = buildTemplateRow();
    auto* form = new QFormLayout;
    form->addRow(tr("Title"), m_title);
    form->addRow(tr("Customer"), m_customer);
    form->addRow(tr("Author"), m_author);
    form->addRow(tr("Date"), m_date);
    form->addRow(tr("Page size"), m_pageSize);
    form->addRow(tr("Theme"), m_theme);
    form->addRow(tr("Layout (PDF)"), m_layout);
    form->addRow(tr("Template (PPTX)"), templateRow);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    form->addRow(m_status);
    auto* formBox = new QWidget(this);
    formBox->setLayout(form);
    formBox->setMaximumWidth(kFormWidth);

    auto* pagesBox = new QWidget;
    m_pages = new QVBoxLayout(pagesBox);
    m_pages->setSpacing(12);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(pagesBox);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(int(600 * kSmallestScale * 2) + 40);
    m_scroll = scroll;

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_saveButton = buttons->addButton(tr("Save…"), QDialogButtonBox::AcceptRole);
    m_saveButton->setToolTip(tr("PDF (the layout chosen), HTML (one file) or PPTX (the slides, editable)"));
    connect(m_saveButton, &QPushButton::clicked, this, &ReportDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(formBox);
    top->addWidget(scroll, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(buttons);
    // Inside the screen (a 1280 × 800 laptop has less than 800 px for a window); the pages are scaled to the width
    // the preview gets, so no page needs a horizontal scroll bar.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    resize(std::min(1100, available.width() - 40), std::min(800, available.height() - 60));

    m_timer.setSingleShot(true);
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &ReportDialog::refreshPreview);
    for (QLineEdit* edit : { m_title, m_customer, m_author, m_date }) {
        connect(edit, &QLineEdit::textChanged, this, &ReportDialog::scheduleRefresh);
    }
    for (QComboBox* box : { m_pageSize, m_theme, m_layout }) {
        connect(box, &QComboBox::currentIndexChanged, this, &ReportDialog::scheduleRefresh);
    }
    refreshPreview();
}

// The PPTX template: a path typed or chosen (Headroom's own master when empty).
QHBoxLayout* ReportDialog::buildTemplateRow()
{
    m_deckTemplate = new QLineEdit(this);
    m_deckTemplate->setObjectName(QStringLiteral("deckTemplate"));
    m_deckTemplate->setPlaceholderText(tr("Headroom's own"));
    m_deckTemplate->setToolTip(tr("A PowerPoint template (.potx or .pptx) whose master, layouts and theme the PPTX "
                                  "deck uses"));
    auto* chooseTemplate = new QPushButton(tr("Template…"), this);
    connect(chooseTemplate, &QPushButton::clicked, this, [this] {
        const QString file
            = chooseOpenFileName(this, tr("PowerPoint template"), QString(), tr("PowerPoint template (*.potx *.pptx)"));
        if (!file.isEmpty()) {
            m_deckTemplate->setText(file);
        }
    });
    auto* templateRow = new QHBoxLayout;
    templateRow->addWidget(m_deckTemplate, 1);
    templateRow->addWidget(chooseTemplate);
    return templateRow;
}

ReportOptions ReportDialog::options() const
{
    ReportOptions o;
    o.title = m_title->text().trimmed();
    o.customer = m_customer->text().trimmed();
    o.author = m_author->text().trimmed();
    o.date = m_date->text().trimmed();
    o.pageSize = m_pageSize->currentIndex() == 1 ? ReportPageSize::Letter : ReportPageSize::A4;
    o.dark = m_theme->currentIndex() == 1;
    o.layout = m_layout->currentIndex() == 1 ? ReportLayout::Slides : ReportLayout::Document;
    o.deckTemplate = m_deckTemplate->text().trimmed();
    return o;
}

void ReportDialog::scheduleRefresh()
{
    m_timer.start();
}

void ReportDialog::refreshPreview()
{
    while (QLayoutItem* item = m_pages->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const ReportOptions o = options();
    const charts::ReportChartPainter charts(
        m_result, m_used, o.dark ? charts::ChartTheme::dark() : charts::ChartTheme::light());
    const ReportContent content = o.layout == ReportLayout::Slides ? buildReportSlides(m_result, m_used, o)
                                                                   : buildReportDocument(m_result, m_used, o);
    const ReportPages pages(content, charts);
    m_pageCount = pages.pageCount();
    m_previewScale = previewScale(pages.pageSize().width());
    // Drawn at the screen's pixel ratio: a page drawn at 1 and scaled up by a high-DPI screen was blurred.
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (pages.pageSize() * m_previewScale * ratio).toSize();
    for (int i = 0; i < m_pageCount; ++i) {
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(2835); // 72 dpi: the layout's unit is the point (the painter scales by the ratio)
        image.setDotsPerMeterY(2835);
        image.fill(Qt::white); // paper, in a dark window too
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.scale(m_previewScale * ratio, m_previewScale * ratio);
        pages.paintPage(painter, i);
        painter.end();
        auto* label = new QLabel;
        QPixmap page = QPixmap::fromImage(image);
        page.setDevicePixelRatio(ratio);
        label->setPixmap(page);
        label->setFrameShape(QFrame::Box);
        label->setAccessibleName(tr("Page %1").arg(i + 1));
        m_pages->addWidget(label, 0, Qt::AlignHCenter);
    }
    m_pages->addStretch();
    if (isSaving()) {
        return; // "Saving…" stays until the save answers
    }
    m_status->setText(
        tr("%n page(s). Save… writes PDF, HTML or PPTX; a PPTX deck holds the slides.", nullptr, m_pageCount));
}

// Preview pixels per point that fit a page into the preview's width (before the dialog is shown: the width it will
// get beside the form).
qreal ReportDialog::previewScale(qreal pageWidth) const
{
    const int room = m_scroll->isVisible() ? m_scroll->viewport()->width() : width() - kFormWidth - 60;
    const QMargins margins = m_pages->contentsMargins();
    const qreal usable = room - margins.left() - margins.right() - 4; // the page's frame
    return pageWidth > 0 ? std::clamp(usable / pageWidth, kSmallestScale, kPreviewScale) : kPreviewScale;
}

void ReportDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    if (m_pageCount > 0) {
        scheduleRefresh(); // the pages follow the preview's width
    }
}

void ReportDialog::startSave(const QString& path)
{
    const auto format = reportFormatForPath(path);
    if (!format) {
        showSaveError(tr("%1: the file name must end in .pdf, .html or .pptx").arg(path));
        return;
    }
    const ReportOptions o = options();
    std::shared_ptr<const ReportChartRenderer> onGui = std::make_shared<const charts::ReportChartPainter>(
        m_result, m_used, o.dark ? charts::ChartTheme::dark() : charts::ChartTheme::light());
    m_saveButton->setEnabled(false);
    m_status->setText(tr("Saving %1…").arg(path));
    // The worker gets copies; `this` only as the object its charts are drawn for, on this thread.
    m_save.start(
        [context = static_cast<QObject*>(this), path, format = *format, result = m_result, used = m_used, o, onGui](
            const JobControl& control) {
            const charts::GuiThreadChartRenderer charts(context, onGui, control.stopFlag());
            return writeReport(path, format, result, used, o, charts, &control.stopFlag());
        },
        [this, path](const Status& written) { saveFinished(path, written); });
}

void ReportDialog::save()
{
    const QString path = chooseSaveFileName(this, tr("Save report"), QStringLiteral("headroom-report.pdf"),
        tr("PDF document (*.pdf);;HTML page (*.html);;PowerPoint deck (*.pptx)"));
    if (!path.isEmpty()) {
        startSave(path);
    }
}

void ReportDialog::saveFinished(const QString& path, const Status& written)
{
    m_saveButton->setEnabled(true);
    if (!written) {
        showSaveError(written.error());
        return;
    }
    m_status->setText(tr("Saved %1").arg(path));
    emit reportSaved(path);
}

void ReportDialog::showSaveError(const QString& error)
{
    m_status->setText(error);
    // Not exec(): the dialog's own thread keeps drawing charts for a save that may be running.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Export failed"),
        tr("The report was not saved: %1. Choose another folder or file name and save again.").arg(error),
        QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    emit saveFailed(error);
}

} // namespace headroom
