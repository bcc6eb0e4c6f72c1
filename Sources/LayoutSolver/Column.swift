/// A symbol's column: the ids of the basic rows that *may* hold a cell for it (``SymbolRecord``).
///
/// Up to two entries live in the column itself; a third moves them all into an array, which
/// goes back to the tableau's spares when the column is emptied or compacted to two. A view
/// tree's columns are almost all that short (at 10,000 independent views 79,000 of 80,000 hold
/// one or two rows), and an array for each, 64 bytes with its header and room for eight, was
/// 5 MB of the first layout's tableau and one allocation in five. ``ColumnTests`` holds it to an
/// `[Int32]`, the naive twin.
///
/// Entries keep the order they were appended in, through the move to the array and through
/// ``removeAll(where:)``, so passes over a column visit rows as an array's did.
struct Column: Sequence {
    /// The first two entries while the column has no array; `vacant` where there is none.
    private var first: Int32 = Self.vacant
    private var second: Int32 = Self.vacant
    /// Every entry once the column outgrew ``inlineCapacity`` (then `first` and `second` are vacant).
    private var spilled: [Int32] = []

    /// What an unused inline slot holds: below every row id.
    private static let vacant: Int32 = -1
    /// Entries held without an array.
    static let inlineCapacity = 2
    /// Room a new array gets: most columns that outgrow two stay within eight.
    private static let arrayCapacity = 8

    init() {}

    /// Whether the entries are in an array.
    @inline(__always) var hasArray: Bool { spilled.capacity > 0 }

    @inline(__always) var count: Int {
        if hasArray { return spilled.count }
        return first == Self.vacant ? 0 : second == Self.vacant ? 1 : 2
    }

    @inline(__always) var isEmpty: Bool { count == 0 }

    /// Appends `entry` (a row id, not negative), taking an array from `spares` (or a new one)
    /// when the inline slots are full.
    /// - Complexity: O(1) amortised.
    @inline(__always) mutating func append(_ entry: Int32, spares: inout [[Int32]]) {
        if hasArray {
            spilled.append(entry)
        } else if first == Self.vacant {
            first = entry
        } else if second == Self.vacant {
            second = entry
        } else {
            moveToArray(adding: entry, spares: &spares)
        }
    }

    @inline(never) private mutating func moveToArray(adding entry: Int32, spares: inout [[Int32]]) {
        if let spare = spares.popLast() {
            spilled = spare
        } else {
            spilled.reserveCapacity(Self.arrayCapacity)
        }
        spilled.append(first)
        spilled.append(second)
        spilled.append(entry)
        first = Self.vacant
        second = Self.vacant
    }

    /// Removes the entries `shouldRemove` picks, keeping the others in order; `shouldRemove`
    /// sees each entry once, in order. Returns how many are left. An array left with two entries
    /// or fewer goes to `spares` and they move back inline, so that a column a pivot lengthened
    /// for a moment does not keep an array once it is short again.
    /// - Complexity: O(entries) plus the calls.
    @inline(__always) @discardableResult
    mutating func removeAll(spares: inout [[Int32]], where shouldRemove: (Int32) -> Bool) -> Int {
        guard hasArray else {
            let entries = (first, second), held = count
            first = Self.vacant
            second = Self.vacant
            var kept = 0
            if held > 0 && !shouldRemove(entries.0) {
                first = entries.0
                kept = 1
            }
            if held > 1 && !shouldRemove(entries.1) {
                if kept == 0 { first = entries.1 } else { second = entries.1 }
                kept += 1
            }
            return kept
        }
        let write = spilled.withUnsafeMutableBufferPointer { entries in
            var write = 0
            for read in entries.indices where !shouldRemove(entries[read]) {
                entries[write] = entries[read]
                write += 1
            }
            return write
        }
        spilled.removeLast(spilled.count - write)
        if write <= Self.inlineCapacity { moveInline(spares: &spares) }
        return write
    }

    /// The array's entries (two at most) back in the inline slots, the array among `spares`.
    @inline(never) private mutating func moveInline(spares: inout [[Int32]]) {
        let held = spilled.count
        let entries = (held > 0 ? spilled[0] : Self.vacant, held > 1 ? spilled[1] : Self.vacant)
        recycle(into: &spares)
        (first, second) = entries
    }

    /// Empties the column, keeping its array's storage among `spares` (up to a few dozen).
    @inline(__always) mutating func recycle(into spares: inout [[Int32]]) {
        first = Self.vacant
        second = Self.vacant
        guard hasArray else { return }
        var spare: [Int32] = []
        swap(&spare, &spilled)
        guard spares.count < 64 else { return }
        spare.removeAll(keepingCapacity: true)
        spares.append(spare)
    }

    func makeIterator() -> Iterator { Iterator(column: self) }

    struct Iterator: IteratorProtocol {
        let column: Column
        /// ``Column/hasArray``, read once rather than at every entry.
        let readsArray: Bool
        let count: Int
        var index = 0

        init(column: Column) {
            self.column = column
            readsArray = column.hasArray
            count = column.count
        }

        @inline(__always) mutating func next() -> Int32? {
            guard index < count else { return nil }
            defer { index += 1 }
            if readsArray { return column.spilled[index] }
            return index == 0 ? column.first : column.second
        }
    }
}

extension Column: Equatable {
    /// Columns are equal when they hold the same entries in the same order, wherever they keep them.
    static func == (lhs: Column, rhs: Column) -> Bool { lhs.elementsEqual(rhs) }
}

extension Column: CustomStringConvertible {
    var description: String { "\(Array(self))" }
}
