// SPDX-License-Identifier: GPL-3.0-or-later
// What each libFuzzer target of tests/fuzz does with one input (see fuzzentries.h).
#include "fuzzentries.h"

#include "cli/adviseoptions.h"
#include "cli/benchoptions.h"
#include "gather/advisorrequest.h"
#include "importers/importplan.h"
#include "model/quantityparse.h"
#include "model/workload.h"
#include "pricing/catalogcsv.h"
#include "pricing/catalogjson.h"
#include "pricing/exchangerate.h"

#include <cstdio>
#include <cstdlib>
#include <limits>

#include <QCommandLineParser>

namespace headroom::fuzz {

namespace {

template <typename T> QString outcome(const Expected<T>& result)
{
    if (result) {
        return QStringLiteral("ok");
    }
    return result.error().isEmpty() ? QStringLiteral("an error without a message") : result.error();
}

// One importer through parseSourceBytes, as `import --format` calls it. The fio importer's modes are chosen by
// the input's size, so a finding reproduces from its file alone.
QString importBytes(ImportFormat format, const QByteArray& bytes)
{
    ImportOptions options;
    options.format = format;
    options.keepIntervals = bytes.size() % 2 == 1;
    options.allowFailed = bytes.size() % 4 >= 2;
    return outcome(parseSourceBytes(bytes, QStringLiteral("fuzz-input"), options));
}

// The catalog's CSV reader; what it accepts is validated, written back and read again.
QString catalogCsv(const QByteArray& bytes)
{
    const auto catalog = catalogFromCsv(bytes, QStringLiteral("fuzz.csv"));
    if (catalog) {
        (void)catalog->validate();
        (void)catalogFromCsv(catalogToCsv(*catalog), QStringLiteral("fuzz-written.csv"));
    }
    return outcome(catalog);
}

// The catalog's JSON reader; what it accepts is validated, written back and read again.
QString catalogJson(const QByteArray& bytes)
{
    const auto catalog = catalogFromJson(bytes, QStringLiteral("fuzz.json"));
    if (catalog) {
        (void)catalog->validate();
        (void)catalogFromJson(QByteArray::fromStdString(catalogToJson(*catalog).dump()), QStringLiteral("w.json"));
    }
    return outcome(catalog);
}

// Option parsers read one argument per line of the input, as a shell would pass them.
QStringList argumentsOf(const QByteArray& bytes)
{
    return QString::fromUtf8(bytes).split(QLatin1Char('\n'));
}

QString benchOptions(const QByteArray& bytes)
{
    return outcome(cli::parseBenchArguments(argumentsOf(bytes)));
}

QString adviseOptions(const QByteArray& bytes)
{
    QCommandLineParser parser;
    cli::addAdviseOptions(parser);
    QStringList arguments { QStringLiteral("advise") };
    arguments += argumentsOf(bytes);
    if (!parser.parse(arguments)) {
        return parser.errorText();
    }
    return outcome(cli::adviseRequestFrom(parser));
}

// The small parsers behind the options and the importers; every line goes through all of them.
QString quantities(const QByteArray& bytes)
{
    for (const QString& text : argumentsOf(bytes)) {
        (void)parseByteRate(text);
        (void)parseDurationNs(text);
        (void)parseSize(text, true);
        (void)parseSize(text, false);
        (void)parseDurationNs(
            QStringLiteral("--runtime"), text, 1, std::numeric_limits<std::int64_t>::max(), BareDuration::Seconds);
        (void)Workload::fromHciBenchName(text);
        (void)parseMoney(text);
        (void)parseExchangeRate(text, QStringLiteral("2026-01-01"));
        (void)parseHeadroomBand(text);
    }
    return QStringLiteral("ok");
}

} // namespace

std::function<QString(const QByteArray&)> entryFor(const QString& target)
{
    using Entry = std::function<QString(const QByteArray&)>;
    const auto importer = [](ImportFormat format) -> Entry {
        return [format](const QByteArray& bytes) { return importBytes(format, bytes); };
    };
    if (target == QLatin1String("fuzz_fio")) {
        return importer(ImportFormat::Fio);
    }
    if (target == QLatin1String("fuzz_liveoptics")) {
        return importer(ImportFormat::LiveOptics); // the .xlsx reader: zip, workbook, shared strings, sheets
    }
    if (target == QLatin1String("fuzz_hcibench")) {
        return importer(ImportFormat::HciBench);
    }
    if (target == QLatin1String("fuzz_vdbench")) {
        return importer(ImportFormat::Vdbench);
    }
    if (target == QLatin1String("fuzz_diskspd")) {
        return importer(ImportFormat::DiskSpd); // XML (the element tree) and text reports
    }
    if (target == QLatin1String("fuzz_crystaldiskmark")) {
        return importer(ImportFormat::CrystalDiskMark); // UTF-16 LE or UTF-8 text, both test-line layouts
    }
    if (target == QLatin1String("fuzz_results_csv")) {
        return importer(ImportFormat::Csv);
    }
    if (target == QLatin1String("fuzz_catalog_csv")) {
        return catalogCsv;
    }
    if (target == QLatin1String("fuzz_catalog_json")) {
        return catalogJson;
    }
    if (target == QLatin1String("fuzz_bench_options")) {
        return benchOptions;
    }
    if (target == QLatin1String("fuzz_advise_options")) {
        return adviseOptions;
    }
    if (target == QLatin1String("fuzz_quantity")) {
        return quantities;
    }
    return {};
}

} // namespace headroom::fuzz
