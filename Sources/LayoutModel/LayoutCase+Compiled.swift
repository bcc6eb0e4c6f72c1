import LayoutSolver

/// The constraint system one layout of a case hands the solver, for tools outside the engine
/// (the peers of `bench --peers` run it on other solvers).
///
/// It is the engine's own plan for the case's initial state (steps are not applied): the same
/// compiled constraints in the same layout order (``LayoutOrder``: size floors, the root's size,
/// intrinsic sizes, implicit guides, stacks, then the active constraints) over the same frame
/// variables, and the expressions a ``LayoutResult`` reads each frame value from. Solving ``constraints`` lexicographically and reading
/// ``frames`` gives the layout's frames whenever no required constraint had to be broken.
public struct CompiledLayout {
    /// One constraint of the plan with its name (`root.width`, `v3.width.hugging`, a case label).
    public struct Item {
        public let name: String
        public let constraint: Constraint
    }

    /// The four expressions one view's frame is read from, in its superview's coordinates.
    public struct ViewFrame {
        public let view: String
        /// x, y, width and height, in that order (``FrameValue/allCases``).
        public let values: [(FrameValue, LinearExpression)]
    }

    /// Every constraint of the layout, in layout order.
    public let items: [Item]
    /// Every view of the tree, root first, in creation order (``LayoutResult/viewIDs``).
    public let frames: [ViewFrame]
    /// The root's width and height variables; the root's origin is the constant 0.
    public let rootWidth: Variable
    public let rootHeight: Variable

    /// The constraints alone, in layout order.
    public var constraints: [Constraint] { items.map(\.constraint) }
}

extension LayoutCase {
    /// The case's views and active constraints compiled as the engine would lay them out first.
    ///
    /// - Throws: ``LayoutError`` for an invalid case (the same checks as a layout).
    /// - Complexity: O(views + constraints × depth).
    public func compiled() throws(LayoutError) -> CompiledLayout {
        let model = try CaseModel(self)
        let plan = try LayoutPlan(root: model.root)
        return CompiledLayout(
            // A derived name's constraint is compiled unlabelled (``ItemName``): labelled here.
            items: plan.items.map { item in
                let name = item.name.text
                return CompiledLayout.Item(name: name, constraint: item.compiled.label == nil
                                               ? item.compiled.labeled(name) : item.compiled)
            },
            frames: plan.views.map { view in
                CompiledLayout.ViewFrame(view: view.identifier, values: Array(zip(FrameValue.allCases,
                                                                                  plan.compiler.frameReader(of: view).expressions)))
            },
            rootWidth: model.root.variables.width, rootHeight: model.root.variables.height)
    }
}
