import LayoutSolver

/// Lays out view trees over a solver strategy and keeps the solver between layouts.
///
/// Each ``layout(_:)`` compares what the tree asks for (a ``LayoutPlan``) with what the solver
/// holds and applies the difference: removed or changed constraints are removed, new ones added.
/// With ``updatesInPlace`` (the default for the incremental strategy) that happens in place —
/// resizing the root replaces `root.width`, an intrinsic-size change replaces that view's
/// hugging and compression constraints — and nothing is rebuilt. Otherwise (the default for the
/// full strategy) a new solver takes the whole plan on every layout: the reference twin.
///
/// Unsatisfiable layouts recover as UIKit does, greedily: the result equals adding the plan's
/// constraints in layout order and breaking each required one that cannot hold together with the
/// required ones accepted before it. A broken constraint stays part of the layout and is tried
/// again whenever a required constraint before it goes away.
public final class LayoutEngine {
    public let strategy: any SolverStrategy.Type
    /// Whether changes are applied to the same solver (true) or the solver is rebuilt per layout.
    public let updatesInPlace: Bool

    private var solver: any SolverStrategy
    private weak var root: View?
    /// What the solver holds, by plan key.
    private var entries: [LayoutPlan.Item.Key: Entry] = [:]
    /// The views of the last layout (by identifier and frame variables, so that the engine does
    /// not keep the tree alive), and their ambiguity once analysed.
    private var laidOut: LaidOutViews?
    private var analysis: [String: [FrameValue]]?

    private struct Entry {
        var compiled: Constraint
        var isAccepted: Bool
        /// Index in the last layout's plan.
        var position: Int
    }

    /// - Parameters:
    ///   - strategy: the solver; incremental by default.
    ///   - updatesInPlace: defaults to true for ``IncrementalSolver`` and false otherwise.
    public init(strategy: any SolverStrategy.Type = IncrementalSolver.self, updatesInPlace: Bool? = nil) {
        self.strategy = strategy
        self.updatesInPlace = updatesInPlace ?? (ObjectIdentifier(strategy) == ObjectIdentifier(IncrementalSolver.self))
        solver = strategy.init()
    }

    /// Lays out the tree under `root` and writes every view's ``View/frame``: frames and broken
    /// constraints, as UIKit's layout pass. Ambiguity is an analysis of the laid-out tree that
    /// costs more than the layout (as `hasAmbiguousLayout` in UIKit): ask for it with
    /// `analyzingAmbiguity`, or later with ``ambiguity()`` or ``View/hasAmbiguousLayout``.
    ///
    /// - Throws: ``LayoutError`` for invalid input, before the solver changes.
    /// - Complexity: in place, O(plan) to compare plus the solver's work for the changes (and an
    ///   analysis per broken constraint); rebuilding, the solver's work for the whole plan; plus
    ///   ``ambiguity()`` when asked.
    @discardableResult
    public func layout(_ root: View, analyzingAmbiguity: Bool = false) throws(LayoutError) -> LayoutResult {
        let plan = try LayoutPlan(root: root)
        if !updatesInPlace || self.root !== root { reset() }
        self.root = root
        let accepted = try apply(plan)
        laidOut = LaidOutViews(plan)
        analysis = nil
        root.lastEngine = self
        let result = LayoutResult(plan: plan, accepted: accepted, solver: solver)
        for view in plan.views {
            view.frame = result.frames[view.identifier] ?? .zero
        }
        return analyzingAmbiguity ? result.analyzed(ambiguity()) : result
    }

    /// The frame values (x, y, width, height in superview coordinates) the last layout leaves
    /// free, for the views that leave any: a value is ambiguous when it can move by more than
    /// 1e-4 across the optimal solutions. Empty before the first layout.
    ///
    /// The analysis asks the solver about every frame value of the tree at once
    /// (`SolverStrategy.ambiguity(of:)`); its answer is kept until the next layout.
    /// - Complexity: one whole-set ambiguity query of 4 × views expressions.
    public func ambiguity() -> [String: [FrameValue]] {
        if let analysis { return analysis }
        let result = analyzeAmbiguity()
        analysis = result
        return result
    }

    /// ``ambiguity()`` computed afresh, whether or not it was asked before (what the bench times).
    public func analyzeAmbiguity() -> [String: [FrameValue]] {
        guard let views = laidOut else { return [:] }
        var expressions: [LinearExpression] = []
        expressions.reserveCapacity(views.ids.count * FrameValue.allCases.count)
        for reader in views.readers { expressions += reader.expressions }
        let free = solver.ambiguity(of: expressions)
        var result: [String: [FrameValue]] = [:]
        for (index, id) in views.ids.enumerated() {
            let values = FrameValue.allCases.enumerated().filter { free[index * 4 + $0.offset] }.map(\.element)
            if !values.isEmpty { result[id] = values }
        }
        return result
    }

    /// The free frame values of `view` in the last layout (``ambiguity()``).
    func ambiguousFrameValues(of view: View) -> [FrameValue] {
        guard laidOut?.members.contains(ObjectIdentifier(view)) == true else { return [] }
        return ambiguity()[view.identifier] ?? []
    }

    /// Forgets the solver's contents; the next layout starts from scratch.
    public func reset() {
        solver = strategy.init()
        entries = [:]
        laidOut = nil
        analysis = nil
    }

    /// Simplex pivots the solver did so far: a deterministic measure of the work layouts cost.
    public var pivotCount: Int { solver.pivotCount }

    /// The names of the required constraints the solver accepted in the last layout that its
    /// values do not satisfy to `tolerance` — empty unless the solver is wrong: a self-check for
    /// fuzzers (broken constraints are not accepted, so they are not listed).
    /// - Complexity: O(constraints × terms).
    public func unsatisfiedRequiredConstraints(tolerance: Double = 1e-4) -> [String] {
        entries.values
            .filter { entry in
                entry.isAccepted && entry.compiled.isRequired
                    && !entry.compiled.isSatisfied(tolerance: tolerance) { solver.value(of: $0) }
            }
            .sorted { $0.position < $1.position }
            .map { $0.compiled.label ?? "\($0.compiled)" }
    }

    /// The solver's tableau, for debugging.
    public func dump() -> String { solver.dump() }

    /// Brings the solver to the greedy outcome of `plan`; returns which items it accepted.
    private func apply(_ plan: LayoutPlan) throws(LayoutError) -> [Bool] {
        var items = plan.items
        var position: [LayoutPlan.Item.Key: Int] = [:]
        for (index, item) in items.enumerated() { position[item.key] = index }

        // Remove what went away or changed; a broken constraint after a removed required one may
        // hold now, so it is tried again.
        // In layout order, so that the solver's work (its pivot count) is deterministic.
        var recheckAfter = Int.max
        for (key, entry) in entries.sorted(by: { $0.value.position < $1.value.position }) {
            if let index = position[key], items[index].compiled.states(sameAs: entry.compiled) { continue }
            if entry.isAccepted {
                try solverCall { () throws(SolverError) in try solver.remove(entry.compiled) }
                if entry.compiled.isRequired { recheckAfter = min(recheckAfter, entry.position) }
            }
            entries[key] = nil
        }
        var accepted = [Bool](repeating: false, count: items.count)
        var pending = [Bool](repeating: true, count: items.count)
        for index in items.indices {
            guard let entry = entries[items[index].key] else { continue }
            items[index].compiled = entry.compiled
            accepted[index] = entry.isAccepted
            pending[index] = !entry.isAccepted && entry.position > recheckAfter
        }

        // Runs of pending items go to the solver as one batch (one rebuild for the full strategy,
        // one optimisation for the incremental one); a conflict falls back to the greedy add.
        var index = 0
        while index < items.count {
            guard pending[index], !accepted[index] else {
                index += 1
                continue
            }
            var run: [Int] = []
            while index + run.count < items.count, pending[index + run.count], !accepted[index + run.count] {
                run.append(index + run.count)
            }
            do {
                try solver.add(contentsOf: run.map { items[$0].compiled })
                for member in run { accepted[member] = true }
                index += run.count
            } catch .unsatisfiable(let culprit, _) {
                let failed = run.firstIndex { items[$0].compiled === culprit } ?? 0
                for member in run[..<failed] { accepted[member] = true }
                try add(run[failed], of: items, accepted: &accepted, pending: &pending)
                index = run[failed] + 1
            } catch {
                throw LayoutError(subject: "constraint '\(items[run[0]].name)'", reason: .internalFailure("\(error)"))
            }
        }

        entries = [:]
        for (index, item) in items.enumerated() {
            entries[item.key] = Entry(compiled: item.compiled, isAccepted: accepted[index], position: index)
        }
        return accepted
    }

    /// Adds item `index`; when it conflicts, finds the constraint greedy order would break — the
    /// item itself, or a later accepted one, which is then removed (and the broken ones after it
    /// become pending again) before trying once more.
    private func add(_ index: Int, of items: [LayoutPlan.Item], accepted: inout [Bool],
                     pending: inout [Bool]) throws(LayoutError)
    {
        let constraint = items[index].compiled
        while true {
            do {
                try solver.add(constraint)
                accepted[index] = true
                return
            } catch .unsatisfiable {
                let candidates = items.indices.filter { ($0 == index || accepted[$0]) && items[$0].compiled.isRequired }
                guard let first = Conflicts.firstUnsatisfiable(in: candidates.map { items[$0].compiled }),
                      candidates[first] > index
                else { return }  // the item itself breaks
                let victim = candidates[first]
                try solverCall { () throws(SolverError) in try solver.remove(items[victim].compiled) }
                accepted[victim] = false
                for later in items.indices.dropFirst(victim + 1) where !accepted[later] { pending[later] = true }
            } catch {
                throw LayoutError(subject: "constraint '\(items[index].name)'", reason: .internalFailure("\(error)"))
            }
        }
    }

    private func solverCall(_ body: () throws(SolverError) -> Void) throws(LayoutError) {
        do { try body() } catch {
            throw LayoutError(subject: "solver \(strategy.name)", reason: .internalFailure("\(error)"))
        }
    }
}

/// What the engine keeps of the views it laid out last: identifiers and frame variables in
/// layout order, not the views themselves.
struct LaidOutViews {
    let ids: [String]
    let readers: [FrameReader]
    let members: Set<ObjectIdentifier>

    init(_ plan: LayoutPlan) {
        ids = plan.views.map(\.identifier)
        readers = plan.views.map(plan.compiler.frameReader(of:))
        members = Set(plan.views.map(ObjectIdentifier.init))
    }
}
