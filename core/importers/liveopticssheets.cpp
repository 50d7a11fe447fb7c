// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveopticssheets.h"

#include "xlsxtable.h"
#include "xlsxworkbook.h"

#include <cmath>
#include <functional>
#include <limits>

#include <QDate>
#include <QRegularExpression>

namespace headroom {

namespace {

const QString kDetails = QStringLiteral("Details");
const QString kHosts = QStringLiteral("ESX Hosts");
const QString kPerformance = QStringLiteral("ESX Performance");
const QString kNics = QStringLiteral("Host Network Adapters");
const QString kDisks = QStringLiteral("Host Disks");
const QString kVms = QStringLiteral("VM Performance");

constexpr double kMegabyte = 1e6; // the export's MB/s: 10^6 bytes
constexpr double kKibibyte = 1024; // the export's KB/sec: KiB, as its Memory (KB)
constexpr double kMillisecondNs = 1e6;

// The cells of one row read by header, the first problem kept: the row is read whole, then refused when a cell was
// wrong, with the message naming the sheet, row and column.
class RowReader {
public:
    RowReader(const XlsxTable& table, const XlsxRow& row)
        : m_table(table)
        , m_row(row)
    {
    }

    QString text(const QString& column) const { return m_table.text(m_row, column); }

    std::optional<double> number(const QString& column, double scale = 1)
    {
        const auto value = m_table.number(m_row, column);
        if (!value) {
            note(value.error());
            return std::nullopt;
        }
        if (*value && **value < 0) {
            note(QStringLiteral("%1: %2 is negative").arg(m_table.where(m_row, column)).arg(**value));
            return std::nullopt;
        }
        return *value ? std::optional<double>(**value * scale) : std::nullopt;
    }

    std::optional<int> whole(const QString& column)
    {
        const auto value = number(column);
        if (value && (*value != std::floor(*value) || *value > std::numeric_limits<int>::max())) {
            note(QStringLiteral("%1: '%2' is not a whole number").arg(m_table.where(m_row, column), text(column)));
            return std::nullopt;
        }
        return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
    }

    std::optional<bool> flag(const QString& column)
    {
        const auto value = m_table.flag(m_row, column);
        if (!value) {
            note(value.error());
            return std::nullopt;
        }
        return *value;
    }

    // "56% / 44%" → 56: the read share of a read/write ratio.
    std::optional<double> readPct(const QString& column)
    {
        static const QRegularExpression ratio(QStringLiteral(R"(^(\d+(?:\.\d+)?)\s*%\s*/\s*(\d+(?:\.\d+)?)\s*%$)"));
        const QString written = text(column);
        if (written.isEmpty()) {
            return std::nullopt;
        }
        const QRegularExpressionMatch match = ratio.match(written);
        const double read = match.hasMatch() ? match.captured(1).toDouble() : -1;
        if (!match.hasMatch() || read > 100 || match.captured(2).toDouble() > 100) {
            note(QStringLiteral("%1: '%2' is not a read/write ratio like '56% / 44%'")
                     .arg(m_table.where(m_row, column), written));
            return std::nullopt;
        }
        return read;
    }

    const QString& error() const { return m_error; }

private:
    void note(const QString& problem)
    {
        if (m_error.isEmpty()) {
            m_error = problem;
        }
    }

    const XlsxTable& m_table;
    const XlsxRow& m_row;
    QString m_error;
};

// The export being built: clusters in the order they first appear, hosts in sheet order.
class ExportBuilder {
public:
    explicit ExportBuilder(CustomerExport& out)
        : m_out(out)
    {
    }

    static QString clusterName(const QString& written)
    {
        return written.isEmpty() ? QStringLiteral("(no cluster)") : written;
    }

    CustomerCluster& cluster(const QString& written)
    {
        const QString name = clusterName(written);
        for (CustomerCluster& cluster : m_out.clusters) {
            if (cluster.name == name) {
                return cluster;
            }
        }
        CustomerCluster added;
        added.name = name;
        m_out.clusters.append(added);
        return m_out.clusters.last();
    }

    // The host of that name in any cluster (a host is in one cluster); else a new host of `clusterWritten`.
    CustomerHost& host(const QString& clusterWritten, const QString& name)
    {
        for (CustomerCluster& cluster : m_out.clusters) {
            for (CustomerHost& host : cluster.hosts) {
                if (host.name.compare(name, Qt::CaseInsensitive) == 0) {
                    return host;
                }
            }
        }
        CustomerCluster& owner = cluster(clusterWritten);
        CustomerHost added;
        added.name = name;
        owner.hosts.append(added);
        return owner.hosts.last();
    }

private:
    CustomerExport& m_out;
};

Expected<XlsxTable> tableOf(XlsxWorkbook& workbook, const QString& sheetName, const QStringList& columns)
{
    auto sheet = workbook.sheet(sheetName);
    if (!sheet) {
        return fail(sheet.error());
    }
    return XlsxTable::from(std::move(*sheet), columns, workbook.fileName());
}

// A row without the key column (a host, a VM) cannot be placed.
Status requireKey(const XlsxTable& table, const XlsxRow& row, const QString& column)
{
    if (table.text(row, column).isEmpty()) {
        return fail(QStringLiteral("%1: empty; every row names its %2").arg(table.where(row, column), column));
    }
    return success();
}

// A Details value as Excel shows it; a date typed as a date (a serial number of days since 1899-12-30) is written
// as Live Optics writes its dates as text, "2022/11/14".
QString detailsValue(const XlsxCell& cell, bool isDate)
{
    if (isDate && cell.type == XlsxCell::Type::Number && cell.number && *cell.number > 0 && *cell.number < 2958466) {
        return QDate(1899, 12, 30).addDays(static_cast<qint64>(*cell.number)).toString(QStringLiteral("yyyy/MM/dd"));
    }
    return cell.display().trimmed();
}

// Details: a column of labels and a column of values ("Project ID" | 1908663).
// Reads each row of `sheetName` through `read`: the sheet with `columns` (named when missing), each row naming its
// `columns[key]`, and the first cell that `read` could not take refusing the whole sheet.
Status forEachRow(XlsxWorkbook& workbook, const QString& sheetName, const QStringList& columns, qsizetype key,
    const std::function<void(RowReader&)>& read)
{
    const auto table = tableOf(workbook, sheetName, columns);
    if (!table) {
        return fail(table.error());
    }
    for (const XlsxRow& row : table->rows()) {
        if (auto named = requireKey(*table, row, columns[key]); !named) {
            return named;
        }
        RowReader cells(*table, row);
        read(cells);
        if (!cells.error().isEmpty()) {
            return fail(cells.error());
        }
    }
    return success();
}

Status readDetails(XlsxWorkbook& workbook, CustomerExport& out, QStringList& warnings)
{
    auto sheet = workbook.sheet(kDetails);
    if (!sheet) {
        return fail(sheet.error());
    }
    const std::pair<QString, QString*> fields[] = { { QStringLiteral("Project ID"), &out.projectId },
        { QStringLiteral("Project Name"), &out.projectName }, { QStringLiteral("Date"), &out.projectDate },
        { QStringLiteral("Collector Build Version"), &out.collectorVersion } };
    for (const XlsxRow& row : sheet->rows) {
        if (row.cells.isEmpty()) {
            continue;
        }
        const QString label = row.cells.first().display().trimmed();
        for (const auto& [name, field] : fields) {
            if (label.compare(name, Qt::CaseInsensitive) == 0) {
                *field = detailsValue(row.at(row.cells.firstKey() + 1), field == &out.projectDate);
            }
        }
    }
    for (const auto& [name, field] : fields) {
        if (field->isEmpty()) {
            warnings << QStringLiteral("%1: sheet '%2' has no '%3'").arg(workbook.fileName(), kDetails, name);
        }
    }
    return success();
}

Status readHosts(XlsxWorkbook& workbook, ExportBuilder& builder)
{
    const QStringList columns { QStringLiteral("Host Name"), QStringLiteral("Cluster"), QStringLiteral("Manufacturer"),
        QStringLiteral("Model"), QStringLiteral("CPU Sockets"), QStringLiteral("CPU Cores"),
        QStringLiteral("CPU Clock Speed (GHz)"), QStringLiteral("Memory (KB)") };
    return forEachRow(workbook, kHosts, columns, 0, [&](RowReader& cells) {
        CustomerHost& host = builder.host(cells.text(columns[1]), cells.text(columns[0]));
        host.manufacturer = cells.text(columns[2]);
        host.model = cells.text(columns[3]);
        host.cpuSockets = cells.whole(columns[4]);
        host.cpuCores = cells.whole(columns[5]);
        host.cpuGhz = cells.number(columns[6]);
        host.memoryKib = cells.number(columns[7]);
    });
}

Status readPerformance(XlsxWorkbook& workbook, ExportBuilder& builder)
{
    const QStringList c { QStringLiteral("Host"), QStringLiteral("Cluster"), QStringLiteral("Peak CPU %"),
        QStringLiteral("Average CPU %"), QStringLiteral("Peak IOPS"), QStringLiteral("Average IOPS"),
        QStringLiteral("Average Read/Write Ratio"), QStringLiteral("Peak Throughput MB/s"),
        QStringLiteral("Avg Throughput MB/s"), QStringLiteral("Peak Read Latency"),
        QStringLiteral("Peak Write Latency"), QStringLiteral("Avg Read Latency"), QStringLiteral("Avg Write Latency") };
    return forEachRow(workbook, kPerformance, c, 0, [&](RowReader& cells) {
        CustomerHost& host = builder.host(cells.text(c[1]), cells.text(c[0]));
        host.peakCpuPct = cells.number(c[2]);
        host.averageCpuPct = cells.number(c[3]);
        host.peakIops = cells.number(c[4]);
        host.averageIops = cells.number(c[5]);
        host.readWriteRatio = cells.text(c[6]);
        host.readPct = cells.readPct(c[6]);
        host.peakBytesPerSec = cells.number(c[7], kMegabyte);
        host.averageBytesPerSec = cells.number(c[8], kMegabyte);
        host.peakReadLatencyNs = cells.number(c[9], kMillisecondNs);
        host.peakWriteLatencyNs = cells.number(c[10], kMillisecondNs);
        host.averageReadLatencyNs = cells.number(c[11], kMillisecondNs);
        host.averageWriteLatencyNs = cells.number(c[12], kMillisecondNs);
    });
}

Status readNics(XlsxWorkbook& workbook, ExportBuilder& builder)
{
    const QStringList c { QStringLiteral("Cluster"), QStringLiteral("Host"), QStringLiteral("PNIC Name"),
        QStringLiteral("PNIC Speed (Mb/sec)"), QStringLiteral("PNIC Vendor"), QStringLiteral("PNIC Device Name") };
    return forEachRow(workbook, kNics, c, 1, [&](RowReader& cells) {
        CustomerNic nic { cells.text(c[2]), cells.number(c[3]), cells.text(c[4]), cells.text(c[5]) };
        builder.host(cells.text(c[0]), cells.text(c[1])).nics << nic;
    });
}

Status readDisks(XlsxWorkbook& workbook, ExportBuilder& builder)
{
    const QStringList c { QStringLiteral("Cluster"), QStringLiteral("Host"), QStringLiteral("Disk Name"),
        QStringLiteral("Disk Capacity (MB)"), QStringLiteral("Disk Model"), QStringLiteral("Disk Vendor"),
        QStringLiteral("SSD") };
    return forEachRow(workbook, kDisks, c, 1, [&](RowReader& cells) {
        CustomerDisk disk { cells.text(c[2]), cells.number(c[3]), cells.text(c[4]), cells.text(c[5]),
            cells.flag(c[6]) };
        builder.host(cells.text(c[0]), cells.text(c[1])).disks << disk;
    });
}

Status readVms(XlsxWorkbook& workbook, ExportBuilder& builder)
{
    const QStringList c { QStringLiteral("VM Name"), QStringLiteral("Host"), QStringLiteral("Cluster"),
        QStringLiteral("Peak IOPS"), QStringLiteral("Average IOPS"), QStringLiteral("Max KB/sec"),
        QStringLiteral("Average KB/sec"), QStringLiteral("Peak Read IOPS"), QStringLiteral("Peak Write IOPS"),
        QStringLiteral("Avg Read IOPS"), QStringLiteral("Avg Write IOPS") };
    return forEachRow(workbook, kVms, c, 0, [&](RowReader& cells) {
        CustomerVm vm { cells.text(c[0]), cells.text(c[1]), cells.number(c[3]), cells.number(c[4]),
            cells.number(c[5], kKibibyte), cells.number(c[6], kKibibyte), cells.number(c[7]), cells.number(c[8]),
            cells.number(c[9]), cells.number(c[10]) };
        builder.cluster(cells.text(c[2])).vms << vm;
    });
}

// A workbook without the sheets of a Live Optics VMware export is refused naming those it lacks.
Status requireSheets(const XlsxWorkbook& workbook)
{
    QStringList missing;
    for (const QString& name : liveOpticsRequiredSheets()) {
        if (!workbook.hasSheet(name)) {
            missing << QStringLiteral("'%1'").arg(name);
        }
    }
    if (missing.isEmpty()) {
        return success();
    }
    QStringList present;
    for (const QString& name : workbook.sheetNames()) {
        present << QStringLiteral("'%1'").arg(name);
    }
    return fail(QStringLiteral("%1: not a Live Optics VMware export: the workbook lacks the sheet%2 %3 (its sheets: "
                               "%4); export the VMware project from Live Optics as Excel")
                    .arg(workbook.fileName(), missing.size() > 1 ? QStringLiteral("s") : QString(),
                        missing.join(QStringLiteral(", ")),
                        present.isEmpty() ? QStringLiteral("none") : present.join(QStringLiteral(", "))));
}

QStringList hostsWithoutPerformance(const CustomerExport& out, const QString& fileName)
{
    QStringList warnings;
    for (const CustomerCluster& cluster : out.clusters) {
        for (const CustomerHost& host : cluster.hosts) {
            if (!host.peakIops && !host.peakCpuPct) {
                warnings << QStringLiteral("%1: host '%2' (cluster '%3') has no row in sheet '%4': its demand is not "
                                           "known")
                                .arg(fileName, host.name, cluster.name, kPerformance);
            }
        }
    }
    return warnings;
}

} // namespace

QStringList liveOpticsRequiredSheets()
{
    return { kDetails, kHosts, kPerformance, kNics };
}

QStringList liveOpticsOptionalSheets()
{
    return { kVms, kDisks };
}

bool isForeignWorkbook(QByteArrayView bytes)
{
    const auto workbook = XlsxWorkbook::open(bytes, QString());
    return workbook && !requireSheets(*workbook);
}

Expected<LiveOpticsRead> readLiveOptics(QByteArrayView bytes, const QString& fileName)
{
    auto workbook = XlsxWorkbook::open(bytes, fileName);
    if (!workbook) {
        return fail(workbook.error());
    }
    if (auto sheets = requireSheets(*workbook); !sheets) {
        return fail(sheets.error());
    }
    LiveOpticsRead read;
    ExportBuilder builder(read.exported);
    using Reader = Status (*)(XlsxWorkbook&, ExportBuilder&);
    const std::pair<QString, Reader> readers[] = { { kHosts, readHosts }, { kPerformance, readPerformance },
        { kNics, readNics }, { kDisks, readDisks }, { kVms, readVms } };
    if (auto details = readDetails(*workbook, read.exported, read.warnings); !details) {
        return fail(details.error());
    }
    for (const auto& [sheet, reader] : readers) {
        if (!workbook->hasSheet(sheet)) { // only an optional sheet can be absent here
            read.warnings << QStringLiteral("%1: no sheet '%2': read without it").arg(fileName, sheet);
            continue;
        }
        if (auto done = reader(*workbook, builder); !done) {
            return fail(done.error());
        }
    }
    if (read.exported.clusters.isEmpty()) {
        return fail(QStringLiteral("%1: sheet '%2' lists no host").arg(fileName, kHosts));
    }
    read.warnings << hostsWithoutPerformance(read.exported, fileName);
    return read;
}

} // namespace headroom
