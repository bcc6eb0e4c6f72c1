/// Writing JSON text by hand, so that keys keep their order and numbers their shortest form.
public enum JSONText {
    /// The shortest text that reads back as `value`: integers without a fraction (`420`, not
    /// `420.0`; negative zero as `0`), other numbers as Swift prints them (`0.1`, `1e-05`).
    /// Only finite numbers reach here; others are written as `null`.
    public static func number(_ value: Double) -> String {
        value.isFinite ? formatExact(value) : "null"
    }

    /// A JSON string literal.
    public static func string(_ value: String) -> String {
        var buffer = TextBuffer(capacity: value.utf8.count + 2)
        buffer.append(jsonString: value)
        return buffer.text
    }

    /// `[a, b, …]` of numbers, without spaces.
    public static func numbers(_ values: [Double]) -> String {
        var buffer = TextBuffer(capacity: values.count * 8 + 2)
        buffer.append(jsonNumbers: values)
        return buffer.text
    }

    public static func rect(_ rect: Rect) -> String {
        numbers([rect.x, rect.y, rect.width, rect.height])
    }
}

extension TextBuffer {
    /// `[a, b, …]` of numbers, without spaces, as ``JSONText/numbers(_:)`` writes them.
    public mutating func append(jsonNumbers values: [Double]) {
        append(byte: UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { append(byte: UInt8(ascii: ",")) }
            append(jsonNumber: value)
        }
        append(byte: UInt8(ascii: "]"))
    }

    /// A rectangle as `[x,y,width,height]`, as ``JSONText/rect(_:)`` writes it.
    /// - Complexity: O(1), with no array made (a layout report writes millions of these).
    public mutating func append(jsonRect rect: Rect) {
        append(byte: UInt8(ascii: "["))
        append(jsonNumber: rect.x)
        append(byte: UInt8(ascii: ","))
        append(jsonNumber: rect.y)
        append(byte: UInt8(ascii: ","))
        append(jsonNumber: rect.width)
        append(byte: UInt8(ascii: ","))
        append(jsonNumber: rect.height)
        append(byte: UInt8(ascii: "]"))
    }
}
