import Synchronization

/// What view code sets on a view in passing and layout ignores, as in UIKit: kept per view, made
/// when the view first sets one (most views of a tree set none).
final class ViewAppearance {
    /// The values of a view that set none; read only (``UIView/appearanceForReading``), never changed.
    nonisolated(unsafe) static let defaults = ViewAppearance()

    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var alpha: CGFloat = 1
    var clipsToBounds = false
    var contentMode = UIView.ContentMode.scaleToFill
    var isUserInteractionEnabled = true
    var tag = 0
    /// Made at first use from the view class's `layerClass` (``UIView/layer``).
    var layer: CALayer?
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var isAccessibilityElement = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var transform = CGAffineTransform.identity
    var gestureRecognizers: [UIGestureRecognizer] = []
    var isOpaque = true
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var accessibilityValue: String?
    var accessibilityTraits = UIAccessibilityTraits.none
    var accessibilityElementsHidden = false
    var shouldGroupAccessibilityChildren = false
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    /// `registerForTraitChanges` registrations (UITraitChangeObservable.swift).
    var traitObservers: [TraitChangeObserver] = []
    /// The accessibility and interaction values of UIAccessibility.swift's `UIView` extension.
    var accessibilityElements: [Any]?
    var accessibilityViewIsModal = false
    var accessibilityFrame = CGRect.zero
    var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    var largeContentTitle: String?
    var showsLargeContentViewer = false
    var focusGroupIdentifier: String?
    var interactions: [any UIInteraction] = []
    var mask: UIView?
}

extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Kept, as UIKit's mask view: its alpha would mask the view's drawing, and nothing is drawn
    /// here; it is not a subview and layout does not place it (UIKit's is not laid out either).
    public var mask: UIView? {
        get { appearanceForReading.mask }
        set { appearance.mask = newValue }
    }

    public var clipsToBounds: Bool {
        get { appearanceForReading.clipsToBounds }
        set { appearance.clipsToBounds = newValue }
    }
    public var contentMode: ContentMode {
        get { appearanceForReading.contentMode }
        set { appearance.contentMode = newValue }
    }
    public var tag: Int {
        get { appearanceForReading.tag }
        set { appearance.tag = newValue }
    }
    /// The view's layer, made at first use as an instance of ``UIView/layerClass`` (a gradient
    /// view's `CAGradientLayer`), as UIKit's.
    public var layer: CALayer {
        if let layer = appearance.layer { return layer }
        let layer = (type(of: self).layerClass as? CALayer.Type)?.init() ?? CALayer()
        appearance.layer = layer
        return layer
    }
    public var accessibilityIdentifier: String? {
        get { appearanceForReading.accessibilityIdentifier }
        set { appearance.accessibilityIdentifier = newValue }
    }
    public var accessibilityLabel: String? {
        get { appearanceForReading.accessibilityLabel }
        set { appearance.accessibilityLabel = newValue }
    }
    public var accessibilityHint: String? {
        get { appearanceForReading.accessibilityHint }
        set { appearance.accessibilityHint = newValue }
    }
    public var isAccessibilityElement: Bool {
        get { appearanceForReading.isAccessibilityElement }
        set { appearance.isAccessibilityElement = newValue }
    }
    /// Whether the view's margins grow to its superview's where those reach into it, at each
    /// layout (docs/UIKit.md, "Margins").
    public var preservesSuperviewLayoutMargins: Bool {
        get { appearanceForReading.preservesSuperviewLayoutMargins }
        set {
            guard newValue != appearanceForReading.preservesSuperviewLayoutMargins else { return }
            if newValue {
                if ownLayoutMargins == nil { ownLayoutMargins = UIEdgeInsets(layoutView.layoutMargins) }
            } else if let own = ownLayoutMargins {
                ownLayoutMargins = nil
                layoutView.layoutMargins = own.model
                refreshModelMargins()
            }
            appearance.preservesSuperviewLayoutMargins = newValue
            rootView.dirtyViews.marginPreservers = nil
            setNeedsLayout()
        }
    }
    /// Whether the margins guide keeps the margins inside the safe area (true by default, as in
    /// UIKit; ``extendedBySafeArea(_:)``).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { appearanceForReading.insetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != appearanceForReading.insetsLayoutMarginsFromSafeArea else { return }
            appearance.insetsLayoutMarginsFromSafeArea = newValue
            refreshModelMargins()
            setNeedsLayout()
        }
    }

    /// Whether the view flips in right-to-left; the root's decides the tree's direction here.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { appearanceForReading.semanticContentAttribute }
        set {
            appearance.semanticContentAttribute = newValue
            setNeedsLayout()
        }
    }

    /// Right-to-left when the view (or the nearest ancestor that says) forces it, or when
    /// ``UIView/userInterfaceLayoutDirection`` is right-to-left and nothing forces left-to-right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            switch current.semanticContentAttribute {
            case .forceLeftToRight, .playback: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            default: view = current.superview
            }
        }
        return UIView.userInterfaceLayoutDirection
    }

    /// The app's direction (UIKit's `UIApplication.shared.userInterfaceLayoutDirection`);
    /// process-wide, left-to-right by default. A test of one view sets the view's
    /// `semanticContentAttribute` instead, which other tests do not see.
    public static var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { appDirection.withLock { $0 } }
        set { appDirection.withLock { $0 = newValue } }
    }

    private static let appDirection = Mutex(UIUserInterfaceLayoutDirection.leftToRight)

    /// UIKit's answer for a view with `attribute` in the app's direction: playback and spatial
    /// controls and forced left-to-right are never flipped, an unspecified one follows the app.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: userInterfaceLayoutDirection)
    }

    /// The same relative to `layoutDirection` instead of the app's.
    public static func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection
    {
        switch semanticContentAttribute {
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection
        }
    }
}
