import LayoutCore
import LayoutSolver
import Testing
@testable import LayoutModel

/// The byte-level grammar (`ByteGrammarParser`) against the character-level parser it stands in
/// for (`ConstraintSpec.parseCharacters`): on printable ASCII it reads a text exactly when that
/// one does, to the same value; elsewhere it may only give up.
@Suite struct ConstraintGrammarTwinTests {
    /// Pieces that, strung together at random, make valid constraints, near misses and nonsense.
    private static let pieces = [
        "v0", "root", "_x", "a-b", "9v", "v0.safeArea", "v1.layoutMargins", ".", ".leading", ".width", ".minX",
        ".top", ".bogus", ".safeArea", "==", "<=", ">=", "=", "<", "*", "+", "-", "@", ":", "lbl:", " a.b-c : ",
        "system", "systems", "2", "-3", "+4", "0.5", ".5", "5.", "1e3", "1e", "2E-2", "1e999", "0001",
        "1234567890123456", "123456789012345", "12345678901234567890", " ", "  ", "\t", "é", "v0.width",
        "root.height", "750", "@250", "* system", "- system",
    ]

    private static func randomText(_ random: inout SplitMix64) -> String {
        (0..<(1 + Int(random.below(9)))).map { _ in pieces[Int(random.below(UInt64(pieces.count)))] }
            .joined(separator: random.bool() ? " " : "")
    }

    /// Texts the grammar accepts, in every form it has, with spacing varied.
    private static func validText(_ random: inout SplitMix64) -> String {
        let items = ["v0", "root", "a-b_1", "v2.safeArea", "v3.layoutMargins"]
        let attributes = ["leading", "width", "top", "minX", "centerYWithinMargins", "lastBaseline"]
        let numbers = ["0", "8", "-8", "+2", "0.25", "1.5e2", ".5", "3.", "120000000000000000", "-0"]
        func pick(_ values: [String]) -> String { values[Int(random.below(UInt64(values.count)))] }
        func space() -> String { random.bool() ? " " : "" }
        func reference() -> String { pick(items) + "." + pick(attributes) }
        var text = random.bool() ? pick(["lbl", "a.b-c", "x_1"]) + space() + ":" + space() : ""
        text += reference() + space() + pick(["==", "<=", ">="]) + space()
        if random.bool() {
            text += pick(numbers)
        } else {
            if random.bool() { text += pick(numbers) + space() + "*" + space() }
            text += reference()
            if random.bool() {
                text += space() + pick(["+", "-"]) + space() + pick([pick(numbers), "system", pick(numbers) + " * system"])
            }
        }
        if random.bool() { text += space() + "@" + space() + pick(["250", "999.5", "1"]) }
        return text + (random.bool() ? " " : "")
    }

    @Test func theByteParserReadsWhatTheCharacterParserReads() {
        var random = SplitMix64(seed: 26)
        var accepted = 0
        for index in 0..<4_000 {
            let text = index.isMultiple(of: 2) ? Self.validText(&random) : Self.randomText(&random)
            let fast = ByteGrammarParser.constraint(text)
            let slow = try? ConstraintSpec.parseCharacters(text)
            if let fast {
                #expect(fast == slow, "\(text)")
            }
            if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
                #expect((fast != nil) == (slow != nil), "\(text)")
            }
            if slow != nil { accepted += 1 }
        }
        #expect(accepted > 1_500)
    }

    @Test func everyCanonicalDescriptionTakesTheFastPath() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            guard let spec = try? ConstraintSpec.parseCharacters(Self.validText(&random)) else { continue }
            #expect(ByteGrammarParser.constraint(spec.description) == spec, "\(spec)")
        }
    }

    @Test func anErrorReadsAsTheCharacterParserWordsIt() {
        for text in ["v0.width == ", "v0.bogus == 4", "v0.width == 4 @", "v0.width\t== 4 é"] {
            #expect(ByteGrammarParser.constraint(text) == nil)
            #expect(throws: LayoutError.self) { try ConstraintSpec.parse(text) }
        }
    }
}
