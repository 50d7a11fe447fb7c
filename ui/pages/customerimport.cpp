// SPDX-License-Identifier: GPL-3.0-or-later
// The Customer page's import: a Live Optics export read off the UI thread by the import machinery (planImport, which
// detects the format through the format registry), stored on the UI thread in one transaction (commitImport).
#include "customerpage.h"
#include "librarysession.h"
#include "models/customerdemandsmodel.h"
#include "store/resultslibrary.h"

#include <QFileInfo>
#include <QLabel>
#include <QPushButton>

namespace headroom {

namespace {
// The files of `plan` that hold no customer environment (benchmark results dropped here by mistake).
QStringList notCustomerFiles(const ImportPlan& plan)
{
    QStringList files;
    for (const ParsedSource& source : plan.sources) {
        if (!source.customer) {
            files << QFileInfo(source.source.file).fileName();
        }
    }
    return files;
}

int demandCount(const ResultsLibrary& library)
{
    const auto demands = library.customerDemands();
    return demands ? static_cast<int>(demands->size()) : 0;
}
} // namespace

void CustomerPage::importFiles(const QStringList& paths)
{
    m_import.cancel();
    const ResultsLibrary* library = m_session->library();
    QString refusal;
    if (!library) {
        refusal = tr("No library is open.");
    } else if (library->isReadOnly()) {
        refusal = tr("Imports are off: %1. Create a library of your own (File › New Library…) to import a "
                     "customer's export.")
                      .arg(library->readOnlyReason());
    }
    if (!refusal.isEmpty()) {
        showMessage(refusal, true);
        emit importFailed(refusal);
        return;
    }
    showMessage(tr("Reading %1…").arg(QFileInfo(paths.value(0)).fileName()), false);
    m_importButton->setEnabled(false);
    m_import.start(
        [paths](const JobControl& control) { return planImport(paths, ImportOptions {}, &control.stopFlag()); },
        [this](ImportPlan plan) { imported(std::move(plan)); });
}

void CustomerPage::imported(ImportPlan plan)
{
    ResultsLibrary* library = m_session->library();
    m_importButton->setEnabled(library && !library->isReadOnly());
    QString error = plan.error;
    if (error.isEmpty() && !library) {
        error = tr("No library is open.");
    }
    if (error.isEmpty()) {
        if (auto known = dropKnownSources(plan, *library); !known) {
            error = known.error();
        }
    }
    if (const QStringList others = notCustomerFiles(plan); error.isEmpty() && !others.isEmpty()) {
        error = tr("%1: not a Live Optics export (benchmark results are imported on the Import page)")
                    .arg(others.join(QStringLiteral(", ")));
    }
    if (error.isEmpty() && plan.sources.isEmpty()) {
        error = plan.duplicates.isEmpty()
            ? tr("Nothing to import.")
            : tr("Already in the library: %1").arg(plan.duplicates.join(QStringLiteral(", ")));
    }
    if (!error.isEmpty()) {
        showMessage(tr("Nothing was imported: %1").arg(error), true);
        emit importFailed(error);
        return;
    }
    const int before = demandCount(*library);
    const auto result = commitImport(*library, plan, ImportOptions {});
    if (!result) {
        showMessage(tr("Nothing was imported: %1").arg(result.error()), true);
        emit importFailed(result.error());
        return;
    }
    const int added = demandCount(*library) - before;
    QStringList clusters;
    for (const ParsedSource& source : std::as_const(plan.sources)) {
        for (const CustomerCluster& cluster : source.customer->clusters) {
            clusters << cluster.name;
        }
    }
    m_session->notifyChanged(); // every page reads the library again (the Advisor's demand picker too)
    showMessage(tr("Imported %n cluster(s): %1.", nullptr, added).arg(clusters.join(QStringLiteral(", "))), false);
    if (!clusters.isEmpty()) {
        selectDemand(clusters.first());
    }
    emit importFinished(added);
}

} // namespace headroom
