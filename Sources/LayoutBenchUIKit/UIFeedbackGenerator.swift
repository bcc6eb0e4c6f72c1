/// Haptics, accepted and dropped (no device here), as UIKit's feedback generators.
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
