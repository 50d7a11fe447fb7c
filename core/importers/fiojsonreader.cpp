#include "fiojsonreader.h"

#include "jsonfields.h"
#include "model/printable.h"
#include "model/saturatingcast.h"

#include <algorithm>
#include <charconv>
#include <map>

#include <QSet>

namespace headroom {

namespace {

using json = nlohmann::json;

// A percentile key ("99.900000") as a number: a plain decimal, as fio writes them ("%f"), from 0 to 100; nullopt for
// anything else ("NaN", "-1", "+1", "1e2" were read by QString::toDouble and then silently dropped as not above 0).
std::optional<double> percentKey(const std::string& key)
{
    const bool plain = !key.empty()
        && std::all_of(key.cbegin(), key.cend(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; })
        && std::count(key.cbegin(), key.cend(), '.') <= 1 && key.front() != '.' && key.back() != '.';
    double value = 0;
    if (!plain) {
        return std::nullopt;
    }
    const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), value);
    if (error != std::errc() || end != key.data() + key.size() || value > 100) {
        return std::nullopt;
    }
    return value;
}

// Bins in latency order, one per latency (counts of equal latencies added up). fio writes them in order, so this
// is one pass; the keys of a JSON object read as a tree come in text order ("1000" before "999").
void sortBins(std::vector<std::pair<std::int64_t, std::uint64_t>>& bins)
{
    const auto byLatency = [](const auto& a, const auto& b) { return a.first < b.first; };
    if (std::adjacent_find(bins.cbegin(), bins.cend(), [](const auto& a, const auto& b) { return a.first >= b.first; })
        == bins.cend()) {
        return;
    }
    std::stable_sort(bins.begin(), bins.end(), byLatency);
    std::size_t kept = 0;
    for (std::size_t i = 1; i < bins.size(); ++i) {
        if (bins[i].first == bins[kept].first) {
            bins[kept].second += bins[i].second;
        } else {
            bins[++kept] = bins[i];
        }
    }
    bins.resize(kept + 1);
}

struct Reader {
    JsonFields fields;
    double latencyScale = 1.0; // 1000 for fio 2.x (µs)
    double ioBytesScale = 1.0; // 1024 for fio 2.x (io_bytes is KiB)

    void readPercentiles(const json& latency, const QString& path, FioLatency& out)
    {
        const json* percentiles = fields.object(latency, "percentile", path);
        if (!percentiles) {
            return;
        }
        const QString at = JsonFields::member(path, "percentile");
        for (auto it = percentiles->begin(); it != percentiles->end(); ++it) {
            const auto percent = percentKey(it.key());
            if (!percent || !it->is_number()) {
                fields.addError(
                    QStringLiteral("%1: expected \"percent\": number (a percent from 0 to 100), found \"%2\": %3")
                        .arg(at, printable(QString::fromStdString(it.key())), JsonFields::typeName(*it)));
                return;
            }
            if (*percent > 0) { // fio pads older maps with "0.00": 0
                out.percentilesNs[*percent] = it->get<double>() * latencyScale;
            }
        }
    }

    void readBins(const json& latency, const QString& path, FioLatency& out)
    {
        if (const auto member = latency.find("bins"); member != latency.end()) {
            if (const auto pairs = packedPairs(*member)) { // streamed: already checked to be "integer": count
                for (const JsonPackedPair& pair : *pairs) {
                    const auto ns = static_cast<std::int64_t>(static_cast<double>(pair.key) * latencyScale);
                    out.bins.emplace_back(ns, pair.value);
                }
                sortBins(out.bins);
                return;
            }
        }
        const json* bins = fields.object(latency, "bins", path);
        if (!bins) {
            return;
        }
        for (auto it = bins->begin(); it != bins->end(); ++it) {
            // The form the streamed path packs (digits only): "-5" or "+5" is not a latency fio writes.
            const auto bucket = packedKey(it.key());
            if (!bucket || !it->is_number_unsigned()) {
                fields.addError(QStringLiteral("%1: expected \"latency\": count, found \"%2\": %3")
                                    .arg(JsonFields::member(path, "bins"), printable(QString::fromStdString(it.key())),
                                        JsonFields::typeName(*it)));
                return;
            }
            const auto ns = saturatingCast<std::int64_t>(static_cast<double>(*bucket) * latencyScale);
            out.bins.emplace_back(ns, it->get<std::uint64_t>());
        }
        sortBins(out.bins);
    }

    FioLatency readLatency(const json& direction, const char* key, const QString& path)
    {
        FioLatency out;
        const json* latency = fields.object(direction, key, path);
        if (!latency) {
            return out;
        }
        const QString at = JsonFields::member(path, key);
        out.present = true;
        out.minNs = fields.number(*latency, "min", at).value_or(0) * latencyScale;
        out.maxNs = fields.number(*latency, "max", at).value_or(0) * latencyScale;
        out.meanNs = fields.number(*latency, "mean", at).value_or(0) * latencyScale;
        out.stdevNs = fields.number(*latency, "stddev", at).value_or(0) * latencyScale;
        out.samples = fields.count(*latency, "N", at);
        readPercentiles(*latency, at, out);
        readBins(*latency, at, out);
        return out;
    }

    FioDirection readDirection(const json& job, const char* key, const QString& path, bool nsKeys)
    {
        FioDirection out;
        const json* direction = fields.object(job, key, path);
        if (!direction) {
            return out;
        }
        const QString at = JsonFields::member(path, key);
        out.ioBytes = fields.number(*direction, "io_bytes", at).value_or(0) * ioBytesScale;
        out.iops = fields.number(*direction, "iops", at).value_or(0);
        out.runtimeMs = fields.number(*direction, "runtime", at).value_or(0);
        const auto totalIos = fields.count(*direction, "total_ios", at);
        out.totalIosWritten = totalIos.has_value();
        out.totalIos = totalIos.value_or(0);
        if (const auto bwBytes = fields.number(*direction, "bw_bytes", at)) {
            out.bytesPerSec = *bwBytes;
            out.bwBytesWritten = true;
        } else if (out.runtimeMs > 0) {
            out.bytesPerSec = out.ioBytes * 1000.0 / out.runtimeMs; // fio's own formula for bw_bytes
        } else {
            out.bytesPerSec = fields.number(*direction, "bw", at).value_or(0) * 1024.0;
        }
        out.slat = readLatency(*direction, nsKeys ? "slat_ns" : "slat", at);
        out.clat = readLatency(*direction, nsKeys ? "clat_ns" : "clat", at);
        out.lat = readLatency(*direction, nsKeys ? "lat_ns" : "lat", at);
        if (out.totalIos == 0 && out.lat.samples) {
            out.totalIos = *out.lat.samples;
        }
        return out;
    }

    QMap<QString, QString> readOptions(const json& object, const QString& path)
    {
        QMap<QString, QString> options;
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it->is_string()) {
                options.insert(QString::fromStdString(it.key()), QString::fromStdString(it->get<std::string>()));
            } else if (it->is_number()) {
                options.insert(QString::fromStdString(it.key()), QString::fromStdString(it->dump()));
            } else if (it.key() != "hostname" && it.key() != "port") {
                fields.addError(QStringLiteral("%1: expected a string, found %2")
                                    .arg(JsonFields::member(path, it.key().c_str()), JsonFields::typeName(*it)));
            }
        }
        options.remove(QStringLiteral("hostname"));
        options.remove(QStringLiteral("port"));
        return options;
    }

    // Host → its global options; "" → options that apply to every host.
    QMap<QString, QMap<QString, QString>> readGlobalOptions(const json& document)
    {
        QMap<QString, QMap<QString, QString>> byHost;
        const auto it = document.find("global options");
        if (it == document.end()) {
            return byHost;
        }
        const QString path = QStringLiteral("$[\"global options\"]");
        if (it->is_object()) {
            byHost.insert(QString(), readOptions(*it, path));
        } else if (it->is_array()) { // client mode since fio 3.39: one object per server
            for (std::size_t i = 0; i < it->size(); ++i) {
                const json& entry = (*it)[i];
                if (!entry.is_object()) {
                    fields.addError(QStringLiteral("%1: expected an object, found %2")
                                        .arg(JsonFields::element(path, i), JsonFields::typeName(entry)));
                    continue;
                }
                const QString host = fields.string(entry, "hostname", path).value_or(QString());
                auto& options = byHost[host];
                const auto read = readOptions(entry, JsonFields::element(path, i));
                for (auto option = read.cbegin(); option != read.cend(); ++option) {
                    options.insert(option.key(), option.value());
                }
            }
        } else {
            fields.addError(
                QStringLiteral("%1: expected an object or an array, found %2").arg(path, JsonFields::typeName(*it)));
        }
        return byHost;
    }

    FioJobEntry readJob(const json& job, const QString& path, bool nsKeys)
    {
        FioJobEntry entry;
        entry.jsonPath = path;
        entry.jobName = fields.string(job, "jobname", path).value_or(QString());
        entry.groupId = saturatingCast<int>(fields.number(job, "groupid", path).value_or(0));
        entry.host = fields.string(job, "hostname", path).value_or(QString());
        entry.port = saturatingCast<int>(fields.number(job, "port", path).value_or(0));
        entry.usrCpuPct = fields.number(job, "usr_cpu", path);
        entry.sysCpuPct = fields.number(job, "sys_cpu", path);
        if (const auto eta = fields.number(job, "eta", path)) {
            entry.eta = saturatingCast<std::int64_t>(*eta);
        }
        entry.elapsedSec = fields.number(job, "elapsed", path);
        entry.error = saturatingCast<int>(fields.number(job, "error", path).value_or(0));
        if (const json* options = fields.object(job, "job options", path)) {
            entry.options = readOptions(*options, JsonFields::member(path, "job options"));
            entry.hasOptions = true;
        }
        entry.read = readDirection(job, "read", path, nsKeys);
        entry.write = readDirection(job, "write", path, nsKeys);
        entry.unified = job.contains("mixed");
        entry.mixed = readDirection(job, "mixed", path, nsKeys);
        return entry;
    }
};

// fio 3.0 renamed slat/clat/lat (µs) to *_ns; a job with either decides: true for ns keys, false for µs keys.
std::optional<bool> nanosecondKeys(const json& job)
{
    for (const char* direction : { "read", "write", "mixed" }) {
        const auto it = job.find(direction);
        if (it != job.end() && it->is_object()) {
            if (it->contains("lat_ns") || it->contains("clat_ns")) {
                return true;
            }
            if (it->contains("lat") || it->contains("clat")) {
                return false;
            }
        }
    }
    return std::nullopt;
}

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

} // namespace

bool looksLikeFioDocument(const nlohmann::json& document)
{
    return document.is_object()
        && (document.contains("fio version") || document.contains("jobs") || document.contains("client_stats"));
}

// One document's reading, fed its jobs one at a time (in file order) and then the rest of the document.
struct FioRunStream::State {
    explicit State(QString file)
        : fileName(std::move(file))
    {
    }

    QString fileName;
    Reader reader;
    FioRun run;
    bool started = false; // the header and global options are read
    bool sawGlobalOptions = false;
    QMap<QString, QMap<QString, QString>> globalOptions;
    std::optional<bool> nsKeys; // decided by the first job that has slat/clat/lat keys
    std::vector<std::pair<std::string, json>> undecided; // jobs that came before the decision, in order
    std::map<std::string, std::vector<FioJobEntry>> entries; // "jobs" or "client_stats" → its entries

    void readHeader(const json& document)
    {
        run.fioVersion = reader.fields.string(document, "fio version", QStringLiteral("$")).value_or(QString());
        if (const auto timestamp = reader.fields.number(document, "timestamp", QStringLiteral("$"))) {
            run.timestampSec = saturatingCast<std::int64_t>(*timestamp);
        }
    }
    void readGlobal(const json& document)
    {
        sawGlobalOptions = document.contains("global options");
        globalOptions = reader.readGlobalOptions(document);
    }
    void decide(bool ns)
    {
        nsKeys = ns;
        run.microsecondKeys = !ns;
        if (!ns) {
            reader.latencyScale = 1000.0;
            reader.ioBytesScale = 1024.0;
        }
    }
    Status readEntry(const std::string& array, const json& job)
    {
        auto& list = entries[array];
        const QString path = JsonFields::element(JsonFields::member(QStringLiteral("$"), array.c_str()), list.size());
        if (!job.is_object()) {
            return fail(
                QStringLiteral("%1: %2: expected an object, found %3").arg(fileName, path, JsonFields::typeName(job)));
        }
        FioJobEntry entry = reader.readJob(job, path, *nsKeys);
        if (reader.fields.failed()) {
            return fail(fileName + QStringLiteral(": ") + reader.fields.error());
        }
        list.push_back(std::move(entry));
        return success();
    }
    // A job, read at once when the key units are known, else kept until a job decides them.
    // `movable`, when given, is `job` and may be taken instead of copied.
    Status addJob(const std::string& array, const json& job, json* movable)
    {
        if (!nsKeys) {
            if (const auto ns = nanosecondKeys(job)) {
                decide(*ns);
            } else {
                // Not `movable ? std::move(*movable) : job`: the two branches' common type is a copy.
                if (movable) {
                    undecided.emplace_back(array, std::move(*movable));
                } else {
                    undecided.emplace_back(array, job);
                }
                return success();
            }
        }
        if (auto flushed = flushUndecided(); !flushed) {
            return flushed;
        }
        return readEntry(array, job);
    }
    Status flushUndecided()
    {
        if (!nsKeys) {
            decide(true);
        }
        auto pending = std::move(undecided);
        undecided.clear();
        for (const auto& [array, job] : pending) {
            if (auto read = readEntry(array, job); !read) {
                return read;
            }
        }
        return success();
    }

    Expected<FioRun> finish(const json& document)
    {
        if (!looksLikeFioDocument(document)) {
            return fail(QStringLiteral("%1: $: a JSON object without \"fio version\", \"jobs\" or \"client_stats\"; "
                                       "expected fio --output-format=json output")
                            .arg(fileName));
        }
        if (!started) {
            readHeader(document);
        }
        run.clientMode = document.contains("client_stats");
        const char* jobsKey = run.clientMode ? "client_stats" : "jobs";
        const QString jobsPath = JsonFields::member(QStringLiteral("$"), jobsKey);
        const json* jobs = reader.fields.array(document, jobsKey, QStringLiteral("$"));
        if (!jobs) {
            return fail(QStringLiteral("%1: %2: %3")
                            .arg(fileName, jobsPath,
                                reader.fields.failed() ? reader.fields.error() : QStringLiteral("missing")));
        }
        if (!started || (!sawGlobalOptions && document.contains("global options"))) {
            readGlobal(document);
            started = true;
        }
        for (const json& job : *jobs) { // the jobs that were not streamed
            if (auto added = addJob(jobsKey, job, nullptr); !added) {
                return fail(added.error());
            }
        }
        if (auto flushed = flushUndecided(); !flushed) {
            return fail(flushed.error());
        }
        if (reader.fields.failed()) {
            return fail(fileName + QStringLiteral(": ") + reader.fields.error());
        }
        run.jobs = std::move(entries[jobsKey]);
        for (FioJobEntry& entry : run.jobs) {
            entry.allClients = run.clientMode && entry.jobName == QLatin1String("All clients");
            QMap<QString, QString> options = globalOptions.value(QString());
            const auto hostOptions = globalOptions.value(entry.host);
            for (auto it = hostOptions.cbegin(); it != hostOptions.cend(); ++it) {
                options.insert(it.key(), it.value());
            }
            for (auto it = entry.options.cbegin(); it != entry.options.cend(); ++it) {
                options.insert(it.key(), it.value());
            }
            entry.options = options;
            entry.hasOptions = entry.hasOptions || !options.isEmpty();
        }
        distinguishHosts(run);
        return std::move(run);
    }
};

FioRunStream::FioRunStream(const QString& fileName)
    : m_fileName(fileName)
    , m_state(std::make_unique<State>(fileName))
{
    m_stream.arrays = { "jobs", "client_stats" };
    m_stream.packedObjects = { "bins" };
    m_stream.take = [this](const JsonDocument& document, const std::string& array, std::size_t index, json& job) {
        State& state = *m_state;
        if (!state.started) {
            state.readHeader(document.value);
            state.readGlobal(document.value);
            state.started = true;
        }
        if (index == 0) { // a repeated key: the last array wins, as in the document
            state.entries[array].clear();
            std::erase_if(state.undecided, [&](const auto& pending) { return pending.first == array; });
        }
        if (auto added = state.addJob(array, job, &job); !added) {
            return Status(
                fail(QStringLiteral("%1 (document starting on line %2)").arg(added.error()).arg(document.line)));
        }
        return success();
    };
}

FioRunStream::~FioRunStream() = default;

Expected<FioRun> FioRunStream::finish(const nlohmann::json& document)
{
    auto run = m_state->finish(document);
    m_state = std::make_unique<State>(m_fileName);
    return run;
}

Expected<FioRun> readFioRun(const nlohmann::json& document, const QString& fileName)
{
    FioRunStream stream(fileName);
    return stream.finish(document);
}

} // namespace headroom
