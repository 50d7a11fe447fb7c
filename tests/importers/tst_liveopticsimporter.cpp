// SPDX-License-Identifier: GPL-3.0-or-later
// The Live Optics importer against a real export (tests/data/liveoptics), every figure it reads held to an
// independent reading of the same file (liveoptics_oracle.py: python's zipfile + xml.etree); its refusals built at
// test time (liveoptics_inputs.py), each naming its cause and what to do.
#include "importers/formatdetection.h"
#include "importers/importplan.h"
#include "importers/liveopticsimporter.h"
#include "importers/parsedsource.h"
#include "importers/xlsxpackage.h"
#include "importers/xlsxsheet.h"
#include "importers/xlsxtable.h"

#include <algorithm>
#include <optional>

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

const QString kSourceDir = QStringLiteral(HEADROOM_SOURCE_DIR);
const QString kExport = kSourceDir + QStringLiteral("/tests/data/liveoptics/liveoptics-vsphere-2clusters.xlsx");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs one of this folder's python scripts: its output, or nothing when it does not exit 0 (the test then fails).
std::optional<QByteArray> runPython(const QString& script, const QStringList& arguments)
{
    QProcess python;
    python.start(QStringLiteral("python3"),
        QStringList { kSourceDir + QStringLiteral("/tests/importers/") + script } + arguments);
    if (!python.waitForFinished(120000) || python.exitStatus() != QProcess::NormalExit || python.exitCode() != 0) {
        qWarning("python3 %s %s: %s %s", qPrintable(script), qPrintable(arguments.join(QLatin1Char(' '))),
            qPrintable(python.errorString()), python.readAllStandardError().constData());
        return std::nullopt;
    }
    return python.readAllStandardOutput();
}

// Builds a test input with liveoptics_inputs.py.
bool buildInput(const QStringList& arguments)
{
    return runPython(QStringLiteral("liveoptics_inputs.py"), arguments).has_value();
}

const CustomerHost* findHost(const CustomerExport& exported, const QString& name, QString* cluster = nullptr)
{
    for (const CustomerCluster& c : exported.clusters) {
        for (const CustomerHost& host : c.hosts) {
            if (host.name == name) {
                if (cluster) {
                    *cluster = c.name;
                }
                return &host;
            }
        }
    }
    return nullptr;
}

// The oracle's number (a JSON number, or null for an empty cell) scaled as the importer states its unit.
std::optional<double> oracleNumber(const QJsonObject& row, const QString& header, double scale = 1)
{
    const QJsonValue value = row.value(header);
    return value.isDouble() ? std::optional<double>(value.toDouble() * scale) : std::nullopt;
}

QString describe(const std::optional<double>& value)
{
    return value ? QString::number(*value, 'g', 17) : QStringLiteral("empty");
}

} // namespace

class TestLiveOpticsImporter : public QObject {
    Q_OBJECT

private:
    QByteArray m_bytes;
    CustomerExport m_export;
    QJsonObject m_oracle;
    QTemporaryDir m_dir;

    QString input(const QString& name) const { return m_dir.filePath(name); }

    void compareFigure(
        const std::optional<double>& imported, const QJsonObject& row, const QString& header, double scale = 1)
    {
        const std::optional<double> expected = oracleNumber(row, header, scale);
        const QString where = QStringLiteral("row %1, '%2': imported %3, oracle %4")
                                  .arg(row.value(QStringLiteral("_row")).toInt())
                                  .arg(header, describe(imported), describe(expected));
        QVERIFY2(imported.has_value() == expected.has_value(), qPrintable(where));
        if (expected) {
            QVERIFY2(*imported == *expected, qPrintable(where)); // both correctly rounded from the same digits
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_bytes = readFile(kExport);
        QVERIFY(!m_bytes.isEmpty());
        const auto read = readLiveOpticsExport(m_bytes, QStringLiteral("export.xlsx"));
        QVERIFY2(read, qPrintable(read ? QString() : read.error()));
        m_export = *read;
        const auto json = runPython(QStringLiteral("liveoptics_oracle.py"), { kExport });
        QVERIFY2(json, "the oracle (python3 tests/importers/liveoptics_oracle.py) failed");
        m_oracle = QJsonDocument::fromJson(*json).object();
        QVERIFY(!m_oracle.isEmpty());
    }

    void detailsMatchOracle()
    {
        const QJsonObject details = m_oracle.value(QStringLiteral("Details")).toObject();
        QCOMPARE(m_export.projectId, details.value(QStringLiteral("Project ID")).toString());
        QCOMPARE(m_export.projectName, details.value(QStringLiteral("Project Name")).toString());
        QCOMPARE(m_export.projectDate, details.value(QStringLiteral("Date")).toString());
        QCOMPARE(m_export.collectorVersion, details.value(QStringLiteral("Collector Build Version")).toString());
        // What the file says, as a reader sees it in Excel.
        QCOMPARE(m_export.projectId, QStringLiteral("1908663"));
        QCOMPARE(m_export.projectDate, QStringLiteral("2022/11/14"));
        QCOMPARE(m_export.collectorVersion, QStringLiteral("23.3.11.78"));
    }

    // Clusters in the order they first appear in 'ESX Hosts', hosts in its row order, inventory as the oracle reads it.
    void hostInventoryMatchesOracle()
    {
        const QJsonArray rows = m_oracle.value(QStringLiteral("ESX Hosts")).toArray();
        QStringList clusters;
        QMap<QString, QStringList> hostsOf;
        for (const QJsonValue& value : rows) {
            const QJsonObject row = value.toObject();
            const QString cluster = row.value(QStringLiteral("Cluster")).toString();
            if (!clusters.contains(cluster)) {
                clusters << cluster;
            }
            hostsOf[cluster] << row.value(QStringLiteral("Host Name")).toString();
            QString importedCluster;
            const CustomerHost* host = findHost(m_export, hostsOf[cluster].last(), &importedCluster);
            QVERIFY2(host, qPrintable(hostsOf[cluster].last()));
            QCOMPARE(importedCluster, cluster);
            QCOMPARE(host->manufacturer, row.value(QStringLiteral("Manufacturer")).toString());
            QCOMPARE(host->model, row.value(QStringLiteral("Model")).toString());
            QCOMPARE(std::optional<double>(host->cpuSockets), oracleNumber(row, QStringLiteral("CPU Sockets")));
            QCOMPARE(std::optional<double>(host->cpuCores), oracleNumber(row, QStringLiteral("CPU Cores")));
            compareFigure(host->cpuGhz, row, QStringLiteral("CPU Clock Speed (GHz)"));
            compareFigure(host->memoryKib, row, QStringLiteral("Memory (KB)"));
        }
        QCOMPARE(m_export.clusters.size(), clusters.size());
        for (qsizetype i = 0; i < clusters.size(); ++i) {
            QCOMPARE(m_export.clusters[i].name, clusters[i]);
            QStringList names;
            for (const CustomerHost& host : m_export.clusters[i].hosts) {
                names << host.name;
            }
            QCOMPARE(names, hostsOf[clusters[i]]);
        }
        QCOMPARE(clusters, (QStringList { QStringLiteral("zColo_06"), QStringLiteral("zColo_08") }));
    }

    // Every figure of 'ESX Performance': MB/s taken as 10^6 bytes/s, latencies in ms made ns, "56% / 44%" → 56.
    void performanceMatchesOracle()
    {
        const QJsonArray rows = m_oracle.value(QStringLiteral("ESX Performance")).toArray();
        QCOMPARE(rows.size(), 5);
        for (const QJsonValue& value : rows) {
            const QJsonObject row = value.toObject();
            QString cluster;
            const CustomerHost* host = findHost(m_export, row.value(QStringLiteral("Host")).toString(), &cluster);
            QVERIFY(host);
            QCOMPARE(cluster, row.value(QStringLiteral("Cluster")).toString());
            compareFigure(host->peakCpuPct, row, QStringLiteral("Peak CPU %"));
            compareFigure(host->averageCpuPct, row, QStringLiteral("Average CPU %"));
            compareFigure(host->peakIops, row, QStringLiteral("Peak IOPS"));
            compareFigure(host->averageIops, row, QStringLiteral("Average IOPS"));
            QCOMPARE(host->readWriteRatio, row.value(QStringLiteral("Average Read/Write Ratio")).toString());
            compareFigure(host->readPct, row, QStringLiteral("_read_pct"));
            compareFigure(host->peakBytesPerSec, row, QStringLiteral("Peak Throughput MB/s"), 1e6);
            compareFigure(host->averageBytesPerSec, row, QStringLiteral("Avg Throughput MB/s"), 1e6);
            compareFigure(host->peakReadLatencyNs, row, QStringLiteral("Peak Read Latency"), 1e6);
            compareFigure(host->peakWriteLatencyNs, row, QStringLiteral("Peak Write Latency"), 1e6);
            compareFigure(host->averageReadLatencyNs, row, QStringLiteral("Avg Read Latency"), 1e6);
            compareFigure(host->averageWriteLatencyNs, row, QStringLiteral("Avg Write Latency"), 1e6);
        }
    }

    // Excel's digits are the double they spell: "2.2999999999999998" is 2.3, "613.20000000000005" is 613.2.
    void excelDigitsAreTheirDouble()
    {
        const CustomerHost* first = findHost(m_export, QStringLiteral("phcva381.hospital.org"));
        QVERIFY(first);
        QCOMPARE(first->peakBytesPerSec.value(), 2.3 * 1e6);
        QCOMPARE(first->readPct.value(), 56.0);
        QCOMPARE(first->readWriteRatio, QStringLiteral("56% / 44%"));
        const CustomerHost* last = findHost(m_export, QStringLiteral("phcva845.hospital.org"));
        QVERIFY(last);
        QCOMPARE(last->peakBytesPerSec.value(), 613.2 * 1e6);
        QCOMPARE(last->peakWriteLatencyNs.value(), 6.1 * 1e6);
    }

    // Every row of 'Host Network Adapters', per host in sheet order.
    void nicsMatchOracle()
    {
        const QJsonArray rows = m_oracle.value(QStringLiteral("Host Network Adapters")).toArray();
        QCOMPARE(rows.size(), 10);
        QMap<QString, int> seen;
        for (const QJsonValue& value : rows) {
            const QJsonObject row = value.toObject();
            QString cluster;
            const CustomerHost* host = findHost(m_export, row.value(QStringLiteral("Host")).toString(), &cluster);
            QVERIFY(host);
            QCOMPARE(cluster, row.value(QStringLiteral("Cluster")).toString());
            const int index = seen[host->name]++;
            QVERIFY(index < host->nics.size());
            const CustomerNic& nic = host->nics[index];
            QCOMPARE(nic.name, row.value(QStringLiteral("PNIC Name")).toString());
            compareFigure(nic.speedMbps, row, QStringLiteral("PNIC Speed (Mb/sec)"));
            QCOMPARE(nic.vendor, row.value(QStringLiteral("PNIC Vendor")).toString());
            QCOMPARE(nic.device, row.value(QStringLiteral("PNIC Device Name")).toString());
        }
        for (const CustomerCluster& cluster : m_export.clusters) {
            for (const CustomerHost& host : cluster.hosts) {
                QCOMPARE(host.nics.size(), seen.value(host.name));
            }
        }
    }

    // Host Disks and VM Performance: counts, SSD flags and every VM figure (KB/sec taken as KiB/s).
    void disksAndVmsMatchOracle()
    {
        QMap<QString, int> disks;
        QMap<QString, int> ssds;
        for (const QJsonValue& value : m_oracle.value(QStringLiteral("Host Disks")).toArray()) {
            const QJsonObject row = value.toObject();
            ++disks[row.value(QStringLiteral("Host")).toString()];
            if (row.value(QStringLiteral("SSD")).toString() == QLatin1String("TRUE")) {
                ++ssds[row.value(QStringLiteral("Host")).toString()];
            }
        }
        for (const CustomerCluster& cluster : m_export.clusters) {
            for (const CustomerHost& host : cluster.hosts) {
                QCOMPARE(host.disks.size(), disks.value(host.name));
                const auto ssd = std::count_if(host.disks.cbegin(), host.disks.cend(),
                    [](const CustomerDisk& d) { return d.ssd == std::optional<bool>(true); });
                QCOMPARE(int(ssd), ssds.value(host.name));
            }
        }
        QList<CustomerVm> vms;
        for (const CustomerCluster& cluster : m_export.clusters) {
            vms += cluster.vms;
        }
        const QJsonArray rows = m_oracle.value(QStringLiteral("VM Performance")).toArray();
        QCOMPARE(vms.size(), rows.size());
        for (const QJsonValue& value : rows) {
            const QJsonObject row = value.toObject();
            const auto vm = std::find_if(vms.cbegin(), vms.cend(),
                [&](const CustomerVm& v) { return v.name == row.value(QStringLiteral("VM Name")).toString(); });
            QVERIFY(vm != vms.cend());
            QCOMPARE(vm->host, row.value(QStringLiteral("Host")).toString());
            compareFigure(vm->peakIops, row, QStringLiteral("Peak IOPS"));
            compareFigure(vm->averageIops, row, QStringLiteral("Average IOPS"));
            compareFigure(vm->peakBytesPerSec, row, QStringLiteral("Max KB/sec"), 1024);
            compareFigure(vm->averageBytesPerSec, row, QStringLiteral("Average KB/sec"), 1024);
            compareFigure(vm->peakReadIops, row, QStringLiteral("Peak Read IOPS"));
            compareFigure(vm->peakWriteIops, row, QStringLiteral("Peak Write IOPS"));
            compareFigure(vm->averageReadIops, row, QStringLiteral("Avg Read IOPS"));
            compareFigure(vm->averageWriteIops, row, QStringLiteral("Avg Write IOPS"));
        }
    }

    // The registry's importer: the environment, no measurements, the source's identity; and an import plan takes it.
    void parsedSourceAndPlan()
    {
        const auto parsed = parseSourceBytes(m_bytes, QStringLiteral("export.xlsx"), {});
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        QCOMPARE(toString(parsed->format), QStringLiteral("liveoptics"));
        QVERIFY(parsed->measurements.isEmpty());
        QVERIFY(parsed->customer);
        QCOMPARE(*parsed->customer, m_export);
        QCOMPARE(toString(parsed->source.kind), toString(SourceKind::LiveOptics));
        QCOMPARE(parsed->source.importer, QStringLiteral("liveoptics-vmware 23.3.11.78"));
        QCOMPARE(parsed->source.file, QStringLiteral("export.xlsx"));
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(m_bytes, QCryptographicHash::Sha256).toHex());
        QCOMPARE(parsed->source.sha256, sha);
        const auto direct = parseLiveOptics(m_bytes, QStringLiteral("export.xlsx"), {});
        QVERIFY(direct);
        QCOMPARE(direct->source.sha256, sha); // the same identity without parseSourceBytes
        QVERIFY2(parsed->warnings.isEmpty(), qPrintable(parsed->warnings.join(QLatin1Char('\n'))));

        const ImportPlan plan = planImport({ kExport }, {});
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.sources.size(), 1);
        QVERIFY(plan.sources.first().customer);
        QCOMPARE(plan.sources.first().customer->clusters.size(), 2);
    }

    // A folder walk takes the export and skips a workbook of another kind beside it (a budget sheet), with a warning;
    // the same workbook named on its own is refused naming the sheets it lacks.
    void walkedFolderSkipsForeignWorkbook()
    {
        const QString folder = m_dir.filePath(QStringLiteral("walked"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(kExport, folder + QStringLiteral("/export.xlsx")));
        const QString budget = folder + QStringLiteral("/budget.xlsx");
        QVERIFY(buildInput({ QStringLiteral("foreign"), budget }));
        const ImportPlan walked = planImport({ folder }, {});
        QVERIFY2(walked.error.isEmpty(), qPrintable(walked.error));
        QCOMPARE(walked.sources.size(), 1);
        QVERIFY(walked.sources.first().customer);
        QVERIFY2(walked.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("budget.xlsx: not a results file")),
            qPrintable(walked.warnings.join(QLatin1Char('\n'))));
        const ImportPlan named = planImport({ budget }, {});
        QVERIFY2(named.error.contains(QStringLiteral("not a Live Optics VMware export")), qPrintable(named.error));
        QVERIFY(named.sources.isEmpty());
    }

    // An optional sheet may be absent: read without it, with a warning naming it.
    void optionalSheetAbsent()
    {
        const QString path = input(QStringLiteral("no-disks.xlsx"));
        QVERIFY(buildInput({ QStringLiteral("sub"), kExport, path, QStringLiteral("xl/workbook.xml"),
            QStringLiteral("<sheet name=\"Host Disks\" sheetId=\"11\" r:id=\"rId10\"/>"), QString() }));
        const auto parsed = parseSourceBytes(readFile(path), QStringLiteral("no-disks.xlsx"), {});
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        QCOMPARE(
            parsed->warnings, QStringList { QStringLiteral("no-disks.xlsx: no sheet 'Host Disks': read without it") });
        QVERIFY(parsed->customer->clusters[0].hosts[0].disks.isEmpty());
        QCOMPARE(parsed->customer->clusters[0].hosts[0].nics.size(), 2);
    }

    // A Details date typed as a date (Excel's serial day number) reads as Live Optics writes its dates as text.
    void detailsDateAsSerial()
    {
        const QString path = input(QStringLiteral("serial-date.xlsx"));
        QVERIFY(buildInput({ QStringLiteral("sub"), kExport, path, QStringLiteral("xl/worksheets/sheet1.xml"),
            QStringLiteral("<c r=\"B6\" s=\"2\" t=\"s\"><v>4</v></c>"),
            QStringLiteral("<c r=\"B6\" s=\"2\"><v>44879</v></c>") }));
        const auto read = readLiveOpticsExport(readFile(path), QStringLiteral("serial-date.xlsx"));
        QVERIFY2(read, qPrintable(read ? QString() : read.error()));
        QCOMPARE(read->projectDate, QStringLiteral("2022/11/14"));
        QCOMPARE(read->clusters, m_export.clusters);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("build"); // liveoptics_inputs.py arguments; OUT is the input's path
        QTest::addColumn<QStringList>("expected"); // parts of the message
        const QString out = QStringLiteral("OUT");
        QTest::newRow("legacy .xls (a minimal OLE compound file)")
            << QStringList { QStringLiteral("ole"), out, QStringLiteral("Workbook") }
            << QStringList { QStringLiteral("legacy Excel .xls"), QStringLiteral("save it as Excel Workbook (.xlsx)") };
        QTest::newRow("password-protected (OLE with EncryptedPackage)")
            << QStringList { QStringLiteral("ole"), out, QStringLiteral("EncryptionInfo"),
                   QStringLiteral("EncryptedPackage") }
            << QStringList { QStringLiteral("protected with a password"),
                   QStringLiteral("File › Info › Protect Workbook") };
        QTest::newRow("foreign workbook")
            << QStringList { QStringLiteral("foreign"), out }
            << QStringList { QStringLiteral("not a Live Optics VMware export"),
                   QStringLiteral(
                       "lacks the sheets 'Details', 'ESX Hosts', 'ESX Performance', 'Host Network Adapters'"),
                   QStringLiteral("(its sheets: 'Sheet1')") };
        QTest::newRow("missing columns") << QStringList { QStringLiteral("sub"), kExport, out,
            QStringLiteral("xl/worksheets/sheet3.xml"),
            QStringLiteral("<c r=\"M1\" s=\"4\" t=\"s\"><v>78</v></c><c r=\"N1\" s=\"4\" t=\"s\"><v>79</v></c>"),
            QStringLiteral("<c r=\"M1\" t=\"inlineStr\"><is><t>IOPS</t></is></c>") }
                                         << QStringList { QStringLiteral(
                                                "sheet 'ESX Performance' lacks the columns 'Peak IOPS', 'Average IOPS' "
                                                "(headers in its first row)") };
        QTest::newRow("zip bomb (300 MiB of zeros)")
            << QStringList { QStringLiteral("bomb"), kExport, out, QStringLiteral("xl/sharedStrings.xml"),
                   QStringLiteral("300") }
            << QStringList { QStringLiteral("entry 'xl/sharedStrings.xml' declares 300 MiB uncompressed"),
                   QStringLiteral("refused as a zip bomb") };
        QTest::newRow("entity bomb (billion laughs)") << QStringList { QStringLiteral("laughs"), kExport,
            out } << QStringList { QStringLiteral("part 'xl/sharedStrings.xml', line 1: a DTD or entity declaration") };
        QTest::newRow("bad number")
            << QStringList { QStringLiteral("sub"), kExport, out, QStringLiteral("xl/worksheets/sheet3.xml"),
                   QStringLiteral("<c r=\"M4\"><v>37</v></c>"),
                   QStringLiteral("<c r=\"M4\" t=\"inlineStr\"><is><t>abc</t></is></c>") }
            << QStringList { QStringLiteral(
                   "sheet 'ESX Performance', row 4, column 'Peak IOPS': 'abc' is not a number") };
        QTest::newRow("bad read/write ratio")
            << QStringList { QStringLiteral("sub"), kExport, out, QStringLiteral("xl/sharedStrings.xml"),
                   QStringLiteral("<t>56% / 44%</t>"), QStringLiteral("<t>56 to 44</t>") }
            << QStringList { QStringLiteral("sheet 'ESX Performance', row 2, column 'Average Read/Write Ratio': "
                                            "'56 to 44' is not a read/write ratio like '56% / 44%'") };
    }

    // Each refusal names the file and its cause; through the registry (detected from content) as through the reader.
    void refusals()
    {
        QFETCH(QStringList, build);
        QFETCH(QStringList, expected);
        static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9]+"));
        const QString path = input(QString::fromUtf8(QTest::currentDataTag()).replace(unsafe, QStringLiteral("-")));
        for (QString& argument : build) {
            if (argument == QLatin1String("OUT")) {
                argument = path;
            }
        }
        QVERIFY(buildInput(build));
        const QByteArray bytes = readFile(path);
        QVERIFY(!bytes.isEmpty());
        QVERIFY(looksLikeLiveOpticsExport(bytes));
        const auto read = readLiveOpticsExport(bytes, QStringLiteral("export.xlsx"));
        QVERIFY(!read);
        QVERIFY2(read.error().startsWith(QLatin1String("export.xlsx: ")), qPrintable(read.error()));
        for (const QString& part : expected) {
            QVERIFY2(read.error().contains(part), qPrintable(read.error() + QStringLiteral("\nlacks: ") + part));
        }
        const auto parsed = parseSourceBytes(bytes, QStringLiteral("export.xlsx"), {});
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(), read.error());
    }

    void truncatedFile()
    {
        const QByteArray half = m_bytes.first(m_bytes.size() / 2);
        QVERIFY(looksLikeLiveOpticsExport(half));
        const auto parsed = parseSourceBytes(half, QStringLiteral("export.xlsx"), {});
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(QLatin1String("export.xlsx: the file is truncated or damaged")),
            qPrintable(parsed.error()));
    }

    // The bytes actually inflated are counted, whatever the header declares; and the whole package has a limit too.
    void packageLimits()
    {
        const QString liar = input(QStringLiteral("liar.zip"));
        QVERIFY(buildInput(
            { QStringLiteral("liar"), liar, QStringLiteral("a.xml"), QStringLiteral("2"), QStringLiteral("1024") }));
        const QByteArray bytes = readFile(liar);
        auto package = XlsxPackage::open(bytes, QStringLiteral("liar.zip"), XlsxLimits { 1 << 20, 8 << 20 });
        QVERIFY2(package, qPrintable(package ? QString() : package.error()));
        const auto lied = (*package)->read(QStringLiteral("a.xml"));
        QVERIFY(!lied);
        QVERIFY2(lied.error().contains(QLatin1String("entry 'a.xml' inflates to more than it declared")),
            qPrintable(lied.error()));

        const QString three = input(QStringLiteral("three.zip"));
        QVERIFY(buildInput(
            { QStringLiteral("zeros"), three, QStringLiteral("a:1"), QStringLiteral("b:1"), QStringLiteral("c:1") }));
        const QByteArray threeBytes = readFile(three);
        auto total = XlsxPackage::open(threeBytes, QStringLiteral("three.zip"), XlsxLimits { 2 << 20, (5 << 20) / 2 });
        QVERIFY(total);
        QVERIFY((*total)->read(QStringLiteral("a")));
        QVERIFY((*total)->read(QStringLiteral("b")));
        const auto third = (*total)->read(QStringLiteral("c"));
        QVERIFY(!third);
        QVERIFY2(third.error().contains(QLatin1String("in all: refused as a zip bomb")), qPrintable(third.error()));
    }

    // Cells as Excel stores them: shared, inline and rich-text strings, numbers, booleans, str, errors, references.
    void sheetCells()
    {
        const QByteArray xml = "<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">"
                               "<sheetData><row r=\"2\"><c r=\"A2\" t=\"s\"><v>1</v></c>"
                               "<c r=\"AB2\" t=\"inlineStr\"><is><r><t>rich </t></r><r><rPr/><t>text</t></r>"
                               "<rPh><t>hint</t></rPh></is></c><c r=\"AC2\"><v>151.19999999999999</v></c>"
                               "<c r=\"AD2\" t=\"b\"><v>1</v></c><c r=\"AE2\" t=\"str\"><f>A1</f><v>formula</v></c>"
                               "<c r=\"AF2\" t=\"e\"><v>#N/A</v></c><c r=\"AG2\" s=\"3\"/><c><v>7</v></c></row>"
                               "</sheetData></worksheet>";
        const auto sheet = parseXlsxSheet(xml, { QStringLiteral("zero"), QStringLiteral("one") },
            QStringLiteral("f.xlsx"), QStringLiteral("S"), QStringLiteral("xl/worksheets/sheet1.xml"));
        QVERIFY2(sheet, qPrintable(sheet ? QString() : sheet.error()));
        QCOMPARE(sheet->rows.size(), 1);
        const XlsxRow& row = sheet->rows[0];
        QCOMPARE(row.number, 2);
        QCOMPARE(row.at(0).text, QStringLiteral("one"));
        QCOMPARE(row.at(27).text, QStringLiteral("rich text"));
        QCOMPARE(row.at(28).number.value(), 151.2);
        QCOMPARE(row.at(28).display(), QStringLiteral("151.2"));
        QCOMPARE(row.at(29).text, QStringLiteral("TRUE"));
        QCOMPARE(row.at(30).text, QStringLiteral("formula"));
        QCOMPARE(int(row.at(31).type), int(XlsxCell::Type::Error));
        QCOMPARE(int(row.at(32).type), int(XlsxCell::Type::Empty));
        QCOMPARE(row.at(33).number.value(), 7.0); // no r: the next column
        QCOMPARE(xlsxColumnOf(u"XFD1"), std::optional<int>(16383));
        QCOMPARE(xlsxColumnOf(u"XFE1"), std::optional<int>());
        QCOMPARE(xlsxColumnName(27), QStringLiteral("AB"));
        const auto missing = parseXlsxSheet("<worksheet><sheetData><row r=\"4\"><c r=\"B4\" t=\"s\"><v>9</v></c></row>"
                                            "</sheetData></worksheet>",
            {}, QStringLiteral("f.xlsx"), QStringLiteral("S"), QStringLiteral("p.xml"));
        QVERIFY(!missing);
        QCOMPARE(missing.error(),
            QStringLiteral("f.xlsx: sheet 'S', cell B4: shared string '9' does not exist (the "
                           "workbook has 0)"));
    }

    // Columns are found by their header text in row 1 (trimmed, any case), wherever they are.
    void columnsByHeader()
    {
        const QByteArray xml
            = "<worksheet><sheetData><row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>Host</t></is></c>"
              "<c r=\"D1\" t=\"inlineStr\"><is><t> peak iops </t></is></c></row>"
              "<row r=\"2\"><c r=\"A2\" t=\"inlineStr\"><is><t>h1</t></is></c><c r=\"D2\"><v>12</v></c>"
              "</row><row r=\"3\"/><row r=\"4\"><c r=\"D4\" t=\"inlineStr\"><is><t> 7.5 </t></is></c>"
              "</row></sheetData></worksheet>";
        auto sheet = parseXlsxSheet(xml, {}, QStringLiteral("f.xlsx"), QStringLiteral("S"), QStringLiteral("p.xml"));
        QVERIFY(sheet);
        const auto table = XlsxTable::from(
            *sheet, { QStringLiteral("Host"), QStringLiteral("Peak IOPS") }, QStringLiteral("f.xlsx"));
        QVERIFY2(table, qPrintable(table ? QString() : table.error()));
        QCOMPARE(table->rows().size(), 2); // the empty row 3 left out
        QCOMPARE(table->text(table->rows()[0], QStringLiteral("Host")), QStringLiteral("h1"));
        QCOMPARE(table->number(table->rows()[0], QStringLiteral("Peak IOPS")).value(), std::optional<double>(12));
        QCOMPARE(table->number(table->rows()[1], QStringLiteral("Peak IOPS")).value(), std::optional<double>(7.5));
        QCOMPARE(table->number(table->rows()[1], QStringLiteral("Host")).value(), std::optional<double>());
        const auto missing
            = XlsxTable::from(*sheet, { QStringLiteral("Host"), QStringLiteral("Cluster") }, QStringLiteral("f.xlsx"));
        QVERIFY(!missing);
        QCOMPARE(
            missing.error(), QStringLiteral("f.xlsx: sheet 'S' lacks the column 'Cluster' (headers in its first row)"));
    }

    // The real export is detected from its content as Live Optics; every other shipped fixture as before.
    void detection()
    {
        const auto detected = detectFormat(m_bytes, QStringLiteral("export.xlsx"));
        QVERIFY2(detected, qPrintable(detected ? QString() : detected.error()));
        QCOMPARE(toString(*detected), QStringLiteral("liveoptics"));
        QCOMPARE(toString(detectFormat(QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8) + QByteArray(504, '\0'),
                     QStringLiteral("old.xls"))
                              .value()),
            QStringLiteral("liveoptics")); // an OLE container: refused by the importer with advice
        QVERIFY(!looksLikeLiveOpticsExport(QByteArray("PK\x03\x04 word/document.xml")));
        QVERIFY(!detectFormat(QByteArray("\x00\x01\x02 binary", 10), QStringLiteral("b.bin")));
        int fixtures = 0;
        for (const QString& folder : { QStringLiteral("fio"), QStringLiteral("hcibench"), QStringLiteral("vdbench") }) {
            QDirIterator it(
                kSourceDir + QStringLiteral("/tests/data/") + folder, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QByteArray bytes = readFile(path);
                QVERIFY2(!looksLikeLiveOpticsExport(bytes), qPrintable(path));
                const auto format = detectFormat(bytes, path);
                if (format) {
                    QVERIFY2(*format != ImportFormat::LiveOptics, qPrintable(path));
                    ++fixtures;
                }
            }
        }
        QVERIFY(fixtures > 10);
        const auto csv = detectFormat("system,workload,iops,latency_ms\nA,oltp,1000,0.5\n", QStringLiteral("a.csv"));
        QCOMPARE(toString(csv.value()), QStringLiteral("csv"));
    }
};

QTEST_MAIN(TestLiveOpticsImporter)
#include "tst_liveopticsimporter.moc"
