#pragma once

#include "fiorun.h"
#include "jsondocuments.h"
#include "model/expected.h"

#include <memory>

#include <nlohmann/json.hpp>

namespace headroom {

// Reads one fio JSON document (`jobs` or client-mode `client_stats`, fio 2.x and 3.x keys) into a FioRun in
// Headroom units. A member of the wrong type is an error naming its JSON path. Pure function, any thread.
Expected<FioRun> readFioRun(const nlohmann::json& document, const QString& fileName);

// Reads the fio documents of one file with their jobs streamed (forEachJsonDocument(bytes, file, take, &jobs())):
// each job is read as the parser completes it and then dropped, so a file of 24,000 jobs is never one tree. After
// each document, finish() gives its run (the same as readFioRun of the whole document) and starts the next one.
// An error in a job stops the parse, naming the job's JSON path and the document's line.
class FioRunStream {
public:
    explicit FioRunStream(const QString& fileName);
    ~FioRunStream();
    FioRunStream(const FioRunStream&) = delete;
    FioRunStream& operator=(const FioRunStream&) = delete;

    const JsonElementStream& jobs() const { return m_stream; }
    Expected<FioRun> finish(const nlohmann::json& document);

private:
    struct State;
    QString m_fileName;
    std::unique_ptr<State> m_state;
    JsonElementStream m_stream;
};

// True when the document looks like fio output (has "fio version", "jobs" or "client_stats").
bool looksLikeFioDocument(const nlohmann::json& document);

} // namespace headroom
