/// How the two sides of a constraint compare.
public enum Relation: String, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression relation 0` with a priority and an optional label.
///
/// Constraints have identity, as `NSLayoutConstraint` does: a solver holds a constraint object,
/// and removing it means passing the same object.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs − rhs`; the constraint reads `expression relation 0`.
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    /// A name for reports; constraints built from case files always carry one.
    public let label: String?

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required,
                label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            priority: Priority = .required, label: String? = nil) {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    /// The same constraint at another priority (a new object).
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// The same constraint with a label (a new object).
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    public var isRequired: Bool { priority.isRequired }

    /// Whether the constraint holds, to `tolerance`, for the given values.
    public func isSatisfied(tolerance: Double = 1e-6, _ value: (Variable) -> Double) -> Bool {
        let residual = expression.evaluate(value)
        switch relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }

    public var description: String {
        let name = label.map { "\($0): " } ?? ""
        return "\(name)\(expression) \(relation.rawValue) 0 @\(priority)"
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// MARK: - Building constraints with operators

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }

public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

extension Constraint {
    /// Whether `other` states this constraint with another constant: the same terms in the same
    /// order, relation and priority.
    public func differsOnlyInConstant(from other: Constraint) -> Bool {
        guard relation == other.relation, priority == other.priority,
              expression.terms.count == other.expression.terms.count else { return false }
        return zip(expression.terms, other.expression.terms).allSatisfy { a, b in
            a.variable === b.variable && a.coefficient == b.coefficient
        }
    }
}
