import LayoutSolver

/// The kind of an anchor, as the subclasses of `NSLayoutAnchor` (a phantom type).
public protocol AnchorKind {}
/// Horizontal locations: leading, trailing, left, right, centerX and their margins.
public enum XAxisKind: AnchorKind {}
/// Vertical locations: top, bottom, centerY and their margins.
public enum YAxisKind: AnchorKind {}
/// Sizes: width, height.
public enum DimensionKind: AnchorKind {}

/// A factory of constraints on one attribute of one view, typed by axis as `NSLayoutAnchor` is:
/// an x-axis anchor only accepts x-axis anchors, a dimension only dimensions. What the types
/// cannot rule out (leading with left) is checked when the constraint is laid out.
public struct LayoutAnchor<Kind: AnchorKind> {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, to: anchor, multiplier: 1, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: constant)
    }

    func relate(_ relation: Relation, to anchor: LayoutAnchor<Kind>, multiplier: Double, constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }
}

public typealias XAxisAnchor = LayoutAnchor<XAxisKind>
public typealias YAxisAnchor = LayoutAnchor<YAxisKind>
public typealias DimensionAnchor = LayoutAnchor<DimensionKind>

extension LayoutAnchor where Kind == DimensionKind {
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, constant: constant)
    }

    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        relate(.equal, to: anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double,
                           constant: Double = 0) -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double,
                           constant: Double = 0) -> LayoutConstraint
    {
        relate(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
}

extension LayoutItem {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

extension View {
    /// The anchors of the layout margins (``layoutMargins`` inside the frame), as the attributes
    /// `NSLayoutConstraint.Attribute.leadingMargin` etc. (UIKit reaches them through
    /// `layoutMarginsGuide`).
    public var leadingMarginAnchor: XAxisAnchor { XAxisAnchor(self, .leadingMargin) }
    public var trailingMarginAnchor: XAxisAnchor { XAxisAnchor(self, .trailingMargin) }
    public var leftMarginAnchor: XAxisAnchor { XAxisAnchor(self, .leftMargin) }
    public var rightMarginAnchor: XAxisAnchor { XAxisAnchor(self, .rightMargin) }
    public var centerXWithinMarginsAnchor: XAxisAnchor { XAxisAnchor(self, .centerXWithinMargins) }
    public var topMarginAnchor: YAxisAnchor { YAxisAnchor(self, .topMargin) }
    public var bottomMarginAnchor: YAxisAnchor { YAxisAnchor(self, .bottomMargin) }
    public var centerYWithinMarginsAnchor: YAxisAnchor { YAxisAnchor(self, .centerYWithinMargins) }
}

extension LayoutAnchor where Kind == XAxisKind {
    /// `self == anchor + multiplier × system spacing` (``LayoutConstraint/systemSpacing``), as
    /// UIKit's method: this anchor after `anchor` by the system spacing.
    public func constraint(equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double) -> LayoutConstraint {
        relate(.equal, to: anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing)
    }
}

extension LayoutAnchor where Kind == YAxisKind {
    /// `self == anchor + multiplier × system spacing`: this anchor below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double) -> LayoutConstraint {
        relate(.equal, to: anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing)
    }
}
