import LayoutCore
import Foundation

/// The items of a collection case: heights for the column layouts, sizes for `flow`.
public enum CollectionItems: Hashable, Sendable {
    case heights([Double])
    case sizes([Size])

    public var count: Int {
        switch self {
        case .heights(let heights): heights.count
        case .sizes(let sizes): sizes.count
        }
    }

    /// The heights; for sizes, their heights.
    public var heights: [Double] {
        switch self {
        case .heights(let heights): heights
        case .sizes(let sizes): sizes.map(\.height)
        }
    }

    /// The sizes; heights become zero-width sizes (column layouts take widths from columns).
    public var sizes: [Size] {
        switch self {
        case .heights(let heights): heights.map { Size(width: 0, height: $0) }
        case .sizes(let sizes): sizes
        }
    }
}

/// A collection case, `layoutbench/collection@1`: a layout, its items and rectangle queries.
///
/// ```json
/// {"format": "layoutbench/collection@1", "name": "pdp-ipad-landscape",
///  "layout": {"kind": "pdp", "width": 1024, "columns": 2, "columnSpacing": 0, "itemSpacing": 0,
///             "insets": [0, 0, 0, 0]},
///  "items": [420, 120, 300, 90],
///  "queries": [[0, 0, 1024, 768], [0, 768, 1024, 768]]}
/// ```
/// `items` are heights for `pdp` and `waterfall`, `[width, height]` pairs for `flow`. A `pdp`
/// layout may give `"traits": {"orientation": "landscape", "horizontalSizeClass": "regular",
/// "verticalSizeClass": "regular", "fullScreen": true}` instead of (or agreeing with) `columns`.
public struct CollectionCase: Hashable, Sendable {
    public static let format = "layoutbench/collection@1"

    public var name: String
    public var kind: LayoutKind
    public var configuration: LayoutConfiguration
    /// The traits a `pdp` case gave; they decided `configuration.columns`.
    public var traits: PDPTraits?
    public var items: CollectionItems
    public var queries: [Rect]
    /// Free text for people (an extension of collection@1): the fuzzer says here what disagreed.
    public var notes: [String]

    public init(name: String, kind: LayoutKind, configuration: LayoutConfiguration, traits: PDPTraits? = nil,
                items: CollectionItems, queries: [Rect] = [], notes: [String] = []) {
        self.name = name
        self.kind = kind
        self.configuration = configuration
        self.traits = traits
        self.items = items
        self.queries = queries
        self.notes = notes
    }

    /// Reads and checks the case file at `path`.
    public static func read(from path: String) throws(CollectionCaseError) -> CollectionCase {
        let data: Data
        do {
            data = try readFile(path)
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try CollectionCase(json: data, file: path, defaultName: stem)
    }

    /// Parses and checks a case; `file` names it in errors, `defaultName` is used when the case
    /// has no `name`.
    public init(json data: Data, file: String, defaultName: String = "collection") throws(CollectionCaseError) {
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch {
            throw .malformedJSON(file: file, reason: error.detail)
        }
        self = try CaseReader(file: file).collectionCase(JSONReader(root, file: file), defaultName: defaultName)
    }

    /// A prepared layout of the case's kind.
    public func makeLayout() throws(CollectionLayoutError) -> any CollectionViewLayout {
        switch kind {
        case .pdp: try PDPLayout(configuration: configuration, heights: items.heights)
        case .waterfall: try WaterfallLayout(configuration: configuration, heights: items.heights)
        case .flow: try FlowLayout(configuration: configuration, sizes: items.sizes)
        }
    }

    /// The case as a file, keys in the order above, items twenty to a line.
    public var jsonText: String {
        var layout = ["\"kind\": \(JSONText.string(kind.rawValue))", "\"width\": \(JSONText.number(configuration.width))"]
        if kind == .flow {
            layout.append("\"itemSpacing\": \(JSONText.number(configuration.itemSpacing))")
            layout.append("\"lineSpacing\": \(JSONText.number(configuration.lineSpacing))")
        } else {
            layout.append("\"columns\": \(configuration.columns)")
            layout.append("\"columnSpacing\": \(JSONText.number(configuration.columnSpacing))")
            layout.append("\"itemSpacing\": \(JSONText.number(configuration.itemSpacing))")
        }
        let insets = configuration.insets
        layout.append("\"insets\": " + JSONText.numbers([insets.top, insets.left, insets.bottom, insets.right]))
        if let traits {
            layout.append("\"traits\": {\"orientation\": \"\(traits.orientation.rawValue)\", "
                + "\"horizontalSizeClass\": \"\(traits.horizontalSizeClass.rawValue)\", "
                + "\"verticalSizeClass\": \"\(traits.verticalSizeClass.rawValue)\", "
                + "\"fullScreen\": \(traits.isFullScreen)}")
        }
        let itemTexts: [String] = switch items {
        case .heights(let heights): heights.map(JSONText.number)
        case .sizes(let sizes): sizes.map { JSONText.numbers([$0.width, $0.height]) }
        }
        let itemLines = stride(from: 0, to: itemTexts.count, by: 20).map {
            itemTexts[$0..<Swift.min($0 + 20, itemTexts.count)].joined(separator: ", ")
        }
        return "{\"format\": \(JSONText.string(Self.format)), \"name\": \(JSONText.string(name)),\n"
            + " \"layout\": {" + layout.joined(separator: ", ") + "},\n"
            + " \"items\": [\n  " + itemLines.joined(separator: ",\n  ") + "\n ],\n"
            + " \"queries\": [" + queries.map(JSONText.rect).joined(separator: ", ") + "]"
            + (notes.isEmpty ? "" : ",\n \"notes\": [" + notes.map(JSONText.string).joined(separator: ", ") + "]") + "}\n"
    }

}
