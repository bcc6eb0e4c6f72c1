extension DeterministicTextMeasurement {
    /// ``size(of:font:wrappingAt:maximumLines:)`` of ASCII text without a carriage return (where
    /// every byte is one `Character`), over the UTF-8 bytes in place: the same lines, the same
    /// advances summed in the same order, so the same size to the bit, without making a
    /// `Character` or a `String` per word; nil for other text. The naive twin is
    /// ``sizeByCharacters(of:font:wrappingAt:maximumLines:)`` (`TextMeasurementTwinTests`).
    /// - Complexity: O(n) for one line; wrapping re-adds a line's advance per word, as the twin
    ///   does, O(n × words of a line).
    func asciiSize(of text: String, pointSize: CGFloat, wrappingAt width: CGFloat, maximumLines: Int) -> CGSize? {
        var text = text
        return text.withUTF8 { bytes -> CGSize? in
            for byte in bytes where byte >= 0x80 || byte == carriageReturn { return nil }
            let lines = ASCIILines(bytes, pointSize: pointSize, width: width)
            let count = maximumLines > 0 ? min(lines.ranges.count, maximumLines) : lines.ranges.count
            // The widest as the twin's `max()` picks it: the first, replaced by a larger one.
            var widest: CGFloat?
            for range in lines.ranges.prefix(count) {
                let advance = lines.advance(range)
                if let known = widest, !(known < advance) { continue }
                widest = advance
            }
            return CGSize(width: (widest ?? 0).rounded(.up), height: CGFloat(count) * lineHeight(pointSize))
        }
    }
}

private let carriageReturn = UInt8(ascii: "\r")

/// The lines of ASCII text as ``DeterministicTextMeasurement/wrap(_:pointSize:width:)`` breaks
/// them, as ranges of its bytes. A line is always contiguous in the text: a candidate line is the
/// line so far, the one space after it and the next word.
private struct ASCIILines {
    let bytes: UnsafeBufferPointer<UInt8>
    let narrow: CGFloat
    let normal: CGFloat
    private(set) var ranges: [Range<Int>] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, pointSize: CGFloat, width: CGFloat) {
        self.bytes = bytes
        narrow = 0.25 * pointSize
        normal = 0.5 * pointSize
        var paragraphStart = 0
        for index in 0 ... bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            if width.isFinite {
                wrapParagraph(paragraphStart ..< index, width: width)
            } else {
                ranges.append(paragraphStart ..< index)
            }
            paragraphStart = index + 1
        }
    }

    /// The characters' advances summed from the first, as `reduce` sums them.
    func advance(_ range: Range<Int>) -> CGFloat {
        var total: CGFloat = 0
        for index in range { total += Self.isNarrow(bytes[index]) ? narrow : normal }
        return total
    }

    /// The narrow characters of the text model: a space and `i l j . , : ; ' ! |`.
    private static func isNarrow(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "."),
             UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "!"),
             UInt8(ascii: "|"): true
        default: false
        }
    }

    /// Greedy wrapping of one paragraph at spaces, a word wider than the line broken between
    /// characters: the twin's steps on ranges.
    private mutating func wrapParagraph(_ paragraph: Range<Int>, width: CGFloat) {
        var line = paragraph.lowerBound ..< paragraph.lowerBound
        var wordStart = paragraph.lowerBound
        for index in paragraph.lowerBound ... paragraph.upperBound
            where index == paragraph.upperBound || bytes[index] == UInt8(ascii: " ")
        {
            let word = wordStart ..< index
            wordStart = index + 1
            let candidate = line.isEmpty ? word : line.lowerBound ..< word.upperBound
            if line.isEmpty || advance(candidate) <= width {
                line = candidate
            } else {
                ranges.append(line)
                line = word
            }
            while line.count > 1, advance(line) > width {
                var headEnd = line.lowerBound
                while headEnd < line.upperBound {
                    if headEnd > line.lowerBound, advance(line.lowerBound ..< headEnd + 1) > width { break }
                    headEnd += 1
                }
                ranges.append(line.lowerBound ..< headEnd)
                line = headEnd ..< line.upperBound
            }
        }
        ranges.append(line)
    }
}
