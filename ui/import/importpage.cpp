// SPDX-License-Identifier: GPL-3.0-or-later
#include "importpage.h"

#include "filedialogs.h"
#include "guiwords.h"
#include "importers/importformat.h"
#include "importers/importnames.h"
#include "importpreviewmodel.h"
#include "librarysession.h"
#include "model/namematch.h"
#include "pages/libraryedits.h"
#include "store/resultslibrary.h"
#include "themecolors.h"

#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

namespace headroom {

ImportPage::ImportPage(LibrarySession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new ImportPreviewModel(this))
{
    auto* addFiles = new QPushButton(tr("Add &Files…"), this);
    auto* addFolder = new QPushButton(tr("Add F&older…"), this);
    m_system = new QLineEdit(this);
    m_system->setObjectName(QStringLiteral("importSystem"));
    m_system->setPlaceholderText(tr("from the data (fio hostname, HCIBench cluster, CSV column)"));
    m_systemNames = new QStringListModel(this);
    auto* completer = new QCompleter(m_systemNames, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_system->setCompleter(completer);
    m_tags = new QLineEdit(this);
    m_tags->setObjectName(QStringLiteral("importTags"));
    m_tags->setPlaceholderText(tr("KEY=VALUE, … added to every system this import touches (e.g. site=lab)"));
    m_format = new QComboBox(this);
    m_format->addItem(tr("auto (by content)"), static_cast<int>(ImportFormat::Auto));
    for (const ImportFormatInfo& format : importFormats()) {
        m_format->addItem(format.title, static_cast<int>(format.format)); // the tool's name ("HCIBench")
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
    connect(session, &LibrarySession::changed, this, &ImportPage::refreshSystemNames);
    connect(m_system, &QLineEdit::textChanged, m_model,
        [this](const QString& text) { m_model->setSystemName(text.trimmed()); });
    refreshSystemNames();
}

void ImportPage::refreshSystemNames()
{
    const ResultsLibrary* library = m_session->library();
    const auto systems = library ? library->systems() : Expected<QList<SystemConfig>>(QList<SystemConfig>());
    m_systemNames->setStringList(systems ? systemNamesOf(*systems) : QStringList());
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

Expected<ImportOptions> ImportPage::currentOptions() const
{
    const auto tags = parseTagLines(QString(m_tags->text()).replace(QLatin1Char(','), QLatin1Char('\n')));
    if (!tags) {
        return fail(tr("Tags: %1 (write KEY=VALUE, separated by commas)").arg(tags.error()));
    }
    ImportOptions options;
    options.systemName = m_system->text().trimmed();
    options.format = static_cast<ImportFormat>(m_format->currentData().toInt());
    options.tags = *tags;
    return options;
}

void ImportPage::preview(const QStringList& paths)
{
    cancel();
    const auto options = currentOptions();
    if (!options) {
        m_importButton->setEnabled(false);
        showMessage(options.error(), true);
        return;
    }
    m_paths = paths;
    m_planOptions = *options;
    m_plan = {};
    m_model->clear();
    m_warnings->clear();
    m_importButton->setEnabled(false);
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    showMessage(tr("Reading %n path(s)…", nullptr, static_cast<int>(paths.size())), false);
    m_parse.start(
        [this, paths, planOptions = m_planOptions](const JobControl& control) {
            return planImport(paths, planOptions, &control.stopFlag(), control.relay([this](int done, int total) {
                m_progress->setRange(0, total);
                m_progress->setValue(done);
            }));
        },
        [this](ImportPlan plan) { parsingFinished(std::move(plan)); });
}

void ImportPage::cancel()
{
    m_parse.stop(); // planImport stops between files and says so in its result
}

void ImportPage::parsingFinished(ImportPlan plan)
{
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    if (!plan.error.isEmpty()) {
        const QString error = inGuiWords(plan.error);
        m_warnings->setPlainText(error);
        showMessage(plan.cancelled ? error : tr("Nothing can be imported: %1").arg(error), !plan.cancelled);
        emit importFailed(error);
        return;
    }
    if (ResultsLibrary* library = m_session->library()) {
        dropKnownSources(plan, *library);
    }
    m_model->setPreview(plan.sources, plan.duplicates);
    m_warnings->setPlainText(inGuiWords(plan.warnings + plan.duplicates).join(QLatin1Char('\n')));
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
        return tr("No library is open: open one with File › Open Library, or create one with File › New Library.");
    }
    if (library->isReadOnly()) {
        return tr("Imports are off: %1. Use File › New Library (or File › Open Library) for a library you can "
                  "write.")
            .arg(library->readOnlyReason());
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
        showMessage(
            tr("No library is open: open one with File › Open Library, or create one with File › New Library."), true);
        return;
    }
    // What the page says when Import is pressed is what is stored, not what it said when the files were added.
    auto options = currentOptions();
    if (!options) {
        showMessage(options.error(), true);
        return;
    }
    if (options->format != m_planOptions.format
        || (options->systemName.isEmpty() && !m_planOptions.systemName.isEmpty())) {
        // The files were read for another format, or under a name that no longer applies: read them again.
        preview(m_paths);
        showMessage(
            tr("The files are read again with the options as they are now; import when the preview is ready."), false);
        return;
    }
    ImportPlan plan = m_plan;
    if (!settleNameClashes(*library, plan, *options)) {
        return;
    }
    const auto result = commitImport(*library, plan, *options);
    m_importButton->setEnabled(false);
    if (!result) {
        // One transaction: nothing of it is stored.
        showMessage(tr("Nothing was imported, and the library is as it was: %1. Fix what is named and import again.")
                        .arg(inGuiWords(result.error())),
            true);
        emit importFailed(result.error());
        return;
    }
    showMessage(tr("Imported %1 file(s), %2 measurement(s); %3 duplicate(s) skipped.")
                    .arg(result->imported)
                    .arg(result->measurementIds.size())
                    .arg(result->duplicates),
        false);
    m_plan = {};
    refreshSystemNames();
    emit importFinished(result->imported, static_cast<int>(result->measurementIds.size()));
}

bool ImportPage::settleNameClashes(const ResultsLibrary& library, ImportPlan& plan, ImportOptions& options)
{
    if (!options.systemName.isEmpty()) {
        storeUnderName(plan, options.systemName);
    }
    const auto clashes = systemNameClashes(plan, library);
    if (!clashes) {
        showMessage(libraryReadFailure(library.path(), clashes.error()), true);
        return false;
    }
    if (clashes->isEmpty()) {
        return true;
    }
    QStringList lines;
    for (const SystemNameClash& clash : *clashes) {
        lines << tr("'%1' is %2 '%3' spelled differently")
                     .arg(clash.name.toHtmlEscaped(),
                         clash.inLibrary ? tr("the library's system") : tr("another file's system"),
                         clash.existing.toHtmlEscaped());
    }
    QMessageBox box(QMessageBox::Question, tr("The Same System?"),
        tr("Case, spacing and punctuation do not make a new system:<ul><li>%1</li></ul>")
            .arg(lines.join(QStringLiteral("</li><li>"))),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("systemNameClash"));
    QPushButton* useExisting = box.addButton(
        clashes->size() == 1 ? tr("Use '%1'").arg(clashes->first().existing) : tr("Use the Existing Names"),
        QMessageBox::AcceptRole);
    QPushButton* create = box.addButton(tr("Create a New System"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(useExisting);
    box.exec();
    if (box.clickedButton() == useExisting) {
        useExistingNames(plan, *clashes);
        for (const SystemNameClash& clash : *clashes) {
            if (clash.name == options.systemName) {
                options.systemName = clash.existing;
                m_system->setText(clash.existing);
            }
        }
        return true;
    }
    if (box.clickedButton() == create) {
        options.createSystems = true;
        return true;
    }
    showMessage(tr("Nothing was imported: choose the system's name and import again."), false);
    return false;
}

void ImportPage::showMessage(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(theme::statusStyle(error, palette()));
}

} // namespace headroom
