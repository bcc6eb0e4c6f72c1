import LayoutCore

/// One column of a column layout, or the rows of a flow layout: slots stacked downwards, found
/// by binary search.
///
/// Each slot has a top (`minY`), a search key and an item (for a row, its first item). The key
/// is the largest maxY of anything in the slot or above it in the lane (a running maximum), so
/// both sequences never decrease: the slots a rectangle can overlap are the run from the first
/// slot whose key is above the rectangle's top to the last whose top is above its bottom. This
/// is why a tall early item is never missed: its column's keys are sorted whatever the other
/// columns hold. (A binary search over all items sorted by minY, walking back while maxY ≥
/// rect.minY, misses it — Apple's MosaicLayout sample and CHTCollectionViewWaterfallLayout
/// before its PR #78.)
///
/// Values are stored relative to an offset per block of ``blockSize`` slots, so moving every
/// slot below one (a height change) costs O(blockSize + count / blockSize) instead of O(count).
/// Stored value + block offset is the value; everything reads it that way. Callers shift only
/// when ``ExactArithmetic`` says the additions are exact; appending or cutting a block first
/// folds its offset into the stored values, which changes no value.
struct Lane {
    static let blockShift = 8
    static let blockSize = 1 << blockShift

    /// One slot, its values relative to its block's offset.
    private struct Slot {
        var minY: Double
        var key: Double
        var item: Int
    }

    private struct Block {
        /// Added to every stored value of the block.
        var offset: Double
        /// The stored key of the block's last slot: the block-level search reads only blocks.
        var lastKey: Double
    }

    private var slots: [Slot] = []
    private var blocks: [Block] = []

    var count: Int { slots.count }

    mutating func reserveCapacity(_ capacity: Int) { slots.reserveCapacity(capacity) }

    @inline(__always) func minY(_ slot: Int) -> Double { slots[slot].minY + blocks[slot >> Self.blockShift].offset }
    @inline(__always) func key(_ slot: Int) -> Double { slots[slot].key + blocks[slot >> Self.blockShift].offset }
    @inline(__always) func item(_ slot: Int) -> Int { slots[slot].item }

    /// The key of the last slot: the largest maxY in the lane.
    var lastKey: Double? { slots.isEmpty ? nil : key(count - 1) }

    /// Adds a slot below the others. `minY` and `key` must not be below the last slot's.
    @inline(__always)
    mutating func append(item: Int, minY: Double, key: Double) {
        let block = count >> Self.blockShift
        if block == blocks.count {
            blocks.append(Block(offset: 0, lastKey: key))
        } else if blocks[block].offset != 0 {
            foldOffset(of: block)
        }
        slots.append(Slot(minY: minY, key: key, item: item))
        blocks[block].lastKey = key
    }

    /// Removes the slots from `slot` on, keeping the memory.
    mutating func removeSlots(from slot: Int) {
        guard slot < count else { return }
        slots.removeSubrange(slot...)
        let kept = (slot + Self.blockSize - 1) >> Self.blockShift
        blocks.removeSubrange(kept...)
        if kept > 0 { blocks[kept - 1].lastKey = slots[slot - 1].key }
    }

    /// Moves the slots from `slot` on down by `delta`.
    /// - Precondition: the additions are exact (``ExactArithmetic``).
    /// - Complexity: O(blockSize + count / blockSize).
    mutating func shift(from slot: Int, by delta: Double) {
        guard slot < count else { return }
        let block = slot >> Self.blockShift
        let end = Swift.min((block + 1) << Self.blockShift, count)
        for s in slot..<end {
            slots[s].minY += delta
            slots[s].key += delta
        }
        blocks[block].lastKey = slots[end - 1].key
        for b in (block + 1)..<blocks.count { blocks[b].offset += delta }
    }

    /// Raises the key of `slot` by `delta` and moves every later slot down by `delta`: what a
    /// slot that grows by `delta` does to its lane.
    /// - Precondition: the additions are exact (``ExactArithmetic``).
    /// - Complexity: O(blockSize + count / blockSize).
    mutating func grow(_ slot: Int, by delta: Double) {
        slots[slot].key += delta
        if (slot + 1) & (Self.blockSize - 1) == 0 || slot + 1 == count {
            blocks[slot >> Self.blockShift].lastKey = slots[slot].key
        }
        shift(from: slot + 1, by: delta)
    }

    /// The first slot whose key is above `y` (`count` when there is none).
    /// - Complexity: O(log count): a binary search over the blocks, then inside one block.
    @inline(__always)
    func firstSlot(withKeyAbove y: Double) -> Int {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) >> 1
            if blocks[middle].lastKey + blocks[middle].offset > y { high = middle } else { low = middle + 1 }
        }
        guard low < blocks.count else { return count }
        let offset = blocks[low].offset
        var first = low << Self.blockShift, last = Swift.min((low + 1) << Self.blockShift, count) - 1
        while first < last {
            let middle = (first + last) >> 1
            if slots[middle].key + offset > y { last = middle } else { first = middle + 1 }
        }
        return first
    }

    /// The slots that can overlap the band (`top`, `bottom`): from the first whose key is above
    /// `top` to the last whose top is above `bottom`.
    /// - Complexity: O(log count + the slots returned).
    @inline(__always)
    func candidateSlots(top: Double, bottom: Double) -> Range<Int> {
        let first = firstSlot(withKeyAbove: top)
        var end = first
        while end < count, minY(end) < bottom { end += 1 }
        return first..<end
    }

    /// Writes to `buffer` from `count` on the items of the `slots` that overlap the band (`top`,
    /// `bottom`) with positive length: max(minY, top) < min(maxY, bottom), the y half of
    /// `Rect.intersects`. Only for lanes whose key is each slot's own maxY (the columns of a
    /// column layout, whose keys are the frames' `y + height`).
    /// - Precondition: `buffer` has room for `slots.count` more items.
    @inline(__always)
    func writeItems(of slots: Range<Int>, overlapping top: Double, _ bottom: Double,
                    to buffer: UnsafeMutableBufferPointer<Int>, count: inout Int) {
        for slot in slots where Swift.max(minY(slot), top) < Swift.min(key(slot), bottom) {
            buffer[count] = item(slot)
            count += 1
        }
    }

    /// The number of slots whose item is below `item` (items increase down a lane).
    /// - Complexity: O(log count).
    func slotCount(withItemBelow item: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            if slots[middle].item < item { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Folds a block's offset into its stored values; no value changes (x + 0 = x).
    private mutating func foldOffset(of block: Int) {
        let offset = blocks[block].offset
        let end = Swift.min((block + 1) << Self.blockShift, count)
        for s in (block << Self.blockShift)..<end {
            slots[s].minY += offset
            slots[s].key += offset
        }
        blocks[block] = Block(offset: 0, lastKey: slots[end - 1].key)
    }
}
