/// How closely a current run must hold to its baseline (`layoutbench compare`).
///
/// Deterministic counts are held tightly, times loosely:
/// - pivots must not increase at all;
/// - allocations may grow by at most 2% + 16 per iteration, allocated bytes by at most
///   2% + 1,024 (room for a changed growth step of one array, not for a new allocation in a
///   loop);
/// - the median time may grow by at most ``maxTimeRegressionPercent`` (50% by default: CI
///   machines are shared and noisy), and is not compared at all when ``comparesTimes`` is off.
public struct ComparisonPolicy: Equatable, Sendable {
    /// A growth allowed over a baseline value: `percent` of it plus `absolute`.
    public struct Tolerance: Equatable, Sendable {
        public var percent: Double
        public var absolute: Double

        public init(percent: Double, absolute: Double) {
            self.percent = percent
            self.absolute = absolute
        }

        public static let none = Tolerance(percent: 0, absolute: 0)

        /// The largest value that does not regress from `baseline`.
        public func limit(over baseline: Double) -> Double {
            baseline + abs(baseline) * percent / 100 + absolute
        }
    }

    public var comparesTimes: Bool
    public var maxTimeRegressionPercent: Double
    public var allocations: Tolerance
    public var allocatedBytes: Tolerance
    public var pivots: Tolerance
    /// When set, a deterministic count that grew is a note naming this reason, not a failure: the
    /// runs were built differently (``MetadataCheck/countsUngatedReason``). Missing values and
    /// disagreements still fail.
    public var countsUngatedBecause: String?
    /// Per-scenario limits that replace the ones above where a rule matches.
    public var thresholds = Thresholds()

    public init(comparesTimes: Bool = true, maxTimeRegressionPercent: Double = 50,
                allocations: Tolerance = Tolerance(percent: 2, absolute: 16),
                allocatedBytes: Tolerance = Tolerance(percent: 2, absolute: 1_024),
                pivots: Tolerance = .none) {
        self.comparesTimes = comparesTimes
        self.maxTimeRegressionPercent = maxTimeRegressionPercent
        self.allocations = allocations
        self.allocatedBytes = allocatedBytes
        self.pivots = pivots
    }

    /// The tolerance for `metric`.
    public func tolerance(for metric: ComparedMetric) -> Tolerance {
        switch metric {
        case .medianTime: Tolerance(percent: maxTimeRegressionPercent, absolute: 0)
        case .allocations: allocations
        case .allocatedBytes: allocatedBytes
        case .pivots: pivots
        }
    }

    /// The tolerance for `metric` of `scenario`: the first matching rule of ``thresholds``, else
    /// ``tolerance(for:)``.
    public func tolerance(for metric: ComparedMetric, scenario: String) -> Tolerance {
        thresholds.tolerance(for: .compared(metric), scenario: scenario) ?? tolerance(for: metric)
    }

    /// The metrics this policy compares, deterministic ones first.
    public var metrics: [ComparedMetric] {
        comparesTimes ? [.pivots, .allocations, .allocatedBytes, .medianTime] : [.pivots, .allocations, .allocatedBytes]
    }
}

/// A column `compare` holds a current run to.
public enum ComparedMetric: String, Equatable, Sendable, CaseIterable {
    case pivots
    case allocations
    case allocatedBytes = "allocated_bytes"
    case medianTime = "median_ns"

    /// Whether the same code on the same input always gives the same value.
    public var isDeterministic: Bool { self != .medianTime }

    /// The value of this column in `row`.
    public func value(in row: ResultRow) -> Double? {
        switch self {
        case .pivots: row.pivots.map(Double.init)
        case .allocations: row.allocations.map(Double.init)
        case .allocatedBytes: row.allocatedBytes.map(Double.init)
        case .medianTime: row.medianNanoseconds
        }
    }
}
