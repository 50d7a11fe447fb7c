// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiojsonjob.h"

#include "model/printable.h"
#include "model/saturatingcast.h"

#include <algorithm>
#include <charconv>

namespace headroom::fiojson {

namespace {

using simdjson::SUCCESS;

constexpr std::array<std::string_view, LatencyKeyCount> kLatencyKeys { "slat_ns", "clat_ns", "lat_ns", "slat", "clat",
    "lat" };

enum DirectionField { IoBytes, Iops, Runtime, TotalIos, BwBytes, Bw, kLatencyProblem };

QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

void assign(double& field, std::optional<double>&& value)
{
    field = value.value_or(0);
}

template <typename T> void assign(std::optional<T>& field, std::optional<T>&& value)
{
    field = std::move(value);
}

// One member read with `read` into `field`, its problem (or none) kept under `id`: a duplicate key replaces both.
template <typename T, typename Id, typename Field>
error_code member(error_code (*read)(od::value&, const JsonStep&, Read<T>&), od::value& value, const JsonStep& at,
    Id id, Field& field, Problems<Id>& problems)
{
    Read<T> result;
    SIMDJSON_TRY(read(value, at, result));
    assign(field, std::move(result.value));
    problems.keep(id, std::move(result.problem));
    return SUCCESS;
}

// A percentile key ("99.900000") as a number: a plain decimal, as fio writes them ("%f"), from 0 to 100; nullopt for
// anything else ("NaN", "-1", "+1", "1e2" were read by QString::toDouble and then silently dropped as not above 0).
std::optional<double> percentKey(std::string_view key)
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

// A json+ bin's key as fio writes it ("1234": digits, no sign, no leading zero, at most 18 digits); nullopt for any
// other text.
std::optional<std::int64_t> binKey(std::string_view text)
{
    if (text.empty() || text.size() > 18 || (text.size() > 1 && text[0] == '0')) {
        return std::nullopt;
    }
    std::int64_t number = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        number = number * 10 + (c - '0');
    }
    return number;
}

error_code readPercentiles(od::object& object, const JsonStep& at, RawLatency& out)
{
    Problems<std::string> problems;
    for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        od::value value;
        SIMDJSON_TRY(field.value().get(value));
        od::json_type type {};
        SIMDJSON_TRY(value.type().get(type));
        const auto percent = percentKey(key);
        if (!percent || type != od::json_type::number) {
            SIMDJSON_TRY(skipValue(value));
            problems.set(std::string(key),
                QStringLiteral("%1: expected \"percent\": number (a percent from 0 to 100), found \"%2\": %3")
                    .arg(at.text(), printable(fromUtf8(key)), typeName(type)));
            continue;
        }
        od::number number;
        SIMDJSON_TRY(value.get_number().get(number));
        problems.clear(key);
        if (*percent > 0) { // fio pads older maps with "0.00": 0
            out.latency.percentilesNs[*percent] = number.as_double();
        }
    }
    out.problems.keep(LatencyField::Percentile, problems.first());
    return SUCCESS;
}

// json+ bins, "latency": count, in file order (fio writes them by latency); the keys stay in the file's unit.
error_code readBins(od::object& object, const JsonStep& at, RawLatency& out)
{
    Problems<std::string> problems;
    for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        od::value value;
        SIMDJSON_TRY(field.value().get(value));
        const std::string_view token = value.raw_json_token();
        od::json_type type {};
        SIMDJSON_TRY(value.type().get(type));
        const auto bucket = binKey(key);
        od::number number;
        if (type == od::json_type::number) {
            SIMDJSON_TRY(value.get_number().get(number));
        } else {
            SIMDJSON_TRY(skipValue(value));
        }
        // A count as fio writes it: digits ("-0", "1.0" and "1e3" are numbers, not counts).
        const bool count = type == od::json_type::number && !token.starts_with('-')
            && number.get_number_type() != od::number_type::floating_point_number;
        if (!bucket || !count) {
            problems.set(std::string(key),
                QStringLiteral("%1: expected \"latency\": count, found \"%2\": %3")
                    .arg(at.text(), printable(fromUtf8(key)), typeName(type)));
            continue;
        }
        problems.clear(key);
        out.latency.bins.emplace_back(
            *bucket, number.is_uint64() ? number.get_uint64() : static_cast<std::uint64_t>(number.get_int64()));
    }
    out.problems.keep(LatencyField::Bins, problems.first());
    return SUCCESS;
}

// A member that is an object read by `read`; one of another type is a problem under `id`.
template <typename Id, typename Raw>
error_code objectMember(od::value& value, const JsonStep& at, Id id, std::optional<Raw>& field, Problems<Id>& problems,
    error_code (*read)(od::object&, const JsonStep&, Raw&))
{
    od::object object;
    QString problem;
    SIMDJSON_TRY(readObject(value, at, object, problem));
    field.reset();
    if (problem.isEmpty()) {
        Raw raw;
        SIMDJSON_TRY(read(object, at, raw));
        field = std::move(raw);
    }
    problems.keep(id, std::move(problem));
    return SUCCESS;
}

error_code readLatencyObject(od::object& object, const JsonStep& at, RawLatency& out)
{
    out.latency.present = true;
    for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        od::value value;
        SIMDJSON_TRY(field.value().get(value));
        const JsonStep step = at.member(key);
        if (key == "min") {
            SIMDJSON_TRY(member(readNumber, value, step, LatencyField::Min, out.latency.minNs, out.problems));
        } else if (key == "max") {
            SIMDJSON_TRY(member(readNumber, value, step, LatencyField::Max, out.latency.maxNs, out.problems));
        } else if (key == "mean") {
            SIMDJSON_TRY(member(readNumber, value, step, LatencyField::Mean, out.latency.meanNs, out.problems));
        } else if (key == "stddev") {
            SIMDJSON_TRY(member(readNumber, value, step, LatencyField::Stddev, out.latency.stdevNs, out.problems));
        } else if (key == "N") {
            SIMDJSON_TRY(member(readCount, value, step, LatencyField::Samples, out.latency.samples, out.problems));
        } else if (key == "percentile" || key == "bins") {
            const bool bins = key == "bins";
            const auto id = bins ? LatencyField::Bins : LatencyField::Percentile;
            od::object members;
            QString problem;
            SIMDJSON_TRY(readObject(value, step, members, problem));
            (bins ? out.latency.bins.clear() : out.latency.percentilesNs.clear());
            out.problems.keep(id, problem);
            if (problem.isEmpty()) {
                SIMDJSON_TRY(bins ? readBins(members, step, out) : readPercentiles(members, step, out));
            }
        } else {
            SIMDJSON_TRY(skipValue(value));
        }
    }
    return SUCCESS;
}

error_code readDirectionObject(od::object& object, const JsonStep& at, RawDirection& out)
{
    for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        od::value value;
        SIMDJSON_TRY(field.value().get(value));
        const JsonStep step = at.member(key);
        if (key == "io_bytes") {
            SIMDJSON_TRY(member(readNumber, value, step, int(IoBytes), out.ioBytes, out.problems));
        } else if (key == "iops") {
            SIMDJSON_TRY(member(readNumber, value, step, int(Iops), out.iops, out.problems));
        } else if (key == "runtime") {
            SIMDJSON_TRY(member(readNumber, value, step, int(Runtime), out.runtimeMs, out.problems));
        } else if (key == "total_ios") {
            SIMDJSON_TRY(member(readCount, value, step, int(TotalIos), out.totalIos, out.problems));
        } else if (key == "bw_bytes") {
            SIMDJSON_TRY(member(readNumber, value, step, int(BwBytes), out.bwBytes, out.problems));
        } else if (key == "bw") {
            SIMDJSON_TRY(member(readNumber, value, step, int(Bw), out.bwKiB, out.problems));
        } else if (const auto it = std::find(kLatencyKeys.cbegin(), kLatencyKeys.cend(), key);
                   it != kLatencyKeys.cend()) {
            const auto latency = static_cast<LatencyKey>(it - kLatencyKeys.cbegin());
            out.nsKeys = out.nsKeys || latency == ClatNs || latency == LatNs;
            out.usKeys = out.usKeys || latency == ClatUs || latency == LatUs;
            SIMDJSON_TRY(objectMember(
                value, step, kLatencyProblem + int(latency), out.latencies[latency], out.problems, readLatencyObject));
        } else {
            SIMDJSON_TRY(skipValue(value));
        }
    }
    return SUCCESS;
}

error_code readJobMember(std::string_view key, od::value& value, const JsonStep& step, RawJob& out)
{
    using F = JobField;
    static constexpr std::array<std::pair<std::string_view, F>, 7> numbers { { { "groupid", F::GroupId },
        { "port", F::Port }, { "usr_cpu", F::UsrCpu }, { "sys_cpu", F::SysCpu }, { "eta", F::Eta },
        { "elapsed", F::Elapsed }, { "error", F::Error } } };
    std::optional<double>* const numberFields[]
        = { &out.groupId, &out.port, &out.usrCpu, &out.sysCpu, &out.eta, &out.elapsed, &out.error };
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (key == numbers[i].first) {
            return member(readNumber, value, step, numbers[i].second, *numberFields[i], out.problems);
        }
    }
    if (key == "jobname" || key == "hostname") {
        const bool name = key == "jobname";
        return member(readText, value, step, name ? F::JobName : F::Host, name ? out.jobName : out.host, out.problems);
    }
    if (key == "job options") {
        od::object object;
        QString problem;
        SIMDJSON_TRY(readObject(value, step, object, problem));
        out.options.reset();
        if (problem.isEmpty()) {
            QMap<QString, QString> options;
            SIMDJSON_TRY(readOptions(object, step, options, problem));
            out.options = std::move(options);
        }
        out.problems.keep(F::Options, std::move(problem));
        return SUCCESS;
    }
    static constexpr std::array<std::string_view, 3> kDirections { "read", "write", "mixed" };
    if (const auto it = std::find(kDirections.cbegin(), kDirections.cend(), key); it != kDirections.cend()) {
        const auto index = static_cast<std::size_t>(it - kDirections.cbegin());
        out.hasMixed = out.hasMixed || index == 2;
        return objectMember(value, step, static_cast<F>(int(F::Read) + int(index)), out.directions[index], out.problems,
            readDirectionObject);
    }
    return skipValue(value);
}

// Bins in latency order, one per latency (counts of equal latencies added up). fio writes them in order, so this
// is one pass.
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

FioLatency toLatency(std::optional<RawLatency>& raw, double scale)
{
    if (!raw) {
        return {};
    }
    FioLatency out = std::move(raw->latency);
    out.minNs *= scale;
    out.maxNs *= scale;
    out.meanNs *= scale;
    out.stdevNs *= scale;
    for (auto& [percent, ns] : out.percentilesNs) {
        ns *= scale;
    }
    if (scale != 1.0) {
        for (auto& [ns, count] : out.bins) {
            ns = saturatingCast<std::int64_t>(static_cast<double>(ns) * scale);
        }
    }
    sortBins(out.bins);
    return out;
}

// The first problem of a direction among the members its reading uses (bw only without bw_bytes and runtime; the
// latency objects of the document's unit).
QString directionProblem(const RawDirection& d, const std::array<LatencyKey, 3>& keys)
{
    for (const int id : { int(IoBytes), int(Iops), int(Runtime), int(TotalIos), int(BwBytes) }) {
        if (const QString* problem = d.problems.of(id)) {
            return *problem;
        }
    }
    if (const QString* problem = d.problems.of(Bw); problem && !d.bwBytes && d.runtimeMs.value_or(0) <= 0) {
        return *problem;
    }
    for (const LatencyKey key : keys) {
        if (const QString* problem = d.problems.of(kLatencyProblem + int(key))) {
            return *problem;
        }
        if (d.latencies[key] && !d.latencies[key]->problems.empty()) {
            return d.latencies[key]->problems.first();
        }
    }
    return {};
}

FioDirection toDirection(std::optional<RawDirection>& raw, bool nsKeys, QString& problem)
{
    FioDirection out;
    if (!raw) {
        return out;
    }
    RawDirection& d = *raw;
    const std::array<LatencyKey, 3> keys
        = nsKeys ? std::array { SlatNs, ClatNs, LatNs } : std::array { SlatUs, ClatUs, LatUs };
    problem = directionProblem(d, keys);
    const double latencyScale = nsKeys ? 1.0 : 1000.0; // fio 2.x: µs
    out.ioBytes = d.ioBytes.value_or(0) * (nsKeys ? 1.0 : 1024.0); // fio 2.x: KiB
    out.iops = d.iops.value_or(0);
    out.runtimeMs = d.runtimeMs.value_or(0);
    out.totalIosWritten = d.totalIos.has_value();
    out.totalIos = d.totalIos.value_or(0);
    if (d.bwBytes) {
        out.bytesPerSec = *d.bwBytes;
        out.bwBytesWritten = true;
    } else if (out.runtimeMs > 0) {
        out.bytesPerSec = out.ioBytes * 1000.0 / out.runtimeMs; // fio's own formula for bw_bytes
    } else {
        out.bytesPerSec = d.bwKiB.value_or(0) * 1024.0;
    }
    out.slat = toLatency(d.latencies[keys[0]], latencyScale);
    out.clat = toLatency(d.latencies[keys[1]], latencyScale);
    out.lat = toLatency(d.latencies[keys[2]], latencyScale);
    if (out.totalIos == 0 && out.lat.samples) {
        out.totalIos = *out.lat.samples;
    }
    return out;
}

} // namespace

std::optional<bool> RawJob::nanosecondKeys() const
{
    for (const auto& direction : directions) {
        if (direction && (direction->nsKeys || direction->usKeys)) {
            return direction->nsKeys;
        }
    }
    return std::nullopt;
}

error_code readOptions(
    od::object& object, const JsonStep& at, QMap<QString, QString>& options, QString& problem, Read<QString>* hostname)
{
    Problems<std::string> problems;
    for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        od::value value;
        SIMDJSON_TRY(field.value().get(value));
        const JsonStep step = at.member(key);
        const bool client = key == "hostname" || key == "port";
        if (key == "hostname" && hostname) {
            *hostname = {};
            SIMDJSON_TRY(readText(value, step, *hostname));
            continue;
        }
        od::json_type type {};
        SIMDJSON_TRY(value.type().get(type));
        if (type == od::json_type::string || type == od::json_type::number) {
            Read<QString> text;
            SIMDJSON_TRY(readTextUpTo(value, step, text, kMaxOptionBytes));
            if (client) {
                continue;
            }
            if (text.value) {
                options.insert(fromUtf8(key), *text.value);
                problems.clear(key);
            } else {
                options.remove(fromUtf8(key));
                problems.set(std::string(key), text.problem);
            }
            continue;
        }
        SIMDJSON_TRY(skipValue(value));
        if (!client) {
            options.remove(fromUtf8(key));
            problems.set(
                std::string(key), QStringLiteral("%1: expected a string, found %2").arg(step.text(), typeName(type)));
        }
    }
    problem = problems.first();
    return SUCCESS;
}

error_code readJob(od::object& object, const JsonStep& at, RawJob& out)
{
    for (auto field : object) {
        std::string_view key;
        SIMDJSON_TRY(field.unescaped_key().get(key));
        od::value value;
        SIMDJSON_TRY(field.value().get(value));
        SIMDJSON_TRY(readJobMember(key, value, at.member(key), out));
    }
    return SUCCESS;
}

FioJobEntry toEntry(RawJob&& job, bool nsKeys, QString& problem)
{
    FioJobEntry entry;
    entry.jsonPath = std::move(job.path);
    entry.jobName = job.jobName.value_or(QString());
    entry.groupId = saturatingCast<int>(job.groupId.value_or(0));
    entry.host = job.host.value_or(QString());
    entry.port = saturatingCast<int>(job.port.value_or(0));
    entry.usrCpuPct = job.usrCpu;
    entry.sysCpuPct = job.sysCpu;
    if (job.eta) {
        entry.eta = saturatingCast<std::int64_t>(*job.eta);
    }
    entry.elapsedSec = job.elapsed;
    entry.error = saturatingCast<int>(job.error.value_or(0));
    if (job.options) {
        entry.options = std::move(*job.options);
        entry.hasOptions = true;
    }
    FioDirection FioJobEntry::*const directions[] = { &FioJobEntry::read, &FioJobEntry::write, &FioJobEntry::mixed };
    for (std::size_t i = 0; i < 3; ++i) {
        QString inside;
        entry.*directions[i] = toDirection(job.directions[i], nsKeys, inside);
        if (!inside.isEmpty()) {
            job.problems.set(static_cast<JobField>(int(JobField::Read) + int(i)), inside);
        }
    }
    entry.unified = job.hasMixed;
    problem = job.problems.first();
    return entry;
}

} // namespace headroom::fiojson
