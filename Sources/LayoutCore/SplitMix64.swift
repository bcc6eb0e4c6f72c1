/// A seeded, reproducible generator (SplitMix64): every generated workload and random test
/// can be replayed from its seed.
///
/// It is deliberately no `RandomNumberGenerator`: the standard library's draws
/// (`Int.random(in:using:)`, `randomElement(using:)`, `shuffle(using:)`, …) may change their
/// algorithms between toolchains, and a seed printed by `layoutbench fuzz` or used by `bench` must
/// make the same case forever. Generators draw through its own methods instead
/// (SplitMix64+Draws.swift), written out in full. Tests that want the standard library's draws
/// for their own randomness declare the conformance themselves.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits; every draw in SplitMix64+Draws.swift is made of these.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.finalize(state)
    }

    /// SplitMix64's output function: spreads every bit of `value` over all 64 (also the hash
    /// mixer of the open-addressing tables).
    @inlinable @inline(__always)
    public static func finalize(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
