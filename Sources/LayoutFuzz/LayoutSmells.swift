import LayoutCore
import LayoutModel
import LayoutSolver

/// Something wrong with one layout, as perturbation reports it. Two layouts have the same
/// problem when these values are equal: a boundary is where a value appears or goes away.
public enum LayoutProblem: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Required constraints were broken to recover: their names, in layout order.
    case unsatisfiable(broken: [String])
    /// The constraints leave values of these views free (sorted ids; which values is in the
    /// layout: it may differ between the two layout directions for the same ambiguity).
    case ambiguous(views: [String])
    /// The view's frame reaches past its superview's bounds on `axis` (at either edge or both).
    case outsideSuperview(view: String, axis: LayoutAxis)
    /// The view is smaller than its intrinsic size on `axis`: its content is cut.
    case compressed(view: String, axis: LayoutAxis)

    /// An edge of the superview's bounds, in absolute terms (right-to-left does not swap them).
    public enum Edge: String, CaseIterable, Sendable {
        case left, right, top, bottom
    }

    /// The names reports use, in report order.
    public enum Kind: String, CaseIterable, Comparable, Sendable {
        case unsatisfiable, ambiguous, outsideSuperview, compressed

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var kind: Kind {
        switch self {
        case .unsatisfiable: .unsatisfiable
        case .ambiguous: .ambiguous
        case .outsideSuperview: .outsideSuperview
        case .compressed: .compressed
        }
    }

    /// The view a smell is about (nil for unsatisfiable and ambiguous).
    public var view: String? {
        switch self {
        case .unsatisfiable, .ambiguous: nil
        case .outsideSuperview(let view, _), .compressed(let view, _): view
        }
    }

    /// `kind: subject`, e.g. `outsideSuperview: name.x`, `compressed: title.width`.
    public var description: String {
        switch self {
        case .unsatisfiable(let broken): "unsatisfiable: " + cappedList(broken)
        case .ambiguous(let views): "ambiguous: " + cappedList(views)
        case .outsideSuperview(let view, let axis): "outsideSuperview: \(view).\(axis == .horizontal ? "x" : "y")"
        case .compressed(let view, let axis):
            "\(kind.rawValue): \(view).\(LayoutSmells.sizeName(axis))"
        }
    }

    /// By kind, then by subject.
    public static func < (lhs: LayoutProblem, rhs: LayoutProblem) -> Bool {
        lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.description < rhs.description
    }
}

/// Finds the problems of a layout: unsatisfiable, ambiguous, and the smells — views outside
/// their superview's bounds, content compressed below its intrinsic size. A negative size is not
/// a smell: the view model keeps every width and height ≥ 0 (required), so a layout that would
/// need one is unsatisfiable.
public enum LayoutSmells {
    /// Sizes and positions agree to this many points.
    public static let tolerance = 1e-3

    /// `width` for horizontal, `height` for vertical.
    public static func sizeName(_ axis: LayoutAxis) -> String { axis == .horizontal ? "width" : "height" }

    /// Every problem of `result` with its amount in points: how far past the superview's edge
    /// (the larger overhang), how far below the intrinsic size; 0 for
    /// unsatisfiable and ambiguous.
    ///
    /// Frames are in superview coordinates, so a view is inside when 0 ≤ x and x + width ≤ the
    /// superview's width (likewise y). A smell is not judged on values the layout leaves
    /// ambiguous (they are one arbitrary solution; the ambiguity is the problem reported).
    ///
    /// - Parameters:
    ///   - superviews: each non-root view's superview id.
    ///   - intrinsicSizes: each view's intrinsic size in this layout (−1 on an axis: none).
    /// - Complexity: O(views).
    public static func problems(of result: LayoutResult, superviews: [String: String],
                                intrinsicSizes: [String: Size]) -> [LayoutProblem: Double]
    {
        var found: [LayoutProblem: Double] = [:]
        if !result.broken.isEmpty { found[.unsatisfiable(broken: result.broken.map(\.constraint.name))] = 0 }
        if !result.ambiguous.isEmpty { found[.ambiguous(views: result.ambiguous.keys.sorted())] = 0 }
        for id in result.viewIDs {
            guard let frame = result.frames[id] else { continue }
            let free = Set(result.ambiguous[id] ?? [])
            for axis in LayoutAxis.allCases {
                let size = frame[sizeValue(axis)]
                guard !free.contains(sizeValue(axis)) else { continue }
                if let intrinsic = intrinsicSizes[id]?[axis], intrinsic != View.noIntrinsicMetric,
                   size < intrinsic - tolerance
                {
                    found[.compressed(view: id, axis: axis)] = intrinsic - size
                }
                if let beyond = overhang(of: id, axis: axis, in: result, superviews: superviews).map(\.points).max() {
                    found[.outsideSuperview(view: id, axis: axis)] = beyond
                }
            }
        }
        return found
    }

    /// The edges of its superview that the view reaches past on `axis`, and by how much (more
    /// than ``tolerance``); empty when the view has no superview, when a value involved is
    /// ambiguous or when a size involved is negative.
    public static func overhang(of id: String, axis: LayoutAxis, in result: LayoutResult,
                                superviews: [String: String]) -> [(edge: LayoutProblem.Edge, points: Double)]
    {
        let (origin, size) = (axis == .horizontal ? FrameValue.x : .y, sizeValue(axis))
        guard let frame = result.frames[id], let parent = superviews[id], let bounds = result.frames[parent],
              result.ambiguous[id].map({ $0.contains(origin) || $0.contains(size) }) != true,
              result.ambiguous[parent]?.contains(size) != true,
              frame[size] >= -tolerance, bounds[size] >= -tolerance
        else { return [] }
        let (low, high): (LayoutProblem.Edge, LayoutProblem.Edge) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
        var edges: [(edge: LayoutProblem.Edge, points: Double)] = []
        if frame[origin] < -tolerance { edges.append((low, -frame[origin])) }
        let beyond = frame[origin] + frame[size] - bounds[size]
        if beyond > tolerance { edges.append((high, beyond)) }
        return edges
    }

    private static func sizeValue(_ axis: LayoutAxis) -> FrameValue { axis == .horizontal ? .width : .height }
}
