// SPDX-License-Identifier: GPL-3.0-or-later
// Include-check probe (tests/layers): model includes a header of store, which model does not link.
#include "model/quantity.h"
#include "store/library.h"
