// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a text for people (a report, a deck, a chart, the GUI) must not hold: a workload's file-stem name (the names
// the sources gave, "4k_100rd_100rand_j1", "oltp32k", HCIBench's "fio_8vmdk_…"), or command-line syntax ("--nodes",
// "headroom-cli"). File and folder names of sources (the sources cite them, with their SHA-256) are not names of
// workloads.
#include <QRegularExpression>
#include <QStringList>

namespace headroom::testing {

// The offending words of `text`, each with a little context; empty when the text is for people.
inline QStringList machineWords(QString text, const QStringList& stems)
{
    static const QRegularExpression files(
        QStringLiteral("[\\w./\\\\-]+\\.(json|txt|csv|xlsx|log|out|html|pdf|pptx|headroom)\\b"));
    text.replace(files, QStringLiteral("<file>"));
    static const QRegularExpression paths(QStringLiteral("\\S*/\\S*")); // a source folder (or "70/30")
    text.replace(paths, QStringLiteral("<path>"));
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral("(^|[\\s(\\[`'\"])--[a-z][a-z-]*")), // an option
        QRegularExpression(QStringLiteral("headroom-cli")),
        QRegularExpression(QStringLiteral("\\w+_j\\d+\\b")), // fio stems: 4k_100rd_100rand_j1
        QRegularExpression(QStringLiteral("\\b\\d+[kmgb]?_\\d+rd\\b")), // 4k_100rd
        QRegularExpression(QStringLiteral("\\d+rdpct|\\d+randompct|\\d+vmdk")), // HCIBench names
        QRegularExpression(QStringLiteral("\\brand(read|write|rw)\\b")), // fio's rw keys as names
    };
    QStringList found;
    const auto context = [&text](qsizetype at, qsizetype length) {
        return text.mid(std::max<qsizetype>(0, at - 30), length + 60).simplified();
    };
    for (const QRegularExpression& pattern : patterns) {
        for (auto it = pattern.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            found << context(match.capturedStart(), match.capturedLength());
        }
    }
    for (const QString& stem : stems) {
        for (qsizetype at = text.indexOf(stem); at >= 0; at = text.indexOf(stem, at + 1)) {
            found << context(at, stem.size());
        }
    }
    return found;
}

} // namespace headroom::testing
