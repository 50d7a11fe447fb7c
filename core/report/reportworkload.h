// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcontent.h"

#include <QList>

// The "Your workload" page and slides: what the customer's own hosts measured and how long each option carries it.
namespace headroom::reportparts {

// Empty without a customer demand. The document: one section with the cluster, its demand figures and their
// derivation, the hosts (peak CPU %, IOPS, MB/s, link utilisation), the bottleneck on the customer's own hosts, the
// workload match, the source (file, SHA-256 prefix, project date), the runway chart and each option's runway, nodes
// needed and cost per year of runway. The deck: the same in three slides (the workload, the runway chart, what each
// option carries).
QList<ReportSection> workloadSections(const AdvisorResult& result, bool slides);

// "… (sha256 0123456789ab…)": a 64-digit hash shortened to its first 12 digits.
QString shortenedHashes(QString text);

} // namespace headroom::reportparts
