import Foundation

/// A nib, as UIKit's `UINib`: accepted and kept, never loaded (nib and storyboard files are
/// Interface Builder's, not read here). `instantiate` and `Bundle.loadNibNamed` give no
/// objects; a table or collection that dequeues from a registered nib reports a `misuse`
/// finding and returns a plain cell, as for a registered class (docs/UIKit.md).
open class UINib: NSObject {
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (empty for one made from data).
    public let nibName: String
    public let bundle: Bundle?

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = ""
        bundle = bundleOrNil
    }

    /// No objects: nibs are not loaded here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        []
    }
}

extension Bundle {
    /// No objects: nibs are not loaded here (UIKit's `NSBundle(UINibLoadingAdditions)`).
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        []
    }
}

extension UIView {
    /// Replaces `fromView` with `toView` at once, as UIKit does at the end of the transition:
    /// `toView` goes into `fromView`'s superview just above it and `fromView` leaves it; with
    /// `.showHideTransitionViews` both stay and `fromView` is hidden, `toView` shown.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil)
    {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview, toView !== fromView {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }
}

extension UIView.AnimationOptions {
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
}
