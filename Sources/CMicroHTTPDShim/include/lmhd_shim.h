#ifndef LMHD_SHIM_H
#define LMHD_SHIM_H
#include <microhttpd.h>
#endif
