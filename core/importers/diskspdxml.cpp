// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskspdxml.h"

#include "diskspdxmltree.h"
#include "model/printable.h"

#include <cmath>

#include <QRegularExpression>
#include <QTimeZone>

namespace headroom {

namespace {

// Reads an element's children as DiskSpd wrote them; the first problem sticks and names the file, line and element.
class XmlFields {
public:
    explicit XmlFields(const QString& fileName)
        : m_fileName(fileName)
    {
    }

    const XmlElement* element(const XmlElement& parent, const char* name, bool required)
    {
        const XmlElement* found = parent.child(QLatin1String(name));
        if (!found && required) {
            problem(parent, QStringLiteral("no <%1> in <%2>").arg(QLatin1String(name), parent.name));
        }
        return found;
    }

    // A figure DiskSpd writes as a non-negative decimal number.
    std::optional<double> number(const XmlElement& parent, const char* name, bool required)
    {
        const XmlElement* e = element(parent, name, required);
        return e ? value(*e, e->text) : std::nullopt;
    }

    std::optional<double> value(const XmlElement& at, const QString& text)
    {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < 0) {
            problem(at, QStringLiteral("<%1> '%2' is not a non-negative number").arg(at.name, excerpt(text)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<std::int64_t> count(const XmlElement& parent, const char* name, bool required)
    {
        const auto v = number(parent, name, required);
        if (v && (*v != std::floor(*v) || *v > 9e18)) {
            problem(*parent.child(QLatin1String(name)),
                QStringLiteral("<%1> %2 is not a whole count").arg(QLatin1String(name)).arg(*v));
            return std::nullopt;
        }
        return v ? std::optional(static_cast<std::int64_t>(*v)) : std::nullopt;
    }

    std::optional<bool> flag(const XmlElement& parent, const char* name)
    {
        const XmlElement* e = element(parent, name, false);
        return e ? std::optional(e->text == QLatin1String("true")) : std::nullopt;
    }

    QString text(const XmlElement& parent, const char* name)
    {
        const XmlElement* e = element(parent, name, false);
        return e ? e->text : QString();
    }

    void problem(const XmlElement& at, const QString& what)
    {
        if (m_error.isEmpty()) {
            m_error = QStringLiteral("%1: line %2: %3").arg(m_fileName).arg(at.line).arg(what);
        }
    }

    bool failed() const { return !m_error.isEmpty(); }
    const QString& error() const { return m_error; }
    const QString& fileName() const { return m_fileName; }

private:
    QString m_fileName;
    QString m_error;
};

// "2021/04/14 23:25:42 UTC"
QDateTime runTime(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4})/(\\d{1,2})/(\\d{1,2}) (\\d{1,2}):(\\d{2}):(\\d{2})"));
    const auto m = pattern.match(text);
    if (!m.hasMatch()) {
        return {};
    }
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    const QTime time(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt());
    return date.isValid() && time.isValid() ? QDateTime(date, time, QTimeZone::utc()) : QDateTime();
}

void readTargetSettings(XmlFields& f, const XmlElement& t, DiskSpdTarget& target)
{
    const bool noOsCache = f.flag(t, "DisableOSCache").value_or(false);
    const bool noLocalCache = f.flag(t, "DisableLocalCache").value_or(false);
    // Absent cache elements are DiskSpd's default, the software cache on (2.1 and later write only what is set).
    target.softwareCacheDisabled = noOsCache;
    target.settings << (noOsCache ? QStringLiteral("software cache disabled")
            : noLocalCache        ? QStringLiteral("local software cache disabled, remote cache enabled")
                                  : QStringLiteral("software cache on"));
    target.settings << (f.flag(t, "WriteThrough").value_or(false) ? QStringLiteral("writethrough on")
                                                                  : QStringLiteral("writethrough off"));
    const std::pair<const char*, const char*> hints[] = { { "SequentialScan", "FILE_FLAG_SEQUENTIAL_SCAN hint" },
        { "RandomAccess", "FILE_FLAG_RANDOM_ACCESS hint" }, { "TemporaryFile", "FILE_ATTRIBUTE_TEMPORARY hint" },
        { "UseLargePages", "large pages" }, { "InterlockedSequential", "interlocked sequential" },
        { "MemoryMappedIo", "memory-mapped I/O" }, { "ParallelAsyncIO", "parallel async I/O" } };
    for (const auto& [element, text] : hints) {
        if (f.flag(t, element).value_or(false)) {
            target.settings << QLatin1String(text);
        }
    }
    if (const XmlElement* rate = f.element(t, "Throughput", false)) {
        const auto value = f.value(*rate, rate->text);
        if (value && *value > 0) {
            const bool iops = rate->attributes.value(QLatin1String("unit")) == QLatin1String("IOPS");
            target.settings << QStringLiteral("rate-limited to %1 %2 per thread")
                                   .arg(*value)
                                   .arg(iops ? QStringLiteral("IOPS") : QStringLiteral("B/ms"));
        }
    }
}

DiskSpdTarget readProfileTarget(XmlFields& f, const XmlElement& t)
{
    DiskSpdTarget target;
    target.path = f.text(t, "Path");
    target.blockSizeBytes = f.count(t, "BlockSize", true);
    target.writePct = f.number(t, "WriteRatio", false).value_or(0); // absent: DiskSpd's default, reads only
    target.outstandingPerThread = f.count(t, "RequestCount", false);
    target.threadsPerFile = f.count(t, "ThreadsPerFile", false);
    // <Random> (the alignment) marks random I/O; <RandomRatio> (2.1) a mix of random and sequential.
    if (f.element(t, "Random", false)) {
        target.randomPct = f.number(t, "RandomRatio", false).value_or(100);
    } else {
        target.randomPct = 0;
    }
    readTargetSettings(f, t, target);
    return target;
}

void readProfile(XmlFields& f, const XmlElement& ts, DiskSpdRun& run)
{
    run.durationSec = f.number(ts, "Duration", false);
    run.warmupSec = f.number(ts, "Warmup", false);
    run.cooldownSec = f.number(ts, "Cooldown", false);
    if (const auto pool = f.count(ts, "ThreadCount", false); pool && *pool > 0) {
        run.poolThreads = static_cast<int>(std::min<std::int64_t>(*pool, 1 << 30));
        if (const auto outstanding = f.count(ts, "RequestCount", false); outstanding && *outstanding > 0) {
            run.poolOutstandingPerThread = static_cast<int>(std::min<std::int64_t>(*outstanding, 1 << 30));
        }
    }
    run.measureLatency = f.flag(ts, "MeasureLatency").value_or(false);
    if (f.flag(ts, "CalculateIopsStdDev").value_or(false)) {
        run.ioBucketMs = f.number(ts, "IoBucketDuration", false);
    }
    const XmlElement* targets = f.element(ts, "Targets", true);
    if (!targets) {
        return;
    }
    for (const XmlElement* t : targets->childrenNamed(QLatin1String("Target"))) {
        run.targets << readProfileTarget(f, *t);
    }
    if (run.targets.isEmpty() && !f.failed()) {
        f.problem(*targets, QStringLiteral("<Targets> lists no <Target>"));
    }
}

void readCpu(XmlFields& f, const XmlElement& ts, DiskSpdRun& run)
{
    const XmlElement* cpu = f.element(ts, "CpuUtilization", false);
    if (!cpu) {
        return;
    }
    for (const XmlElement* c : cpu->childrenNamed(QLatin1String("CPU"))) {
        if (const auto usage = f.number(*c, "UsagePercent", true)) {
            run.cpuUsagePct.push_back(*usage);
        }
    }
    if (const XmlElement* average = f.element(*cpu, "Average", false)) {
        run.cpuUserPct = f.number(*average, "UserPercent", false);
        run.cpuKernelPct = f.number(*average, "KernelPercent", false);
    }
}

// <Latency>: the means and stdevs per direction, and one <Bucket> per percentile (0 is the minimum, 100 the maximum).
void readLatency(XmlFields& f, const XmlElement& latency, DiskSpdRun& run)
{
    run.readLatency.meanMs = f.number(latency, "AverageReadMilliseconds", false);
    run.readLatency.stdevMs = f.number(latency, "ReadLatencyStdev", false);
    run.writeLatency.meanMs = f.number(latency, "AverageWriteMilliseconds", false);
    run.writeLatency.stdevMs = f.number(latency, "WriteLatencyStdev", false);
    run.totalLatency.meanMs = f.number(latency, "AverageTotalMilliseconds", false);
    run.totalLatency.stdevMs = f.number(latency, "LatencyStdev", false);
    const std::pair<const char*, DiskSpdLatency*> directions[] = { { "ReadMilliseconds", &run.readLatency },
        { "WriteMilliseconds", &run.writeLatency }, { "TotalMilliseconds", &run.totalLatency } };
    for (const XmlElement* bucket : latency.childrenNamed(QLatin1String("Bucket"))) {
        const auto percent = f.number(*bucket, "Percentile", true);
        if (percent && *percent > 100) {
            f.problem(*bucket, QStringLiteral("<Percentile> %1 is over 100").arg(*percent));
        }
        for (const auto& [name, direction] : directions) {
            if (const auto ms = f.number(*bucket, name, false); ms && percent) {
                direction->percentilesMs[*percent] = *ms;
            }
        }
    }
}

std::optional<double> attribute(XmlFields& f, const XmlElement& e, const char* name)
{
    const QStringView text = e.attributes.value(QLatin1String(name));
    return text.isNull() ? std::nullopt : f.value(e, text.toString());
}

// <Iops>: DiskSpd's IOPS stdev and one <Bucket SampleMillisecond Read Write …/> per -D interval.
void readIops(XmlFields& f, const XmlElement& iops, DiskSpdRun& run)
{
    run.iopsStdDev = f.number(iops, "IopsStdDev", false);
    for (const XmlElement* bucket : iops.childrenNamed(QLatin1String("Bucket"))) {
        DiskSpdSample sample;
        const auto end = attribute(f, *bucket, "SampleMillisecond");
        const auto read = attribute(f, *bucket, "Read");
        const auto write = attribute(f, *bucket, "Write");
        if (!end || !read || !write) {
            f.problem(*bucket, QStringLiteral("an <Iops><Bucket> without SampleMillisecond, Read and Write"));
            return;
        }
        sample.endMs = *end;
        sample.readIos = *read;
        sample.writeIos = *write;
        if (*read > 0) {
            sample.readMeanMs = attribute(f, *bucket, "ReadAvgLatencyMilliseconds");
        }
        if (*write > 0) {
            sample.writeMeanMs = attribute(f, *bucket, "WriteAvgLatencyMilliseconds");
        }
        run.samples.push_back(sample);
    }
}

// One <Thread><Target>: its counts, checked against its own totals (a corrupted figure breaks the sum).
void readThreadTarget(XmlFields& f, int thread, const XmlElement& t, DiskSpdRun& run)
{
    DiskSpdThreadResult result;
    result.thread = thread;
    result.path = f.text(t, "Path");
    result.read.bytes = f.count(t, "ReadBytes", true).value_or(0);
    result.read.ios = f.count(t, "ReadCount", true).value_or(0);
    result.write.bytes = f.count(t, "WriteBytes", true).value_or(0);
    result.write.ios = f.count(t, "WriteCount", true).value_or(0);
    result.fileSizeBytes = f.count(t, "FileSize", false);
    const auto bytes = f.count(t, "BytesCount", false);
    const auto ios = f.count(t, "IOCount", false);
    if (!f.failed() && bytes && *bytes != addCounts(result.read.bytes, result.write.bytes)) {
        f.problem(t,
            QStringLiteral("<BytesCount> %1 is not <ReadBytes> + <WriteBytes> (%2 + %3)")
                .arg(*bytes)
                .arg(result.read.bytes)
                .arg(result.write.bytes));
    }
    if (!f.failed() && ios && *ios != addCounts(result.read.ios, result.write.ios)) {
        f.problem(t,
            QStringLiteral("<IOCount> %1 is not <ReadCount> + <WriteCount> (%2 + %3)")
                .arg(*ios)
                .arg(result.read.ios)
                .arg(result.write.ios));
    }
    run.read.bytes = addCounts(run.read.bytes, result.read.bytes);
    run.read.ios = addCounts(run.read.ios, result.read.ios);
    run.write.bytes = addCounts(run.write.bytes, result.write.bytes);
    run.write.ios = addCounts(run.write.ios, result.write.ios);
    run.threads << result;
}

void readResults(XmlFields& f, const XmlElement& ts, DiskSpdRun& run)
{
    if (const XmlElement* error = f.element(ts, "Error", false)) {
        f.problem(*error, QStringLiteral("DiskSpd reports: \"%1\"").arg(excerpt(error->text, 200)));
        return;
    }
    run.testTimeSec = f.number(ts, "TestTimeSeconds", true).value_or(0);
    if (!f.failed() && run.testTimeSec <= 0) {
        f.problem(*ts.child(QLatin1String("TestTimeSeconds")), QStringLiteral("<TestTimeSeconds> is 0"));
    }
    run.threadCount = static_cast<int>(std::min<std::int64_t>(f.count(ts, "ThreadCount", false).value_or(0), 1 << 30));
    readCpu(f, ts, run);
    if (const XmlElement* latency = f.element(ts, "Latency", false)) {
        readLatency(f, *latency, run);
    }
    if (const XmlElement* iops = f.element(ts, "Iops", false)) {
        readIops(f, *iops, run);
    }
    const auto threads = ts.childrenNamed(QLatin1String("Thread"));
    for (const XmlElement* thread : threads) {
        const int id = static_cast<int>(std::min<std::int64_t>(f.count(*thread, "Id", false).value_or(0), 1 << 30));
        for (const XmlElement* target : thread->childrenNamed(QLatin1String("Target"))) {
            readThreadTarget(f, id, *target, run);
        }
    }
    if (!f.failed() && run.threads.isEmpty()) {
        f.problem(ts, QStringLiteral("<TimeSpan> holds no <Thread><Target> results"));
    }
    if (run.threadCount == 0) {
        run.threadCount = static_cast<int>(threads.size());
    }
}

void readSystem(XmlFields& f, const XmlElement& root, DiskSpdRun& run)
{
    if (const XmlElement* system = f.element(root, "System", false)) {
        run.computerName = f.text(*system, "ComputerName");
        run.startTime = runTime(f.text(*system, "RunTime"));
        if (const XmlElement* tool = f.element(*system, "Tool", false)) {
            run.version = f.text(*tool, "Version");
        }
    }
}

} // namespace

bool looksLikeDiskSpdXml(const QString& head)
{
    QStringView text = QStringView(head).trimmed();
    if (text.startsWith(QChar(0xFEFF))) {
        text = text.mid(1).trimmed();
    }
    if (text.startsWith(QLatin1String("<?xml"))) {
        const auto end = text.indexOf(QLatin1String("?>"));
        text = end < 0 ? QStringView() : text.mid(end + 2).trimmed();
    }
    return (text.startsWith(QLatin1String("<Results>")) || text.startsWith(QLatin1String("<Results ")))
        && (text.contains(QLatin1String("<System>")) || text.contains(QLatin1String("<Profile>")));
}

Expected<QList<DiskSpdRun>> readDiskSpdXml(const QByteArray& bytes, const QString& fileName)
{
    const auto root = readXmlTree(bytes, fileName);
    if (!root) {
        return root.failure();
    }
    XmlFields f(fileName);
    if (root->name != QLatin1String("Results")) {
        return fail(QStringLiteral("%1: line %2: the root element <%3> is not DiskSpd's <Results>: not a DiskSpd XML "
                                   "report")
                        .arg(fileName)
                        .arg(root->line)
                        .arg(excerpt(root->name, 40)));
    }
    DiskSpdRun common;
    common.report = QStringLiteral("xml");
    readSystem(f, *root, common);
    const XmlElement* profile = f.element(*root, "Profile", true);
    const XmlElement* spans = profile ? f.element(*profile, "TimeSpans", true) : nullptr;
    const auto profileSpans
        = spans ? spans->childrenNamed(QLatin1String("TimeSpan")) : std::vector<const XmlElement*>();
    const auto resultSpans = root->childrenNamed(QLatin1String("TimeSpan"));
    if (!f.failed() && resultSpans.empty()) {
        f.problem(*root, QStringLiteral("<Results> holds no <TimeSpan> results (a truncated report?)"));
    }
    if (!f.failed() && resultSpans.size() != profileSpans.size()) {
        f.problem(*spans,
            QStringLiteral("<Profile> has %1 timespans and <Results> %2")
                .arg(profileSpans.size())
                .arg(resultSpans.size()));
    }
    QList<DiskSpdRun> runs;
    for (std::size_t i = 0; i < resultSpans.size() && !f.failed(); ++i) {
        DiskSpdRun run = common;
        run.where = QStringLiteral("<TimeSpan> on line %1").arg(resultSpans[i]->line);
        readProfile(f, *profileSpans[i], run);
        readResults(f, *resultSpans[i], run);
        runs << run;
    }
    if (f.failed()) {
        return fail(f.error());
    }
    return runs;
}

} // namespace headroom
