import Foundation
@testable import LayoutBenchUIKit
import Testing

/// More of what a view file can do wrong through the public API (issue 21, round three): none of
/// it may crash the test process; each case says what the module does instead.
@Suite struct CorpusRobustnessRoundThreeTests {
    /// A 200 × 100 root with two boxes side by side, pinned by anchors.
    private func rootWithTwoBoxes() -> (root: UIView, left: UIView, right: UIView, between: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = UIView(), right = UIView()
        for box in [left, right] {
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
            box.widthAnchor.constraint(equalToConstant: 40).isActive = true
            box.heightAnchor.constraint(equalToConstant: 40).isActive = true
        }
        left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        let between = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
        between.isActive = true
        return (root, left, right, between)
    }

    @Test func constraintsToARemovedViewAndToAReleasedOne() {
        UIKitConsole.withSink({ _ in }) {
            let (root, left, right, between) = rootWithTwoBoxes()
            root.layoutIfNeeded()
            expectFrame(right, 58, 10, 40, 40)
            // Removing a view removes the constraints that reach it, as UIKit does.
            left.removeFromSuperview()
            #expect(!between.isActive)
            // Activating one again across the trees has no common ancestor: refused, reported.
            between.isActive = true
            #expect(!between.isActive)
            #expect(root.layoutFindings.contains { $0.kind == .misuse })
            root.layoutIfNeeded()

            // A constraint whose other view was released before it was activated.
            var temporary: UIView? = UIView()
            root.addSubview(temporary!)
            let toReleased = right.topAnchor.constraint(equalTo: temporary!.bottomAnchor)
            let ownWidth = temporary!.widthAnchor.constraint(equalToConstant: 10)
            temporary!.removeFromSuperview()
            temporary = nil
            NSLayoutConstraint.activate([toReleased, ownWidth])
            toReleased.isActive = false
            toReleased.isActive = true
            root.layoutIfNeeded()
            root.removeConstraints([toReleased, ownWidth])
            root.layoutIfNeeded()
            #expect(right.frame.size == CGSize(width: 40, height: 40))
        }
    }

    @Test func aGuideAddedTwiceMovedAndRemoved() {
        UIKitConsole.withSink({ _ in }) {
            let (root, left, _, _) = rootWithTwoBoxes()
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            root.addLayoutGuide(guide)
            #expect(root.layoutGuides.filter { $0 === guide }.count == 1)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 30),
                guide.topAnchor.constraint(equalTo: root.topAnchor),
                guide.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            #expect(guide.layoutFrame == CGRect(x: 50, y: 0, width: 30, height: 5))
            // Added to another tree: it moves, and its constraints to this tree go.
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            other.addLayoutGuide(guide)
            #expect(guide.owningView === other && !root.layoutGuides.contains { $0 === guide })
            root.layoutIfNeeded()
            other.layoutIfNeeded()
            // Removing a guide it does not own, or twice, does nothing.
            root.removeLayoutGuide(guide)
            other.removeLayoutGuide(guide)
            other.removeLayoutGuide(guide)
            #expect(guide.owningView == nil)
            _ = guide.layoutFrame
            other.layoutIfNeeded()
        }
    }

    @Test func negativeSizesHugeMultipliersAndOddPriorities() {
        UIKitConsole.withSink({ _ in }) {
            // A negative size cannot be had (sizes are never negative here): a conflict, broken.
            let (root, left, right, _) = rootWithTwoBoxes()
            left.widthAnchor.constraint(equalToConstant: -10).isActive = true
            root.layoutIfNeeded()
            #expect(root.layoutFindings.contains { $0.kind == .unsatisfiable })
            #expect(left.frame.width >= 0)

            // Multipliers far from 1, either way and negative, and constants near the limit.
            let (huge, a, b, _) = rootWithTwoBoxes()
            NSLayoutConstraint.activate([
                a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 1e30),
                a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 1e-30),
                a.centerXAnchor.constraint(equalTo: huge.centerXAnchor, constant: 1e300).with(priority: .defaultLow),
                b.widthAnchor.constraint(equalTo: huge.widthAnchor, multiplier: -1).with(priority: .defaultLow),
                NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height,
                                   multiplier: .greatestFiniteMagnitude, constant: 0),
            ])
            huge.layoutIfNeeded()
            _ = huge.hasAmbiguousLayout
            _ = huge.layoutBenchCase()

            // Priorities outside (0, 1000] are refused with UIKit's message; the constraint keeps its own.
            let odd = right.widthAnchor.constraint(equalToConstant: 20)
            for priority in [UILayoutPriority(0), UILayoutPriority(1001), UILayoutPriority(-5), UILayoutPriority(.nan)] {
                odd.priority = priority
            }
            odd.isActive = true
            root.layoutIfNeeded()
            #expect(root.layoutFindings.contains { $0.kind == .misuse })
        }
    }

    @Test func stacksGivenTheSameViewTwiceAndIndicesOutOfRange() {
        UIKitConsole.withSink({ _ in }) {
            let label = UILabel()
            label.text = "x"
            let stack = UIStackView()
            stack.addArrangedSubview(label)
            stack.addArrangedSubview(label)
            #expect(stack.arrangedSubviews.count == 1)
            stack.insertArrangedSubview(UIView(), at: 99)
            stack.insertArrangedSubview(UIView(), at: -1)
            let other = UIStackView(arrangedSubviews: [label])
            #expect(label.superview === other)
            stack.spacing = .nan
            stack.setCustomSpacing(-20, after: stack.arrangedSubviews.first ?? label)
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            stack.layoutIfNeeded()
            other.frame = CGRect(x: 0, y: 0, width: -5, height: 40)
            other.layoutIfNeeded()
            label.removeFromSuperview()
            #expect(!other.arrangedSubviews.contains(label))
        }
    }

    @Test func theRoundThreeAPIMisused() {
        UIKitConsole.withSink({ _ in }) {
            // A trait handler for another class is never called; tokens unregistered twice or
            // from another view are ignored.
            let view = UIView(), child = UILabel()
            view.addSubview(child)
            var calls = 0
            let token = child.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIButton, _: UITraitCollection) in
                calls += 1
            }
            let own = child.registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitHorizontalSizeClass.self]) {
                (_: UILabel, _: UITraitCollection) in calls += 10
            }
            view.traitOverrides.preferredContentSizeCategory = .extraLarge
            #expect(calls == 10)
            view.unregisterForTraitChanges(own)
            child.unregisterForTraitChanges(own)
            child.unregisterForTraitChanges(own)
            child.unregisterForTraitChanges(token)
            view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            #expect(calls == 10)
            let controller = UIViewController()
            controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("x"))
            controller.unregisterForTraitChanges(token)

            // Transitions between views that are the same, have no superview or are in another tree.
            let (root, left, right, _) = rootWithTwoBoxes()
            UIView.transition(from: left, to: left, duration: 0.1)
            UIView.transition(from: UIView(), to: right, duration: 0.1, options: [.transitionCrossDissolve])
            UIView.transition(from: right, to: root, duration: 0.1)
            UIView.transition(from: left, to: right, duration: 0, options: .showHideTransitionViews) { finished in
                #expect(finished)
            }
            #expect(left.isHidden && !right.isHidden)
            root.layoutIfNeeded()

            // Compositional layouts with nonsense counts and sizes.
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(.nan),
                                                                                 heightDimension: .absolute(-10)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitem: item, count: -3)
            #expect(group.subitems.isEmpty)
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
            #expect(layout.layoutBenchSections(for: collection, count: -3).isEmpty)
            let provided = UICollectionViewCompositionalLayout { _, _ in nil }
            #expect(provided.layoutBenchSections(for: collection, count: 2).allSatisfy { $0 == nil })
            collection.register(nil as UINib?, forCellWithReuseIdentifier: "gone")
            _ = collection.dequeueReusableCell(withReuseIdentifier: "gone", for: IndexPath(item: 0, section: 0))
            let table = UITableView()
            table.register(UINib(data: Data(), bundle: nil), forCellReuseIdentifier: "nib")
            _ = table.dequeueReusableCell(withIdentifier: "nib", for: IndexPath(row: 0, section: 0))
            #expect(table.layoutFindings.contains { $0.kind == .misuse && $0.message.contains("nib") })
            #expect(Bundle.main.loadNibNamed("Missing", owner: nil)?.isEmpty == true)
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
            #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: -3, height: CGFloat.infinity)).cgRectValue.minY == 2)
        }
    }

    @Test func fontsInsetsAndFramesThatAreNotNumbers() {
        UIKitConsole.withSink({ _ in }) {
            // Fonts of no size, a negative size or an absurd one; wrapping and line counts below zero.
            for size in [CGFloat.nan, -17, 1e300] {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                label.text = "hello world again"
                label.font = .systemFont(ofSize: size)
                label.numberOfLines = -1
                label.preferredMaxLayoutWidth = .nan
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
                label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
                root.layoutIfNeeded()
                #expect(root.layoutFindings.contains { $0.kind == .invalid }, "font size \(size)")
            }
            // Insets, paddings and margins that are not numbers, in a self-sizing text view.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let text = UITextView()
            text.isScrollEnabled = false
            text.text = "a b c"
            text.textContainerInset = UIEdgeInsets(top: .nan, left: 1e308, bottom: -5, right: 0)
            text.textContainer.lineFragmentPadding = .infinity
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            root.layoutMargins = UIEdgeInsets(top: .nan, left: -1e308, bottom: .infinity, right: 0)
            text.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).isActive = true
            text.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor).isActive = true
            root.layoutIfNeeded()
            #expect(root.layoutFindings.contains { $0.kind == .invalid })
            // Buttons whose insets and paddings are not numbers.
            let button = UIButton(type: .system)
            button.setTitle("x", for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: .nan, left: -100, bottom: .infinity, right: 0)
            button.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            button.layoutIfNeeded()
            var configuration = UIButton.Configuration.filled()
            configuration.title = "y"
            configuration.imagePadding = .nan
            configuration.contentInsets = NSDirectionalEdgeInsets(top: -1e308, leading: .infinity, bottom: 0, trailing: 0)
            let configured = UIButton(configuration: configuration)
            configured.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            configured.layoutIfNeeded()
            #expect(button.layoutFindings.contains { $0.kind == .invalid })
            #expect(configured.layoutFindings.contains { $0.kind == .invalid })

            // A constant set to NaN and back: the layout recovers.
            let (boxes, left, _, _) = rootWithTwoBoxes()
            let width = left.widthAnchor.constraint(equalToConstant: 10).with(priority: .defaultHigh)
            width.isActive = true
            width.constant = .nan
            boxes.layoutIfNeeded()
            #expect(boxes.layoutFindings.contains { $0.kind == .invalid })
            width.constant = 5
            boxes.layoutIfNeeded()
            expectFrame(left, 10, 10, 40, 40)
            // Frames, centres and bounds of a translating view that are not numbers.
            left.translatesAutoresizingMaskIntoConstraints = true
            left.frame = CGRect(x: CGFloat.nan, y: .infinity, width: -1, height: .nan)
            boxes.layoutIfNeeded()
            left.center = CGPoint(x: CGFloat.nan, y: 0)
            left.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: -3)
            boxes.layoutIfNeeded()
            left.sizeToFit()
            _ = left.sizeThatFits(CGSize(width: CGFloat.nan, height: -1))

            // Odd trees: a stack arranging itself or its container, a cell without its content
            // view, a constraint to a guide no view owns, a scroll view's content guide after removal.
            let stack = UIStackView()
            stack.addArrangedSubview(stack)
            let inner = UIStackView()
            stack.addArrangedSubview(inner)
            inner.addArrangedSubview(stack)
            let loose = UIView()
            stack.addSubview(loose)
            loose.widthAnchor.constraint(equalTo: UILayoutGuide().widthAnchor).isActive = true
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            stack.layoutIfNeeded()
            // Arranging the stack in itself, or in a stack inside it, is refused as UIKit's
            // `addSubview` is (it used to be listed as its own arranged view).
            #expect(stack.arrangedSubviews.count == 1 && inner.arrangedSubviews.isEmpty)
            #expect(stack.layoutFindings.contains { $0.message.contains("Can't add self as subview") })
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.contentView.removeFromSuperview()
            cell.textLabel?.text = "x"
            cell.layoutIfNeeded()
            _ = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
            let scroll = UIScrollView()
            let child = UIView()
            scroll.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            child.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor).isActive = true
            child.removeFromSuperview()
            scroll.layoutIfNeeded()
            let lonely = UIView()
            lonely.keyboardLayoutGuide.topAnchor.constraint(equalTo: lonely.topAnchor).isActive = true
            lonely.layoutIfNeeded()
        }
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority`, as app helpers write it.
    fileprivate func with(priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
