import LayoutCore

/// What `layoutbench layout` reports for a case: every frame, the content size and the answer
/// to each query.
public struct CollectionResult: Hashable, Sendable {
    public var name: String
    public var frames: [Rect]
    public var contentSize: Size
    /// For each query of the case, the items overlapping it, ascending.
    public var queries: [[Int]]

    /// Lays the case out and answers its queries with `strategy`.
    public init(_ collectionCase: CollectionCase,
                strategy: any RectQueryStrategy.Type = IndexedQuery.self) throws(CollectionLayoutError) {
        let layout = try collectionCase.makeLayout()
        let queryStrategy = strategy.init(layout: layout)
        name = collectionCase.name
        frames = layout.frames
        contentSize = layout.contentSize
        queries = collectionCase.queries.map(queryStrategy.indices(in:))
    }

    /// `{"case": name, "frames": [[x, y, w, h], …], "contentSize": [w, h], "queries": [[i, …], …]}`
    /// on one line, numbers in their shortest form (docs/Formats.md, "Layout report").
    /// - Complexity: O(n) in the number of frames and answers, written into one buffer.
    public var jsonText: String {
        var out = TextBuffer(capacity: 24 * frames.count + 256)
        out.append("{\"case\": " as StaticString)
        out.append(jsonString: name)
        out.append(", \"frames\": [" as StaticString)
        for (index, frame) in frames.enumerated() {
            if index > 0 { out.append(byte: UInt8(ascii: ",")) }
            out.append(jsonRect: frame)
        }
        out.append("], \"contentSize\": " as StaticString)
        out.append(jsonNumbers: [contentSize.width, contentSize.height])
        out.append(", \"queries\": [" as StaticString)
        for (index, items) in queries.enumerated() {
            if index > 0 { out.append(byte: UInt8(ascii: ",")) }
            out.append(byte: UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                if position > 0 { out.append(byte: UInt8(ascii: ",")) }
                out.append(integer: item)
            }
            out.append(byte: UInt8(ascii: "]"))
        }
        out.append("]}" as StaticString)
        return out.text
    }
}
