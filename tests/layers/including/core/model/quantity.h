// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Include-check probe (tests/layers): a model header that includes nothing of the project.
