import LayoutCore

/// No attribute cache: every query computes the layout's frames again from its inputs, then
/// scans them. What a layout that skips `prepare()` pays.
/// - Complexity: O(n) per query, with the layout's full arithmetic.
public struct UncachedQuery: RectQueryStrategy {
    public static let name = "uncached"
    private let layout: any CollectionViewLayout

    public init(layout: any CollectionViewLayout) { self.layout = layout }

    public func appendIndices(in rect: Rect, to result: inout [Int]) {
        let frames = layout.computeFrames()
        appendOverlapping(frames, frames.indices, rect, to: &result)
    }
}
