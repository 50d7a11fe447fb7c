// SPDX-License-Identifier: GPL-3.0-or-later
// Include-check probe (tests/layers): a model test reaching store through a support header.
#include "model/quantity.h"
#include "support/libraryaccess.h"
