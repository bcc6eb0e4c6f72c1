import Foundation

/// The base of views and controllers, as UIKit's `UIResponder` (an `NSObject`, so views compare
/// with `==` and hash by identity as in UIKit). There are no events here: first-responder
/// status is a flag that ``becomeFirstResponder()`` sets when ``canBecomeFirstResponder``
/// (text fields and text views), and touch overrides are never called.
open class UIResponder: NSObject {
    private var isFirst = false

    public override init() { super.init() }

    /// The next responder in UIKit's chain: a controller's root view answers its controller, any
    /// other view its superview, a controller its view's superview or, when its view is in no
    /// tree, the controller that presented it. A window answers nil (UIKit's answers the
    /// application, which is no responder here). Nothing sends events along it; code that walks
    /// it to find a view's controller gets UIKit's answer.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { isFirst }

    /// Becomes first responder when it can; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if canBecomeFirstResponder { isFirst = true }
        return isFirst
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        isFirst = false
        return true
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // The keyboard's notifications, posted by UIKit and never here; code that observes them
    // compiles and its handlers can be called by a test with a made-up notification.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// A touch; never made here (no events), declared so overrides of the touch methods compile.
open class UITouch: NSObject {}

/// An event; never made here.
open class UIEvent: NSObject {}

extension UIView {
    /// Resigns the first responder in this view's subtree, as UIKit's; `force` is kept.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        for view in subtree() where view.isFirstResponder { view.resignFirstResponder() }
        return true
    }
}
