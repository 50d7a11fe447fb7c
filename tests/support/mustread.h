// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads of the results library return Expected: a test that needs the value takes it with mustRead(), which fails
// the run with the read's error when the read failed (QVERIFY cannot return a value from a helper, so qFatal: the
// test executable stops with the SQL error, and ctest reports it failed).

#include "model/expected.h"

#include <utility>

#include <QString>
#include <QtGlobal>

namespace headroom::testing {

template <class T> T mustRead(Expected<T> read)
{
    if (!read.ok()) {
        qFatal("a read of the library failed: %s", qPrintable(read.error()));
    }
    return std::move(read).value();
}

// The error of a result that failed, empty when it succeeded: for QVERIFY2's message, which Qt 6.4 builds even when
// the check passes (error() of a success throws).
template <class T> QString errorOf(const Expected<T>& result)
{
    return result.ok() ? QString() : result.error();
}

} // namespace headroom::testing
