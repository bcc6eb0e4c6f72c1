import ArgumentParser
import CollectionLayout
import LayoutPictures

/// `layoutbench layout COLLECTION [--query-strategy NAME] [--format text|json|svg]`.
public struct LayoutOptions: CommandOptions {
    public enum Format: String, CaseIterable, Sendable, ExpressibleByArgument { case text, json, svg }

    /// The collection case file (`layoutbench/collection@1`).
    @Argument(help: "The collection case file.")
    public var collection: String

    /// A rectangle-query strategy's name (``RectQueryStrategies``).
    @Option(help: "The rectangle-query strategy: \(RectQueryStrategies.names.joined(separator: ", ")).")
    public var queryStrategy = IndexedQuery.name

    @Option(help: "The report format: text, json, or svg (items, columns and the queried viewports with their answers).")
    public var format = Format.text

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        guard RectQueryStrategies.named(queryStrategy) != nil else {
            return "There is no query strategy '\(queryStrategy)'; choose one of: "
                + RectQueryStrategies.names.joined(separator: ", ") + "."
        }
        return nil
    }
}

extension Commands {
    /// Lays out the collection and answers its queries: the layout report (docs/Formats.md).
    /// Exit: usage for an unknown query strategy; bad input when the file cannot be read, is
    /// not a valid collection case or cannot be laid out (the message names the file and the
    /// item); else success.
    public static func layout(_ options: LayoutOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench layout: \(problem)") }
        guard let strategy = RectQueryStrategies.named(options.queryStrategy) else {
            return .failure(.usage, "layoutbench layout: no query strategy")
        }
        let collectionCase: CollectionCase
        let collectionResult: CollectionResult
        do {
            collectionCase = try CollectionCase.load(path: options.collection)
        } catch {
            return .failure(.badInput, "layoutbench layout: \(error)")
        }
        do {
            collectionResult = try CollectionResult(collectionCase, strategy: strategy)
        } catch {
            return .failure(.badInput, "layoutbench layout: \(CollectionCaseError.invalidLayout(file: options.collection, error: error))")
        }
        switch options.format {
        case .json: return CommandResult(output: collectionResult.jsonText + "\n")
        case .text: return CommandResult(output: collectionResult.text(of: collectionCase, strategy: strategy.name))
        case .svg: return CommandResult(output: CollectionPicture.svg(collectionResult, of: collectionCase, strategy: strategy.name))
        }
    }
}
