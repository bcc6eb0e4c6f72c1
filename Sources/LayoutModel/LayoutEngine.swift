import LayoutSolver

/// Lays out view trees over a solver strategy and keeps the solver between layouts.
///
/// Each ``layout(_:analyzingAmbiguity:)`` brings the solver up to date with what the tree asks
/// for: removed or changed constraints are removed, new ones added. With ``updatesInPlace`` (the
/// default for the incremental strategy) that happens in place and only for what changed: the
/// tree records its changes (``ChangeJournal``: a root resize, an intrinsic size, a constraint
/// switched or edited) and the engine reads them, so that resizing the root replaces
/// `root.width` and an intrinsic-size change replaces that view's hugging and compression
/// constraints without looking at the rest. Changes of the tree's shape, names or stacks make it
/// collect and compare the whole plan (``LayoutPlan``), which is also what ``tracksChanges``
/// `false` does every time: the naive twin. Without ``updatesInPlace`` (the default for the full
/// strategy) a new solver takes the whole plan on every layout: the reference twin.
///
/// Unsatisfiable layouts recover as UIKit does, greedily: the result equals adding the plan's
/// constraints in layout order and breaking each required one that cannot hold together with the
/// required ones accepted before it. A broken constraint stays part of the layout and is tried
/// again whenever a required constraint before it goes away.
public final class LayoutEngine {
    public let strategy: any SolverStrategy.Type
    /// Whether changes are applied to the same solver (true) or the solver is rebuilt per layout.
    public let updatesInPlace: Bool
    /// Whether in-place layouts read the tree's recorded changes (true) or collect and compare
    /// the whole plan every time (false, the naive twin).
    public let tracksChanges: Bool

    var solver: any SolverStrategy
    /// The tree's root while it exists, held through its handle (``WeakView``).
    private var root: View? {
        get { heldRoot?.view }
        set { heldRoot = newValue.map { WeakView(view: $0) } }
    }
    private var heldRoot: WeakView?
    /// What the solver holds: every item of the last layout, accepted or broken, and which
    /// entry holds each fixed name (implicit names and labels), to catch duplicates.
    var entries = EngineEntries()
    /// The broken items, a subset of ``entries``.
    var broken: Set<LayoutPlan.Item.Key> = []
    /// How many of the tree's own constraints are labelled like `c<k>`, and how many are
    /// unlabelled (named `c<k>` by position): while there are both, a name could collide as
    /// positions move, so the whole plan is collected.
    var names = NameCensus()
    /// The views of the last layout, their frames and ambiguity once analysed.
    var laidOut: LaidOutViews?
    var analysis: [String: [FrameValue]]?
    /// The required constraint holding the value ``exerciseAmbiguity(of:)`` last moved, until
    /// the next layout that changes something or the next exercise.
    var exercisePin: Constraint?
    /// How far the root's journal was read: its epoch and change count (epoch −1: not read).
    private var journalPosition = (epoch: -1, count: 0)
    /// Layouts done from recorded changes alone, for tests.
    private(set) var trackedLayoutCount = 0
    /// The intrinsic-size edits the solver holds, by variable (``LayoutPlan/IntrinsicEdit``).
    var intrinsicEdits: [ObjectIdentifier: LayoutPlan.IntrinsicEdit] = [:]
    /// Whether an intrinsic size that changes moves to an edit variable where its priorities
    /// allow (true) or keeps plain constraints (false, the naive twin the tests compare with).
    var usesIntrinsicEdits = true
    /// Makes the engine's solver, at its start and at every ``reset()``: a new solver of
    /// ``strategy``. Tests swap in a naive twin's (a solver that pairs no soft inequalities).
    var makeSolver: () -> any SolverStrategy

    /// What the engine keeps of one item the solver holds (40 bytes). Its place in layout order
    /// is its key in ``entries``.
    struct Entry {
        var compiled: Constraint
        /// ``LayoutPlan/Item/source``: nil for a size floor or an intrinsic size.
        var source: LayoutConstraint?
        /// ``LayoutPlan/Item/fixedName``.
        var fixedName: ItemName?
        var isAccepted: Bool

        /// The compiled constraint's label, else its fixed name spelled out (a derived name's
        /// constraint is unlabelled, ``ItemName``), for messages.
        var label: String { compiled.label ?? fixedName?.text ?? "" }
    }

    /// - Parameters:
    ///   - strategy: the solver; incremental by default.
    ///   - updatesInPlace: defaults to true for ``IncrementalSolver`` and false otherwise.
    ///   - tracksChanges: whether in-place layouts read the tree's recorded changes instead of
    ///     comparing the whole plan (true by default).
    public init(strategy: any SolverStrategy.Type = IncrementalSolver.self, updatesInPlace: Bool? = nil,
                tracksChanges: Bool = true) {
        self.strategy = strategy
        self.updatesInPlace = updatesInPlace ?? (ObjectIdentifier(strategy) == ObjectIdentifier(IncrementalSolver.self))
        self.tracksChanges = tracksChanges
        makeSolver = { strategy.init() }
        solver = strategy.init()
    }

    /// Lays out the tree under `root` and writes every view's ``View/frame``: frames and broken
    /// constraints, as UIKit's layout pass. Ambiguity is an analysis of the laid-out tree that
    /// costs more than the layout (as `hasAmbiguousLayout` in UIKit): ask for it with
    /// `analyzingAmbiguity`, or later with ``ambiguity()`` or ``View/hasAmbiguousLayout``.
    ///
    /// - Throws: ``LayoutError`` for invalid input, before the solver changes.
    /// - Complexity: in place with tracked changes, the solver's work for the changed items plus
    ///   O(views) value reads (the solver cannot tell which values moved); collecting the plan,
    ///   O(plan) more; rebuilding, the solver's work for the whole plan. Plus an analysis per
    ///   broken constraint, and ``ambiguity()`` when asked.
    @discardableResult
    public func layout(_ root: View, analyzingAmbiguity: Bool = false) throws(LayoutError) -> LayoutResult {
        let journal = root.engineState.journal ?? ChangeJournal()
        root.engineState.journal = journal
        var changes: Changes
        if let tracked = trackedChanges(root, journal: journal) {
            changes = tracked
            trackedLayoutCount += 1
        } else {
            if !updatesInPlace || self.root !== root { reset() }
            // A collected plan keeps the edits the solver holds and makes no new ones: a first
            // layout (and every rebuild) has plain intrinsic-size constraints.
            let plan = try LayoutPlan(root: root) { [intrinsicEdits] view, axis in
                view.madeIntrinsicVariable(axis).map { intrinsicEdits[$0.id] != nil } ?? false
            }
            changes = planChanges(plan)
            laidOut = LaidOutViews(plan)
        }
        self.root = root
        // Adding counts the names of what it adds; a whole plan compared with held entries may
        // also have renamed some of those, so the names are then counted afresh.
        let heldEntries = !entries.isEmpty
        // An exercised value stays while nothing changes; any change lets it go first.
        let keepsExercise = exercisePin != nil && changes.isEmpty
        if !keepsExercise { releaseExercisePin() }
        try apply(&changes)
        if changes.isWholePlan && heldEntries { refreshNames() }
        journalPosition = (journal.epoch, journal.changes.count)
        if journal.changes.count > ChangeJournal.capacity / 2 {
            journal.clear()
            journalPosition = (journal.epoch, 0)
        }
        if !keepsExercise { analysis = nil }
        root.engineState.lastEngine = self
        let result = currentResult(viewsAreAlive: true)
        return analyzingAmbiguity ? result.analyzed(ambiguity()) : result
    }

    /// Recomputes ``names`` from the entries: the naive twin of the counts ``apply(_:)`` keeps
    /// as it adds and removes (``namesAreCurrent()`` compares them).
    private func refreshNames() {
        var census = NameCensus()
        for (key, entry) in entries { census.count(key, fixedName: entry.fixedName, by: 1) }
        names = census
    }

    /// The fixed names' holders and ``names`` as the entries give them.
    /// - Complexity: O(entries).
    private func namesCountedAfresh() -> (fixedNames: [String: LayoutPlan.Item.Key], names: NameCensus) {
        var fixedNames: [String: LayoutPlan.Item.Key] = [:]
        var names = NameCensus()
        for (key, entry) in entries {
            names.count(key, fixedName: entry.fixedName, by: 1)
            if let name = entry.fixedName { fixedNames[name.text] = key }
        }
        return (fixedNames, names)
    }

    /// Whether the names the engine keeps (the census, and the entries' index of fixed names)
    /// equal those counted afresh from its entries (tests).
    func namesAreCurrent() -> Bool {
        let afresh = namesCountedAfresh()
        return afresh.names == names
            && afresh.fixedNames.allSatisfy { entries.holder(ofName: ItemName($0.key)) == $0.value }
    }

    /// The changes recorded since the last layout, or nil when the whole plan must be collected:
    /// not in place, another root, a journal this engine has not read up to, a recorded replan,
    /// or a change the tracked path does not check itself (it then leaves the error to the plan).
    private func trackedChanges(_ root: View, journal: ChangeJournal) -> Changes? {
        guard updatesInPlace, tracksChanges, self.root === root, laidOut != nil, !names.mayCollide,
              journalPosition.epoch == journal.epoch, journalPosition.count <= journal.changes.count
        else { return nil }
        return trackedChanges(journal.changes[journalPosition.count...], root: root)
    }

    /// The frame values (x, y, width, height in superview coordinates) the last layout leaves
    /// free, for the views that leave any: a value is ambiguous when it can move by more than
    /// 1e-4 across the optimal solutions. Empty before the first layout.
    ///
    /// The analysis asks the solver about every frame value of the tree at once
    /// (`SolverStrategy.ambiguity(of:)`); its answer is kept until the next layout.
    /// - Complexity: one whole-set ambiguity query of 4 × views expressions.
    public func ambiguity() -> [String: [FrameValue]] {
        if let analysis { return analysis }
        let result = analyzeAmbiguity()
        analysis = result
        return result
    }

    /// ``ambiguity()`` computed afresh, whether or not it was asked before (what the bench times).
    public func analyzeAmbiguity() -> [String: [FrameValue]] {
        // An exercised value is held by a pin: the analysis of the layout before it stands.
        if exercisePin != nil, let analysis { return analysis }
        guard let views = laidOut else { return [:] }
        var expressions: [LinearExpression] = []
        expressions.reserveCapacity(views.ids.count * FrameValue.allCases.count)
        for reader in views.readers { expressions += reader.expressions }
        let free = solver.ambiguity(of: expressions)
        var result: [String: [FrameValue]] = [:]
        for (index, id) in views.ids.enumerated() {
            let values = FrameValue.allCases.enumerated().filter { free[index * 4 + $0.offset] }.map(\.element)
            if !values.isEmpty { result[id] = values }
        }
        return result
    }

    /// The free frame values of `item` in the last layout (``ambiguity()``).
    func ambiguousFrameValues(of item: LayoutItem) -> [FrameValue] {
        guard laidOut?.index[ObjectIdentifier(item)] != nil else { return [] }
        return ambiguity()[item.identifier] ?? []
    }

    /// Forgets the solver's contents; the next layout starts from scratch.
    public func reset() {
        solver = makeSolver()
        exercisePin = nil
        entries = EngineEntries()
        intrinsicEdits = [:]
        broken = []
        names = NameCensus()
        laidOut = nil
        analysis = nil
        journalPosition = (-1, 0)
    }

    /// Simplex pivots the solver did so far: a deterministic measure of the work layouts cost.
    public var pivotCount: Int { solver.pivotCount }

    /// The names of the required constraints the solver accepted in the last layout that its
    /// values do not satisfy to `tolerance` — empty unless the solver is wrong: a self-check for
    /// fuzzers (broken constraints are not accepted, so they are not listed).
    /// - Complexity: O(constraints × terms).
    public func unsatisfiedRequiredConstraints(tolerance: Double = 1e-4) -> [String] {
        entries
            .filter { _, entry in
                entry.isAccepted && entry.compiled.isRequired
                    && !entry.compiled.isSatisfied(tolerance: tolerance) { solver.value(of: $0) }
            }
            .sorted { $0.key < $1.key }
            .map { $0.value.compiled.label ?? $0.value.fixedName?.text ?? "\($0.value.compiled)" }
    }

    /// The solver's tableau, for debugging.
    public func dump() -> String { solver.dump() }

    func solverCall(_ body: () throws(SolverError) -> Void) throws(LayoutError) {
        do { try body() } catch {
            throw LayoutError(subject: "solver \(strategy.name)", reason: .internalFailure("\(error)"))
        }
    }
}

/// The tree's own constraints labelled like `c<k>` and those without a label.
struct NameCensus: Equatable {
    var numbered = 0
    var unlabelled = 0

    /// Whether an unlabelled constraint's `c<k>` could meet a label of the same form.
    var mayCollide: Bool { numbered > 0 && unlabelled > 0 }

    /// Counts the item under `key` with `fixedName` in (`by` 1) or out (−1).
    mutating func count(_ key: LayoutOrder, fixedName: ItemName?, by delta: Int) {
        guard key.isExplicit else { return }
        if let fixedName {
            if fixedName.isNumberedName { numbered += delta }
        } else {
            unlabelled += delta
        }
    }
}
