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
    public var jsonText: String {
        "{\"case\": \(JSONText.string(name)), "
            + "\"frames\": [" + frames.map(JSONText.rect).joined(separator: ",") + "], "
            + "\"contentSize\": " + JSONText.numbers([contentSize.width, contentSize.height]) + ", "
            + "\"queries\": [" + queries.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
                .joined(separator: ",") + "]}"
    }
}
