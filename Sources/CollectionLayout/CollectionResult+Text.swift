import LayoutCore

extension CollectionResult {
    /// The text report of `layoutbench layout` (docs/Formats.md, "Layout report"): one line per
    /// fact — the case, the content size, every frame, every query's answer with `strategy`'s name.
    /// - Complexity: O(n) in the number of frames and answers, written into one buffer.
    public func text(of collectionCase: CollectionCase, strategy: String) -> String {
        let configuration = collectionCase.configuration
        var out = TextBuffer(capacity: 40 * frames.count + 256)
        out.append("\(name): \(collectionCase.kind.rawValue), \(frames.count) items, width ")
        out.append(jsonNumber: configuration.width)
        if collectionCase.kind != .flow {
            out.append(", \(configuration.columns) column(s) of ")
            out.append(jsonNumber: configuration.columnWidth)
        }
        out.append("\ncontent size: " as StaticString)
        out.append(jsonNumber: contentSize.width)
        out.append(" × " as StaticString)
        out.append(jsonNumber: contentSize.height)
        out.append(byte: UInt8(ascii: "\n"))
        for (index, frame) in frames.enumerated() {
            out.append("item " as StaticString)
            out.append(integer: index)
            out.append(": " as StaticString)
            out.append(rect: frame)
            out.append(byte: UInt8(ascii: "\n"))
        }
        for (query, items) in zip(collectionCase.queries, queries) {
            out.append("query " as StaticString)
            out.append(rect: query)
            out.append(" (\(strategy)): ")
            if items.isEmpty { out.append("no items" as StaticString) }
            for (position, item) in items.enumerated() {
                if position > 0 { out.append(byte: UInt8(ascii: " ")) }
                out.append(integer: item)
            }
            out.append(byte: UInt8(ascii: "\n"))
        }
        return out.text
    }
}
