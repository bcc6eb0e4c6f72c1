import ArgumentParser
import LayoutCommands

/// `layoutbench layout COLLECTION [--query-strategy NAME] [--format text|json|svg]`.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a collection case (layoutbench/collection@1) and answer its rectangle queries.",
        discussion: """
            Prints every frame, the content size and, for each query, the items that overlap it with \
            positive area.

            Exit status: 0 when the collection was laid out; 2 when the file cannot be read, is not \
            a valid collection case or cannot be laid out (the message names the file and the item); \
            64 for an unknown query strategy or format.
            """
    )

    @OptionGroup var options: LayoutOptions

    func run() throws { try finish(Commands.layout(options)) }
}
