#include "CJemallocShim.h"

#ifdef LAYOUTBENCH_JEMALLOC
#include <stdlib.h>
#include <jemalloc/jemalloc.h>

#define LB_STRINGIFY_(x) #x
#define LB_STRINGIFY(x) LB_STRINGIFY_(x)
/// "stats.arenas.4096.": every arena merged, as jemalloc documents for MALLCTL_ARENAS_ALL.
#define LB_ALL_ARENAS "stats.arenas." LB_STRINGIFY(MALLCTL_ARENAS_ALL) "."

bool lb_jemalloc_linked(void) { return true; }

static bool read_u64(const char *name, uint64_t *value) {
    size_t size = sizeof(*value);
    return mallctl(name, value, &size, NULL, 0) == 0;
}

bool lb_jemalloc_available(void) {
    // Statistics must be compiled in, and malloc must really be jemalloc's (another allocator
    // interposed first would leave thread.allocated unchanged).
    uint64_t before = 0, after = 0;
    if (!read_u64("thread.allocated", &before)) return false;
    void *volatile probe = malloc(64);
    if (!read_u64("thread.allocated", &after)) { free(probe); return false; }
    free(probe);
    return after > before;
}

uint64_t lb_jemalloc_allocation_count(void) {
    // The thread cache serves most small requests without telling the arena, so `nmalloc` counts
    // cache fills, not requests (1000 malloc/free pairs of 48 bytes raise it by about 100).
    // `nrequests` counts every request once the cache has merged its counts into the arena:
    // flushing it does that, and writing `epoch` refreshes the statistics read below.
    mallctl("thread.tcache.flush", NULL, NULL, NULL, 0);
    uint64_t epoch = 1;
    size_t size = sizeof(epoch);
    if (mallctl("epoch", &epoch, &size, &epoch, size) != 0) return 0;
    uint64_t small = 0, large = 0;
    if (!read_u64(LB_ALL_ARENAS "small.nrequests", &small)) return 0;
    if (!read_u64(LB_ALL_ARENAS "large.nrequests", &large)) return 0;
    return small + large;
}

uint64_t lb_jemalloc_thread_allocated_bytes(void) {
    uint64_t value = 0;
    return read_u64("thread.allocated", &value) ? value : 0;
}

#else

bool lb_jemalloc_linked(void) { return false; }
bool lb_jemalloc_available(void) { return false; }
uint64_t lb_jemalloc_allocation_count(void) { return 0; }
uint64_t lb_jemalloc_thread_allocated_bytes(void) { return 0; }

#endif
