import LayoutGen
import LayoutModel

/// The bench's view tree of `shape` at each size and seed, with three resize steps, its toggle,
/// text, one-label text and removal steps: what the engine's twin tests lay out step by step.
func viewTreeCasesWithSteps(_ shape: ViewTreeShape, _ sizes: [(count: Int, seed: UInt64)])
    -> [(layoutCase: LayoutCase, context: String)]
{
    sizes.map { count, seed in
        let workload = ViewTreeWorkload(shape: shape, viewCount: count, seed: seed)
        var layoutCase = workload.layoutCase
        layoutCase.steps = Array(workload.resizeSteps.prefix(3)) + workload.toggleSteps + workload.textSteps
            + workload.singleTextSteps + workload.removeSteps
        return (layoutCase, "\(shape) \(count)")
    }
}
