// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "model/expected.h"
#include "pricing/catalog.h"

#include <QStringList>

namespace headroom {

class ResultsLibrary;
struct AdvisorRequest;

// advise --demand: what a request naming a customer demand may leave out, filled in and each default said in `notes`:
// the baseline is the system the demand is linked to; the workload, the baseline's measured workload closest to the
// customer's (read %, mean I/O size); the candidates, the systems of the baseline's node count with a faster link
// that measured that workload; the NIC, switch and cable, the catalog's only part of each kind at the fastest
// candidate's speed. Fails on the field at fault (demand, baseline, workload, nic, switch, cable). Owner thread.
Status completeDemandRequest(
    const ResultsLibrary& library, const Catalog& catalog, AdvisorRequest& request, QStringList& notes);

// The demand the request names, with its figures, its growth (the request's, else the demand's own), the years and
// the nodes down. Fails on the field "demand" when there is no such demand, or with demandFigures' error.
Expected<AdvisorDemand> advisorDemand(const ResultsLibrary& library, const AdvisorRequest& request);

} // namespace headroom
