/// Keeps the processor busy for a moment before the first timed sample.
///
/// A processor that was idle runs a process's first few milliseconds slower: on this project's
/// CI-like virtual machine, after 15 seconds idle, one bench run in three measured its first
/// group about 1.6 times slower (the enaml-like window's first layout 142 → 255 µs, a remove
/// and add back 1.95 → 3.29 µs), while a run right after another never did. Whatever the bench
/// measures first would pay that, and the peers, measured after it, would not.
public enum ProcessorWarmUp {
    /// Spins for `duration` of wall-clock time, reading the clock and doing arithmetic it
    /// returns, so that nothing is optimised away.
    /// - Returns: the number of rounds spun (a value to keep the work observable).
    /// - Complexity: O(duration).
    @discardableResult
    public static func spin(for duration: Duration) -> UInt64 {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: duration)
        var rounds: UInt64 = 0
        var mixed: UInt64 = 0x9E37_79B9_7F4A_7C15
        while clock.now < end {
            for _ in 0..<1_000 { mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9 }
            rounds &+= 1
        }
        return rounds ^ (mixed & 1)
    }
}
