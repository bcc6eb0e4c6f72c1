import LayoutCore
import LayoutSolver

/// What layout engines keep on a layout item between layouts, in one place: the engines of a
/// root, the change journal of its tree, the root once looked up, and what an engine makes once
/// per item (a view's intrinsic-size edit variables, the size floors). None of it is part of
/// what the item means; a copy of the tree would start without it. (The names of a view's
/// intrinsic-size constraints and floors are not kept: they are derived when read, ``ItemName``.)
struct ViewEngineState {
    /// What a root keeps — its engines and its tree's journal — in a box made when the first is
    /// set: most items are never the root an engine lays out, and three references inline took
    /// 16 bytes more in every view and guide.
    final class RootState {
        var engine: LayoutEngine?
        var lastEngine: LayoutEngine?
        var journal: ChangeJournal?
    }

    private var rootState: RootState?

    /// The box, made on first use.
    private mutating func madeRootState() -> RootState { madeOnFirstUse(&rootState, RootState.init) }

    /// The engine `layoutIfNeeded()` uses while the view is a root.
    var engine: LayoutEngine? {
        get { rootState?.engine }
        set { if newValue != nil || rootState != nil { madeRootState().engine = newValue } }
    }
    /// The engine that laid out the tree last while the view was its root, kept for the analysis
    /// (it holds no view, so there is no cycle).
    var lastEngine: LayoutEngine? {
        get { rootState?.lastEngine }
        set { if newValue != nil || rootState != nil { madeRootState().lastEngine = newValue } }
    }
    /// What changed in the tree while the view is its root (``ChangeJournal``); made by the first
    /// engine that lays the tree out, so that trees no engine reads record nothing.
    var journal: ChangeJournal? {
        get { rootState?.journal }
        set { if newValue != nil || rootState != nil { madeRootState().journal = newValue } }
    }
    /// The top of the item's tree, once looked up (``LayoutItem/journalRoot``), held through its
    /// handle (``ItemHandle``).
    var cachedRoot: LayoutItem? {
        get { cachedRootHandle?.item }
        set { cachedRootHandle = newValue?.handle }
    }
    private var cachedRootHandle: ItemHandle?
    /// Made on first use by ``View/intrinsicVariable(_:)``.
    var intrinsicVariables: PerAxis<Variable>?
    /// Made on first use by ``LayoutItem/sizeFloors``.
    var sizeFloors: PerAxis<Constraint>?
    /// Made on first use by ``LayoutItem/sizeTerms(_:)``.
    var sizeTerms: PerAxis<[Term]>?
}

/// One value per axis, held inline: an array of two would be one more allocation per view.
struct PerAxis<Value> {
    var horizontal: Value
    var vertical: Value

    /// Each axis's value, made in axis order (horizontal first).
    init(_ make: (LayoutAxis) -> Value) {
        horizontal = make(.horizontal)
        vertical = make(.vertical)
    }

    subscript(axis: LayoutAxis) -> Value { axis == .horizontal ? horizontal : vertical }
}

extension View {
    /// The edit variable that holds the view's intrinsic size on `axis`
    /// (``LayoutPlan/IntrinsicEdit``): `<id>.intrinsicWidth` or `<id>.intrinsicHeight`.
    func intrinsicVariable(_ axis: LayoutAxis) -> Variable {
        let variables = engineState.intrinsicVariables ?? {
            let made = PerAxis { Variable("\(identifier).intrinsic\($0 == .horizontal ? "Width" : "Height")") }
            engineState.intrinsicVariables = made
            return made
        }()
        return variables[axis]
    }

    /// ``intrinsicVariable(_:)`` if it was made: a view without one holds no edit.
    func madeIntrinsicVariable(_ axis: LayoutAxis) -> Variable? {
        engineState.intrinsicVariables?[axis]
    }

}

extension LayoutItem {
    /// `[1 × width]` or `[1 × height]`: the terms of every constraint of the constant form on
    /// the item (a size floor, hugging, compression, `width == 36`), one array per axis that
    /// their compiled constraints share instead of one each.
    func sizeTerms(_ axis: LayoutAxis) -> [Term] {
        let terms = engineState.sizeTerms ?? {
            let made = PerAxis { [Term(variables.size($0))] }
            engineState.sizeTerms = made
            return made
        }()
        return terms[axis]
    }

    /// The item's size floors, `width >= 0` and `height >= 0` (required), compiled and
    /// unlabelled: their plan items are named `<id>.width.nonNegative` and
    /// `<id>.height.nonNegative` when read (``LayoutPlan/sizeFloorItems(of:)``, ``ItemName``).
    /// Made once and shared by every plan and engine: they never change, and they name only the
    /// item's own size.
    var sizeFloors: PerAxis<Constraint> {
        if let floors = engineState.sizeFloors { return floors }
        let floors = PerAxis { axis in
            ConstraintCompiler.sizeConstraint(sizeTerms(axis), .greaterThanOrEqual, 0, priority: .required, named: nil)
        }
        engineState.sizeFloors = floors
        return floors
    }
}
