import LayoutMeasure
import LayoutReport

/// The progress line printed before each group of a run.
public enum BenchProgress {
    /// `[elapsed] group`; on a terminal `[elapsed] k/N, ETA remaining: group`, the remaining time
    /// assuming the groups left take the average of those done (no ETA before the first is done).
    /// - Parameter index: the group's index from 0.
    public static func line(_ name: String, index: Int, count: Int, elapsed: Duration, onTerminal: Bool) -> String {
        let time = "[\(formatNanoseconds(elapsed.nanoseconds))]"
        guard onTerminal else { return "\(time) \(name)" }
        let eta = index > 0 ? ", ETA \(formatNanoseconds((elapsed / index * (count - index)).nanoseconds))" : ""
        return "\(time) \(index + 1)/\(count)\(eta): \(name)"
    }
}
