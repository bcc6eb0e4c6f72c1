import LayoutSolver

extension SolverProgram {
    /// The seed corpus of `SolverFuzzer` (Corpus/solver-fuzz, written by `SolverFuzzer
    /// --write-seeds`): hand-written programs for the delicate paths — chains, conflicts,
    /// duplicates and redundant copies, edits, removal after rejection, batches, exact priority
    /// levels, ambiguity — then generated programs of several lengths.
    public static var seedCorpus: [(name: String, program: SolverProgram)] {
        handWritten + (1...24).map { seed in
            ("generated-\(seed)", generate(seed: UInt64(seed), operations: 8 + seed % 5 * 6))
        }
    }

    /// A spec from numbers that are in the tables, constants within ±63.5 in half points (a
    /// programming error otherwise).
    public static func spec(_ terms: [(variable: Int, coefficient: Double)], _ relation: Relation, _ constant: Double,
                            _ priority: Priority = .required) -> ConstraintSpec
    {
        ConstraintSpec(
            terms: terms.map { Term(variable: $0.variable, coefficient: coefficients.firstIndex(of: $0.coefficient)!) },
            relation: relation, constantCode: Int(constant * 2), priority: priorities.firstIndex(of: priority)!)
    }

    /// `x[a] == x[b] + constant` (required unless given).
    static func link(_ a: Int, _ b: Int, _ constant: Double, _ priority: Priority = .required) -> ConstraintSpec {
        spec([(a, 1), (b, -1)], .equal, -constant, priority)
    }

    /// `x[a] relation constant`.
    static func pin(_ a: Int, _ relation: Relation, _ constant: Double, _ priority: Priority = .required) -> ConstraintSpec {
        spec([(a, 1)], relation, -constant, priority)
    }

    static var handWritten: [(name: String, program: SolverProgram)] {
        let editHigh = editPriorities.firstIndex(of: .defaultHigh)!
        let editRequired = editPriorities.firstIndex(of: .required)!
        return [
            ("chain", SolverProgram(variableCount: 5, operations: [
                .addEdit(variable: 0, priority: editHigh),
                .add(link(1, 0, 10)), .add(link(2, 1, 10)), .add(link(3, 2, 10)), .add(link(4, 3, 10)),
                .addBatch((0..<5).map { pin($0, .equal, 5, 1) }),
                .suggest(variable: 0, valueCode: 10),
                .remove(constraint: 2), .suggest(variable: 0, valueCode: -16), .readd(constraint: 2),
            ])),
            ("conflict-then-remove", SolverProgram(variableCount: 2, operations: [
                .add(pin(0, .equal, 10)), .add(pin(0, .equal, 20)), .remove(constraint: 1),
                .add(pin(0, .greaterThanOrEqual, 30)), .remove(constraint: 0), .readd(constraint: 1),
                .readd(constraint: 2),
            ])),
            ("conflict-through-chain", SolverProgram(variableCount: 4, operations: [
                .add(link(1, 0, 10)), .add(link(2, 1, 10)), .add(pin(3, .equal, 7)), .add(pin(0, .equal, 0)),
                .add(pin(2, .equal, 25)), .remove(constraint: 1), .readd(constraint: 4),
            ])),
            ("duplicates-and-copies", SolverProgram(variableCount: 2, operations: [
                .add(pin(0, .equal, 10)), .readd(constraint: 0), .add(pin(0, .equal, 10)),
                .add(pin(0, .equal, 10).negated), .add(link(1, 0, 5)), .remove(constraint: 0),
                .remove(constraint: 1), .remove(constraint: 0), .remove(constraint: 2),
            ])),
            ("redundant-inequalities", SolverProgram(variableCount: 3, operations: [
                .add(spec([(0, 1), (1, 1)], .lessThanOrEqual, -30)), .add(spec([(0, 2), (1, 2)], .lessThanOrEqual, -60)),
                .add(pin(0, .equal, 20, .defaultHigh)), .add(pin(1, .equal, 20, .defaultHigh)),
                .remove(constraint: 0), .add(link(2, 0, 1)), .remove(constraint: 1),
            ])),
            ("edits", SolverProgram(variableCount: 3, operations: [
                .addEdit(variable: 0, priority: editHigh), .suggest(variable: 0, valueCode: 40),
                .addEdit(variable: 0, priority: editHigh), .suggest(variable: 1, valueCode: 4),
                .addEdit(variable: 1, priority: editRequired), .add(spec([(1, 1), (0, -1)], .greaterThanOrEqual, 0)),
                .suggest(variable: 0, valueCode: -20), .suggest(variable: 0, valueCode: -128),
                .removeEdit(variable: 0), .suggest(variable: 0, valueCode: 3), .removeEdit(variable: 0),
            ])),
            ("edit-against-required", SolverProgram(variableCount: 2, operations: [
                .add(pin(0, .greaterThanOrEqual, 10)), .add(pin(0, .lessThanOrEqual, 20)),
                .addEdit(variable: 0, priority: editHigh), .suggest(variable: 0, valueCode: 0),
                .suggest(variable: 0, valueCode: 40), .add(pin(0, .equal, 50, .defaultLow)),
                .remove(constraint: 1), .suggest(variable: 0, valueCode: 12),
            ])),
            ("batch-with-rejected-member", SolverProgram(variableCount: 2, operations: [
                .addBatch([pin(0, .equal, 0), pin(0, .equal, 5), pin(1, .equal, 3)]),
                .remove(constraint: 1), .remove(constraint: 2), .readd(constraint: 2), .remove(constraint: 0),
                .readd(constraint: 1),
            ])),
            ("batch-rejected-first", SolverProgram(variableCount: 2, operations: [
                .add(pin(0, .equal, 1)), .addBatch([pin(0, .equal, 2), link(1, 0, 1)]), .readd(constraint: 2),
            ])),
            ("lexicographic-levels", SolverProgram(variableCount: 2, operations: [
                .add(pin(0, .equal, 10, 999)), .add(pin(0, .equal, 20, .defaultHigh)),
                .add(pin(0, .equal, 20, .defaultHigh)), .add(pin(0, .equal, 20, .defaultHigh)),
                .add(pin(0, .equal, 0, 999.5)), .add(pin(1, .equal, 3, 750.5)), .add(pin(1, .equal, 4, .defaultHigh)),
                .remove(constraint: 4), .remove(constraint: 0),
            ])),
            ("median-within-level", SolverProgram(variableCount: 2, operations: [
                .add(pin(0, .equal, 0, .defaultLow)), .add(pin(0, .equal, 10, .defaultLow)),
                .add(pin(0, .equal, 40, .defaultLow)), .remove(constraint: 1), .add(pin(0, .equal, 30, 250.25)),
            ])),
            ("ambiguity", SolverProgram(variableCount: 3, operations: [
                .add(spec([(0, 1), (1, 1)], .equal, -40)), .add(pin(2, .greaterThanOrEqual, 0)),
                .add(pin(0, .equal, 15, .fittingSizeLevel)), .add(spec([(1, 1), (2, -1)], .lessThanOrEqual, 0, 0.5)),
                .remove(constraint: 2),
            ])),
            ("constants-only", SolverProgram(variableCount: 2, operations: [
                .add(spec([], .equal, 5)), .add(spec([], .equal, 0)), .add(spec([(0, 0)], .greaterThanOrEqual, 3)),
                .add(spec([(0, 1), (0, -1)], .equal, 3)), .add(spec([(0, 1), (0, -1), (1, 0.5)], .equal, 3)),
                .remove(constraint: 1),
            ])),
            ("row-of-views", SolverProgram(variableCount: 6, operations: [
                .add(pin(0, .equal, 0)), .add(pin(5, .equal, 60)),
                .add(link(1, 0, 4)), .add(spec([(2, 1), (1, -1)], .greaterThanOrEqual, -20, .defaultHigh)),
                .add(link(3, 2, 2)), .add(spec([(4, 1), (3, -1)], .equal, -24, .defaultLow)),
                .add(spec([(5, 1), (4, -1)], .greaterThanOrEqual, -4)), .add(spec([(2, 1), (1, -1)], .lessThanOrEqual, -28, 999)),
                .remove(constraint: 1), .add(pin(5, .equal, 50)), .add(pin(5, .equal, 20)),
            ])),
        ]
    }
}
