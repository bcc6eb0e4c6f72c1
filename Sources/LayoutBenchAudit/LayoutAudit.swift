import LayoutBenchUIKit

/// Lays one view out over many variants — root widths, content-size categories, layout
/// directions, and text variants or a data spec's combinations — and reports what goes wrong,
/// naming the views by their property names (docs/UIKit.md, "Auditing a view").
///
/// ```swift
/// let report = LayoutAudit(name: "SeniorBusinessCard").run(card)
/// #expect(report.findings.isEmpty, "\(report)")
/// ```
///
/// Variants are the product of the dimensions (data properties, text, category, direction,
/// width; the width changes fastest, so most steps only resize the root and re-lay it out
/// incrementally). When the product exceeds ``maximumVariants``, a stratified sample of that many
/// is drawn from ``seed``. A variant alone reproduces its findings (``run(_:variants:)``).
public struct LayoutAudit: Sendable {
    /// How tall the root is laid out.
    public enum Height: Hashable, Sendable {
        /// The fitting height at the variant's width (`systemLayoutSizeFitting` with the width
        /// required), as a self-sizing cell.
        case fitting
        /// A fixed height.
        case fixed(CGFloat)
    }

    /// Names the report and the artifacts' directory.
    public var name: String
    public var widths: [CGFloat] = [320, 375, 390, 414, 768, 1024]
    public var contentSizeCategories: [UIContentSizeCategory] = UIContentSizeCategory.allCases
    public var layoutDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]
    /// Applied to every label that has text, when there is no ``data`` spec.
    public var textVariants: [LayoutAuditTextVariant] = LayoutAuditTextVariant.allCases
    /// The values the builder fills the view with; nil: the view's own text, varied by ``textVariants``.
    public var data: LayoutAuditDataSpec?
    public var height = Height.fitting
    /// The most variants laid out; a larger product is sampled (stratified, from ``seed``).
    public var maximumVariants = 1_000
    public var seed: UInt64 = 1
    /// Per view (property name), the finding kinds it is allowed to have.
    public var allowances: [String: Set<LayoutAuditFinding.Kind>] = [:]
    /// The naive twin of the incremental audit, for the builder form: every variant builds a new
    /// view and lays it out from scratch.
    public var rebuildsEveryVariant = false

    public init(name: String) { self.name = name }

    /// This audit with `kinds` allowed in the view named `view` (a finding involving it is dropped).
    public func allowing(_ kinds: Set<LayoutAuditFinding.Kind>, in view: String) -> Self {
        var audit = self
        audit.allowances[view, default: []].formUnion(kinds)
        return audit
    }

    /// The variants ``run(_:)`` lays out, in order.
    /// - Complexity: O(variants × dimensions).
    public func variants() -> [LayoutAuditVariant] {
        let properties = data?.properties ?? []
        let texts = data == nil ? textVariants : [.asSet]
        let counts = properties.map(\.valueCount)
            + [texts.count, contentSizeCategories.count, layoutDirections.count, widths.count]
        guard !counts.contains(0) else { return [] }
        return VariantSampler.combinations(counts: counts, cap: max(1, maximumVariants), seed: seed).map { choice in
            let tail = choice.suffix(4).map { $0 }
            let dataChoice = Array(choice.prefix(properties.count))
            return LayoutAuditVariant(
                width: widths[tail[3]], contentSizeCategory: contentSizeCategories[tail[1]],
                layoutDirection: layoutDirections[tail[2]], text: texts[tail[0]], data: dataChoice,
                dataLabels: zip(properties, dataChoice).map { $0.label(ofValue: $1) })
        }
    }

    /// Audits `view` as it is (the whole tree it is in, from its root): its labels' text varied,
    /// its root resized. The tree is put back as it was afterwards (text, fonts, the root's frame
    /// and direction).
    /// - Complexity: per variant, a fitting layout, a layout (both incremental) and the
    ///   ambiguity analysis, plus O(views + Σ siblings²) for the checks.
    public func run(_ view: UIView) -> LayoutAuditReport { run(view, variants: variants()) }

    /// Audits the view `build` makes and fills from each combination of ``data`` (or once, with
    /// its labels' text varied, without a spec). `build` runs with `UITraitCollection.current` at
    /// the variant's text size, so `preferredFont(forTextStyle:)` gives that size.
    public func run(_ build: (LayoutAuditData) -> UIView) -> LayoutAuditReport { run(build, variants: variants()) }

    /// Audits `view` over the given variants only (a finding's, to reproduce it).
    public func run(_ view: UIView, variants: [LayoutAuditVariant]) -> LayoutAuditReport {
        var subject = AuditSubject(view: view)
        defer { subject.restore() }
        return run(&subject, variants: variants)
    }

    /// Audits the view `build` makes over the given variants only (a finding's, to reproduce it).
    public func run(_ build: (LayoutAuditData) -> UIView, variants: [LayoutAuditVariant]) -> LayoutAuditReport {
        withoutActuallyEscaping(build) { build in
            var subject = AuditSubject(spec: data ?? LayoutAuditDataSpec(), build: build, rebuildsEveryVariant: rebuildsEveryVariant)
            return run(&subject, variants: variants)
        }
    }

    private func run(_ subject: inout AuditSubject, variants: [LayoutAuditVariant]) -> LayoutAuditReport {
        var findings: [LayoutAuditFinding.Key: LayoutAuditFinding] = [:]
        // Silenced without writing: a dropped message's text is never made (the findings write
        // theirs when read).
        UIKitConsole.withMessageSink({ _ in }) {
            for variant in variants {
                UITraitCollection.withCurrent(UITraitCollection(preferredContentSizeCategory: variant.contentSizeCategory)) {
                    let root = subject.prepare(variant)
                    switch height {
                    case .fitting:
                        let fitted = root.systemLayoutSizeFitting(
                            CGSize(width: variant.width, height: 0), withHorizontalFittingPriority: .required,
                            verticalFittingPriority: .fittingSizeLevel)
                        root.frame = CGRect(x: 0, y: 0, width: variant.width, height: fitted.height)
                    case .fixed(let height):
                        root.frame = CGRect(x: 0, y: 0, width: variant.width, height: height)
                    }
                    let inspection = root.layoutInspection(reusingNamesOf: subject.lastInspection)
                    subject.lastInspection = inspection
                    let layout = AuditedLayout(inspection)
                    for (key, detail) in layout.findings() where !isAllowed(key) {
                        if findings[key] != nil {
                            findings[key]!.variants.append(variant)
                        } else {
                            findings[key] = LayoutAuditFinding(
                                kind: key.kind, views: key.views, detail: detail, variant: variant, variants: [variant],
                                seed: seed, caseFile: root.layoutBenchCase(), liveLayout: layout)
                        }
                    }
                }
            }
        }
        return LayoutAuditReport(name: name, seed: seed, variantCount: variants.count,
                                 findings: findings.values.sorted { $0.key < $1.key }, audit: self)
    }

    /// Whether a view of the finding allows its kind.
    func isAllowed(_ key: LayoutAuditFinding.Key) -> Bool {
        key.views.contains { allowances[$0]?.contains(key.kind) == true }
    }
}
