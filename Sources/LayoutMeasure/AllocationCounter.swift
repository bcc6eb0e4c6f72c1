internal import CJemallocShim

/// Cumulative allocation counts at one moment, from jemalloc's statistics.
public struct AllocationSnapshot: Equatable, Sendable {
    /// Allocation requests served by every arena so far.
    public var allocations: Int
    /// Bytes allocated by the calling thread so far.
    public var bytes: Int

    public init(allocations: Int, bytes: Int) {
        self.allocations = allocations
        self.bytes = bytes
    }

    /// What was allocated between `earlier` and this snapshot.
    public func since(_ earlier: AllocationSnapshot) -> AllocationSnapshot {
        AllocationSnapshot(allocations: allocations - earlier.allocations, bytes: bytes - earlier.bytes)
    }

    public static func - (later: AllocationSnapshot, earlier: AllocationSnapshot) -> AllocationSnapshot {
        later.since(earlier)
    }
}

/// Allocation statistics of this process, when its malloc is jemalloc's.
///
/// The package links libjemalloc when pkg-config finds `jemalloc` as the build is planned
/// (`apt-get install libjemalloc-dev`, `brew install jemalloc`); the executable's malloc is then jemalloc's, and
/// snapshots count every allocation request (small and large `nrequests` over all arenas, after
/// the calling thread's cache is flushed so that its requests are counted) and the calling
/// thread's allocated bytes (`thread.allocated`). Counts are exact for work done on the calling
/// thread; other threads' requests are included only once their caches flush. Take snapshots
/// outside timed code: each one flushes the thread cache.
public enum AllocationCounter {
    /// Whether ``snapshot()`` returns counts.
    public static let isAvailable: Bool = lb_jemalloc_available()

    /// Why counts are unavailable, and what to do; nil when they are available.
    public static let unavailableReason: String? = {
        if isAvailable { return nil }
        if !lb_jemalloc_linked() && !lb_jemalloc_preloaded() {
            return "jemalloc is not installed (pkg-config jemalloc found nothing when this was built, and the "
                + "loader finds no libjemalloc.so.2): apt-get install libjemalloc-dev (or brew install jemalloc)"
        }
        return "this process's malloc is not jemalloc's, or its statistics are disabled"
    }()

    /// Whether the build linked libjemalloc (pkg-config found it when the build was planned).
    public static var isLinked: Bool { lb_jemalloc_linked() }

    /// How jemalloc became this process's malloc.
    public enum Source: Sendable {
        /// The build linked libjemalloc.
        case linked
        /// The program ran itself again with libjemalloc preloaded (``preloadIfInstalled()``).
        case preloaded
    }

    /// Where the counts come from; nil when they are unavailable.
    public static var source: Source? {
        guard isAvailable else { return nil }
        return lb_jemalloc_linked() ? .linked : .preloaded
    }

    /// Makes counts available to a binary linked before jemalloc was installed: when the loader
    /// finds libjemalloc.so.2 but this process's malloc is not jemalloc's, runs the program again
    /// with it preloaded (once; the environment marks the second run). Call it first thing, before
    /// any work or output; it returns when nothing is to be done or running again failed.
    public static func preloadIfInstalled() {
        lb_jemalloc_preload_by_running_again(CommandLine.unsafeArgv)
    }

    /// The counts so far, or nil when they are unavailable.
    public static func snapshot() -> AllocationSnapshot? {
        guard isAvailable else { return nil }
        let allocations = lb_jemalloc_allocation_count()
        let bytes = lb_jemalloc_thread_allocated_bytes()
        return AllocationSnapshot(allocations: Int(truncatingIfNeeded: allocations),
                                  bytes: Int(truncatingIfNeeded: bytes))
    }

    /// Runs `body` and returns what it allocated (nil counts when unavailable).
    public static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, allocated: AllocationSnapshot?) {
        let before = snapshot()
        let result = try body()
        let after = snapshot()
        guard let before, let after else { return (result, nil) }
        return (result, after.since(before))
    }
}
