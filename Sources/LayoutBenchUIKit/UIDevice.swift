import Synchronization

/// The device view code asks about: an iPhone (`.phone`, portrait), as the default traits.
public final class UIDevice: Sendable {
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    public static let current = UIDevice()

    public var userInterfaceIdiom: UIUserInterfaceIdiom { UITraitCollection.current.userInterfaceIdiom }
    public var orientation: UIDeviceOrientation { .portrait }
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The app object view code reaches for: its layout direction (``UIView/userInterfaceLayoutDirection``)
/// and text size (``UITraitCollection/current``); no windows, nothing opens.
public final class UIApplication: Sendable {
    public static let shared = UIApplication()

    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UIView.userInterfaceLayoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UITraitCollection.current.preferredContentSizeCategory
    }
    public var windows: [UIWindow] { [] }
    public var keyWindow: UIWindow? { nil }
    /// The deprecated status bar's orientation (the seed article's `columnsBasedOnScreen()` asks
    /// it): the phone here is in portrait.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// The deprecated status bar's frame: zero, as UIKit answers with no window showing one.
    public var statusBarFrame: CGRect { .zero }
    public var isStatusBarHidden: Bool { false }
    public var isIdleTimerDisabled: Bool {
        get { idleTimerDisabled.withLock { $0 } }
        set { idleTimerDisabled.withLock { $0 = newValue } }
    }
    private let idleTimerDisabled = Mutex(false)

    public func canOpenURL(_ url: URL) -> Bool { false }
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
}
