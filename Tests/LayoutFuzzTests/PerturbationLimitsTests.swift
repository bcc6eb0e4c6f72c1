import Foundation
import LayoutFuzz
import LayoutModel
import Testing

@Suite struct PerturbationLimitsTests {
    static func labelCase(width: String) throws -> LayoutCase {
        try LayoutCase(data: Data("""
            {"format": "layoutbench/case@1", "name": "huge", "root": {"width": 375},
             "views": [{"id": "root"}, {"id": "label", "parent": "root", "intrinsicSize": [\(width), 20]}],
             "constraints": ["label.leading == root.leading", "label.top == root.top",
                             "label.trailing <= root.trailing"]}
            """.utf8))
    }

    /// A huge intrinsic size (1e6 points; scaled up, still within the 1e7 a layout accepts) is perturbed without overflowing
    /// the scale grid, and the run finishes with a bounded number of layouts.
    @Test func hugeIntrinsicSizesDoNotOverflowTheScaleGrid() throws {
        let perturbation = try Perturbation(try Self.labelCase(width: "1e6"))
        let report = try perturbation.run()
        #expect(report.layoutCount < 200)
    }

    /// An absurd one (1e300 points) is refused before anything is perturbed.
    @Test func absurdIntrinsicSizesAreRefused() throws {
        #expect(throws: LayoutError.self) { try Perturbation(try Self.labelCase(width: "1e300")).run() }
    }
}
