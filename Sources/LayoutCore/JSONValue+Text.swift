extension JSONValue {
    /// The document as text. `sortedKeys` orders object keys; `indent` nil writes one line,
    /// otherwise nested values that do not fit in `width` columns go one per line.
    /// - Complexity: O(n · `width`) in the size of the document at worst: each array and object
    ///   is tried on one line once, up to `width` columns.
    public func text(sortedKeys: Bool = false, indent: Int? = 2, width: Int = 100) -> String {
        var buffer = TextBuffer()
        write(into: &buffer, sortedKeys: sortedKeys, indent: indent, width: width)
        return buffer.text
    }

    /// Appends ``text(sortedKeys:indent:width:)`` to `buffer`.
    public func write(into buffer: inout TextBuffer, sortedKeys: Bool = false, indent: Int? = 2, width: Int = 100) {
        guard let indent else {
            _ = writeCompact(into: &buffer, sortedKeys: sortedKeys, stopAfter: .max)
            return
        }
        write(into: &buffer, sortedKeys: sortedKeys, indent: indent, level: 0, column: 0, width: width)
    }

    private func write(into buffer: inout TextBuffer, sortedKeys: Bool, indent: Int, level: Int, column: Int,
                       width: Int) {
        let brackets: (UInt8, UInt8)
        switch self {
        case .array(let items) where !items.isEmpty: brackets = (UInt8(ascii: "["), UInt8(ascii: "]"))
        case .object(let pairs) where !pairs.isEmpty: brackets = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        default:
            _ = writeCompact(into: &buffer, sortedKeys: sortedKeys, stopAfter: .max)
            return
        }
        // On one line when it fits: written, and taken back when it runs past the width. A
        // column takes at most four bytes, so the writer can stop at four bytes per column left.
        let mark = buffer.count
        let room = width - column
        if writeCompact(into: &buffer, sortedKeys: sortedKeys, stopAfter: mark + 4 * max(room, 0)),
           Self.columns(buffer.bytes[mark...]) <= room {
            return
        }
        // Only a value that does not fit lists its children (most values fit: no list is made).
        let children: [(String?, JSONValue)]
        switch self {
        case .array(let items): children = items.map { (nil, $0) }
        case .object(let pairs): children = Self.ordered(pairs, sortedKeys: sortedKeys).map { ($0.0, $0.1) }
        default: children = []
        }
        buffer.truncate(to: mark)
        buffer.append(byte: brackets.0)
        buffer.append(byte: UInt8(ascii: "\n"))
        for (index, (key, child)) in children.enumerated() {
            let lineStart = buffer.count
            Self.pad(&buffer, indent * (level + 1))
            if let key {
                buffer.append(jsonString: key)
                buffer.append(": " as StaticString)
            }
            let prefix = Self.columns(buffer.bytes[lineStart...])
            child.write(into: &buffer, sortedKeys: sortedKeys, indent: indent, level: level + 1, column: prefix,
                        width: width)
            buffer.append(index + 1 < children.count ? ",\n" as StaticString : "\n")
        }
        Self.pad(&buffer, indent * level)
        buffer.append(byte: brackets.1)
    }

    /// Writes the value on one line (`[a, b]`, `{"k": v}`); false, with the text cut short, as
    /// soon as the buffer holds more than `limit` bytes.
    private func writeCompact(into buffer: inout TextBuffer, sortedKeys: Bool, stopAfter limit: Int) -> Bool {
        switch self {
        case .null: buffer.append("null" as StaticString)
        case .bool(let value): buffer.append(value ? "true" as StaticString : "false")
        case .number(let value): buffer.append(jsonNumber: value)
        case .string(let value): buffer.append(jsonString: value)
        case .array(let items):
            buffer.append(byte: UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { buffer.append(", " as StaticString) }
                guard item.writeCompact(into: &buffer, sortedKeys: sortedKeys, stopAfter: limit) else { return false }
            }
            buffer.append(byte: UInt8(ascii: "]"))
        case .object(let pairs):
            buffer.append(byte: UInt8(ascii: "{"))
            for (index, (key, value)) in Self.ordered(pairs, sortedKeys: sortedKeys).enumerated() {
                if index > 0 { buffer.append(", " as StaticString) }
                buffer.append(jsonString: key)
                buffer.append(": " as StaticString)
                guard value.writeCompact(into: &buffer, sortedKeys: sortedKeys, stopAfter: limit) else { return false }
            }
            buffer.append(byte: UInt8(ascii: "}"))
        }
        return buffer.count <= limit
    }

    /// The pairs in key order when `sortedKeys`; pairs already in order (most small objects) are
    /// returned as they are, without a sorted copy.
    private static func ordered(_ pairs: [(String, JSONValue)], sortedKeys: Bool) -> [(String, JSONValue)] {
        guard sortedKeys, pairs.indices.dropFirst().contains(where: { pairs[$0].0 < pairs[$0 - 1].0 }) else {
            return pairs
        }
        return pairs.sorted { $0.0 < $1.0 }
    }

    /// The columns `bytes` take: one per Unicode scalar (a byte that is not a UTF-8 continuation).
    private static func columns(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private static func pad(_ buffer: inout TextBuffer, _ count: Int) {
        for _ in 0..<count { buffer.append(byte: UInt8(ascii: " ")) }
    }
}
