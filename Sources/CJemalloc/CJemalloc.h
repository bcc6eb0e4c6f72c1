// The system library jemalloc, found by pkg-config (`jemalloc.pc`, installed with
// libjemalloc-dev or `brew install jemalloc`). Nothing is declared here on purpose: the shim
// (CJemallocShim) names jemalloc's one entry point itself, weakly, so that it compiles the same
// with or without jemalloc installed. What this target brings is pkg-config's link flags: with
// them the executable is linked with libjemalloc and its malloc is jemalloc's; without them
// (no jemalloc.pc) it links with the C library's malloc and allocation counts are off.
