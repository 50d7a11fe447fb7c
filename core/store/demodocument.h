// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "resultslibrary.h"

#include <QByteArray>

namespace headroom {

// Loads the published figures of a demo-format JSON document (data/demo/demo-library.json: systems, sources
// and figures typed from the seed reports) into a library. Its "fio_imports" are read by demo/demolibrary.h,
// which runs them through the importer. `origin` names the document in errors.
Status loadDemoDocument(ResultsLibrary& library, const QByteArray& json, const QString& origin);

} // namespace headroom
