// Include-check probe (tests/layers): includes a header no module lists.
#include "unlisted.h"
