import Foundation
@testable import LayoutBenchUIKit
import Testing

/// What a view file can do wrong through the public API, each in a view of its own: nothing may
/// crash the test process (docs/UIKit.md, "Findings"). Each test names what it must not do.
@Suite struct CorpusRobustnessTests {
    /// A root with one subview pinned by anchors, for the misuse below.
    private func rootWithBox() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        return (root, box)
    }

    @Test func nonFiniteConstantsAndSizes() {
        UIKitConsole.withSink({ _ in }) {
            let (root, box) = rootWithBox()
            box.widthAnchor.constraint(equalToConstant: .nan).isActive = true
            box.heightAnchor.constraint(equalToConstant: .infinity).isActive = true
            root.layoutIfNeeded()
            // A constant that is not a number is a typed error of the model, recorded.
            #expect(root.layoutFindings.contains { $0.kind == .invalid && $0.message.contains("not a number") })
            let (other, _) = rootWithBox()
            other.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: -50)
            other.layoutIfNeeded()
            let image = UIImageView(image: UIImage(size: CGSize(width: -10, height: CGFloat.infinity)))
            other.addSubview(image)
            other.layoutIfNeeded()
            #expect(other.layoutFindings.contains { $0.kind == .invalid && $0.message.contains("root width") })
            _ = other.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: -1))
        }
    }

    @Test func oddMultipliersAndSelfReferences() {
        UIKitConsole.withSink({ _ in }) {
            let (root, box) = rootWithBox()
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2),
                box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0),
                NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root,
                                   attribute: .centerX, multiplier: 0, constant: 5),
                NSLayoutConstraint(item: box, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 5),
                NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .width, multiplier: 1, constant: 5),
                box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan),
            ])
            root.layoutIfNeeded()
        }
    }

    @Test func reentrantLayoutFromTheLayoutCycle() {
        final class Reentrant: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                layoutIfNeeded()
                _ = systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                if passes < 20 { setNeedsLayout() }
                frame.size.width += 1
            }

            override func updateConstraints() {
                layoutIfNeeded()
                let extra = UIView()
                addSubview(extra)
                extra.removeFromSuperview()
                super.updateConstraints()
            }
        }
        UIKitConsole.withSink({ _ in }) {
            let view = Reentrant(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.layoutIfNeeded()
            view.setNeedsUpdateConstraints()
            view.layoutIfNeeded()
        }
    }

    @Test func treeSurgeryDuringLayout() {
        final class Surgeon: UIView {
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                if child.superview == nil {
                    addSubview(child)
                    child.translatesAutoresizingMaskIntoConstraints = false
                    child.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5).isActive = true
                } else {
                    child.removeFromSuperview()
                }
                superview?.bringSubviewToFront(self)
            }
        }
        UIKitConsole.withSink({ _ in }) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let surgeon = Surgeon(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(surgeon)
            for _ in 0 ..< 3 {
                root.setNeedsLayout()
                root.layoutIfNeeded()
            }
            // A view added into its own subtree, or to itself, is refused.
            surgeon.child.addSubview(root)
            root.addSubview(root)
            root.insertSubview(surgeon, at: -5)
            root.insertSubview(surgeon, at: 99)
            root.sendSubviewToBack(UIView())
            root.bringSubviewToFront(UIView())
            root.insertSubview(UIView(), aboveSubview: UIView())
            root.layoutIfNeeded()
        }
    }

    @Test func constraintsAcrossTreesAndAfterRemoval() {
        UIKitConsole.withSink({ _ in }) {
            let (root, box) = rootWithBox()
            let (otherRoot, otherBox) = rootWithBox()
            let across = box.leadingAnchor.constraint(equalTo: otherBox.trailingAnchor)
            across.isActive = true
            #expect(!across.isActive)
            box.removeFromSuperview()
            let dangling = box.topAnchor.constraint(equalTo: root.topAnchor)
            NSLayoutConstraint.activate([dangling])
            root.addConstraint(box.widthAnchor.constraint(equalToConstant: 10))
            root.removeConstraint(across)
            otherRoot.removeConstraints(otherRoot.constraints)
            root.layoutIfNeeded()
            otherRoot.layoutIfNeeded()
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil,
                                               views: ["box": box])
            _ = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(%)-[box(==)]", options: [.alignAllTop],
                                               metrics: ["x": "not a number"], views: ["box": box])
        }
    }

    @Test func tablesCollectionsAndControllersMisused() {
        UIKitConsole.withSink({ _ in }) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
            _ = table.dequeueReusableCell(withIdentifier: "never registered", for: IndexPath())
            #expect(table.dequeueReusableCell(withIdentifier: "never registered") == nil)
            _ = table.cellForRow(at: IndexPath(row: 99, section: -1))
            table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
            table.selectRow(at: nil, animated: false, scrollPosition: .none)
            #expect(table.layoutFindings.contains { $0.kind == .misuse })
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            _ = collection.dequeueReusableCell(withReuseIdentifier: "x", for: IndexPath(item: 0, section: 0))
            _ = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                            withReuseIdentifier: "h", for: IndexPath())
            collection.layoutIfNeeded()
            let empty = IndexPath()
            #expect(empty.row == 0 && empty.section == 0)

            let controller = UIViewController()
            controller.present(controller, animated: true)
            controller.dismiss(animated: true)
            controller.dismiss(animated: false)
            let navigation = UINavigationController()
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(navigation.popToRootViewController(animated: true) == nil)
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: -500, left: 0, bottom: .nan, right: 0)
            controller.view.layoutIfNeeded()

            let segments = UISegmentedControl(items: ["One", 2, "Three"])
            segments.setTitle("x", forSegmentAt: 10)
            segments.insertSegment(withTitle: "y", at: -3, animated: false)
            #expect(segments.titleForSegment(at: -1) == nil)
            #expect(segments.numberOfSegments == 4)
            let pages = UIPageControl()
            pages.numberOfPages = -4
            let slider = UISlider()
            slider.minimumValue = 10
            slider.maximumValue = 0
            slider.setValue(5, animated: false)
            let stack = UIStackView(arrangedSubviews: [segments, pages, slider])
            stack.setCustomSpacing(10, after: UIView())
            stack.removeArrangedSubview(UIView())
            stack.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            stack.layoutIfNeeded()
        }
    }

    @Test func recognizersAndActionsMisused() {
        let view = UIView(), other = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        other.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil && other.gestureRecognizers?.count == 1 && tap.view === other)
        view.removeGestureRecognizer(tap)
        #expect(tap.view === other)
        _ = tap.location(in: view)
        let button = UIButton(type: .system)
        button.sendActions(for: .allEvents)
        var runs = 0
        let action = UIAction(title: "Go") { _ in runs += 1 }
        button.addAction(action, for: [.touchUpInside, .primaryActionTriggered])
        button.addTarget(nil, action: "go", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.removeAction(action, for: [.touchUpInside, .primaryActionTriggered])
        button.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        #expect(button.allControlEvents == .touchUpInside)
        #expect(view.viewWithTag(7) == nil)
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
    }
}
