import Foundation
@testable import LayoutBenchUIKit
import LayoutCore
import LayoutTestSupport
import Testing

/// The layout cycle that visits only dirty views against its naive twin, which walks the whole
/// tree at every step (``DirtyViews/walksWholeTree``): seeded random trees of views, labels and
/// stacks built through the module, then random edits — widths, texts, wrapping, constants,
/// hidden arranged views, margins, constraints made in `updateConstraints`, views added,
/// removed and reordered, frames set, `setNeedsLayout` from `layoutSubviews` — each followed by a layout. After
/// every layout both trees give the same frames, the same calls of `updateConstraints`,
/// `layoutSubviews` and `layoutMarginsDidChange` in the same order, and the same console output.
@Suite struct DirtyViewsTwinTests {
    @Test(arguments: 0 ..< 30)
    func dirtyPassesMatchWholeTreeWalks(_ seed: Int) {
        let dirty = Self.run(seed: UInt64(seed), wholeTree: false)
        let whole = Self.run(seed: UInt64(seed), wholeTree: true)
        #expect(dirty.records.count == whole.records.count)
        #expect(whole.dirtyPasses == 0)
        for (step, (a, b)) in zip(dirty.records, whole.records).enumerated() where a != b {
            Issue.record("seed \(seed), step \(step):\ndirty: \(a)\nwhole: \(b)")
            return
        }
    }

    /// The comparisons above mean something only if most trees take the dirty path.
    @Test func mostTreesTakeTheDirtyPath() {
        let taking = (0 ..< 10).filter { Self.run(seed: UInt64($0), wholeTree: false).dirtyPasses > 0 }
        #expect(taking.count >= 8, "only seeds \(taking) visited only dirty views")
    }

    /// Every edit kind at every view of two seeds' trees.
    @Test(arguments: 0 ..< 2)
    func everyEditOnEveryViewMatches(_ seed: Int) {
        for kind in 0 ..< Edit.kinds {
            let dirty = Self.run(seed: UInt64(seed), wholeTree: false, onlyKind: kind)
            let whole = Self.run(seed: UInt64(seed), wholeTree: true, onlyKind: kind)
            #expect(dirty.records == whole.records, "seed \(seed), edit kind \(kind)")
        }
    }

    /// What one layout left: every view's frame, the calls, the console.
    struct Record: Equatable, CustomStringConvertible {
        var frames: [CGRect]
        var calls: [String]
        var console: [String]
        var description: String { "frames \(frames)\ncalls \(calls)\nconsole \(console)" }
    }

    /// Builds the seed's tree (through the naive walks or not), applies its edits with a layout
    /// after each, and records each layout.
    static func run(seed: UInt64, wholeTree: Bool, onlyKind: Int? = nil) -> (records: [Record], dirtyPasses: Int) {
        var random = SplitMix64(seed: seed)
        let trace = Trace()
        let tree = RandomTree(&random, trace: trace)
        tree.root.rootState.dirtyViews.walksWholeTree = wholeTree
        var records: [Record] = []
        func layOut() {
            let console = ConsoleCapture()
            UIKitConsole.withSink({ console.append($0) }) { tree.root.layoutIfNeeded() }
            records.append(Record(frames: tree.views.map(\.frame), calls: trace.calls,
                                  console: console.messages.map(normalized)))
            trace.calls = []
        }
        layOut()
        let edits = onlyKind == nil ? 14 : tree.views.count
        for index in 0 ..< edits {
            let kind = onlyKind ?? Int.random(in: 0 ..< Edit.kinds, using: &random)
            let target = onlyKind == nil ? tree.views.randomElement(using: &random)! : tree.views[index]
            Edit.apply(kind, to: target, in: tree, &random)
            layOut()
        }
        return (records, tree.root.rootState.dirtyViews.dirtyPassCount)
    }

    /// Addresses and model ids differ between the two trees of a comparison.
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x", options: .regularExpression)
            .replacingOccurrences(of: "_[0-9]+", with: "_", options: .regularExpression)
    }
}

/// The calls views make, in order, each named by the view's index in its tree.
final class Trace {
    var calls: [String] = []
}

/// A view that records its layout calls, adjusts a constraint it owns in `updateConstraints`,
/// and now and then flags another view from `layoutSubviews`.
final class TracedView: UIView {
    var index = 0
    var trace: Trace?
    /// A constraint whose constant `updateConstraints` sets from `inset`.
    var owned: NSLayoutConstraint?
    var inset: CGFloat = 0
    /// A view `layoutSubviews` flags every third call.
    weak var poked: UIView?
    private var layoutCount = 0

    override func updateConstraints() {
        trace?.calls.append("U\(index)")
        owned?.constant = inset
        super.updateConstraints()
    }

    override func layoutSubviews() {
        trace?.calls.append("L\(index) \(frame.width)")
        layoutCount += 1
        if layoutCount % 3 == 0 { poked?.setNeedsLayout() }
    }

    override func layoutMarginsDidChange() { trace?.calls.append("M\(index)") }
}

final class TracedLabel: UILabel {
    var index = 0
    var trace: Trace?
    override func layoutSubviews() { trace?.calls.append("L\(index) \(frame.width)") }
}

final class TracedStack: UIStackView {
    var index = 0
    var trace: Trace?
    override func layoutSubviews() { trace?.calls.append("L\(index) \(frame.width)") }
}

/// A root and 4–14 views: plain views (placed by constraints, or by their frame and mask),
/// labels (some wrapping) and stacks, each in the root, a plain view or a stack.
final class RandomTree {
    let root: TracedView
    var views: [UIView] = []
    let trace: Trace
    /// Whether labels are plain `UILabel`s (untraced), as the layer's fast paths for labels
    /// without overrides need.
    let plainLabels: Bool

    init(_ random: inout SplitMix64, trace: Trace, plainLabels: Bool = false) {
        self.trace = trace
        self.plainLabels = plainLabels
        root = TracedView(frame: CGRect(x: 0, y: 0, width: CGFloat(Int.random(in: 240 ... 420, using: &random)),
                                        height: CGFloat(Int.random(in: 300 ... 600, using: &random))))
        root.trace = trace
        views = [root]
        for _ in 0 ..< Int.random(in: 4 ... 14, using: &random) { add(&random) }
        for case let view as TracedView in views {
            view.poked = views.randomElement(using: &random)
        }
    }

    /// Makes one random view and places it in a random container of the tree.
    func add(_ random: inout SplitMix64) {
        let containers = views.filter { !($0 is UILabel) && $0.isDescendant(of: root) }
        let parent = containers.randomElement(using: &random)!
        let view: UIView
        switch Int.random(in: 0 ..< 6, using: &random) {
        case 0, 1:
            let label = plainLabels ? UILabel() : TracedLabel()
            label.text = String(repeating: "word ", count: Int.random(in: 1 ... 12, using: &random))
            label.numberOfLines = Bool.random(using: &random) ? 0 : 1
            if let traced = label as? TracedLabel { (traced.index, traced.trace) = (views.count, trace) }
            view = label
        case 2:
            let stack = TracedStack()
            stack.axis = Bool.random(using: &random) ? .vertical : .horizontal
            stack.spacing = CGFloat(Int.random(in: 0 ... 12, using: &random))
            stack.isLayoutMarginsRelativeArrangement = Bool.random(using: &random)
            (stack.index, stack.trace) = (views.count, trace)
            view = stack
        default:
            let plain = TracedView()
            (plain.index, plain.trace) = (views.count, trace)
            plain.preservesSuperviewLayoutMargins = Int.random(in: 0 ..< 3, using: &random) == 0
            view = plain
        }
        views.append(view)
        if let stack = parent as? UIStackView, Bool.random(using: &random) {
            stack.addArrangedSubview(view)
            return
        }
        parent.addSubview(view)
        if Int.random(in: 0 ..< 5, using: &random) == 0 {
            view.frame = CGRect(x: CGFloat(Int.random(in: 0 ... 30, using: &random)), y: CGFloat(Int.random(in: 0 ... 30, using: &random)),
                                width: 60, height: 30)
            view.autoresizingMask = Bool.random(using: &random) ? [.flexibleWidth] : [.flexibleLeftMargin, .flexibleBottomMargin]
            return
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        let inset = CGFloat(Int.random(in: 0 ... 20, using: &random))
        let leading = Bool.random(using: &random)
            ? view.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor, constant: inset)
            : view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset)
        var constraints = [leading, view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(Int.random(in: 0 ... 40, using: &random)))]
        constraints.append(Bool.random(using: &random)
            ? view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset)
            : view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 20 ... 200, using: &random))))
        if !(view is UILabel) {
            constraints.append(view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10 ... 80, using: &random))))
        }
        NSLayoutConstraint.activate(constraints)
        if let traced = view as? TracedView { traced.owned = constraints[1] }
    }
}

/// The edits between layouts.
enum Edit {
    static let kinds = 13

    static func apply(_ kind: Int, to view: UIView, in tree: RandomTree, _ random: inout SplitMix64) {
        switch kind {
        case 0: tree.root.frame.size.width = CGFloat(Int.random(in: 240 ... 420, using: &random))
        case 1: (view as? UILabel)?.text = String(repeating: "word ", count: Int.random(in: 0 ... 14, using: &random))
        case 2: (view as? UILabel)?.numberOfLines = Bool.random(using: &random) ? 0 : 1
        case 3:
            (view as? TracedView)?.inset = CGFloat(Int.random(in: 0 ... 30, using: &random))
            view.setNeedsUpdateConstraints()
        case 4:
            if view.superview is UIStackView { view.isHidden.toggle() }
        case 5: view.layoutMargins = UIEdgeInsets(top: 4, left: CGFloat(Int.random(in: 0 ... 24, using: &random)), bottom: 4, right: 8)
        case 6: view.preservesSuperviewLayoutMargins.toggle()
        case 7: if view !== tree.root { view.removeFromSuperview() }
        case 8: tree.add(&random)
        case 9:
            // Placed by its mask, the frame moves it; placed by constraints, the next layout
            // puts it back.
            if view !== tree.root {
                view.frame = CGRect(x: CGFloat(Int.random(in: 0 ... 40, using: &random)), y: 5, width: 70, height: 30)
            }
        case 10: view.setNeedsLayout()
        case 11:
            // The same views in another order: the tree changes shape, the plan's views do not.
            if Bool.random(using: &random) { view.superview?.bringSubviewToFront(view) } else { view.superview?.sendSubviewToBack(view) }
        default:
            (view as? UIStackView)?.spacing = CGFloat(Int.random(in: 0 ... 16, using: &random))
            view.invalidateIntrinsicContentSize()
        }
    }
}
