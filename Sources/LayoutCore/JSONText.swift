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
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// `[a, b, …]` of numbers, without spaces.
    public static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    public static func rect(_ rect: Rect) -> String {
        numbers([rect.x, rect.y, rect.width, rect.height])
    }
}
