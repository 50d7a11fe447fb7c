#include "importpage.h"

#include "filedialogs.h"
#include "importers/importformat.h"
#include "importpreviewmodel.h"
#include "librarysession.h"
#include "pages/libraryedits.h"
#include "store/resultslibrary.h"

#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace headroom {

ImportPage::ImportPage(LibrarySession* session, QWidget* dropTarget, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new ImportPreviewModel(this))
{
    auto* addFiles = new QPushButton(tr("Add &Files…"), this);
    auto* addFolder = new QPushButton(tr("Add F&older…"), this);
    m_system = new QLineEdit(this);
    m_system->setPlaceholderText(tr("from the data (fio hostname, HCIBench cluster, CSV column)"));
    m_tags = new QLineEdit(this);
    m_tags->setObjectName(QStringLiteral("importTags"));
    m_tags->setPlaceholderText(tr("KEY=VALUE, … added to every system this import touches (e.g. site=lab)"));
    m_format = new QComboBox(this);
    m_format->addItem(toString(ImportFormat::Auto), static_cast<int>(ImportFormat::Auto));
    for (const ImportFormatInfo& format : importFormats()) {
        m_format->addItem(format.name, static_cast<int>(format.format));
    }
    auto* form = new QFormLayout;
    form->addRow(tr("System under test:"), m_system);
    form->addRow(tr("Tags:"), m_tags);
    form->addRow(tr("Format:"), m_format);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(addFiles);
    buttons->addWidget(addFolder);
    buttons->addStretch();
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_warnings = new QPlainTextEdit(this);
    m_warnings->setReadOnly(true);
    m_warnings->setPlaceholderText(
        tr("Warnings and errors appear here. Drop files or folders anywhere on the window."));
    m_warnings->setMaximumHeight(140);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setVisible(false);
    m_importButton = new QPushButton(tr("&Import into Library"), this);
    m_importButton->setObjectName(QStringLiteral("importButton"));
    updateImportButton();
    m_status = new QLabel(tr("Choose %1 results; nothing is stored before you import.")
                              .arg(importFormatList(&ImportFormatInfo::title, tr(" or "))),
        this);
    m_status->setWordWrap(true);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(m_cancelButton);
    bottom->addWidget(m_importButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_warnings);
    layout->addWidget(m_status);
    layout->addLayout(bottom);

    connect(addFiles, &QPushButton::clicked, this, &ImportPage::chooseFiles);
    connect(addFolder, &QPushButton::clicked, this, &ImportPage::chooseFolder);
    connect(m_cancelButton, &QPushButton::clicked, this, &ImportPage::cancel);
    connect(m_importButton, &QPushButton::clicked, this, &ImportPage::commit);
    connect(session, &LibrarySession::changed, this, &ImportPage::updateImportButton);
    connect(&m_watcher, &QFutureWatcher<ImportPlan>::finished, this, &ImportPage::parsingFinished);
    setAcceptDrops(true);
    if (dropTarget) {
        dropTarget->setAcceptDrops(true);
        dropTarget->installEventFilter(this);
    }
}

ImportPage::~ImportPage()
{
    if (m_cancel) {
        m_cancel->store(true);
    }
    m_watcher.waitForFinished();
}

void ImportPage::chooseFiles()
{
    QStringList filters { tr("All files (*)") };
    for (const ImportFormatInfo& format : importFormats()) {
        filters << QStringLiteral("%1 (%2)").arg(format.title, format.filePatterns.join(QLatin1Char(' ')));
    }
    const QStringList files = chooseOpenFileNames(this, tr("Import Results"), {}, filters.join(QStringLiteral(";;")));
    if (!files.isEmpty()) {
        preview(files);
    }
}

void ImportPage::chooseFolder()
{
    const QString folder = chooseExistingDirectory(this, tr("Import a Results Folder"));
    if (!folder.isEmpty()) {
        preview({ folder });
    }
}

ImportOptions ImportPage::currentOptions() const
{
    ImportOptions options;
    options.systemName = m_system->text().trimmed();
    options.format = static_cast<ImportFormat>(m_format->currentData().toInt());
    if (const auto tags = parseTagLines(QString(m_tags->text()).replace(QLatin1Char(','), QLatin1Char('\n')))) {
        options.tags = *tags;
    }
    return options;
}

void ImportPage::preview(const QStringList& paths)
{
    cancel();
    if (const auto tags = parseTagLines(QString(m_tags->text()).replace(QLatin1Char(','), QLatin1Char('\n'))); !tags) {
        m_importButton->setEnabled(false);
        showMessage(tr("Tags: %1 (write KEY=VALUE, separated by commas)").arg(tags.error()), true);
        return;
    }
    m_paths = paths;
    m_planOptions = currentOptions();
    m_plan = {};
    m_model->clear();
    m_warnings->clear();
    m_importButton->setEnabled(false);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const int job = ++m_job;
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    showMessage(tr("Reading %n path(s)…", nullptr, static_cast<int>(paths.size())), false);
    QPointer<QProgressBar> bar = m_progress;
    QPointer<ImportPage> page = this;
    auto cancelFlag = m_cancel;
    const ImportOptions options = m_planOptions;
    m_watcher.setFuture(QtConcurrent::run([paths, options, cancelFlag, bar, page, job]() {
        return planImport(paths, options, cancelFlag.get(), [bar, page, job](int done, int total) {
            QMetaObject::invokeMethod(
                bar.data(),
                [bar, page, job, done, total]() {
                    if (bar && page && page->m_job == job) {
                        bar->setRange(0, total);
                        bar->setValue(done);
                    }
                },
                Qt::QueuedConnection);
        });
    }));
}

void ImportPage::cancel()
{
    if (m_cancel) {
        m_cancel->store(true);
    }
}

void ImportPage::parsingFinished()
{
    const int job = m_job;
    ImportPlan plan = m_watcher.result();
    if (job != m_job || (m_cancel && m_cancel->load() && !plan.cancelled && plan.error.isEmpty())) {
        return;
    }
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    if (!plan.error.isEmpty()) {
        m_warnings->setPlainText(plan.error);
        showMessage(plan.cancelled ? plan.error : tr("Nothing can be imported: %1").arg(plan.error), !plan.cancelled);
        emit importFailed(plan.error);
        return;
    }
    if (ResultsLibrary* library = m_session->library()) {
        dropKnownSources(plan, *library);
    }
    m_model->setPreview(plan.sources, plan.duplicates);
    m_warnings->setPlainText((plan.warnings + plan.duplicates).join(QLatin1Char('\n')));
    int points = 0;
    for (const ParsedSource& source : plan.sources) {
        points += static_cast<int>(source.measurements.size());
    }
    showMessage(tr("%1 file(s) to import with %2 point(s); %3 already in the library.")
                    .arg(plan.sources.size())
                    .arg(points)
                    .arg(plan.duplicates.size()),
        false);
    m_plan = std::move(plan);
    updateImportButton();
    emit previewReady(static_cast<int>(m_plan.sources.size()), static_cast<int>(m_plan.duplicates.size()));
}

QString ImportPage::whyNotImportable() const
{
    const ResultsLibrary* library = m_session->library();
    if (!library) {
        return tr("No library is open.");
    }
    if (library->isReadOnly()) {
        return tr("Imports are off: %1.").arg(library->readOnlyReason());
    }
    if (m_plan.sources.isEmpty()) {
        return tr("Nothing to import yet: add files or folders and check the preview.");
    }
    return {};
}

void ImportPage::updateImportButton()
{
    const QString why = whyNotImportable();
    m_importButton->setEnabled(why.isEmpty() && !isParsing());
    m_importButton->setToolTip(why.isEmpty() ? tr("Store every previewed file in the library, all or nothing") : why);
}

void ImportPage::commit()
{
    ResultsLibrary* library = m_session->library();
    if (!library) {
        showMessage(tr("No library is open."), true);
        return;
    }
    const auto result = commitImport(*library, m_plan, m_planOptions);
    m_importButton->setEnabled(false);
    if (!result) {
        showMessage(result.error(), true);
        emit importFailed(result.error());
        return;
    }
    showMessage(tr("Imported %1 file(s), %2 measurement(s); %3 duplicate(s) skipped.")
                    .arg(result->imported)
                    .arg(result->measurementIds.size())
                    .arg(result->duplicates),
        false);
    m_plan = {};
    emit importFinished(result->imported, static_cast<int>(result->measurementIds.size()));
}

void ImportPage::showMessage(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

bool ImportPage::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::DragEnter) {
        auto* drag = static_cast<QDragEnterEvent*>(event);
        if (drag->mimeData()->hasUrls()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        QStringList paths;
        for (const QUrl& url : drop->mimeData()->urls()) {
            if (url.isLocalFile()) {
                paths << url.toLocalFile();
            }
        }
        if (!paths.isEmpty()) {
            drop->acceptProposedAction();
            preview(paths);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace headroom
