// SPDX-License-Identifier: GPL-3.0-or-later
#include "histogramblob.h"

#include <QDataStream>
#include <QIODevice>

namespace headroom {

QByteArray encodeHistogram(const std::vector<HistogramBin>& bins)
{
    QByteArray blob;
    QDataStream out(&blob, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    out << static_cast<quint64>(bins.size());
    for (const auto& bin : bins) {
        out << static_cast<qint64>(bin.latencyNs) << static_cast<quint64>(bin.count);
    }
    return blob;
}

std::vector<HistogramBin> decodeHistogram(const QByteArray& blob)
{
    std::vector<HistogramBin> bins;
    if (blob.isEmpty()) {
        return bins;
    }
    QDataStream in(blob);
    in.setByteOrder(QDataStream::LittleEndian);
    quint64 count = 0;
    in >> count;
    constexpr quint64 kBytesPerBin = 16;
    if (count > static_cast<quint64>(blob.size()) / kBytesPerBin) {
        return bins; // corrupt: claims more bins than the blob holds
    }
    bins.reserve(count);
    for (quint64 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        qint64 latencyNs = 0;
        quint64 hits = 0;
        in >> latencyNs >> hits;
        bins.push_back({ latencyNs, hits });
    }
    return bins;
}

} // namespace headroom
