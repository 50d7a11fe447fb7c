// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchparams.h"
#include "model/expected.h"

#include <cstdint>

#include <QList>
#include <QString>

namespace headroom::bench {

// A path fio reads exactly as written in a job file's filename=, or why not, an error about `field` (e.g. "target"): a
// line break, CR, NUL or any control character would end the option and start another one; '$' is expanded by fio
// in every value (${VAR}, $ncpus, $mb_memory); a backslash is fio's escape; blanks at either end are stripped by
// fio; and a path has at most 4096 bytes. The refused path is quoted shortened. Pure function.
Status checkFioPath(const QString& path, const QString& field);

// An fio job file equivalent to `steps` on `targetPath` (io_uring engine, registered buffers and file, total
// latency percentiles), one section per step separated by stonewall, so the same test can be run with fio
// elsewhere. `note` lines become comments (e.g. how a curve's rates follow from the maximum); `globals` are more
// lines for the [global] section (a cluster run's unlink=1). A ':' in the path is escaped (fio's separator of
// several files). Refuses a path checkFioPath refuses, and a note or global line with a control character: no
// value can add a line of its own. Pure function.
Expected<QString> fioJobFile(const QList<BenchParams>& steps, const QString& targetPath, std::int64_t sizeBytes,
    const QStringList& notes = {}, const QStringList& globals = {});

} // namespace headroom::bench
