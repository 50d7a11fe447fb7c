// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Include-check probe (tests/layers): store includes model, which it links.
#include "model/quantity.h"
