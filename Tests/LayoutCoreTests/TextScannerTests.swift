import LayoutCore
import Testing

@Suite("TextScanner")
struct TextScannerTests {
    /// The number rule written the obvious way: the longest prefix that a regular expression of
    /// the rule matches whole.
    private func naiveNumberLength(_ text: String) -> Int? {
        let characters = Array(text)
        for length in stride(from: characters.count, through: 1, by: -1) {
            let prefix = String(characters[..<length])
            if prefix.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil { return length }
        }
        return nil
    }

    @Test("Every string of up to four characters over '1 . e - + x' reads as the naive rule reads it")
    func numberRuleMatchesTheNaiveTwin() {
        let alphabet: [Character] = ["1", ".", "e", "-", "+", "x"]
        var texts = [""]
        for _ in 0..<4 {
            texts += texts.filter { $0.count == texts.last!.count }.flatMap { text in alphabet.map { text + String($0) } }
        }
        for text in texts {
            var scanner = TextScanner(text)
            let starts = scanner.startsNumber()
            let value = scanner.number()
            #expect(starts == (value != nil), "\(text)")
            let expected = naiveNumberLength(text)
            if let expected {
                #expect(scanner.index == expected, "\(text)")
                #expect(value == Double(String(Array(text)[..<expected])), "\(text)")
            } else {
                #expect(value == nil && scanner.index == 0, "\(text)")
            }
        }
    }

    /// The number read at the start of `text` and the character after it.
    private func number(in text: String) -> (value: Double?, next: Character?) {
        var scanner = TextScanner(text)
        let value = scanner.number()
        return (value, scanner.peek())
    }

    @Test("A lone sign and '1e' follow one rule: the sign is punctuation, the 'e' a letter")
    func loneSignAndBareExponent() {
        #expect(!TextScanner("- 5").startsNumber())
        #expect(number(in: "- 5") == (nil, "-"))
        #expect(number(in: "1e") == (1, "e"))
        #expect(number(in: "-1.5e+2x") == (-150, "x"))
        #expect(number(in: "1e999") == (.infinity, nil))
    }

    @Test("Relations, identifiers, whole words and columns")
    func tokens() {
        var scanner = TextScanner("  view_1.width<=system8")
        scanner.skipWhitespace()
        #expect(scanner.column == 3)
        let identifier = scanner.identifier()
        let noRelation = scanner.relation()
        let dot = scanner.skip(".")
        let attribute = scanner.read(while: \.isLetter)
        let relation = scanner.relation()
        let wholeWord = scanner.skipWord("system")
        let prefix = scanner.skip("system")
        let spacing = scanner.number()
        #expect(identifier == "view_1" && noRelation == nil && dot && attribute == "width" && relation == "<=")
        #expect(!wholeWord && prefix && spacing == 8 && scanner.atEnd)
        #expect("  a b \n".trimmedWhitespace == "a b")
    }
}
