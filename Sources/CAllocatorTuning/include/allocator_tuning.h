#ifndef LAYOUTD_ALLOCATOR_TUNING_H
#define LAYOUTD_ALLOCATOR_TUNING_H

/// Keeps memory that the process frees for its next allocations instead of returning it
/// to the kernel (glibc's mmap and trim thresholds raised). A layout builds solver arrays
/// of a few megabytes and frees them when it ends; returned to the kernel, the next
/// layout's pages are faulted in again, which costs more than the layout's arithmetic.
/// Returns 1 if both settings were taken.
int layoutd_keep_freed_memory(void);

#endif
