import LayoutModel
import LayoutSolver

/// The differential check of a layout case: laid out by every solver strategy, and by the
/// incremental one both in place and from scratch at every layout, the answers must agree and
/// keep the rules every answer keeps.
public enum LayoutCaseCheck {
    /// One way of laying a case out.
    public struct Runner {
        public var name: String
        public var strategy: any SolverStrategy.Type
        public var updatesInPlace: Bool
        /// In place, whether the engine reads the tree's recorded changes (true) or compares the
        /// whole plan at every layout (``LayoutEngine/tracksChanges``).
        public var tracksChanges: Bool

        public init(name: String, strategy: any SolverStrategy.Type, updatesInPlace: Bool, tracksChanges: Bool = true) {
            self.name = name
            self.strategy = strategy
            self.updatesInPlace = updatesInPlace
            self.tracksChanges = tracksChanges
        }
    }

    /// The reference — the incremental strategy applying every step in place from the tree's
    /// recorded changes — first; then the same comparing the whole plan at every layout (the
    /// naive twin of change tracking), the incremental strategy solving each layout afresh (so a
    /// step sequence, rejected constraints removed again included, must leave the state a fresh
    /// solve finds) and every other strategy in its own mode.
    public static var runners: [Runner] {
        [Runner(name: "incremental", strategy: IncrementalSolver.self, updatesInPlace: true),
         Runner(name: "incremental-replanned", strategy: IncrementalSolver.self, updatesInPlace: true,
                tracksChanges: false),
         Runner(name: "incremental-fresh", strategy: IncrementalSolver.self, updatesInPlace: false)]
            + SolverStrategies.all.filter { ObjectIdentifier($0) != ObjectIdentifier(IncrementalSolver.self) }
            .map { Runner(name: $0.name, strategy: $0, updatesInPlace: false) }
    }

    /// Checks `layoutCase` on every runner: the same verdict (invalid or laid out), per layout
    /// the same status, broken constraints, conflicting sets, ambiguity and determined frames
    /// (``LayoutComparison``); in every layout of every runner no non-finite frame value and no
    /// accepted required constraint left unsatisfied; and every conflicting set irreducible
    /// (re-checked on fresh solvers) and ending with the constraint it broke.
    /// - Parameter runners: the reference first, then its twins; ``runners`` by default.
    /// - Complexity: one layout per step per runner, plus n + 1 solves per broken constraint.
    public static func check(_ layoutCase: LayoutCase, runners: [Runner] = runners) -> FuzzVerdict {
        var problems: [String] = []
        var outcomes: [(runner: Runner, layouts: [LayoutResult]?)] = []
        for runner in runners {
            outcomes.append((runner, run(layoutCase, with: runner, problems: &problems)))
        }
        guard let reference = outcomes[0].layouts else {
            let laidOut = outcomes.filter { $0.layouts != nil }.map(\.runner.name)
            if !laidOut.isEmpty { problems.append("invalid for \(runners[0].name) but laid out by \(laidOut)") }
            return FuzzVerdict(status: problems.isEmpty ? .invalid : .disagreement, problems: problems)
        }
        for (runner, layouts) in outcomes.dropFirst() {
            guard let layouts else {
                problems.append("\(runner.name): refused a case \(runners[0].name) laid out")
                continue
            }
            guard layouts.count == reference.count else {
                problems.append("\(runner.name): \(layouts.count) layouts vs \(reference.count)")
                continue
            }
            for (index, (a, b)) in zip(reference, layouts).enumerated() {
                for difference in LayoutComparison.differences(a, b) {
                    problems.append("\(layoutName(index)): \(runners[0].name) vs \(runner.name): \(difference)")
                }
            }
        }
        for (index, layout) in reference.enumerated() {
            for broken in layout.broken {
                if broken.conflict.last?.name != broken.constraint.name {
                    problems.append("\(layoutName(index)): the conflict of \(broken.constraint.name) does not end with it")
                }
                if !ConflictCheck.isIrreducible(broken.system) {
                    problems.append("\(layoutName(index)): conflict \(broken.conflict.map(\.name)) is not irreducible")
                }
            }
        }
        if !problems.isEmpty { return FuzzVerdict(status: .disagreement, problems: problems) }
        let statuses = Set(reference.map(\.status))
        return FuzzVerdict(status: statuses.contains(.unsatisfiable) ? .unsatisfiable
                               : statuses.contains(.ambiguous) ? .ambiguous : .satisfied)
    }

    /// `initial` or `step N` (from 1).
    static func layoutName(_ index: Int) -> String { index == 0 ? "initial" : "step \(index)" }

    /// Every layout of the case by `runner`, or nil when the case is invalid; rule breaks inside
    /// one runner's layouts go to `problems`.
    private static func run(_ layoutCase: LayoutCase, with runner: Runner, problems: inout [String]) -> [LayoutResult]? {
        let session: LayoutSession
        do {
            session = try LayoutSession(layoutCase, strategy: runner.strategy, updatesInPlace: runner.updatesInPlace,
                                        tracksChanges: runner.tracksChanges)
        } catch {
            return nil
        }
        var layouts: [LayoutResult] = []
        repeat {
            let name = layoutName(layouts.count)
            do {
                let layout = try session.layout(analyzingAmbiguity: true)
                for id in layout.viewIDs {
                    guard let frame = layout.frames[id] else { continue }
                    if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
                        problems.append("\(name): \(runner.name): \(id) has a non-finite frame \(frame)")
                    }
                }
                let unsatisfied = session.engine.unsatisfiedRequiredConstraints()
                if !unsatisfied.isEmpty {
                    problems.append("\(name): \(runner.name): required constraints not satisfied: \(unsatisfied)")
                }
                layouts.append(layout)
            } catch {
                problems.append("\(name): \(runner.name): layout failed: \(error)")
                return layouts
            }
        } while session.applyNextStep()
        return layouts
    }
}
