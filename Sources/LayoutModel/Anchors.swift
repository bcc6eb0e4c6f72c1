import LayoutSolver

/// The kind of an anchor, as the subclasses of `NSLayoutAnchor` (a phantom type).
public protocol AnchorKind {}
/// Horizontal locations: leading, trailing, left, right, centerX.
public enum XAxisKind: AnchorKind {}
/// Vertical locations: top, bottom, centerY.
public enum YAxisKind: AnchorKind {}
/// Sizes: width, height.
public enum DimensionKind: AnchorKind {}

/// A factory of constraints on one attribute of one view, typed by axis as `NSLayoutAnchor` is:
/// an x-axis anchor only accepts x-axis anchors, a dimension only dimensions. What the types
/// cannot rule out (leading with left) is checked when the constraint is laid out.
public struct LayoutAnchor<Kind: AnchorKind> {
    public let item: View
    public let attribute: LayoutAttribute

    init(_ item: View, _ attribute: LayoutAttribute) {
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

extension View {
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
