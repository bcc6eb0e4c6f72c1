import LayoutCore
import LayoutModel
import LayoutSolver

/// Seeded random layout cases — the mixed trees the cross-checks and the fuzzer run: trees with
/// stacks, intrinsic sizes and priorities; constraints with inequalities, priorities,
/// multipliers, both horizontal families (leading/trailing and left/right) and right-to-left;
/// and steps that resize, change intrinsic sizes, switch constraints on and off, add
/// constraints (often conflicting ones) and remove them again.
///
/// Every generated case is meant to be valid (it may be unsatisfiable or ambiguous); the same
/// seed and knobs give the same case.
public struct RandomCaseGenerator: Sendable {
    /// The stack distributions drawn: the two that existed when the seeds were pinned, so fixed
    /// seeds keep generating what they did (SeedStabilityTests, the fuzz corpus).
    static let drawnDistributions: [StackView.Distribution] = [.fill, .fillEqually]
    /// The stack alignments drawn: those that existed when the seeds were pinned, likewise.
    static let drawnAlignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]

    /// How the generated cases lean.
    public struct Knobs: Equatable, Sendable {
        /// Views per case.
        public var viewCount: ClosedRange<Int> = 2...8
        /// The chance that a constraint between two views (an extra one or a step's addition) is
        /// drawn required; the others get one of a few optional priorities.
        public var requiredConstraints = 0.65
        /// The chance that an extra constraint between two views is made required whatever was
        /// drawn — required extras are what makes cases unsatisfiable.
        public var requiredExtras = 0.4
        /// The chance that a constraint a step adds is made required whatever was drawn.
        public var requiredAdditions = 0.5
        /// The chance, per view and axis, that its placement leaves the far end (size or
        /// trailing edge) free — what leaves views under-constrained (ambiguous).
        public var openEnds = 0.15
        /// The chance that a case also gets a deliberate conflict: a view's width pinned to two
        /// different required constants.
        public var injectedConflicts = 0.0
        /// The chance that a view gets an intrinsic size (without one, a view its constraints do
        /// not size is ambiguous).
        public var intrinsicSizes = 0.6
        /// The chance that the root gets a height (without one, a tree whose content does not
        /// decide it is ambiguous).
        public var rootHeights = 0.5
        /// At most this many steps.
        public var maxSteps = 4
        /// The chance of each UIKit extra once a case is made: custom layout margins per view,
        /// placements against the parent's margins or safe area, a safe-area inset, a layout guide
        /// (``addUIKitAnchors(to:parents:)``). 0 (the default) leaves the cases as they were.
        public var uikitAnchors = 0.0

        public init(viewCount: ClosedRange<Int> = 2...8, requiredConstraints: Double = 0.65, requiredExtras: Double = 0.4,
                    requiredAdditions: Double = 0.5, openEnds: Double = 0.15, injectedConflicts: Double = 0,
                    intrinsicSizes: Double = 0.6, rootHeights: Double = 0.5, maxSteps: Int = 4, uikitAnchors: Double = 0)
        {
            self.intrinsicSizes = intrinsicSizes
            self.rootHeights = rootHeights
            self.uikitAnchors = uikitAnchors
            self.viewCount = viewCount
            self.requiredConstraints = requiredConstraints
            self.requiredExtras = requiredExtras
            self.requiredAdditions = requiredAdditions
            self.openEnds = openEnds
            self.injectedConflicts = injectedConflicts
            self.maxSteps = maxSteps
        }
    }

    public var knobs: Knobs
    var random: SplitMix64

    public init(seed: UInt64, knobs: Knobs = Knobs()) {
        random = SplitMix64(seed: seed)
        self.knobs = knobs
    }

    // Every draw goes through SplitMix64+Draws.swift, written out so that seeds reproduce across
    // toolchains (they compute what the standard library's `random(in:using:)` and
    // `randomElement(using:)` did when these cases were first generated).
    private mutating func chance(_ p: Double) -> Bool { random.double(in: 0..<1) < p }
    private mutating func pick<T>(_ items: [T]) -> T { random.element(of: items)! }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { random.int(in: range) }

    /// The next case of this generator.
    public mutating func makeCase(name: String) -> LayoutCase {
        let count = int(max(1, knobs.viewCount.lowerBound)...max(1, knobs.viewCount.upperBound))
        var parents: [Int?] = [nil]
        for index in 1..<count { parents.append(int(0...(index - 1))) }
        var views = (0..<count).map { LayoutCase.ViewSpec(id: "v\($0)", parent: parents[$0].map { "v\($0)" }) }
        for index in 0..<count {
            let children = (0..<count).filter { parents[$0] == index }.map { "v\($0)" }
            if !children.isEmpty, chance(0.4) {
                var arranged = children.filter { _ in chance(0.85) }
                if chance(0.1) { arranged.reverse() }
                var stack = LayoutCase.StackSpec(
                    axis: pick(LayoutAxis.allCases), distribution: pick(Self.drawnDistributions),
                    alignment: pick(Self.drawnAlignments), spacing: pick([0, 4, 8, 2.5]), arranged: arranged)
                if let first = arranged.first, chance(0.2) { stack.customSpacing[first] = pick([0, 12]) }
                views[index].stack = stack
            }
            if chance(knobs.intrinsicSizes) {
                views[index].intrinsicSize = Size(width: chance(0.8) ? pick([0, 20, 36, 50, 120, 140.5]) : -1,
                                                  height: chance(0.8) ? pick([0, 12, 17, 20, 44]) : -1)
            }
            if chance(0.3) { views[index].hugging = [pick(priorities), pick(priorities)] }
            if chance(0.3) { views[index].compressionResistance = [pick(priorities), pick(priorities)] }
        }
        var layoutCase = LayoutCase(
            name: name, layoutDirection: chance(0.3) ? .rightToLeft : .leftToRight,
            root: TargetSize(width: chance(0.8) ? pick([320, 375, 414, 600]) : nil,
                             height: chance(knobs.rootHeights) ? pick([44, 64, 200, 812]) : nil),
            views: views, constraints: [])
        let arranged = Set(views.compactMap(\.stack).flatMap(\.arranged))
        for index in 1..<max(1, count) where !arranged.contains("v\(index)") {
            layoutCase.constraints += makePlacement("v\(index)", in: "v\(parents[index]!)")
        }
        for _ in 0..<int(0...(count / 2 + 1)) {
            var spec = makeConstraint(parents: parents)
            if chance(knobs.requiredExtras) { spec.priority = 1000 }
            layoutCase.constraints.append(spec)
        }
        for index in layoutCase.constraints.indices where chance(0.12) {
            layoutCase.constraints[index].label = "k\(index)"
        }
        layoutCase.inactive = layoutCase.constraints.indices.filter { _ in chance(0.1) }.map { layoutCase.label(at: $0) }
        layoutCase.steps = makeSteps(layoutCase, parents: parents)
        if knobs.injectedConflicts > 0, chance(knobs.injectedConflicts) {
            let view = "v\(int(0...(count - 1)))"
            let width = Double(int(1...30) * 10)
            for (index, constant) in [width, width + Double(int(1...40))].enumerated() {
                layoutCase.constraints.append(ConstraintSpec(label: "conflict\(index)", first: .init(view, .width),
                                                             relation: .equal, constant: constant, priority: 1000))
            }
        }
        if knobs.uikitAnchors > 0 { addUIKitAnchors(to: &layoutCase, parents: parents) }
        return layoutCase
    }

    /// Places `view` in `parent` the usual way — a leading (or left) edge and a width or a
    /// trailing edge; a top and a height or a bottom — leaving a side out now and then.
    private mutating func makePlacement(_ view: String, in parent: String) -> [ConstraintSpec] {
        var result: [ConstraintSpec] = []
        let horizontal: (LayoutAttribute, LayoutAttribute) = chance(0.8) ? (.leading, .trailing) : (.left, .right)
        for (lead, trail, size) in [(horizontal.0, horizontal.1, LayoutAttribute.width), (.top, .bottom, .height)] {
            let priority: Double = chance(0.85) ? 1000 : pick([999, 750, 250])
            if chance(0.9) {
                result.append(ConstraintSpec(first: .init(view, lead), relation: .equal, second: .init(parent, lead),
                                             constant: pick([0, 8, 16]), priority: priority))
            }
            let end = random.double(in: 0..<1)
            let bounded = 1 - knobs.openEnds
            if end < bounded * 0.45 / 0.85 {
                result.append(ConstraintSpec(first: .init(view, size), relation: pick([.equal, .equal, .lessThanOrEqual]),
                                             constant: pick([20, 36, 44, 100]), priority: priority))
            } else if end < bounded {
                result.append(ConstraintSpec(first: .init(view, trail), relation: pick([.equal, .equal, .lessThanOrEqual]),
                                             second: .init(parent, trail), constant: pick([0, -8, -16]), priority: priority))
            }
        }
        return result
    }

    private let priorities: [Double] = [250, 251, 249, 750, 751, 1000, 500.5, 999, 50]

    /// A valid constraint between related views (parent and child, siblings, or any two).
    private mutating func makeConstraint(parents: [Int?]) -> ConstraintSpec {
        let a = int(0...(parents.count - 1))
        var b: Int
        if let parent = parents[a], chance(0.6) {
            b = parent
        } else if chance(0.1) {
            b = a
        } else {
            b = int(0...(parents.count - 1))
        }
        if chance(0.5), let parent = parents[a] {
            let siblings = parents.indices.filter { parents[$0] == parent && $0 != a }
            if let sibling = random.element(of: siblings) { b = sibling }
        }
        let relation: Relation = chance(0.6) ? .equal : pick([.lessThanOrEqual, .greaterThanOrEqual])
        let priority = chance(knobs.requiredConstraints) ? 1000 : pick([999, 750, 500, 250, 51, 999.5])
        let constant = pick([0, 8, 16, -8, 20, 100, 4.5, -24])
        if chance(0.3) {
            let first = AttributeReference("v\(a)", pick([.width, .height]))
            if chance(0.4) {
                return ConstraintSpec(first: first, relation: relation, constant: abs(constant) * 2, priority: priority)
            }
            return ConstraintSpec(first: first, relation: relation, second: .init("v\(b)", pick([.width, .height])),
                                  multiplier: chance(0.7) ? 1 : pick([0.5, 2, 0, 1.5]), constant: constant,
                                  priority: priority)
        }
        let family: [LayoutAttribute] = chance(0.5) ? [.top, .bottom, .centerY]
            : chance(0.7) ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
        return ConstraintSpec(first: .init("v\(a)", pick(family)), relation: relation,
                              second: .init("v\(b)", pick(family)),
                              multiplier: chance(0.85) ? 1 : pick([0.5, 2, -1, 1.5]), constant: constant,
                              priority: priority)
    }

    private mutating func makeSteps(_ layoutCase: LayoutCase, parents: [Int?]) -> [LayoutCase.Step] {
        var present = Set(layoutCase.constraints.indices.map { layoutCase.label(at: $0) })
        var inactive = Set(layoutCase.inactive)
        var added: [String] = []
        var steps: [LayoutCase.Step] = []
        for number in 0..<int(0...max(0, knobs.maxSteps)) {
            var step = LayoutCase.Step()
            for _ in 0..<int(1...2) {
                switch int(0...5) {
                case 0:
                    step.root.width = pick([300, 320, 375, 414, 1024])
                    if chance(0.3) { step.root.height = pick([44, 64, 120, 600]) }
                case 1:
                    let view = "v\(int(0...(parents.count - 1)))"
                    step.intrinsicSize[view] = Size(width: pick([-1, 10, 60, 300]), height: pick([-1, 12, 30]))
                case 2, 3:
                    for index in 0..<int(1...2) {
                        var spec = makeConstraint(parents: parents)
                        if chance(knobs.requiredAdditions) { spec.priority = 1000 }
                        let label = "s\(number)_\(index)"
                        spec.label = label
                        guard !present.contains(label) else { continue }
                        step.add.append(spec)
                        present.insert(label)
                        added.append(label)
                    }
                case 4:
                    // A step removes before it switches constraints on or off, so a constraint
                    // this step switches stays.
                    let switched = Set(step.activate + step.deactivate)
                    let candidates = (chance(0.7) ? added : Array(present)).filter { present.contains($0) }
                        .filter { !step.add.map(\.label).contains($0) && !switched.contains($0) }.sorted()
                    if let label = random.element(of: candidates) {
                        step.remove.append(label)
                        present.remove(label)
                        inactive.remove(label)
                    }
                default:
                    let candidates = present.filter { !step.add.map(\.label).contains($0) && !step.remove.contains($0) }
                        .sorted()
                    if let label = random.element(of: candidates) {
                        if inactive.remove(label) != nil {
                            step.activate.append(label)
                        } else {
                            step.deactivate.append(label)
                            inactive.insert(label)
                        }
                    }
                }
            }
            steps.append(step)
        }
        return steps
    }
}
