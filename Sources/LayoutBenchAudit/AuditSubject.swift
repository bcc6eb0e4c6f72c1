import LayoutBenchUIKit

/// The view an audit lays out, brought to each variant: a given view changed in place (its
/// originals kept to put back), or views a builder makes, rebuilt only when the data, the text
/// size or the text variant changes (or for every variant, the naive twin).
struct AuditSubject {
    private let build: ((LayoutAuditData) -> UIView)?
    private let spec: LayoutAuditDataSpec
    private let rebuildsEveryVariant: Bool
    private var root: UIView?
    /// The last inspection of ``root``, whose names the next one reuses.
    var lastInspection: UIKitLayoutInspection?
    /// What the current root was built or last changed for.
    private var builtFor: (data: [Int], category: UIContentSizeCategory, text: LayoutAuditTextVariant)?
    /// The given view's labels' text and fonts, and its frame and direction, as they were.
    private var originalTexts: [(UILabel, String?, UIFont)] = []
    private var originalFrame = CGRect.zero
    private var originalDirection = UISemanticContentAttribute.unspecified

    /// Audits the tree `view` is in, from its root.
    init(view: UIView) {
        build = nil
        spec = LayoutAuditDataSpec()
        rebuildsEveryVariant = false
        var top = view
        while let parent = top.superview { top = parent }
        root = top
        remember(top)
    }

    init(spec: LayoutAuditDataSpec, build: @escaping (LayoutAuditData) -> UIView, rebuildsEveryVariant: Bool) {
        self.build = build
        self.spec = spec
        self.rebuildsEveryVariant = rebuildsEveryVariant
    }

    private mutating func remember(_ view: UIView) {
        originalFrame = view.frame
        originalDirection = view.semanticContentAttribute
        originalTexts = Self.labels(in: view).map { ($0, $0.text, $0.font) }
    }

    /// The root laid out for `variant` (its width and height are the audit's to set).
    mutating func prepare(_ variant: LayoutAuditVariant) -> UIView {
        let wanted = (data: variant.data, category: variant.contentSizeCategory, text: variant.text)
        if let build, rebuildsEveryVariant || root == nil || builtFor.map({ $0 != wanted }) != false {
            let view = build(LayoutAuditData(spec: spec, choice: variant.data))
            root = view
            remember(view)
            applyText(variant)
        } else if builtFor.map({ $0 != wanted }) != false {
            applyText(variant)
        }
        builtFor = wanted
        let root = root!
        let direction: UISemanticContentAttribute = variant.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        if root.semanticContentAttribute != direction { root.semanticContentAttribute = direction }
        return root
    }

    /// The variant's text in every label that had text, and Dynamic Type fonts at its text size
    /// for labels that adjust (`adjustsFontForContentSizeCategory`), as UIKit updates them.
    private func applyText(_ variant: LayoutAuditVariant) {
        let traits = UITraitCollection(preferredContentSizeCategory: variant.contentSizeCategory)
        for (label, text, font) in originalTexts {
            if let text { label.text = variant.text.apply(to: text) }
            if label.adjustsFontForContentSizeCategory, let style = font.textStyle {
                label.font = .preferredFont(forTextStyle: style, compatibleWith: traits)
            }
        }
    }

    /// Puts a given view back as it was (laid out again at its next `layoutIfNeeded`).
    func restore() {
        guard build == nil, let root else { return }
        for (label, text, font) in originalTexts {
            label.text = text
            label.font = font
        }
        root.semanticContentAttribute = originalDirection
        root.frame = originalFrame
    }

    private static func labels(in view: UIView) -> [UILabel] {
        var labels: [UILabel] = []
        var pending = [view]
        while let next = pending.popLast() {
            if let label = next as? UILabel { labels.append(label) }
            pending.append(contentsOf: next.subviews)
        }
        return labels
    }
}
