import Foundation
import LayoutTestSupport
@testable import LayoutPeers

/// `Benchmarks/peers/kiwi_bench.py`.
let kiwiScript = packageRoot.appendingPathComponent("Benchmarks/peers/kiwi_bench.py").path

/// The kiwi C++ peer as `bench --peers` builds it (`.build/peers` of this package).
let kiwiCppPeer = KiwiCppPeer(harnessPath: packageRoot.appendingPathComponent("Benchmarks/peers/kiwi_bench.cpp").path,
                              cacheDirectory: packageRoot.appendingPathComponent(".build/peers").path)

/// Why the kiwi C++ peer cannot be built here, or nil: what the machine lacks, found without
/// fetching or compiling anything (its tests then fetch and build it, as `bench --peers` does).
let kiwiCppUnavailable: String? = kiwiCppPeer.missingPrerequisite?.description

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

/// Whether the kiwisolver peer can run here (python3 with kiwisolver).
let kiwisolverInstalled = KiwiPeer(scriptPath: kiwiScript).missingPrerequisite == nil
