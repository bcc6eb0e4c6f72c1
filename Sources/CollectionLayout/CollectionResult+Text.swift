import LayoutCore

extension CollectionResult {
    /// The text report of `layoutbench layout` (docs/Formats.md, "Layout report"): one line per
    /// fact — the case, the content size, every frame, every query's answer with `strategy`'s name.
    public func text(of collectionCase: CollectionCase, strategy: String) -> String {
        let configuration = collectionCase.configuration
        let number = JSONText.number
        let columns = collectionCase.kind == .flow ? ""
            : ", \(configuration.columns) column(s) of \(number(configuration.columnWidth))"
        var lines = ["\(name): \(collectionCase.kind.rawValue), \(frames.count) items, "
                     + "width \(number(configuration.width))\(columns)",
                     "content size: \(number(contentSize.width)) × \(number(contentSize.height))"]
        lines += frames.enumerated().map { "item \($0.offset): \($0.element)" }
        lines += zip(collectionCase.queries, queries).map { query, items in
            "query \(query) (\(strategy)): " + (items.isEmpty ? "no items" : items.map(String.init).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
