import LayoutCore

/// Relative closeness (absolute below 1) for numbers computed in a different order: a strategy
/// against its naive twin, a solver against a hand-worked answer.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Every component of the two rectangles ``isClose(_:_:tolerance:)``.
public func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    zip(a.values, b.values).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}
