/// FNV-1a, 64 bits: a short, stable, unseeded hash of bytes — for checksums that must not change
/// between runs and for hashing short trusted names where the standard library's seeded SipHash
/// costs more than the lookup it serves.
public struct FNV1a: Sendable {
    /// The hash of the bytes combined so far.
    public var value: UInt64 { state }
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    @inlinable public init() {}

    @inlinable public mutating func combine(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The hash of `text`'s UTF-8 bytes.
    /// - Complexity: O(n) in the bytes.
    @inlinable public static func hash(_ text: String) -> UInt64 {
        var hash = FNV1a()
        for byte in text.utf8 { hash.combine(byte) }
        return hash.value
    }
}
