import LayoutSolver

extension SolverProgram {
    /// One removable part of a program: an operation, or one member of a batch.
    struct Part: Hashable {
        var operation: Int
        var member: Int
    }

    /// Every operation and every batch member, in order.
    var parts: [Part] {
        operations.enumerated().flatMap { index, operation -> [Part] in
            if case .addBatch(let specs) = operation { return specs.indices.map { Part(operation: index, member: $0) } }
            return [Part(operation: index, member: 0)]
        }
    }

    /// The program with only `kept` of its parts: the same operations on the same constraints,
    /// renumbered; a batch left empty disappears, and so does a remove or readd of a constraint
    /// that is no longer created.
    /// - Complexity: O(operations + terms).
    func keeping(_ kept: Set<Part>) -> SolverProgram {
        var renumbered: [Int: Int] = [:]
        var oldCount = 0, newCount = 0
        var result: [Operation] = []
        func keep(_ spec: ConstraintSpec, _ part: Part) -> ConstraintSpec? {
            defer { oldCount += 1 }
            guard kept.contains(part) else { return nil }
            renumbered[oldCount] = newCount
            newCount += 1
            return spec
        }
        for (index, operation) in operations.enumerated() {
            let part = Part(operation: index, member: 0)
            switch operation {
            case .add(let spec):
                if let spec = keep(spec, part) { result.append(.add(spec)) }
            case .addBatch(let specs):
                let members = specs.enumerated().compactMap { keep($1, Part(operation: index, member: $0)) }
                if !members.isEmpty { result.append(.addBatch(members)) }
            case .remove(let n):
                if kept.contains(part), let m = renumbered[n] { result.append(.remove(constraint: m)) }
            case .readd(let n):
                if kept.contains(part), let m = renumbered[n] { result.append(.readd(constraint: m)) }
            default:
                if kept.contains(part) { result.append(operation) }
            }
        }
        return SolverProgram(variableCount: variableCount, operations: result)
    }

    /// The smallest program found that still `fails`: delta debugging (``DeltaDebugging``) over
    /// operations and batch members, then each remaining constraint simplified (terms dropped,
    /// constant set to 0, relation and priority made plainer) and unused variables removed,
    /// repeated until nothing more goes or `budget` runs of `fails` are spent. `self` must fail.
    /// - Complexity: at most `budget` runs of `fails`.
    public func shrunk(budget: Int = 3_000, while fails: (SolverProgram) -> Bool) -> SolverProgram {
        DeltaDebugging.shrinkInRounds(self, budget: budget, fails: fails) { current, test in
            let kept = DeltaDebugging.minimize(current.parts) { test(current.keeping(Set($0))) }
            let simplified = current.keeping(Set(kept)).simplifyingConstraints(while: test)
            if let compact = simplified.withUsedVariablesOnly, test(compact) { return compact }
            return simplified
        }
    }

    /// The smallest program found that still shows a divergence of the same kind as the first
    /// one of ``check(strategies:)``; `self` when it agrees.
    public func shrunk(strategies: [any SolverStrategy.Type] = SolverStrategies.all) -> SolverProgram {
        guard let kind = check(strategies: strategies).divergences.first?.kind else { return self }
        return shrunk { $0.check(strategies: strategies).divergences.contains { $0.kind == kind } }
    }

    /// Tries plainer versions of every constraint, keeping each change that still fails.
    private func simplifyingConstraints(while fails: (SolverProgram) -> Bool) -> SolverProgram {
        var current = self
        func simpler(_ spec: ConstraintSpec) -> [ConstraintSpec] {
            var options: [ConstraintSpec] = spec.terms.indices.map { index in
                var fewer = spec
                fewer.terms.remove(at: index)
                return fewer
            }
            for (field, plain) in [(\ConstraintSpec.constantCode, 0), (\.priority, 0)] where spec[keyPath: field] != plain {
                var option = spec
                option[keyPath: field] = plain
                options.append(option)
            }
            if spec.relation != .equal { options.append(ConstraintSpec(terms: spec.terms, relation: .equal,
                                                                       constantCode: spec.constantCode, priority: spec.priority)) }
            for (index, term) in spec.terms.enumerated() where term.coefficient > 1 {
                var option = spec
                option.terms[index].coefficient = term.coefficient % 2  // 1 or −1
                options.append(option)
            }
            return options
        }
        for index in current.operations.indices {
            var memberCount = 1
            if case .addBatch(let specs) = current.operations[index] { memberCount = specs.count }
            for member in 0..<memberCount {
                var improved = true
                while improved {
                    improved = false
                    let spec: ConstraintSpec
                    switch current.operations[index] {
                    case .add(let s): spec = s
                    case .addBatch(let specs): spec = specs[member]
                    default: continue
                    }
                    for option in simpler(spec) {
                        var candidate = current
                        switch candidate.operations[index] {
                        case .add: candidate.operations[index] = .add(option)
                        case .addBatch(var specs):
                            specs[member] = option
                            candidate.operations[index] = .addBatch(specs)
                        default: break
                        }
                        if fails(candidate) {
                            current = candidate
                            improved = true
                            break
                        }
                    }
                }
            }
        }
        return current
    }

    /// The same program over only the variables it uses (at least two), renumbered in order; nil
    /// when it uses all of them already.
    var withUsedVariablesOnly: SolverProgram? {
        var used = Set<Int>()
        for operation in operations {
            switch operation {
            case .add(let spec): used.formUnion(spec.terms.map(\.variable))
            case .addBatch(let specs): used.formUnion(specs.flatMap { $0.terms.map(\.variable) })
            case .addEdit(let v, _), .removeEdit(let v), .suggest(let v, _): used.insert(v)
            case .remove, .readd: break
            }
        }
        let order = used.sorted()
        guard max(order.count, 2) < variableCount else { return nil }
        let map = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        func spec(_ s: ConstraintSpec) -> ConstraintSpec {
            var s = s
            s.terms = s.terms.map { Term(variable: map[$0.variable]!, coefficient: $0.coefficient) }
            return s
        }
        return SolverProgram(variableCount: max(order.count, 2), operations: operations.map { operation in
            switch operation {
            case .add(let s): .add(spec(s))
            case .addBatch(let specs): .addBatch(specs.map(spec))
            case .addEdit(let v, let p): .addEdit(variable: map[v]!, priority: p)
            case .removeEdit(let v): .removeEdit(variable: map[v]!)
            case .suggest(let v, let code): .suggest(variable: map[v]!, valueCode: code)
            case .remove, .readd: operation
            }
        })
    }
}
