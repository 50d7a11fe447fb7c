// SPDX-License-Identifier: GPL-3.0-or-later
#include "importnames.h"

#include "model/namematch.h"
#include "store/resultslibrary.h"

#include <algorithm>

#include <QHash>
#include <QSet>

namespace headroom {

namespace {

void rename(ImportPlan& plan, const QHash<QString, QString>& newNames)
{
    for (ParsedSource& source : plan.sources) {
        const bool touched = std::any_of(source.measurements.cbegin(), source.measurements.cend(),
            [&](const Measurement& m) { return newNames.contains(m.systemName); });
        if (!touched) {
            continue; // not detached: the plan's measurements may be shared with the caller's copy
        }
        for (Measurement& m : source.measurements) {
            m.systemName = newNames.value(m.systemName, m.systemName);
        }
    }
}

} // namespace

Expected<QList<SystemNameClash>> systemNameClashes(const ImportPlan& plan, const ResultsLibrary& library)
{
    const auto systems = library.systems();
    if (!systems) {
        return fail(systems.error());
    }
    const QStringList stored = systemNamesOf(*systems);
    QStringList known = stored;
    QSet<QString> seen;
    QList<SystemNameClash> clashes;
    for (const ParsedSource& source : plan.sources) {
        for (const Measurement& m : source.measurements) {
            if (seen.contains(m.systemName)) {
                continue;
            }
            seen.insert(m.systemName);
            const QString same = sameNameSpelledDifferently(m.systemName, known);
            if (same.isEmpty()) {
                known << m.systemName; // a later source's spelling of it is a clash too
            } else {
                clashes << SystemNameClash { m.systemName, same, source.source.file, stored.contains(same) };
            }
        }
    }
    return clashes;
}

QString describeClash(const SystemNameClash& clash)
{
    return QStringLiteral("%1: system '%2' is %3 '%4' spelled differently")
        .arg(clash.file, clash.name,
            clash.inLibrary ? QStringLiteral("the library's") : QStringLiteral("this import's"), clash.existing);
}

void useExistingNames(ImportPlan& plan, const QList<SystemNameClash>& clashes)
{
    QHash<QString, QString> newNames;
    for (const SystemNameClash& clash : clashes) {
        newNames.insert(clash.name, clash.existing);
    }
    rename(plan, newNames);
}

void storeUnderName(ImportPlan& plan, const QString& name)
{
    for (ParsedSource& source : plan.sources) {
        const bool named = std::all_of(source.measurements.cbegin(), source.measurements.cend(),
            [&](const Measurement& m) { return m.systemName == name; });
        if (!named) {
            for (Measurement& m : source.measurements) {
                m.systemName = name;
            }
        }
    }
}

} // namespace headroom
