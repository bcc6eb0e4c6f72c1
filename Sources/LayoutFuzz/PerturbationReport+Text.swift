import LayoutCore
import LayoutModel

extension PerturbationReport {
    /// A readable report: what was laid out, then one paragraph per finding — the problem, where
    /// (and the nearest value where it is gone), and for unsatisfiable layouts the conflicting
    /// constraints in the words UIKit logs.
    public var text: String {
        var out = "Perturbation of \(caseName): \(layoutCount) layouts\n"
        out += "    as given: \(Self.describe(base.variant)) — \(base.result.status.rawValue)\n"
        for sweep in sweeps { out += "    \(Self.describe(sweep, base: base.variant))\n" }
        if ignoredSteps > 0 { out += "    steps: \(ignoredSteps) not applied (the initial layout is perturbed)\n" }
        out += findings.isEmpty ? "\nNo findings.\n" : "\n\(findings.count) finding\(findings.count == 1 ? "" : "s"):\n"
        for finding in findings { out += "\n" + text(finding) }
        return out
    }

    private static func describe(_ variant: PerturbationVariant) -> String {
        let width = variant.root.width.map(formatNumber) ?? "fitting"
        let height = variant.root.height.map(formatNumber) ?? "fitting"
        return "root \(width) × \(height), \(variant.layoutDirection.rawValue), intrinsic ×\(scale(variant.intrinsicScale))"
    }

    private static func describe(_ sweep: Sweep, base: PerturbationVariant) -> String {
        let name = sweep.axis == .intrinsicScale ? "intrinsic scale" : sweep.axis.rawValue
        switch sweep.axis {
        case .layoutDirection:
            let other = base.layoutDirection == .leftToRight ? LayoutDirection.rightToLeft : .leftToRight
            return "layout direction: \(other.rawValue) (\(sweep.layouts) layout)"
        case .width, .height, .intrinsicScale:
            guard let low = sweep.samples.first, let high = sweep.samples.last, let grid = sweep.grid else {
                return sweep.axis == .intrinsicScale ? "\(name): not varied (no view has an intrinsic size)"
                    : "\(name): not varied (fitting: the root takes its content's size)"
            }
            let range = sweep.axis == .intrinsicScale ? "×\(scale(low))…×\(scale(high))"
                : "\(formatNumber(low))…\(formatNumber(high))"
            let step = sweep.axis == .intrinsicScale ? "1/\(formatNumber(grid.stepsPerUnit))" : "1 point"
            return "\(name): \(sweep.samples.count) values \(range), bisected to \(step) (\(sweep.layouts) layouts)"
        case .asGiven:
            return name
        }
    }

    /// A scale with at most four decimals.
    private static func scale(_ value: Double) -> String { formatNumber((value * 10_000).rounded() / 10_000) }

    /// Where a finding holds: `as given`, `at width 331 (not at 332)`, `in rightToLeft`.
    private static func place(_ finding: PerturbationFinding) -> String {
        let variant = finding.outcome.variant
        switch finding.axis {
        case .asGiven: return "as given"
        case .layoutDirection: return "in \(variant.layoutDirection.rawValue)"
        case .width, .height:
            let value = variant[finding.axis].map(formatNumber) ?? "?"
            return "at \(finding.axis.rawValue) \(value)" + (finding.boundary.map { " (not at \(formatNumber($0)))" } ?? "")
        case .intrinsicScale:
            return "at intrinsic ×\(scale(variant.intrinsicScale))"
                + (finding.boundary.map { " (not at ×\(scale($0)))" } ?? "")
        }
    }

    private func text(_ finding: PerturbationFinding) -> String {
        let result = finding.outcome.result
        let place = Self.place(finding)
        switch finding.problem {
        case .unsatisfiable(let broken):
            var out = "unsatisfiable \(place): breaks \(broken.joined(separator: ", "))\n"
            for constraint in result.broken {
                out += "    conflicting constraints (\(constraint.constraint.name) broken):\n"
                out += constraint.conflict.map { "        \"\($0.text)\"\n" }.joined()
            }
            return out
        case .ambiguous(let views):
            let values = views.map { "\($0): \((result.ambiguous[$0] ?? []).map(\.rawValue).joined(separator: ", "))" }
            return "ambiguous \(place): \(values.joined(separator: "; "))\n"
        case .outsideSuperview(let id, let axis):
            let parent = superviews[id] ?? "its superview"
            let edges = LayoutSmells.overhang(of: id, axis: axis, in: result, superviews: superviews)
                .map { "\(Self.points($0.points)) past the \($0.edge.rawValue) edge" }.joined(separator: " and ")
            let frame = result.frames[id].map { " (frame \(Self.describe($0)))" } ?? ""
            return "outside superview \(place): \(id) extends \(edges) of \(parent)\(frame)\n"
        case .compressed(let id, let axis):
            let size = result.frames[id].map { Self.points(axis == .horizontal ? $0.width : $0.height) } ?? "?"
            let intrinsic = finding.outcome.intrinsicSizes[id].map { Self.points($0[axis]) } ?? "?"
            return "compressed \(place): \(id).\(LayoutSmells.sizeName(axis)) \(size) < intrinsic \(intrinsic)"
                + " (\(Self.points(finding.amount)) short)\n"
        }
    }

    /// Points to the reports' tolerance, 1e-3.
    private static func points(_ value: Double) -> String { formatNumber((value * 1000).rounded() / 1000) }

    private static func describe(_ frame: Rect) -> String {
        "(" + FrameValue.allCases.map { points(frame[$0]) }.joined(separator: ", ") + ")"
    }
}
