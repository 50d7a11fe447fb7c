#pragma once

#include "resultslibrary.h"

#include <QByteArray>

namespace headroom {

// The embedded demo library: the figures of the seed reports (data/demo/demo-library.json), each with its
// source, loaded into memory and read-only. Built on the calling thread.
Expected<std::unique_ptr<ResultsLibrary>> openDemoLibrary();

// Loads demo-format JSON into a library; exposed so tests can feed their own content. `origin` names the
// document in errors.
Status loadDemoDocument(ResultsLibrary& library, const QByteArray& json, const QString& origin);

} // namespace headroom
