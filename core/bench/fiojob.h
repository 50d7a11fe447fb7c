#pragma once

#include "benchparams.h"

#include <cstdint>

#include <QList>
#include <QString>

namespace headroom::bench {

// An fio job file equivalent to `steps` on `targetPath` (io_uring engine, registered buffers and file, total
// latency percentiles), one section per step separated by stonewall, so the same test can be run with fio
// elsewhere. `note` lines become comments (e.g. how a curve's rates follow from the maximum); `globals` are more
// lines for the [global] section (a cluster run's unlink=1). Pure function.
QString fioJobFile(const QList<BenchParams>& steps, const QString& targetPath, std::int64_t sizeBytes,
    const QStringList& notes = {}, const QStringList& globals = {});

} // namespace headroom::bench
