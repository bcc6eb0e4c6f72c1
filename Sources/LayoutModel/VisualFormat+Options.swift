extension VisualFormat {
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values: one alignment bit per
    /// attribute, the direction in bits 16–17, the spacing in bit 19. Leading-to-trailing and
    /// edge-to-edge are the empty set, as in UIKit.
    ///
    /// A horizontal format may align views on top, bottom, centerY and the baselines; a vertical
    /// one on left, right, leading, trailing and centerX. LayoutModel's views have no text, so
    /// their baselines are their bottom edges (UIKit's rule for a view without text).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = Options(rawValue: 1 << 1)
        public static let alignAllRight = Options(rawValue: 1 << 2)
        public static let alignAllTop = Options(rawValue: 1 << 3)
        public static let alignAllBottom = Options(rawValue: 1 << 4)
        public static let alignAllLeading = Options(rawValue: 1 << 5)
        public static let alignAllTrailing = Options(rawValue: 1 << 6)
        public static let alignAllCenterX = Options(rawValue: 1 << 9)
        public static let alignAllCenterY = Options(rawValue: 1 << 10)
        public static let alignAllLastBaseline = Options(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = Options(rawValue: 1 << 12)
        public static let alignmentMask = Options(rawValue: 0xFFFF)

        public static let directionLeadingToTrailing = Options([])
        public static let directionLeftToRight = Options(rawValue: 1 << 16)
        public static let directionRightToLeft = Options(rawValue: 2 << 16)
        public static let directionMask = Options(rawValue: 3 << 16)

        public static let spacingEdgeToEdge = Options([])
        public static let spacingBaselineToBaseline = Options(rawValue: 1 << 19)
        public static let spacingMask = Options(rawValue: 1 << 19)

        /// The alignment options and the attribute each aligns, in raw-value order.
        static let alignments: [(option: Options, attribute: LayoutAttribute, horizontalLayout: Bool)] = [
            (.alignAllLeft, .left, false), (.alignAllRight, .right, false), (.alignAllTop, .top, true),
            (.alignAllBottom, .bottom, true), (.alignAllLeading, .leading, false), (.alignAllTrailing, .trailing, false),
            (.alignAllCenterX, .centerX, false), (.alignAllCenterY, .centerY, true),
            (.alignAllLastBaseline, .bottom, true), (.alignAllFirstBaseline, .bottom, true),
        ]
    }
}
