/// A measurement's answers, step by step, each step held as the values that differ from the step
/// before it (by bit pattern, so `-0.0` and NaN payloads survive): what a change scenario needs
/// to keep for the cross-check. Its steps mostly repeat the frames of the step before (a resize
/// of the independent tree moves the root alone), and kept whole they were the largest thing
/// the bench held at its peak: 40,001 values a step at 10,000 views, 28 steps a strategy.
///
/// Once appended, the first step may be held the same way against a `base` that other
/// measurements share (``rebased(on:)``: a view tree's rows all start from the frames of its
/// first layout), since each row's first step whole was 320 KB at 10,000 views, fourteen of
/// them alive at the run's peak.
///
/// ``values`` is every step's values in order, what appending the steps to one array gives (the
/// naive twin, `StepAnswersTests`).
struct StepAnswers: Sendable {
    /// One step: its values whole (the first step, or one whose length differs from the step
    /// before), or the values that differ from the step before, by position.
    private enum Step: Sendable {
        case whole([Double])
        case changes([(position: Int, value: Double)])
    }

    private var steps: [Step] = []
    /// What the first step's changes are from, when it is held as changes (shared storage).
    private var base: [Double]?
    /// The last step's values, whole, to compare the next one with, while steps are appended
    /// (``finished()`` lets it go).
    private var last: [Double] = []

    init() {}

    /// One step of `values`: a measurement whose answers come at once.
    init(_ values: [Double]) {
        append(values)
    }

    /// Adds a step: in one allocation at most besides `values` (the changes, counted first), so
    /// that keeping the answers adds little to a scenario's allocation count.
    /// - Complexity: O(values).
    mutating func append(_ values: [Double]) {
        defer { last = values }
        guard !steps.isEmpty, values.count == last.count else {
            steps.append(.whole(values))
            return
        }
        let previous = last
        let differs = { (index: Int) in values[index].bitPattern != previous[index].bitPattern }
        var changes: [(position: Int, value: Double)] = []
        changes.reserveCapacity(values.indices.count(where: differs))
        for index in values.indices where differs(index) { changes.append((index, values[index])) }
        steps.append(.changes(changes))
    }

    /// The same answers without the copy of the last step kept for appending (a single step
    /// shares its storage with it, so only a longer sequence lets it go).
    func finished() -> StepAnswers {
        var copy = self
        if steps.count > 1 { copy.last = [] }
        return copy
    }

    /// The same answers with the first step held as the values that differ from `base`, if it
    /// is as long and differs in at most half of them (else as it was); `base` is shared, not
    /// copied. For finished answers: the copy kept for appending is let go.
    /// - Complexity: O(values of the first step).
    func rebased(on base: [Double]) -> StepAnswers {
        guard self.base == nil, case .whole(let first)? = steps.first, first.count == base.count else { return self }
        let differs = { (index: Int) in first[index].bitPattern != base[index].bitPattern }
        let changed = first.indices.count(where: differs)
        guard changed <= first.count / 2 else { return self }
        var changes: [(position: Int, value: Double)] = []
        changes.reserveCapacity(changed)
        for index in first.indices where differs(index) { changes.append((index, first[index])) }
        var copy = self
        copy.steps[0] = .changes(changes)
        copy.base = base
        copy.last = []
        return copy
    }

    /// Every step's values, in order.
    /// - Complexity: O(steps × values per step).
    var values: [Double] {
        if steps.count == 1, case .whole(let values) = steps[0] { return values }
        var result: [Double] = []
        var current: [Double] = base ?? []
        for step in steps {
            switch step {
            case .whole(let values): current = values
            case .changes(let changes): for (position, value) in changes { current[position] = value }
            }
            result += current
        }
        return result
    }
}
