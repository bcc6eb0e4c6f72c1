import Testing
@testable import LayoutReport

@Suite struct ResultChecksumTests {
    @Test func emptyIsTheFNVOffsetBasis() {
        #expect(ResultChecksum.of(values: []) == "cbf29ce484222325")
    }

    @Test func roundsToMillionthsHalfAwayFromZero() {
        #expect(ResultChecksum.quantize(1.5) == 1_500_000)
        #expect(ResultChecksum.quantize(0.0000005) == 1)
        #expect(ResultChecksum.quantize(-0.0000005) == -1)
        #expect(ResultChecksum.quantize(-0.0) == 0)
        #expect(ResultChecksum.quantize(.infinity) == .max)
        #expect(ResultChecksum.quantize(-.infinity) == .min)
        #expect(ResultChecksum.of(values: [10, -1e-9]) == ResultChecksum.of(values: [10.0000000001, 0]))
        #expect(ResultChecksum.of(values: [1, 2]) != ResultChecksum.of(values: [2, 1]))
    }

    @Test func sixteenLowercaseHexDigits() {
        for values in [[0.0], [1, 2, 3], [-250.125, .nan, 1e300]] {
            let checksum = ResultChecksum.of(values: values)
            #expect(checksum.count == 16)
            #expect(checksum.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
    }

    /// The kiwisolver peer's Python implementation gives the same checksums.
    @Test(.enabled(if: PeerProcess.executable(named: "python3") != nil))
    func pythonImplementationAgrees() throws {
        let cases: [[Double]] = [[], [0], [1.5, -2.25, 1e-7, 2.5e-6, -3.5e-6, 1e300, -1e300, 123_456.789_012_5],
                                 [.infinity, -.infinity, .nan, -0.0], (0..<50).map { Double($0) * 10.1 }]
        let literals = cases.map { values in
            "[" + values.map { $0.isNaN ? "float('nan')" : $0.isInfinite ? "float('\($0 > 0 ? "" : "-")inf')" : "\($0)" }
                .joined(separator: ", ") + "]"
        }
        let directory = kiwiScript.split(separator: "/").dropLast().joined(separator: "/")
        let program = "import sys; sys.path.insert(0, '/\(directory)'); import kiwi_bench\n"
            + literals.map { "print(kiwi_bench.checksum(\($0)))" }.joined(separator: "\n")
        let output = try #require(try python(program))
        #expect(output.split(separator: "\n").map(String.init) == cases.map { ResultChecksum.of(values: $0) })
    }
}
