import Foundation
import LayoutCore
import Testing
@testable import CollectionLayout

/// The reader's fast path for items (``CaseReader/plainSize(_:)``, ``CaseReader/plainLength(_:)``) against the
/// checking path it skips: on seeded random items, it reads an item exactly when the whole case
/// reads, and to the same size.
@Suite struct CaseReaderFastPathTests {
    @Test func theFastPathAcceptsWhatTheCheckingPathAccepts() throws {
        var random = SplitMix64(seed: 26)
        let elements = ["3", "0", "-0", "-2", "1.5e2", "\"4\"", "null", "[1]", "true"]
        for _ in 0..<300 {
            let count = 1 + Int(random.below(3))
            let parts = (0..<count).map { _ in elements[Int(random.below(UInt64(elements.count)))] }
            let item = "[" + parts.joined(separator: ", ") + "]"
            let text = #"{"format": "layoutbench/collection@1", "layout": {"kind": "flow", "width": 100}, "items": ["#
                + item + "]}"
            let read = try? CollectionCase(json: Data(text.utf8), file: "fast.json")
            let value = try JSONValue.parse(Data(item.utf8))
            let fast = CaseReader.plainSize(value)
            #expect((read != nil) == (fast != nil), "\(item)")
            if let read, let fast, case .sizes(let sizes) = read.items {
                #expect(sizes == [fast], "\(item)")
            }
            let lengths = CaseReader.plainLengths(value, count: 2, signed: 0)
            #expect(lengths.map { Size(width: $0[0], height: $0[1]) } == fast, "\(item)")
        }
    }

    @Test func aHeightIsReadFastExactlyWhenTheCheckingPathReadsIt() throws {
        var random = SplitMix64(seed: 27)
        let elements = ["3", "0", "-0", "-2", "1.5e2", "\"4\"", "null", "[1]", "true", "{}"]
        for _ in 0..<200 {
            let item = elements[Int(random.below(UInt64(elements.count)))]
            let text = #"{"format": "layoutbench/collection@1", "layout": {"kind": "waterfall", "width": 100, "columns": 2}, "items": ["#
                + item + "]}"
            let read = try? CollectionCase(json: Data(text.utf8), file: "fast.json")
            let fast = CaseReader.plainLength(try JSONValue.parse(Data(item.utf8)))
            #expect((read != nil) == (fast != nil), "\(item)")
            if let read, let fast, case .heights(let heights) = read.items {
                #expect(heights == [fast], "\(item)")
            }
        }
    }
}
