import Foundation

/// Wall-clock samples of one operation, in nanoseconds, with the statistics a results row reports.
public struct Samples: Sendable {
    public private(set) var nanoseconds: [Double] = []

    public init() {}

    /// Samples already taken, in nanoseconds (a worker's reply, a round's medians).
    public init(nanoseconds: [Double]) {
        self.nanoseconds = nanoseconds
    }

    public mutating func append(_ duration: Duration) {
        nanoseconds.append(duration.nanoseconds)
    }

    public var count: Int { nanoseconds.count }

    /// The value at fraction `q` of the sorted samples (nearest rank); 0 without samples.
    public func quantile(_ q: Double) -> Double {
        guard !nanoseconds.isEmpty else { return 0 }
        let sorted = nanoseconds.sorted()
        let rank = Int((q * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    public var median: Double { quantile(0.5) }

    /// The smallest sample; 0 without samples. On a shared machine noise only adds time, so the
    /// fastest iteration is the least disturbed one (the A/B gate's per-round value).
    public var fastest: Double { nanoseconds.min() ?? 0 }
}

extension Duration {
    /// The duration in nanoseconds.
    public var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

/// Runs `body` once to warm up (unless `warmUp` is false), then `iterations` times, timing each
/// run. With `scenario`, a slowdown the environment injects into that scenario
/// (``InjectedSlowdown``) is applied. `untimed` runs after every run of `body`, outside the
/// clock (freeing what a run made, so that the next run starts from the same state and the
/// frees are not timed).
///
/// - Complexity: `iterations + 1` runs of `body` (`iterations` without the warm-up).
public func sample(iterations: Int, warmUp: Bool = true, scenario: String? = nil,
                   _ body: () throws -> Void, untimed: () -> Void = {}) rethrows -> Samples {
    let clock = ContinuousClock()
    if warmUp {
        try body()
        untimed()
    }
    var samples = Samples()
    for _ in 0..<iterations {
        samples.append(try scenario.map { try clock.measure(scenario: $0, body) } ?? clock.measure(body))
        untimed()
    }
    return samples
}
