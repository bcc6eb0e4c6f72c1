import ArgumentParser
import Foundation
import LayoutCommands
import LayoutMeasure

/// `layoutbench bench`: every scenario with every strategy, cross-checked, written as CSV.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure every strategy on generated workloads, cross-check them and write CSV.",
        discussion: """
            Each strategy's answers are checked against its reference strategy's (full for the \
            solver and layouts, naive for rectangle queries). The CSV and its metadata are written \
            also when strategies disagree; a peer that cannot run (--peers) is a warning.

            Exit status: 0 when every strategy agrees; 1 when any disagrees with its reference; 2 \
            when a --corpus case cannot be read or parsed, or the CSV or its metadata cannot be \
            written; 64 for bad options (--output not .csv, --sizes not whole numbers, …), a \
            --filter that selects nothing (the message lists the groups), or a debug build without \
            --allow-debug.
            """
    )

    @OptionGroup var options: BenchOptions

    func run() throws { try runBench(options) }
}

/// `layoutbench` with no arguments: the quick suite on generated workloads and the bundled
/// Corpus, cross-checked, with a summary table and `results/latest.csv`.
struct DefaultRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "The default run: the quick suite and the bundled Corpus, cross-checked (= bench --quick --corpus Corpus).",
        discussion: "Takes every option of bench; --quick is always on and --corpus defaults to Corpus. Exit status as for bench."
    )

    @OptionGroup var options: BenchOptions

    func run() throws { try runBench(options.defaultRun) }
}

/// Runs `options`, progress on standard error; jemalloc is preloaded (running the program again)
/// before anything is measured when the binary was linked without it.
private func runBench(_ options: BenchOptions) throws {
    let hooks = BenchHooks(progress: printError, onTerminal: isatty(STDERR_FILENO) != 0,
                           beforeMeasuring: AllocationCounter.preloadIfInstalled)
    try finish(Commands.bench(options, hooks: hooks))
}
