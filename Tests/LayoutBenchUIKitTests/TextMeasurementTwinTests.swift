import Foundation
@testable import LayoutBenchUIKit
import LayoutCore
import LayoutTestSupport
import Testing

/// The text model's ASCII fast path (``DeterministicTextMeasurement/asciiSize(of:pointSize:wrappingAt:maximumLines:)``)
/// against its naive twin over `Character`s and `String`s: the same size, to the bit, for seeded
/// random texts (ASCII, and mixed with text the fast path must leave to the twin) and for every
/// short text over a small alphabet, at widths that wrap, break words and do not wrap.
@Suite struct TextMeasurementTwinTests {
    static let measurement = DeterministicTextMeasurement()

    static func expectSameSize(_ text: String, pointSize: CGFloat, width: CGFloat, maximumLines: Int,
                               sourceLocation: SourceLocation = #_sourceLocation)
    {
        let font = UIFont.systemFont(ofSize: pointSize)
        let fast = measurement.size(of: text, font: font, wrappingAt: width, maximumLines: maximumLines)
        let naive = measurement.sizeByCharacters(of: text, font: font, wrappingAt: width, maximumLines: maximumLines)
        #expect(fast.width.bitPattern == naive.width.bitPattern && fast.height.bitPattern == naive.height.bitPattern,
                "\(text.debugDescription) at \(width), \(pointSize) pt, \(maximumLines) lines: \(fast) ≠ \(naive)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: 0 ..< 20)
    func randomTextsMeasureAsTheirTwin(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let ascii: [String] = ["a", "b", "W", "i", "l", "j", ".", ",", "!", "|", "'", "0", " ", " ", " ", "\n", "\t", "-"]
        let other: [String] = ["é", "e\u{301}", "中", "한", "👍🏽", "\r\n", "\r", "ｱ"]
        let widths: [CGFloat] = [.infinity, 0, 1, 4.25, 8.5, 12.75, 30, 64.5, 100, 333.3, .nan]
        let pointSizes: [CGFloat] = [17, 13, 12.5, 9.3, 28, 0.1]
        for round in 0 ..< 200 {
            let mixed = round % 4 == 3
            let length = Int.random(in: 0 ... 40, using: &random)
            let text = (0 ..< length).map { _ in
                mixed && Int.random(in: 0 ..< 5, using: &random) == 0 ? other.randomElement(using: &random)!
                    : ascii.randomElement(using: &random)!
            }.joined()
            let pointSize = pointSizes.randomElement(using: &random)!
            let width = Bool.random(using: &random) ? widths.randomElement(using: &random)!
                : CGFloat(Double.random(in: 0 ... 200, using: &random))
            Self.expectSameSize(text, pointSize: pointSize, width: width, maximumLines: Int.random(in: 0 ... 3, using: &random))
            let isASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
            #expect((Self.measurement.asciiSize(of: text, pointSize: pointSize, wrappingAt: width, maximumLines: 0) != nil) == isASCII)
        }
    }

    @Test func everyShortTextMeasuresAsItsTwin() {
        let alphabet = ["a", "i", " ", "\n"]
        var texts = [""]
        var frontier = [""]
        for _ in 0 ..< 5 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += frontier
        }
        for text in texts {
            for width in [0, 2, 4.25, 8.5, 12.75, 17, 21.25, CGFloat.infinity] {
                for maximumLines in 0 ... 2 {
                    Self.expectSameSize(text, pointSize: 17, width: width, maximumLines: maximumLines)
                }
            }
        }
    }
}
