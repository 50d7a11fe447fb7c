// SPDX-License-Identifier: GPL-3.0-or-later
#include "runview.h"

#include <QObject>

namespace headroom {

QString sweepPointLabel(const bench::SweepRequest& sweep, int index, const QString& name)
{
    switch (sweep.kind) {
    case bench::SweepKind::QueueDepth:
        return QObject::tr("QD %1").arg(sweep.queueDepths.value(index));
    case bench::SweepKind::Curve:
        return index == 0 ? QObject::tr("max") : QObject::tr("%1 %").arg(sweep.curvePercents.value(index - 1));
    case bench::SweepKind::None:
        break;
    }
    return name;
}

} // namespace headroom
