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
    if let integer = wholeNumber(value) { return String(integer) }
    return value.description
}

/// `value` as an integer when ``formatExact(_:)`` writes it without a fraction: a whole number
/// below 2^53 in magnitude (−0 is 0).
func wholeNumber(_ value: Double) -> Int? {
    value.isFinite && value == value.rounded(.towardZero) && abs(value) < 0x1p53 ? Int(value) : nil
}
