import LayoutCore
import LayoutModel

/// A rectangle constraints place like a view that draws nothing, as UIKit's `UILayoutGuide`. It
/// owns one LayoutModel ``LayoutGuide``; the margins' and safe area's guides wrap the model's
/// implicit ones.
open class UILayoutGuide: UIKitLayoutItem {
    enum Role { case custom, layoutMargins, safeArea, readableContent }

    let layoutGuide: LayoutGuide
    var role = Role.custom
    let address = ObjectAddress.next(.view)
    /// Unretained (no weak reference, ``UIView/superview``): the owning view holds the guide and
    /// clears this when it lets go of it (``UIView/removeLayoutGuide(_:)``, its deinit).
    public internal(set) unowned(unsafe) var owningView: UIView?
    /// A name for debugging, printed in UIKit's log (`'UIViewSafeAreaLayoutGuide'`).
    public var identifier = ""

    public init() {
        layoutGuide = LayoutGuide(UIView.nextModelIdentifier(for: UIView.self).replacingOccurrences(of: "UIView", with: "UILayoutGuide"))
    }

    init(wrapping guide: LayoutGuide, role: Role, owner: UIView) {
        layoutGuide = guide
        self.role = role
        owningView = owner
        identifier = role == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

    /// Ended when the guide goes, for the constraints that name it (``ItemReference``).
    private var storedLifetime: ItemLifetime?
    var lifetime: ItemLifetime { madeOnFirstUse(&storedLifetime, ItemLifetime.init) }

    deinit { storedLifetime?.end() }

    /// The frame of the last layout, in the owning view's coordinates.
    public var layoutFrame: CGRect { CGRect(layoutGuide.layoutFrame) }
}
