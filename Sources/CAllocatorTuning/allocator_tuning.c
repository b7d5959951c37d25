#include "allocator_tuning.h"

#include <malloc.h>

int layoutd_keep_freed_memory(void) {
    // 32 MiB is glibc's largest mmap threshold on 64-bit targets: blocks below it come
    // from the heap, which then is trimmed only above 512 MiB of free space at its top.
    int mmap = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    int trim = mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
    return mmap == 1 && trim == 1;
}
