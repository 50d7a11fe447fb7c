// SPDX-License-Identifier: GPL-3.0-or-later
#include "abouttext.h"

#include <QCoreApplication>

namespace headroom {

QString aboutText(const QString& version, int schemaVersion)
{
    // The licence must reach whoever runs a copy (GPL-3.0 §4-6), and the demo's BSD-3-Clause and MIT files ask that
    // their notices travel with binaries: the program embeds them, so About names them and where their texts are.
    return QCoreApplication::translate("AboutText",
        "<h3>Headroom %1</h3><p>Add nodes or upgrade the network? Headroom measures storage, imports fio, "
        "HCIBench and vdbench results, prices network designs and shows what each option costs per IOPS "
        "gained.</p><p>Results library schema %2.</p>"
        "<p>Copyright © 2026 the Headroom developers. Headroom is free software: you can redistribute it and/or "
        "modify it under the terms of the <a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GNU General Public "
        "License</a> as published by the Free Software Foundation, either version 3 of the License, or (at your "
        "option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</p>"
        "<p>The demo library carries fio results of the fio-plot project (BSD-3-Clause) and a Live Optics export "
        "of the vmware-cloud-sizer-companion-cli project (MIT, © 2022 Chris White). Their licences are in "
        "/usr/share/doc/headroom/copyright and in THIRD-PARTY.md of the source.</p>")
        .arg(version)
        .arg(schemaVersion);
}

} // namespace headroom
