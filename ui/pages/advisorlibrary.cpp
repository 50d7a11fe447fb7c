// SPDX-License-Identifier: GPL-3.0-or-later
// What the Advisor reads of the open library (its workloads by test, the systems measured on each, the customer
// demands), and when: at once, or once the page shows when another workspace is in front.
#include "advisorpage.h"
#include "librarysession.h"
#include "store/resultslibrary.h"

#include <algorithm>

#include <QComboBox>
#include <QTimer>

namespace headroom {

// Another library, or the open one changed. While another workspace is in front of a shown window, the survey of the
// library (LibraryCoverage: a third of a second at 100,000 measurements) waits for the event loop, or for the page to
// show: the workspace in front paints first. A page on its own (a test, a dialog) reads it at once.
void AdvisorPage::followLibrary(ResultsLibrary* library)
{
    if (window()->isVisible() && !isVisible()) {
        m_library = library;
        m_libraryPending = true;
        QTimer::singleShot(0, this, &AdvisorPage::applyPendingLibrary);
        return;
    }
    setLibrary(library);
}

void AdvisorPage::applyPendingLibrary()
{
    if (m_libraryPending) {
        setLibrary(m_library);
    }
}

void AdvisorPage::setLibrary(ResultsLibrary* library)
{
    m_library = library;
    m_libraryPending = false;
    fillWorkloads();
    fillDemands();
    restoreInputs();
    recompute(); // at once: a screenshot or test right after opening a library sees the answer
}

void AdvisorPage::fillDemands()
{
    const bool wasFilling = m_filling;
    m_filling = true;
    const QString current = m_demand->currentData().toString();
    m_demand->clear();
    m_demand->addItem(tr("(none: the lab curves alone)"), QString());
    if (m_library) {
        if (const auto demands = m_library->customerDemands()) {
            for (const CustomerDemand& demand : *demands) {
                m_demand->addItem(demand.linkedSystem.isEmpty()
                        ? demand.name
                        : tr("%1 (runs on %2)").arg(demand.name, demand.linkedSystem),
                    demand.name);
            }
        } else {
            showReadError(demands.error());
        }
    }
    m_demand->setCurrentIndex(std::max(0, m_demand->findData(current)));
    m_demand->setEnabled(m_demand->count() > 1);
    m_filling = wasFilling;
    demandPicked();
}

void AdvisorPage::fillWorkloads()
{
    m_filling = true;
    m_workload->clear();
    m_coverage = {};
    if (m_library) {
        auto coverage = LibraryCoverage::read(*m_library);
        if (coverage) {
            m_coverage = std::move(*coverage);
        } else {
            showReadError(coverage.error());
        }
    }
    // A workload is its test: the workloads of one test are one entry, named by the first. The order is the
    // Advisor's question (LibraryCoverage, OfferPurpose::NetworkUpgrade): tests measured at two link speeds first.
    for (const WorkloadOffer& offer : m_coverage.ranked(OfferPurpose::NetworkUpgrade)) {
        addWorkloadEntry(offer);
    }
    m_filling = false;
    fillSystems();
}

void AdvisorPage::addWorkloadEntry(const WorkloadOffer& offer)
{
    // Named by what the test is; the tooltip keeps the names the sources gave it.
    const QString said = m_coverage.displayName(offer.workload);
    m_workload->addItem(said, offer.workload);
    m_workload->setItemData(m_workload->count() - 1,
        tr("In the sources: %1\nmeasured with IOPS and latency on %n system(s)", nullptr,
            static_cast<int>(offer.systemsWithPoints().size()))
            .arg(offer.workloads.join(QStringLiteral(", "))),
        Qt::ToolTipRole);
}

} // namespace headroom
