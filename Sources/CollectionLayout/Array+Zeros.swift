extension Array where Element: ExpressibleByIntegerLiteral {
    /// Makes the array `count` zeros, in its own memory when that is large enough: a repeated
    /// `prepare()` then neither allocates nor faults fresh pages in.
    mutating func resetToZeros(count: Int) {
        removeAll(keepingCapacity: true)
        append(contentsOf: repeatElement(0, count: count))
    }
}
