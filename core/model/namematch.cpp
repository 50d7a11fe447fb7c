// SPDX-License-Identifier: GPL-3.0-or-later
#include "namematch.h"

#include "systemconfig.h"

#include <algorithm>
#include <utility>

#include <QList>

namespace headroom {

QString foldedName(const QString& name)
{
    QString out;
    for (const QChar c : name) {
        if (c.isLetterOrNumber()) {
            out += c.toLower();
        }
    }
    return out;
}

int editDistance(const QString& a, const QString& b)
{
    QList<int> previous(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j) {
        previous[j] = static_cast<int>(j);
    }
    for (qsizetype i = 1; i <= a.size(); ++i) {
        QList<int> current(b.size() + 1);
        current[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({ previous[j] + 1, current[j - 1] + 1, substitution });
        }
        previous = current;
    }
    return previous[b.size()];
}

QStringList closeNames(const QString& name, const QStringList& known)
{
    const QString wanted = foldedName(name);
    QList<std::pair<int, QString>> scored;
    for (const QString& candidate : known) {
        if (candidate == name) {
            continue;
        }
        const QString folded = foldedName(candidate);
        int score = -1;
        if (folded == wanted) {
            score = 0;
        } else if (!wanted.isEmpty() && !folded.isEmpty() && (folded.startsWith(wanted) || wanted.startsWith(folded))) {
            score = 1;
        } else if (const int distance = editDistance(folded, wanted); distance <= 2) {
            score = 1 + distance;
        }
        if (score >= 0) {
            scored << std::pair { score, candidate };
        }
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    QStringList names;
    for (const auto& [score, candidate] : scored) {
        names << candidate;
    }
    return names;
}

QString sameNameSpelledDifferently(const QString& name, const QStringList& known)
{
    if (known.contains(name)) {
        return {};
    }
    const QString wanted = foldedName(name);
    for (const QString& candidate : known) {
        if (foldedName(candidate) == wanted) {
            return candidate;
        }
    }
    return {};
}

QString nameSuggestion(const QString& name, const QStringList& known, const QString& kind, int listed)
{
    const QStringList close = closeNames(name, known);
    if (!close.isEmpty()) {
        return QStringLiteral("did you mean '%1'?").arg(close.join(QStringLiteral("', '")));
    }
    if (known.isEmpty()) {
        return QStringLiteral("there are no %1").arg(kind);
    }
    QString list = known.mid(0, listed).join(QStringLiteral(", "));
    if (known.size() > listed) {
        list += QStringLiteral(", … (%1 in all)").arg(known.size());
    }
    return QStringLiteral("the %1 are: %2").arg(kind, list);
}

QStringList systemNamesOf(const QList<SystemConfig>& systems)
{
    QStringList names;
    for (const SystemConfig& system : systems) {
        names << system.name;
    }
    return names;
}

} // namespace headroom
