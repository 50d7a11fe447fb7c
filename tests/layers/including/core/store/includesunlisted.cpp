// SPDX-License-Identifier: GPL-3.0-or-later
// Include-check probe (tests/layers): includes a header no module lists.
#include "unlisted.h"
