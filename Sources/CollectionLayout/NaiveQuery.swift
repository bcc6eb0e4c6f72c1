import LayoutCore

/// A linear scan over the cached attributes: what a hand-written
/// `layoutAttributesForElementsInRect` does with its `attributesCache`.
/// - Complexity: O(n) per query; O(n) to make (the frames are copied out of the cache).
public struct NaiveQuery: RectQueryStrategy {
    public static let name = "naive"
    private let frames: [Rect]

    public init(layout: any CollectionViewLayout) { frames = layout.frames }

    public func appendIndices(in rect: Rect, to result: inout [Int]) {
        appendOverlapping(frames, frames.indices, rect, to: &result)
    }
}
