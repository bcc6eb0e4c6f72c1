import CollectionLayout

/// The differential check of a collection case: every query strategy must give the naive
/// scan's answers, and a layout changed incrementally must equal a fresh layout of the changed
/// items.
public enum CollectionCaseCheck {
    /// One incremental change; which ones a case gets follows from the case alone (see
    /// ``changes(for:)``), so that a saved case replays the same check.
    public enum Change: Equatable, Sendable, CustomStringConvertible {
        case setHeight(Double, at: Int)
        case removeItem(at: Int)
        case setWidth(Double)

        public var description: String {
            switch self {
            case .setHeight(let height, let index): "setHeight(\(height), at: \(index))"
            case .removeItem(let index): "removeItem(at: \(index))"
            case .setWidth(let width): "setWidth(\(width))"
            }
        }
    }

    /// The changes checked on a case of `count` items and width `width`: a third of the way in
    /// an item grows by 7.5 points, the last shrinks to zero, the middle one goes, then the
    /// layout narrows to three quarters of its width (whole half points).
    public static func changes(for collectionCase: CollectionCase) -> [Change] {
        let count = collectionCase.items.count
        let heights = collectionCase.items.heights
        var changes: [Change] = []
        if count > 0 {
            changes += [.setHeight(heights[count / 3] + 7.5, at: count / 3), .setHeight(0, at: count - 1),
                        .removeItem(at: count / 2)]
        }
        changes.append(.setWidth((collectionCase.configuration.width * 1.5).rounded(.down) / 2))
        return changes
    }

    /// Checks the case's queries on every strategy against ``NaiveQuery``, the cache against
    /// frames computed afresh, then each of ``changes(for:)`` against a fresh layout of the
    /// changed case (frames, content size and query answers). A case whose layout is refused is
    /// `invalid`; a change that is refused (a width with no room left) ends the check.
    /// - Complexity: O(strategies × queries × n + changes × n).
    public static func check(_ collectionCase: CollectionCase) -> FuzzVerdict {
        var layout: any CollectionLayout
        do { layout = try collectionCase.makeLayout() } catch { return FuzzVerdict(status: .invalid) }
        var problems = differences(layout, collectionCase.queries, context: "initial")
        var expected = collectionCase
        for change in changes(for: collectionCase) {
            do {
                switch change {
                case .setHeight(let height, let index):
                    try layout.setHeight(height, at: index)
                    expected.items = expected.items.settingHeight(height, at: index)
                case .removeItem(let index):
                    try layout.removeItem(at: index)
                    expected.items = expected.items.removing(at: index)
                case .setWidth(let width):
                    try layout.setWidth(width)
                    expected.configuration.width = width
                }
            } catch {
                break
            }
            let context = "after \(change)"
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
    private static func differences(_ layout: any CollectionLayout, _ queries: [Rect], context: String) -> [String] {
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

extension CollectionItems {
    /// The items with item `index` `height` tall.
    func settingHeight(_ height: Double, at index: Int) -> CollectionItems {
        switch self {
        case .heights(var heights):
            heights[index] = height
            return .heights(heights)
        case .sizes(var sizes):
            sizes[index].height = height
            return .sizes(sizes)
        }
    }

    /// The items without item `index`.
    func removing(at index: Int) -> CollectionItems {
        switch self {
        case .heights(var heights):
            heights.remove(at: index)
            return .heights(heights)
        case .sizes(var sizes):
            sizes.remove(at: index)
            return .sizes(sizes)
        }
    }
}
