// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/resultslibrary.h"

namespace headroom {

// The embedded demo library, in memory and read-only, built on the calling thread: the figures of the seed
// reports (data/demo/demo-library.json) and the real fio runs it names under "fio_imports" (data/demo/fio/),
// imported through the fio importer so that each point keeps its source file and SHA-256, and the customer exports
// it names under "customer_imports" (data/demo/liveoptics/), imported through the Live Optics importer, with the
// demo's choice of system and growth for a cluster.
Expected<std::unique_ptr<ResultsLibrary>> openDemoLibrary();

// The same from another resource or directory root holding demo-library.json (tests feed their own).
Expected<std::unique_ptr<ResultsLibrary>> openDemoLibraryAt(const QString& root);

} // namespace headroom
