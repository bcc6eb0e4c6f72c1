import LayoutCore

/// The stable hash of a strategy's answers that the `checksum` column holds.
///
/// FNV-1a (64 bits) over each value rounded to a millionth: the value times 10⁶, rounded to the
/// nearest integer with ties away from zero, as a two's-complement 64-bit integer in
/// little-endian bytes (−0 is 0; NaN hashes as 0x7ff8000000000000; values beyond the 64-bit
/// range, infinities among them, are clamped to it). Printed as 16 lowercase hexadecimal digits
/// (`%016llx`). `Benchmarks/peers/kiwi_bench.py` implements the same function for the
/// kiwisolver peer; change both together.
public enum ResultChecksum {
    /// - Complexity: O(n).
    public static func of(values: [Double]) -> String {
        var hash = FNV1a()
        for value in values {
            var bits = UInt64(bitPattern: quantize(value))
            for _ in 0..<8 {
                hash.combine(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
        let digits = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `value` in millionths, rounded half away from zero.
    static func quantize(_ value: Double) -> Int64 {
        if value.isNaN { return 0x7ff8_0000_0000_0000 }
        let scaled = (value * 1e6).rounded(.toNearestOrAwayFromZero)
        if scaled >= 0x1p63 { return .max }
        if scaled < -0x1p63 { return .min }
        return Int64(scaled)
    }
}
