import LayoutCore

// Tests draw their own randomness with the standard library (`Int.random(in:using:)`,
// `randomElement(using:)`, …) on a SplitMix64. Those algorithms may change between toolchains,
// which is fine for a test's own randomness but not for a generator's: in Sources SplitMix64 is no
// RandomNumberGenerator, and generators draw through its written-out methods
// (SplitMix64+Draws.swift) so that fuzz and bench seeds reproduce everywhere.
extension SplitMix64: RandomNumberGenerator {}
