import LayoutSolver

extension SolverProgram {
    /// How one operation went, as the first strategy saw it (every strategy, when they agree).
    public enum Outcome: Equatable, Hashable, Sendable {
        case done
        /// Refused as unsatisfiable with this conflicting set (creation numbers, culprit last).
        case unsatisfiable(conflict: [Int])
        /// Refused with another error, named by its case (`unknownConstraint`, …).
        case refused(String)
        /// Names a constraint the program has not created: nothing is run.
        case skipped
    }

    /// The result of ``check(strategies:)``.
    public struct CheckResult: Equatable, Sendable {
        /// Empty when every strategy agreed and kept every rule.
        public var divergences: [SolverDivergence]
        /// One per operation run (the run stops after the first operation that diverges).
        public var outcomes: [Outcome]

        public var agrees: Bool { divergences.isEmpty }
    }

    /// Relative tolerance for comparing values: well-conditioned programs (small table numbers)
    /// agree far closer; a determined value may also move by its range's width (< 1e-4).
    public static let relativeTolerance = 1e-6

    /// Runs the program on every strategy in lockstep and reports every divergence.
    ///
    /// After each operation: the same outcome (accepted, or refused with the same error and the
    /// same conflicting set, which must be irreducible — ``ConflictCheck/isIrreducible(_:)`` — and
    /// end with the refused constraint); after a batch the same constraints in each solver, the
    /// prefix before the failing member; for every variable the same ambiguity verdict, the same
    /// range over the optimal solutions, a finite value inside it, the same value when it is
    /// determined; every required constraint in the solver satisfied; no broken invariant. At the
    /// end a fresh ``FullSolver`` given only the surviving constraints (in order) and edit
    /// variables (with their last suggestions) must accept them and agree with the stepped ones.
    ///
    /// The run stops after the first operation with a divergence: later comparisons would be
    /// between different systems.
    /// - Parameter strategies: the reference first; ``SolverStrategies/all`` by default.
    /// - Complexity: per operation, one range query per variable per strategy, plus n + 1 small
    ///   solves per refused constraint (n its conflict's size).
    public func check(strategies: [any SolverStrategy.Type] = SolverStrategies.all) -> CheckResult {
        var run = LockstepRun(self, strategies: strategies)
        for (index, operation) in operations.enumerated() {
            run.perform(operation, at: index)
            if !run.divergences.isEmpty { break }
            run.compareStates(of: run.solvers, names: run.names, step: index)
            if !run.divergences.isEmpty { break }
        }
        if run.divergences.isEmpty { run.compareWithFreshSolve() }
        return CheckResult(divergences: run.divergences, outcomes: run.outcomes)
    }
}

/// The state of one lockstep run: the variables and constraint objects every strategy shares,
/// the solvers, and the model of what should be in them.
private struct LockstepRun {
    let program: SolverProgram
    let variables: [Variable]
    let solvers: [any SolverStrategy]
    let names: [String]
    /// Constraint objects by creation number.
    var created: [Constraint] = []
    var numbers: [ObjectIdentifier: Int] = [:]
    /// Creation numbers of the constraints in the solvers, in the order they went in.
    var active: [Int] = []
    /// Edit variables: priority and last suggestion, in the order they were added.
    var edits: [(variable: Int, priority: Priority, value: Double)] = []
    var divergences: [SolverDivergence] = []
    var outcomes: [SolverProgram.Outcome] = []

    init(_ program: SolverProgram, strategies: [any SolverStrategy.Type]) {
        self.program = program
        variables = (0..<program.variableCount).map { Variable("x\($0)") }
        solvers = strategies.map { $0.init() }
        names = strategies.map { $0.name }
        for solver in solvers {
            // Broken invariants are reported as divergences here, not asserted.
            (solver as? IncrementalSolver)?.checksInvariants = false
        }
    }

    mutating func make(_ spec: SolverProgram.ConstraintSpec) -> Constraint {
        let terms = spec.terms.map {
            Term(variables[$0.variable % variables.count],
                 SolverProgram.coefficients[$0.coefficient % SolverProgram.coefficients.count])
        }
        let priority = SolverProgram.priorities[spec.priority % SolverProgram.priorities.count]
        let constraint = Constraint(LinearExpression(terms, constant: spec.constant), spec.relation,
                                    priority: priority, label: "c\(created.count)")
        numbers[ObjectIdentifier(constraint)] = created.count
        created.append(constraint)
        return constraint
    }

    mutating func perform(_ operation: SolverProgram.Operation, at step: Int) {
        let variables = self.variables
        let variable = { (index: Int) in variables[index % variables.count] }
        switch operation {
        case .add(let spec):
            let constraint = make(spec)
            if run(step, "add \(constraint)", { try $0.add(constraint) }) == .done {
                active.append(numbers[ObjectIdentifier(constraint)]!)
            }
        case .addBatch(let specs):
            let batch = specs.map { make($0) }
            let outcome = run(step, "batch \(batch)", { try $0.add(contentsOf: batch) })
            let failing: Int? = if case .unsatisfiable(let conflict) = outcome { conflict.last } else { nil }
            let expected = batch.map { numbers[ObjectIdentifier($0)]! }.prefix { $0 != failing }
            for (solver, name) in zip(solvers, names) {
                let inside = batch.filter { solver.contains($0) }.map { numbers[ObjectIdentifier($0)]! }
                if inside != Array(expected) {
                    divergences.append(SolverDivergence(
                        step: step, kind: .membership,
                        detail: "\(name) holds \(inside.map { "c\($0)" }) of the batch, expected \(expected.map { "c\($0)" })"))
                }
            }
            active += expected
        case .remove(let n), .readd(let n):
            guard n < created.count else {
                outcomes.append(.skipped)
                return
            }
            let constraint = created[n]
            if case .remove = operation {
                if run(step, "remove \(constraint)", { try $0.remove(constraint) }) == .done {
                    active.removeAll { $0 == n }
                }
            } else if run(step, "readd \(constraint)", { try $0.add(constraint) }) == .done {
                active.append(n)
            }
        case .addEdit(let index, let priorityIndex):
            let priority = SolverProgram.editPriorities[priorityIndex % SolverProgram.editPriorities.count]
            let v = variable(index)
            if run(step, "edit \(v) @\(priority)", { try $0.addEditVariable(v, priority: priority) }) == .done {
                edits.append((index % variables.count, priority, 0))
            }
        case .removeEdit(let index):
            let v = variable(index)
            if run(step, "remove edit \(v)", { try $0.removeEditVariable(v) }) == .done {
                edits.removeAll { $0.variable == index % variables.count }
            }
        case .suggest(let index, let code):
            let v = variable(index), value = SolverProgram.suggestedValue(code)
            if run(step, "suggest \(v) = \(value)", { try $0.suggestValue(value, for: v) }) == .done, let at = edits.firstIndex(where: { $0.variable == index % variables.count }) {
                edits[at].value = value
            }
        }
    }

    /// Does `operation` on every solver and ``settle(_:_:_:)``s what they answered.
    private mutating func run(_ step: Int, _ what: String,
                              _ operation: (any SolverStrategy) throws -> Void) -> SolverProgram.Outcome {
        let errors = solvers.map { solver -> SolverError? in
            do {
                try operation(solver)
                return nil
            } catch let error as SolverError {
                return error
            } catch {
                return .internalFailure("an error that is not a SolverError: \(error)")
            }
        }
        return settle(step, what, errors)
    }

    /// Records the outcome of one operation on every solver (the first solver's) and every way
    /// the solvers' answers differ or break a rule.
    private mutating func settle(_ step: Int, _ what: String, _ errors: [SolverError?]) -> SolverProgram.Outcome {
        let seen = errors.map(outcome)
        for (name, error) in zip(names, errors) {
            if case .internalFailure(let message)? = error {
                divergences.append(SolverDivergence(step: step, kind: .internalFailure, detail: "\(what): \(name): \(message)"))
            }
        }
        if Set(seen).count > 1 {
            let each = zip(names, seen).map { "\($0): \(describe($1))" }.joined(separator: ", ")
            let bothRefused = seen.allSatisfy { if case .done = $0 { false } else { true } }
            let sameKind = Set(seen.map { if case .unsatisfiable = $0 { "unsatisfiable" } else { describe($0) } }).count == 1
            divergences.append(SolverDivergence(step: step, kind: bothRefused && sameKind ? .conflict : .outcome,
                                                detail: "\(what): \(each)"))
        }
        if case .unsatisfiable(let culprit, let conflict)? = errors[0] {
            if conflict.last !== culprit {
                divergences.append(SolverDivergence(step: step, kind: .conflict,
                                                    detail: "\(what): the conflict \(describe(seen[0])) does not end with \(culprit)"))
            }
            if !ConflictCheck.isIrreducible(conflict) {
                divergences.append(SolverDivergence(step: step, kind: .conflict,
                                                    detail: "\(what): the conflict \(describe(seen[0])) is not irreducible"))
            }
        }
        outcomes.append(seen[0])
        return seen[0]
    }

    private func outcome(_ error: SolverError?) -> SolverProgram.Outcome {
        guard let error else { return .done }
        switch error {
        case .unsatisfiable(_, let conflict): return .unsatisfiable(conflict: conflict.map { numbers[ObjectIdentifier($0)] ?? -1 })
        case .duplicateConstraint: return .refused("duplicateConstraint")
        case .unknownConstraint: return .refused("unknownConstraint")
        case .invalidPriority: return .refused("invalidPriority")
        case .nonFiniteConstraint: return .refused("nonFiniteConstraint")
        case .duplicateEditVariable: return .refused("duplicateEditVariable")
        case .unknownEditVariable: return .refused("unknownEditVariable")
        case .requiredEditVariable: return .refused("requiredEditVariable")
        case .nonFiniteValue: return .refused("nonFiniteValue")
        case .internalFailure: return .refused("internalFailure")
        }
    }

    private func describe(_ outcome: SolverProgram.Outcome) -> String {
        switch outcome {
        case .done: "done"
        case .unsatisfiable(let conflict): "unsatisfiable \(conflict.map { $0 < 0 ? "?" : "c\($0)" })"
        case .refused(let kind): kind
        case .skipped: "skipped"
        }
    }

    /// Compares the states of `solvers` variable by variable, and checks each on its own.
    mutating func compareStates(of solvers: [any SolverStrategy], names: [String], step: Int?) {
        func close(_ a: Double, _ b: Double, slack: Double = 0) -> Bool {
            a == b || abs(a - b) <= slack + SolverProgram.relativeTolerance * max(1, abs(a), abs(b))
        }
        func report(_ kind: SolverDivergence.Kind, _ detail: String) {
            divergences.append(SolverDivergence(step: step, kind: kind, detail: detail))
        }
        for variable in variables {
            let values = solvers.map { $0.value(of: variable) }
            let ranges = solvers.map { $0.range(of: LinearExpression(variable)) }
            // A point range is never ambiguous; only wider ones need `isAmbiguous` (a second range query).
            let ambiguous = zip(solvers, ranges).map { $1.lowerBound != $1.upperBound && $0.isAmbiguous(variable) }
            let each = { (items: [String]) in zip(names, items).map { "\($0) \($1)" }.joined(separator: ", ") }
            if values.contains(where: { !$0.isFinite }) || ranges.contains(where: { $0.lowerBound.isNaN || $0.upperBound.isNaN }) {
                report(.nonFinite, "\(variable): " + each(zip(values, ranges).map { "\($0) in \($1)" }))
                continue
            }
            for (name, (value, range)) in zip(names, zip(values, ranges))
            where !(close(value, range.lowerBound) || value > range.lowerBound) || !(close(value, range.upperBound) || value < range.upperBound) {
                report(.range, "\(variable): \(name) value \(value) lies outside its range \(range)")
            }
            if Set(ambiguous).count > 1 {
                report(.ambiguity, "\(variable) ambiguous: " + each(ambiguous.map(String.init)))
            } else if !ranges.allSatisfy({ close($0.lowerBound, ranges[0].lowerBound) && close($0.upperBound, ranges[0].upperBound) }) {
                report(.range, "\(variable) ranges: " + each(ranges.map { "\($0)" }))
            } else if !ambiguous[0] {
                let slack = ranges.map { $0.upperBound - $0.lowerBound }.max()!
                if !values.allSatisfy({ close($0, values[0], slack: slack) }) {
                    report(.value, "\(variable) = " + each(values.map { "\($0)" }))
                }
            }
        }
        for (solver, name) in zip(solvers, names) {
            let unsatisfied = active.map { created[$0] }.filter { constraint in
                guard constraint.isRequired else { return false }
                let scale = constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
                    $0 + abs($1.coefficient * solver.value(of: $1.variable))
                }
                return !constraint.isSatisfied(tolerance: SolverProgram.relativeTolerance * max(1, scale)) { solver.value(of: $0) }
            }
            if !unsatisfied.isEmpty { report(.requiredViolated, "\(name): \(unsatisfied)") }
            let problems = solver.invariantViolations()
            if !problems.isEmpty { report(.invariant, "\(name): " + problems.joined(separator: "; ")) }
        }
    }

    /// A fresh ``FullSolver`` given the surviving constraints and edits must accept them and
    /// agree with the stepped solvers.
    mutating func compareWithFreshSolve() {
        let fresh = FullSolver()
        do {
            try fresh.add(contentsOf: active.map { created[$0] })
            for edit in edits {
                try fresh.addEditVariable(variables[edit.variable], priority: edit.priority)
                try fresh.suggestValue(edit.value, for: variables[edit.variable])
            }
        } catch {
            divergences.append(SolverDivergence(step: nil, kind: .freshSolve,
                                                detail: "a fresh full solve refuses the surviving constraints and edits: \(error)"))
            return
        }
        compareStates(of: solvers + [fresh], names: names + ["fresh full"], step: nil)
    }
}
