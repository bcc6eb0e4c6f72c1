import LayoutCore
import LayoutSolver

/// What the engine keeps of the views it laid out last: identifiers and frame variables in
/// layout (creation) order, the views through their handles (the engine must not keep the tree
/// alive, ``ItemHandle``), and the frames read last.
struct LaidOutViews {
    let ids: [String]
    let readers: [FrameReader]
    let views: [ItemHandle]
    /// The same views unretained, for writing frames during a layout, when every one is alive
    /// (``readFrames(from:changed:viewsAreAlive:)``): no reference counting per frame.
    private let unretainedViews: [Unmanaged<LayoutItem>]
    /// Each view's place in ``ids``.
    let index: [ObjectIdentifier: Int]
    private(set) var frames: [Rect]
    private(set) var framesByID: [String: Rect] = [:]
    /// Whether every frame must be read: nothing was read yet.
    private var needsWholeRead = true
    /// What partial reads need (made on the first one): ``FrameValueIndex``.
    private var valueIndex: FrameValueIndex?
    /// Each frame's entry in ``framesByID`` (made with ``valueIndex``, when every id has one),
    /// so that a moved frame is written there without hashing its id.
    private var entries: [Dictionary<String, Rect>.Index] = []

    init(_ plan: LayoutPlan) {
        ids = plan.views.map(\.identifier)
        readers = plan.views.map(plan.compiler.frameReader(of:))
        views = plan.views.map(\.handle)
        unretainedViews = plan.views.map { Unmanaged.passUnretained($0) }
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
    ///
    /// `viewsAreAlive` says that every view laid out is still in the tree being laid out, as
    /// during ``LayoutEngine/layout(_:analyzingAmbiguity:)``: a view leaves the tree only with a
    /// recorded replan, and a replanned layout makes a new ``LaidOutViews``. Frames are then
    /// written through unretained references; otherwise (between layouts) through the weak ones.
    ///
    /// A partial read asks the solver for the changed values only, once each, and recomputes
    /// the frames that read them from the values kept in ``FrameValueIndex``; the naive twin is
    /// ``framesReadAfresh(from:)``.
    /// - Complexity: O(changed variables + frames reading them); the first partial read also
    ///   indexes the frames, O(views), and every read when `changed` is nil is O(views).
    mutating func readFrames(from solver: any SolverStrategy, changed: [Variable]?, viewsAreAlive: Bool) {
        guard let changed, !needsWholeRead else {
            needsWholeRead = false
            readEveryFrame(from: solver, viewsAreAlive: viewsAreAlive)
            return
        }
        guard var values = valueIndex.take() else {
            valueIndex = FrameValueIndex(readers, solver: solver)
            // Every id has its entry after the whole read (read values are never the NaN
            // frames start with); without them, moved frames are written by id.
            let found = ids.compactMap { framesByID.index(forKey: $0) }
            entries = found.count == ids.count ? found : []
            readFrames(from: solver, changed: changed, viewsAreAlive: viewsAreAlive)
            return
        }
        values.update(changed, from: solver)
        for updated in values.updatedSlots.indices {
            for reader in values.readerRange(of: values.updatedSlots[updated]) {
                let position = values.readerPosition(reader)
                write(values.frame(at: position), at: position, viewsAreAlive: viewsAreAlive)
            }
        }
        valueIndex = values
    }

    /// Every frame read: from the solver's variables until partial reads have made an index,
    /// then from the index with every value read again.
    private mutating func readEveryFrame(from solver: any SolverStrategy, viewsAreAlive: Bool) {
        guard var values = valueIndex.take() else {
            for position in readers.indices {
                write(readers[position].frame(in: solver), at: position, viewsAreAlive: viewsAreAlive)
            }
            return
        }
        values.readAll(from: solver)
        for position in readers.indices {
            write(values.frame(at: position), at: position, viewsAreAlive: viewsAreAlive)
        }
        valueIndex = values
    }

    /// The frame twin of ``readFrames(from:changed:viewsAreAlive:)`` with nothing skipped, for
    /// tests: every frame read afresh.
    func framesReadAfresh(from solver: any SolverStrategy) -> [Rect] {
        readers.map { $0.frame(in: solver) }
    }

    /// Writes `frame` at `position` when it moved: to ``frames``, ``framesByID`` and the view.
    @inline(__always) private mutating func write(_ frame: Rect, at position: Int, viewsAreAlive: Bool) {
        guard !frame.isIdentical(to: frames[position]) else { return }
        frames[position] = frame
        if entries.isEmpty {
            framesByID[ids[position]] = frame
        } else {
            framesByID.values[entries[position]] = frame
        }
        if viewsAreAlive {
            unretainedViews[position]._withUnsafeGuaranteedRef { $0.frame = frame }
        } else {
            views[position].item?.frame = frame
        }
    }
}

/// What partial frame reads need: a slot for each distinct variable the frames read, the value
/// read last for each slot, each frame's sources as slots, and for each slot the frames that
/// read it (a view's origin is read by its own frame and its subviews').
struct FrameValueIndex {
    private let variables: [Variable]
    private let slotOfVariable: [ObjectIdentifier: Int32]
    private let sources: [FrameSources<Int32>]
    /// The frames reading slot `s` are `readerPositions[readerStart[s] ..< readerStart[s + 1]]`.
    private let readerStart: [Int32]
    private let readerPositions: [Int32]
    private var values: [Double]
    /// The slots the last ``update(_:from:)`` wrote.
    private(set) var updatedSlots: [Int32] = []

    /// Indexes `readers` and reads every value off `solver`.
    /// - Complexity: O(readers).
    init(_ readers: [FrameReader], solver: any SolverStrategy) {
        var variables: [Variable] = []
        var slotOfVariable: [ObjectIdentifier: Int32] = [:]
        slotOfVariable.reserveCapacity(4 * readers.count)
        var readerCount: [Int32] = []
        sources = readers.map { reader in
            reader.map { variable in
                let slot = slotOfVariable[variable.id] ?? {
                    let slot = Int32(variables.count)
                    variables.append(variable)
                    readerCount.append(0)
                    slotOfVariable[variable.id] = slot
                    return slot
                }()
                readerCount[Int(slot)] += 1
                return slot
            }
        }
        var start: [Int32] = [0]
        start.reserveCapacity(variables.count + 1)
        for count in readerCount { start.append(start[start.count - 1] + count) }
        var positions = [Int32](repeating: 0, count: Int(start[start.count - 1]))
        var next = start
        for (position, frame) in sources.enumerated() {
            for slot in frame.sources {
                positions[Int(next[Int(slot)])] = Int32(position)
                next[Int(slot)] += 1
            }
        }
        self.variables = variables
        self.slotOfVariable = slotOfVariable
        readerStart = start
        readerPositions = positions
        values = solver.values(of: variables)
    }

    /// Reads the values of `changed` (one solver call), keeps those of indexed variables and
    /// lists their slots in ``updatedSlots``.
    /// - Complexity: O(changed).
    mutating func update(_ changed: [Variable], from solver: any SolverStrategy) {
        updatedSlots.removeAll(keepingCapacity: true)
        guard !changed.isEmpty else { return }
        let read = solver.values(of: changed)
        changed.withUnsafeBufferPointer { changed in
            for index in changed.indices {
                guard let slot = slotOfVariable[ObjectIdentifier(changed[index])] else { continue }
                values[Int(slot)] = read[index]
                updatedSlots.append(slot)
            }
        }
    }

    /// Reads every indexed value again.
    /// - Complexity: O(variables).
    mutating func readAll(from solver: any SolverStrategy) {
        values = solver.values(of: variables)
    }

    /// Where the frames that read `slot` are listed (``readerPosition(_:)``).
    @inline(__always) func readerRange(of slot: Int32) -> Range<Int> {
        Int(readerStart[Int(slot)]) ..< Int(readerStart[Int(slot) + 1])
    }

    /// The position of a frame listed at `index` of a ``readerRange(of:)``.
    @inline(__always) func readerPosition(_ index: Int) -> Int { Int(readerPositions[index]) }

    /// The frame at `position` from the values read last.
    @inline(__always) func frame(at position: Int) -> Rect {
        sources[position].frame { values[Int($0)] }
    }
}
