// SPDX-License-Identifier: GPL-3.0-or-later
// Include-check probe (tests/layers): a model test, linking headroom_model only.
#include "model/quantity.h"
