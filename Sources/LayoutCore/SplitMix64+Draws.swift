// Every draw the generators make from a SplitMix64, written out in full so that a seed reproduces
// on any toolchain (issue #13). The standard library's `random(in:using:)`, `Bool.random(using:)`,
// `randomElement(using:)` and `shuffle(using:)` say their algorithms may change in a future Swift
// (and its `next(upperBound:)` already differs on 32-bit platforms); these are the Swift 6.3
// algorithms copied out, so every seed made with them still makes the same cases, programs and
// feeds. LayoutGenTests' SeedStabilityTests hold them equal to the standard library today and pin
// what the generators make. Standard library only: no Foundation, nothing of this package.

extension SplitMix64 {
    // MARK: Standard library algorithms (Swift 6.3), fixed

    /// A uniform number in `0..<upperBound`: Lemire's nearly divisionless method, as Swift 6.3's
    /// `RandomNumberGenerator.next(upperBound:)` computes it on 64-bit platforms. The high word of
    /// `next() × upperBound` (128 bits), redrawn while the low word is below
    /// `2⁶⁴ mod upperBound` — a remainder computed only when the low word is below `upperBound`.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Precondition: `upperBound` is not 0.
    /// - Complexity: O(1) expected: fewer than 2 draws on average.
    public mutating func next(upperBound: UInt64) -> UInt64 {
        precondition(upperBound != 0, "upperBound cannot be zero.")
        var m = next().multipliedFullWidth(by: upperBound)
        if m.low < upperBound {
            let threshold = (0 &- upperBound) % upperBound
            while m.low < threshold {
                m = next().multipliedFullWidth(by: upperBound)
            }
        }
        return m.high
    }

    /// A uniform integer in `range`, as Swift 6.3's `Int.random(in:using:)` draws it: the lower
    /// bound plus ``next(upperBound:)`` of the width, in wrapping unsigned arithmetic (so
    /// `Int.min..<Int.max` works).
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Precondition: `range` is not empty.
    /// - Complexity: O(1) expected.
    public mutating func int(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        let width = UInt64(UInt(bitPattern: range.upperBound &- range.lowerBound))
        return Int(truncatingIfNeeded: UInt64(UInt(bitPattern: range.lowerBound)) &+ next(upperBound: width))
    }

    /// A uniform integer in `range`, as Swift 6.3's `Int.random(in:using:)` draws it: the lower
    /// bound plus ``next(upperBound:)`` of the width + 1, or one plain ``next()`` for
    /// `Int.min...Int.max`.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Complexity: O(1) expected.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt(bitPattern: range.upperBound &- range.lowerBound)
        if width == UInt.max { return Int(truncatingIfNeeded: next()) }
        return Int(truncatingIfNeeded: UInt64(UInt(bitPattern: range.lowerBound)) &+ next(upperBound: UInt64(width) + 1))
    }

    /// A uniform `Double` in `range`, as Swift 6.3's `Double.random(in:using:)` draws it: 53
    /// random bits scaled to [0, 1) (`bits × 2⁻⁵³`), then `width × unit + lowerBound`; a result
    /// that rounds up to the upper bound is drawn again.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Precondition: `range` is not empty and `upperBound − lowerBound` is finite.
    /// - Complexity: O(1) expected: one draw, more only when rounding reaches the upper bound.
    public mutating func double(in range: Range<Double>) -> Double {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        let width = range.upperBound - range.lowerBound
        precondition(width.isFinite, "There is no uniform distribution on an infinite range")
        while true {
            let unit = Double(next() & ((1 << 53) - 1)) * (Double.ulpOfOne / 2)
            let value = width * unit + range.lowerBound
            if value != range.upperBound { return value }
        }
    }

    /// A uniform `Double` in `range`, as Swift 6.3's `Double.random(in:using:)` draws it: a number
    /// in `0...2⁵³` (``next(upperBound:)``), the upper bound itself for 2⁵³, else
    /// `width × (n × 2⁻⁵³) + lowerBound`.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Precondition: `upperBound − lowerBound` is finite.
    /// - Complexity: O(1) expected.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let width = range.upperBound - range.lowerBound
        precondition(width.isFinite, "There is no uniform distribution on an infinite range")
        let n = next(upperBound: (1 << 53) + 1)
        if n == (1 << 53) { return range.upperBound }
        return width * (Double(n) * (Double.ulpOfOne / 2)) + range.lowerBound
    }

    /// `true` or `false`, as Swift 6.3's `Bool.random(using:)` draws it: bit 17 of one draw, clear
    /// for `true`.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Complexity: O(1).
    public mutating func bool() -> Bool {
        (next() >> 17) & 1 == 0
    }

    /// A uniform element of `collection`, nil when it is empty, as Swift 6.3's
    /// `randomElement(using:)` draws it: the element `int(in:)` of `0..<count`
    /// places after the start.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Complexity: O(1) for a random-access collection, else O(n) to count and reach the index.
    public mutating func element<C: Collection>(of collection: C) -> C.Element? {
        guard !collection.isEmpty else { return nil }
        let offset = int(in: 0..<collection.count)
        return collection[collection.index(collection.startIndex, offsetBy: offset)]
    }

    /// Shuffles `collection` in place, as Swift 6.3's `shuffle(using:)` does: Fisher–Yates from
    /// the front, each position swapped with a uniform one at or after it
    /// (`int(in:)` of `0..<remaining`); nothing is drawn for fewer than two
    /// elements.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Complexity: O(n), n − 1 draws.
    public mutating func shuffle<C: MutableCollection & RandomAccessCollection>(_ collection: inout C) {
        guard collection.count > 1 else { return }
        var remaining = collection.count
        var current = collection.startIndex
        while remaining > 1 {
            let offset = int(in: 0..<remaining)
            remaining -= 1
            collection.swapAt(current, collection.index(current, offsetBy: offset))
            collection.formIndex(after: &current)
        }
    }

    /// The elements of `sequence` in a shuffled order, as Swift 6.3's `shuffled(using:)` gives
    /// them: ``shuffle(_:)`` of them in an array.
    ///
    /// Written out so that seeds reproduce across toolchains.
    /// - Complexity: O(n).
    public mutating func shuffled<S: Sequence>(_ sequence: S) -> [S.Element] {
        var elements = Array(sequence)
        shuffle(&elements)
        return elements
    }

    // MARK: This package's own mappings

    /// A number in `0..<bound` (0 when `bound` is 0) by the remainder of one draw: the bias is
    /// below bound / 2⁶⁴, nothing for workloads. The collection generators, the view trees and
    /// the UIKit extras draw with it.
    /// - Complexity: O(1): one draw.
    public mutating func below(_ bound: UInt64) -> UInt64 {
        bound == 0 ? 0 : next() % bound
    }

    /// A uniform number in [0, 1): the top 53 bits of one draw, times 2⁻⁵³.
    /// - Complexity: O(1): one draw.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
