import LayoutModel
import LayoutSolver

extension SolverWorkload {
    /// The priorities a view tree's non-required levels are renumbered to, lowest first: under
    /// the peers' weight formula 10^(9p/1000) they are kiwi's weak, medium and strong (about 1,
    /// 10³ and 10⁶).
    public static let peerPriorities: [Priority] = [1, 333, 667]
    /// The root width's edit priority: about 10⁹ for kiwi, the strongest strength below required.
    public static let rootWidthEditPriority: Priority = 999

    /// A layout case's first layout as a bare solver workload, for the peers of `bench --peers`:
    /// the engine's compiled constraints (``LayoutCase/compiled()``) with the root width as an
    /// edit variable, suggested `rootWidths` one after another (the first one initially), and
    /// ``reads`` the frame expressions of every view (root first) in superview coordinates.
    ///
    /// Changes that keep our answers and make kiwi's agree with them:
    /// - The required `root.width` constraint is replaced by the edit variable at
    ///   ``rootWidthEditPriority`` (kiwi refuses required edits). Nothing competes with the root
    ///   width in a tree that fits, so the values are those of a layout at that width.
    /// - The distinct non-required priorities (at most three) are renumbered by rank to
    ///   ``peerPriorities``. A lexicographic solver depends only on the order of its levels, so
    ///   ours gives the same answers; kiwi weighs levels, and its weights are then its own
    ///   ladder, a factor of 1,000 apart.
    ///
    /// - Parameters:
    ///   - toggled: the label of the constraint the workload's remove scenario toggles.
    ///   - size: the `size` of the peers' rows (for a view tree, its view count).
    /// - Throws: ``SolverWorkloadExportError`` naming the case and the problem.
    /// - Complexity: O(views + constraints × depth).
    public init(layoutCase: LayoutCase, rootWidths: [Double], toggled label: String,
                size: Int) throws(SolverWorkloadExportError) {
        let compiled: CompiledLayout
        do {
            compiled = try layoutCase.compiled()
        } catch {
            throw .invalidCase(layoutCase.name, error)
        }
        guard !rootWidths.isEmpty else { throw .noWidths(layoutCase.name) }
        guard let rootWidth = compiled.items.first(where: { $0.name == "root.width" }) else {
            throw .noRootWidth(layoutCase.name)
        }
        let levels = Set(compiled.constraints.map(\.priority).filter { !$0.isRequired }).sorted()
        guard levels.count <= Self.peerPriorities.count else { throw .tooManyPriorities(layoutCase.name, levels) }
        let renumbered = Dictionary(uniqueKeysWithValues: zip(levels, Self.peerPriorities))
        var constraints: [Constraint] = []
        var toggled: Constraint?
        for item in compiled.items where item.constraint !== rootWidth.constraint {
            let constraint = item.constraint.isRequired
                ? item.constraint : item.constraint.priority(renumbered[item.constraint.priority] ?? item.constraint.priority)
            if item.name == label { toggled = constraint }
            constraints.append(constraint)
        }
        guard let toggled else { throw .unknownConstraint(layoutCase.name, label: label) }

        var variables = [compiled.rootWidth, compiled.rootHeight]
        var seen = Set(variables.map(\.id))
        let reads = compiled.frames.flatMap { $0.values.map(\.1) }
        for expression in reads {
            for term in expression.terms where seen.insert(term.variable.id).inserted { variables.append(term.variable) }
        }
        self.init(name: layoutCase.name, variables: variables, constraints: constraints,
                  edits: [Edit(variable: compiled.rootWidth, priority: Self.rootWidthEditPriority, values: rootWidths)],
                  toggled: toggled, reads: reads, size: size)
    }
}

extension ViewTreeWorkload {
    /// The tree as a bare solver workload: its live-resize sweep (``resizeWidths``) as the root
    /// width's edit values, the middle view's top constraint (the one `<shape>-remove` takes
    /// out) as the toggled constraint, and the view count as the size. See
    /// ``SolverWorkload/init(layoutCase:rootWidths:toggled:size:)``.
    public func solverWorkload() throws(SolverWorkloadExportError) -> SolverWorkload {
        try SolverWorkload(layoutCase: layoutCase, rootWidths: Self.resizeWidths, toggled: "v\(viewCount / 2).top",
                           size: viewCount)
    }
}
