import LayoutCore
import LayoutTestSupport
import Testing

/// What `CSVText.line` writes, `CSVText.records` reads back, for fields of every awkward kind.
@Suite struct CSVTextTests {
    /// ResultsFuzzer's finding: a combining mark after a quote made one Character of both, and
    /// the quote was written undoubled.
    @Test func combiningMarkAfterAQuote() throws {
        let fields = ["peer, \"\u{30C}sced\"", "\"\u{301}", "plain"]
        #expect(try CSVText.records(CSVText.line(fields)).map(\.fields) == [fields])
    }

    /// Seeded random fields over an alphabet of separators, quotes, line breaks and combining marks.
    @Test func randomFieldsReadBack() throws {
        let alphabet: [String] = [",", "\"", "\r", "\n", "\r\n", "a", " ", "é", "\u{30C}", "\u{301}", "0"]
        var random = SplitMix64(seed: 23)
        for _ in 0..<500 {
            let fields = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            }
            #expect(try CSVText.records(CSVText.line(fields)).map(\.fields) == [fields], "\(fields)")
        }
    }
}
