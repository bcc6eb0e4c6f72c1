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
}
