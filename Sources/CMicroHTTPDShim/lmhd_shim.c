#include "lmhd_shim.h"
