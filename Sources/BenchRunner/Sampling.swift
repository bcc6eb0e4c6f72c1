import Foundation

/// Wall-clock samples of one operation, in nanoseconds, with the statistics a results row reports.
public struct Samples: Sendable {
    public private(set) var nanoseconds: [Double] = []

    public init() {}

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
}

extension Duration {
    /// The duration in nanoseconds.
    public var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

/// Runs `body` once to warm up, then `iterations` times, timing each run.
///
/// - Complexity: `iterations + 1` runs of `body`.
func sample(iterations: Int, _ body: () throws -> Void) rethrows -> Samples {
    let clock = ContinuousClock()
    try body()
    var samples = Samples()
    for _ in 0..<iterations { samples.append(try clock.measure(body)) }
    return samples
}

/// The least-squares slope of log(time) against log(size): how the cost grows with the input
/// (1 is linear, 2 quadratic). Nil with fewer than two distinct sizes or non-positive values.
public func growthExponent(_ points: [(size: Int, nanoseconds: Double)]) -> Double? {
    let usable = points.filter { $0.size > 0 && $0.nanoseconds > 0 }
    guard Set(usable.map(\.size)).count >= 2 else { return nil }
    let xs = usable.map { log(Double($0.size)) }, ys = usable.map { log($0.nanoseconds) }
    let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
    let covariance = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
    let variance = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    return variance > 0 ? covariance / variance : nil
}
