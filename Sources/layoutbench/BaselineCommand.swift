import ArgumentParser
import LayoutCommands

/// `layoutbench baseline update | list | check`: named baselines (docs/Reporting.md, "Named baselines").
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Keep, list and check named baselines (results/baselines/NAME.csv with their run metadata).",
        subcommands: [BaselineUpdateCommand.self, BaselineListCommand.self, BaselineCheckCommand.self]
    )
}

struct BaselineUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Keep a results CSV and its run metadata as the named baseline, replacing one of that name.",
        discussion: """
            Exit status: 0 when stored; 2 when the name is not a baseline name, the results or their \
            run metadata are missing or invalid, or the files cannot be written; 64 for bad usage.
            """
    )

    @OptionGroup var options: BaselineUpdateOptions

    func run() throws { try finish(Commands.baselineUpdate(options)) }
}

struct BaselineListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the named baselines with their toolchain, build, CPU, commit and date.",
        discussion: "Exit status: 0; 2 when a baseline or its metadata cannot be read; 64 for bad usage."
    )

    @OptionGroup var options: BaselineListOptions

    func run() throws { try finish(Commands.baselineList(options)) }
}

struct BaselineCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare results with a named baseline, as compare does; exit 1 on a regression.",
        discussion: """
            A baseline made with another toolchain, build configuration or CPU model is refused \
            (exit 2) unless --force, which also gates deterministic counts across such differences.

            Exit status: 0 without failures; 1 on a regression; 2 when the baseline is missing or \
            refused, or a file cannot be read; 64 for bad usage.
            """
    )

    @OptionGroup var options: BaselineCheckOptions

    func run() throws { try finish(Commands.baselineCheck(options)) }
}
