@testable import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import LayoutCore
import LayoutExplain
import LayoutModel
import LayoutTestSupport
import Synchronization
import Testing

/// ``ConflictMessage`` (UIKit's conflict message written straight from the constraints, what the
/// console logs) against its naive twin, ``ConsoleItems``' `message(for:)` (every item and
/// constraint of the tree mapped by name, each entry a `PrintedConstraint`, implicit ones read
/// back from their text): the same bytes for every broken constraint of every conflicting view
/// of the corpus and of seeded random trees built through the module — anchors, autoresizing
/// masks, stacks, margins and safe-area guides, system spacing, baselines, intrinsic sizes held
/// as required, multipliers and identifiers. A message kept and read after the tree changed
/// still gives what the naive twin wrote when it was logged.
@Suite struct ConflictMessageTwinTests {
    @Test func everyConflictingExampleViewWritesTheSameMessage() throws {
        var conflicting = 0
        let examples = ExampleViews.seeds + ExampleViews.corpus
        var roots = examples.map { $0.make() }
        roots += [ForgottenMaskHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64)), overfullBannerInContainer(),
                  playerCell(PlayerCellG(style: .default, reuseIdentifier: nil))]
        for root in roots {
            UIKitConsole.withSink({ _ in }) { root.layoutIfNeeded() }
            if try expectSameMessages(root) { conflicting += 1 }
        }
        #expect(conflicting >= 4, "only \(conflicting) example views conflict")
    }

    @Test(arguments: 0 ..< 60)
    func everyGeneratedConflictWritesTheSameMessage(_ seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let root = Self.randomTree(&random)
        UIKitConsole.withSink({ _ in }) { root.layoutIfNeeded() }
        _ = try expectSameMessages(root)
        // The simpler trees of GeneratedConflictTests too.
        var other = SplitMix64(seed: UInt64(seed))
        let plain = GeneratedConflictTests.randomTree(&other)
        UIKitConsole.withSink({ _ in }) { plain.layoutIfNeeded() }
        _ = try expectSameMessages(plain)
    }

    /// A message taken at the layout and read after the tree changed (constants, identifiers,
    /// labels' texts, guides' identifiers, constraints deactivated, views removed) is what the
    /// naive twin wrote at the layout; so are the findings' messages and a text sink's.
    @Test(arguments: 0 ..< 40)
    func aMessageReadLaterIsTheTreeAsItWasLogged(_ seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        var other = SplitMix64(seed: UInt64(seed))
        let roots = seed == 0 ? [playerCell(PlayerCellG(style: .default, reuseIdentifier: nil)), overfullBannerInContainer()]
            : [Self.randomTree(&random), GeneratedConflictTests.randomTree(&other)]
        for root in roots {
            let kept = Mutex<[UIKitConsole.Message]>([])
            UIKitConsole.withMessageSink({ message in kept.withLock { $0.append(message) } }) { root.layoutIfNeeded() }
            let messages = kept.withLock { $0 }
            let naive = try (root.rootState.lastBroken ?? []).map { broken in
                try #require(ConsoleItems(root: root).message(for: broken)?.text)
            }
            #expect(messages.map(\.text) == naive)
            Self.changeEverything(below: root)
            #expect(messages.map(\.text) == naive)
            // The later layout may log conflicts of its own, after these.
            #expect(Array(root.layoutFindings.filter { $0.kind == .unsatisfiable }.map(\.message).prefix(naive.count)) == naive)
        }
    }

    /// A text sink gets, when the conflict is logged, the text a message sink's message gives.
    @Test(arguments: 0 ..< 20)
    func aTextSinkGetsTheMessagesText(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let root = Self.randomTree(&random)
        let texts = Mutex<[String]>([])
        UIKitConsole.withSink({ text in texts.withLock { $0.append(text) } }) { root.layoutIfNeeded() }
        #expect(texts.withLock { $0 } == root.layoutFindings.filter { $0.kind == .unsatisfiable }.map(\.message))
        #expect(texts.withLock { $0 }.count == (root.rootState.lastBroken ?? []).count)
    }

    /// Changes what a conflict's message prints: every constraint's constant and identifier,
    /// labels' texts, guides' identifiers; deactivates a constraint and removes a view.
    static func changeEverything(below root: UIView) {
        var views = [root]
        var index = 0
        while index < views.count {
            views += views[index].subviews
            index += 1
        }
        UIKitConsole.withSink({ _ in }) {
            for view in views {
                for constraint in view.constraints {
                    constraint.constant += 3
                    constraint.identifier = "changed"
                }
                (view as? UILabel)?.text = "changed"
                for guide in view.storedLayoutGuides { guide.identifier = "changed-guide" }
            }
            views.last?.constraints.first?.isActive = false
            views.last?.removeFromSuperview()
            root.layoutIfNeeded()
        }
    }

    @Test func theGeneratorCoversEveryKindOfEntry() throws {
        var seen = Set<String>()
        for seed in 0 ..< 60 {
            var random = SplitMix64(seed: UInt64(seed))
            let root = Self.randomTree(&random)
            UIKitConsole.withSink({ _ in }) { root.layoutIfNeeded() }
            let messages = root.layoutFindings.filter { $0.kind == .unsatisfiable }.map(\.message).joined()
            for marker in ["NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint", "UISV-",
                           "Margin-guide-constraint", "UIViewSafeAreaLayoutGuide", "NSLayoutAnchorConstraintSpace",
                           "_UISystemBaselineConstraint", "UIView-Encapsulated-Layout", "*", "UILabel:0x", "'extra-width'"]
                where messages.contains(marker)
            {
                seen.insert(marker)
            }
        }
        #expect(seen.count >= 10, "entries seen: \(seen.sorted())")
    }

    /// Finding an unlabelled tree's `c<index>` without making names, against LayoutModel's search:
    /// every index spelled as a layout spells it, and the spellings it does not (signs, leading
    /// zeros, other characters, indices out of range, numbers too long for an index).
    @Test func anUnlabelledTreesConstraintIsFoundByItsIndexAsLayoutModelFindsIt() {
        let child = View("child")
        var constraints: [LayoutConstraint] = []
        var random = SplitMix64(seed: 21)
        for count in 0 ... 13 {
            let names = ["c", "c0", "c00", "c01", "c+1", "c-1", "c 1", "c1 ", "C1", "x1", "", "c9", "c10", "c12", "c13", "c٣",
                         "c99999999999999999999999", "c\(count)", "c\(Int.random(in: 0 ... 20, using: &random))",
                         "root.height", "child.layoutMargins.left"]
            for name in names {
                #expect(ConflictLookup.unlabelledConstraint(named: name, among: constraints)
                    === View.constraint(named: name, among: constraints), "\(name) among \(count)")
            }
            constraints.append(LayoutConstraint(item: child, attribute: .width, relatedBy: .equal, constant: Double(count)))
        }
    }

    /// The fast path prints attribute names as they are; the naive one through `LogAttribute`.
    @Test func everyAttributeIsALogAttributeOfItsOwnName() {
        #expect(LayoutAttribute.allCases.allSatisfy { LogAttribute(rawValue: $0.rawValue) != nil })
        let attributes = (1 ... 20).compactMap(NSLayoutConstraint.Attribute.init(rawValue:))
        #expect(attributes.count == 20)
        #expect(attributes.allSatisfy { LogAttribute(rawValue: $0.name) != nil })
        #expect(LogAttribute(rawValue: NSLayoutConstraint.Attribute.notAnAttribute.name) == nil)
    }

    /// Expects the console's message of each constraint the last layout broke to equal the naive
    /// twin's, byte for byte; true when something broke.
    private func expectSameMessages(_ root: UIView, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let broken = root.rootState.lastBroken ?? []
        var lookup = ConflictLookup(root: root)
        for constraint in broken {
            let naive = try #require(ConsoleItems(root: root).message(for: constraint)?.text, sourceLocation: sourceLocation)
            let fast = ConflictMessage.text(for: constraint, lookup: &lookup)
            #expect(fast == naive, sourceLocation: sourceLocation)
        }
        return !broken.isEmpty
    }

    /// A root (a controller's view on a screen with a safe area, or a plain view) with 3–8 views:
    /// plain views, labels and stacks of labels, each pinned by a random mix of anchors to its
    /// parent, its parent's margins or safe area, or an earlier sibling, with system spacing,
    /// baselines, multipliers, identifiers and optional priorities (never listed: UIKit lists
    /// only required constraints in a conflict); some keep their autoresizing
    /// mask, some hold their text's size as required, some stacks get more than they can hold.
    static func randomTree(_ random: inout SplitMix64) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(Int.random(in: 200 ... 400, using: &random)),
                                        height: CGFloat(Int.random(in: 100 ... 300, using: &random))))
        if Bool.random(using: &random) { root.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0) }
        var views = [root]
        var constraints: [NSLayoutConstraint] = []
        let size = { (random: inout SplitMix64) in CGFloat(Int.random(in: 10 ... 300, using: &random)) }
        for _ in 0 ..< Int.random(in: 3 ... 8, using: &random) {
            let parent = views.filter { !($0 is UIStackView) }.randomElement(using: &random)!
            let view: UIView
            switch Int.random(in: 0 ..< 4, using: &random) {
            case 0: view = UIView()
            case 1, 2:
                let label = UILabel()
                label.text = String(repeating: "a", count: Int.random(in: 1 ... 12, using: &random))
                if Bool.random(using: &random) {
                    label.setContentHuggingPriority(.required, for: .horizontal)
                    label.setContentCompressionResistancePriority(.required, for: .horizontal)
                }
                view = label
            default:
                let stack = UIStackView()
                stack.axis = Bool.random(using: &random) ? .horizontal : .vertical
                stack.spacing = CGFloat(Int.random(in: 0 ... 12, using: &random))
                stack.distribution = [.fill, .fillEqually, .equalSpacing][Int.random(in: 0 ..< 3, using: &random)]
                stack.alignment = [.fill, .leading, .center][Int.random(in: 0 ..< 3, using: &random)]
                for _ in 0 ..< Int.random(in: 2 ... 3, using: &random) {
                    let item = UILabel()
                    item.text = String(repeating: "b", count: Int.random(in: 1 ... 8, using: &random))
                    item.translatesAutoresizingMaskIntoConstraints = false
                    stack.addArrangedSubview(item)
                    if Int.random(in: 0 ..< 3, using: &random) == 0 {
                        constraints.append(item.widthAnchor.constraint(equalToConstant: size(&random)))
                    }
                }
                view = stack
            }
            parent.addSubview(view)
            if Int.random(in: 0 ..< 5, using: &random) == 0 {
                view.frame = CGRect(x: CGFloat(Int.random(in: 0 ... 20, using: &random)), y: 0, width: 40, height: 20)
            } else {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            let inset = { (random: inout SplitMix64) in CGFloat(Int.random(in: 0 ... 24, using: &random)) }
            let sibling = parent.subviews.dropLast().randomElement(using: &random)
            switch Int.random(in: 0 ..< 4, using: &random) {
            case 0: constraints.append(view.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor))
            case 1: constraints.append(view.leadingAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.leadingAnchor,
                                                                     constant: inset(&random)))
            case 2 where sibling != nil:
                constraints.append(view.leadingAnchor.constraint(equalToSystemSpacingAfter: sibling!.trailingAnchor,
                                                                 multiplier: CGFloat(Int.random(in: 1 ... 2, using: &random))))
            default: constraints.append(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset(&random)))
            }
            switch Int.random(in: 0 ..< 4, using: &random) {
            case 0: constraints.append(view.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor))
            case 1: constraints.append(view.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor,
                                                                 constant: inset(&random)))
            case 2 where sibling != nil:
                constraints.append(Bool.random(using: &random)
                    ? view.firstBaselineAnchor.constraint(equalTo: sibling!.lastBaselineAnchor)
                    : view.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: sibling!.lastBaselineAnchor, multiplier: 1))
            default: constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset(&random)))
            }
            switch Int.random(in: 0 ..< 3, using: &random) {
            case 0: constraints.append(view.widthAnchor.constraint(equalToConstant: size(&random)))
            case 1: constraints.append(view.widthAnchor.constraint(equalTo: parent.widthAnchor,
                                                                   multiplier: [0.5, 0.25, 1.5][Int.random(in: 0 ..< 3, using: &random)]))
            default: constraints.append(parent.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset(&random)))
            }
            if Bool.random(using: &random) {
                constraints.append(view.heightAnchor.constraint(lessThanOrEqualToConstant: size(&random)))
            } else {
                constraints.append(parent.bottomAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor, constant: inset(&random)))
            }
            if Int.random(in: 0 ..< 3, using: &random) == 0 {
                let extra = view.widthAnchor.constraint(equalToConstant: size(&random))
                extra.identifier = Bool.random(using: &random) ? "extra-width" : nil
                if Bool.random(using: &random) { extra.priority = UILayoutPriority(999) }
                constraints.append(extra)
            }
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
        return root
    }
}
