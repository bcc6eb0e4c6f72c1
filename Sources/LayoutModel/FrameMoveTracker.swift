import LayoutCore

/// Which views' frames the layouts of a tree moved since a caller last looked — what a layer
/// over the model (LayoutBenchUIKit) reads so that it copies only the frames that changed.
///
/// The tracker keeps its own copy of the frames the root's engine holds in layout order and
/// compares them, bit for bit, with the engine's; it changes nothing in the engine or the tree.
public struct FrameMoveTracker {
    /// The frames as last seen, in layout order (a buffer of the tracker's own, so that the
    /// engine's array is never shared and never copied when it next changes a frame).
    private var seen: [Rect] = []
    /// The identifiers of the layout seen last: the engine makes a new array for each new plan,
    /// so its buffer tells a layout of the same plan from a fresh one (kept, so never reused).
    private var seenIDs: [String] = []

    public init() {}

    /// What moved since the last call.
    public enum Moves {
        /// The tree was laid out from a new plan (or never looked at): every view may have
        /// moved, and ``layoutOrder(in:)`` gives the views that ``moved(_:)`` positions index.
        case all
        /// The positions, in layout order, of the views whose frame changed; ascending.
        case moved([Int])
    }

    /// The frame at `position` of the layout order as last seen (what ``moves(in:)`` just read).
    public func frame(at position: Int) -> Rect { seen[position] }

    /// The views of `root`'s tree in the layout order of its last layout, which ``moves(in:)``
    /// positions index (nil for a guide or a view gone since); empty before any layout.
    /// - Complexity: O(views).
    public func layoutOrder(in root: View) -> [View?] {
        root.engineState.lastEngine?.laidOut?.views.map { $0.item as? View } ?? []
    }

    /// The views of `root`'s tree whose frame the layouts since the last call changed, as the
    /// root's engine laid them out last; `.all` before any layout.
    ///
    /// - Complexity: O(views) comparisons of two arrays of frames (no view is touched); a copy
    ///   of them on `.all`.
    public mutating func moves(in root: View) -> Moves {
        guard let engine = root.engineState.lastEngine, let laidOut = engine.laidOut else {
            seen = []
            seenIDs = []
            return .all
        }
        let frames = laidOut.frames
        let samePlan = seenIDs.count == laidOut.ids.count && seenIDs.withUnsafeBufferPointer { old in
            laidOut.ids.withUnsafeBufferPointer { new in old.baseAddress == new.baseAddress }
        }
        guard samePlan, seen.count == frames.count else {
            seenIDs = laidOut.ids
            seen.removeAll(keepingCapacity: true)
            seen.append(contentsOf: frames)
            return .all
        }
        var moved: [Int] = []
        for position in frames.indices where !frames[position].isIdentical(to: seen[position]) {
            seen[position] = frames[position]
            moved.append(position)
        }
        return .moved(moved)
    }
}
