// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The oracle the fio JSON engine is held to: each document of a file parsed whole by nlohmann's parser (documents
// found on their own: a '{' opening a line, the value read from a stream) and read from that tree by the reader the
// product used before simdjson's On Demand reader (issue 27). Test-only: the product reads fio JSON one way.
#include "importers/fiorun.h"
#include "model/expected.h"

#include <vector>

#include <QByteArray>
#include <QString>

namespace headroom::test {

// The runs of a file of fio output as the tree reader finds them (each with its document's line).
Expected<std::vector<FioRun>> oracleFioRuns(const QByteArray& bytes, const QString& fileName);

} // namespace headroom::test
