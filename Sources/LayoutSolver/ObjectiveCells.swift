/// The cells of an ``Objective`` by symbol id: an open-addressing table of ``Cell``s (linear
/// probing from the id's Fibonacci hash, removal by shifting the cells after it back, so there
/// are no tombstones), at most three quarters full below 1,024 slots and five eighths above.
///
/// A level holds a cell for each error of its priority, a small share of the tableau's ids
/// (20,385 of 181,000 at 10,000 independent views), so 12 bytes a cell in a table at least 1.6
/// times their number take a fifth of what an array by id took (9 bytes an id: coefficient
/// and kind). Whether an id has a cell is the objective's bit set's answer, so a lookup probes
/// only for ids that have one.
///
/// The operations work on the slots' buffer (``Objective``'s loops take it once per row): an
/// insertion needs a vacant slot, which ``reserve(_:)`` makes before the loop.
/// `Dictionary<Int32, Cell>` is the naive twin (`ObjectiveCellsTests`).
struct ObjectiveCells {
    /// The slots: a power of two of them, or none before the first reservation.
    private(set) var slots: [Cell] = []
    /// 32 minus the base-2 logarithm of the slot count: the hash's top bits are the home slot.
    private var shift: UInt32 = 32

    /// The id no symbol has, which marks a vacant slot: the highest an id can be (ids stay below
    /// ``Symbol/idLimit``; a tableau with that many symbols would need 25 GB of records first).
    static let vacantID = Int32(Symbol.idLimit - 1)
    static let vacant = Cell(symbol: Symbol(id: vacantID, kind: .external), coefficient: 0)

    /// Makes room for `total` cells within the table's load limit.
    /// - Complexity: O(slots) when it grows (every cell placed again), else O(1).
    @inline(__always) mutating func reserve(_ total: Int) {
        guard !Self.holds(total, in: slots.count) else { return }
        grow(toHold: total)
    }

    /// Whether `size` slots hold `total` cells: three quarters full below 1,024 slots (a probe
    /// stays within a few cache lines, and a small problem's level, where most ids may have a
    /// cell, takes no more than an array by id did), five eighths from there (an insertion's
    /// probe then averages under five slots).
    @inline(__always) static func holds(_ total: Int, in size: Int) -> Bool {
        total * 8 <= size * (size < 1_024 ? 6 : 5)
    }

    @inline(never) private mutating func grow(toHold total: Int) {
        var size = 16
        while !Self.holds(total, in: size) { size <<= 1 }
        let old = slots
        slots = Array(repeating: Self.vacant, count: size)
        shift = 32 - UInt32(size.trailingZeroBitCount)
        let shift = shift
        slots.withUnsafeMutableBufferPointer { slots in
            for cell in old where cell.id != Self.vacantID {
                slots[Self.vacantSlot(for: cell.id, in: slots, shift: shift)] = cell
            }
        }
    }

    /// Runs `body` with the slots' buffer and the hash's shift.
    @inline(__always) mutating func withSlots<R>(_ body: (UnsafeMutableBufferPointer<Cell>, UInt32) -> R) -> R {
        let shift = shift
        return slots.withUnsafeMutableBufferPointer { body($0, shift) }
    }

    /// The cell of `id` (which has one).
    @inline(__always) func cell(_ id: Int32) -> Cell {
        slots.withUnsafeBufferPointer { $0[Self.slot(of: id, in: $0, shift: shift)] }
    }

    /// Every cell, in slot order.
    var cells: some Sequence<Cell> { slots.lazy.filter { $0.id != Self.vacantID } }

    // MARK: - On the buffer

    @inline(__always) static func home(of id: Int32, shift: UInt32) -> Int {
        Int((UInt32(bitPattern: id) &* 0x9E37_79B9) >> shift)
    }

    /// The slot holding `id`, which the table has.
    @inline(__always) static func slot(of id: Int32, in slots: UnsafeBufferPointer<Cell>, shift: UInt32) -> Int {
        let mask = slots.count - 1
        var index = home(of: id, shift: shift)
        while slots[index].id != id { index = (index &+ 1) & mask }
        return index
    }

    /// The first vacant slot from `id`'s home on, where a cell for `id` (which the table lacks)
    /// goes.
    @inline(__always) static func vacantSlot(for id: Int32, in slots: UnsafeMutableBufferPointer<Cell>,
                                             shift: UInt32) -> Int {
        let mask = slots.count - 1
        var index = home(of: id, shift: shift)
        while slots[index].id != vacantID { index = (index &+ 1) & mask }
        return index
    }

    /// Empties the slot at `index` and moves back every cell after it, up to the next vacant
    /// slot, whose home is not between the emptied slot and its own, so that every cell stays
    /// reachable from its home without a vacant slot in between.
    /// - Complexity: O(the run of occupied slots after `index`).
    @inline(__always) static func vacate(_ index: Int, in slots: UnsafeMutableBufferPointer<Cell>, shift: UInt32) {
        let mask = slots.count - 1
        var hole = index
        var next = (index &+ 1) & mask
        while slots[next].id != vacantID {
            let home = home(of: slots[next].id, shift: shift)
            // Distances forward around the table: the cell may fill the hole when the hole lies
            // between its home and its slot (the home at least as far back as the hole).
            if (next &- home) & mask >= (next &- hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        slots[hole] = vacant
    }
}
