/// `coefficient × variable`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
///
/// A variable may occur in several terms; the solver adds their coefficients.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Whether `other` has the same terms in the same order (the same variables, coefficients
    /// bit for bit) and the same constant: what the tableau would build the same row from.
    /// - Complexity: O(terms).
    func isIdentical(to other: LinearExpression) -> Bool {
        constant.bitPattern == other.constant.bitPattern && terms.count == other.terms.count
            && zip(terms, other.terms).allSatisfy {
                $0.variable === $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
            }
    }

    /// The value of the expression when each variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public var description: String {
        var parts = terms.map { term in
            term.coefficient == 1 ? term.variable.description : "\(term.coefficient) * \(term.variable)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Arithmetic

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(-rhs) }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs * lhs }
public func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
public prefix func - (operand: Variable) -> LinearExpression { operand * -1 }
