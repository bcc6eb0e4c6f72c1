#ifndef CJEMALLOCSHIM_H
#define CJEMALLOCSHIM_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build was linked with libjemalloc (Package.swift found its header and library).
bool lb_jemalloc_linked(void);

/// Whether jemalloc is this process's malloc and keeps statistics: the counters below are
/// meaningful only when this returns true.
bool lb_jemalloc_available(void);

/// Allocation requests served so far by every arena (small + large `nrequests`), after
/// flushing the calling thread's cache so that its own requests are counted. 0 when unavailable.
uint64_t lb_jemalloc_allocation_count(void);

/// Bytes allocated so far by the calling thread (`thread.allocated`). 0 when unavailable.
uint64_t lb_jemalloc_thread_allocated_bytes(void);

#endif
