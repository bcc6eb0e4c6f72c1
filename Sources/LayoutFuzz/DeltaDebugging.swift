/// Minimising a failing input: the smallest sublist of a list for which a test still fails.
public enum DeltaDebugging {
    /// Zeller and Hildebrandt's ddmin: splits the list into n chunks and keeps a chunk, or the
    /// complement of a chunk, that still fails; refines n up to single elements. The result
    /// fails and is 1-minimal — removing any one element of it makes the test pass — provided
    /// `items` fails.
    /// - Complexity: O(k² + k log n) tests for a result of k elements out of n; O(n²) worst.
    public static func minimize<T>(_ items: [T], _ fails: ([T]) -> Bool) -> [T] {
        if items.isEmpty || fails([]) { return [] }
        var current = items
        var granularity = 2
        while current.count >= 2 {
            let chunks = split(current, into: granularity)
            if let chunk = chunks.first(where: fails) {
                current = chunk
                granularity = 2
                continue
            }
            let complement = chunks.indices.lazy.map { index in
                chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
            }.first(where: fails)
            if let complement {
                current = complement
                granularity = max(granularity - 1, 2)
            } else if granularity >= current.count {
                break
            } else {
                granularity = min(granularity * 2, current.count)
            }
        }
        return current
    }

    /// The naive twin of ``minimize(_:_:)``: removes one element at a time, from the front,
    /// whenever the rest still fails, until no single removal keeps it failing.
    /// - Complexity: O(n²) tests.
    public static func minimizeOneAtATime<T>(_ items: [T], _ fails: ([T]) -> Bool) -> [T] {
        var current = items
        var removedOne = true
        while removedOne {
            removedOne = false
            var index = 0
            while index < current.count {
                var candidate = current
                candidate.remove(at: index)
                if fails(candidate) {
                    current = candidate
                    removedOne = true
                } else {
                    index += 1
                }
            }
        }
        return current
    }

    /// Applies `round` — one pass of reductions, each kept only when `test` says the smaller
    /// value still fails — until a round changes nothing, with at most `budget` calls of `fails`
    /// in all (once it is spent, every candidate counts as passing, so the smallest value found
    /// so far is returned).
    /// - Complexity: at most `budget` calls of `fails`.
    public static func shrinkInRounds<T: Equatable>(_ value: T, budget: Int, fails: (T) -> Bool,
                                                    round: (T, (T) -> Bool) -> T) -> T
    {
        withoutActuallyEscaping(fails) { fails in
            var tests = 0
            let test = { (candidate: T) -> Bool in
                guard tests < budget else { return false }
                tests += 1
                return fails(candidate)
            }
            var current = value
            while true {
                let before = current
                current = round(current, test)
                if current == before || tests >= budget { return current }
            }
        }
    }

    /// `items` in `count` contiguous chunks of near-equal size (none empty).
    static func split<T>(_ items: [T], into count: Int) -> [[T]] {
        let count = min(count, items.count)
        return (0..<count).map { chunk in
            Array(items[(chunk * items.count / count)..<((chunk + 1) * items.count / count)])
        }
    }
}
