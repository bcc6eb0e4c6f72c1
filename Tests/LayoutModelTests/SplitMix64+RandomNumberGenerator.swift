import LayoutGen

// This target's random tests use the standard library's draws (`Int.random(in:using:)`,
// `randomElement(using:)`, …) on a SplitMix64. Their algorithms may change between toolchains,
// which is fine for a test's own randomness but not for a generator's: in Sources SplitMix64 is no
// RandomNumberGenerator, and generators draw through its written-out methods
// (SplitMix64+Draws.swift) so that fuzz and bench seeds reproduce everywhere.
extension SplitMix64: RandomNumberGenerator {}
