import Foundation
import LayoutCore
import LayoutModel

/// What a CI gate fails on: `solve --fail-on` and `perturb --fail-on`, e.g.
/// `ambiguous,unsatisfiable`.
///
/// - `ambiguous`: a layout leaves a frame value free (solve: the initial layout or one after a
///   step; perturb: the case as given or any variant);
/// - `unsatisfiable`: the layout of the case as given broke a required constraint;
/// - `broken`: any layout broke a required constraint (solve: also after a step; perturb: also
///   any variant);
/// - `smells` (perturb only): any variant has a view outside its superview or content compressed
///   below its intrinsic size (``LayoutSmells``; sizes are never negative, so there is no
///   negative-size smell).
public struct FailureGate: Equatable, Sendable {
    public enum Condition: String, CaseIterable, Comparable, Sendable {
        case ambiguous, unsatisfiable, broken, smells

        public static func < (a: Condition, b: Condition) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// A `--fail-on` value that is not a list of known conditions.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var text: String
        public var allowed: [Condition]
        public var description: String {
            "--fail-on takes a comma-separated list of \(allowed.map(\.rawValue).joined(separator: ", ")), not '\(text)'."
        }
    }

    public var conditions: Set<Condition>

    public init(_ conditions: Set<Condition>) { self.conditions = conditions }

    /// Parses `ambiguous,broken`; every name must be one of `allowed`.
    public init(parsing text: String, allowed: [Condition] = Condition.allCases) throws(ParseError) {
        var conditions = Set<Condition>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let condition = Condition(rawValue: trimmed), allowed.contains(condition) else {
                throw ParseError(text: text, allowed: allowed)
            }
            conditions.insert(condition)
        }
        self.conditions = conditions
    }

    /// The conditions of `solve` (no smells: solve does not look for them).
    public static let solveConditions: [Condition] = [.ambiguous, .unsatisfiable, .broken]

    /// What `result` hits, one line each (empty: the gate passes). An invalid case hits nothing
    /// here; it fails on its own.
    public func hits(_ result: CaseResult) -> [String] {
        guard case .laidOut(let initial, let steps) = result.outcome else { return [] }
        var hits: [String] = []
        let layouts = [("the initial layout", initial)] + steps.enumerated().map { ("the layout after step \($0.offset + 1)", $0.element) }
        if conditions.contains(.ambiguous), let (name, layout) = layouts.first(where: { !$0.1.ambiguous.isEmpty || $0.1.status == .ambiguous }) {
            hits.append("ambiguous: \(name) leaves values free (\(cappedList(layout.ambiguous.keys.sorted())))")
        }
        if conditions.contains(.unsatisfiable), initial.status == .unsatisfiable {
            hits.append("unsatisfiable: the initial layout broke \(cappedList(initial.broken.map(\.constraint.name)))")
        }
        if conditions.contains(.broken), let (name, layout) = layouts.first(where: { !$0.1.broken.isEmpty }) {
            hits.append("broken: \(name) broke \(cappedList(layout.broken.map(\.constraint.name)))")
        }
        return hits
    }

    /// What a perturbation run hits, one line each (empty: the gate passes).
    public func hits(_ report: PerturbationReport) -> [String] {
        var hits: [String] = []
        func first(_ condition: Condition, _ matches: (PerturbationFinding) -> Bool) {
            guard conditions.contains(condition), let finding = report.findings.first(where: matches) else { return }
            let place = switch finding.axis {
            case .asGiven: "the case as given"
            case .layoutDirection: "layout direction \(finding.outcome.variant.layoutDirection)"
            default: "\(finding.axis.rawValue) \(finding.outcome.variant[finding.axis].map { "\($0)" } ?? "fitting")"
            }
            let count = report.findings.filter(matches).count
            hits.append("\(condition.rawValue): \(finding.problem) at \(place)" + (count > 1 ? " (and \(count - 1) more)" : ""))
        }
        first(.ambiguous) { $0.problem.kind == .ambiguous }
        first(.unsatisfiable) { $0.problem.kind == .unsatisfiable && $0.axis == .asGiven }
        first(.broken) { $0.problem.kind == .unsatisfiable }
        first(.smells) { ![.unsatisfiable, .ambiguous].contains($0.problem.kind) }
        return hits
    }
}
