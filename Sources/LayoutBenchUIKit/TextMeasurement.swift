import Synchronization

/// How text is measured: a team with real font metrics plugs its own in
/// (``UIKitTextMeasurement/current``); the default is ``DeterministicTextMeasurement``.
public protocol TextMeasuring: Sendable {
    /// The size of `text` in `font`, wrapped at `width` when `width` is finite (one line when
    /// infinite), at most `maximumLines` lines (0: no limit).
    func size(of text: String, font: UIFont, wrappingAt width: CGFloat, maximumLines: Int) -> CGSize
    /// The distance from a line's top to its baseline, and from the baseline to its bottom.
    func ascentAndDescent(of font: UIFont) -> (ascent: CGFloat, descent: CGFloat)
}

/// The text measurement in use (process-wide).
public enum UIKitTextMeasurement {
    private static let store = Mutex<any TextMeasuring>(DeterministicTextMeasurement())

    public static var current: any TextMeasuring {
        get { store.withLock { $0 } }
        set { store.withLock { $0 = newValue } }
    }
}

/// A measurement that gives the same sizes on every machine, from the point size p alone:
///
/// - advance of a character: 0.5 p; 0.25 p for a space and for `i l j . , : ; ' ! |`; 1.0 p for
///   a wide character (CJK, Hangul, kana, full-width forms, emoji);
/// - a line is `round(1.2 p)` tall; its baseline `round(0.95 p)` below its top;
/// - a one-line width is the sum of advances rounded up to a whole point; wrapping breaks at
///   spaces (a word wider than the line breaks between characters), greedily.
public struct DeterministicTextMeasurement: TextMeasuring {
    public init() {}

    public func size(of text: String, font: UIFont, wrappingAt width: CGFloat, maximumLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        if let size = asciiSize(of: text, pointSize: font.pointSize, wrappingAt: width, maximumLines: maximumLines) {
            return size
        }
        return sizeByCharacters(of: text, font: font, wrappingAt: width, maximumLines: maximumLines)
    }

    /// ``size(of:font:wrappingAt:maximumLines:)`` over `Character`s and `String`s, for any text:
    /// the naive twin of the ASCII fast path (``asciiSize(of:pointSize:wrappingAt:maximumLines:)``).
    func sizeByCharacters(of text: String, font: UIFont, wrappingAt width: CGFloat, maximumLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let lines = wrap(text, pointSize: font.pointSize, width: width)
        let count = maximumLines > 0 ? min(lines.count, maximumLines) : lines.count
        let widest = lines.prefix(count).map { advance(of: $0, pointSize: font.pointSize) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: CGFloat(count) * lineHeight(font.pointSize))
    }

    public func ascentAndDescent(of font: UIFont) -> (ascent: CGFloat, descent: CGFloat) {
        let ascent = (0.95 * font.pointSize).rounded()
        return (ascent, lineHeight(font.pointSize) - ascent)
    }

    func lineHeight(_ pointSize: CGFloat) -> CGFloat { (1.2 * pointSize).rounded() }

    func advance(of character: Character, pointSize: CGFloat) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if " il j.,:;'!|".contains(character) { return 0.25 * pointSize }
        if Self.isWide(scalar.value) || character.unicodeScalars.count > 1 && scalar.properties.isEmoji {
            return pointSize
        }
        return 0.5 * pointSize
    }

    func advance(of line: String, pointSize: CGFloat) -> CGFloat {
        line.reduce(0) { $0 + advance(of: $1, pointSize: pointSize) }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        (0x1100 ... 0x115F).contains(value) || (0x2E80 ... 0xA4CF).contains(value) || (0xAC00 ... 0xD7A3).contains(value)
            || (0xF900 ... 0xFAFF).contains(value) || (0xFF00 ... 0xFF60).contains(value)
            || (0x1F300 ... 0x1FAFF).contains(value) || (0x20000 ... 0x3FFFD).contains(value)
    }

    /// Greedy wrapping at spaces; explicit newlines always break; a word wider than the line
    /// breaks between characters.
    func wrap(_ text: String, pointSize: CGFloat, width: CGFloat) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard width.isFinite else {
                lines.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || advance(of: candidate, pointSize: pointSize) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
                while line.count > 1, advance(of: line, pointSize: pointSize) > width {
                    var head = ""
                    for character in line {
                        if !head.isEmpty, advance(of: head + String(character), pointSize: pointSize) > width { break }
                        head.append(character)
                    }
                    lines.append(head)
                    line = String(line.dropFirst(head.count))
                }
            }
            lines.append(line)
        }
        return lines
    }
}
