// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Include-check probe (tests/layers): a header under the module root that no module lists in its sources.
