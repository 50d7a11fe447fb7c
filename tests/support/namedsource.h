// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A fio source for tests that store made-up measurements: its name stands for its content (sha256), so two names are
// two imports and one name twice is a duplicate.
#include "model/measurement.h"

namespace headroom::testing {

inline SourceRef namedFioSource(const QString& name)
{
    SourceRef s;
    s.kind = SourceKind::Fio;
    s.file = name;
    s.sha256 = name;
    return s;
}

} // namespace headroom::testing
