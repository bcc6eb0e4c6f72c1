import LayoutGen

// SeedStabilityTests compare SplitMix64's written-out draws (SplitMix64+Draws.swift) with the
// standard library's on the same generator, which needs this conformance. In Sources SplitMix64
// is no RandomNumberGenerator, so that no generator can draw through the standard library, whose
// algorithms may change between toolchains.
extension SplitMix64: RandomNumberGenerator {}
