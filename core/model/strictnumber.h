#pragma once

#include <optional>

#include <QStringView>

namespace headroom {

// The whole of `text` (spaces around it allowed) as a finite decimal number: an optional sign, digits with an
// optional fraction ("12", "-0.5", ".5", "7."), an optional exponent ("1e3"). No thousands separator, unit, hex,
// "inf" or "nan", nor anything after the number ("12abc"): those are not numbers here, never a prefix of one.
// `decimalMark` is '.' or, for files that say they use one, ','. Pure function, any thread.
std::optional<double> strictNumber(QStringView text, QChar decimalMark = u'.');

} // namespace headroom
