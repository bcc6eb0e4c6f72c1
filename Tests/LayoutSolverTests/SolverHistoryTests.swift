@testable import LayoutSolver
import Testing

@Suite struct SolverHistoryTests {
    /// Replacing optional and required constraints again and again (what an in-place layout
    /// does on every resize or text change) leaves the tableau as large as it was: the columns
    /// of removed constraints' symbols go with them.
    @Test func replacingConstraintsDoesNotGrowTheTableau() throws {
        let solver = IncrementalSolver()
        let x = Variable("x"), y = Variable("y"), width = Variable("width")
        try solver.add(contentsOf: [x >= 0, LinearExpression(y) == x + width, y <= 400])
        var sizeConstraints: [Constraint] = []
        func replaceSize(_ value: Double) throws {
            for constraint in sizeConstraints { try solver.remove(constraint) }
            sizeConstraints = [(LinearExpression(width) <= value).priority(250),
                               (LinearExpression(width) >= value).priority(750),
                               (LinearExpression(width) == value / 2).priority(50)]
            try solver.add(contentsOf: sizeConstraints)
        }
        try replaceSize(100)
        let columns = solver.columnCount
        for step in 1...300 { try replaceSize(Double(step % 37) * 10) }
        #expect(solver.columnCount <= columns + 2, "\(columns) columns at first, \(solver.columnCount) after 300 changes")
        #expect(abs(solver.value(of: width) - 40) < 1e-9)  // 300 % 37 × 10
    }
}
