import ArgumentParser
import LayoutCommands

/// `layoutbench bench-worker`: the A/B gate's worker (hidden; docs/Reporting.md, "A/B gate").
struct BenchWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-worker",
        abstract: "Serve the A/B gate's measurement requests on stdin and stdout (started by bench --against).",
        discussion: "Exit status: 0 at the end of input; 64 for a malformed LAYOUTBENCH_INJECT_SLOWDOWN.",
        shouldDisplay: false
    )

    func run() throws { try finish(Commands.benchWorker()) }
}
