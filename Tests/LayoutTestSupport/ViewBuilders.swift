import LayoutCore
import LayoutModel
import LayoutSolver

// Builders for view trees in tests: the helpers UIKit code commonly defines on UIView and
// NSLayoutConstraint (chained anchors, edge constraints, insets), over this model.

// Chaining anchors.
extension View {
    @discardableResult public func topAnchor(equalTo anchor: YAxisAnchor, constant: Double = 0) -> Self {
        topAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult public func bottomAnchor(equalTo anchor: YAxisAnchor, constant: Double = 0) -> Self {
        bottomAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult public func leadingAnchor(equalTo anchor: XAxisAnchor, constant: Double = 0) -> Self {
        leadingAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult public func trailingAnchor(equalTo anchor: XAxisAnchor, constant: Double = 0) -> Self {
        trailingAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult public func heightAnchor(equalTo height: Double) -> Self {
        heightAnchor.constraint(equalToConstant: height).isActive = true
        return self
    }

    @discardableResult public func widthAnchor(equalTo width: Double) -> Self {
        widthAnchor.constraint(equalToConstant: width).isActive = true
        return self
    }
}

// Subviews pinned to their superview.
extension View {
    public func addSubview(_ view: View, withConstraints constraints: [LayoutConstraint]) {
        addSubview(view)
        LayoutConstraint.activate(constraints)
    }

    public func addSubviewWithEdgeConstraints(_ view: View) {
        addSubview(view, withConstraints: [
            view.topAnchor.constraint(equalTo: topAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// `UIEdgeInsets` in the project's own helper: left and right become leading and trailing.
    public func addSubview(_ view: View, withEdgeInsets insets: EdgeInsets) {
        addSubview(view, withConstraints: [
            view.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.right),
            view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
        ])
    }
}

extension LayoutConstraint {
    public func withPriority(_ priority: Priority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}

extension Priority {
    public static let almostRequired = Priority(999)
    public static let prioritizedCompressionResistance = Priority(751)
    public static let prioritizedHugging = Priority(251)
}

/// A label: a view whose intrinsic size is its text's size.
public func label(_ id: String, width: Double, height: Double) -> View {
    let view = View(id)
    view.intrinsicContentSize = Size(width: width, height: height)
    return view
}
