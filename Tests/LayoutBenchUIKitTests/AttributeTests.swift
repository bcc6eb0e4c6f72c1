@testable import LayoutBenchUIKit
import LayoutModel
import Testing

@Suite struct AttributeTests {
    /// Each UIKit attribute's model attribute is the one of the same name (the baselines and
    /// `.notAnAttribute` have none), for every attribute UIKit declares.
    @Test func everyAttributeMapsToTheModelsOfTheSameName() {
        for raw in 0 ... 20 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
            #expect(attribute.model == LayoutAttribute(rawValue: attribute.name), "\(attribute.name)")
        }
    }
}
