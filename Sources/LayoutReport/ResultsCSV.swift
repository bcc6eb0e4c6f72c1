import LayoutCore
import Foundation

/// The results CSV: one header, one row per (scenario, strategy, size), RFC 4180, written
/// atomically. Empty cells stand for values a row does not have.
public enum ResultsCSV {
    /// The standard columns, in the order they are written. Any other column read is kept in
    /// ``ResultRow/extra``.
    public static let columns = [
        "scenario", "strategy", "size", "seed", "iterations", "median_ns", "p10_ns", "p90_ns",
        "allocations", "allocated_bytes", "pivots", "agree", "checksum",
    ]

    /// Writes `rows` to `path` atomically (see ``AtomicFile``): a reader sees the old file or the
    /// new one, never half of it.
    /// - Complexity: O(total size of the rows).
    public static func write(_ rows: [ResultRow], to path: String) throws(FileWriteError) {
        try AtomicFile.write(text(rows), to: path)
    }

    /// The CSV text of `rows`: the standard columns, then every extra column any row has, sorted by
    /// name.
    public static func text(_ rows: [ResultRow]) -> String {
        let extraColumns = Set(rows.flatMap(\.extra.keys)).subtracting(columns).sorted()
        var text = CSVText.line(columns + extraColumns)
        for row in rows {
            text += CSVText.line(cells(of: row) + extraColumns.map { row.extra[$0] ?? "" })
        }
        return text
    }

    /// The rows of the file at `path`.
    /// - Throws: ``ResultsCSVError`` naming the file, line and column of the first problem.
    public static func read(from path: String) throws(ResultsCSVError) -> [ResultRow] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ResultsCSVError(file: path, line: 0, problem: .unreadable(reason(error)))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ResultsCSVError(file: path, line: 0, problem: .unreadable("it is not UTF-8 text"))
        }
        return try parse(text, file: path)
    }

    /// The rows of `text`, read as the file named `file` (for messages).
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String, file: String) throws(ResultsCSVError) -> [ResultRow] {
        let records: [CSVText.Record]
        do {
            records = try CSVText.records(text)
        } catch {
            throw ResultsCSVError(file: file, line: error.line, column: error.field, problem: .syntax(error.problem))
        }
        // A blank line reads as one empty field; it holds no row.
        let nonBlank = records.filter { $0.fields != [""] }
        guard let header = nonBlank.first else { throw ResultsCSVError(file: file, line: 0, problem: .empty) }
        let layout = try ColumnLayout(header: header, file: file)
        var rows: [ResultRow] = []
        var firstLine: [ResultRow.Key: Int] = [:]
        for record in nonBlank.dropFirst() {
            let row = try layout.row(from: record)
            if let first = firstLine[row.key] {
                throw ResultsCSVError(file: file, line: record.line, problem: .duplicateRow(row.key, firstLine: first))
            }
            firstLine[row.key] = record.line
            rows.append(row)
        }
        return rows
    }

    /// The cells of the standard columns, in ``columns`` order.
    static func cells(of row: ResultRow) -> [String] {
        [
            row.scenario, row.strategy, String(row.size), row.seed.map { String($0) } ?? "", String(row.iterations),
            number(row.medianNanoseconds), number(row.p10Nanoseconds), number(row.p90Nanoseconds),
            row.allocations.map { String($0) } ?? "", row.allocatedBytes.map { String($0) } ?? "",
            row.pivots.map { String($0) } ?? "", row.agree.map { String($0) } ?? "", row.checksum,
        ]
    }

    /// A time as written: whole numbers without a fraction, others as Swift prints them.
    static func number(_ value: Double?) -> String {
        guard let value else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

/// Where each column of a header is, and how a record becomes a row.
private struct ColumnLayout {
    let file: String
    let names: [String]
    let index: [String: Int]

    init(header: CSVText.Record, file: String) throws(ResultsCSVError) {
        self.file = file
        names = header.fields
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() {
            guard index[name] == nil else {
                throw ResultsCSVError(file: file, line: header.line, column: position + 1, columnName: name,
                                      problem: .duplicateColumn(name))
            }
            index[name] = position
        }
        for name in ResultsCSV.columns where index[name] == nil {
            throw ResultsCSVError(file: file, line: header.line, problem: .missingColumn(name))
        }
        self.index = index
    }

    func row(from record: CSVText.Record) throws(ResultsCSVError) -> ResultRow {
        guard record.fields.count == names.count else {
            throw ResultsCSVError(file: file, line: record.line, column: min(record.fields.count, names.count) + 1,
                                  problem: .wrongFieldCount(expected: names.count, found: record.fields.count))
        }
        let cells = Cells(layout: self, record: record)
        var extra: [String: String] = [:]
        for (position, name) in names.enumerated() where ResultsCSV.columns.firstIndex(of: name) == nil {
            if !record.fields[position].isEmpty { extra[name] = record.fields[position] }
        }
        return ResultRow(
            scenario: try cells.required("scenario"), strategy: try cells.required("strategy"),
            size: try cells.required("size", Int.init), seed: try cells.optional("seed", UInt64.init),
            iterations: try cells.required("iterations", Int.init),
            medianNanoseconds: try cells.optional("median_ns", finite),
            p10Nanoseconds: try cells.optional("p10_ns", finite), p90Nanoseconds: try cells.optional("p90_ns", finite),
            allocations: try cells.optional("allocations", Int.init),
            allocatedBytes: try cells.optional("allocated_bytes", Int.init),
            pivots: try cells.optional("pivots", Int.init), agree: try cells.optional("agree", boolean),
            checksum: try cells.optional("checksum", { $0 }) ?? "", extra: extra)
    }

    /// One record's cells by column name, converted with the message that names the cell.
    private struct Cells {
        let layout: ColumnLayout
        let record: CSVText.Record

        func optional<T>(_ name: String, _ convert: (String) -> T?) throws(ResultsCSVError) -> T? {
            let position = layout.index[name]!
            let text = record.fields[position]
            if text.isEmpty { return nil }
            guard let value = convert(text) else {
                let problem: ResultsCSVError.Problem = T.self == Bool.self ? .notABoolean(text) : .notANumber(text)
                throw ResultsCSVError(file: layout.file, line: record.line, column: position + 1, columnName: name,
                                      problem: problem)
            }
            return value
        }

        func required<T>(_ name: String, _ convert: (String) -> T?) throws(ResultsCSVError) -> T {
            guard let value = try optional(name, convert) else {
                let position = layout.index[name]!
                throw ResultsCSVError(file: layout.file, line: record.line, column: position + 1, columnName: name,
                                      problem: .missingValue)
            }
            return value
        }

        func required(_ name: String) throws(ResultsCSVError) -> String {
            try required(name) { $0 }
        }
    }
}

private func finite(_ text: String) -> Double? {
    Double(text).flatMap { $0.isFinite ? $0 : nil }
}

private func boolean(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true": true
    case "false": false
    default: nil
    }
}
