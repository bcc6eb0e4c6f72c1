import Foundation
import LayoutGen
import LayoutSolver
import Testing

@Suite struct SolverWorkloadJSONTests {
    @Test func exportsVariablesByIndexAndConstraintsAsTerms() throws {
        // x0 == 0 @500, x1 == x0 + 10, x2 == x1 + 10, then x[i] == 5 @1; x0 edited at 750.
        let workload = SolverWorkload.chain(length: 3)
        let object = try #require(try JSONSerialization.jsonObject(with: workload.jsonData()) as? [String: Any])
        #expect(object["format"] as? String == "layoutbench/solver-workload@1")
        #expect(object["name"] as? String == "chain-3")
        #expect(object["variables"] as? [String] == ["x0", "x1", "x2"])
        #expect(object["read"] as? Int == 3)
        #expect(object["toggled"] as? Int == 2)
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        #expect(constraints.count == 6)
        #expect(constraints[0]["relation"] as? String == "==")
        #expect(constraints[0]["priority"] as? Double == 500)
        #expect(constraints[0]["terms"] as? [[Double]] == [[0, 1]])
        #expect(constraints[1]["terms"] as? [[Double]] == [[1, 1], [0, -1]])
        #expect(constraints[1]["constant"] as? Double == -10)
        #expect(constraints[1]["priority"] as? Double == 1000)
        #expect(constraints[5]["terms"] as? [[Double]] == [[2, 1]])
        #expect(constraints[5]["constant"] as? Double == -5)
        let edits = try #require(object["edits"] as? [[String: Any]])
        #expect(edits[0]["variable"] as? Int == 0)
        #expect(edits[0]["priority"] as? Double == 750)
        #expect(edits[0]["values"] as? [Double] == [0, 100, -40, 250])
    }

    @Test func theBuiltInWorkloadsExport() throws {
        for workload in [SolverWorkload.enamlLike(), .chain(length: 20)] {
            let object = try #require(try JSONSerialization.jsonObject(with: workload.jsonData()) as? [String: Any])
            #expect((object["constraints"] as? [Any])?.count == workload.constraints.count)
            #expect(object["toggled"] is Int)
        }
    }
}
