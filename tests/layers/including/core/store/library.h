#pragma once
// Include-check probe (tests/layers): store includes model, which it links.
#include "model/quantity.h"
