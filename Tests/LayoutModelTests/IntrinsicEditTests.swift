import LayoutFuzz
import LayoutGen
@testable import LayoutModel
import LayoutSolver
import Testing

/// Intrinsic sizes held by edit variables (``LayoutPlan/IntrinsicEdit``) against their naive
/// twin, plain hugging and compression constraints: the same layouts — status, broken
/// constraints and conflicts, ambiguity, frames — on random trees and step sequences, with both
/// strategies.
@Suite struct IntrinsicEditTests {
    @Test(arguments: Array(UInt64(1)...UInt64(128)))
    func editsAgreeWithPlainConstraints(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed)
        let layoutCase = generator.makeCase(name: "edits-\(seed)")
        for strategy in SolverStrategies.all {
            let edited = try LayoutSession(layoutCase, strategy: strategy)
            let plain = try LayoutSession(layoutCase, strategy: strategy)
            plain.engine.usesIntrinsicEdits = false
            repeat {
                let a = try edited.layout(analyzingAmbiguity: true)
                let b = try plain.layout(analyzingAmbiguity: true)
                let differences = LayoutComparison.differences(a, b)
                #expect(differences.isEmpty, "seed \(seed) \(strategy.name) step \(edited.nextStep): \(differences)")
                plain.applyNextStep()
            } while edited.applyNextStep()
        }
    }

    @Test func aTextChangeIsASuggestion() throws {
        let cell = SelfSizingCell(itemCount: 4, seed: 2)
        let measurer = try CellMeasurer(cell, strategy: IncrementalSolver.self)
        _ = try measurer.height(width: 246, index: 0)
        let engine = measurer.session.engine
        #expect(engine.intrinsicEdits.isEmpty)  // a first layout has plain constraints
        for index in 1..<4 {
            #expect(abs(try measurer.height(width: 246, index: index) - cell.expectedHeight(of: index, cellWidth: 246)) < 1e-9)
        }
        // The title's axes that changed moved to edits; the byline's never changed.
        let names = Set(engine.intrinsicEdits.values.map(\.variable.name))
        #expect(!names.isEmpty && names.isSubset(of: ["title.intrinsicWidth", "title.intrinsicHeight"]))
        let pivots = engine.pivotCount
        _ = try measurer.height(width: 246, index: 0)
        #expect(engine.pivotCount - pivots <= 2 * names.count)
    }
}
