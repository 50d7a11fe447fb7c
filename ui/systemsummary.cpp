// SPDX-License-Identifier: GPL-3.0-or-later
#include "systemsummary.h"

#include "model/quantityformat.h"

#include <QStringList>

namespace headroom {

QString systemSummaryHtml(const SystemConfig& s)
{
    QStringList lines { QStringLiteral("<b>%1</b>").arg(s.name.toHtmlEscaped()) };
    if (s.nodes) {
        lines << QObject::tr("%n node(s)", nullptr, *s.nodes);
    }
    if (s.linkGbps) {
        QString link = QuantityFormat::system().significant(*s.linkGbps, 6) + QStringLiteral(" Gb/s");
        if (s.portsPerNode) {
            link = QObject::tr("%1 × %2 per node").arg(*s.portsPerNode).arg(link);
        }
        if (const auto capacity = s.nodeLinkBytesPerSec()) {
            link += QObject::tr(" (%1 MB/s per node)").arg(QuantityFormat::system().number(*capacity / 1e6, 0));
        }
        lines << link;
    }
    if (!s.policy.isEmpty()) {
        lines << s.policy.toHtmlEscaped();
    }
    if (s.compression) {
        lines << (*s.compression ? QObject::tr("compression on") : QObject::tr("compression off"));
    }
    if (s.rdma) {
        lines << (*s.rdma ? QObject::tr("RDMA on") : QObject::tr("RDMA off"));
    }
    if (!s.media.isEmpty()) {
        lines << s.media.toHtmlEscaped();
    }
    if (!s.description.isEmpty()) {
        lines << QStringLiteral("<i>%1</i>").arg(s.description.toHtmlEscaped());
    }
    for (auto it = s.tags.cbegin(); it != s.tags.cend(); ++it) {
        lines << QStringLiteral("%1 = %2").arg(it.key().toHtmlEscaped(), it.value().toHtmlEscaped());
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace headroom
