// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One document of fio JSON output read with simdjson's On Demand API straight into a FioRun (internal to
// headroom_importers; fiojsonreader.h finds the documents of a file).

#include "fiojsonvalues.h"
#include "fiorun.h"
#include "model/expected.h"

#include <functional>
#include <memory>

namespace headroom::fiojson {

// The elements of a document's top-level "jobs" and "client_stats" arrays when they are read apart from it (the
// document then holds each array empty), each element the root of its own simdjson document.
class JobElements {
public:
    virtual ~JobElements() = default;
    // How many elements the next array has.
    virtual std::size_t nextCount() const = 0;
    // Hands each element of the next array to `read`, in order; then the array after it is the next one.
    virtual error_code readNext(const std::function<error_code(od::value&)>& read) = 0;
};

// Reads one fio document (`jobs` or client-mode `client_stats`, fio 2.x and 3.x keys) as the parser walks it: each
// job goes into its FioJobEntry as it is met, and no tree of the document is built (a document of 24,000 json+ jobs
// is read in one pass). Duplicate keys: the last one wins, as in a document read whole. One reader per document.
class DocumentReader {
public:
    DocumentReader();
    ~DocumentReader();
    DocumentReader(const DocumentReader&) = delete;
    DocumentReader& operator=(const DocumentReader&) = delete;

    // simdjson's error for text that is not JSON (a member of the wrong type is not one: finish() reports it).
    // `apart`, when given, holds the elements of the document's job arrays, which it holds empty.
    error_code read(od::document& document, JobElements* apart = nullptr);
    // The run in Headroom units (ns, bytes, bytes/s), or the first problem: a member of the wrong type named by its
    // JSON path ("$.jobs[2].read.iops: expected a number, found string 'busy'"), or a document that is not fio's.
    Expected<FioRun> finish();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace headroom::fiojson
