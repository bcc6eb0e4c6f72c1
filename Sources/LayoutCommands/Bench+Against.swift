import BenchRunner
import Foundation
import LayoutCore
import LayoutMeasure
import LayoutReport

extension Commands {
    /// `bench --against PATH` (docs/Reporting.md, "A/B gate"): the selected groups measured by
    /// this build (the candidate) and PATH (the baseline) alternately over `--rounds` rounds, the
    /// table in `--format`, the rows with both builds in the results CSV. Exit: usage for bad
    /// options or a malformed slowdown hook; bad input when PATH cannot run as a worker, the
    /// thresholds file cannot be read, or the CSV cannot be written; a finding when a measurement
    /// regressed or the builds' answers differ; else success.
    static func benchAgainst(_ baseline: String, options: BenchOptions, hooks: BenchHooks) -> CommandResult {
        let thresholds: Thresholds
        do {
            thresholds = try options.thresholds.map { try Thresholds.read(from: $0) } ?? Thresholds()
        } catch {
            return .failure(.badInput, "layoutbench bench: \(error)")
        }
        let run = ABRun(configuration: options.configuration, rounds: options.rounds, roundsPerWorker: options.roundsPerWorker,
                        thresholds: thresholds,
                        baselineExecutable: baseline)
        let clock = ContinuousClock()
        let start = clock.now
        let comparison: ABComparison
        do {
            comparison = try run.run { step in
                hooks.progress("[\(formatNanoseconds((clock.now - start).nanoseconds))] \(step)")
            }
        } catch let error as BenchSuiteError {
            return .failure(.usage, "layoutbench bench: \(error)")
        } catch {
            return .failure(.badInput, "layoutbench bench: \(error)")
        }
        var result = CommandResult(output: comparison.rendered(as: options.format))
        result.messages = comparison.notes.map { "note: \($0)" }
        do {
            try createParentDirectory(of: options.output)
            let metadata = RunMetadata.current(seed: options.seeding.seed, allocationCounts: false)
            try ResultsCSV.write(comparison.rows, to: options.output, metadata: metadata)
            result.written = [options.output, RunMetadata.path(forResults: options.output)]
        } catch {
            result.record(.badInput, "layoutbench bench: \(error)")
        }
        if comparison.fails { result.status = max(result.status, .finding) }
        return result
    }

    /// `bench-worker`: serves the A/B gate's requests on standard input and output until the end
    /// of input (``BenchWorker``). Exit: usage for a malformed slowdown hook; else success.
    public static func benchWorker() -> CommandResult {
        do {
            _ = try InjectedSlowdown.fromEnvironment()
        } catch {
            return .failure(.usage, "layoutbench bench-worker: \(error)")
        }
        BenchWorker.serve(readLine: { Swift.readLine(strippingNewline: true) }, write: { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        })
        return CommandResult()
    }
}
