import LayoutCore
import LayoutModel
import LayoutSolver

/// What one constraint message means, computed by the solver.
public struct Explanation: Sendable {
    public enum Status: String, Sendable {
        /// The listed required constraints (with UIKit's implicit ones) cannot all hold.
        case unsatisfiable
        /// They hold together and fix every frame value of the listed views.
        case satisfiable
        /// They hold together but leave frame values free (usual for a list, which rarely ties
        /// its views to the window).
        case ambiguous
    }

    /// The smallest changes to one member of the conflict that make the conflict satisfiable.
    public struct Repair: Sendable {
        /// The range of constants with which the conflict is satisfiable.
        public struct ConstantRange: Sendable {
            public var current: Double
            /// nil: unbounded.
            public var lower: Double?
            public var upper: Double?
            /// The value in the range nearest to `current`: the smallest change.
            public var nearest: Double
            /// Whether, with `nearest`, every listed required constraint holds (not only the conflict's).
            public var fixesMessage: Bool
        }

        public var constraint: TranslatedConstraint
        /// 999 for a listed constraint (any priority below 1000 works); nil for an implicit one.
        public var priority: Double?
        /// Whether, at that priority, every other listed required constraint holds.
        public var priorityFixesMessage: Bool
        /// nil for an implicit constraint.
        public var constant: ConstantRange?
    }

    public var file: String
    /// 1-based position of the message in the file.
    public var index: Int
    public var line: Int
    public var status: Status
    public var translation: TranslatedMessage
    /// The first broken constraint's irreducible conflicting set, in layout order.
    public var conflict: [TranslatedConstraint]
    /// The constraint the log says UIKit broke (its address; the words when it is listed).
    public var uikitBroken: String?
    public var uikitBrokenConstraint: TranslatedConstraint?
    /// Every constraint our greedy order (implicit first, then the log's order) breaks.
    public var broken: [TranslatedConstraint]
    public var repairs: [Repair]
    /// Free frame values, `view name → [x, y, width, height]` subset, when satisfiable.
    public var ambiguous: [(view: String, values: [String])]
    /// Frames of the listed views (in the one coordinate space), for drawing.
    public var frames: [(view: String, frame: Rect)]
}

public enum Explainer {
    /// Explains every message of the log file at `path`.
    /// - Throws: ``LogInputError`` when the file cannot be read, is not text or has no message.
    public static func explain(file path: String) throws(LogInputError) -> [Explanation] {
        let messages = try ConsoleLogParser.read(from: path)
        return messages.enumerated().map { explain($1, file: path, index: $0 + 1) }
    }

    /// Explains one message.
    /// - Complexity: one layout, then per conflict member two compilations and one small LP.
    public static func explain(_ message: LogMessage, file: String, index: Int) -> Explanation {
        let translation = LogTranslation.translate(message, file: file, index: index)
        let result = CaseRunner.run(translation.layoutCase, strategy: IncrementalSolver.self, file: file)
        var explanation = Explanation(
            file: file, index: index, line: message.line, status: .satisfiable, translation: translation, conflict: [],
            uikitBroken: translation.uikitBroken,
            uikitBrokenConstraint: translation.constraints.first { $0.address != nil && $0.address == translation.uikitBroken },
            broken: [], repairs: [], ambiguous: [], frames: [])
        guard case .laidOut(let layout, _) = result.outcome else {
            // The translation only keeps what compiles, so this is not expected; say so rather than crash.
            if case .invalid(let error) = result.outcome {
                explanation.translation.unreadable.append(UnreadableLine(line: message.line, text: "",
                                                                         reason: error.description))
            }
            return explanation
        }
        let nameOf = Dictionary(uniqueKeysWithValues: translation.views.map { ($0.id, $0.name) })
        explanation.frames = translation.views.compactMap { view in layout.frames[view.id].map { (view.name, $0) } }
        explanation.ambiguous = layout.viewIDs.compactMap { id in
            guard let values = layout.ambiguous[id], !values.isEmpty, let name = nameOf[id] else { return nil }
            return (name, values.map { "\($0)" })
        }
        switch layout.status {
        case .unsatisfiable: explanation.status = .unsatisfiable
        case .ambiguous: explanation.status = .ambiguous
        case .satisfied: explanation.status = .satisfiable
        }
        explanation.broken = layout.broken.compactMap { translation.constraint(labelled: $0.constraint.name) }
        guard let first = layout.broken.first else { return explanation }
        explanation.conflict = first.conflict.compactMap { translation.constraint(labelled: $0.name) }
        explanation.repairs = repairs(of: explanation.conflict, in: translation)
        return explanation
    }

    /// For each member: priority 999, and the constants that make the conflict (with UIKit's
    /// implicit constraints) satisfiable, from an LP over the constant as a variable.
    static func repairs(of conflict: [TranslatedConstraint], in translation: TranslatedMessage) -> [Explanation.Repair] {
        let layoutCase = translation.layoutCase
        guard let compiled = try? layoutCase.compiled() else { return [] }
        let byName = Dictionary(compiled.items.map { ($0.name, $0.constraint) }, uniquingKeysWith: { a, _ in a })
        let implicitLabels = Set(translation.constraints.filter(\.isImplicit).map(\.label))
        let implicit = compiled.items.filter { implicitLabels.contains($0.name) }.map(\.constraint)
        let required = compiled.items.filter { $0.constraint.isRequired }
        return conflict.map { member in
            guard !member.isImplicit, let constraint = byName[member.label] else {
                return Explanation.Repair(constraint: member, priority: nil, priorityFixesMessage: false, constant: nil)
            }
            let others = required.filter { $0.name != member.label }.map(\.constraint)
            let priorityFixes = Conflicts.firstUnsatisfiable(in: others) == nil
            var range: Explanation.Repair.ConstantRange?
            if let position = layoutCase.constraints.firstIndex(where: { $0.label == member.label }) {
                var shifted = layoutCase
                shifted.constraints[position].constant += 1
                if let moved = try? shifted.compiled().items.first(where: { $0.name == member.label })?.constraint {
                    let slope = moved.expression.constant - constraint.expression.constant
                    let system = conflict.filter { $0.label != member.label }.compactMap { byName[$0.label] }
                    range = constantRange(of: constraint, slope: slope, current: member.spec.constant,
                                          with: Array(Set(system + implicit)).sorted { ($0.label ?? "") < ($1.label ?? "") },
                                          required: others)
                }
            }
            return Explanation.Repair(constraint: member, priority: 999, priorityFixesMessage: priorityFixes, constant: range)
        }
    }

    /// The constants K for which `constraint`, its expression's constant moved by `slope × (K − current)`,
    /// holds together with `system`: `range(of: K)` over an LP whose only objective is feasibility.
    static func constantRange(of constraint: Constraint, slope: Double, current: Double, with system: [Constraint],
                              required: [Constraint]) -> Explanation.Repair.ConstantRange?
    {
        guard abs(slope) > 1e-12 else { return nil }
        let k = Variable("constant")
        let expression = LinearExpression(constraint.expression.terms + [Term(k, slope)],
                                          constant: constraint.expression.constant - slope * current)
        let variable = Constraint(expression, constraint.relation, label: constraint.label)
        let solver = IncrementalSolver()
        do {
            try solver.add(contentsOf: system + [variable])
        } catch {
            return nil
        }
        let values = solver.range(of: LinearExpression(k))
        let lower = values.lowerBound.isFinite ? clean(values.lowerBound) : nil
        let upper = values.upperBound.isFinite ? clean(values.upperBound) : nil
        let nearest = min(max(current, lower ?? -.infinity), upper ?? .infinity)
        let moved = Constraint(LinearExpression(constraint.expression.terms,
                                                constant: constraint.expression.constant + slope * (nearest - current)),
                               constraint.relation, label: constraint.label)
        let fixes = Conflicts.firstUnsatisfiable(in: required + [moved]) == nil
        return .init(current: current, lower: lower, upper: upper, nearest: nearest, fixesMessage: fixes)
    }

    /// Rounds away the solver's floating-point noise (to 1e-9).
    static func clean(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }
}
