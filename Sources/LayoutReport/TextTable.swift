/// Plain-text columns: each as wide as its widest cell, numbers right-aligned.
struct TextTable {
    enum Alignment { case left, right }

    var header: [String]
    var alignments: [Alignment]
    var rows: [[String]] = []

    /// The table with a header line, a rule, and one line per row.
    /// - Complexity: O(total length of the cells).
    func rendered() -> String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let gap = String(repeating: " ", count: widths[column] - cells[column].count)
                return alignments[column] == .left ? cells[column] + gap : gap + cells[column]
            }.joined(separator: "  ").trailingSpacesRemoved
        }
        let rule = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
