// SPDX-License-Identifier: GPL-3.0-or-later
#include "systemconfig.h"

namespace headroom {

std::optional<double> SystemConfig::nodeLinkBytesPerSec() const
{
    if (!linkGbps || !portsPerNode) {
        return std::nullopt;
    }
    return *linkGbps * 1e9 / 8.0 * *portsPerNode;
}

} // namespace headroom
