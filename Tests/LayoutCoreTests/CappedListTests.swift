import LayoutCore
import Testing

@Suite struct CappedListTests {
    @Test func shortListsAreWhole() {
        #expect(cappedList([String]()) == "")
        #expect(cappedList(["a"]) == "a")
        #expect(cappedList(["a", "b", "c", "d", "e"]) == "a, b, c, d, e")
    }

    @Test func longListsSayHowManyMore() {
        let ids = (0..<100_000).map { "v\($0)" }
        #expect(cappedList(ids) == "v0, v1, v2, v3, v4 and 99995 more")
        #expect(cappedList(ids, limit: 2, separator: "; ") == "v0; v1 and 99998 more")
        #expect(cappedList(["a", "b"], limit: 0) == "a and 1 more")  // at least one is shown
    }

    /// The naive twin: every prefix length against the list written out by hand.
    @Test func exhaustiveSmallLists() {
        for count in 0...8 {
            for limit in 1...7 {
                let items = (0..<count).map(String.init)
                let expected = count <= limit ? items.joined(separator: ", ")
                    : items[..<limit].joined(separator: ", ") + " and \(count - limit) more"
                #expect(cappedList(items, limit: limit) == expected)
            }
        }
    }
}
