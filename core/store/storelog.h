#pragma once

#include <QLoggingCategory>

namespace headroom {

// The results library's SQL failures (a read that failed, a write refused, a transaction that could not start), off
// by default. Switch on with QT_LOGGING_RULES="headroom.store.warning=true" (or "headroom.store=true").
Q_DECLARE_LOGGING_CATEGORY(lcStore)

} // namespace headroom
