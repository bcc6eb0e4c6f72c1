import Foundation
import LayoutReport

/// The line protocol of `layoutbench bench-worker` (`layoutbench/bench-worker@1`), which the A/B
/// gate (``ABRun``) speaks with one long-lived worker per build. Every message is one line of
/// JSON. The worker starts with a ``Hello``; then, for each ``Request`` on its standard input, it
/// measures the named group once and answers with one ``Reply``; it exits at the end of input.
public enum BenchWorker {
    /// The protocol's name and version.
    public static let protocolName = "layoutbench/bench-worker@1"

    /// The worker's first line: the protocol and the build it is.
    public struct Hello: Codable, Sendable {
        public var `protocol`: String
        public var metadata: RunMetadata
    }

    /// Measure one group of the suite the options select, once.
    public struct Request: Codable, Equatable, Sendable {
        /// The group's name (`solver chain 300`).
        public var group: String
        public var quick: Bool
        public var sizes: [Int]?
        public var seed: UInt64
        /// Timed iterations of each measurement, after one warm-up.
        public var iterations: Int
        public var corpus: String?

        public init(group: String, configuration: BenchConfiguration) {
            self.group = group
            quick = configuration.quick
            sizes = configuration.sizes
            seed = configuration.seed
            iterations = configuration.iterations
            corpus = configuration.corpusDirectory
        }

        var configuration: BenchConfiguration {
            var configuration = BenchConfiguration(quick: quick, iterations: iterations, seed: seed)
            configuration.sizes = sizes
            configuration.corpusDirectory = corpus
            return configuration
        }
    }

    /// One measurement of a reply: every timed iteration, the answers' checksum and the row's
    /// extra columns (the large files' throughput; absent where a group has none, and from a
    /// build that predates them).
    public struct Measurement: Codable, Equatable, Sendable {
        public var scenario: String
        public var strategy: String
        public var size: Int
        public var nanoseconds: [Double]
        public var checksum: String
        public var extra: [String: String]? = nil

        public var key: ResultRow.Key { ResultRow.Key(scenario: scenario, strategy: strategy, size: size) }
    }

    /// The answer to a request: its measurements, or why there are none (`unknownGroup` when
    /// this build has no group of that name, e.g. one added since).
    public struct Reply: Codable, Sendable {
        public var measurements: [Measurement]?
        public var error: String?
        public var unknownGroup: Bool?
    }

    /// Serves requests from `readLine` until it returns nil, writing each line with `write`
    /// (which must flush). A malformed request is answered with an error, not fatal.
    public static func serve(readLine: () -> String?, write: (String) -> Void) {
        let hello = Hello(protocol: protocolName,
                          metadata: RunMetadata.current(seed: nil, allocationCounts: false))
        write(encoded(hello))
        var suites: [String: [BenchGroup]] = [:]
        while let line = readLine() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            write(encoded(reply(to: line, groupsBy: &suites)))
        }
    }

    static func reply(to line: String, groupsBy cache: inout [String: [BenchGroup]]) -> Reply {
        guard let request = try? JSONDecoder().decode(Request.self, from: Data(line.utf8)) else {
            return Reply(error: "not a \(protocolName) request: \(line.prefix(200))")
        }
        do {
            var probe = request
            probe.group = ""
            let cacheKey = encoded(probe)
            let groups = try cache[cacheKey] ?? BenchSuite(configuration: request.configuration).allGroups()
            cache[cacheKey] = groups
            guard let group = groups.first(where: { $0.name == request.group }) else {
                return Reply(error: "this build has no group '\(request.group)'", unknownGroup: true)
            }
            let measurements = try group.measure().map { measurement in
                Measurement(scenario: measurement.scenario, strategy: measurement.strategy, size: measurement.size,
                            nanoseconds: measurement.samples.nanoseconds,
                            checksum: ResultChecksum.of(values: measurement.answers),
                            extra: measurement.extra.isEmpty ? nil : measurement.extra)
            }
            return Reply(measurements: measurements)
        } catch {
            return Reply(error: "\(request.group): \(error)")
        }
    }

    /// One line of JSON (encoding these plain values cannot fail).
    static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "{}"
    }
}
