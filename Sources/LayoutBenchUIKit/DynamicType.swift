import Synchronization

/// The user's text size, as UIKit's `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, CaseIterable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// From extra small to accessibility extra-extra-extra large.
    public static let allCases: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// The traits view code reads: the content-size category (which fonts follow), and the size
/// classes, appearance, idiom and scale (kept; an iPhone's in portrait by default). Every trait
/// reads a value; a collection made from one trait takes the others from ``defaults`` and
/// remembers which it set, for ``init(traitsFrom:)``. `current` is process-wide and settable,
/// for a test that lays a view out at another text size.
public final class UITraitCollection: Sendable {
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    /// The traits this collection was made with (the rest are ``defaults``').
    let specified: Set<TraitName>

    init(category: UIContentSizeCategory = .large, horizontal: UIUserInterfaceSizeClass = .compact,
         vertical: UIUserInterfaceSizeClass = .regular, style: UIUserInterfaceStyle = .light,
         idiom: UIUserInterfaceIdiom = .phone, scale: CGFloat = 3, specified: Set<TraitName>)
    {
        preferredContentSizeCategory = category
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceStyle = style
        userInterfaceIdiom = idiom
        displayScale = scale
        self.specified = specified
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory, specified: [.category])
    }

    private static let currentStore = Mutex(UITraitCollection.defaults)

    /// This task's traits while ``withCurrent(_:_:)`` runs, ahead of the process-wide value.
    @TaskLocal private static var scoped: UITraitCollection?

    public static var current: UITraitCollection {
        get { scoped ?? currentStore.withLock { $0 } }
        set { currentStore.withLock { $0 = newValue } }
    }

    /// Runs `body` with ``current`` reading `traits` in this task (and its child tasks) only, so
    /// that a test can lay a view out at another text size while other tests run.
    public static func withCurrent<T>(_ traits: UITraitCollection, _ body: () throws -> T) rethrows -> T {
        try $scoped.withValue(traits, operation: body)
    }
}

/// UIKit's point sizes of the text styles per content-size category (Apple's Human Interface
/// Guidelines, "Typography": Dynamic Type sizes for iOS).
enum DynamicTypeSizes {
    /// Columns: largeTitle, title1, title2, title3, headline, body, callout, subheadline,
    /// footnote, caption1, caption2.
    private static let table: [UIContentSizeCategory: [CGFloat]] = [
        .extraSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        .extraLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        .extraExtraLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        .extraExtraExtraLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        .accessibilityMedium: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        .accessibilityLarge: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        .accessibilityExtraLarge: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        .accessibilityExtraExtraLarge: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        .accessibilityExtraExtraExtraLarge: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    private static let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body,
                                                      .callout, .subheadline, .footnote, .caption1, .caption2]

    static func pointSize(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        let column = styles.firstIndex(of: style) ?? 5
        // A category UIKit does not define (made from a raw value) reads as `.large`.
        return (table[category] ?? table[.large] ?? [])[safe: column] ?? 17
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
