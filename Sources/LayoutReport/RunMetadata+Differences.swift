/// What two runs' metadata say about whether their results compare: the fields that differ,
/// and what is missing.
public struct MetadataCheck: Equatable, Sendable {
    /// One field whose value differs.
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        public var field: String
        public var baseline: String
        public var current: String
        /// Whether the difference changes deterministic counts (toolchain, build configuration,
        /// seed), not only times.
        public var affectsCounts: Bool

        public var description: String { "\(field): \(baseline) (baseline) vs \(current) (current)" }
    }

    public var baseline: RunMetadata?
    public var current: RunMetadata?
    public var differences: [Difference]

    /// Compares the two sides' metadata; either may be missing (a CSV written before metadata existed).
    public init(baseline: RunMetadata?, current: RunMetadata?) {
        self.baseline = baseline
        self.current = current
        guard let baseline, let current else {
            differences = []
            return
        }
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "unknown" }
        let fields: [(String, String, String, Bool)] = [
            ("toolchain", baseline.toolchain, current.toolchain, true),
            ("build configuration", baseline.buildConfiguration, current.buildConfiguration, true),
            ("seed", text(baseline.seed), text(current.seed), true),
            ("allocation counts (jemalloc)", String(baseline.allocationCounts), String(current.allocationCounts), false),
            ("tool version", baseline.toolVersion, current.toolVersion, false),
            ("OS", baseline.os, current.os, false),
            ("CPU model", text(baseline.cpuModel), text(current.cpuModel), false),
            ("CPU count", String(baseline.cpuCount), String(current.cpuCount), false),
        ]
        differences = fields.filter { $0.1 != $0.2 }.map {
            Difference(field: $0.0, baseline: $0.1, current: $0.2, affectsCounts: $0.3)
        }
    }

    /// False when a difference changes deterministic counts: then a count that grew is not a
    /// regression of the code (``ComparisonPolicy/countsUngatedBecause``).
    public var countsComparable: Bool { !differences.contains(where: \.affectsCounts) }

    /// Sentences for a reader: missing metadata and every difference.
    public var statements: [String] {
        var lines: [String] = []
        if baseline == nil { lines.append("The baseline has no run metadata (an older CSV): the runs' builds and machines cannot be checked.") }
        if current == nil { lines.append("The current run has no run metadata: its build and machine cannot be checked.") }
        lines += differences.map { "Runs differ in \($0)" + ($0.affectsCounts ? ": deterministic counts are not comparable." : ".") }
        return lines
    }

    /// Why counts are not gated, for ``ComparisonPolicy/countsUngatedBecause``; nil when they compare.
    public var countsUngatedReason: String? {
        let fields = differences.filter(\.affectsCounts).map(\.field)
        guard !fields.isEmpty else { return nil }
        return "the runs differ in \(fields.joined(separator: ", ")); pass --force to gate counts anyway"
    }
}
