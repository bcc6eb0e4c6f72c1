import LayoutCore
import LayoutFuzz
import LayoutGen
@testable import LayoutModel
import LayoutSolver
import Testing

/// A root resized in place — the solver's changed values read once each and the frames that read
/// them recomputed from kept values (``FrameValueIndex``) — against its naive twin, a new full
/// solve of the same tree at the same size, after every step of seeded random resize sequences:
/// the bench's three shapes and random mixed trees (``RandomCaseGenerator``), some of them
/// ambiguous or unsatisfiable. Frames (where determined), statuses, conflicts and ambiguity must
/// agree; the views' own frames and the result's must equal the engine's, and those every frame
/// read afresh off the same solver (``LayoutEngine/framesAreCurrent()``), ambiguous ones included.
@Suite("Resize reads")
struct ResizeReadTests {
    @Test("Random resizes of the bench's shapes", arguments: ViewTreeShape.allCases)
    func shapes(_ shape: ViewTreeShape) throws {
        for seed in UInt64(1)...2 {
            let workload = ViewTreeWorkload(shape: shape, viewCount: 12 * Int(seed), seed: seed)
            try check(workload.layoutCase, seed: seed, context: "\(shape) seed \(seed)")
        }
    }

    @Test("Random resizes of random mixed trees")
    func randomTrees() throws {
        for seed in UInt64(1)...24 {
            var generator = RandomCaseGenerator(seed: seed, knobs: .init(viewCount: 2...12, maxSteps: 0))
            let layoutCase = generator.makeCase(name: "resize-\(seed)")
            try check(layoutCase, seed: seed, context: "random seed \(seed)\n\(layoutCase.text)")
        }
    }

    /// Every size of a seeded random sequence (repeats and height changes included), laid out in
    /// place and from scratch.
    private func check(_ layoutCase: LayoutCase, seed: UInt64, context: String) throws {
        let session = try LayoutSession(layoutCase, strategy: IncrementalSolver.self)
        let twin = try LayoutSession(layoutCase, strategy: FullSolver.self)
        // A case the engine refuses is not a resize.
        guard let first = try? session.layout(analyzingAmbiguity: true) else { return }
        #expect(LayoutComparison.differences(first, try twin.layout(analyzingAmbiguity: true)).isEmpty, "\(context)")
        var random = SplitMix64(seed: seed &* 104_729)
        let widths: [Double] = [0, 1, 44.5, 320, 375, 414, 1_024]
        for step in 0..<12 {
            var size = session.root.targetSize
            switch random.int(in: 0...5) {
            case 0: break  // the same size again
            case 1: size.height = random.bool() ? nil : random.double(in: 0...900)
            case 2: size.width = random.element(of: widths) ?? 375
            default: size.width = random.double(in: 0...1_200)
            }
            session.root.targetSize = size
            twin.root.targetSize = size
            // Analysed, so that values the two solvers may leave at different optima are masked.
            let resized = try session.layout(analyzingAmbiguity: true)
            let fresh = try twin.layout(analyzingAmbiguity: true)
            let where_ = "\(context) step \(step) size \(size)"
            #expect(LayoutComparison.differences(resized, fresh).isEmpty, "\(where_)")
            #expect(session.engine.framesAreCurrent(), "\(where_)")
            let views = try #require(session.engine.laidOut)
            let afresh = views.framesReadAfresh(from: session.engine.solver)
            let items = Dictionary(uniqueKeysWithValues: session.root.descendants().map { ($0.identifier, $0) })
            for (id, frame) in zip(views.ids, afresh) {
                #expect(resized.frames[id]?.isIdentical(to: frame) == true, "\(where_): \(id) in the result")
                #expect(items[id]?.frame.isIdentical(to: frame) == true, "\(where_): \(id) on the view")
            }
            #expect(resized.frames.count == views.ids.count, "\(where_)")
        }
        // Resizes are read from the journal, not from a collected plan.
        #expect(session.engine.trackedLayoutCount > 0, "\(context)")
    }
}
