import ArgumentParser
import LayoutCommands
import LayoutReport

@main
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutbench",
        abstract: "Measure, cross-check and fuzz UI layout strategies.",
        discussion: """
            Exit codes (docs/CLI.md): 0 success; 1 a finding (strategies disagree, a regression, a \
            --fail-on gate tripped, a replay fails); 2 a file that cannot be read or is not valid, or \
            an output that cannot be written; 64 bad usage. A run that meets several exits with the \
            most severe: 64, then 2, then 1.
            """,
        version: "layoutbench \(ToolVersion.current) (\(ToolVersion.toolchain), \(ToolVersion.buildConfiguration))",
        subcommands: [DefaultRunCommand.self, BenchCommand.self, CompareCommand.self, ReportCommand.self, StrategiesCommand.self,
                      SolveCommand.self, LayoutCommand.self, FuzzCommand.self, PerturbCommand.self, ReplayCommand.self,
                      ExplainCommand.self, ImportCommand.self],
        defaultSubcommand: DefaultRunCommand.self
    )
}
