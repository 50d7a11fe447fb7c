// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

struct SystemConfig;

// How names the user types (systems, workloads) are compared: case, spacing and punctuation do not make a new name,
// so "Lab 6-node 25Gbe" is the library's "Lab 6-node 25GbE". Pure functions, any thread.

// Letters and digits only, lower case: "VxRail ESA 6-node 25GbE" and "vxrail esa 6 node 25gbe" fold the same.
QString foldedName(const QString& name);
// Levenshtein distance between two strings.
int editDistance(const QString& a, const QString& b);
// Names in `known` close to `name`, best first: the same once folded, then a prefix of it (or it of them), then at
// most two edits apart on the folded form. An exact match is not "close": it is the name.
QStringList closeNames(const QString& name, const QStringList& known);
// The name in `known` that folds like `name` but is spelled differently; empty when there is none (or `name` itself
// is in `known`).
QString sameNameSpelledDifferently(const QString& name, const QStringList& known);
// The end of a "no such name" message: "did you mean 'A', 'B'?" for close names, else the names there are
// ("the workloads are: A, B, …", at most `listed` of them, "none" when `known` is empty). `kind` is plural ("systems").
QString nameSuggestion(const QString& name, const QStringList& known, const QString& kind, int listed = 20);
// The systems' names, in their order.
QStringList systemNamesOf(const QList<SystemConfig>& systems);

} // namespace headroom
