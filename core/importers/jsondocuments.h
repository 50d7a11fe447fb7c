#pragma once

#include "model/expected.h"

#include <vector>

#include <QByteArrayView>
#include <QString>

#include <nlohmann/json.hpp>

namespace headroom {

// One JSON document found in a file, with the line it starts on (1-based).
struct JsonDocument {
    nlohmann::json value;
    int line = 0;
};

// The JSON objects in a file as fio writes it: text may precede, follow or separate them (progress lines,
// "hostname=…", the normal output of --output-format=normal,json, "Disk stats"), and --status-interval writes
// several in sequence. An object starts with '{' at the beginning of a line. Duplicate keys do not fail the
// parse (the last one wins). A truncated or malformed document is an error naming the file and line.
// Pure function, any thread.
Expected<std::vector<JsonDocument>> parseJsonDocuments(QByteArrayView bytes, const QString& fileName);

} // namespace headroom
