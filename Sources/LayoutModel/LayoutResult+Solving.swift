import LayoutCore
import LayoutSolver

extension LayoutEngine {
    /// The result of the layout the solver now holds: frames (re-read, and rewritten only where
    /// they moved) and the broken constraints with their conflicts; ambiguity is left to
    /// ``ambiguity()``, which the caller asks for.
    ///
    /// Each broken constraint's conflict is
    /// `Conflicts.irreducibleConflict(among: accepted required items before it, culprit: it)`,
    /// which depends only on the layout order and the accepted set, so every strategy names the
    /// same set.
    ///
    /// - Complexity: O(views whose frame reads a changed variable) value reads (all views on a
    ///   first read, or when the solver cannot tell); with broken constraints, O(entries × log entries)
    ///   plus O(k) feasibility builds per broken constraint (k the constraints connected to it).
    func currentResult() -> LayoutResult {
        guard var views = laidOut else {
            return LayoutResult(status: .satisfied, viewIDs: [], frames: [:], ambiguous: [:],
                                isAmbiguityAnalyzed: false, broken: [])
        }
        laidOut = nil  // so that the frames below are changed in place, not copied
        views.readFrames(from: solver, changed: solver.takeChangedVariables())
        laidOut = views
        let broken = brokenConstraints()
        return LayoutResult(status: broken.isEmpty ? .satisfied : .unsatisfiable, viewIDs: views.ids,
                            frames: views.framesByID, ambiguous: [:], isAmbiguityAnalyzed: false, broken: broken)
    }

    /// Whether the frames the last layout wrote equal, bit for bit, every frame read afresh off
    /// the solver: the check of dirty reads against their naive twin (tests).
    func framesAreCurrent() -> Bool {
        guard let views = laidOut else { return true }
        return zip(views.frames, views.framesReadAfresh(from: solver)).allSatisfy { $0.isIdentical(to: $1) }
    }

    /// The broken constraints in layout order, each with its conflict.
    private func brokenConstraints() -> [BrokenConstraint] {
        guard !broken.isEmpty else { return [] }
        // Sorting positions instead of entries spares copying (and retaining) every entry; names
        // and texts are made only for the constraints the result lists.
        let all = Array(entries.values)
        let ordered = all.indices.sorted { all[$0].order < all[$1].order }
        // An unlabelled constraint of the tree is `c<k>`, k its place among the tree's own.
        var places: [ObjectIdentifier: (position: Int, unlabelled: Int)] = [:]
        var unlabelled = 0
        for position in ordered {
            places[ObjectIdentifier(all[position].compiled)] = (position, unlabelled)
            if all[position].order.isExplicit { unlabelled += 1 }
        }
        func named(_ constraint: Constraint) -> NamedConstraint? {
            guard let (position, number) = places[ObjectIdentifier(constraint)] else { return nil }
            let name = all[position].fixedName ?? "c\(number)"
            return NamedConstraint(name: name, text: ConstraintSpec(all[position].source, label: name).description)
        }
        var result: [BrokenConstraint] = []
        var acceptedRequired: [Constraint] = []
        for position in ordered where all[position].compiled.isRequired {
            let entry = all[position]
            guard !entry.isAccepted else {
                acceptedRequired.append(entry.compiled)
                continue
            }
            let system = Conflicts.irreducibleConflict(among: acceptedRequired, culprit: entry.compiled)
            guard let name = named(entry.compiled) else { continue }
            result.append(BrokenConstraint(constraint: name, conflict: system.compactMap(named), system: system))
        }
        return result
    }
}

extension LayoutResult {
    /// The result with the ambiguity analysis's answer: the free values per view, and the status
    /// `ambiguous` when some are free and nothing broke.
    func analyzed(_ ambiguous: [String: [FrameValue]]) -> LayoutResult {
        var result = self
        result.ambiguous = ambiguous
        result.isAmbiguityAnalyzed = true
        if result.status == .satisfied, !ambiguous.isEmpty { result.status = .ambiguous }
        return result
    }
}

/// What the engine keeps of the views it laid out last: identifiers and frame variables in
/// layout (creation) order, the views weakly (the engine must not keep the tree alive), and
/// the frames read last.
struct LaidOutViews {
    let ids: [String]
    let readers: [FrameReader]
    let views: [WeakItem]
    /// Each view's place in ``ids``.
    let index: [ObjectIdentifier: Int]
    private(set) var frames: [Rect]
    private(set) var framesByID: [String: Rect] = [:]
    /// Whether every frame must be read: nothing was read yet.
    private var needsWholeRead = true
    /// For each variable, the positions of the frames that read it (its view's, and its
    /// subviews' for an origin); made on the first partial read.
    private var readersOfVariable: [ObjectIdentifier: [Int32]]?

    init(_ plan: LayoutPlan) {
        ids = plan.views.map(\.identifier)
        readers = plan.views.map(plan.compiler.frameReader(of:))
        views = plan.views.map { WeakItem(item: $0) }
        var index: [ObjectIdentifier: Int] = [:]
        for (position, view) in plan.views.enumerated() { index[ObjectIdentifier(view)] = position }
        self.index = index
        // NaN never equals a read value, so the first read writes every frame.
        frames = Array(repeating: Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: ids.count)
        framesByID.reserveCapacity(ids.count)
    }

    /// Reads the frames off `solver` that can have moved — every frame on the first read or when
    /// `changed` is nil, else those that read a variable in `changed` — and writes those that
    /// moved (to the bit) to their views and ``framesByID``.
    /// - Complexity: O(frames read) value reads, O(moved frames) writes; the first partial read
    ///   also indexes the readers, O(views).
    mutating func readFrames(from solver: any SolverStrategy, changed: [Variable]?) {
        guard let changed, !needsWholeRead else {
            needsWholeRead = false
            for position in readers.indices { readFrame(position, from: solver) }
            return
        }
        if readersOfVariable == nil { readersOfVariable = indexReaders() }
        var positions: [Int32] = []
        for variable in changed { positions += readersOfVariable![ObjectIdentifier(variable)] ?? [] }
        if positions.count > 1 { positions.sort() }
        var previous: Int32 = -1
        for position in positions where position != previous {
            previous = position
            readFrame(Int(position), from: solver)
        }
    }

    /// The frame twin of ``readFrames(from:changed:)`` with nothing skipped, for tests: every
    /// frame read afresh.
    func framesReadAfresh(from solver: any SolverStrategy) -> [Rect] {
        readers.map { $0.frame(in: solver) }
    }

    private mutating func readFrame(_ position: Int, from solver: any SolverStrategy) {
        let frame = readers[position].frame(in: solver)
        guard !frame.isIdentical(to: frames[position]) else { return }
        frames[position] = frame
        framesByID[ids[position]] = frame
        views[position].item?.frame = frame
    }

    private func indexReaders() -> [ObjectIdentifier: [Int32]] {
        var result: [ObjectIdentifier: [Int32]] = [:]
        result.reserveCapacity(4 * readers.count)
        for (position, reader) in readers.enumerated() {
            for variable in reader.variables { result[ObjectIdentifier(variable), default: []].append(Int32(position)) }
        }
        return result
    }
}

extension Rect {
    /// Equal bit for bit (so that 0 and −0, or two NaNs, are told apart as a reader would).
    func isIdentical(to other: Rect) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
            && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }
}
