import ArgumentParser

/// `--seed N`: the seed of generated workloads and cases (`bench`, `fuzz`).
public struct SeedOptions: ParsableArguments, Sendable {
    @Option(help: "The seed of the generated workloads and cases (fuzz: case i is generated from seed + i).")
    public var seed: UInt64 = 1

    public init() {}
}
