import Foundation

/// The accessibility settings view code reads, as UIKit's `UIAccessibility`: no assistive
/// technology runs here, so every setting is off; posted notifications are accepted and dropped.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}

/// How a label's shrunk text sits on its baseline, as UIKit's `UIBaselineAdjustment` (kept).
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }

/// A custom action offered to assistive technologies, as UIKit's: kept, never performed here
/// (``perform()`` is not UIKit's: a test's way to run its handler).
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    let handler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        handler = actionHandler
    }

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        handler = nil
    }

    @discardableResult
    public func perform() -> Bool { handler?(self) ?? false }
}

/// An interaction added to a view, as UIKit's `UIInteraction`: kept on the view.
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// The large-content viewer's interaction (kept; nothing shows it here).
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    public private(set) weak var view: UIView?
    public override init() { super.init() }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

extension NSParagraphStyle {
    /// How lines break, as UIKit's (kept).
    public struct LineBreakStrategy: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

extension UIView {
    public var accessibilityElements: [Any]? {
        get { appearanceForReading.accessibilityElements }
        set { appearance.accessibilityElements = newValue }
    }
    public var accessibilityViewIsModal: Bool {
        get { appearanceForReading.accessibilityViewIsModal }
        set { appearance.accessibilityViewIsModal = newValue }
    }
    public var accessibilityFrame: CGRect {
        get { appearanceForReading.accessibilityFrame }
        set { appearance.accessibilityFrame = newValue }
    }
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { appearanceForReading.accessibilityCustomActions }
        set { appearance.accessibilityCustomActions = newValue }
    }
    public var largeContentTitle: String? {
        get { appearanceForReading.largeContentTitle }
        set { appearance.largeContentTitle = newValue }
    }
    public var showsLargeContentViewer: Bool {
        get { appearanceForReading.showsLargeContentViewer }
        set { appearance.showsLargeContentViewer = newValue }
    }
    public var focusGroupIdentifier: String? {
        get { appearanceForReading.focusGroupIdentifier }
        set { appearance.focusGroupIdentifier = newValue }
    }

    public var interactions: [any UIInteraction] {
        get { appearanceForReading.interactions }
        set { appearance.interactions = newValue }
    }

    /// Kept on this view (moved from the view it was on), as UIKit's.
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        appearance.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard appearanceForReading.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        appearance.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

extension UINavigationController {
    /// Kept: no edge swipe happens here.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}
