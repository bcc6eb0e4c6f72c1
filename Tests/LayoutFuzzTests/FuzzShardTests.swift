import LayoutFuzz
import Testing

/// `--shard I/N`: disjoint slices with the same mix of kinds, whose union is the unsharded run.
@Suite struct FuzzShardTests {
    @Test func parsing() {
        #expect(FuzzShard(parsing: "2/4") == FuzzShard(2, of: 4))
        #expect(FuzzShard(parsing: "1/1") == .whole)
        for bad in ["0/4", "5/4", "1/0", "-1/2", "1/", "/2", "2", "1/2/3", "a/b", " 1/2"] {
            #expect(FuzzShard(parsing: bad) == nil, "\(bad)")
        }
    }

    /// Against the naive twin: deal the unsharded run's blocks of five round-robin by hand.
    @Test(arguments: [1, 2, 3, 5, 7])
    func shardsPartitionTheRun(_ count: Int) {
        let perShard: UInt64 = 35
        var union: [UInt64] = []
        for index in 1...count {
            let shard = FuzzShard(index, of: count)!
            let cases = (0..<perShard).map(shard.caseIndex)
            let expected = (0..<UInt64(count) * perShard).filter { Int($0 / 5) % count == index - 1 }
            #expect(cases == expected, "shard \(shard)")
            #expect(cases.map(DifferentialFuzzer.kind(ofCase:)) == (0..<perShard).map(DifferentialFuzzer.kind(ofCase:)),
                    "shard \(shard) has its own mix of kinds")
            union += cases
        }
        #expect(union.sorted() == Array(0..<UInt64(count) * perShard))
    }

    /// Two shards of a run classify, between them, exactly the cases the whole run does.
    @Test func shardedRunsAddUpToTheWholeRun() {
        func run(_ shard: FuzzShard, cases: Int) -> FuzzSummary {
            DifferentialFuzzer(.init(seed: 40, limit: .cases(cases), jobs: 2, shard: shard)).run()
        }
        let whole = run(.whole, cases: 20)
        let first = run(FuzzShard(1, of: 2)!, cases: 10), second = run(FuzzShard(2, of: 2)!, cases: 10)
        for kind in FuzzKind.allCases {
            for status in FuzzStatus.allCases {
                let sum = (first.counts[kind]?[status] ?? 0) + (second.counts[kind]?[status] ?? 0)
                #expect(sum == whole.counts[kind]?[status] ?? 0, "\(kind) \(status)")
            }
        }
    }
}
