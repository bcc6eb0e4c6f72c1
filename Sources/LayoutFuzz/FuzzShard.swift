/// One of `count` disjoint slices of a fuzzing run's cases (`layoutbench fuzz --shard I/N`), so
/// that N machines together run N times the cases of one.
///
/// Cases are dealt in blocks of five — one whole cycle of kinds
/// (``DifferentialFuzzer/kind(ofCase:)``) — round-robin: shard I runs blocks I−1, I−1+N,
/// I−1+2N, … So every shard gets the same mix of kinds, no case runs on two shards, a shard is
/// reproducible from the seed alone, and N shards of C cases each (C a multiple of 5) run exactly
/// the first N·C cases of the unsharded run.
public struct FuzzShard: Hashable, Sendable, CustomStringConvertible {
    /// Cases per block: the cycle of kinds.
    public static let blockSize: UInt64 = 5
    /// The whole run: shard 1 of 1.
    public static let whole = FuzzShard(uncheckedIndex: 1, count: 1)

    /// From 1 to ``count``.
    public let index: Int
    public let count: Int

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(_ index: Int, of count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.init(uncheckedIndex: index, count: count)
    }

    /// `I/N`, as `--shard` takes it; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index, of: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// The run-wide index (case `i` is generated from seed + i) of this shard's `local`-th case.
    public func caseIndex(_ local: UInt64) -> UInt64 {
        let block = local / Self.blockSize
        return (block &* UInt64(count) &+ UInt64(index - 1)) &* Self.blockSize &+ local % Self.blockSize
    }
}
