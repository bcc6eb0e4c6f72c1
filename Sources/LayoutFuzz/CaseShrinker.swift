import LayoutCore
import LayoutModel

/// Shrinks a failing layout case to a small one that still fails: delta debugging
/// (``DeltaDebugging``) over its steps, the changes inside steps, its constraints and its views,
/// then simplifications one at a time (no stack, no intrinsic size, left to right, …), round
/// after round until nothing more goes.
///
/// Every candidate is a consistent case: removing a view moves its subviews to its superview and
/// drops the constraints that name it; references to removed constraints are dropped. A
/// candidate that is invalid simply does not fail the way the original does.
public enum CaseShrinker {
    /// - Parameters:
    ///   - budget: the most candidates to test; when it runs out the smallest case found so far
    ///     is returned.
    ///   - fails: whether a candidate still shows the failure (true for `layoutCase`).
    /// - Complexity: at most `budget` calls of `fails`.
    public static func shrink(_ layoutCase: LayoutCase, budget: Int = 3_000,
                              while fails: (LayoutCase) -> Bool) -> LayoutCase
    {
        DeltaDebugging.shrinkInRounds(labelledExplicitly(layoutCase), budget: budget, fails: fails) { current, test in
            var current = shrinkSteps(current, test)
            current = shrinkStepChanges(current, test)
            current = shrinkConstraints(current, test)
            current = shrinkViews(current, test)
            return simplify(current, test)
        }
    }

    /// Every top-level constraint carries its name as its label, so that removing one leaves the
    /// names of the others (and what refers to them) as they were.
    static func labelledExplicitly(_ layoutCase: LayoutCase) -> LayoutCase {
        var result = layoutCase
        for index in result.constraints.indices { result.constraints[index].label = layoutCase.label(at: index) }
        return result
    }

    private static func shrinkSteps(_ layoutCase: LayoutCase, _ test: (LayoutCase) -> Bool) -> LayoutCase {
        let kept = DeltaDebugging.minimize(Array(layoutCase.steps.indices)) { indices in
            test(pruned(layoutCase.with { $0.steps = indices.map { layoutCase.steps[$0] } }))
        }
        return pruned(layoutCase.with { $0.steps = kept.map { layoutCase.steps[$0] } })
    }

    /// One change inside a step, so that steps can lose some of their changes.
    private enum StepChange {
        case rootWidth(Double), rootHeight(Double), intrinsicSize(String, Size), remove(String),
             deactivate(String), activate(String), add(ConstraintSpec)
    }

    private static func shrinkStepChanges(_ layoutCase: LayoutCase, _ test: (LayoutCase) -> Bool) -> LayoutCase {
        var changes: [(step: Int, change: StepChange)] = []
        for (index, step) in layoutCase.steps.enumerated() {
            if let width = step.root.width { changes.append((index, .rootWidth(width))) }
            if let height = step.root.height { changes.append((index, .rootHeight(height))) }
            for (view, size) in step.intrinsicSize.sorted(by: { $0.key < $1.key }) {
                changes.append((index, .intrinsicSize(view, size)))
            }
            changes += step.remove.map { (index, .remove($0)) } + step.deactivate.map { (index, .deactivate($0)) }
                + step.activate.map { (index, .activate($0)) } + step.add.map { (index, .add($0)) }
        }
        func rebuilt(_ kept: [(step: Int, change: StepChange)]) -> LayoutCase {
            var steps = [LayoutCase.Step](repeating: LayoutCase.Step(), count: layoutCase.steps.count)
            for (index, change) in kept {
                switch change {
                case .rootWidth(let width): steps[index].root.width = width
                case .rootHeight(let height): steps[index].root.height = height
                case .intrinsicSize(let view, let size): steps[index].intrinsicSize[view] = size
                case .remove(let label): steps[index].remove.append(label)
                case .deactivate(let label): steps[index].deactivate.append(label)
                case .activate(let label): steps[index].activate.append(label)
                case .add(let spec): steps[index].add.append(spec)
                }
            }
            return pruned(layoutCase.with { $0.steps = steps })
        }
        return rebuilt(DeltaDebugging.minimize(changes) { test(rebuilt($0)) })
    }

    private static func shrinkConstraints(_ layoutCase: LayoutCase, _ test: (LayoutCase) -> Bool) -> LayoutCase {
        let kept = DeltaDebugging.minimize(layoutCase.constraints) { constraints in
            test(pruned(layoutCase.with { $0.constraints = constraints }))
        }
        return pruned(layoutCase.with { $0.constraints = kept })
    }

    private static func shrinkViews(_ layoutCase: LayoutCase, _ test: (LayoutCase) -> Bool) -> LayoutCase {
        let removable = layoutCase.views.filter { $0.parent != nil }.map(\.id)
        let kept = Set(DeltaDebugging.minimize(removable) { kept in
            test(removingViews(Set(removable).subtracting(kept), from: layoutCase))
        })
        return removingViews(Set(removable).subtracting(kept), from: layoutCase)
    }

    /// Tries each simplification on its own and keeps those after which the case still fails.
    private static func simplify(_ layoutCase: LayoutCase, _ test: (LayoutCase) -> Bool) -> LayoutCase {
        var edits: [(inout LayoutCase) -> Void] = [
            { $0.layoutDirection = .leftToRight }, { $0.root.width = nil }, { $0.root.height = nil },
            { $0.inactive = [] },
        ]
        for index in layoutCase.views.indices {
            edits += [{ $0.views[index].stack = nil }, { $0.views[index].intrinsicSize = nil },
                      { $0.views[index].hugging = nil }, { $0.views[index].compressionResistance = nil },
                      { $0.views[index].stack?.customSpacing = [:] }]
        }
        for index in layoutCase.constraints.indices {
            edits += [{ $0.constraints[index].priority = 1000 }, { $0.constraints[index].multiplier = 1 },
                      { $0.constraints[index].constant = 0 }]
        }
        var current = layoutCase
        for edit in edits {
            var candidate = current
            edit(&candidate)
            candidate = pruned(candidate)
            if candidate != current, test(candidate) { current = candidate }
        }
        return current
    }

    /// `layoutCase` without the views in `removed`: their subviews move up to the nearest kept
    /// ancestor, and constraints, stack entries and step changes that name them go.
    static func removingViews(_ removed: Set<String>, from layoutCase: LayoutCase) -> LayoutCase {
        guard !removed.isEmpty else { return layoutCase }
        let parents = Dictionary(layoutCase.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        func keptAncestor(_ id: String?) -> String? {
            var current = id
            var hops = 0
            while let id = current, removed.contains(id), hops <= parents.count {
                current = parents[id] ?? nil
                hops += 1
            }
            return current
        }
        var result = layoutCase
        result.views = layoutCase.views.filter { !removed.contains($0.id) }.map { view in
            var view = view
            view.parent = keptAncestor(view.parent)
            return view
        }
        func keeps(_ spec: ConstraintSpec) -> Bool {
            !removed.contains(spec.first.item) && !(spec.second.map { removed.contains($0.item) } ?? false)
        }
        result.constraints = layoutCase.constraints.filter(keeps)
        for index in result.steps.indices {
            result.steps[index].add = result.steps[index].add.filter(keeps)
            result.steps[index].intrinsicSize = result.steps[index].intrinsicSize.filter { !removed.contains($0.key) }
        }
        return pruned(result)
    }

    /// `layoutCase` without dangling references: names of constraints that are gone, stack
    /// entries that are no longer subviews of their stack.
    static func pruned(_ layoutCase: LayoutCase) -> LayoutCase {
        var result = layoutCase
        var known = Set(layoutCase.constraints.indices.map { layoutCase.label(at: $0) })
        for step in layoutCase.steps { known.formUnion(step.add.compactMap(\.label)) }
        result.inactive = layoutCase.inactive.filter(known.contains)
        for index in result.steps.indices {
            result.steps[index].remove = result.steps[index].remove.filter(known.contains)
            result.steps[index].activate = result.steps[index].activate.filter(known.contains)
            result.steps[index].deactivate = result.steps[index].deactivate.filter(known.contains)
        }
        let ids = Set(result.views.map(\.id))
        for index in result.views.indices {
            guard let stack = result.views[index].stack else { continue }
            let children = Set(result.views.filter { $0.parent == result.views[index].id }.map(\.id))
            result.views[index].stack?.arranged = stack.arranged.filter(children.contains)
            result.views[index].stack?.customSpacing = stack.customSpacing.filter { ids.contains($0.key) }
        }
        return result
    }
}

extension LayoutCase {
    /// A copy changed by `edit`.
    func with(_ edit: (inout LayoutCase) -> Void) -> LayoutCase {
        var copy = self
        edit(&copy)
        return copy
    }
}
