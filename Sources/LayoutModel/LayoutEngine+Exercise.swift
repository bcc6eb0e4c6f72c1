import LayoutSolver

extension LayoutEngine {
    /// How far ``exerciseAmbiguity(of:)`` moves a value that is free without bound.
    public static let exerciseStep: Double = 20

    /// Moves `item` to another optimal solution of the last layout — UIKit's
    /// `exerciseAmbiguityInLayout()` — and writes the frames that moved to their views.
    ///
    /// The first of the item's free values (x, y, width, height) goes to the far end of the
    /// range it takes across the optimal solutions (`SolverStrategy.range(of:)`), so a second
    /// call moves it back; a range open on a side is walked by ``exerciseStep`` towards it.
    /// A required constraint holds the value there until the next layout that changes
    /// something (layouts with no change keep it) or the next exercise, which lets it go first. The value stays inside its range, so every
    /// constraint of the layout holds as before (each priority level keeps its error), views
    /// the layout determines do not move, and the ambiguity analysis stands.
    ///
    /// - Returns: whether the item moved; false when the last layout determines its frame.
    /// - Complexity: one range query and up to two solver changes, plus the frame reads of a layout.
    @discardableResult
    public func exerciseAmbiguity(of item: LayoutItem) -> Bool {
        guard let views = laidOut, let position = views.index[ObjectIdentifier(item)],
              let value = ambiguousFrameValues(of: item).first,  // analysed before any pin
              let valueIndex = FrameValue.allCases.firstIndex(of: value)
        else { return false }
        let expression = views.readers[position].expressions[valueIndex]
        let current = solver.value(of: expression)
        // A value exercised before is let go, so that it cannot hold this one in place.
        releaseExercisePin()
        let target = Self.exerciseTarget(from: current, within: solver.range(of: expression))
        let pin = Constraint(expression - LinearExpression(target), .equal, label: "exerciseAmbiguity")
        do {
            try solver.add(pin)
        } catch {
            return false
        }
        exercisePin = pin
        _ = currentResult()
        return abs(target - current) > 1e-6
    }

    /// Takes the exercised value's constraint out of the solver.
    func releaseExercisePin() {
        if let exercisePin { try? solver.remove(exercisePin) }
        exercisePin = nil
    }

    /// Where an exercised value goes from `current`: the far end of a bounded range, else a step
    /// towards an open side (back again when it stands a step from a bounded end).
    static func exerciseTarget(from current: Double, within range: ClosedRange<Double>) -> Double {
        let step = exerciseStep
        switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
        case (true, true):
            return current - range.lowerBound >= range.upperBound - current ? range.lowerBound : range.upperBound
        case (true, false):
            return current - range.lowerBound < step / 2 ? current + step : range.lowerBound
        case (false, true):
            return range.upperBound - current < step / 2 ? current - step : range.upperBound
        case (false, false):
            // Alternate between neighbouring multiples of the step.
            return Int((current / step).rounded()).isMultiple(of: 2) ? current + step : current - step
        }
    }
}
