internal import CJemallocShim

/// The pages the allocator keeps resident after frees.
///
/// jemalloc keeps the pages of freed memory for a while (its decay time, ten seconds by default)
/// to serve later allocations without asking the system again. A bench that frees one row's
/// large trees and builds the next row's keeps both rows' pages resident for that while, so the
/// process's peak is more than its largest row needs (issue 24: about 35 MB at 10,000 views).
public enum FreedPages {
    /// Gives the pages jemalloc keeps after frees back to the system now. Call it untimed, at a
    /// row's end, after its trees are freed; the next row's warm-up faults pages in again. Does
    /// nothing without jemalloc (the C library's malloc returns pages by its own rules).
    /// - Returns: whether jemalloc returned them.
    /// - Complexity: O(pages kept), a system call per run of them.
    @discardableResult
    public static func returnToSystem() -> Bool {
        lb_jemalloc_return_free_pages()
    }

    /// jemalloc's `lg_extent_max_active_fit` as it runs: a free extent up to 2 to this power times
    /// a request's size may be split for it. The shim's `malloc_conf` sets 20 (jemalloc's
    /// default is 6), so that a timed loop's freed pages serve its next iteration; nil without
    /// jemalloc.
    public static var extentFitExponent: Int? {
        let exponent = lb_jemalloc_extent_fit_exponent()
        return exponent < 0 ? nil : Int(exponent)
    }

    /// jemalloc's `oversize_threshold` as it runs: allocations of this many bytes or more come
    /// from its oversize arena, which returns their pages when they are freed. The shim's
    /// `malloc_conf` sets 1 MB (jemalloc's default is 8 MB), so that a rebuild's large arrays do
    /// not split one another's freed extents; nil without jemalloc.
    public static var oversizeThreshold: Int? {
        let threshold = lb_jemalloc_oversize_threshold()
        return threshold < 0 ? nil : Int(threshold)
    }
}
