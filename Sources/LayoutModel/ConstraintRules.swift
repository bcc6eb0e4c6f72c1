import LayoutSolver

extension LayoutConstraint {
    /// Checks what `NSLayoutConstraint` refuses at run time and the anchor types cannot rule out:
    /// finite numbers, a priority in (0, 1000], and a sensible pairing of attributes.
    ///
    /// - Parameter name: how errors name the constraint (its label or `c<index>`).
    func checkRules(named name: String) throws(LayoutError) {
        func fail(_ reason: LayoutError.Reason) -> LayoutError {
            LayoutError(subject: "constraint '\(name)'", reason: reason)
        }
        guard multiplier.isFinite, constant.isFinite, priority.value.isFinite else { throw fail(.nonFinite) }
        guard priority.isValid else { throw fail(.invalidPriority(priority.value)) }
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
