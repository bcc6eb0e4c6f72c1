/// A way of solving a changing system of linear constraints with lexicographic priorities.
///
/// Every strategy must give the same answers: the same accepted and rejected constraints, the
/// same conflicting sets, the same values for variables that are determined, and the same
/// ambiguity verdicts. They differ only in how much work a change costs.
public protocol SolverStrategy: AnyObject, SendableMetatype {
    /// The name `layoutbench strategies` lists (`solver NAME`) and `--strategy` takes.
    static var name: String { get }

    init()

    /// Adds a constraint. A required constraint that leaves no solution throws
    /// ``SolverError/unsatisfiable(_:conflict:)`` and changes nothing.
    func add(_ constraint: Constraint) throws(SolverError)
    /// Adds constraints in order, as if by ``add(_:)`` one after another: at the first one that
    /// fails, those before it stay added and the error is thrown. A strategy may do this with
    /// less work than one call per constraint.
    func add(contentsOf constraints: [Constraint]) throws(SolverError)
    /// Removes a constraint added before.
    func remove(_ constraint: Constraint) throws(SolverError)
    /// Replaces `old` by `new`, as ``remove(_:)`` then ``add(_:)``: when the add fails, `old` is
    /// gone and the error is thrown. A strategy may move the constant in place when `new`
    /// differs from `old` only in its constant (``Constraint/differsOnlyInConstant(from:)``), as
    /// UIKit's engine does when a constraint's `constant` changes.
    func replace(_ old: Constraint, with new: Constraint) throws(SolverError)
    func contains(_ constraint: Constraint) -> Bool

    /// Makes `variable` editable at a non-required priority; it is pulled towards the last
    /// suggested value (0 until the first suggestion).
    func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)
    func removeEditVariable(_ variable: Variable) throws(SolverError)
    func hasEditVariable(_ variable: Variable) -> Bool
    func suggestValue(_ value: Double, for variable: Variable) throws(SolverError)

    /// The value of `variable` in the optimal solution (0 for a variable no constraint mentions).
    func value(of variable: Variable) -> Double
    /// Appends the value of each of `variables`, in order, to `values`: ``value(of:)`` of each,
    /// which is the default implementation and the naive twin of a strategy's own (one call for a
    /// layout pass's reads, as kiwi's `updateVariables` is, written into the caller's storage).
    func appendValues(of variables: [Variable], to values: inout [Double])
    /// The values `expression` takes across all optimal solutions.
    func range(of expression: LinearExpression) -> ClosedRange<Double>
    /// For each of `expressions`, whether it can move by more than `tolerance` across the optimal
    /// solutions: the whole set analysed at once (a tree's frame values in one pass). Equal to
    /// asking ``isAmbiguous(_:tolerance:)`` of each, which is the default implementation and
    /// the naive twin of a strategy's own.
    func ambiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool]

    /// The variables whose values may have changed since the last call — a superset, after
    /// settling — or nil when the strategy cannot tell (then any value may have changed). The
    /// view engine re-reads only the frames these variables enter (dirty tracking, in the spirit
    /// of `setNeedsLayout`).
    func takeChangedVariables() -> [Variable]?

    /// Simplex pivots done so far: a deterministic measure of work.
    var pivotCount: Int { get }
    /// The tableau in readable sections.
    func dump() -> String
    /// Every broken internal invariant, as sentences (empty when sound). ``IncrementalSolver``
    /// asserts there are none after each change when ``IncrementalSolver/checksInvariants`` is on
    /// (by default in debug builds); fuzzers call this so that release builds are checked too.
    func invariantViolations() -> [String]
}

extension SolverStrategy {
    /// None: a strategy without a checkable tableau reports nothing.
    public func invariantViolations() -> [String] { [] }

    public func appendValues(of variables: [Variable], to values: inout [Double]) {
        for variable in variables { values.append(value(of: variable)) }
    }

    /// The value of each of `variables`, in order (``appendValues(of:to:)`` into a new array).
    public func values(of variables: [Variable]) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(variables.count)
        appendValues(of: variables, to: &values)
        return values
    }

    /// Unknown: every value may have changed.
    public func takeChangedVariables() -> [Variable]? { nil }

    public func add(contentsOf constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    public func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
        try remove(old)
        try add(new)
    }

    /// The value of `expression` in the optimal solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.evaluate { value(of: $0) }
    }

    /// Whether `expression` can move by more than `tolerance` across the optimal solutions.
    public func isAmbiguous(_ expression: LinearExpression, tolerance: Double = 1e-4) -> Bool {
        let range = range(of: expression)
        return range.upperBound - range.lowerBound > tolerance
    }

    public func isAmbiguous(_ variable: Variable, tolerance: Double = 1e-4) -> Bool {
        isAmbiguous(LinearExpression(variable), tolerance: tolerance)
    }

    /// By default, one range query per expression.
    public func ambiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool] {
        ambiguityOneByOne(of: expressions, tolerance: tolerance)
    }

    /// ``ambiguity(of:tolerance:)`` at the layout's ambiguity tolerance, 1e-4 points
    /// (docs/LayoutModel.md, "Ambiguity and status").
    public func ambiguity(of expressions: [LinearExpression]) -> [Bool] {
        ambiguity(of: expressions, tolerance: 1e-4)
    }

    /// The naive twin of ``ambiguity(of:tolerance:)``: one ``range(of:)`` per expression,
    /// whatever the strategy implements.
    /// - Complexity: one range query (a scratch simplex run for a value that may move) each.
    public func ambiguityOneByOne(of expressions: [LinearExpression], tolerance: Double = 1e-4) -> [Bool] {
        expressions.map { isAmbiguous($0, tolerance: tolerance) }
    }
}

/// The strategies this package provides, by name.
public enum SolverStrategies {
    public static var all: [any SolverStrategy.Type] { [IncrementalSolver.self, FullSolver.self] }

    /// The strategy called `name`, or nil.
    public static func named(_ name: String) -> (any SolverStrategy.Type)? {
        all.first { $0.name == name }
    }
}

/// The longest prefix of `batch` whose constraints are valid, not already added (`isAdded`) and
/// not repeated, and the error of the constraint that ends it, if any.
func validPrefix(of batch: [Constraint], isAdded: (Constraint) -> Bool) -> (ArraySlice<Constraint>, SolverError?) {
    // Sized for the batch up front: grown by doubling, a first layout's set of 100,000 was
    // rehashed about seventeen times. By identity without SipHash (``IdentityTable``).
    var seen = IdentityTable<Constraint, Void>(vacant: ())
    seen.reserveCapacity(batch.count)
    for (index, constraint) in batch.enumerated() {
        do throws(SolverError) {
            try validate(constraint)
        } catch {
            return (batch[..<index], error)
        }
        guard !isAdded(constraint), seen.updateValue((), forKey: constraint) == nil else {
            return (batch[..<index], .duplicateConstraint(constraint))
        }
    }
    return (batch[...], nil)
}

/// Checks a constraint the caller passed in before any strategy touches it.
func validate(_ constraint: Constraint) throws(SolverError) {
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority, constraint) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
}

func validateEdit(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard priority.isValid else { throw .invalidPriority(priority, nil) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
}
