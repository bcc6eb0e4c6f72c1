import LayoutCore
import CollectionLayout

/// The differential check of a collection case: every query strategy must give the naive
/// scan's answers, and a layout changed incrementally must equal a fresh layout of the changed
/// items.
public enum CollectionCaseCheck {
    /// The item changes checked on a case, which follow from the case alone so that a saved
    /// case replays the same check: a third of the way in an item grows by 7.5 points, the last
    /// shrinks to zero, the middle one goes. After them the layout narrows to three quarters of
    /// its width (whole half points, ``narrowedWidth(of:)``).
    public static func changes(for collectionCase: CollectionCase) -> [CollectionChange] {
        let count = collectionCase.items.count
        guard count > 0 else { return [] }
        return [.setHeight(collectionCase.items.heights[count / 3] + 7.5, at: count / 3), .setHeight(0, at: count - 1),
                .remove(at: count / 2)]
    }

    /// The width the check narrows the layout to last.
    public static func narrowedWidth(of collectionCase: CollectionCase) -> Double {
        (collectionCase.configuration.width * 1.5).rounded(.down) / 2
    }

    /// One change the check makes to the layout and to the case it is compared with.
    private enum Step: CustomStringConvertible {
        case item(CollectionChange)
        case narrow(to: Double)

        var description: String {
            switch self {
            case .item(let change): "\(change)"
            case .narrow(let width): "setWidth(\(width))"
            }
        }
    }

    /// Checks the case's queries on every strategy against ``NaiveQuery``, the cache against
    /// frames computed afresh, then each of ``changes(for:)`` and the narrowing against a fresh
    /// layout of the changed case (frames, content size and query answers). A case whose layout
    /// is refused is `invalid`; a change that is refused (a width with no room left) ends the
    /// check.
    /// - Complexity: O(strategies × queries × n + changes × n).
    public static func check(_ collectionCase: CollectionCase) -> FuzzVerdict {
        var layout: any CollectionViewLayout
        do { layout = try collectionCase.makeLayout() } catch { return FuzzVerdict(status: .invalid) }
        var problems = differences(layout, collectionCase.queries, context: "initial")
        var expected = collectionCase
        let steps = changes(for: collectionCase).map(Step.item) + [.narrow(to: narrowedWidth(of: collectionCase))]
        for step in steps {
            do {
                switch step {
                case .item(let change):
                    try layout.apply(change)
                    try expected.items.apply(change)
                case .narrow(let width):
                    try layout.setWidth(width)
                    expected.configuration.width = width
                }
            } catch {
                break
            }
            let context = "after \(step)"
            problems += differences(layout, collectionCase.queries, context: context)
            guard let fresh = try? expected.makeLayout() else {
                problems.append("\(context): the incremental layout took a change a fresh layout refuses")
                break
            }
            if fresh.contentSize != layout.contentSize {
                problems.append("\(context): content size \(layout.contentSize) vs fresh \(fresh.contentSize)")
            }
            for (index, (a, b)) in zip(layout.frames, fresh.frames).enumerated() where a != b {
                problems.append("\(context): item \(index) at \(a) vs fresh \(b)")
            }
            if layout.itemCount != fresh.itemCount {
                problems.append("\(context): \(layout.itemCount) items vs fresh \(fresh.itemCount)")
            }
        }
        return FuzzVerdict(status: problems.isEmpty ? .satisfied : .disagreement, problems: problems)
    }

    /// Every strategy's answers that differ from the naive scan's, and cached frames that differ
    /// from frames computed afresh.
    private static func differences(_ layout: any CollectionViewLayout, _ queries: [Rect], context: String) -> [String] {
        var problems: [String] = []
        for (index, (cached, computed)) in zip(layout.frames, layout.computeFrames()).enumerated() where cached != computed {
            problems.append("\(context): item \(index) cached at \(cached), computed at \(computed)")
        }
        let reference = NaiveQuery(layout: layout)
        let strategies = RectQueryStrategies.all.filter { $0 != NaiveQuery.self }.map { ($0.name, $0.init(layout: layout)) }
        for query in queries {
            let expected = reference.indices(in: query)
            for (name, strategy) in strategies {
                let answer = strategy.indices(in: query)
                if answer != expected { problems.append("\(context): \(name) answers \(answer) for \(query), naive \(expected)") }
            }
        }
        return problems
    }
}
