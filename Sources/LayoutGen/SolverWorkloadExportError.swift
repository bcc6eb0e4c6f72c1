import LayoutCore
import LayoutModel
import LayoutSolver

/// Why a layout case cannot be exported as a ``SolverWorkload`` for the peers: the case named,
/// then the problem.
public enum SolverWorkloadExportError: Error, Equatable, CustomStringConvertible {
    /// The case itself is invalid (the layout would refuse it too).
    case invalidCase(String, LayoutError)
    /// The root has no fixed width, so there is nothing to resize.
    case noRootWidth(String)
    /// No widths to suggest.
    case noWidths(String)
    /// More distinct non-required priorities than kiwi has strengths below required.
    case tooManyPriorities(String, [Priority])
    /// The constraint to toggle is not among the case's active constraints.
    case unknownConstraint(String, label: String)

    public var description: String {
        switch self {
        case .invalidCase(let name, let error): "case \(name): cannot be exported: \(error)"
        case .noRootWidth(let name): "case \(name): the root has no fixed width to resize"
        case .noWidths(let name): "case \(name): no root widths to suggest"
        case .tooManyPriorities(let name, let priorities):
            "case \(name): \(priorities.count) distinct non-required priorities (\(cappedList(priorities.map(\.description)))); "
                + "a peer workload allows at most \(SolverWorkload.peerPriorities.count) (kiwi's weak, medium and strong)"
        case .unknownConstraint(let name, let label): "case \(name): no active constraint '\(label)' to toggle"
        }
    }
}
