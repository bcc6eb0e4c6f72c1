import LayoutCore
import ArgumentParser
import CollectionLayout
import Foundation
import LayoutPictures

/// `layoutbench layout COLLECTION [--query-strategy NAME] [--format text|json|svg]`.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a collection case (layoutbench/collection@1) and answer its rectangle queries.",
        discussion: """
            Prints every frame, the content size and, for each query, the items that overlap it with \
            positive area. A file that cannot be read or checked is reported on standard error, naming \
            the file and the item, with exit code 2.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg
    }

    @Argument(help: "The collection case file.")
    var collection: String

    @Option(help: "The rectangle-query strategy: \(RectQueryStrategies.names.joined(separator: ", ")).")
    var queryStrategy = IndexedQuery.name

    @Option(help: "The report format: text, json, or svg (items, columns and the queried viewports with their answers).")
    var format = Format.text

    func validate() throws {
        guard RectQueryStrategies.named(queryStrategy) != nil else {
            throw ValidationError("There is no query strategy '\(queryStrategy)'; choose one of: "
                + RectQueryStrategies.names.joined(separator: ", ") + ".")
        }
    }

    func run() throws {
        guard let strategy = RectQueryStrategies.named(queryStrategy) else { throw ExitCode.validationFailure }
        let collectionCase: CollectionCase
        let result: CollectionResult
        do {
            collectionCase = try CollectionCase.load(path: collection)
            result = try CollectionResult(collectionCase, strategy: strategy)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        switch format {
        case .json: print(result.jsonText)
        case .text: print(Self.text(result, of: collectionCase, strategy: strategy.name), terminator: "")
        case .svg: print(CollectionPicture.svg(result, of: collectionCase, strategy: strategy.name), terminator: "")
        }
    }

    /// One line per fact: the case, the content size, every frame, every query's answer.
    static func text(_ result: CollectionResult, of collectionCase: CollectionCase, strategy: String) -> String {
        let configuration = collectionCase.configuration
        let number = JSONText.number
        let columns = collectionCase.kind == .flow ? ""
            : ", \(configuration.columns) column(s) of \(number(configuration.columnWidth))"
        var lines = ["\(result.name): \(collectionCase.kind.rawValue), \(result.frames.count) items, "
                     + "width \(number(configuration.width))\(columns)",
                     "content size: \(number(result.contentSize.width)) × \(number(result.contentSize.height))"]
        lines += result.frames.enumerated().map { "item \($0.offset): \($0.element)" }
        lines += zip(collectionCase.queries, result.queries).map { query, items in
            "query \(query) (\(strategy)): " + (items.isEmpty ? "no items" : items.map(String.init).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
