// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Include-check probe (tests/layers): a test-support header (no module's) that includes store; it is part of
// whichever test includes it.
#include "store/library.h"
