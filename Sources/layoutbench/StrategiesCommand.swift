import ArgumentParser
import LayoutCommands

/// `layoutbench strategies`.
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "List every strategy, one per line.",
        discussion: "Exit status: 0; 64 for an unknown option."
    )

    func run() throws { try finish(Commands.strategies()) }
}
