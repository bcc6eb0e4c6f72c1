#include "CJemallocShim.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// jemalloc's control interface, declared weak so that this file compiles and links the same
// whether or not the build found jemalloc: when pkg-config found it the link adds -ljemalloc and
// `mallctl` resolves; otherwise it stays null and every function below answers "unavailable".
extern int mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen)
    __attribute__((weak));

/// jemalloc's options, read once when it starts (a MALLOC_CONF in the environment is read after
/// them and wins). `lg_extent_max_active_fit:20` lets a freed extent of up to 2^20 times a
/// request's size be split for it; jemalloc's default, 6 (64 times), left the large free extents
/// that freed small objects coalesce into unused when new slabs were wanted, so a loop that frees
/// and makes the same tens of megabytes again (the bench's timed iterations at 10,000 views)
/// took fresh pages every time and kept the old ones dirty until their decay: about 5 MB more
/// resident an iteration, 45 MB over an ambiguity row (docs/Bench.md, "Freed pages reused").
///
/// `oversize_threshold:1048576` serves every allocation of 1 MB or more from jemalloc's oversize
/// arena, which gives a freed one's pages back at once, instead of from the arena at 8 MB (the
/// default). A rebuild frees its large arrays and makes them again in another order: with them in
/// one arena, a smaller array made first (a plan's items, 5 MB at 10,000 views) split the freed
/// extent of a larger one (the tableau's records, 8 MB), which then took fresh pages while the rest
/// of the split extent stayed dirty; 5–6 MB of the full strategy's peak (docs/Bench.md, "The
/// seventeenth round"). Arrays under 1 MB, every one at 1,000 views, are not affected.
/// Exported so that a preloaded jemalloc finds it too.
__attribute__((visibility("default"), used))
const char *malloc_conf = "lg_extent_max_active_fit:20,oversize_threshold:1048576";

typedef int (*lb_mallctl_function)(const char *, void *, size_t *, void *, size_t);

/// "stats.arenas.4096.": every arena merged (jemalloc's MALLCTL_ARENAS_ALL is 4096).
#define LB_ALL_ARENAS "stats.arenas.4096."
/// jemalloc's shared library as the dynamic loader finds it (no directory: the loader searches).
#define LB_LIBRARY "libjemalloc.so.2"
/// Set in the environment of a run started again with jemalloc preloaded, so that it happens
/// once; its value is LD_PRELOAD as it was, which the second run restores for its children.
#define LB_PRELOADED "LAYOUTBENCH_JEMALLOC_PRELOADED"

/// Whether this is the second run, with jemalloc preloaded (set before any other thread starts).
static bool lb_was_preloaded = false;

/// jemalloc's `mallctl`: linked, or from a preloaded libjemalloc; NULL when neither.
static lb_mallctl_function lb_mallctl(void) {
    if (mallctl != NULL) return mallctl;
    return (lb_mallctl_function)dlsym(RTLD_DEFAULT, "mallctl");
}

bool lb_jemalloc_linked(void) { return mallctl != NULL && !lb_was_preloaded; }

bool lb_jemalloc_preloaded(void) { return lb_was_preloaded && lb_mallctl() != NULL; }

/// Whether the dynamic loader finds libjemalloc. Opening it may fail even when it is there
/// (its thread-local storage model forbids loading it late: "cannot allocate memory in static
/// TLS block"); only "cannot open shared object file" means it is not installed.
static bool lb_library_installed(void) {
    void *library = dlopen(LB_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    if (library != NULL) {
        dlclose(library);
        return true;
    }
    const char *error = dlerror();
    return error != NULL && strstr(error, "cannot open shared object file") == NULL;
}

void lb_jemalloc_preload_by_running_again(char *const argv[]) {
    const char *original = getenv(LB_PRELOADED);
    if (original != NULL) {
        // The second run: give child processes (peers) the environment the first run had.
        lb_was_preloaded = true;
        if (original[0] != 0) setenv("LD_PRELOAD", original, 1); else unsetenv("LD_PRELOAD");
        unsetenv(LB_PRELOADED);
        return;
    }
    if (lb_mallctl() != NULL || !lb_library_installed()) return;
    char existing[4096], preload[4096 + sizeof LB_LIBRARY];
    const char *current = getenv("LD_PRELOAD");
    if (current != NULL && strlen(current) >= sizeof existing) return;
    snprintf(existing, sizeof existing, "%s", current != NULL ? current : "");
    snprintf(preload, sizeof preload, "%s%s%s", LB_LIBRARY, existing[0] != 0 ? ":" : "", existing);
    setenv(LB_PRELOADED, existing, 1);
    setenv("LD_PRELOAD", preload, 1);
    execv("/proc/self/exe", argv);
    // execv returned: it failed. Carry on without counts, as if jemalloc were not installed.
    unsetenv(LB_PRELOADED);
    if (current != NULL) setenv("LD_PRELOAD", existing, 1); else unsetenv("LD_PRELOAD");
}

static bool read_u64(const char *name, uint64_t *value) {
    lb_mallctl_function control = lb_mallctl();
    size_t size = sizeof(*value);
    return control != NULL && control(name, value, &size, NULL, 0) == 0;
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
    lb_mallctl_function mallctl = lb_mallctl();
    if (mallctl == NULL) return 0;
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

bool lb_jemalloc_return_free_pages(void) {
    lb_mallctl_function mallctl = lb_mallctl();
    if (mallctl == NULL) return false;
    // The calling thread's cache holds freed small objects: flushing it first lets their slabs
    // empty. Then every arena (4096 is MALLCTL_ARENAS_ALL) gives its unused dirty and muzzy pages
    // back to the system at once, instead of after the decay time.
    mallctl("thread.tcache.flush", NULL, NULL, NULL, 0);
    return mallctl("arena.4096.purge", NULL, NULL, NULL, 0) == 0;
}

/// A `size_t` option of jemalloc's as it runs (`opt.<name>`), or -1 without jemalloc.
static int64_t read_size_option(const char *name) {
    size_t value = 0;
    size_t size = sizeof(value);
    lb_mallctl_function mallctl = lb_mallctl();
    if (mallctl == NULL || mallctl(name, &value, &size, NULL, 0) != 0) return -1;
    return (int64_t)value;
}

int64_t lb_jemalloc_extent_fit_exponent(void) { return read_size_option("opt.lg_extent_max_active_fit"); }

int64_t lb_jemalloc_oversize_threshold(void) { return read_size_option("opt.oversize_threshold"); }

uint64_t lb_jemalloc_thread_allocated_bytes(void) {
    uint64_t value = 0;
    return read_u64("thread.allocated", &value) ? value : 0;
}
