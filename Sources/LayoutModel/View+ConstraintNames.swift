extension View {
    /// The tree's own active constraints, in creation order, each under the name a layout's
    /// results give it (its label, else `c<index>`): how a caller that keeps its own object for
    /// each constraint finds the one a ``BrokenConstraint`` names, without labelling every
    /// constraint up front (a label costs the layout a name check; this costs nothing until called).
    ///
    /// - Complexity: O(n log n) in the tree's items and constraints.
    public func namedConstraints() -> [(name: String, constraint: LayoutConstraint)] {
        activeConstraintsInCreationOrder().enumerated().map { index, constraint in
            (LayoutPlan.explicitName(of: constraint, at: index), constraint)
        }
    }

    /// The tree's own active constraints in creation order, without their names: the list
    /// ``constraint(named:among:)`` searches, for a caller that asks about a few names only.
    /// - Complexity: O(n log n) in the tree's items and constraints.
    public func activeConstraintsInCreationOrder() -> [LayoutConstraint] {
        LayoutPlan.activeConstraints(of: descendants())
    }

    /// The constraint of `constraints` (``activeConstraintsInCreationOrder()``) that a layout's
    /// results call `name`: a `c<index>` name is looked at at its index first, any other (a label)
    /// is the last one so named, as a map of ``namedConstraints()`` by name would keep.
    /// - Complexity: O(1) for an unlabelled constraint's `c<index>`, else O(constraints).
    public static func constraint(named name: String, among constraints: [LayoutConstraint]) -> LayoutConstraint? {
        if name.first == "c", let index = Int(name.dropFirst()), constraints.indices.contains(index),
           LayoutPlan.explicitName(of: constraints[index], at: index) == name
        {
            return constraints[index]
        }
        return constraints.indices.last { LayoutPlan.explicitName(of: constraints[$0], at: $0) == name }
            .map { constraints[$0] }
    }
}
