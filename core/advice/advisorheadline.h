// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"

#include <QString>
#include <QStringList>

// The advisor's answer in words for people: the report's first page, the deck's first slide and the GUI's verdict.
// One sentence of at most 20 words, then the reasons as short bullets. A workload is named by what it is, a system
// by its name, a figure at the point where it was measured, and no command syntax. Pure functions of the result.
namespace headroom {

// "OLTP 32 KiB 70/30": the test the curves measure (workloadDisplayName), else the asked name made readable.
QString workloadForPeople(const AdvisorInput& input);

// Whether the curve has a measured point above the latency limit: it reaches the limit within its range.
bool reachesLatencyLimit(const AdvisorCurve& curve, double limitNs);

// Where an option's decisive figure was read: "at peak" (the decision compares peaks), "at the 1 ms latency limit"
// (both curves reach it), "at peak — neither curve reaches 1 ms", or "within 1 ms — X stays under it" when only one
// curve reaches the limit (the other's figure is its peak).
QString decisivePoint(const AdvisorResult& result, const AdvisorOption& option);

// The option as a sentence names it: "the 100 GbE upgrade" (or "moving to SYSTEM" when the link speed does not
// tell it apart), "14 more nodes".
QString optionForPeople(const AdvisorResult& result, const AdvisorOption& option);

// "Upgrade to 100 GbE: +230 % peak IOPS for $42,653 — 32× cheaper per IOPS than 14 more nodes"; at most 20 words
// (a word holds a letter or a digit). Without a recommendation it says why in as few words.
QString headlineSentence(const AdvisorResult& result);
int wordCount(const QString& text);

// The reasons after the headline, each short: what each option costs per IOPS gained and where that was read, the
// gain with its noise (in percentage points), the cost basis, the bottleneck, what to measure again, the demand.
QStringList reasonBullets(const AdvisorResult& result);

// What to do when a figure was measured once, in a person's words.
QString remeasureAdvice();

// The recommended option; without a recommendation, the first one (may be null).
const AdvisorOption* recommendedOption(const AdvisorResult& result);

} // namespace headroom
