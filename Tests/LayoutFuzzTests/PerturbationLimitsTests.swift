import Foundation
import LayoutFuzz
import LayoutModel
import Testing

@Suite struct PerturbationLimitsTests {
    /// An absurd intrinsic size (1e300 points) is perturbed without overflowing the scale grid:
    /// the grid is capped at a millionth, and the run finishes with a bounded number of layouts.
    @Test func hugeIntrinsicSizesDoNotOverflowTheScaleGrid() throws {
        let layoutCase = try LayoutCase(data: Data("""
            {"format": "layoutbench/case@1", "name": "huge", "root": {"width": 375},
             "views": [{"id": "root"}, {"id": "label", "parent": "root", "intrinsicSize": [1e300, 20]}],
             "constraints": ["label.leading == root.leading", "label.top == root.top",
                             "label.trailing <= root.trailing"]}
            """.utf8))
        let perturbation = try Perturbation(layoutCase)
        #expect(perturbation.grid(.intrinsicScale)?.stepsPerUnit == Perturbation.maximumScaleSteps)
        let report = try perturbation.run()
        #expect(report.layoutCount < 200)
    }
}
