import LayoutCore
import LayoutSolver

extension LayoutConstraint {
    /// Checks what `NSLayoutConstraint` refuses at run time and the anchor types cannot rule out:
    /// finite numbers within ``ConstraintLimits``, a priority in (0, 1000], and a sensible pairing
    /// of attributes.
    ///
    /// - Parameter name: how errors name the constraint (its label or `c<index>`).
    func checkRules(named name: String) throws(LayoutError) {
        func fail(_ reason: LayoutError.Reason) -> LayoutError {
            LayoutError(subject: "constraint '\(name)'", reason: reason)
        }
        guard multiplier.isFinite, constant.isFinite else { throw fail(.nonFinite) }
        if let problem = ConstraintLimits.multiplierProblem(multiplier) ?? ConstraintLimits.constantProblem(constant) {
            throw fail(.outOfRange(problem))
        }
        try checkPriority(priority, subject: "constraint '\(name)'")
        if firstAttribute.isMargin && !(firstItem is View) || secondAttribute?.isMargin == true && !(secondItem is View) {
            throw fail(.unsupported("a layout guide has no layout margins."))
        }
        guard let second = secondAttribute else {
            guard firstAttribute.isSize else { throw fail(.locationWithConstant) }
            return
        }
        let first = firstAttribute
        if first.isSize && second.isSize { return }
        guard first.isSize == second.isSize else { throw fail(.locationWithSize) }
        guard first.axis == second.axis else { throw fail(.mixedAxes) }
        guard !(first.isDirectional && second.isAbsoluteEdge || first.isAbsoluteEdge && second.isDirectional) else {
            throw fail(.mixedDirections)
        }
        guard multiplier != 0 else { throw fail(.zeroMultiplierOnLocation) }
    }
}

/// An intrinsic size is −1 (none) or a finite size of at least 0 and at most
/// ``ConstraintLimits/largestConstant`` on each axis.
func checkIntrinsicSize(_ size: Size, subject: String) throws(LayoutError) {
    for value in [size.width, size.height] where value != View.noIntrinsicMetric {
        try checkDistance(value, meaning: "intrinsic size", subject: subject,
                          whenNegative: "an intrinsic size is −1 (none) or at least 0, not \(formatExact(value)).")
    }
}

/// A distance a case states (an intrinsic size, a baseline): finite, within
/// ``ConstraintLimits/largestConstant`` (`meaning` names it there) and at least 0 (`whenNegative`
/// says why not).
func checkDistance(_ value: Double, meaning: String, subject: String,
                   whenNegative message: @autoclosure () -> String) throws(LayoutError) {
    guard value.isFinite else { throw LayoutError(subject: subject, reason: .nonFinite) }
    if let problem = ConstraintLimits.constantProblem(value, meaning: meaning) {
        throw LayoutError(subject: subject, reason: .outOfRange(problem))
    }
    guard value >= 0 else { throw LayoutError(subject: subject, reason: .invalidValue(message())) }
}

/// A priority is a finite number in (0, 1000]. The subject is spelled out only for an error.
func checkPriority(_ priority: Priority, subject: @autoclosure () -> String) throws(LayoutError) {
    guard priority.value.isFinite else { throw LayoutError(subject: subject(), reason: .nonFinite) }
    guard priority.isValid else { throw LayoutError(subject: subject(), reason: .invalidPriority(priority.value)) }
}
