import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import Testing

/// The seeds' views, compiled from their articles' code, laid out with frames worked out by hand.
/// Text sizes follow the deterministic text model (docs/UIKit.md): at 17 points a line is
/// round(1.2 × 17) = 20 tall; at 10 points 12; at 16 points 19; at 13 points 16; at 14 points 17;
/// an ordinary character advances half the point size, `i l j . , : ; ' ! |` and space a quarter.
@Suite struct SeedViewTests {
    @Test func seniorCardStacksItsLabelsUnderThePhotoAndOverflowsBy5() {
        let parts = cardParts()
        let card = SeniorBusinessCardView(businessCardComponents: parts)
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        // photo 100, then four 20-point labels each 5 below the one above.
        #expect(fitted == CGSize(width: 320, height: 100 + 4 * (5 + 20)))
        card.frame = CGRect(origin: .zero, size: fitted)
        card.layoutIfNeeded()
        expectFrame(parts.photoImageView, 0, 0, 320, 100)
        // leading 5, trailing = card.trailing + 5: 320 + 5 − 5 wide, 5 past the card's edge.
        expectFrame(parts.nameLabel, 5, 100 + 5, 320 + 5 - 5, 20)
        expectFrame(parts.titleLabel, 5, 105 + 20 + 5, 320, 20)
        expectFrame(parts.phoneLabel, 5, 130 + 20 + 5, 320, 20)
        expectFrame(parts.emailLabel, 5, 155 + 20 + 5, 320, 20)
        #expect(card.layoutFindings.isEmpty)
        #expect(!parts.nameLabel.hasAmbiguousLayout)

        card.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        card.layoutIfNeeded()
        expectFrame(parts.emailLabel, 5, 180, 375, 20)
    }

    @Test func fullCardPutsTheLabelsBesideThePhoto() {
        let parts = cardParts()
        let card = FullBusinessCardView(businessCardComponents: parts)
        card.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        card.layoutIfNeeded()
        expectFrame(parts.photoImageView, 5, 0, 80, 80)
        // The container: leading 5 + 80 + 5 = 90, trailing = card.trailing + 5.
        let container = parts.nameLabel.superview!
        expectFrame(container, 90, 0, 320 + 5 - 90, 80)
        expectFrame(parts.nameLabel, 0, 0, 235, 20)
        expectFrame(parts.titleLabel, 0, 20, 235, 20)
        expectFrame(parts.phoneLabel, 0, 40, 235, 20)
        expectFrame(parts.emailLabel, 0, 60, 235, 20)
        #expect(card.layoutFindings.isEmpty)
        // Nothing ties the card's bottom to its content: its fitting height is 0.
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == 0)
    }

    @Test func juniorCardsStackLeavesTwoPointsAmbiguous() {
        let parts = cardParts()
        let card = JuniorBusinessCardView(businessCardComponents: parts)
        card.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
        card.layoutIfNeeded()
        expectFrame(parts.photoImageView, 5, 0, 50, 50)
        let stack = parts.nameLabel.superview!
        // leading 5 + 50 + 5 = 60; trailing = card.trailing + 5; as tall as the photo.
        expectFrame(stack, 60, 0, 320 + 5 - 60, 50)
        // Four 12-point labels (10-point font) fill 48 of 50 points; equal hugging leaves the
        // other 2 to any of them.
        #expect(parts.nameLabel.frame.width == 265)
        let labels: [UIView] = [parts.nameLabel, parts.titleLabel, parts.emailLabel, parts.phoneLabel]
        let ambiguous = labels.filter { $0.hasAmbiguousLayout }
        #expect(!ambiguous.isEmpty)
        // By property name: only the labels' y and height are free.
        let named = card.ambiguousViews
        #expect(!named.isEmpty)
        #expect(named.allSatisfy { ["nameLabel", "titleLabel", "emailLabel", "phoneLabel"].contains($0.name) })
        #expect(named.allSatisfy { Set($0.values).isSubset(of: ["y", "height"]) }, "\(named)")
    }

    @Test func playerCellAPlacesItsViewsOnTheCell() {
        let cell = PlayerCellA(style: .default, reuseIdentifier: "player")
        cell.render(props: .init(songName: "Yesterday", albumName: "Help!", duration: "2:05"))
        cell.layoutIfNeeded()
        // The cell is 320 × 44 as made; the 64-point height asks at 999 and gives way.
        let views = cell.subviews
        let play = views[1], song = views[2], album = views[3], duration = views[4]
        expectFrame(cell.contentView, 0, 0, 320, 44)
        expectFrame(play, 16, 22 - 36 / 2, 36, 36)
        // "Yesterday": 9 characters at 8 points (16 / 2).
        expectFrame(song, 16 + 36 + 16, 14, 9 * 8, 19)
        // "Help!": H, e, p at 6.5, l and ! at 3.25; bottom 14 above the cell's.
        expectFrame(album, 68, 44 - 14 - 16, 3 * 6.5 + 2 * 3.25, 16)
        // "2:05": three digits at 7, ':' at 3.5 → 24.5, rounded up to 25; trailing 24 in.
        expectFrame(duration, 320 - 24 - 25, 22 - 17 / 2, 25, 17)
        #expect(cell.layoutFindings.isEmpty)
    }

    @Test func playerCellYArrangesAStackOfStacks() {
        let cell = PlayerCellY(style: .default, reuseIdentifier: "player")
        cell.render(props: .init(songName: "Yesterday", albumName: "Help!", duration: "2:05"))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
        cell.layoutIfNeeded()
        let stack = cell.subviews[1] as! UIStackView
        let play = stack.arrangedSubviews[0], labels = stack.arrangedSubviews[1] as! UIStackView
        let spacer = stack.arrangedSubviews[2], duration = stack.arrangedSubviews[3]
        expectFrame(stack, 8, 8, 320 - 16, 64 - 16)
        // Centred across the 48-point stack: the 24-point image, the 19 + 16 labels, the 17-point duration.
        expectFrame(play, 0, (48 - 24) / 2, 24, 24)
        expectFrame(labels, 24 + 8, (48 - 35) / 2, 72, 19 + 16)
        // The spacer has no content: it takes what is left, 304 − 24 − 8 − 72 − 0 − 8 − 25.
        expectFrame(spacer, 104, 24, 304 - 24 - 8 - 72 - 8 - 25, 0)
        expectFrame(duration, 304 - 25, (48 - 17) / 2, 25, 17)
        expectFrame(labels.arrangedSubviews[0], 0, 0, 72, 19)
        expectFrame(labels.arrangedSubviews[1], 0, 19, 26, 16)
        #expect(cell.layoutFindings.isEmpty)
        #expect(!cell.subtreeHasAmbiguity)
    }

    @Test func playerCellGSizesItselfFromItsContentView() {
        let cell = PlayerCellG(style: .default, reuseIdentifier: "player")
        cell.configure(songName: "Yesterday", albumName: "Help!", duration: "2:05")
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        // 16 + 36 + 16: the image sets the height (the text column is 19 + 4 + 16 = 39).
        #expect(fitted == CGSize(width: 320, height: 16 + 36 + 16))
    }

    @Test func theDateSwitchersCalendarButtonEndsTheRowOfButtons() throws {
        let view = try #require(ExampleViews.seeds.first { $0.name == "DateSwitcherView" }).make()
        view.layoutIfNeeded()
        let subviews = view.subviews
        let date = subviews[0], previous = subviews[1], next = subviews[2], doubleNext = subviews[3]
        let calendar = subviews[4]
        // 44 × 36 buttons on the bottom edge (y = 44 − 36), 8 apart; the calendar 20 from the trailing edge.
        expectFrame(calendar, 375 - 20 - 44, 8, 44, 36)
        expectFrame(doubleNext, 311 - 8 - 44, 8, 44, 36)
        expectFrame(next, 259 - 8 - 44, 8, 44, 36)
        expectFrame(previous, 207 - 8 - 44, 8, 44, 36)
        // The date takes the rest (20 … 155 − 8), centred on the buttons: 8 + 36 / 2 − 20 / 2.
        expectFrame(date, 20, 8 + 18 - 10, 155 - 8 - 20, 20)
        #expect(view.layoutFindings.isEmpty)
        #expect(!view.subtreeHasAmbiguity)
    }

    @Test func thePrizeViewStacksItsPartsWithTheNameInItsContainer() throws {
        let view = try #require(ExampleViews.seeds.first { $0.name == "PrizeView" }).make()
        view.layoutIfNeeded()
        let stack = try #require(view.subviews.first as? UIStackView)
        let parts = stack.arrangedSubviews
        try #require(parts.count == 5)
        expectFrame(stack, 16, 16, 335 - 32, PrizeView.heightForExample - 32)
        // Heights 20 (17-point title), 80 (the image), 8 + 20 + 8, 30 (a system button), 16
        // (13-point info), 12 apart; every part as wide as the stack.
        expectFrame(parts[0], 0, 0, 303, 20)
        expectFrame(parts[1], 0, 20 + 12, 303, 80)
        expectFrame(parts[2], 0, 112 + 12, 303, 36)
        expectFrame(parts[2].subviews[0], 12, 8, 303 - 24, 20)
        expectFrame(parts[3], 0, 160 + 12, 303, 30)
        expectFrame(parts[4], 0, 202 + 12, 303, 16)
        #expect(view.layoutFindings.isEmpty)
        #expect(!view.subtreeHasAmbiguity)
    }
}

extension UIView {
    /// Whether any view of the tree has an ambiguous frame.
    var subtreeHasAmbiguity: Bool {
        hasAmbiguousLayout || subviews.contains(where: \.subtreeHasAmbiguity)
    }
}
