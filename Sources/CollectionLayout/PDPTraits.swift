/// What decides a PDP's column count: the seed article's `columnsBasedOnScreen()`.
public struct PDPTraits: Hashable, Sendable {
    public enum Orientation: String, CaseIterable, Sendable { case portrait, landscape }
    public enum SizeClass: String, CaseIterable, Sendable { case compact, regular }

    public var orientation: Orientation
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// Whether the window fills the screen; false under iPad multitasking (Split View, Slide
    /// Over), where the article compares `window.frame` with `window.screen.bounds`.
    public var isFullScreen: Bool

    public init(orientation: Orientation, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
                isFullScreen: Bool = true) {
        self.orientation = orientation
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.isFullScreen = isFullScreen
    }

    /// 2 in landscape with regular width and regular height, full screen; 1 otherwise
    /// (portrait, any compact size class, multitasking).
    public var columns: Int {
        orientation == .landscape && horizontalSizeClass == .regular && verticalSizeClass == .regular
            && isFullScreen ? 2 : 1
    }

    public static let iPadLandscape = PDPTraits(orientation: .landscape, horizontalSizeClass: .regular,
                                                verticalSizeClass: .regular)
    public static let iPadPortrait = PDPTraits(orientation: .portrait, horizontalSizeClass: .regular,
                                               verticalSizeClass: .regular)
    /// An iPad app sharing the screen in landscape.
    public static let iPadMultitasking = PDPTraits(orientation: .landscape, horizontalSizeClass: .regular,
                                                   verticalSizeClass: .regular, isFullScreen: false)
    public static let iPhoneLandscape = PDPTraits(orientation: .landscape, horizontalSizeClass: .compact,
                                                  verticalSizeClass: .compact)
}
