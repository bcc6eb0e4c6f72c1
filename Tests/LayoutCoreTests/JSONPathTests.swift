import LayoutCore
import Testing

@Suite struct JSONPathTests {
    @Test func stepsSpellTheSamePathAsText() {
        let views = JSONPath.member(.root, "views")
        #expect(views.text == "views")
        #expect(JSONPath.member(.member(.element(views, 2), "stack"), "axis").text == "views[2].stack.axis")
        #expect(JSONPath.element(.element(.member(.root, "items"), 1_234_567), 0).text == "items[1234567][0]")
        #expect(JSONPath.element(.root, 3).text == "[3]")
        #expect(JSONPath.member(.text("layout"), "width").text == "layout.width")
    }
}
