/// Plain-text columns, each as wide as its widest cell and two spaces apart; the header line is
/// followed by a rule unless `rule` is false. Trailing spaces are dropped from every line.
public struct TextTable: Sendable {
    public enum Alignment: Sendable { case left, right }

    public var header: [String]
    public var alignments: [Alignment]
    public var rows: [[String]]
    /// Whether a line of dashes separates the header from the rows.
    public var rule: Bool

    public init(header: [String], alignments: [Alignment], rows: [[String]] = [], rule: Bool = true) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
        self.rule = rule
    }

    /// The table with a header line, a rule, and one line per row, each ended by a newline.
    /// - Complexity: O(total length of the cells).
    public func rendered() -> String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let gap = String(repeating: " ", count: widths[column] - cells[column].count)
                return alignments[column] == .left ? cells[column] + gap : gap + cells[column]
            }.joined(separator: "  ").trailingSpacesRemoved
        }
        let ruleLine = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
        return ([line(header)] + (rule ? [ruleLine] : []) + rows.map(line)).joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
