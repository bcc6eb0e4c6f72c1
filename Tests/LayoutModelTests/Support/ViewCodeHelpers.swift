import LayoutCore
import LayoutModel
import LayoutSolver

// The helpers the seed articles define on UIView and NSLayoutConstraint, over this model.

// Seed 000: chaining anchors ("Com quantas views se faz uma APP?").
extension View {
    @discardableResult func topAnchor(equalTo anchor: YAxisAnchor, constant: Double = 0) -> Self {
        topAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult func bottomAnchor(equalTo anchor: YAxisAnchor, constant: Double = 0) -> Self {
        bottomAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult func leadingAnchor(equalTo anchor: XAxisAnchor, constant: Double = 0) -> Self {
        leadingAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult func trailingAnchor(equalTo anchor: XAxisAnchor, constant: Double = 0) -> Self {
        trailingAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
        return self
    }

    @discardableResult func heightAnchor(equalTo height: Double) -> Self {
        heightAnchor.constraint(equalToConstant: height).isActive = true
        return self
    }

    @discardableResult func widthAnchor(equalTo width: Double) -> Self {
        widthAnchor.constraint(equalToConstant: width).isActive = true
        return self
    }
}

// Seed 004: UpTech's "UIKit in code" cookbook.
extension View {
    func addSubview(_ view: View, withConstraints constraints: [LayoutConstraint]) {
        addSubview(view)
        LayoutConstraint.activate(constraints)
    }

    func addSubviewWithEdgeConstraints(_ view: View) {
        addSubview(view, withConstraints: [
            view.topAnchor.constraint(equalTo: topAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// `UIEdgeInsets` in the project's own helper: left and right become leading and trailing.
    func addSubview(_ view: View, withEdgeInsets insets: EdgeInsets) {
        addSubview(view, withConstraints: [
            view.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.right),
            view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
        ])
    }
}

extension LayoutConstraint {
    func withPriority(_ priority: Priority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}

extension Priority {
    static let almostRequired = Priority(999)
    static let prioritizedCompressionResistance = Priority(751)
    static let prioritizedHugging = Priority(251)
}

/// A label: a view whose intrinsic size is its text's size.
func label(_ id: String, width: Double, height: Double) -> View {
    let view = View(id)
    view.intrinsicContentSize = Size(width: width, height: height)
    return view
}
