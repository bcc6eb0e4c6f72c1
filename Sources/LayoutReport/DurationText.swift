import Foundation

/// A duration in the unit that keeps three significant figures readable.
public func formatNanoseconds(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1e9 { return "\(rounded(nanoseconds / 1e9)) s" }
    if nanoseconds >= 1e6 { return "\(rounded(nanoseconds / 1e6)) ms" }
    if nanoseconds >= 1e3 { return "\(rounded(nanoseconds / 1e3)) µs" }
    return "\(rounded(nanoseconds)) ns"
}

/// ``formatNanoseconds(_:)`` without a trailing `.0`, for axis ticks (`20 ms`, `2.5 s`).
public func formatTickDuration(_ nanoseconds: Double) -> String {
    formatNanoseconds(nanoseconds).replacingOccurrences(of: ".0 ", with: " ")
}

/// A ratio with two decimals below 10, one below 100, none above; below 0.01 two significant
/// figures (`0.0012`) so that a small ratio is not shown as 0.
public func formatRatio(_ value: Double) -> String { "\(rounded(value))" }

private func rounded(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value.isFinite ? (value * 100).rounded() / 100 : value }
    let scale = value >= 100 ? 1.0 : value >= 10 ? 10 : value >= 0.01 ? 100 : pow(10, 1 - floor(log10(value)))
    return (value * scale).rounded() / scale
}
