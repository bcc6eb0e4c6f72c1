import Foundation
import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

/// A view tree exported as a bare solver workload (for the peers) gives, on our own solver, the
/// frames a layout of the tree gives: initially and after every root width of the resize sweep.
@Suite("View trees as solver workloads")
struct ViewTreeExportTests {
    @Test("The export's values are the layout's frames, initially and after each resize",
          arguments: ViewTreeShape.allCases)
    func exportedValuesAreTheFrames(_ shape: ViewTreeShape) throws {
        let tree = ViewTreeWorkload(shape: shape, viewCount: 25, seed: 3)
        let workload = try tree.solverWorkload()
        #expect(workload.size == 25)
        #expect(workload.edits.count == 1 && workload.edits[0].values == ViewTreeWorkload.resizeWidths)
        #expect(!workload.constraints.contains { $0.label == "root.width" })
        #expect(workload.toggled.label == "v12.top")

        let solver = try workload.build(IncrementalSolver.self)
        var layoutCase = tree.layoutCase
        layoutCase.steps = tree.resizeSteps
        let session = try LayoutSession(layoutCase, strategy: IncrementalSolver.self)
        #expect(close(workload.values(in: solver), frames(try session.layout())))
        for width in ViewTreeWorkload.resizeWidths {
            try solver.suggestValue(width, for: workload.edits[0].variable)
            session.applyNextStep()
            #expect(close(workload.values(in: solver), frames(try session.layout())), "root width \(width)")
        }
    }

    @Test("Priorities are renumbered by rank to kiwi's weak, medium and strong")
    func prioritiesByRank() throws {
        let workload = try ViewTreeWorkload(shape: .independent, viewCount: 10, seed: 1).solverWorkload()
        // Fitting size 50, hugging 250, compression 750.
        let levels = Set(workload.constraints.map(\.priority).filter { !$0.isRequired })
        #expect(levels == Set(SolverWorkload.peerPriorities))
        #expect(workload.edits[0].priority == SolverWorkload.rootWidthEditPriority)
        let hugging = try #require(workload.constraints.first { $0.label == "v0.width.hugging" })
        #expect(hugging.priority == 333)
    }

    @Test("The JSON carries the reads and the size")
    func json() throws {
        let workload = try ViewTreeWorkload(shape: .nested, viewCount: 3, seed: 1).solverWorkload()
        let object = try #require(try JSONSerialization.jsonObject(with: workload.jsonData()) as? [String: Any])
        #expect(object["size"] as? Int == 3)
        let reads = try #require(object["reads"] as? [[String: Any]])
        #expect(reads.count == 4 * 4)  // root and three views, x y width height each
        // v1.x in its superview's coordinates: v1.x − v0.x.
        let variables = try #require(object["variables"] as? [String])
        let terms = try #require(reads[8]["terms"] as? [[Double]])
        #expect(terms.map { variables[Int($0[0])] } == ["v1.x", "v0.x"] && terms.map { $0[1] } == [1, -1])
        // A solver workload keeps its old JSON: no reads, no size.
        let chain = try #require(try JSONSerialization.jsonObject(with: SolverWorkload.chain(length: 3).jsonData()) as? [String: Any])
        #expect(chain["reads"] == nil && chain["size"] == nil)
    }

    @Test("Cases that cannot be exported say which and why")
    func errors() throws {
        func spec(_ label: String, priority: Double) -> ConstraintSpec {
            ConstraintSpec(label: label, first: .init("a", .width), relation: .equal, constant: 10, priority: priority)
        }
        let views = [LayoutCase.ViewSpec(id: "root"), LayoutCase.ViewSpec(id: "a", parent: "root")]
        let fits = LayoutCase(name: "fits", root: TargetSize(width: 100), views: views,
                              constraints: [spec("w", priority: 1000)])
        func export(_ layoutCase: LayoutCase, widths: [Double] = [100], toggled: String = "w") throws(SolverWorkloadExportError) {
            _ = try SolverWorkload(layoutCase: layoutCase, rootWidths: widths, toggled: toggled, size: 1)
        }
        #expect(throws: Never.self) { try export(fits) }
        var fitting = fits
        fitting.root = TargetSize()
        #expect(throws: SolverWorkloadExportError.noRootWidth("fits")) { try export(fitting) }
        #expect(throws: SolverWorkloadExportError.noWidths("fits")) { try export(fits, widths: []) }
        #expect(throws: SolverWorkloadExportError.unknownConstraint("fits", label: "gone")) { try export(fits, toggled: "gone") }
        var levels = fits
        levels.constraints = [spec("w", priority: 1000), spec("p1", priority: 100), spec("p2", priority: 200),
                              spec("p3", priority: 300), spec("p4", priority: 400)]
        // The root's fitting height (50) is one of them.
        #expect(throws: SolverWorkloadExportError.tooManyPriorities("fits", [50, 100, 200, 300, 400])) { try export(levels) }
        #expect("\(SolverWorkloadExportError.tooManyPriorities("fits", [100, 200, 300, 400]))".contains("at most 3"))
        let many = SolverWorkloadExportError.tooManyPriorities("fits", (1...9).map { Priority(Double($0 * 100)) })
        #expect("\(many)".contains("(100, 200, 300, 400, 500 and 4 more)"), "\(many)")
        var invalid = fits
        invalid.constraints = [spec("w", priority: 1000), ConstraintSpec(label: "x", first: .init("nobody", .width),
                                                                          relation: .equal, constant: 1)]
        #expect {
            try export(invalid)
        } throws: { error in
            guard case .invalidCase("fits", let layoutError) = error as? SolverWorkloadExportError else { return false }
            return layoutError.description.contains("nobody")
        }
    }

    /// Status and frames as bench's answers would have them, without the status.
    private func frames(_ result: LayoutResult) -> [Double] {
        result.viewIDs.flatMap { id -> [Double] in
            guard let frame = result.frames[id] else { return [] }
            return [frame.x, frame.y, frame.width, frame.height]
        }
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
    }
}
