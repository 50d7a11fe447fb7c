// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace headroom::bench {

// The system's text for an errno value ("No such file or directory"), for messages. strerror() may share one
// buffer between threads; this uses the GNU strerror_r with a buffer of its own, so the engine's job threads may
// call it. Thread-safe.
QString errnoText(int error);

} // namespace headroom::bench
