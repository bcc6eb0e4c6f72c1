extension View {
    /// The tree's own active constraints, in creation order, each under the name a layout's
    /// results give it (its label, else `c<index>`): how a caller that keeps its own object for
    /// each constraint finds the one a ``BrokenConstraint`` names, without labelling every
    /// constraint up front (a label costs the layout a name check; this costs nothing until called).
    ///
    /// - Complexity: O(n log n) in the tree's items and constraints.
    public func namedConstraints() -> [(name: String, constraint: LayoutConstraint)] {
        LayoutPlan.activeConstraints(of: descendants()).enumerated().map { index, constraint in
            (LayoutPlan.explicitName(of: constraint, at: index), constraint)
        }
    }
}
