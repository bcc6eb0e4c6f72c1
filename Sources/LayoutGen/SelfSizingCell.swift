import LayoutCore
import CollectionLayout
import Foundation
import LayoutModel
import LayoutSolver

/// A self-sizing feed card laid out by the view model: a photo across the top at a fixed aspect
/// ratio, a title that wraps at the width left to it, and a byline (an avatar and a name) under
/// it. The cell's height is what Auto Layout gives its compressed fitting height at the column
/// width, so it grows with the title's text.
///
/// Each item has its own title length (characters, from ``textLengths``); the title's intrinsic
/// size at a given cell width is that of a label wrapping at its preferred maximum width
/// (`cellWidth − 2·padding`): ``characterWidth`` per character, ``lineHeight`` per line.
///
/// ```
/// cell (width given, height fitting)
/// ├── photo   leading, trailing, top = cell;  height = 0.75 · width
/// ├── title   leading = cell + 8, trailing <= cell − 8, top = photo.bottom + 8;  intrinsic (text)
/// ├── avatar  leading = cell + 8, top = title.bottom + 8, 24 × 24, bottom = cell.bottom − 8
/// └── byline  leading = avatar.trailing + 6, centerY = avatar, trailing <= cell − 8;  intrinsic 90 × 15
/// ```
public struct SelfSizingCell: Sendable {
    public static let characterWidth = 7.0
    public static let lineHeight = 18.0
    public static let padding = 8.0
    public static let photoAspect = 0.75
    public static let avatarSide = 24.0

    /// Characters of each item's title.
    public var textLengths: [Int]
    public var seed: UInt64
    /// The cell as a layout case (its title empty); ``CellMeasurer`` lays it out per item.
    public let layoutCase: LayoutCase

    /// Title lengths of a feed: median 60 characters, most between 27 and 134, a few up to 600.
    public static let titleLengths = ItemHeightDistribution.logNormal(mu: log(60), sigma: 0.8, clampedTo: 1...600)

    /// `itemCount` cells whose title lengths are drawn from `textLengths` (whole numbers of
    /// characters) with `seed`.
    public init(itemCount: Int, seed: UInt64, textLengths: ItemHeightDistribution = Self.titleLengths) {
        self.seed = seed
        self.textLengths = textLengths.heights(itemCount, seed: seed).map { Int($0) }
        layoutCase = Self.makeCase()
    }

    public var itemCount: Int { textLengths.count }

    /// The title's intrinsic size for item `index` in a cell `cellWidth` wide: one line as wide
    /// as its text, or full lines of the label's width.
    public func titleSize(of index: Int, cellWidth: Double) -> Size {
        let labelWidth = max(1, cellWidth - 2 * Self.padding)
        let textWidth = Double(textLengths[index]) * Self.characterWidth
        let lines = (textWidth / labelWidth).rounded(.up)
        return Size(width: min(textWidth, labelWidth), height: lines * Self.lineHeight)
    }

    /// The height the constraints give, by arithmetic: the naive twin of measuring with the
    /// solver.
    public func expectedHeight(of index: Int, cellWidth: Double) -> Double {
        Self.photoAspect * cellWidth + Self.padding + titleSize(of: index, cellWidth: cellWidth).height
            + Self.padding + Self.avatarSide + Self.padding
    }

    private static func makeCase() -> LayoutCase {
        let views = [
            LayoutCase.ViewSpec(id: "cell"),
            LayoutCase.ViewSpec(id: "photo", parent: "cell"),
            LayoutCase.ViewSpec(id: "title", parent: "cell", intrinsicSize: Size(width: 0, height: 0)),
            LayoutCase.ViewSpec(id: "avatar", parent: "cell"),
            LayoutCase.ViewSpec(id: "byline", parent: "cell", intrinsicSize: Size(width: 90, height: 15)),
        ]
        func pin(_ view: String, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
                 _ other: String? = "cell", _ otherAttribute: LayoutAttribute? = nil, times multiplier: Double = 1,
                 _ constant: Double = 0) -> ConstraintSpec {
            ConstraintSpec(label: "\(view).\(attribute.rawValue)", first: .init(view, attribute), relation: relation,
                           second: other.map { .init($0, otherAttribute ?? attribute) }, multiplier: multiplier,
                           constant: constant)
        }
        let constraints = [
            pin("photo", .leading), pin("photo", .trailing), pin("photo", .top),
            pin("photo", .height, .equal, "photo", .width, times: photoAspect),
            pin("title", .leading, .equal, "cell", .leading, padding),
            pin("title", .trailing, .lessThanOrEqual, "cell", .trailing, -padding),
            pin("title", .top, .equal, "photo", .bottom, padding),
            pin("avatar", .leading, .equal, "cell", .leading, padding),
            pin("avatar", .top, .equal, "title", .bottom, padding),
            pin("avatar", .width, .equal, nil, nil, avatarSide), pin("avatar", .height, .equal, nil, nil, avatarSide),
            pin("avatar", .bottom, .equal, "cell", .bottom, -padding),
            pin("byline", .leading, .equal, "avatar", .trailing, 6),
            pin("byline", .centerY, .equal, "avatar", .centerY),
            pin("byline", .trailing, .lessThanOrEqual, "cell", .trailing, -padding),
        ]
        return LayoutCase(name: "self-sizing-cell", root: TargetSize(width: 320), views: views, constraints: constraints)
    }
}

/// Measures the cells of a ``SelfSizingCell`` with one cell engine: for each item it sets the
/// cell's width and the title's intrinsic size, lays the cell out and reads its height. With the
/// incremental strategy the engine changes only the title's size constraints in place; with the
/// full one it rebuilds the cell's solver every time.
public final class CellMeasurer {
    public let cell: SelfSizingCell
    public let session: LayoutSession
    private let title: View

    public init(_ cell: SelfSizingCell, strategy: any SolverStrategy.Type) throws(LayoutError) {
        self.cell = cell
        session = try LayoutSession(cell.layoutCase, strategy: strategy)
        guard let title = session.root.subviews.first(where: { $0.identifier == "title" }) else {
            throw LayoutError(subject: "view 'title'", reason: .unknownView("title"))
        }
        self.title = title
    }

    /// The height of item `index`'s cell laid out `width` points wide.
    /// - Throws: ``LayoutError`` when the cell cannot be laid out, or ``CellMeasureError`` when
    ///   the layout broke a constraint. The layout is not analysed for ambiguity (the cell is
    ///   unambiguous at every width and text, which the tests check).
    public func height(width: Double, index: Int) throws -> Double {
        session.root.targetSize.width = width
        title.intrinsicContentSize = cell.titleSize(of: index, cellWidth: width)
        let result = try session.layout()
        guard result.status == .satisfied, let frame = result.frames["cell"] else {
            throw CellMeasureError(item: index, width: width, status: result.status.rawValue)
        }
        return frame.height
    }

    /// The measurer as `CollectionViewLayout`'s hook. A cell that cannot be measured answers NaN,
    /// which the layout refuses with the item named.
    public var heightMeasure: HeightMeasure {
        { width, index in (try? self.height(width: width, index: index)) ?? .nan }
    }

    /// Simplex pivots the cell engine did so far.
    public var pivotCount: Int { session.engine.pivotCount }
}

/// A cell whose layout did not determine its height.
public struct CellMeasureError: Error, CustomStringConvertible {
    public var item: Int
    public var width: Double
    public var status: String

    public var description: String {
        "self-sizing cell of item \(item) at width \(width): the layout is \(status), so its height is not determined."
    }
}
