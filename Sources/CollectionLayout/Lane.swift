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

    private(set) var count = 0
    private var storedMinY: [Double] = []
    private var storedKey: [Double] = []
    private var items: [Int] = []
    /// Added to every stored value of the block.
    private var offsets: [Double] = []
    /// The stored key of each block's last slot: the block-level search reads only this array.
    private var blockLastKey: [Double] = []

    mutating func reserveCapacity(_ capacity: Int) {
        storedMinY.reserveCapacity(capacity)
        storedKey.reserveCapacity(capacity)
        items.reserveCapacity(capacity)
    }

    @inline(__always) func minY(_ slot: Int) -> Double { storedMinY[slot] + offsets[slot >> Self.blockShift] }
    @inline(__always) func key(_ slot: Int) -> Double { storedKey[slot] + offsets[slot >> Self.blockShift] }
    @inline(__always) func item(_ slot: Int) -> Int { items[slot] }

    /// The key of the last slot: the largest maxY in the lane.
    var lastKey: Double? { count == 0 ? nil : key(count - 1) }

    /// Adds a slot below the others. `minY` and `key` must not be below the last slot's.
    @inline(__always)
    mutating func append(item: Int, minY: Double, key: Double) {
        let block = count >> Self.blockShift
        if block == offsets.count {
            offsets.append(0)
            blockLastKey.append(key)
        } else if offsets[block] != 0 {
            foldOffset(of: block)
        }
        storedMinY.append(minY)
        storedKey.append(key)
        items.append(item)
        blockLastKey[block] = key
        count += 1
    }

    /// Removes the slots from `slot` on.
    mutating func removeSlots(from slot: Int) {
        guard slot < count else { return }
        storedMinY.removeSubrange(slot...)
        storedKey.removeSubrange(slot...)
        items.removeSubrange(slot...)
        count = slot
        let blocks = (slot + Self.blockSize - 1) >> Self.blockShift
        offsets.removeSubrange(blocks...)
        blockLastKey.removeSubrange(blocks...)
        if blocks > 0 { blockLastKey[blocks - 1] = storedKey[slot - 1] }
    }

    /// Moves the slots from `slot` on down by `delta`.
    /// - Precondition: the additions are exact (``ExactArithmetic``).
    /// - Complexity: O(blockSize + count / blockSize).
    mutating func shift(from slot: Int, by delta: Double) {
        guard slot < count else { return }
        let block = slot >> Self.blockShift
        let end = Swift.min((block + 1) << Self.blockShift, count)
        for s in slot..<end {
            storedMinY[s] += delta
            storedKey[s] += delta
        }
        blockLastKey[block] = storedKey[end - 1]
        for b in (block + 1)..<offsets.count { offsets[b] += delta }
    }

    /// Raises the key of `slot` by `delta` and moves every later slot down by `delta`: what a
    /// slot that grows by `delta` does to its lane.
    /// - Precondition: the additions are exact (``ExactArithmetic``).
    /// - Complexity: O(blockSize + count / blockSize).
    mutating func grow(_ slot: Int, by delta: Double) {
        storedKey[slot] += delta
        if (slot + 1) & (Self.blockSize - 1) == 0 || slot + 1 == count {
            blockLastKey[slot >> Self.blockShift] = storedKey[slot]
        }
        shift(from: slot + 1, by: delta)
    }

    /// The first slot whose key is above `y` (`count` when there is none).
    /// - Complexity: O(log count): a binary search over the blocks, then inside one block.
    func firstSlot(withKeyAbove y: Double) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) >> 1
            if blockLastKey[middle] + offsets[middle] > y { high = middle } else { low = middle + 1 }
        }
        guard low < offsets.count else { return count }
        let offset = offsets[low]
        var first = low << Self.blockShift, last = Swift.min((low + 1) << Self.blockShift, count) - 1
        while first < last {
            let middle = (first + last) >> 1
            if storedKey[middle] + offset > y { last = middle } else { first = middle + 1 }
        }
        return first
    }

    /// Appends the items of the slots that overlap the band (`top`, `bottom`) with positive
    /// length: max(minY, top) < min(maxY, bottom), the y half of `Rect.intersects`. Only for
    /// lanes whose key is each slot's own maxY (the columns of a column layout, whose keys are
    /// the frames' `y + height`).
    /// - Complexity: O(log count + k) for the k slots from the first key above `top` to the last
    ///   top above `bottom`.
    @inline(__always)
    func appendItems(overlapping top: Double, _ bottom: Double, to result: inout [Int]) {
        var slot = firstSlot(withKeyAbove: top)
        while slot < count {
            let offset = offsets[slot >> Self.blockShift]
            let minY = storedMinY[slot] + offset
            guard minY < bottom else { break }
            if Swift.max(minY, top) < Swift.min(storedKey[slot] + offset, bottom) { result.append(items[slot]) }
            slot += 1
        }
    }

    /// The number of slots whose item is below `item` (items increase down a lane).
    /// - Complexity: O(log count).
    func slotCount(withItemBelow item: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            if items[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Folds a block's offset into its stored values; no value changes (x + 0 = x).
    private mutating func foldOffset(of block: Int) {
        let offset = offsets[block]
        let end = Swift.min((block + 1) << Self.blockShift, count)
        for s in (block << Self.blockShift)..<end {
            storedMinY[s] += offset
            storedKey[s] += offset
        }
        offsets[block] = 0
        blockLastKey[block] = storedKey[end - 1]
    }
}
