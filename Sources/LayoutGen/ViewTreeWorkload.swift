import LayoutCore
import LayoutModel
import LayoutSolver

/// The shapes Apple uses to show how Auto Layout scales (WWDC 2018, "High Performance Auto
/// Layout"), and a mixed random tree.
public enum ViewTreeShape: String, CaseIterable, Sendable {
    /// Labels each placed against the container only.
    case independent
    /// Labels in rows, each placed against the one before it.
    case dependent
    /// Each view inside the one before it, inset by 0.01 points.
    case nested
}

/// A generated view tree as a layout case, with the step sequences the layout scenarios apply:
/// a live-resize sweep, size-class toggles, text changes and a constraint removed and added back.
///
/// Every case is satisfiable and unambiguous at every step, so all strategies must give the same
/// frames; labels carry intrinsic sizes (text), rows wrap every ``rowLength`` labels.
public struct ViewTreeWorkload: Sendable {
    public var shape: ViewTreeShape
    public var viewCount: Int
    public var seed: UInt64
    /// The case: a root of width 375 and fitting height holding `viewCount` views.
    public private(set) var layoutCase: LayoutCase

    /// Labels per row in the dependent shape.
    public static let rowLength = 10
    /// Widths of the live-resize sweep (points). The first is the root's own width (the solver
    /// workloads' initial layout); after it no width repeats the one before, the wrap from the
    /// last back to the first included, so every step of a repeated sweep after the first moves
    /// frames (a sweep that wrapped from 375 to 375 once made the fastest sample of an A/B round
    /// a layout that did nothing).
    public static let resizeWidths: [Double] = [375, 390, 414, 428, 768, 834, 1_024, 834, 414, 390]

    public init(shape: ViewTreeShape, viewCount: Int, seed: UInt64) {
        self.shape = shape
        self.viewCount = max(1, viewCount)
        self.seed = seed
        var random = SplitMix64(seed: seed)
        var views = [LayoutCase.ViewSpec(id: "root")]
        var constraints: [ConstraintSpec] = []
        // Room for every view and constraint up front (at most four placements a view, a pair
        // on every tenth, the nested root's height): grown by doubling, the two arrays held up to
        // twice their size for the whole bench group (3.7 MB at 10,000 independent views).
        views.reserveCapacity(self.viewCount + 1)
        constraints.reserveCapacity(4 * self.viewCount + 2 * (self.viewCount / 10 + 1) + 1)
        for index in 0..<self.viewCount {
            let id = "v\(index)"
            let parent = shape == .nested && index > 0 ? "v\(index - 1)" : "root"
            let text = Size(width: Double(20 + random.below(160)), height: 17)
            views.append(LayoutCase.ViewSpec(id: id, parent: parent, intrinsicSize: shape == .nested ? nil : text))
            constraints += Self.placement(of: index, shape: shape)
        }
        // Size-class pairs on every tenth view: compact active, regular inactive.
        var inactive: [String] = []
        for index in stride(from: 0, to: self.viewCount, by: 10) where shape != .nested {
            constraints.append(ConstraintSpec(label: "compact\(index)", first: .init("v\(index)", .width),
                                              relation: .lessThanOrEqual, constant: 120))
            constraints.append(ConstraintSpec(label: "regular\(index)", first: .init("v\(index)", .width),
                                              relation: .greaterThanOrEqual, constant: 200))
            inactive.append("regular\(index)")
        }
        layoutCase = LayoutCase(name: "\(shape.rawValue)-\(self.viewCount)", root: TargetSize(width: 375),
                                views: views, constraints: constraints)
        layoutCase.inactive = inactive
    }

    /// How view `index` is placed: independent views against the root, dependent ones after the
    /// previous label of their row (or below the previous row), nested ones inset by 0.01 points.
    private static func placement(of index: Int, shape: ViewTreeShape) -> [ConstraintSpec] {
        let view = "v\(index)"
        func pin(_ attribute: LayoutAttribute, to item: String, _ other: LayoutAttribute, _ constant: Double,
                 _ relation: Relation = .equal) -> ConstraintSpec {
            ConstraintSpec(label: "\(view).\(attribute.rawValue)", first: .init(view, attribute),
                           relation: relation, second: .init(item, other), constant: constant)
        }
        switch shape {
        case .independent:
            return [pin(.leading, to: "root", .leading, Double(8 + (index % 7) * 4)),
                    pin(.top, to: "root", .top, Double(8 + index * 21)),
                    pin(.trailing, to: "root", .trailing, -8, .lessThanOrEqual),
                    pin(.bottom, to: "root", .bottom, -8, .lessThanOrEqual)]
        case .dependent:
            let column = index % rowLength
            var result: [ConstraintSpec] = []
            if column == 0 {
                result.append(pin(.leading, to: "root", .leading, 8))
                result.append(index == 0 ? pin(.top, to: "root", .top, 8) : pin(.top, to: "v\(index - rowLength)", .bottom, 4))
            } else {
                result.append(pin(.leading, to: "v\(index - 1)", .trailing, 8))
                result.append(pin(.top, to: "v\(index - 1)", .top, 0))
            }
            result.append(pin(.bottom, to: "root", .bottom, -8, .lessThanOrEqual))
            return result
        case .nested:
            // EdgeInsets of 0.01 keep 10,000 levels inside a 375-point root.
            let parent = index == 0 ? "root" : "v\(index - 1)"
            return [pin(.leading, to: parent, .leading, 0.01), pin(.trailing, to: parent, .trailing, -0.01),
                    pin(.top, to: parent, .top, 0.01), pin(.bottom, to: parent, .bottom, -0.01)]
                + (index == 0 ? [ConstraintSpec(label: "v0.height", first: .init("v0", .height),
                                                relation: .equal, constant: 600)] : [])
        }
    }

    /// Live resize: one step per width of ``resizeWidths``.
    public var resizeSteps: [LayoutCase.Step] {
        Self.resizeWidths.map { LayoutCase.Step(root: TargetSize(width: $0)) }
    }

    /// Size-class switches: regular on, compact off, and back, twice.
    public var toggleSteps: [LayoutCase.Step] {
        let compact = layoutCase.constraints.compactMap(\.label).filter { $0.hasPrefix("compact") }
        let regular = layoutCase.inactive
        guard !compact.isEmpty else { return [] }
        let toRegular = LayoutCase.Step(deactivate: compact, activate: regular)
        let toCompact = LayoutCase.Step(deactivate: regular, activate: compact)
        return [toRegular, toCompact, toRegular, toCompact]
    }

    /// Text changes: every seventh label's intrinsic width grows ×1.5, then shrinks back.
    public var textSteps: [LayoutCase.Step] {
        guard shape != .nested else { return [] }
        var grown: [String: Size] = [:], original: [String: Size] = [:]
        for (index, view) in layoutCase.views.dropFirst().enumerated() where index % 7 == 0 {
            guard let size = view.intrinsicSize else { continue }
            original[view.id] = size
            grown[view.id] = Size(width: size.width * 1.5, height: size.height)
        }
        return [LayoutCase.Step(intrinsicSize: grown), LayoutCase.Step(intrinsicSize: original)]
    }

    /// One text change: the intrinsic width of the middle label — the first from the middle on
    /// without a size-class pair — grows ×1.5, then shrinks back: what a user's edit of one label
    /// costs, where ``textSteps`` changes every seventh label at once.
    ///
    /// A view with a size-class pair is skipped because its width is capped at 120 by `compact`:
    /// whether the ×1.5 crosses the cap depends on its random text, so the same step did nothing
    /// at one tree size (`v150` at 300 views, 147 → 220, capped both times) and pivoted twice at
    /// another (`v500` at 1,000, 100 → 150), and the row's growth compared unlike work.
    public var singleTextSteps: [LayoutCase.Step] {
        guard shape != .nested else { return [] }
        let middle = viewCount / 2
        let index = middle % 10 == 0 && middle + 1 < viewCount ? middle + 1 : middle
        let view = layoutCase.views[1 + index]
        guard let size = view.intrinsicSize else { return [] }
        return [LayoutCase.Step(intrinsicSize: [view.id: Size(width: size.width * 1.5, height: size.height)]),
                LayoutCase.Step(intrinsicSize: [view.id: size])]
    }

    /// One size-class switch: the middle view of ``toggleSteps``' pairs (the one ``removeSteps``
    /// uses) goes regular and back, twice, where ``toggleSteps`` switches every pair at once.
    public var singleToggleSteps: [LayoutCase.Step] {
        let index = viewCount / 2 / 10 * 10
        guard shape != .nested, layoutCase.inactive.contains("regular\(index)") else { return [] }
        let toRegular = LayoutCase.Step(deactivate: ["compact\(index)"], activate: ["regular\(index)"])
        let toCompact = LayoutCase.Step(deactivate: ["regular\(index)"], activate: ["compact\(index)"])
        return [toRegular, toCompact, toRegular, toCompact]
    }

    /// A required constraint removed, then added back, such that the layout stays determined:
    /// the middle size-class constraint (`compact<i>`, its view's width then set by its text),
    /// or in the nested shape the outermost view's height (the root's fitting height then
    /// decides it). Removing a placement pin instead would leave a view free, whose frame no
    /// strategy need agree on without the ambiguity analysis.
    public var removeSteps: [LayoutCase.Step] {
        let label = shape == .nested ? "v0.height" : "compact\(viewCount / 2 / 10 * 10)"
        guard let spec = layoutCase.constraints.first(where: { $0.label == label }) else { return [] }
        return [LayoutCase.Step(remove: [label]), LayoutCase.Step(add: [spec])]
    }
}
