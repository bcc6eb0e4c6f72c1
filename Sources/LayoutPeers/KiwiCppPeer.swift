import Foundation
import LayoutReport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// kiwi, the header-only C++ library inside kiwisolver, on our exported workloads: the stricter
/// peer, without Python's per-call overhead (strategy `kiwi`).
///
/// ``prepare()`` fetches kiwisolver's source distribution with `pip download kiwisolver==1.5.1
/// --no-binary :all: --no-deps` into ``cacheDirectory`` (by default `.build/peers`, never
/// committed), unpacks it there, and compiles `Benchmarks/peers/kiwi_bench.cpp` against its
/// `kiwi/` headers with `clang++ -O2 -std=c++17` (the one on PATH, which ships with the Swift
/// toolchain). Each step is skipped when its result is there: the sources once unpacked, the
/// binary while it is newer than the harness source. The harness reads the same JSON files and
/// prints the same rows as `kiwi_bench.py`.
public struct KiwiCppPeer: Peer, Sendable {
    public static let kiwisolverVersion = "1.5.1"
    public static let compilerFlags = ["-O2", "-std=c++17"]

    public var strategy: String { ReferenceStrategy.kiwi }
    public var harnessPath: String
    public var cacheDirectory: String
    /// Seconds the download and the compilation may each take.
    public var buildTimeout: Double

    public init(harnessPath: String = "Benchmarks/peers/kiwi_bench.cpp", cacheDirectory: String = ".build/peers",
                buildTimeout: Double = 600) {
        self.harnessPath = harnessPath
        self.cacheDirectory = cacheDirectory
        self.buildTimeout = buildTimeout
    }

    /// Where the unpacked sources go: the directory holding `kiwi/kiwi.h`.
    public var sourcesDirectory: URL {
        URL(fileURLWithPath: cacheDirectory).appendingPathComponent("kiwisolver-\(Self.kiwisolverVersion)")
    }

    /// The compiled harness.
    public var executablePath: URL {
        URL(fileURLWithPath: cacheDirectory).appendingPathComponent("kiwi_bench-\(Self.kiwisolverVersion)")
    }

    /// What this machine lacks to prepare the peer, found without running anything: the harness
    /// source, python3 and tar while the sources are not unpacked, clang++ while the binary is not
    /// up to date; nil when nothing is missing. Whether the download works is found only by
    /// ``prepare()``.
    public var missingPrerequisite: PeerError? {
        guard FileManager.default.fileExists(atPath: harnessPath) else { return .scriptMissing(harnessPath) }
        if !FileManager.default.fileExists(atPath: headerPath) {
            guard PeerProcess.executable(named: "python3") != nil else { return .pythonMissing }
            guard PeerProcess.executable(named: "tar") != nil else { return .cannotRun("tar is not on PATH") }
        }
        if !isUpToDate, PeerProcess.executable(named: "clang++") == nil { return .compilerMissing }
        return nil
    }

    /// Fetches the sources and builds the harness unless they are there already.
    /// - Throws: ``PeerError``: `.scriptMissing` (no harness source), `.pythonMissing` or
    ///   `.downloadFailed` (fetching), `.badSources`, `.compilerMissing`, `.compileFailed`,
    ///   `.timedOut`.
    public func prepare() throws(PeerError) {
        guard FileManager.default.fileExists(atPath: harnessPath) else { throw .scriptMissing(harnessPath) }
        try fetchSources()
        try build()
    }

    public func run(_ workload: PeerWorkload, iterations: Int, timeout: Double) throws(PeerError) -> [ResultRow] {
        guard FileManager.default.isExecutableFile(atPath: executablePath.path) else {
            throw .cannotRun("\(executablePath.path) is not built (prepare() builds it)")
        }
        return try Peers.runHarness([executablePath.path], workload, iterations: iterations, timeout: timeout)
    }

    private var headerPath: String { sourcesDirectory.appendingPathComponent("kiwi/kiwi.h").path }

    /// `pip download` into a temporary directory of the cache, then `tar` into another beside
    /// the sources, renamed into place when complete (so a half-unpacked tree is never taken for
    /// the sources). Only the unpacked sources stay.
    private func fetchSources() throws(PeerError) {
        guard !FileManager.default.fileExists(atPath: headerPath) else { return }
        guard let python = PeerProcess.executable(named: "python3") else { throw .pythonMissing }
        guard let tar = PeerProcess.executable(named: "tar") else { throw .cannotRun("tar is not on PATH") }
        let cache = URL(fileURLWithPath: cacheDirectory)
        // Its own directory per attempt: two runs fetching at once never share a half-written archive.
        let downloads = cache.appendingPathComponent(".download-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: downloads) }
        let download = try PeerProcess.run(
            python, ["-m", "pip", "download", "kiwisolver==\(Self.kiwisolverVersion)", "--no-binary", ":all:",
                     "--no-deps", "--disable-pip-version-check", "-d", downloads.path],
            in: cache, timeout: buildTimeout)
        guard download.status == 0 else { throw .downloadFailed(Self.tail(download.standardError)) }
        let archive = downloads.appendingPathComponent("kiwisolver-\(Self.kiwisolverVersion).tar.gz")
        guard FileManager.default.fileExists(atPath: archive.path) else {
            throw .badSources("pip did not leave \(archive.path)")
        }
        let unpacking = cache.appendingPathComponent(".unpack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: unpacking) }
        do {
            try FileManager.default.createDirectory(at: unpacking, withIntermediateDirectories: true)
        } catch {
            throw .cannotRun("cannot create \(unpacking.path): \(error.localizedDescription)")
        }
        let unpack = try PeerProcess.run(tar, ["-xzf", archive.path, "-C", unpacking.path], in: cache,
                                         timeout: buildTimeout)
        guard unpack.status == 0 else { throw .badSources("tar -xzf \(archive.path): \(Self.tail(unpack.standardError))") }
        let unpacked = unpacking.appendingPathComponent("kiwisolver-\(Self.kiwisolverVersion)")
        guard FileManager.default.fileExists(atPath: unpacked.appendingPathComponent("kiwi/kiwi.h").path) else {
            throw .badSources("\(archive.path) holds no kiwisolver-\(Self.kiwisolverVersion)/kiwi/kiwi.h")
        }
        do {
            try FileManager.default.moveItem(at: unpacked, to: sourcesDirectory)
        } catch {
            // Another run may have unpacked the same sources meanwhile.
            guard FileManager.default.fileExists(atPath: headerPath) else {
                throw .cannotRun("cannot move the sources to \(sourcesDirectory.path): \(error.localizedDescription)")
            }
        }
    }

    /// Compiles the harness to a temporary name, renamed over the binary when it succeeds.
    private func build() throws(PeerError) {
        guard !isUpToDate else { return }
        guard let compiler = PeerProcess.executable(named: "clang++") else { throw .compilerMissing }
        let cache = URL(fileURLWithPath: cacheDirectory)
        let temporary = cache.appendingPathComponent(".kiwi_bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let compile = try PeerProcess.run(
            compiler, Self.compilerFlags + ["-I", sourcesDirectory.path, "-o", temporary.path, harnessPath],
            in: cache, timeout: buildTimeout)
        guard compile.status == 0 else { throw .compileFailed(Self.tail(compile.standardError)) }
        // rename(2) replaces an older binary atomically: a concurrent run sees the old or the new one.
        guard rename(temporary.path, executablePath.path) == 0 else {
            throw .cannotRun("cannot move the harness to \(executablePath.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Whether the binary exists and is newer than the harness source.
    private var isUpToDate: Bool {
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: executablePath.path),
              let built = (try? manager.attributesOfItem(atPath: executablePath.path))?[.modificationDate] as? Date,
              let source = (try? manager.attributesOfItem(atPath: harnessPath))?[.modificationDate] as? Date
        else { return false }
        return built >= source
    }

    /// The last 2,000 characters of a tool's message: enough to see the error, not a whole log.
    static func tail(_ message: String) -> String {
        message.count <= 2_000 ? message : "…" + message.suffix(2_000)
    }
}
