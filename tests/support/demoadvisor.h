// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Advisor page on the demo library with the built-in catalog only (loaded from a file that does not exist, so no
// user catalog): the set-up of the GUI tests that need an advisor answer. The library is handed to the page by
// open(), so that a test can watch the page's signals from the first answer on.

#include "demo/demolibrary.h"
#include "librarysession.h"
#include "pages/advisorpage.h"
#include "pages/catalogtablemodel.h"

#include <QTemporaryDir>

namespace headroom::testing {

struct DemoAdvisor {
    QTemporaryDir dir;
    Expected<std::unique_ptr<ResultsLibrary>> demo = openDemoLibrary();
    CatalogTableModel catalog;
    Status catalogLoaded = catalog.load(dir.filePath(QStringLiteral("none.json")));
    LibrarySession session;
    AdvisorPage page { &session, &catalog };

    bool ready() const { return dir.isValid() && demo.ok() && catalogLoaded.ok(); }
    ResultsLibrary& library() { return **demo; }
    void open() { page.setLibrary(demo->get()); }
};

} // namespace headroom::testing
