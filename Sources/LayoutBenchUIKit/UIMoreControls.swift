/// Page dots: as many as ``numberOfPages``, UIKit's `size(forNumberOfPages:)` here being 26
/// points tall and 16 points a page (inferred from iOS 14+ screenshots; docs/UIKit.md), no
/// intrinsic size with fewer than one page, or one page when ``hidesForSinglePage``.
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var currentPage = 0
    open var hidesForSinglePage = false { didSet { invalidateIntrinsicContentSize() } }
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 16, height: 26)
    }

    open override var intrinsicContentSize: CGSize {
        if numberOfPages < 1 || hidesForSinglePage && numberOfPages == 1 {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size(forNumberOfPages: numberOfPages)
    }
}

/// Segments of titles: 32 points tall (iOS 13+), each segment as wide as the widest title in a
/// 13-point font plus 16 (inferred; docs/UIKit.md).
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    private var titles: [String?] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    public var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: max(0, min(segment, titles.count)))
        invalidateIntrinsicContentSize()
    }

    open func removeAllSegments() {
        titles.removeAll()
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

    open override var intrinsicContentSize: CGSize {
        let font = UIFont.systemFont(ofSize: 13)
        let widest = titles.map {
            UIKitTextMeasurement.current.size(of: $0 ?? "", font: font, wrappingAt: .infinity, maximumLines: 1).width
        }.max() ?? 0
        return CGSize(width: CGFloat(titles.count) * (widest + 16), height: 32)
    }
}

/// A slider: 31 points tall, no intrinsic width (inferred; docs/UIKit.md).
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
}

/// A progress bar: 4 points tall, no intrinsic width (inferred; docs/UIKit.md).
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle = Style.default
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
}

/// A visual effect (kept).
open class UIVisualEffect: NSObject {}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial
        case systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A blur behind content: a view with a ``contentView`` that fills it, where subviews go.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

/// A plus-minus stepper: 94 × 32 (iOS 13+; inferred, docs/UIKit.md).
open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
}
