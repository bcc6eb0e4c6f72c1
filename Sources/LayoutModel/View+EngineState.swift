import LayoutSolver

/// What layout engines keep on a view between layouts, in one place: the engines of a root, the
/// change journal of its tree, the root once looked up, and what an engine makes once per view
/// (the intrinsic-size edit variables and names, the size floors). None of it is part of what
/// the view means; a copy of the tree would start without it.
struct ViewEngineState {
    /// The engine `layoutIfNeeded()` uses while the view is a root.
    var engine: LayoutEngine?
    /// The engine that laid out the tree last while the view was its root, kept for the analysis
    /// (it holds no view, so there is no cycle).
    var lastEngine: LayoutEngine?
    /// What changed in the tree while the view is its root (``ChangeJournal``); made by the first
    /// engine that lays the tree out, so that trees no engine reads record nothing.
    var journal: ChangeJournal?
    /// The root of the view's tree, once looked up (``View/journalRoot``).
    var cachedRoot = WeakView()
    /// Made on first use by ``View/intrinsicVariable(_:)``.
    var intrinsicVariables: [Variable]?
    /// Made on first use by ``View/intrinsicSizeName(_:)``.
    var intrinsicSizeNames: [String]?
    /// Made on first use by ``View/sizeFloors``.
    var sizeFloors: [LayoutConstraint]?
}

extension View {
    /// The edit variable that holds the view's intrinsic size on `axis`
    /// (``LayoutPlan/IntrinsicEdit``): `<id>.intrinsicWidth` or `<id>.intrinsicHeight`.
    func intrinsicVariable(_ axis: LayoutAxis) -> Variable {
        let variables = engineState.intrinsicVariables ?? {
            let made = [Variable("\(identifier).intrinsicWidth"), Variable("\(identifier).intrinsicHeight")]
            engineState.intrinsicVariables = made
            return made
        }()
        return variables[axis == .horizontal ? 0 : 1]
    }

    /// The name of the view's intrinsic-size constraint of `kind`: `<id>.width.hugging` ….
    func intrinsicSizeName(_ kind: IntrinsicSizeKind) -> String {
        let names = engineState.intrinsicSizeNames ?? {
            let made = IntrinsicSizeKind.allCases.map { "\(identifier).\($0.nameSuffix)" }
            engineState.intrinsicSizeNames = made
            return made
        }()
        return names[kind.rawValue]
    }

    /// The view's size floors, `width >= 0` and `height >= 0` (required), named
    /// `<id>.width.nonNegative` and `<id>.height.nonNegative` (``LayoutPlan/sizeFloorItems(of:_:)``).
    /// Made once: they never change.
    var sizeFloors: [LayoutConstraint] {
        if let floors = engineState.sizeFloors { return floors }
        let floors = LayoutAxis.allCases.map { axis in
            let attribute = LayoutAttribute.size(axis)
            let floor = LayoutConstraint(item: self, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: 0)
            floor.identifier = View.sizeFloorName(identifier, attribute)
            return floor
        }
        engineState.sizeFloors = floors
        return floors
    }
}
