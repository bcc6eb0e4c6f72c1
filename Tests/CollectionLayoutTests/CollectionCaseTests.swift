import LayoutCore
import CollectionLayout
import Foundation
import Testing

@Suite("Collection case files")
struct CollectionCaseTests {
    static let designExample = """
        {"format": "layoutbench/collection@1", "name": "pdp-ipad-landscape",
         "layout": {"kind": "pdp", "width": 1024, "columns": 2,
                    "columnSpacing": 0, "itemSpacing": 0, "insets": [0, 0, 0, 0]},
         "items": [420, 120, 300, 90],
         "queries": [[0, 0, 1024, 768], [0, 768, 1024, 768]]}
        """

    func parse(_ text: String) throws -> CollectionCase {
        try CollectionCase(json: Data(text.utf8), file: "case.json")
    }

    @Test("The example of docs/Formats.md reads, lays out and answers as `layoutbench layout --format json`")
    func designExample() throws {
        let collectionCase = try parse(Self.designExample)
        #expect(collectionCase.kind == .pdp)
        #expect(collectionCase.configuration == LayoutConfiguration(width: 1_024, columns: 2))
        #expect(collectionCase.items == .heights([420, 120, 300, 90]))
        let result = try CollectionResult(collectionCase)
        #expect(result.jsonText == """
            {"case": "pdp-ipad-landscape", "frames": [[0,0,1024,420],[0,420,512,120],[512,420,512,300],\
            [0,540,512,90]], "contentSize": [1024,720], "queries": [[0,1,2,3],[]]}
            """)
        for strategy in RectQueryStrategies.all {
            #expect(try CollectionResult(collectionCase, strategy: strategy) == result, "\(strategy.name)")
        }
    }

    @Test("Traits give the columns; a flow case reads sizes")
    func traitsAndFlow() throws {
        let pdp = try parse("""
            {"format": "layoutbench/collection@1", "layout": {"kind": "pdp", "width": 768, "traits":
             {"orientation": "portrait", "horizontalSizeClass": "regular", "verticalSizeClass": "regular"}},
             "items": [420, 100]}
            """)
        #expect(pdp.configuration.columns == 1)
        #expect(pdp.traits == .iPadPortrait)
        #expect(pdp.name == "collection")
        let flow = try parse("""
            {"format": "layoutbench/collection@1", "name": "tags", "layout": {"kind": "flow", "width": 320,
             "itemSpacing": 8, "lineSpacing": 4, "insets": [1, 2, 3, 4]}, "items": [[60, 20], [0, 0]], "queries": []}
            """)
        #expect(flow.items == .sizes([Size(width: 60, height: 20), Size(width: 0, height: 0)]))
        #expect(flow.configuration.insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("Writing a case and reading it back gives the same case")
    func roundTrip() throws {
        for collectionCase in [
            try parse(Self.designExample),
            CollectionCase(name: "odd \"name\"", kind: .flow,
                           configuration: LayoutConfiguration(width: 99.5, itemSpacing: 0.1, lineSpacing: 1e-5),
                           items: .sizes((0..<45).map { Size(width: Double($0) / 3, height: 7) }),
                           queries: [Rect(x: -1, y: -2.5, width: 3, height: 0)]),
            CollectionCase(name: "pdp", kind: .pdp, configuration: LayoutConfiguration(width: 678, columns: 1),
                           traits: .iPadMultitasking, items: .heights([]), queries: []),
        ] {
            #expect(try parse(collectionCase.jsonText) == collectionCase)
        }
    }

    /// Each bad file and the message it must get: the file, the place, the problem.
    static let badFiles: [(text: String, message: String)] = [
        ("{", "case.json: is not valid JSON"),
        ("[]", "case.json: the top level: expected an object, found an array."),
        (#"{"format": "layoutbench/case@1"}"#, #"case.json: format: expected "layoutbench/collection@1", found "layoutbench/case@1"."#),
        (#"{"format": "layoutbench/collection@1", "items": []}"#, "case.json: layout: missing."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "grid", "width": 1}, "items": []}"#,
         #"case.json: layout.kind: "grid" is not one of pdp, waterfall, flow."#),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "pdp"}, "items": []}"#, "case.json: layout.width: missing."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "pdp", "width": 0}, "items": []}"#,
         "case.json: layout.width: the width must be positive."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "colums": 2}, "items": []}"#,
         "case.json: layout.colums: unknown key."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "flow", "width": 100, "columns": 2}, "items": []}"#,
         "case.json: layout.columns: unknown key."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "columns": 0}, "items": []}"#,
         "case.json: layout.columns: 0 is not a whole number in 1...1024."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "columns": 2.5}, "items": []}"#,
         "case.json: layout.columns: 2.5 is not a whole number in 1...1024."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "itemSpacing": -1}, "items": []}"#,
         "case.json: layout.itemSpacing: the itemSpacing -1 is negative."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "insets": [0, 0, 0]}, "items": []}"#,
         "case.json: layout.insets: expected 4 numbers [top, left, bottom, right], found 3."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "insets": [0, -5, 0, 0]}, "items": []}"#,
         "case.json: layout.insets[1]: the left -5 is negative."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "insets": [0, 60, 0, 60]}, "items": []}"#,
         "case.json: The insets and spacings leave a negative width (-20) for the items."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "pdp", "width": 100, "columns": 2, "traits": {"orientation": "portrait", "horizontalSizeClass": "regular", "verticalSizeClass": "regular"}}, "items": []}"#,
         "case.json: layout.columns: 2 disagrees with layout.traits, which give 1."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "pdp", "width": 100, "traits": {"orientation": "sideways", "horizontalSizeClass": "regular", "verticalSizeClass": "regular"}}, "items": []}"#,
         #"case.json: layout.traits.orientation: "sideways" is not one of portrait, landscape."#),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "pdp", "width": 100, "traits": {"orientation": "portrait", "horizontalSizeClass": "regular", "verticalSizeClass": "regular", "fullScreen": 1}}, "items": []}"#,
         "case.json: layout.traits.fullScreen: expected a boolean, found a number."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100}}"#, "case.json: items: missing."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100}, "items": [1, 2, -5]}"#,
         "case.json: items[2]: the height -5 is negative."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100}, "items": [1, "a"]}"#,
         "case.json: items[1]: expected a number, found a string."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "flow", "width": 100}, "items": [[1, 2], [3]]}"#,
         "case.json: items[1]: expected 2 numbers [width, height], found 1."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "flow", "width": 100}, "items": [[1, 2], [3, null]]}"#,
         "case.json: items[1][1]: expected a number, found null."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100}, "items": [], "queries": [[0, 0, -1, 5]]}"#,
         "case.json: queries[0][2]: the width -1 is negative."),
        (#"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100}, "items": [], "extra": 1}"#,
         "case.json: extra: unknown key."),
    ]

    @Test("Bad files get a message naming the file, the item and the problem", arguments: badFiles.indices)
    func badFile(index: Int) {
        let (text, message) = Self.badFiles[index]
        do {
            _ = try parse(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(text)")
        }
    }

    @Test("A file that cannot be read is named")
    func unreadable() {
        #expect(throws: CollectionCaseError.self) { try CollectionCase.read(from: "/nonexistent/case.json") }
        do { _ = try CollectionCase.read(from: "/nonexistent/case.json") } catch {
            #expect("\(error)".hasPrefix("/nonexistent/case.json: cannot be read"))
        }
    }
}
