import LayoutCore
import Foundation
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Layout margins, system spacing, layout guides and the safe area, worked by hand, with both
/// strategies agreeing (``layoutWithEveryStrategy(_:sourceLocation:)``).
@Suite struct MarginsAndGuidesTests {
    /// A root `r` of 100 × 100 holding `a`.
    func tree(_ direction: LayoutDirection = .leftToRight) -> (View, View) {
        let r = View("r")
        r.targetSize = TargetSize(width: 100, height: 100)
        r.layoutDirection = direction
        let a = View("a")
        r.addSubview(a)
        return (r, a)
    }

    @Test func marginsDefaultToEightPoints() throws {
        let (r, a) = tree()
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingMarginAnchor), a.trailingAnchor.constraint(equalTo: r.trailingMarginAnchor),
            a.topAnchor.constraint(equalTo: r.topMarginAnchor), a.bottomAnchor.constraint(equalTo: r.bottomMarginAnchor),
        ])
        expectFrames(try layoutWithEveryStrategy(r), ["a": Rect(x: 8, y: 8, width: 84, height: 84)])
    }

    /// Margins are measured on the view's layout-margins guide (`r.layoutMargins`, a guide with a
    /// frame and size floors, as UIKit's `layoutMarginsGuide`): a view narrower than its margins
    /// cannot hold them.
    @Test func marginsAreAGuideWithItsOwnSizeFloor() throws {
        let (r, a) = tree()
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: r.leadingMarginAnchor),
                                   a.topAnchor.constraint(equalTo: r.topAnchor)])
        #expect(r.layoutMarginsGuide.identifier == "r.layoutMargins" && r.layoutGuides.count == 1)
        expectFrames(try layoutWithEveryStrategy(r), ["r.layoutMargins": Rect(x: 8, y: 8, width: 84, height: 84)])
        r.targetSize = TargetSize(width: 10, height: 100)
        let narrow = try layoutWithEveryStrategy(r)
        #expect(narrow.broken.map(\.constraint.name) == ["r.layoutMargins.right"])
        #expect(narrow.broken[0].conflict.map(\.name)
                == ["r.layoutMargins.width.nonNegative", "root.width", "r.layoutMargins.left", "r.layoutMargins.right"])
        // A guide has no margins: it has no margin anchors, and the general form is refused.
        let guide = LayoutGuide("g")
        r.addLayoutGuide(guide)
        LayoutConstraint(item: guide, attribute: .leadingMargin, relatedBy: .equal, toItem: r, attribute: .leading)
            .isActive = true
        #expect(throws: LayoutError.self) { try r.layoutIfNeeded() }
    }

    @Test func customMarginsAndTheirCenters() throws {
        let (r, a) = tree()
        r.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: r.leftMarginAnchor), a.rightAnchor.constraint(equalTo: r.rightMarginAnchor),
            a.topAnchor.constraint(equalTo: r.topMarginAnchor), a.bottomAnchor.constraint(equalTo: r.bottomMarginAnchor),
        ])
        expectFrames(try layoutWithEveryStrategy(r), ["a": Rect(x: 2, y: 1, width: 94, height: 96)])
        // Changing the margins is picked up by the next layout (in place).
        r.layoutMargins = EdgeInsets(all: 10)
        expectFrames(try r.layoutIfNeeded(), ["a": Rect(x: 10, y: 10, width: 80, height: 80)])

        let (r2, b) = tree()
        r2.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        LayoutConstraint.activate([
            b.centerXAnchor.constraint(equalTo: r2.centerXWithinMarginsAnchor),
            b.centerYAnchor.constraint(equalTo: r2.centerYWithinMarginsAnchor),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Centers of the margins: x (2 + 96) / 2 = 49, y (1 + 97) / 2 = 49.
        expectFrames(try layoutWithEveryStrategy(r2), ["a": Rect(x: 44, y: 44, width: 10, height: 10)])
    }

    /// leadingMargin takes the inset of the leading side: the right one in right-to-left;
    /// leftMargin and left never flip.
    @Test func leadingFlipsInRightToLeftAndLeftDoesNot() throws {
        for direction in LayoutDirection.allCases {
            let rtl = direction == .rightToLeft
            let (r, a) = tree(direction)
            r.layoutMargins = EdgeInsets(top: 0, left: 2, bottom: 0, right: 4)
            let b = View("b"), c = View("c"), d = View("d")
            for view in [b, c, d] { r.addSubview(view) }
            var constraints = [
                a.leadingAnchor.constraint(equalTo: r.leadingMarginAnchor),
                b.leftAnchor.constraint(equalTo: r.leftMarginAnchor),
                c.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10),
                d.leftAnchor.constraint(equalTo: r.leftAnchor, constant: 10),
            ]
            for view in [a, b, c, d] {
                constraints += [view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
                                view.topAnchor.constraint(equalTo: r.topAnchor)]
            }
            LayoutConstraint.activate(constraints)
            let result = try layoutWithEveryStrategy(r)
            #expect(result.status == .satisfied)
            expectFrames(result, ["a": Rect(x: rtl ? 100 - 4 - 10 : 2, y: 0, width: 10, height: 10),
                                  "b": Rect(x: 2, y: 0, width: 10, height: 10),
                                  "c": Rect(x: rtl ? 100 - 10 - 10 : 10, y: 0, width: 10, height: 10),
                                  "d": Rect(x: 10, y: 0, width: 10, height: 10)])
        }
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() throws {
        let (r, a) = tree()
        let b = View("b")
        r.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: r.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        expectFrames(try layoutWithEveryStrategy(r), ["b": Rect(x: 26, y: 18, width: 10, height: 10)])
        let spec = try ConstraintSpec.parse("b.leading >= a.trailing + 2 * system")
        #expect(spec.constant == 16 && spec.relation == .greaterThanOrEqual)
        #expect(try ConstraintSpec.parse("b.top == a.bottom + system").constant == 8)
        #expect(try ConstraintSpec.parse("b.top == a.bottom - 0.5 * system @750").constant == -4)
    }

    @Test func aGuideIsLaidOutLikeAViewInItsOwnersCoordinates() throws {
        let (r, a) = tree()
        let box = View("box")
        r.addSubview(box)
        let guide = LayoutGuide("spacer")
        box.addLayoutGuide(guide)
        #expect(guide.owningView === box && box.layoutGuides.count == 1 && box.subviews.isEmpty)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 5), box.topAnchor.constraint(equalTo: r.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 90), box.heightAnchor.constraint(equalToConstant: 50),
            guide.leadingAnchor.constraint(equalTo: box.leadingMarginAnchor), guide.widthAnchor.constraint(equalToConstant: 30),
            guide.topAnchor.constraint(equalTo: box.topAnchor), guide.heightAnchor.constraint(equalToConstant: 20),
            a.leadingAnchor.constraint(equalTo: guide.trailingAnchor), a.topAnchor.constraint(equalTo: guide.bottomAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let result = try layoutWithEveryStrategy(r)
        expectFrames(result, ["spacer": Rect(x: 8, y: 0, width: 30, height: 20),
                              "a": Rect(x: 5 + 8 + 30, y: 20, width: 10, height: 10)])
        #expect(guide.layoutFrame == Rect(x: 8, y: 0, width: 30, height: 20))
        // Removing the guide deactivates its constraints with the rest of the tree.
        box.removeLayoutGuide(guide)
        #expect(box.layoutGuides.map(\.identifier) == ["box.layoutMargins"] && guide.owningView == nil)
        #expect(try r.layoutIfNeeded().frames["spacer"] == nil)
    }

    @Test func theSafeAreaIsTheBoundsInsetBySafeAreaInsets() throws {
        let (r, a) = tree()
        let safe = r.safeAreaLayoutGuide
        #expect(safe.identifier == "r.safeArea" && r.safeAreaLayoutGuide === safe)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: safe.leadingAnchor), a.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            a.topAnchor.constraint(equalTo: safe.topAnchor), a.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        // EdgeInsets default to 0: the safe area is the bounds.
        expectFrames(try layoutWithEveryStrategy(r), ["a": Rect(x: 0, y: 0, width: 100, height: 100),
                                                      "r.safeArea": Rect(x: 0, y: 0, width: 100, height: 100)])
        r.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 10)
        expectFrames(try layoutWithEveryStrategy(r), ["a": Rect(x: 0, y: 20, width: 90, height: 46)])
        // EdgeInsets wider than the root: the guide's width floor conflicts with its implicit pins.
        r.safeAreaInsets = EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
        let narrow = try layoutWithEveryStrategy(r)
        #expect(narrow.broken.map(\.constraint.name) == ["r.safeArea.right"])
        #expect(narrow.broken[0].conflict.map(\.name)
                == ["r.safeArea.width.nonNegative", "root.width", "r.safeArea.left", "r.safeArea.right"])
    }

    /// A guide is a layout item but not a view: `addSubview` takes no guide and a guide has no
    /// `addSubview` (neither compiles); it moves between owners with `addLayoutGuide`.
    @Test func aGuideIsNotAView() throws {
        let (r, a) = tree()
        let guide = LayoutGuide("g")
        let item: LayoutItem = guide
        #expect(!(item is View))
        r.addLayoutGuide(guide)
        #expect(guide.owningView === r && guide.container === r && r.layoutGuides.count == 1)
        #expect(r.descendants().map(\.identifier) == ["r", "g", "a"])
        let leading = guide.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 5)
        let width = guide.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([leading, width])
        #expect(leading.firstItem === guide && leading.secondItem === r)
        // Moving it deactivates its constraints with other items, as removing a view does.
        a.addLayoutGuide(guide)
        #expect(guide.owningView === a && r.layoutGuides.isEmpty && a.layoutGuides.count == 1)
        #expect(!leading.isActive && width.isActive)
        #expect(try r.layoutIfNeeded().frames["g"]?.width == 10)
        a.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && a.layoutGuides.isEmpty)
    }

    /// A guide whose owner moves to another tree records its changes on the new tree's journal,
    /// so that the new root's in-place layout sees them.
    @Test func aGuideFollowsItsOwnerToAnotherTree() throws {
        let (first, owner) = tree()
        let guide = LayoutGuide("g")
        owner.addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        #expect(try first.layoutIfNeeded().frames["g"]?.width == 10)
        let second = View("second")
        second.targetSize = TargetSize(width: 100, height: 100)
        second.addSubview(owner)
        #expect(try second.layoutIfNeeded().frames["g"]?.width == 10)
        width.constant = 20
        #expect(try second.layoutIfNeeded().frames["g"]?.width == 20)
        #expect(guide.frame.width == 20)
    }

    /// UIKit's frame names read as the attributes they stand for and print canonically.
    @Test func frameNamesAreAliases() throws {
        let spec = try ConstraintSpec.parse("a.minX == r.minX + 5")
        #expect(spec.first.attribute == .left && spec.second?.attribute == .left)
        #expect(spec.description == "a.left == r.left + 5")
        let pairs: [(String, LayoutAttribute)] = [("maxX", .right), ("midX", .centerX), ("minY", .top), ("maxY", .bottom),
                                                  ("midY", .centerY), ("leadingMargin", .leadingMargin)]
        for (name, attribute) in pairs { #expect(LayoutAttribute(named: name) == attribute) }
        #expect(LayoutAttribute(named: "minZ") == nil)
        #expect(try ConstraintSpec.parse("a.top == r.safeArea.maxY").second == AttributeReference("r.safeArea", .bottom))
    }
}
