import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct ResultsCSVTests {
    let header = ResultsCSV.columns.joined(separator: ",")

    private func parseError(_ text: String) -> ResultsCSVError? {
        do {
            _ = try ResultsCSV.parse(text, file: "results.csv")
            return nil
        } catch {
            return error
        }
    }

    @Test func roundTripKeepsEveryValue() throws {
        var tricky = row("waterfall, \"quoted\"\nsecond line", "naive", size: 100_000, median: 1_234.5,
                         allocations: nil, bytes: nil, pivots: nil, agree: false)
        tricky.seed = 42
        tricky.extra = ["note": "a, \"b\"\r\nc", "ratio": "1.5"]
        let plain = row()
        let rows = [plain, tricky]
        let read = try ResultsCSV.parse(ResultsCSV.text(rows), file: "memory")
        #expect(read == rows)
    }

    @Test func writesTheStandardHeaderThenExtraColumnsSorted() {
        var first = row()
        first.extra = ["zeta": "1"]
        var second = row("solver-initial")
        second.extra = ["alpha": "2"]
        let lines = ResultsCSV.text([first, second]).components(separatedBy: "\r\n")
        #expect(lines[0] == header + ",alpha,zeta")
        #expect(lines[1].hasSuffix(",00000000000000aa,,1"))
        #expect(lines[2].hasSuffix(",00000000000000aa,2,"))
    }

    @Test func emptyCellsAreMissingValues() throws {
        let text = header + "\nsolver-edit,kiwisolver,37,,100,812,700,900,,,,,\n"
        let read = try ResultsCSV.parse(text, file: "x.csv")
        #expect(read == [ResultRow(scenario: "solver-edit", strategy: "kiwisolver", size: 37, iterations: 100,
                                   medianNanoseconds: 812, p10Nanoseconds: 700, p90Nanoseconds: 900)])
    }

    @Test func columnsMayComeInAnyOrderWithLineFeedsOrCRLF() throws {
        let columns = ResultsCSV.columns.reversed()
        // checksum, agree, pivots, allocated_bytes, allocations, p90, p10, median, iterations, seed, size,
        // strategy, scenario
        let values = ["abc", "true", "3", "", "5", "20", "10", "15", "1", "2", "7", "s", "n"]
        let text = columns.joined(separator: ",") + "\r\n" + values.joined(separator: ",") + "\r\n\n"
        let read = try ResultsCSV.parse(text, file: "x.csv")
        let expected = ResultRow(scenario: "n", strategy: "s", size: 7, seed: 2, iterations: 1, medianNanoseconds: 15,
                                 p10Nanoseconds: 10, p90Nanoseconds: 20, allocations: 5, pivots: 3, agree: true,
                                 checksum: "abc")
        #expect(read == [expected])
    }

    @Test func unterminatedQuoteNamesTheLineItStartsOn() {
        let error = parseError(header + "\nsolver-edit,\"incremental,1\n2,3\n")
        #expect(error?.problem == .syntax(.unterminatedQuote))
        #expect(error?.line == 2)
        #expect(error?.column == 2)
        #expect(error?.description == "results.csv:2: column 2: a quoted field is never closed.")
    }

    @Test func wrongFieldCount() {
        let error = parseError(header + "\nsolver-edit,incremental,1\n")
        #expect(error?.problem == .wrongFieldCount(expected: 13, found: 3))
        #expect(error?.line == 2)
        #expect(error?.column == 4)
    }

    @Test func nonNumericMedianNamesLineAndColumn() {
        let error = parseError(header + "\ns,incremental,1,,10,1000,900,1100,,,,true,ab\ns,full,1,,10,fast,900,1100,,,,true,ab\n")
        #expect(error?.problem == .notANumber("fast"))
        #expect(error?.line == 3)
        #expect(error?.column == 6)
        #expect(error?.columnName == "median_ns")
        #expect(error?.description == "results.csv:3: column 6 (median_ns): \"fast\" is not a number.")
    }

    @Test func nonFiniteTimesAndBadBooleansAreRejected() {
        #expect(parseError(header + "\ns,i,1,,10,inf,1,1,,,,,\n")?.problem == .notANumber("inf"))
        #expect(parseError(header + "\ns,i,1,,10,1,1,1,,,,yes,\n")?.problem == .notABoolean("yes"))
        #expect(parseError(header + "\ns,i,,,10,1,1,1,,,,,\n")?.problem == .missingValue)
    }

    @Test func missingHeaderColumn() {
        let columns = ResultsCSV.columns.filter { $0 != "pivots" }
        let error = parseError(columns.joined(separator: ",") + "\n")
        #expect(error?.problem == .missingColumn("pivots"))
        #expect(error?.line == 1)
    }

    @Test func duplicateColumnAndDuplicateRow() {
        #expect(parseError(header + ",size\n")?.problem == .duplicateColumn("size"))
        let line = "\ns,i,1,,10,1,1,1,,,,,"
        let error = parseError(header + line + line + "\n")
        #expect(error?.problem == .duplicateRow(ResultRow.Key(scenario: "s", strategy: "i", size: 1), firstLine: 2))
        #expect(error?.line == 3)
    }

    @Test func strayQuotes() {
        #expect(parseError(header + "\ns\"x,i\n")?.problem == .syntax(.quoteInUnquotedField))
        #expect(parseError(header + "\n\"s\"x,i\n")?.problem == .syntax(.textAfterQuote))
    }

    @Test func emptyAndUnreadableFiles() {
        #expect(parseError("")?.problem == .empty)
        #expect(parseError("\n\n")?.problem == .empty)
        #expect(throws: ResultsCSVError.self) { try ResultsCSV.read(from: "/nonexistent/results.csv") }
    }

    @Test func writeThenReadAFile() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("latest.csv").path
        let rows = [row(), row("solver-remove", "full", pivots: 7)]
        try ResultsCSV.write(rows, to: path)
        #expect(try ResultsCSV.read(from: path) == rows)
    }
}
