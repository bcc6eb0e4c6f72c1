import Foundation

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
