import LayoutSolver

/// A small solver session to run on every strategy in lockstep: a few variables and a sequence
/// of operations on them — constraints added (alone or in batches), removed, added again, edit
/// variables added and removed, values suggested.
///
/// Numbers are indices into small tables (``coefficients``, ``priorities``, …) so that every
/// program is well conditioned — a difference between strategies is then a bug, not rounding —
/// and so that programs encode to bytes and back exactly (``init(decoding:)``, ``encoded``).
/// Constraints are numbered in the order the program creates them (`c0`, `c1`, …; each member
/// of a batch counts); `remove` and `readd` name them by that number.
public struct SolverProgram: Equatable, Hashable, Sendable {
    /// `coefficient × variable` by table index.
    public struct Term: Equatable, Hashable, Sendable {
        /// Index into the program's variables.
        public var variable: Int
        /// Index into ``SolverProgram/coefficients``.
        public var coefficient: Int

        public init(variable: Int, coefficient: Int) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// `Σ terms + constant relation 0 @priority`, by table index.
    public struct ConstraintSpec: Equatable, Hashable, Sendable {
        public var terms: [Term]
        public var relation: Relation
        /// Half points: the constant is `constantCode / 2`, in −127…127.
        public var constantCode: Int
        /// Index into ``SolverProgram/priorities``.
        public var priority: Int

        public init(terms: [Term], relation: Relation, constantCode: Int, priority: Int) {
            self.terms = terms
            self.relation = relation
            self.constantCode = constantCode
            self.priority = priority
        }

        public var constant: Double { Double(constantCode) / 2 }

        /// The same constraint multiplied by −1: every coefficient and the constant negated, the
        /// relation flipped (the tables are symmetric, so the result is again a spec).
        public var negated: ConstraintSpec {
            let flipped: Relation = switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            return ConstraintSpec(
                terms: terms.map { Term(variable: $0.variable, coefficient: SolverProgram.negatedCoefficient($0.coefficient)) },
                relation: flipped, constantCode: -constantCode, priority: priority)
        }
    }

    public enum Operation: Equatable, Hashable, Sendable {
        /// Adds a new constraint.
        case add(ConstraintSpec)
        /// Adds new constraints with one `add(contentsOf:)`.
        case addBatch([ConstraintSpec])
        /// Removes constraint `c<n>` — possibly one that was rejected or already removed.
        case remove(constraint: Int)
        /// Adds constraint `c<n>` again: the same object (a duplicate while it is in the solver).
        case readd(constraint: Int)
        /// Makes a variable editable at ``SolverProgram/editPriorities``[priority].
        case addEdit(variable: Int, priority: Int)
        case removeEdit(variable: Int)
        /// Suggests ``SolverProgram/suggestedValue(_:)`` of `valueCode` for a variable.
        case suggest(variable: Int, valueCode: Int)
    }

    /// 2…``maximumVariables``.
    public var variableCount: Int
    public var operations: [Operation]

    public init(variableCount: Int, operations: [Operation]) {
        self.variableCount = variableCount
        self.operations = operations
    }

    public static let maximumVariables = 8
    /// Operations beyond this many are not decoded, which bounds the time one input takes.
    public static let maximumOperations = 64
    public static let maximumTerms = 3
    public static let maximumBatch = 5

    /// Coefficients, in pairs `x, −x` (index `i ^ 1` negates index `i`); 1 and −1 twice as often.
    public static let coefficients: [Double] = [1, -1, 1, -1, 2, -2, 0.5, -0.5, 3, -3, 0.25, -0.25, 10, -10, 0, 0]
    /// Constraint priorities: required (a quarter), UIKit's levels and fractional levels between.
    public static let priorities: [Priority] = [
        .required, .required, .required, .required, 999.5, 999, .defaultHigh, 750.5,
        500, 250.25, .defaultLow, 51, .fittingSizeLevel, 49.75, 1, 0.5,
    ]
    /// Edit priorities; the last one, required, is refused (``SolverError/requiredEditVariable(_:)``).
    public static let editPriorities: [Priority] = [.defaultHigh, 999, 999.5, 500, .defaultLow, .fittingSizeLevel, 0.5, .required]

    /// The index of the coefficient `−coefficients[index]`.
    public static func negatedCoefficient(_ index: Int) -> Int { index ^ 1 }

    /// A suggested value: `valueCode × 2.5` for codes −127…127; −128 is NaN, which every strategy
    /// must refuse (``SolverError/nonFiniteValue(_:_:)``).
    public static func suggestedValue(_ valueCode: Int) -> Double {
        valueCode == -128 ? .nan : Double(valueCode) * 2.5
    }

    /// The number of constraints the program creates.
    public var constraintCount: Int { operations.reduce(0) { $0 + $1.createdCount } }
}

extension SolverProgram.Operation {
    /// How many new constraints the operation creates.
    var createdCount: Int {
        switch self {
        case .add: 1
        case .addBatch(let specs): specs.count
        default: 0
        }
    }
}

extension SolverProgram: CustomStringConvertible {
    /// One line per operation, constraints named by creation number, for crash output and findings.
    public var description: String {
        var lines = ["variables x0…x\(variableCount - 1)"]
        var created = 0
        func text(_ spec: ConstraintSpec) -> String {
            defer { created += 1 }
            return "c\(created): \(spec)"
        }
        for (index, operation) in operations.enumerated() {
            let body: String = switch operation {
            case .add(let spec): "add " + text(spec)
            case .addBatch(let specs): "batch [" + specs.map(text).joined(separator: "; ") + "]"
            case .remove(let n): "remove c\(n)"
            case .readd(let n): "readd c\(n)"
            case .addEdit(let v, let p): "edit x\(v) @\(Self.editPriorities[p])"
            case .removeEdit(let v): "remove edit x\(v)"
            case .suggest(let v, let code): "suggest x\(v) = \(Self.suggestedValue(code))"
            }
            lines.append("\(index): \(body)")
        }
        return lines.joined(separator: "\n")
    }
}

extension SolverProgram.ConstraintSpec: CustomStringConvertible {
    public var description: String {
        var text = terms.map { "\(SolverProgram.coefficients[$0.coefficient])*x\($0.variable)" }.joined(separator: " + ")
        if terms.isEmpty || constantCode != 0 { text += (terms.isEmpty ? "" : " + ") + "\(constant)" }
        return "\(text) \(relation.rawValue) 0 @\(SolverProgram.priorities[priority])"
    }
}
