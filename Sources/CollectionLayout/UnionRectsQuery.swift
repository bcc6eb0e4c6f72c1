import LayoutCore

/// CHTCollectionViewWaterfallLayout's query, as a peer: the union rectangle of every 20
/// consecutive items; a query finds the first and the last union that overlaps it and scans
/// every item from the first union's to the last union's.
/// - Complexity: O(n / 20 + items between the first and the last overlapping union) per query.
public struct UnionRectsQuery: RectQueryStrategy {
    public static let name = "unionRects"
    /// CHT's `unionSize`.
    public static let groupSize = 20

    /// A union kept as its four edges: rebuilding a `Rect` (origin + size) could round an edge
    /// inwards by one ulp and lose an item that touches it.
    private struct Bounds {
        var minX, minY, maxX, maxY: Double

        init(_ frame: Rect) { (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY) }

        mutating func formUnion(_ frame: Rect) {
            minX = Swift.min(minX, frame.minX)
            minY = Swift.min(minY, frame.minY)
            maxX = Swift.max(maxX, frame.maxX)
            maxY = Swift.max(maxY, frame.maxY)
        }

        /// `Rect.intersects` with these edges: true whenever a member frame intersects `rect`.
        func intersects(_ rect: Rect) -> Bool {
            Swift.max(minX, rect.minX) < Swift.min(maxX, rect.maxX)
                && Swift.max(minY, rect.minY) < Swift.min(maxY, rect.maxY)
        }
    }

    private let frames: [Rect]
    private let unions: [Bounds]

    public init(layout: any CollectionViewLayout) {
        let frames = layout.frames
        self.frames = frames
        unions = stride(from: 0, to: frames.count, by: Self.groupSize).map { start in
            var union = Bounds(frames[start])
            for frame in frames[start..<Swift.min(start + Self.groupSize, frames.count)] { union.formUnion(frame) }
            return union
        }
    }

    public func appendIndices(in rect: Rect, to result: inout [Int]) {
        guard let first = unions.firstIndex(where: { $0.intersects(rect) }),
              let last = unions.lastIndex(where: { $0.intersects(rect) }) else { return }
        let range = first * Self.groupSize..<Swift.min((last + 1) * Self.groupSize, frames.count)
        appendOverlapping(frames, range, rect, to: &result)
    }
}
