import Foundation
import LayoutCore
import Testing
@testable import CollectionLayout

/// The reader's fast path for items (``CaseReader/plainLengths(_:count:signed:)``) against the
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
            let fast = CaseReader.plainLengths(try JSONValue.parse(Data(item.utf8)), count: 2, signed: 0)
            #expect((read != nil) == (fast != nil), "\(item)")
            if let read, let fast, case .sizes(let sizes) = read.items {
                #expect(sizes == [Size(width: fast[0], height: fast[1])], "\(item)")
            }
        }
    }
}
