// The unix port's configuration, then what the twin must change after it: the unix port sets
// MICROPY_ALLOC_PATH_MAX to the host's PATH_MAX (4 KB) unconditionally, and each nested import
// keeps a buffer of that size on the C stack; the board keeps 96 bytes (py/circuitpy_mpconfig.h).
// mpconfigvariant.mk puts this folder first on the include path.
#pragma once
#include_next <mpconfigport.h>
#undef MICROPY_ALLOC_PATH_MAX
#define MICROPY_ALLOC_PATH_MAX (96)
