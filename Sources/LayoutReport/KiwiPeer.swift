import Foundation
import LayoutGen

/// kiwisolver, the C++ Cassowary behind enaml and matplotlib, run on our solver workloads
/// through `Benchmarks/peers/kiwi_bench.py` (`pip install kiwisolver==1.5.1`).
///
/// The script runs the same three scenarios as `layoutbench bench` (`solver-initial`,
/// `solver-edit`, `solver-remove`, or another prefix) and prints rows with strategy
/// `kiwisolver`, size = the number of variables the scenarios read, and the checksum of the
/// values it read. kiwi weighs priorities instead of ordering them strictly, so its answers may
/// differ from ours: ``markingAgreement(_:reference:referenceStrategy:)`` says where.
public enum KiwiPeer {
    /// The rows kiwisolver gives on `workloads`: each is exported to JSON in a temporary
    /// directory, then `python3 scriptPath` times them, `iterations` runs a scenario.
    /// `agree` is left empty (see ``markingAgreement(_:reference:referenceStrategy:)``).
    /// - Throws: ``KiwiPeerError``, saying what is missing when python3 or kiwisolver is.
    public static func run(workloads: [SolverWorkload], scriptPath: String, iterations: Int = 100,
                           scenarioPrefix: String = "solver") throws(KiwiPeerError) -> [ResultRow] {
        guard FileManager.default.fileExists(atPath: scriptPath) else { throw .scriptMissing(scriptPath) }
        guard let python = executable(named: "python3") else { throw .pythonMissing }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutbench-kiwi-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = [scriptPath, "--iterations", String(iterations), "--scenario-prefix", scenarioPrefix]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (number, workload) in workloads.enumerated() {
                let file = directory.appendingPathComponent("workload-\(number).json")
                do {
                    try workload.jsonData().write(to: file)
                } catch let error as EncodingError {
                    throw KiwiPeerError.cannotExport(workload: workload.name, reason: String(describing: error))
                }
                arguments.append(file.path)
            }
        } catch let error as KiwiPeerError {
            throw error
        } catch {
            throw .cannotRun("cannot write the workloads to \(directory.path): \(error.localizedDescription)")
        }
        let output = try runToCompletion(python, arguments, in: directory)
        switch output.status {
        case 0: break
        case 3: throw .kiwisolverMissing
        default: throw .scriptFailed(status: output.status, message: output.standardError)
        }
        do {
            return try ResultsCSV.parse(output.standardOutput, file: "\(scriptPath) output")
        } catch {
            throw .badOutput(error)
        }
    }

    /// `rows` with `agree` set on every row that has a `referenceStrategy` row of the same
    /// scenario and size in `reference`: true when their checksums are equal.
    /// - Complexity: O(rows + reference).
    public static func markingAgreement(_ rows: [ResultRow], reference: [ResultRow],
                                        referenceStrategy: String = "incremental") -> [ResultRow] {
        var checksums: [String: String] = [:]
        for row in reference where row.strategy == referenceStrategy {
            checksums["\(row.scenario)\u{0}\(row.size)"] = row.checksum
        }
        return rows.map { row in
            var row = row
            if let expected = checksums["\(row.scenario)\u{0}\(row.size)"] { row.agree = row.checksum == expected }
            return row
        }
    }

    /// The first executable file called `name` on PATH.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` to completion, its output collected in files of `directory` (pipes could
    /// fill up and stall it).
    private static func runToCompletion(_ executable: String, _ arguments: [String], in directory: URL)
        throws(KiwiPeerError) -> (status: Int32, standardOutput: String, standardError: String) {
        let outputFile = directory.appendingPathComponent("stdout.csv")
        let errorFile = directory.appendingPathComponent("stderr.txt")
        do {
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
            process.standardError = try FileHandle(forWritingTo: errorFile)
            try process.run()
            process.waitUntilExit()
            let standardOutput = try String(contentsOf: outputFile, encoding: .utf8)
            let standardError = try String(contentsOf: errorFile, encoding: .utf8)
            return (process.terminationStatus, standardOutput,
                    standardError.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            throw .cannotRun("\(executable): \(error.localizedDescription)")
        }
    }
}
