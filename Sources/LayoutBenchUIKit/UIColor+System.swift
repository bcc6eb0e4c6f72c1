/// More of UIKit's named colors, in their light appearance (kept, never drawn).
extension UIColor {
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.color.red, green: cgColor.color.green, blue: cgColor.color.blue, alpha: cgColor.color.alpha)
    }

    /// The color itself: colors here have one appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var darkText: UIColor { .black }
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public static var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
    public static var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
    public static var systemTeal: UIColor { UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1) }
    public static var systemMint: UIColor { UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1) }
    public static var systemCyan: UIColor { UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1) }
    public static var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
    public static var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
    public static var systemBrown: UIColor { UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1) }
    public static var systemGray2: UIColor { UIColor(white: 0.68, alpha: 1) }
    public static var systemGray3: UIColor { UIColor(white: 0.78, alpha: 1) }
    public static var systemGray4: UIColor { UIColor(white: 0.82, alpha: 1) }
    public static var systemGray5: UIColor { UIColor(white: 0.9, alpha: 1) }
    public static var systemGray6: UIColor { UIColor(white: 0.95, alpha: 1) }
    public static var tertiarySystemBackground: UIColor { .white }
    public static var systemGroupedBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
    public static var secondarySystemGroupedBackground: UIColor { .white }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
    public static var systemFill: UIColor { UIColor(white: 0.47, alpha: 0.2) }
    public static var secondarySystemFill: UIColor { UIColor(white: 0.47, alpha: 0.16) }
    public static var tertiarySystemFill: UIColor { UIColor(white: 0.46, alpha: 0.12) }
    public static var quaternarySystemFill: UIColor { UIColor(white: 0.45, alpha: 0.08) }
    public static var quaternaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.18) }
    public static var placeholderText: UIColor { UIColor(white: 0.24, alpha: 0.3) }
    public static var link: UIColor { .systemBlue }
    public static var opaqueSeparator: UIColor { UIColor(white: 0.78, alpha: 1) }
}

extension UIImage {
    /// An empty image, 0 × 0 (UIKit's `UIImage()`).
    public convenience init() { self.init(size: .zero) }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public var scale: CGFloat { 1 }
}
