#include "formatdetection.h"

#include "csvimporter.h"
#include "hcibenchsummary.h"
#include "vdbenchflatfile.h"
#include "vdbenchimporter.h"

#include <algorithm>

namespace headroom {

namespace {

bool isBinary(QByteArrayView head)
{
    if (std::find(head.begin(), head.end(), '\0') != head.end()) {
        return true;
    }
    const QString text = QString::fromUtf8(head);
    const auto replaced = std::count(text.cbegin(), text.cend(), QChar::ReplacementCharacter);
    return replaced > 8 && replaced * 20 > text.size();
}

bool looksLikeFioJson(QByteArrayView bytes)
{
    const QByteArrayView head = bytes.first(std::min<qsizetype>(bytes.size(), 1 << 20));
    return head.contains("\"fio version\"") || head.contains("\"client_stats\"")
        || (head.contains("\"jobs\"") && head.contains("\"jobname\""));
}

} // namespace

QString expectedFormatsText()
{
    return QStringLiteral("fio JSON output (--output-format=json or json+), an HCIBench -res.txt summary, vdbench "
                          "summary.html/totals.html/flatfile.html, or a CSV with the columns system, workload, iops, "
                          "latency_ms");
}

Expected<ImportFormat> detectFormat(QByteArrayView bytes, const QString& fileName)
{
    if (bytes.trimmed().isEmpty()) {
        return fail(QStringLiteral("%1: the file is empty (expected %2)").arg(fileName, expectedFormatsText()));
    }
    const QByteArrayView head = bytes.first(std::min<qsizetype>(bytes.size(), 65536));
    if (isBinary(head)) {
        return fail(
            QStringLiteral("%1: a binary file, not a results file (expected %2)").arg(fileName, expectedFormatsText()));
    }
    if (looksLikeFioJson(bytes)) {
        return ImportFormat::Fio;
    }
    const QString text = QString::fromUtf8(head);
    if (looksLikeVdbenchOutput(text) || looksLikeVdbenchFlatfile(text)) {
        return ImportFormat::Vdbench;
    }
    if (looksLikeHciBenchSummary(text)) {
        return ImportFormat::HciBench;
    }
    if (looksLikeHeadroomCsv(text)) {
        return ImportFormat::Csv;
    }
    if (head.trimmed().startsWith("{")) {
        return fail(QStringLiteral("%1: JSON, but not fio output: no \"fio version\", \"jobs\" or \"client_stats\" "
                                   "(expected %2)")
                        .arg(fileName, expectedFormatsText()));
    }
    return fail(QStringLiteral("%1: format not recognised (expected %2)").arg(fileName, expectedFormatsText()));
}

} // namespace headroom
