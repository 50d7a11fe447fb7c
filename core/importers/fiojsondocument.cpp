// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiojsondocument.h"

#include "fiojsonjob.h"
#include "jsonpath.h"
#include "model/saturatingcast.h"

#include <QSet>

namespace headroom::fiojson {

namespace {

using simdjson::SUCCESS;

enum class RootField { FioVersion, Timestamp };

// The entries of "jobs" or of "client_stats".
struct JobList {
    bool present = false;
    QString problem; // the member is not an array
    std::vector<FioJobEntry> entries;
    std::vector<RawJob> undecided; // jobs read before any job told the latency unit, in order
    QString firstProblem; // of the first job with a member of the wrong type; the jobs after it are only validated
};

// Host → its global options; "" → options that apply to every host.
struct GlobalOptions {
    QMap<QString, QMap<QString, QString>> byHost;
    QString problem;
};

// The job options of a document's entries held once: a job whose options equal the previous job's shares its map
// (clones, a job repeated), and otherwise its names and values share the text of those met before. A map of fio's
// eight default options takes about 1.5 KB per job held apart, a quarter of the job's text (a 300 MB file of 45,000
// jobs peaked 70 MB higher).
class OptionsPool {
public:
    QMap<QString, QString> share(QMap<QString, QString>&& options)
    {
        if (options != m_last) {
            QMap<QString, QString> pooled;
            for (auto it = options.cbegin(); it != options.cend(); ++it) {
                pooled.insert(text(it.key()), text(it.value()));
            }
            m_last = std::move(pooled);
        }
        return m_last;
    }

private:
    const QString& text(const QString& value) { return *m_texts.insert(value); }

    QSet<QString> m_texts;
    QMap<QString, QString> m_last;
};

// Two servers on one host (fio --server on several ports): name them host:port.
void distinguishHosts(FioRun& run)
{
    QMap<QString, QSet<int>> ports;
    for (const FioJobEntry& entry : run.jobs) {
        if (!entry.allClients && !entry.host.isEmpty()) {
            ports[entry.host].insert(entry.port);
        }
    }
    for (FioJobEntry& entry : run.jobs) {
        if (!entry.allClients && ports.value(entry.host).size() > 1) {
            entry.host += QLatin1Char(':') + QString::number(entry.port);
        }
    }
}

// fio ≥ 3.39 in client mode: one object of options per server, named by its "hostname".
error_code readGlobalOptionsArray(od::array& array, const JsonStep& at, GlobalOptions& out)
{
    std::size_t index = 0;
    for (auto element : array) {
        od::value value;
        SIMDJSON_TRY(element.get(value));
        const JsonStep step = at.at(index++);
        od::object object;
        QString problem;
        SIMDJSON_TRY(readObject(value, step, object, problem));
        if (problem.isEmpty()) {
            QMap<QString, QString> options;
            Read<QString> host;
            SIMDJSON_TRY(readOptions(object, step, options, problem, &host));
            auto& hostOptions = out.byHost[host.value.value_or(QString())];
            for (auto it = options.cbegin(); it != options.cend(); ++it) {
                hostOptions.insert(it.key(), it.value());
            }
            if (problem.isEmpty()) {
                problem = host.problem;
            }
        }
        if (out.problem.isEmpty()) {
            out.problem = problem;
        }
    }
    return SUCCESS;
}

error_code readGlobalOptions(od::value& value, const JsonStep& at, GlobalOptions& out)
{
    out = {}; // a repeated key: the last one wins
    od::json_type type {};
    SIMDJSON_TRY(value.type().get(type));
    if (type == od::json_type::object) {
        od::object object;
        SIMDJSON_TRY(value.get_object().get(object));
        return readOptions(object, at, out.byHost[QString()], out.problem);
    }
    if (type == od::json_type::array) {
        od::array array;
        SIMDJSON_TRY(value.get_array().get(array));
        return readGlobalOptionsArray(array, at, out);
    }
    SIMDJSON_TRY(skipValue(value));
    out.problem = QStringLiteral("%1: expected an object or an array, found %2").arg(at.text(), typeName(type));
    return SUCCESS;
}

} // namespace

struct DocumentReader::State {
    bool fioKeys = false; // "fio version", "jobs" or "client_stats"
    std::optional<QString> fioVersion;
    std::optional<double> timestamp;
    std::optional<double> timestampMs;
    Problems<RootField> problems;
    GlobalOptions global;
    JobList jobs;
    JobList clientStats;
    std::optional<bool> nsKeys; // decided by the first job that has slat/clat/lat keys
    OptionsPool optionsPool;
    JobElements* apart = nullptr; // while a document whose job arrays are read apart is read

    void convert(JobList& list, RawJob&& job)
    {
        QString problem;
        FioJobEntry entry = toEntry(std::move(job), *nsKeys, problem);
        if (!problem.isEmpty()) {
            list.firstProblem = problem;
            list.undecided.clear();
            return;
        }
        entry.options = optionsPool.share(std::move(entry.options));
        list.entries.push_back(std::move(entry));
    }
    void flush(JobList& list)
    {
        auto pending = std::move(list.undecided);
        list.undecided.clear();
        for (RawJob& job : pending) {
            if (list.firstProblem.isEmpty()) {
                convert(list, std::move(job));
            }
        }
    }
    void decide(bool ns)
    {
        nsKeys = ns;
        flush(jobs);
        flush(clientStats);
    }
    void add(JobList& list, RawJob&& job)
    {
        if (!nsKeys) {
            if (const auto ns = job.nanosecondKeys()) {
                decide(*ns);
            } else {
                list.undecided.push_back(std::move(job));
                return;
            }
        }
        convert(list, std::move(job));
    }

    error_code readJobs(od::value& value, const JsonStep& at, JobList& list)
    {
        list = {}; // a repeated key: the last array wins
        list.present = true;
        od::json_type type {};
        SIMDJSON_TRY(value.type().get(type));
        if (type != od::json_type::array) {
            SIMDJSON_TRY(skipValue(value));
            list.problem = QStringLiteral("%1: expected an array, found %2").arg(at.text(), typeName(type));
            return SUCCESS;
        }
        std::size_t index = 0;
        const auto readElement = [&](od::value& item) { return readJobElement(item, at.at(index++), list); };
        if (apart) {
            SIMDJSON_TRY(skipValue(value)); // empty: its elements are read apart
            list.entries.reserve(apart->nextCount());
            return apart->readNext(readElement);
        }
        od::array array;
        SIMDJSON_TRY(value.get_array().get(array));
        for (auto element : array) {
            od::value item;
            SIMDJSON_TRY(element.get(item));
            SIMDJSON_TRY(readElement(item));
        }
        return SUCCESS;
    }

    error_code readJobElement(od::value& item, const JsonStep& step, JobList& list)
    {
        if (!list.firstProblem.isEmpty()) {
            return skipValue(item);
        }
        od::object object;
        SIMDJSON_TRY(readObject(item, step, object, list.firstProblem));
        if (list.firstProblem.isEmpty()) {
            RawJob job;
            job.path = step.text();
            SIMDJSON_TRY(readJob(object, step, job));
            add(list, std::move(job));
        }
        return SUCCESS;
    }

    error_code readMember(std::string_view key, od::value& value, const JsonStep& at)
    {
        const JsonStep step = at.member(key);
        if (key == "fio version") {
            fioKeys = true;
            Read<QString> version;
            SIMDJSON_TRY(readText(value, step, version));
            fioVersion = std::move(version.value);
            problems.keep(RootField::FioVersion, std::move(version.problem));
            return SUCCESS;
        }
        if (key == "timestamp") {
            Read<double> stamp;
            SIMDJSON_TRY(readNumber(value, step, stamp));
            timestamp = stamp.value;
            problems.keep(RootField::Timestamp, std::move(stamp.problem));
            return SUCCESS;
        }
        if (key == "timestamp_ms") { // a run's identity only: a wrong value makes none, never a refusal
            Read<double> stamp;
            SIMDJSON_TRY(readNumber(value, step, stamp));
            timestampMs = stamp.problem.isEmpty() ? stamp.value : std::nullopt;
            return SUCCESS;
        }
        if (key == "global options") {
            return readGlobalOptions(value, step, global);
        }
        if (key == "jobs" || key == "client_stats") {
            fioKeys = true;
            return readJobs(value, step, key == "jobs" ? jobs : clientStats);
        }
        return skipValue(value);
    }

    // Job options over the global options of the job's host over those of every host.
    QMap<QString, QString> withGlobalOptions(const QString& host, const QMap<QString, QString>& own) const
    {
        QMap<QString, QString> options = global.byHost.value(QString());
        const auto hostOptions = global.byHost.value(host);
        for (auto it = hostOptions.cbegin(); it != hostOptions.cend(); ++it) {
            options.insert(it.key(), it.value());
        }
        for (auto it = own.cbegin(); it != own.cend(); ++it) {
            options.insert(it.key(), it.value());
        }
        return options;
    }

    // Entries with the options and host of the entry before them share its map, as they shared their own options.
    void applyGlobalOptions(FioRun& run) const
    {
        const FioJobEntry* previous = nullptr;
        QMap<QString, QString> previousOwn;
        for (FioJobEntry& entry : run.jobs) {
            entry.allClients = run.clientMode && entry.jobName == QLatin1String("All clients");
            if (previous && entry.host == previous->host && entry.options == previousOwn) {
                entry.options = previous->options;
            } else {
                previousOwn = entry.options;
                entry.options = withGlobalOptions(entry.host, entry.options);
            }
            entry.hasOptions = entry.hasOptions || !entry.options.isEmpty();
            previous = &entry;
        }
    }

    Expected<FioRun> finish()
    {
        if (!fioKeys) {
            return fail(QStringLiteral("$: a JSON object without \"fio version\", \"jobs\" or \"client_stats\"; "
                                       "expected fio --output-format=json output"));
        }
        FioRun run;
        run.clientMode = clientStats.present;
        JobList& list = run.clientMode ? clientStats : jobs;
        if (!nsKeys) {
            decide(true); // no job has latency keys: nothing to scale
        }
        // In the order they have always been found: the header, the jobs array, the global options, the jobs.
        for (const QString& problem : { problems.first(),
                 list.present ? list.problem
                              : jsonMember(QStringLiteral("$"), run.clientMode ? "client_stats" : "jobs")
                         + QStringLiteral(": missing"),
                 global.problem, list.firstProblem }) {
            if (!problem.isEmpty()) {
                return fail(problem);
            }
        }
        run.fioVersion = fioVersion.value_or(QString());
        if (timestamp) {
            run.timestampSec = saturatingCast<std::int64_t>(*timestamp);
        }
        if (timestampMs) {
            run.timestampMs = saturatingCast<std::int64_t>(*timestampMs);
        }
        run.microsecondKeys = !*nsKeys;
        run.jobs = std::move(list.entries);
        applyGlobalOptions(run);
        distinguishHosts(run);
        return run;
    }
};

DocumentReader::DocumentReader()
    : m_state(std::make_unique<State>())
{
}

DocumentReader::~DocumentReader() = default;

error_code DocumentReader::read(od::document& document, JobElements* apart)
{
    m_state->apart = apart;
    od::object root;
    SIMDJSON_TRY(document.get_object().get(root));
    const JsonStep at;
    for (auto field : root) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        od::value value;
        SIMDJSON_TRY(field.value().get(value));
        SIMDJSON_TRY(m_state->readMember(key, value, at));
    }
    return SUCCESS;
}

Expected<FioRun> DocumentReader::finish()
{
    return m_state->finish();
}

} // namespace headroom::fiojson
