import CollectionLayout
import LayoutSolver

extension Commands {
    /// `layoutbench strategies`: `solver NAME` for every solver strategy, then `query NAME` for
    /// every rectangle-query strategy, one per line. Always success.
    public static func strategies() -> CommandResult {
        CommandResult(output: (SolverStrategies.all.map { "solver \($0.name)\n" }
                               + RectQueryStrategies.all.map { "query \($0.name)\n" }).joined())
    }
}
