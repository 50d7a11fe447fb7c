// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What each libFuzzer target of tests/fuzz does with one input, shared with tst_fuzzregressions (which feeds every
// saved finding through the same function in the ordinary test run). An entry returns how the input ended: "ok" or
// the parser's error, which is never empty ("an error without a message" when a parser gave an empty one).

#include <functional>

#include <QByteArray>
#include <QString>

namespace headroom::fuzz {

// The entry of a fuzz target by the target's name (fuzz_fio, fuzz_catalog_csv, …); empty for an unknown name.
std::function<QString(const QByteArray&)> entryFor(const QString& target);

} // namespace headroom::fuzz
