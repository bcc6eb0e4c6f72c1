import ArgumentParser
import LayoutReport

/// `--directory DIR`: where named baselines live (`baseline update`, `list`, `check`).
public struct BaselineDirectoryOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("Where named baselines are kept.", valueName: "dir"))
    public var directory = NamedBaselines.defaultDirectory

    public init() {}

    var store: NamedBaselines { NamedBaselines(directory: directory) }
}
