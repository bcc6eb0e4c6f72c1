import LayoutCore

/// A current run held to a baseline, row by row: what changed, what regressed, and what else a
/// reader should know. `layoutbench compare` prints it and fails on any ``failures``.
///
/// Rows are matched by (scenario, strategy, size). The rules:
/// - a metric regresses when the current value exceeds the policy's limit over the baseline value
///   (see ``ComparisonPolicy``);
/// - a deterministic count (pivots, allocations, allocated bytes) present in the baseline and
///   empty in the current run is a failure: it can no longer be held (jemalloc missing, say);
///   one present only in the current run is a note;
/// - a row present in the baseline but missing from the current run is a failure; a row new in
///   the current run is a note;
/// - `agree` false in the current run is always a failure, whatever the baseline says;
/// - a changed checksum (the answers differ from the baseline's) and a changed iteration count are
///   notes.
public struct BaselineComparison: Sendable {
    /// How a metric of a matched row moved.
    public enum Verdict: String, Equatable, Sendable {
        case unchanged, improved, withinTolerance = "within tolerance", regressed
    }

    /// One metric of one matched row.
    public struct Change: Equatable, Sendable {
        public var key: ResultRow.Key
        public var metric: ComparedMetric
        public var baseline: Double
        public var current: Double
        /// The largest current value that is not a regression.
        public var limit: Double

        public var verdict: Verdict {
            if current == baseline { return .unchanged }
            if current < baseline { return .improved }
            return current > limit ? .regressed : .withinTolerance
        }

        /// The change relative to the baseline, in percent (nil when the baseline is 0).
        public var percent: Double? {
            baseline == 0 ? nil : (current - baseline) / abs(baseline) * 100
        }
    }

    /// A reason `compare` fails.
    public enum Failure: Equatable, Sendable, CustomStringConvertible {
        case regression(Change)
        case missingRow(ResultRow.Key)
        case missingValue(ResultRow.Key, ComparedMetric)
        case disagreement(ResultRow.Key)

        public var description: String {
            switch self {
            case .regression(let change):
                "\(change.key): \(change.metric.rawValue) regressed from \(formatted(change.baseline, change.metric)) "
                    + "to \(formatted(change.current, change.metric)) (limit \(formatted(change.limit, change.metric)))"
            case .missingRow(let key): "\(key): in the baseline but missing from the current run"
            case .missingValue(let key, let metric):
                "\(key): \(metric.rawValue) is in the baseline but empty in the current run"
            case .disagreement(let key): "\(key): agree is false: this strategy's answers differ from the reference's"
            }
        }
    }

    public let policy: ComparisonPolicy
    /// Every compared metric of every matched row, in row order.
    public private(set) var changes: [Change] = []
    public private(set) var failures: [Failure] = []
    public private(set) var notes: [String] = []
    /// Rows matched on both sides.
    public private(set) var matchedRows = 0
    /// What the two runs' metadata say (printed first by every format); nil when not checked.
    public var metadata: MetadataCheck?

    /// Whether `compare` fails.
    public var hasRegression: Bool { !failures.isEmpty }

    /// - Complexity: O(b + c) rows.
    public init(baseline: [ResultRow], current: [ResultRow], policy: ComparisonPolicy = ComparisonPolicy()) {
        self.policy = policy
        let currentByKey = Dictionary(current.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let baselineKeys = Set(baseline.map(\.key))
        for old in baseline {
            guard let new = currentByKey[old.key] else {
                failures.append(.missingRow(old.key))
                continue
            }
            matchedRows += 1
            compare(old, new)
        }
        for new in current {
            if !baselineKeys.contains(new.key) { notes.append("\(new.key): new, not in the baseline") }
            if new.agree == false { failures.append(.disagreement(new.key)) }
        }
    }

    private mutating func compare(_ old: ResultRow, _ new: ResultRow) {
        for metric in policy.metrics {
            switch (metric.value(in: old), metric.value(in: new)) {
            case let (baseline?, current?):
                let change = Change(key: old.key, metric: metric, baseline: baseline, current: current,
                                    limit: policy.tolerance(for: metric, scenario: old.scenario).limit(over: baseline))
                changes.append(change)
                if change.verdict == .regressed {
                    if metric.isDeterministic, let reason = policy.countsUngatedBecause {
                        notes.append("\(Failure.regression(change)): not gated as a regression, \(reason)")
                    } else {
                        failures.append(.regression(change))
                    }
                }
            case (_?, nil) where metric.isDeterministic:
                failures.append(.missingValue(old.key, metric))
            case (_?, nil):
                notes.append("\(old.key): \(metric.rawValue) is empty in the current run")
            case (nil, _?):
                notes.append("\(old.key): \(metric.rawValue) is new, the baseline has none")
            case (nil, nil):
                break
            }
        }
        if !old.checksum.isEmpty, !new.checksum.isEmpty, old.checksum != new.checksum {
            notes.append("\(old.key): checksum \(old.checksum) → \(new.checksum): the answers differ from the baseline's")
        }
        if policy.comparesTimes, old.iterations != new.iterations {
            notes.append("\(old.key): iterations \(old.iterations) → \(new.iterations)")
        }
    }
}

/// A value of `metric` as a reader wants it: times as ``formatNanoseconds(_:)`` writes them, counts whole
/// (``formatExact(_:)``: a count past 2^53, such as `Int.max` read from a file, which converted to
/// `Int64` trapped, prints as a Double does).
func formatted(_ value: Double, _ metric: ComparedMetric) -> String {
    metric == .medianTime ? formatNanoseconds(value) : formatExact(value.rounded())
}
