import LayoutModel

/// One layout of a perturbation run: the case with its root size, layout direction or intrinsic
/// sizes changed.
public struct PerturbationVariant: Hashable, Sendable {
    /// The root's size; nil on an axis is the compressed fitting size.
    public var root: TargetSize
    public var layoutDirection: LayoutDirection
    /// Every intrinsic size of the case times this (−1, "none", stays −1).
    public var intrinsicScale: Double

    public init(root: TargetSize, layoutDirection: LayoutDirection, intrinsicScale: Double = 1) {
        self.root = root
        self.layoutDirection = layoutDirection
        self.intrinsicScale = intrinsicScale
    }

    /// The value of `axis` in this variant (nil for the layout direction and an as-given layout).
    public subscript(axis: PerturbationAxis) -> Double? {
        switch axis {
        case .width: root.width
        case .height: root.height
        case .intrinsicScale: intrinsicScale
        case .asGiven, .layoutDirection: nil
        }
    }

    /// The variant with `axis` set to `value` (`.width`, `.height` or `.intrinsicScale`).
    public func with(_ axis: PerturbationAxis, _ value: Double) -> PerturbationVariant {
        var copy = self
        switch axis {
        case .width: copy.root.width = value
        case .height: copy.root.height = value
        case .intrinsicScale: copy.intrinsicScale = value
        case .asGiven, .layoutDirection: break
        }
        return copy
    }
}

/// What a variant changes from the case as given: nothing, or one of these.
public enum PerturbationAxis: String, CaseIterable, Sendable {
    case asGiven, width, height, intrinsicScale, layoutDirection

    /// The root sizes perturbation lays out on a width or height it varies: every width and every
    /// height, portrait and landscape, of common iPhones and iPads (points), so the two lists are
    /// one. iPhone SE (1st) 320 × 568; SE 2/3, 8 375 × 667; 8 Plus 414 × 736; X, 11 Pro, mini 375
    /// × 812; 12–14 390 × 844; 14 Pro–16 393 × 852; 16 Pro 402 × 874; XR, 11, 11 Pro Max 414 × 896;
    /// 12–13 Pro Max, 14 Plus 428 × 926; 14 Pro Max–16 Plus 430 × 932; 16 Pro Max 440 × 956; iPad
    /// mini 744 × 1133; iPad 768 × 1024, 810 × 1080, 820 × 1180; iPad Air / Pro 11" 834 × 1112,
    /// 834 × 1194, 834 × 1210; iPad Pro 12.9"/13" 1024 × 1366, 1032 × 1376.
    public static let deviceSizes: [Double] = [
        320, 375, 390, 393, 402, 414, 428, 430, 440,
        568, 667, 736, 744, 768, 810, 812, 820, 834, 844, 852, 874, 896, 926, 932, 956,
        1024, 1032, 1080, 1112, 1133, 1180, 1194, 1210, 1366, 1376,
    ]

    /// The intrinsic-size scales laid out first: a short language (×0.5) to long translations
    /// (German and Finnish run about ×1.3–1.5) and the accessibility Dynamic Type sizes (up to
    /// about ×3).
    public static let intrinsicScales: [Double] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]
}
