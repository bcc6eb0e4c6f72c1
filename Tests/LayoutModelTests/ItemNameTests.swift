import LayoutCore
@testable import LayoutModel
import LayoutSolver
import Testing

/// `ItemName` (a stem and a derived end, spelled out only when read) against its naive twin,
/// the name spelled out as a `String`: every pair over a small alphabet of stems (canonically
/// equivalent spellings, dots, empty) and every suffix must compare, hash and read alike.
@Suite("Item names")
struct ItemNameTests {
    static let stems = ["", "a", "v1", "a.width", "c12", "\u{E9}", "e\u{301}", "K", "\u{212A}", "x.height", "c"]

    /// Every stem alone, with each suffix, and each derived name spelled as a whole name.
    static var names: [ItemName] {
        let suffixes: [ItemName.Suffix?] = [nil, .widthNonNegative, .heightNonNegative, .widthHugging,
                                            .widthCompression, .heightHugging, .heightCompression]
        return stems.flatMap { stem in
            suffixes.flatMap { suffix in [ItemName(stem, suffix), ItemName(ItemName(stem, suffix).text)] }
        }
    }

    @Test("Every pair compares, hashes and reads as the spelled-out names")
    func matchesSpelledNames() {
        for first in Self.names {
            let text = first.text
            #expect(first.hash == FNV1a.hash(text), "\(text)")
            #expect(first.isASCII == text.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
            #expect(first.isNumberedName == text.isNumberedName, "\(text)")
            for second in Self.names {
                #expect((first == second) == (text == second.text), "\(text) \(second.text)")
                #expect(first.equals(second.text) == (text == second.text), "\(text) \(second.text)")
                #expect(first.hasSameBytes(as: second) == text.utf8.elementsEqual(second.text.utf8),
                        "\(text) \(second.text)")
            }
        }
    }

    @Test("A derived name spells what the model named its constraints")
    func spellsTheModelsNames() {
        for axis in LayoutAxis.allCases {
            #expect(ItemName("v3", .init(floorOf: axis)).text == View.sizeFloorName("v3", .size(axis)))
        }
        for kind in IntrinsicSizeKind.allCases {
            #expect(ItemName("v3", .init(kind)).text == "v3.\(kind.nameSuffix)")
            #expect(ItemName.Suffix(of: LayoutPlan.intrinsicSizeKey(of: View("w"), kind)) == .init(kind))
        }
        #expect(ItemName.Suffix(of: LayoutOrder(.sizeFloor, 4, 1)) == .heightNonNegative)
        #expect(ItemName.Suffix(of: LayoutOrder(.rootSize, 0, 0)) == nil)
        #expect(ItemName.Suffix(of: LayoutOrder(.explicit, 9, 0)) == nil)
    }

    @Test("A case's plan names its floors and intrinsic sizes as before, and labels them when compiled")
    func planNames() throws {
        let layoutCase = LayoutCase(name: "names", root: TargetSize(width: 100), views: [
            LayoutCase.ViewSpec(id: "root"),
            LayoutCase.ViewSpec(id: "label", parent: "root", intrinsicSize: Size(width: 30, height: 12)),
        ], constraints: [])
        let compiled = try layoutCase.compiled()
        let names = compiled.items.map(\.name)
        #expect(names.contains("label.width.nonNegative") && names.contains("root.height.nonNegative"))
        #expect(names.contains("label.width.hugging") && names.contains("label.height.compression"))
        #expect(compiled.items.allSatisfy { $0.constraint.label == $0.name })
    }
}
