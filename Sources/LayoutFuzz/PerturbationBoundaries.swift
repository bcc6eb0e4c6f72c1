/// Where the problems of a layout start or stop along one perturbed axis (a root width, a root
/// height, an intrinsic-size scale): found by bisecting between sampled values, or — the naive
/// twin — by laying out every point of a grid.
public enum PerturbationBoundaries {
    /// The points bisection may stop at: the multiples of `1 / stepsPerUnit`. Sizes use whole
    /// points (1 step per unit); an intrinsic scale uses steps of 1/M for the largest intrinsic
    /// dimension M, so that one step changes every intrinsic size by at most one point.
    public struct Grid: Hashable, Sendable {
        public var stepsPerUnit: Double

        public init(stepsPerUnit: Double) {
            precondition(stepsPerUnit > 0 && stepsPerUnit.isFinite, "a grid needs a positive finite step")
            self.stepsPerUnit = stepsPerUnit
        }

        public static let wholePoints = Grid(stepsPerUnit: 1)

        /// The grid point `index`, computed as `index / stepsPerUnit` so that exact values stay exact.
        public func point(_ index: Int) -> Double { Double(index) / stepsPerUnit }

        /// The indices of the grid points strictly between `a` and `b` (a < b), possibly empty.
        public func indices(between a: Double, and b: Double) -> ClosedRange<Int>? {
            let first = Int((a * stepsPerUnit + 1e-9).rounded(.down)) + 1
            let last = Int((b * stepsPerUnit - 1e-9).rounded(.up)) - 1
            return first <= last ? first...last : nil
        }

        /// The middle grid point strictly between `a` and `b`, or nil when none is left.
        public func midpoint(between a: Double, and b: Double) -> Double? {
            guard let range = indices(between: min(a, b), and: max(a, b)) else { return nil }
            return point(range.lowerBound + (range.upperBound - range.lowerBound) / 2)
        }
    }

    /// One edge of a problem along an axis: present at `inside`, absent at `outside`, and no grid
    /// point lies between the two.
    public struct Boundary<Key: Hashable>: Hashable {
        public var key: Key
        public var inside: Double
        public var outside: Double

        public init(key: Key, inside: Double, outside: Double) {
            self.key = key
            self.inside = inside
            self.outside = outside
        }
    }

    /// Bisection: wherever the set of problems differs between two neighbouring `samples`, the
    /// gap is halved on the grid, and each half whose ends still differ is halved again, until
    /// every change is pinned between two neighbouring grid points. A problem that appears and
    /// goes away again inside a half whose ends agree is not seen (the naive twin sees it); a
    /// problem that changes at most once in a gap is always found at exactly its boundary.
    ///
    /// - Parameters:
    ///   - samples: the values laid out first, in any order (duplicates ignored).
    ///   - problems: the problems at a value; evaluated at most once per value.
    /// - Returns: boundaries in the order of their position along the axis, then by problem.
    /// - Complexity: `samples.count` calls of `problems`, plus per gap at most
    ///   ⌈log2(gap × stepsPerUnit)⌉ calls per distinct change point found in it (and never more
    ///   than the grid points in the gap).
    public static func bisect<Key: Hashable & Comparable, Failure: Error>(
        samples: [Double], grid: Grid, problems: (Double) throws(Failure) -> Set<Key>
    ) throws(Failure) -> [Boundary<Key>] {
        var evaluated: [(Double, Set<Key>)] = []
        for value in Set(samples).sorted() { evaluated.append((value, try problems(value))) }
        var found: [Boundary<Key>] = []
        for (low, high) in zip(evaluated, evaluated.dropFirst()) {
            // Intervals whose ends may differ, the leftmost on top.
            var pending = [(low, high)]
            while let (a, b) = pending.popLast() {
                guard a.1 != b.1 else { continue }
                guard let middle = grid.midpoint(between: a.0, and: b.0) else {
                    found += changes(from: a, to: b)
                    continue
                }
                let m = (middle, try problems(middle))
                pending.append((m, b))
                pending.append((a, m))
            }
        }
        return found
    }

    /// The naive twin of ``bisect(samples:grid:problems:)``: lays out every grid point from the
    /// smallest to the largest sample (and the samples themselves) and reports every change.
    /// - Complexity: one call of `problems` per grid point in the range.
    public static func scan<Key: Hashable & Comparable, Failure: Error>(
        samples: [Double], grid: Grid, problems: (Double) throws(Failure) -> Set<Key>
    ) throws(Failure) -> [Boundary<Key>] {
        guard let low = samples.min(), let high = samples.max() else { return [] }
        var values = Set(samples)
        if let inner = grid.indices(between: low, and: high) {
            for index in inner { values.insert(grid.point(index)) }
        }
        var found: [Boundary<Key>] = []
        var previous: (Double, Set<Key>)?
        for value in values.sorted() {
            let current = (value, try problems(value))
            if let previous { found += changes(from: previous, to: current) }
            previous = current
        }
        return found
    }

    /// The boundaries between two neighbouring evaluated values, by problem.
    private static func changes<Key: Hashable & Comparable>(from a: (Double, Set<Key>), to b: (Double, Set<Key>))
        -> [Boundary<Key>]
    {
        a.1.symmetricDifference(b.1).sorted().map { key in
            a.1.contains(key) ? Boundary(key: key, inside: a.0, outside: b.0) : Boundary(key: key, inside: b.0, outside: a.0)
        }
    }
}
