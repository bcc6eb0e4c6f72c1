#ifndef CJEMALLOCSHIM_H
#define CJEMALLOCSHIM_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build was linked with libjemalloc (pkg-config found `jemalloc.pc` when it was built).
bool lb_jemalloc_linked(void);

/// Whether libjemalloc was not linked but preloaded (``lb_jemalloc_preload_by_running_again``).
bool lb_jemalloc_preloaded(void);

/// For a binary built before jemalloc was installed (a build plan SwiftPM keeps until the package
/// changes): when jemalloc is neither linked nor preloaded but the dynamic loader finds
/// libjemalloc.so.2, runs this program again (`/proc/self/exe`, same arguments and environment)
/// with it in LD_PRELOAD, once. Returns only when it does not: jemalloc already there, not
/// installed, already tried, or the exec failed.
void lb_jemalloc_preload_by_running_again(char *const argv[]);

/// Whether jemalloc is this process's malloc and keeps statistics: the counters below are
/// meaningful only when this returns true.
bool lb_jemalloc_available(void);

/// Allocation requests served so far by every arena (small + large `nrequests`), after
/// flushing the calling thread's cache so that its own requests are counted. 0 when unavailable.
uint64_t lb_jemalloc_allocation_count(void);

/// Bytes allocated so far by the calling thread (`thread.allocated`). 0 when unavailable.
uint64_t lb_jemalloc_thread_allocated_bytes(void);

/// Gives the pages jemalloc keeps after frees (its dirty and muzzy pages, in every arena) back to
/// the system now, after flushing the calling thread's cache. False when jemalloc is not this
/// process's malloc or refused; then nothing happened.
bool lb_jemalloc_return_free_pages(void);

int64_t lb_jemalloc_extent_fit_exponent(void);

/// jemalloc's `opt.oversize_threshold` (bytes), or -1 without jemalloc.
int64_t lb_jemalloc_oversize_threshold(void);

#endif
