import ArgumentParser
import CollectionLayout
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

    @Argument(help: "The collection case file.")
    var collection: String

    @Option(help: "The rectangle-query strategy: \(RectQueryStrategies.names.joined(separator: ", ")).")
    var queryStrategy = IndexedQuery.name

    @Option(help: "The report format: text, json, or svg (items, columns and the queried viewports with their answers).")
    var format = LayoutOptions.Format.text

    var options: LayoutOptions { LayoutOptions(collection: collection, queryStrategy: queryStrategy, format: format) }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.layout(options)) }
}
