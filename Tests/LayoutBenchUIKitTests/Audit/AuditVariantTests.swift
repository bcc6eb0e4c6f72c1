import LayoutBenchAudit
import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import Testing

/// Variants: the data spec's combinations, the stratified sample against the whole product, and
/// the incremental audit against its from-scratch twin.
@Suite struct AuditVariantTests {
    private let spec = LayoutAuditDataSpec()
        .image("attachment", UIImage(size: CGSize(width: 120, height: 80)))
        .string("message", "See you at eight")
        .numbers("unread", [0, 7, 1_000_000])

    private func messageCell(_ data: LayoutAuditData) -> UIView {
        let cell = MessageCellView()
        cell.attachmentImageView.image = data.image("attachment")
        cell.messageLabel.text = data.string("message")
        return cell
    }

    @Test func theDataSpecsCombinationsAreAllLaidOutWhenFew() {
        var audit = LayoutAudit(name: "MessageCell")
        audit.data = spec
        audit.widths = [320, 414]
        audit.contentSizeCategories = [.large]
        let variants = audit.variants()
        // 2 images × 4 strings × 3 numbers × 2 directions × 2 widths; text variants give way to the spec's.
        #expect(variants.count == 2 * 4 * 3 * 2 * 2)
        #expect(Set(variants).count == variants.count)
        #expect(variants.allSatisfy { $0.text == .asSet && $0.dataLabels.count == 3 })
        var numbers: Set<Double> = []
        let report = audit.run { data in
            numbers.insert(data.number("unread"))
            return messageCell(data)
        }
        #expect(numbers == [0, 7, 1_000_000])
        // Without an image the image view's width is free (its height is what the label's
        // hugging and the fitted height leave).
        #expect(report.findings.map { "\($0.kind.rawValue): \($0.views)" } == ["ambiguous: [\"attachmentImageView\"]"])
        for finding in report.findings {
            #expect(finding.variants.allSatisfy { $0.dataLabels.contains("attachment: absent") })
            #expect(finding.variants.count == 4 * 3 * 2 * 2)
            // The variant alone reproduces it.
            let again = audit.run(messageCell, variants: [finding.variant])
            #expect(again.findings.map(\.views) == [finding.views] && again.findings.first?.detail == finding.detail)
        }
    }

    @Test func aLargeProductIsSampledReproduciblyAndEveryValueAppears() {
        var audit = LayoutAudit(name: "MessageCell")
        audit.data = spec
        audit.maximumVariants = 100
        let variants = audit.variants()
        #expect(variants.count == 100) // of 2 × 4 × 3 × 12 × 2 × 6 = 3456
        #expect(Set(variants).count == 100)
        #expect(audit.variants() == variants)
        for width in audit.widths { #expect(variants.contains { $0.width == width }) }
        for category in audit.contentSizeCategories { #expect(variants.contains { $0.contentSizeCategory == category }) }
        for label in ["attachment: absent", "message: wide", "unread: 1000000"] {
            #expect(variants.contains { $0.dataLabels.contains(label) })
        }
        var reseeded = audit
        reseeded.seed = 2
        #expect(reseeded.variants() != variants)
    }

    @Test func theSampleIsTheWholeProductWhenItFitsAndBalancedWhenNot() {
        // Small exhaustive: every product of up to three dimensions of 1…3 values.
        for a in 1 ... 3 { for b in 1 ... 3 { for c in 1 ... 3 {
            var audit = LayoutAudit(name: "grid")
            audit.widths = Array([320, 375, 414].prefix(a))
            audit.layoutDirections = Array([.leftToRight, .rightToLeft].prefix(min(b, 2)))
            audit.textVariants = Array(LayoutAuditTextVariant.allCases.prefix(c))
            audit.contentSizeCategories = [.large]
            let all = audit.variants()
            #expect(all.count == a * min(b, 2) * c)
            for cap in 1 ..< all.count {
                audit.maximumVariants = cap
                let sample = audit.variants()
                #expect(sample.count == cap && Set(sample).count == cap && Set(sample).isSubset(of: Set(all)))
                // Every width appears once the cap allows it (its column is whole cycles of widths).
                if cap >= a { #expect(Set(sample.map(\.width)).count == a) }
            }
        }}}
    }

    @Test func incrementalAuditAgreesWithLayingOutEveryVariantFromScratch() {
        var audit = LayoutAudit(name: "SeniorBusinessCard")
        audit.widths = [320, 768]
        audit.contentSizeCategories = [.extraSmall, .accessibilityExtraExtraExtraLarge]
        let incremental = audit.run { _ in SeniorBusinessCardView(businessCardComponents: cardParts()) }
        audit.rebuildsEveryVariant = true
        let scratch = audit.run { _ in SeniorBusinessCardView(businessCardComponents: cardParts()) }
        #expect(incremental.findings.map(\.description) == scratch.findings.map(\.description))
        #expect(!incremental.findings.isEmpty)
    }

    @Test func dynamicTypeLabelsFollowTheVariantsTextSize() {
        let view = NarrowTitleView()
        view.titleLabel.font = .preferredFont(forTextStyle: .body,
                                              compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        view.titleLabel.adjustsFontForContentSizeCategory = true
        var audit = LayoutAudit(name: "NarrowTitle")
        audit.widths = [320]
        audit.layoutDirections = [.leftToRight]
        audit.textVariants = [.asSet]
        // Body is 17 points at L and 53 at AX5: "Settings" needs 7 × 8.5 + 4.25 → 64, and
        // 7 × 26.5 + 13.25 = 198.75 → 199.
        audit.contentSizeCategories = [.large]
        #expect(audit.run(view).findings.first?.detail == "40 wide, its text needs 64")
        audit.contentSizeCategories = [.accessibilityExtraExtraExtraLarge]
        #expect(audit.run(view).findings.first?.detail == "40 wide, its text needs 199")
        #expect(view.titleLabel.font.pointSize == 17, "the view is put back as it was")
    }
}
