/// `value` without solver noise: rounded to 1e-9 (reports print frames this way).
public func roundedForReport(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e12 else { return value }
    return (value * 1e9).rounded() / 1e9
}

/// A number as reports print it: rounded with ``roundedForReport(_:)``, then ``formatExact(_:)``.
public func formatNumber(_ value: Double) -> String { formatExact(roundedForReport(value)) }

/// A number exactly as given, in the shortest form that reads back to it: integers without a
/// fraction (`420`, not `420.0`; −0 as `0`), other numbers as Swift prints them (`0.1`, `1e-05`,
/// `inf`).
public func formatExact(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(.towardZero), abs(value) < 0x1p53 { return String(Int64(value)) }
    return value.description
}
