#include "storelog.h"

namespace headroom {

// Critical only by default: a failure still reaches the user as an error; the log is for finding why.
Q_LOGGING_CATEGORY(lcStore, "headroom.store", QtCriticalMsg)

} // namespace headroom
