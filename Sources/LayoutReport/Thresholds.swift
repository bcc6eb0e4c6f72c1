import Foundation
import LayoutCore

/// Per-scenario limits, read from a thresholds file (`layoutbench/thresholds@1`,
/// docs/Formats.md): each rule names a scenario pattern, a metric and how far that metric may
/// grow. `compare` and `baseline check` use them in place of ``ComparisonPolicy``'s defaults,
/// the A/B gate (`bench --against`) for its `ab_ratio` limit. The first rule that matches a
/// scenario and metric wins; a metric no rule matches keeps its default.
public struct Thresholds: Equatable, Sendable {
    /// What a rule limits: a column `compare` holds, or the A/B gate's ratio.
    public enum Metric: Equatable, Hashable, Sendable {
        case compared(ComparedMetric)
        /// The A/B gate: a scenario regresses when its ratio's whole interval lies above
        /// 1 + percent/100.
        case abRatio

        public static let abRatioName = "ab_ratio"

        /// `pivots`, `allocations`, `allocated_bytes`, `median_ns` or `ab_ratio`.
        public init?(name: String) {
            if name == Self.abRatioName {
                self = .abRatio
            } else if let metric = ComparedMetric(rawValue: name) {
                self = .compared(metric)
            } else {
                return nil
            }
        }

        public var name: String {
            switch self {
            case .compared(let metric): metric.rawValue
            case .abRatio: Self.abRatioName
            }
        }

        static var allNames: [String] { ComparedMetric.allCases.map(\.rawValue) + [abRatioName] }
    }

    public struct Rule: Equatable, Sendable {
        /// A scenario name where `*` stands for any run of characters (`chain-*`, `*-initial`, `*`).
        public var scenario: String
        public var metric: Metric
        public var tolerance: ComparisonPolicy.Tolerance

        public init(scenario: String, metric: Metric, tolerance: ComparisonPolicy.Tolerance) {
            self.scenario = scenario
            self.metric = metric
            self.tolerance = tolerance
        }

        /// Whether the pattern matches the whole of `name`.
        public func matches(_ name: String) -> Bool { Self.glob(Array(scenario), Array(name)) }

        /// `*` matches any run of characters, everything else itself.
        /// - Complexity: O(p · n) with the usual greedy backtracking to the last `*`.
        static func glob(_ pattern: [Character], _ name: [Character]) -> Bool {
            var p = 0, n = 0, star: Int?, resume = 0
            while n < name.count {
                if p < pattern.count, pattern[p] == "*" {
                    star = p
                    resume = n
                    p += 1
                } else if p < pattern.count, pattern[p] == name[n] {
                    p += 1
                    n += 1
                } else if let star {
                    p = star + 1
                    resume += 1
                    n = resume
                } else {
                    return false
                }
            }
            while p < pattern.count, pattern[p] == "*" { p += 1 }
            return p == pattern.count
        }
    }

    /// The file's format name.
    public static let format = "layoutbench/thresholds@1"
    /// The A/B gate's limit where no rule gives one: 5%.
    public static let defaultABPercent = 5.0

    public var rules: [Rule]

    public init(rules: [Rule] = []) {
        self.rules = rules
    }

    /// The tolerance of the first rule for `metric` whose pattern matches `scenario`, or nil.
    public func tolerance(for metric: Metric, scenario: String) -> ComparisonPolicy.Tolerance? {
        rules.first { $0.metric == metric && $0.matches(scenario) }?.tolerance
    }

    /// The A/B gate's threshold for `scenario`, as a fraction (0.05 for 5%).
    public func abThreshold(for scenario: String) -> Double {
        (tolerance(for: .abRatio, scenario: scenario)?.percent ?? Self.defaultABPercent) / 100
    }

    /// Reads a thresholds file.
    /// - Throws: ``ThresholdsError`` naming the file, the rule and the problem.
    public static func read(from path: String) throws(ThresholdsError) -> Thresholds {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw ThresholdsError(file: path, item: nil, problem: "cannot be read: \((error as NSError).localizedDescription)")
        }
        let document: JSONValue
        do { document = try JSONValue.parse(data) } catch {
            throw ThresholdsError(file: path, item: nil, problem: error.description)
        }
        do {
            return try Thresholds(document)
        } catch {
            throw ThresholdsError(file: path, item: error.item, problem: error.problem)
        }
    }

    /// The thresholds `document` describes; errors name the item but not the file.
    init(_ document: JSONValue) throws(ThresholdsError) {
        func fail(_ item: String?, _ problem: String) -> ThresholdsError { ThresholdsError(file: "", item: item, problem: problem) }
        guard case .object(let members) = document else { throw fail(nil, "the document is \(document.kindDescription), not an object") }
        guard members.contains(where: { $0.0 == "format" && $0.1 == .string(Self.format) }) else {
            throw fail("format", "must be \"\(Self.format)\"")
        }
        guard case .array(let ruleValues)? = members.first(where: { $0.0 == "rules" })?.1 else {
            throw fail("rules", "must be an array of rules")
        }
        var rules: [Rule] = []
        for (index, value) in ruleValues.enumerated() {
            let item = "rules[\(index)]"
            guard case .object(let fields) = value else { throw fail(item, "is \(value.kindDescription), not an object") }
            var scenario: String?, metric: Metric?, percent = 0.0, absolute = 0.0
            for (key, field) in fields {
                switch (key, field) {
                case ("scenario", .string(let text)) where !text.isEmpty: scenario = text
                case ("metric", .string(let name)):
                    guard let parsed = Metric(name: name) else {
                        throw fail("\(item).metric", "'\(name)' is not one of \(Metric.allNames.joined(separator: ", "))")
                    }
                    metric = parsed
                case ("percent", .number(let number)) where number >= 0 && number.isFinite: percent = number
                case ("absolute", .number(let number)) where number >= 0 && number.isFinite: absolute = number
                case ("scenario", _): throw fail("\(item).scenario", "must be a non-empty string")
                case ("percent", _), ("absolute", _): throw fail("\(item).\(key)", "must be a number of 0 or more")
                case ("metric", _): throw fail("\(item).metric", "must be a string")
                default: throw fail("\(item).\(key)", "is not a rule key (scenario, metric, percent, absolute)")
                }
            }
            guard let scenario else { throw fail(item, "has no \"scenario\"") }
            guard let metric else { throw fail(item, "has no \"metric\"") }
            if metric == .abRatio, absolute != 0 { throw fail("\(item).absolute", "ab_ratio takes a percent only") }
            rules.append(Rule(scenario: scenario, metric: metric, tolerance: .init(percent: percent, absolute: absolute)))
        }
        self.rules = rules
    }
}

/// A thresholds file that cannot be used: which file, which item and why.
public struct ThresholdsError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// The rule or key (`rules[2].metric`), nil for the whole file.
    public var item: String?
    public var problem: String

    public var description: String { "\(file): " + (item.map { "\($0): " } ?? "") + "\(problem)." }
}
