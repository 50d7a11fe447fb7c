// SPDX-License-Identifier: GPL-3.0-or-later
// The tree reader of fio JSON as the product had it before issue 27 (fiojsonreader.cpp, jsonfields.cpp at 38d9174),
// reduced to reading one whole nlohmann document: the test oracle of the On Demand engine.
#include "fiooracle.h"

#include "importers/jsonpath.h"
#include "model/printable.h"
#include "model/saturatingcast.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include <QMap>
#include <QSet>

#include <nlohmann/json.hpp>

namespace headroom::test {

namespace {

using json = nlohmann::json;

// Typed access to members that remembers the first type error with its JSON path.
struct Fields {
    QString error;

    void addError(const QString& message)
    {
        if (error.isEmpty()) {
            error = message;
        }
    }
    static QString typeName(const json& value) { return QString::fromLatin1(value.type_name()); }
    std::optional<double> number(const json& object, const char* key, const QString& path)
    {
        const auto it = object.find(key);
        if (it == object.end()) {
            return std::nullopt;
        }
        if (it->is_number() && std::isfinite(it->get<double>())) {
            return it->get<double>();
        }
        addError(QStringLiteral("%1: expected a number, found %2").arg(jsonMember(path, key), typeName(*it)));
        return std::nullopt;
    }
    std::optional<std::uint64_t> count(const json& object, const char* key, const QString& path)
    {
        const auto value = number(object, key, path);
        if (!value) {
            return std::nullopt;
        }
        if (*value < 0 || *value >= 18446744073709551616.0 || std::floor(*value) != *value) {
            addError(QStringLiteral("%1: not a count").arg(jsonMember(path, key)));
            return std::nullopt;
        }
        if (const auto exact = object.find(key); exact->is_number_unsigned()) {
            return exact->get<std::uint64_t>();
        }
        return static_cast<std::uint64_t>(*value);
    }
    std::optional<QString> string(const json& object, const char* key, const QString& path)
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null()) {
            return std::nullopt;
        }
        if (it->is_string()) {
            return QString::fromStdString(it->get<std::string>());
        }
        if (it->is_number()) {
            return QString::fromStdString(it->dump());
        }
        addError(QStringLiteral("%1: expected a string, found %2").arg(jsonMember(path, key), typeName(*it)));
        return std::nullopt;
    }
    const json* object(const json& parent, const char* key, const QString& path)
    {
        const auto it = parent.find(key);
        if (it == parent.end()) {
            return nullptr;
        }
        if (!it->is_object()) {
            addError(QStringLiteral("%1: expected an object, found %2").arg(jsonMember(path, key), typeName(*it)));
            return nullptr;
        }
        return &*it;
    }
};

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

std::optional<std::int64_t> binKey(const std::string& text)
{
    if (text.empty() || text.size() > 18 || (text.size() > 1 && text[0] == '0')
        || !std::all_of(text.cbegin(), text.cend(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    return std::stoll(text);
}

void sortBins(std::vector<std::pair<std::int64_t, std::uint64_t>>& bins)
{
    std::stable_sort(bins.begin(), bins.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
}

struct Reader {
    Fields fields;
    double latencyScale = 1.0;
    double ioBytesScale = 1.0;

    void readMaps(const json& latency, const QString& at, FioLatency& out)
    {
        if (const json* percentiles = fields.object(latency, "percentile", at)) {
            for (auto it = percentiles->begin(); it != percentiles->end(); ++it) {
                const auto percent = percentKey(it.key());
                if (!percent || !it->is_number()) {
                    fields.addError(jsonMember(at, "percentile") + QStringLiteral(": not a percentile"));
                    return;
                }
                if (*percent > 0) {
                    out.percentilesNs[*percent] = it->get<double>() * latencyScale;
                }
            }
        }
        if (const json* bins = fields.object(latency, "bins", at)) {
            for (auto it = bins->begin(); it != bins->end(); ++it) {
                const auto bucket = binKey(it.key());
                if (!bucket || !it->is_number_unsigned()) {
                    fields.addError(jsonMember(at, "bins") + QStringLiteral(": not a bin"));
                    return;
                }
                out.bins.emplace_back(saturatingCast<std::int64_t>(static_cast<double>(*bucket) * latencyScale),
                    it->get<std::uint64_t>());
            }
            sortBins(out.bins);
        }
    }

    FioLatency readLatency(const json& direction, const char* key, const QString& path)
    {
        FioLatency out;
        const json* latency = fields.object(direction, key, path);
        if (!latency) {
            return out;
        }
        const QString at = jsonMember(path, key);
        out.present = true;
        out.minNs = fields.number(*latency, "min", at).value_or(0) * latencyScale;
        out.maxNs = fields.number(*latency, "max", at).value_or(0) * latencyScale;
        out.meanNs = fields.number(*latency, "mean", at).value_or(0) * latencyScale;
        out.stdevNs = fields.number(*latency, "stddev", at).value_or(0) * latencyScale;
        out.samples = fields.count(*latency, "N", at);
        readMaps(*latency, at, out);
        return out;
    }

    FioDirection readDirection(const json& job, const char* key, const QString& path, bool nsKeys)
    {
        FioDirection out;
        const json* direction = fields.object(job, key, path);
        if (!direction) {
            return out;
        }
        const QString at = jsonMember(path, key);
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
            out.bytesPerSec = out.ioBytes * 1000.0 / out.runtimeMs;
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
                fields.addError(jsonMember(path, it.key().c_str()) + QStringLiteral(": not a string"));
            }
        }
        options.remove(QStringLiteral("hostname"));
        options.remove(QStringLiteral("port"));
        return options;
    }

    QMap<QString, QMap<QString, QString>> readGlobalOptions(const json& document)
    {
        QMap<QString, QMap<QString, QString>> byHost;
        const auto it = document.find("global options");
        const QString path = QStringLiteral("$[\"global options\"]");
        if (it == document.end()) {
            return byHost;
        }
        if (it->is_object()) {
            byHost.insert(QString(), readOptions(*it, path));
        } else if (it->is_array()) {
            for (std::size_t i = 0; i < it->size(); ++i) {
                const json& entry = (*it)[i];
                if (!entry.is_object()) {
                    fields.addError(jsonElement(path, i) + QStringLiteral(": not an object"));
                    continue;
                }
                const QString host = fields.string(entry, "hostname", path).value_or(QString());
                const auto read = readOptions(entry, jsonElement(path, i));
                for (auto option = read.cbegin(); option != read.cend(); ++option) {
                    byHost[host].insert(option.key(), option.value());
                }
            }
        } else {
            fields.addError(path + QStringLiteral(": not an object or an array"));
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
            entry.options = readOptions(*options, jsonMember(path, "job options"));
            entry.hasOptions = true;
        }
        entry.read = readDirection(job, "read", path, nsKeys);
        entry.write = readDirection(job, "write", path, nsKeys);
        entry.unified = job.contains("mixed");
        entry.mixed = readDirection(job, "mixed", path, nsKeys);
        return entry;
    }
};

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

Expected<FioRun> readFioRun(const json& document, const QString& fileName)
{
    if (!document.is_object()
        || !(document.contains("fio version") || document.contains("jobs") || document.contains("client_stats"))) {
        return fail(fileName + QStringLiteral(": not fio output"));
    }
    Reader reader;
    FioRun run;
    run.fioVersion = reader.fields.string(document, "fio version", QStringLiteral("$")).value_or(QString());
    if (const auto timestamp = reader.fields.number(document, "timestamp", QStringLiteral("$"))) {
        run.timestampSec = saturatingCast<std::int64_t>(*timestamp);
    }
    run.clientMode = document.contains("client_stats");
    const char* jobsKey = run.clientMode ? "client_stats" : "jobs";
    const auto jobs = document.find(jobsKey);
    if (jobs == document.end() || !jobs->is_array()) {
        return fail(fileName + QStringLiteral(": no jobs array"));
    }
    const auto globalOptions = reader.readGlobalOptions(document);
    bool nsKeys = true;
    for (const json& job : *jobs) {
        if (const auto decided = job.is_object() ? nanosecondKeys(job) : std::nullopt) {
            nsKeys = *decided;
            break;
        }
    }
    run.microsecondKeys = !nsKeys;
    reader.latencyScale = nsKeys ? 1.0 : 1000.0;
    reader.ioBytesScale = nsKeys ? 1.0 : 1024.0;
    for (std::size_t i = 0; i < jobs->size(); ++i) {
        const QString path = jsonElement(jsonMember(QStringLiteral("$"), jobsKey), i);
        if (!(*jobs)[i].is_object()) {
            return fail(path + QStringLiteral(": not an object"));
        }
        run.jobs.push_back(reader.readJob((*jobs)[i], path, nsKeys));
    }
    if (!reader.fields.error.isEmpty()) {
        return fail(fileName + QStringLiteral(": ") + reader.fields.error);
    }
    for (FioJobEntry& entry : run.jobs) {
        entry.allClients = run.clientMode && entry.jobName == QLatin1String("All clients");
        QMap<QString, QString> options = globalOptions.value(QString());
        options.insert(globalOptions.value(entry.host));
        options.insert(entry.options);
        entry.options = options;
        entry.hasOptions = entry.hasOptions || !options.isEmpty();
    }
    distinguishHosts(run);
    return run;
}

qsizetype nextObjectStart(const QByteArray& bytes, qsizetype from)
{
    bool lineStart = from == 0 || bytes[from - 1] == '\n';
    for (qsizetype i = from; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '{' && lineStart) {
            return i;
        }
        lineStart = c == '\n' || (lineStart && (c == ' ' || c == '\t' || c == '\r'));
    }
    return -1;
}

} // namespace

Expected<std::vector<FioRun>> oracleFioRuns(const QByteArray& bytes, const QString& fileName)
{
    std::vector<FioRun> runs;
    for (qsizetype begin = nextObjectStart(bytes, 0); begin >= 0;) {
        std::istringstream in(bytes.sliced(begin).toStdString());
        json document;
        try {
            in >> document; // one value, the text after it left unread
        } catch (const json::exception& e) {
            return fail(fileName + QStringLiteral(": ") + QString::fromUtf8(e.what()));
        }
        auto run = readFioRun(document, fileName);
        if (!run) {
            return run.failure();
        }
        run->line = static_cast<int>(bytes.first(begin).count('\n')) + 1;
        runs.push_back(std::move(*run));
        const auto consumed = static_cast<qsizetype>(in.tellg());
        begin = nextObjectStart(bytes, consumed < 0 ? bytes.size() : begin + consumed);
    }
    return runs;
}

} // namespace headroom::test
