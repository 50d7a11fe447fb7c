// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// fio output as Qt reads it, independent of the importer: the reference the fio import tests check figures against.
#include <map>

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace headroom::test {

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The JSON object of a fio output file as Qt reads it (independent of the importer): from the first line that
// starts with '{' to its last '}' (documentIndex-th document when there are several).
inline QJsonObject qtJson(const QByteArray& bytes, int documentIndex = -1)
{
    QList<QByteArray> documents;
    qsizetype from = bytes.startsWith('{') ? 0 : bytes.indexOf("\n{") + 1;
    while (from > 0 || (from == 0 && bytes.startsWith('{'))) {
        const qsizetype end = bytes.indexOf("\n}", from);
        documents << bytes.mid(from, end + 2 - from);
        const qsizetype next = bytes.indexOf("\n{", end);
        if (next < 0) {
            break;
        }
        from = next + 1;
    }
    const QByteArray chosen = documentIndex < 0 ? documents.last() : documents.at(documentIndex);
    return QJsonDocument::fromJson(chosen).object();
}

inline double p99Ns(const QJsonObject& direction, const char* latencyKey = "clat_ns")
{
    return direction[QLatin1String(latencyKey)]
        .toObject()[QStringLiteral("percentile")]
        .toObject()[QStringLiteral("99.000000")]
        .toDouble();
}

inline std::map<std::int64_t, std::uint64_t> qtBins(const QJsonObject& direction)
{
    std::map<std::int64_t, std::uint64_t> bins;
    const QJsonObject object = direction[QStringLiteral("clat_ns")].toObject()[QStringLiteral("bins")].toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        bins[it.key().toLongLong()] += static_cast<std::uint64_t>(it.value().toDouble());
    }
    return bins;
}

} // namespace headroom::test
