#include "library.h"
