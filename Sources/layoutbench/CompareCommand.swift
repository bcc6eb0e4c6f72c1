import ArgumentParser
import LayoutCommands

/// `layoutbench compare BASELINE.csv CURRENT.csv [--max-regression PERCENT] [--deterministic-only]
/// [--format text|markdown|json] [--force]`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare a results CSV with a baseline; exit 1 on a regression.",
        discussion: """
            Rows are matched by scenario, strategy and size. Pivots must not increase at all; \
            allocations may grow by at most 2% + 16 and allocated bytes by at most 2% + 1024; the \
            median time may grow by at most --max-regression percent (not compared with \
            --deterministic-only). A row of the baseline missing from CURRENT, a count the baseline has \
            and CURRENT lacks, and agree=false in CURRENT are failures; new rows and changed checksums \
            are notes. Each side's run metadata (NAME.meta.json) is read when present and every \
            difference is stated; when the toolchain, build configuration or seed differ, counts that \
            grew are listed but not gated unless --force.

            Exit status: 0 without failures; 1 with any (a regression); 2 when either CSV or its run \
            metadata cannot be read or is invalid (the message names the file, line and column); 64 \
            for a bad --max-regression or format.
            """
    )

    @OptionGroup var options: CompareOptions

    func run() throws { try finish(Commands.compare(options)) }
}
