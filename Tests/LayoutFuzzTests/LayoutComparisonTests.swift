import LayoutFuzz
import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

@Suite struct LayoutComparisonTests {
    /// A generated case laid out twice the same way agrees with itself; a moved frame does not.
    @Test func sameLayoutsAgreeAndMovedFramesDiffer() throws {
        var generator = RandomCaseGenerator(seed: 3)
        let layoutCase = generator.makeCase(name: "r")
        let a = try LayoutSession(layoutCase, strategy: IncrementalSolver.self).layout(analyzingAmbiguity: true)
        var b = try LayoutSession(layoutCase, strategy: FullSolver.self).layout(analyzingAmbiguity: true)
        #expect(LayoutComparison.differences(a, b).isEmpty)
        let id = try #require(a.viewIDs.first { a.ambiguous[$0]?.contains(.width) != true })
        b.frames[id]!.width += 1
        #expect(LayoutComparison.differences(a, b) == ["\(id).width \(a.frames[id]!.width) vs \(b.frames[id]!.width)"])
    }
}
