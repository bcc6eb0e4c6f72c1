import Foundation

/// What a view controller's top and bottom layout guides offer, as UIKit's `UILayoutSupport`
/// (deprecated since iOS 11 in favour of the safe area, and still in older view files).
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A top or bottom layout guide: a guide of the controller's root view that spans the safe
/// area's inset at that edge, which is what UIKit's guides have measured since iOS 11 (the
/// status and navigation bars above, the tab bar and home indicator below).
final class SafeAreaEdgeSupport: UILayoutSupport {
    let guide = UILayoutGuide()

    init(top: Bool, of view: UIView) {
        guide.identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor),
               guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
            : [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
               guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     guide.widthAnchor.constraint(equalToConstant: 0)])
    }

    var length: CGFloat { guide.layoutFrame.height }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

extension UIViewController {
    /// UIKit's deprecated top layout guide: from the root view's top to its safe area's top.
    /// Made (and the view loaded) on first use, so a controller that never asks has none.
    public var topLayoutGuide: UILayoutSupport { topLayoutSupport }

    /// UIKit's deprecated bottom layout guide: from the safe area's bottom to the view's bottom.
    public var bottomLayoutGuide: UILayoutSupport { bottomLayoutSupport }
}
