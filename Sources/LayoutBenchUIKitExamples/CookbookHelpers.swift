// The cookbook's helpers (seeds/004), as written there.
import LayoutBenchUIKit

extension UIView {
  func addSubview(
    _ view: UIView, 
    withConstraints constraints: [NSLayoutConstraint]) 
  {
    addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate(constraints)
  }

  func addSubviewWithEdgeConstraints(_ view: UIView) {
    addSubview(view, withConstraints: [
      view.topAnchor.constraint(equalTo: topAnchor),
      view.leadingAnchor.constraint(equalTo: leadingAnchor),
      view.trailingAnchor.constraint(equalTo: trailingAnchor),
      view.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  func insertSubview(
    _ view: UIView,
    at index: Int = .zero,
    withConstraints constraints: [NSLayoutConstraint])
  {
    insertSubview(view, at: index)
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate(constraints)
  }

  func insertSubviewWithEdgeConstraints(
    _ view: UIView, 
    at index: Int = .zero) 
  {
    insertSubview(view, at: index, withConstraints: [
      view.topAnchor.constraint(equalTo: topAnchor),
      view.leadingAnchor.constraint(equalTo: leadingAnchor),
      view.trailingAnchor.constraint(equalTo: trailingAnchor),
      view.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }
}

extension NSLayoutConstraint {
  func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

extension UILayoutPriority {
  static let almostRequired = UILayoutPriority(999)
  static let prioritizedCompressionResistance = UILayoutPriority(751)
  static let prioritizedHugging = UILayoutPriority(251)
}

extension UIView {
  func roundCornersContinuosly(radius: CGFloat, corners: CACornerMask = .all) {
    layer.maskedCorners = corners
    layer.cornerRadius = radius

    if #available(iOS 13.0, *) {
      layer.cornerCurve = .continuous
    }
  }
}

extension CACornerMask {
  static let all: CACornerMask = [
    CACornerMask.layerMaxXMaxYCorner,
    CACornerMask.layerMinXMaxYCorner,
    CACornerMask.layerMaxXMinYCorner,
    CACornerMask.layerMinXMinYCorner
  ]
}
