public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }

/// A trait a collection was made with, for merging.
enum TraitName: Hashable, Sendable { case category, horizontal, vertical, style, idiom, scale }

extension UITraitCollection {
    /// An iPhone's traits in portrait: compact width, regular height, light, large text, scale 3.
    public static let defaults = UITraitCollection(specified: [])

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, specified: [.horizontal])
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass, specified: [.vertical])
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, specified: [.style])
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(idiom: userInterfaceIdiom, specified: [.idiom])
    }

    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale, specified: [.scale])
    }

    /// The traits of `traitCollections` merged, as UIKit's: each trait from the last collection
    /// that specifies it, else the default.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T>(_ trait: TraitName, _ value: (UITraitCollection) -> T, _ fallback: T) -> T {
            traitCollections.last { $0.specified.contains(trait) }.map(value) ?? fallback
        }
        let defaults = UITraitCollection.defaults
        self.init(category: last(.category, \.preferredContentSizeCategory, defaults.preferredContentSizeCategory),
                  horizontal: last(.horizontal, \.horizontalSizeClass, defaults.horizontalSizeClass),
                  vertical: last(.vertical, \.verticalSizeClass, defaults.verticalSizeClass),
                  style: last(.style, \.userInterfaceStyle, defaults.userInterfaceStyle),
                  idiom: last(.idiom, \.userInterfaceIdiom, defaults.userInterfaceIdiom),
                  scale: last(.scale, \.displayScale, defaults.displayScale),
                  specified: traitCollections.reduce(into: Set<TraitName>()) { $0.formUnion($1.specified) })
    }

    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        UIView.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether colors could resolve differently (here: a different appearance).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        let merged = UITraitCollection(traitsFrom: [self, trait])
        return merged.preferredContentSizeCategory == preferredContentSizeCategory
            && merged.horizontalSizeClass == horizontalSizeClass && merged.verticalSizeClass == verticalSizeClass
            && merged.userInterfaceStyle == userInterfaceStyle && merged.userInterfaceIdiom == userInterfaceIdiom
            && merged.displayScale == displayScale
    }
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
