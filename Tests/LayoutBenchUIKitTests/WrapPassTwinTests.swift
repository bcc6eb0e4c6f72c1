import Foundation
@testable import LayoutBenchUIKit
import LayoutCore
import Testing

/// Wrapping labels whose size stays at a new width need no other layout pass; the naive twin
/// (``DirtyViews/remeasuresEveryNewWrapWidth``) measures every one again in another pass. Both
/// must give the same frames, the same `updateConstraints`/`layoutSubviews` calls in the same
/// order and the same console output after every layout.
@Suite struct WrapPassTwinTests {
    /// The random trees and edits of ``DirtyViewsTwinTests`` with plain labels (1–14 words,
    /// wrapping or not, at widths 240–420), through both twins, dirty passes and whole-tree walks.
    @Test(arguments: 0 ..< 40)
    func skippedPassesMatchRemeasuring(_ seed: Int) {
        for wholeTree in [false, true] {
            let fast = Self.run(seed: UInt64(seed), wholeTree: wholeTree, naive: false)
            let naive = Self.run(seed: UInt64(seed), wholeTree: wholeTree, naive: true)
            #expect(naive.kept == 0)
            #expect(fast.records.count == naive.records.count)
            for (step, (a, b)) in zip(fast.records, naive.records).enumerated() where a != b {
                Issue.record("seed \(seed), whole tree \(wholeTree), step \(step):\nfast: \(a)\nnaive: \(b)")
                return
            }
        }
    }

    /// The comparisons mean something only if labels keep their size in several trees.
    @Test func mostTreesKeepSomeWrapSize() {
        let keeping = (0 ..< 10).filter { Self.run(seed: UInt64($0), wholeTree: false, naive: false).kept > 0 }
        #expect(keeping.count >= 3, "only seeds \(keeping) kept a wrapping label's size")
    }

    /// Every text of 0–12 words in a wrapping label pinned to a root of every width from 40 to
    /// 420 in steps of 20, widths changed in place, and fitted sizes; the root's `layoutSubviews`
    /// records the label's width.
    @Test func everyTextAtEveryWidthMatches() {
        var kept = 0
        for words in 0 ... 12 {
            func run(naive: Bool) -> [DirtyViewsTwinTests.Record] {
                let trace = Trace()
                let root = TracedView(frame: CGRect(x: 0, y: 0, width: 40, height: 400))
                root.rootState.dirtyViews.remeasuresEveryNewWrapWidth = naive
                let label = UILabel()
                root.trace = trace
                label.text = String(repeating: "word ", count: words)
                label.numberOfLines = words % 3 == 0 ? 2 : 0
                root.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: root.topAnchor),
                ])
                var records: [DirtyViewsTwinTests.Record] = []
                for width in stride(from: 40, through: 420, by: 20) {
                    root.frame.size.width = CGFloat(width)
                    root.layoutIfNeeded()
                    let fitted = root.systemLayoutSizeFitting(CGSize(width: CGFloat(width), height: 0),
                                                              withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel)
                    records.append(.init(frames: [root.frame, label.frame, CGRect(origin: .zero, size: fitted)],
                                         calls: trace.calls, console: []))
                    trace.calls = []
                }
                kept += root.rootState.dirtyViews.keptWrapSizes
                return records
            }
            #expect(run(naive: false) == run(naive: true), "\(words) words")
        }
        #expect(kept > 0)
    }

    /// A view whose `layoutSubviews` lays its tree out again (as some view code does), below a
    /// wrapping label that keeps its size: the inner cycle leaves the outer one's count alone.
    @Test func aLayoutFromLayoutSubviewsMatches() {
        func run(naive: Bool) -> [DirtyViewsTwinTests.Record] {
            let trace = Trace()
            let root = TracedView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            root.trace = trace
            root.rootState.dirtyViews.remeasuresEveryNewWrapWidth = naive
            let label = UILabel(), inner = ReentrantView()
            inner.trace = trace
            label.text = "Two words"
            label.numberOfLines = 0
            for view in [label, inner] {
                root.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                inner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                inner.topAnchor.constraint(equalTo: label.bottomAnchor),
                inner.heightAnchor.constraint(equalToConstant: 20),
            ])
            var records: [DirtyViewsTwinTests.Record] = []
            for width in stride(from: 200, through: 400, by: 50) {
                root.frame.size.width = CGFloat(width)
                root.layoutIfNeeded()
                records.append(.init(frames: [root.frame, label.frame, inner.frame], calls: trace.calls, console: []))
                trace.calls = []
            }
            return records
        }
        #expect(run(naive: false) == run(naive: true))
    }

    static func run(seed: UInt64, wholeTree: Bool, naive: Bool) -> (records: [DirtyViewsTwinTests.Record], kept: Int) {
        var random = SplitMix64(seed: seed)
        let trace = Trace()
        let tree = RandomTree(&random, trace: trace, plainLabels: true)
        let dirty = tree.root.rootState.dirtyViews
        dirty.walksWholeTree = wholeTree
        dirty.remeasuresEveryNewWrapWidth = naive
        var records: [DirtyViewsTwinTests.Record] = []
        func layOut() {
            let console = ConsoleCapture()
            UIKitConsole.withSink({ console.append($0) }) { tree.root.layoutIfNeeded() }
            records.append(.init(frames: tree.views.map(\.frame), calls: trace.calls,
                                 console: console.messages.map(DirtyViewsTwinTests.normalized)))
            trace.calls = []
        }
        layOut()
        for _ in 0 ..< 14 {
            let kind = Int.random(in: 0 ..< Edit.kinds, using: &random)
            Edit.apply(kind, to: tree.views.randomElement(using: &random)!, in: tree, &random)
            layOut()
        }
        return (records, dirty.keptWrapSizes)
    }
}

/// A view whose every other `layoutSubviews` flags itself and lays its tree out again.
final class ReentrantView: UIView {
    var trace: Trace?
    private var calls = 0

    override func layoutSubviews() {
        calls += 1
        trace?.calls.append("R\(calls) \(frame.width)")
        if calls % 2 == 1 {
            setNeedsLayout()
            superview?.layoutIfNeeded()
        }
    }
}
