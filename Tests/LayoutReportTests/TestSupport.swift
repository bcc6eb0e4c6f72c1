import LayoutTestSupport
import Foundation
@testable import LayoutReport

/// `Benchmarks/peers/kiwi_bench.py`.
let kiwiScript = packageRoot.appendingPathComponent("Benchmarks/peers/kiwi_bench.py").path

/// The kiwi C++ peer as `bench --peers` builds it (`.build/peers` of this package).
let kiwiCppPeer = KiwiCppPeer(harnessPath: packageRoot.appendingPathComponent("Benchmarks/peers/kiwi_bench.cpp").path,
                              cacheDirectory: packageRoot.appendingPathComponent(".build/peers").path)

/// Whether the kiwi C++ peer can be built here: nil when it is ready, else why not. Only what the
/// machine lacks (python3 for pip, the download, clang++) skips its tests; any other failure
/// (a harness that does not compile, say) lets them run, and fail on `prepare()`.
let kiwiCppUnavailable: String? = whyUnavailable(kiwiCppPeer)

private func whyUnavailable(_ peer: KiwiCppPeer) -> String? {
    do throws(PeerError) {
        try peer.prepare()
        return nil
    } catch {
        switch error {
        case .pythonMissing, .downloadFailed, .compilerMissing: return error.description
        default: return nil
        }
    }
}

/// A row with the given values and everything else plain.
func row(_ scenario: String = "solver-edit", _ strategy: String = "incremental", size: Int = 100,
         median: Double? = 1_000, allocations: Int? = 100, bytes: Int? = 4_096, pivots: Int? = 10,
         agree: Bool? = true, checksum: String = "00000000000000aa") -> ResultRow {
    ResultRow(scenario: scenario, strategy: strategy, size: size, iterations: 10, medianNanoseconds: median,
              p10Nanoseconds: median.map { $0 * 0.9 }, p90Nanoseconds: median.map { $0 * 1.1 },
              allocations: allocations, allocatedBytes: bytes, pivots: pivots, agree: agree, checksum: checksum)
}

/// Runs `python3 -c program` and returns what it printed, or nil when python3 is not there.
func python(_ program: String) throws -> String? {
    guard let python3 = PeerProcess.executable(named: "python3") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python3)
    process.arguments = ["-c", program]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Whether `python3 -c "import kiwisolver"` works.
let kiwisolverInstalled: Bool = {
    (try? python("import kiwisolver; print('yes')"))??.contains("yes") ?? false
}()
