@testable import LayoutFuzz
import LayoutCore
import LayoutGen
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

@Suite struct CaseShrinkerTests {
    /// Whether the case's first layout is unsatisfiable.
    static func startsUnsatisfiable(_ layoutCase: LayoutCase) -> Bool {
        (try? LayoutSession(layoutCase, strategy: IncrementalSolver.self).layout().status) == .unsatisfiable
    }

    /// An unsatisfiable generated case shrinks to a small one that is still unsatisfiable and
    /// from which no constraint, view or step can go without losing that.
    @Test(arguments: [2, 5, 9, 14] as [UInt64])
    func unsatisfiableCasesShrinkToTheirConflict(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed, knobs: .init(viewCount: 6...8, injectedConflicts: 1))
        let layoutCase = generator.makeCase(name: "r")
        let stillFails = Self.startsUnsatisfiable
        try #require(stillFails(layoutCase))
        let shrunk = CaseShrinker.shrink(layoutCase, while: stillFails)
        #expect(stillFails(shrunk))
        #expect(shrunk.steps.isEmpty)
        #expect(shrunk.constraints.count <= 3 && shrunk.views.count <= 3, "\(shrunk.text)")
        for index in shrunk.constraints.indices {
            var smaller = shrunk
            smaller.constraints.remove(at: index)
            #expect(!stillFails(smaller), "constraint \(index) of \(shrunk.text) is not needed")
        }
    }

    /// Removing any set of views from a generated case leaves a valid case (subviews move up,
    /// constraints naming removed views go, stacks keep only their subviews).
    @Test(arguments: Array(UInt64(1)...40))
    func removingViewsKeepsCasesValid(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed)
        let layoutCase = generator.makeCase(name: "r")
        _ = try #require(try? LayoutSession(layoutCase, strategy: IncrementalSolver.self), "seed \(seed): the generated case is invalid")
        var random = SplitMix64(seed: seed)
        let removable = layoutCase.views.filter { $0.parent != nil }.map(\.id)
        for _ in 0..<5 {
            let removed = Set(removable.filter { _ in Bool.random(using: &random) })
            let smaller = CaseShrinker.removingViews(removed, from: CaseShrinker.labelledExplicitly(layoutCase))
            #expect(smaller.views.count == layoutCase.views.count - removed.count)
            #expect(throws: Never.self, "seed \(seed) without \(removed.sorted())") {
                _ = try LayoutSession(smaller, strategy: IncrementalSolver.self)
            }
        }
    }

    /// Naming every constraint explicitly does not change how the case lays out.
    @Test func explicitLabelsKeepTheLayout() throws {
        var generator = RandomCaseGenerator(seed: 11)
        let layoutCase = generator.makeCase(name: "r")
        let relabelled = CaseShrinker.labelledExplicitly(layoutCase)
        #expect(relabelled.constraints.allSatisfy { $0.label != nil })
        #expect(LayoutCaseCheck.check(layoutCase) == LayoutCaseCheck.check(relabelled))
    }
}
