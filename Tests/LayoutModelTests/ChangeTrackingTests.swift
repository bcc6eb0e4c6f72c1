import LayoutCore
import Foundation
import LayoutFuzz
import LayoutGen
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Change tracking against its naive twin: two copies of a random case, one laid out by an engine
/// that reads the tree's recorded changes and one that compares the whole plan at every layout,
/// take the same random edits through the Swift API — the ones a case file cannot express too
/// (moving views, stacks, labels, layout direction, invalid values put right again). After every
/// edit both must agree on everything (``LayoutComparison``, ambiguity analysed) or throw the
/// same error.
@Suite struct ChangeTrackingTests {
    @Test func trackedAgreesWithReplanned() throws {
        var tracked = 0, layouts = 0
        for seed in UInt64(1)...UInt64(96) {
            let counts = try Self.check(seed: seed)
            tracked += counts.tracked
            layouts += counts.layouts
        }
        // Most edits are read from the journal; labels, moves, stacks, direction and errors
        // (which last until an edit puts them right) make the engine collect the plan.
        #expect(tracked * 4 >= layouts, "\(tracked) of \(layouts) layouts from recorded changes")
    }

    /// The layouts done (after the first) and how many of them the tracked engine did from
    /// recorded changes.
    static func check(seed: UInt64) throws -> (tracked: Int, layouts: Int) {
        var generator = RandomCaseGenerator(seed: seed, knobs: .init(viewCount: 2...9, maxSteps: 0))
        let layoutCase = generator.makeCase(name: "tracked-\(seed)")
        let tracked = try Copy(layoutCase, tracksChanges: true)
        let replanned = try Copy(layoutCase, tracksChanges: false)
        #expect(tracked.engine.tracksChanges && !replanned.engine.tracksChanges)
        var random = SplitMix64(seed: seed &* 7919)
        let edits = 40
        for step in 0..<edits {
            let edit = Edit.random(&random, viewCount: tracked.views.count, constraintCount: tracked.constraints.count)
            tracked.apply(edit)
            replanned.apply(edit)
            let context = "seed \(seed) step \(step) \(edit)\n\(layoutCase.text)"
            switch (Result { try tracked.layout() }, Result { try replanned.layout() }) {
            case (.success(let a), .success(let b)):
                let differences = LayoutComparison.differences(a, b)
                #expect(differences.isEmpty, "\(context): \(differences)")
                // Dirty reads (only the frames whose variables the solver wrote) against reading all.
                #expect(tracked.engine.framesAreCurrent() && replanned.engine.framesAreCurrent(), "\(context)")
                #expect(tracked.engine.unsatisfiedRequiredConstraints().isEmpty, "\(context)")
                // The names kept as items come and go (none recounted after a first layout)
                // against counting them afresh.
                #expect(tracked.engine.namesAreCurrent() && replanned.engine.namesAreCurrent(), "\(context)")
            case (.failure(let a), .failure(let b)):
                #expect(a as? LayoutError == b as? LayoutError, "\(context)")
            case (let a, let b):
                Issue.record("\(context): tracked \(a) vs replanned \(b)")
            }
        }
        #expect(replanned.engine.trackedLayoutCount == 0)
        return (tracked.engine.trackedLayoutCount, edits)
    }

    /// Labels equal as strings but spelled with different bytes (canonically equivalent, or a
    /// Kelvin sign beside a K) are duplicates: the tracked engine, whose name index hashes bytes,
    /// must leave them to the plan and refuse them as the replanned engine does.
    @Test(arguments: [("\u{E9}", "e\u{301}"), ("e\u{301}", "\u{E9}"), ("K", "\u{212A}"), ("\u{212A}", "K")])
    func equivalentLabelsAreDuplicates(first: String, second: String) throws {
        func make(tracksChanges: Bool) throws -> (engine: LayoutEngine, root: View, later: LayoutConstraint) {
            let root = View("root")
            root.targetSize = TargetSize(width: 100, height: 100)
            let view = View("v")
            root.addSubview(view)
            for constraint in [view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                               view.topAnchor.constraint(equalTo: root.topAnchor),
                               view.widthAnchor.constraint(equalToConstant: 10)] { constraint.isActive = true }
            let held = view.heightAnchor.constraint(equalToConstant: 10)
            held.identifier = first
            held.isActive = true
            let later = view.heightAnchor.constraint(equalToConstant: 20)
            later.identifier = second
            let engine = LayoutEngine(tracksChanges: tracksChanges)
            _ = try engine.layout(root)
            return (engine, root, later)
        }
        let tracked = try make(tracksChanges: true), replanned = try make(tracksChanges: false)
        tracked.later.isActive = true
        replanned.later.isActive = true
        let trackedError = #expect(throws: LayoutError.self) { try tracked.engine.layout(tracked.root) }
        let replannedError = #expect(throws: LayoutError.self) { try replanned.engine.layout(replanned.root) }
        #expect(trackedError == replannedError && trackedError?.reason == .duplicateLabel(second))
    }

    @Test func aRootResizeReadsOneChange() throws {
        let workload = ViewTreeWorkload(shape: .independent, viewCount: 50, seed: 1)
        let session = try LayoutSession(workload.layoutCase, strategy: IncrementalSolver.self)
        _ = try session.layout()
        let journal = try #require(session.root.engineState.journal)
        session.root.targetSize.width = 400
        #expect(journal.changes.count == 1)
        let resized = try session.layout()
        let fresh = try LayoutSession(workload.layoutCase, strategy: FullSolver.self)
        fresh.root.targetSize.width = 400
        #expect(LayoutComparison.differences(resized, try fresh.layout()).isEmpty)
    }

    /// One copy of the case: its views and constraints in creation order, so that an edit names
    /// the same ones in both copies.
    final class Copy {
        let session: LayoutSession
        let views: [LayoutItem]
        var constraints: [LayoutConstraint]
        var engine: LayoutEngine { session.engine }

        init(_ layoutCase: LayoutCase, tracksChanges: Bool) throws {
            session = try LayoutSession(layoutCase, strategy: IncrementalSolver.self, tracksChanges: tracksChanges)
            views = session.root.descendants().sorted { $0.sequence < $1.sequence }
            var seen = Set<ObjectIdentifier>()
            constraints = views.flatMap { Array($0.activeConstraints) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
                .sorted { $0.sequence < $1.sequence }
        }

        func layout() throws -> LayoutResult { try session.layout(analyzingAmbiguity: true) }

        func apply(_ edit: Edit) {
            let root = session.root
            switch edit {
            case .rootWidth(let width): root.targetSize.width = width
            case .rootHeight(let height): root.targetSize.height = height
            // A guide has no intrinsic size or content priorities.
            case .intrinsicSize(let view, let size): (views[view] as? View)?.intrinsicContentSize = size
            case .hugging(let view, let priority):
                (views[view] as? View)?.setContentHuggingPriority(priority, for: .horizontal)
            case .compression(let view, let priority):
                (views[view] as? View)?.setContentCompressionResistancePriority(priority, for: .vertical)
            case .toggle(let index): constraints[index].isActive.toggle()
            case .constant(let index, let constant): constraints[index].constant = constant
            case .priority(let index, let priority): constraints[index].priority = priority
            case .label(let index, let label): constraints[index].identifier = label
            case .add(let a, let b, let required):
                let constraint = views[a].widthAnchor.constraint(equalTo: views[b].widthAnchor, constant: 4)
                constraint.identifier = "added\(constraints.count)"
                if !required { constraint.priority = 500 }
                constraint.isActive = true
                constraints.append(constraint)
            case .direction: root.layoutDirection = root.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            case .move(let view, let parent):
                // Only to a parent outside the view's subtree, so that the tree stays one tree.
                // A guide moves to another owning view; nothing moves into a guide.
                guard view != 0, let parent = views[parent] as? View else { return }
                switch views[view] {
                case let guide as LayoutGuide: parent.addLayoutGuide(guide)
                case let moved as View where !parent.isDescendant(of: moved): parent.addSubview(moved)
                default: return
                }
            case .spacing(let spacing):
                for case let stack as StackView in views { stack.spacing = spacing }
            }
        }
    }

    /// One edit, by view and constraint index (creation order).
    enum Edit {
        case rootWidth(Double?), rootHeight(Double?)
        case intrinsicSize(Int, Size)
        case hugging(Int, Priority), compression(Int, Priority)
        case toggle(Int), constant(Int, Double), priority(Int, Priority), label(Int, String?)
        case add(Int, Int, required: Bool)
        case direction
        case move(Int, to: Int)
        case spacing(Double)

        static func random(_ random: inout SplitMix64, viewCount: Int, constraintCount: Int) -> Edit {
            func below(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
            func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
            let view = below(viewCount), constraint = below(constraintCount)
            let priorities: [Priority] = [1000, 999, 750, 500, 250, 1]
            // Mostly what the journal records precisely; now and then what makes the engine
            // collect the whole plan, and invalid values (which later edits put right).
            switch below(constraintCount == 0 ? 6 : 15) {
            case 0: return .rootWidth(pick([nil, 320, 375, 414, 1_000]))
            case 1: return .rootHeight(pick([nil, 44, 200, 812]))
            case 2, 3: return .intrinsicSize(view, Size(width: pick([-1, 0, 20, 50, 140.5, 400, 60, -5]), height: pick([-1, 12, 44])))
            case 4: return pick([.hugging(view, pick(priorities + [0])), .compression(view, pick(priorities))])
            case 5: return .add(view, below(viewCount), required: below(2) == 0)
            case 6, 7, 8: return .toggle(constraint)
            case 9, 10: return .constant(constraint, pick([0, 8, -16, 300, 12, .nan]))
            case 11, 12: return .priority(constraint, pick(priorities + [1500]))
            case 13: return pick([.direction, .move(view, to: below(viewCount)), .spacing(pick([0, 6, .infinity]))])
            default: return .label(constraint, pick([nil, "k", "c0", "c1", "v1.width.hugging", "lbl\(below(3))"]))
            }
        }
    }
}
