import Foundation
import LayoutBenchAudit
import LayoutBenchAuditTesting
import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import LayoutFuzz
import LayoutTestSupport
import Testing

/// Each finding kind from a view written to have it; a clean view with none; allow-lists;
/// artifacts (picture, case file, width range); reproduction from a variant.
@Suite struct AuditFindingTests {
    /// One variant: 320 wide, text size L, left-to-right, text as set.
    private func single(_ name: String) -> LayoutAudit {
        var audit = LayoutAudit(name: name)
        audit.widths = [320]
        audit.contentSizeCategories = [.large]
        audit.layoutDirections = [.leftToRight]
        audit.textVariants = [.asSet]
        return audit
    }

    private func kindsAndViews(_ report: LayoutAuditReport) -> [String] {
        report.findings.map { "\($0.kind.rawValue): \($0.views.joined(separator: ", "))" }
    }

    @Test func everyKindIsFoundAndNamedByProperty() {
        #expect(kindsAndViews(single("badge").run(ConflictingBadgeView())) == ["unsatisfiable: badgeLabel"])
        let badge = single("badge").run(ConflictingBadgeView()).findings[0]
        #expect(badge.detail.contains("badgeLabel.width == 200"))
        #expect(kindsAndViews(single("divider").run(AmbiguousDividerView())) == ["ambiguous: divider"])
        #expect(single("divider").run(AmbiguousDividerView()).findings.first?.detail == "free: width")
        #expect(kindsAndViews(single("price").run(OverlappingPriceView())) == ["overlap: priceLabel, titleLabel"])
        // "3.50": 3 × 8.5 + 4.25 = 29.75, rounded up to 30, all of it under "Coffee"; both 20 tall.
        #expect(single("price").run(OverlappingPriceView()).findings.first?.detail == "they share 30 × 20")
        #expect(kindsAndViews(single("banner").run(OverflowingBannerView())) == ["outsideSuperview: banner"])
        #expect(single("banner").run(OverflowingBannerView()).findings.first?.detail == "10 past the right edge")
        #expect(kindsAndViews(single("title").run(NarrowTitleView())) == ["labelNarrowerThanText: titleLabel"])
        // "Settings": 7 × 8.5 + 4.25 (the i) = 63.75, rounded up to 64.
        #expect(single("title").run(NarrowTitleView()).findings.first?.detail == "40 wide, its text needs 64")
        #expect(kindsAndViews(single("avatar").run(CollapsedAvatarView())) == ["zeroSizeWithContent: avatarImageView"])
    }

    @Test func aCleanViewHasNoFindingsOverTheDefaultVariants() {
        let report = LayoutAudit(name: "ContactRow").run(ContactRowView())
        #expect(report.variantCount == 6 * 12 * 2 * 4)
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test func allowListsDropFindingsOfTheirViews() {
        let allowed = single("price").allowing([.overlap], in: "priceLabel").run(OverlappingPriceView())
        #expect(allowed.findings.isEmpty)
        let otherKind = single("price").allowing([.ambiguous], in: "priceLabel").run(OverlappingPriceView())
        #expect(otherKind.findings.count == 1)
    }

    @Test func rightToLeftMirrorsTheOverhang() {
        var audit = single("banner")
        audit.layoutDirections = [.rightToLeft]
        #expect(audit.run(OverflowingBannerView()).findings.first?.detail == "10 past the left edge")
    }

    @Test func aFindingReproducesFromItsVariantAlone() {
        var audit = LayoutAudit(name: "SeniorBusinessCard")
        audit.widths = [320, 1024]
        audit.contentSizeCategories = [.large]
        let report = audit.run(SeniorBusinessCardView(businessCardComponents: cardParts()))
        #expect(report.findings.count == 8)
        for finding in report.findings {
            let again = audit.run(SeniorBusinessCardView(businessCardComponents: cardParts()),
                                  variants: [finding.variant])
            #expect(again.findings.contains { $0.kind == finding.kind && $0.views == finding.views && $0.detail == finding.detail })
        }
    }

    @Test func artifactsPictureTheViewsAndTheCaseReplaysWithTheSameStatus() throws {
        let directory = try temporaryDirectory("Audit").path
        for (view, status) in [(ConflictingBadgeView() as UIView, FuzzStatus.unsatisfiable),
                               (AmbiguousDividerView(), .ambiguous), (OverflowingBannerView(), .satisfied)]
        {
            var report = single("\(type(of: view))").run(view)
            try report.writeArtifacts(to: directory)
            let finding = try #require(report.findings.first)
            let picture = try String(contentsOfFile: try #require(finding.picturePath), encoding: .utf8)
            // The finding's views, and only they, are outlined.
            let outlined = picture.matches(of: /class="view[^"]*highlighted"[^>]*><title>(\w+):/).map { String($0.1) }
            #expect(outlined == finding.views)
            let replayed = Replay.run(file: try #require(finding.casePath))
            #expect(replayed.verdict.status == status, "\(replayed)")
        }
    }

    @Test func widthRangesComeFromPerturbingTheExportedCase() throws {
        var audit = single("SeniorBusinessCard")
        audit.textVariants = [.asSet, .long]
        var report = audit.run(SeniorBusinessCardView(businessCardComponents: cardParts()))
        try report.writeArtifacts(to: try temporaryDirectory("Audit").path)
        // 5 past the card's edge at every width perturbation tries.
        let outside = try #require(report.findings.first { $0.kind == .outsideSuperview && $0.views == ["nameLabel"] })
        #expect(outside.widthRange == LayoutAuditWidthRange(smallest: 320, largest: 1376, holdsBelow: true, holdsAbove: true))
        // The long name needs 646 points on one line; the label is as wide as the card, so it is
        // narrower up to a 645-point card.
        let narrow = try #require(report.findings.first { $0.kind == .labelNarrowerThanText && $0.views == ["nameLabel"] })
        #expect(narrow.widthRange == LayoutAuditWidthRange(smallest: 320, largest: 645, holdsBelow: true, holdsAbove: false))
    }

    @Test func theSwiftTestingHelperRecordsEachFindingAsAnIssue() throws {
        let directory = try temporaryDirectory("Audit").path
        withKnownIssue {
            let report = single("banner").run(OverflowingBannerView()).recordIssues(artifactsDirectory: directory)
            #expect(report.findings.first?.picturePath != nil)
        }
        // A clean view records nothing (no known issue expected).
        single("row").expectNoFindings(ContactRowView())
    }
}
