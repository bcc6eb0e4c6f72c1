import ArgumentParser
import CollectionLayout
import LayoutReport
import LayoutSolver

@main
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutbench",
        abstract: "Measure, cross-check and fuzz UI layout strategies.",
        version: "layoutbench \(ToolVersion.current) (\(ToolVersion.toolchain), \(ToolVersion.buildConfiguration))",
        subcommands: [DefaultRun.self, Bench.self, Compare.self, ReportCommand.self, Strategies.self, Solve.self, LayoutCommand.self,
                      Fuzz.self, Perturb.self, Replay.self, ExplainCommand.self, ImportCommand.self],
        defaultSubcommand: DefaultRun.self
    )
}

struct Strategies: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List every strategy, one per line.")

    func run() {
        for strategy in SolverStrategies.all { print("solver \(strategy.name)") }
        for strategy in RectQueryStrategies.all { print("query \(strategy.name)") }
    }
}
