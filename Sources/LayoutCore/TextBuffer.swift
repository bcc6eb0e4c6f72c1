/// Text built as UTF-8 bytes in one growing buffer: what the JSON and report writers append to,
/// so that a large document costs no `String` per value and no joined intermediate strings.
public struct TextBuffer: Sendable {
    /// The text so far, as UTF-8.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes (an estimate saves regrowing).
    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The text as a `String`.
    /// - Complexity: O(n) in the number of bytes (one copy, UTF-8 checked).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of bytes so far.
    public var count: Int { bytes.count }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    public mutating func append(byte: UInt8) { bytes.append(byte) }

    /// `value` in decimal, without a `String`.
    public mutating func append(integer value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        guard magnitude > 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let start = bytes.count
        while magnitude > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        bytes[start...].reverse()
    }

    /// `value` as ``formatExact(_:)`` writes it: integers without a fraction, others in their
    /// shortest form.
    public mutating func append(exactly value: Double) {
        if let integer = wholeNumber(value) {
            append(integer: integer)
        } else {
            append(value.description)
        }
    }

    /// `value` as ``formatNumber(_:)`` writes it: rounded to 1e-9, then exactly.
    public mutating func append(reportNumber value: Double) { append(exactly: roundedForReport(value)) }

    /// `(x, y, width, height)` as ``Rect/description`` writes it.
    public mutating func append(rect: Rect) {
        bytes.append(UInt8(ascii: "("))
        append(reportNumber: rect.x)
        append(", " as StaticString)
        append(reportNumber: rect.y)
        append(", " as StaticString)
        append(reportNumber: rect.width)
        append(", " as StaticString)
        append(reportNumber: rect.height)
        bytes.append(UInt8(ascii: ")"))
    }

    /// `value` as ``JSONText/number(_:)`` writes it (`null` when not finite).
    public mutating func append(jsonNumber value: Double) {
        if value.isFinite { append(exactly: value) } else { append("null" as StaticString) }
    }

    /// `value` as a JSON string literal, as ``JSONText/string(_:)`` writes it.
    public mutating func append(jsonString value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"" as StaticString)
            case UInt8(ascii: "\\"): append("\\\\" as StaticString)
            case UInt8(ascii: "\n"): append("\\n" as StaticString)
            case UInt8(ascii: "\r"): append("\\r" as StaticString)
            case UInt8(ascii: "\t"): append("\\t" as StaticString)
            case ..<0x20:
                append("\\u00" as StaticString)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Drops every byte after the first `count`.
    public mutating func truncate(to count: Int) { bytes.removeSubrange(count...) }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
