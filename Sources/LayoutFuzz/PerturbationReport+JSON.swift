import LayoutCore
import LayoutModel

extension PerturbationReport {
    /// `{"case", "variants", "base", "sweeps", "findings": [{"kind", "status", "vary", "root":
    /// {"width", "height"}, "layoutDirection", "intrinsicScale", "ambiguous", …}]}` — written with
    /// sorted keys, numbers rounded to 1e-9 as `layoutbench solve` writes them. docs/Fuzzing.md
    /// lists every key.
    public var json: JSONValue {
        .object([
            ("case", .string(caseName)),
            ("variants", .number(Double(layoutCount))),
            ("base", .object(Self.layoutMembers(base))),
            ("sweeps", .array(sweeps.map(Self.json))),
            ("findings", .array(findings.map(json))),
        ])
    }

    /// The JSON report as text, keys sorted.
    public var jsonText: String { json.text(sortedKeys: true) + "\n" }

    /// The JSON of an unreadable or invalid case: `{"case", "error"}`.
    public static func json(invalidCase name: String, error: LayoutError) -> JSONValue {
        .object([("case", .string(name)), ("error", .string(error.description))])
    }

    private static func json(_ sweep: Sweep) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("axis", .string(sweep.axis.rawValue)),
                                            ("layouts", .number(Double(sweep.layouts))),
                                            ("varied", .bool(sweep.layouts > 0))]
        if let low = sweep.samples.first, let high = sweep.samples.last {
            pairs += [("from", number(low)), ("to", number(high)), ("samples", .number(Double(sweep.samples.count)))]
        }
        if let grid = sweep.grid { pairs.append(("step", number(1 / grid.stepsPerUnit))) }
        return .object(pairs)
    }

    private func json(_ finding: PerturbationFinding) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("kind", .string(finding.problem.kind.rawValue)),
                                            ("vary", .string(finding.axis.rawValue))]
        pairs += Self.layoutMembers(finding.outcome)
        if let boundary = finding.boundary { pairs.append(("boundary", Self.number(boundary))) }
        guard let id = finding.problem.view else { return .object(pairs) }
        let result = finding.outcome.result
        pairs.append(("view", .string(id)))
        pairs.append(("by", Self.number(finding.amount)))
        if let frame = result.frames[id] { pairs.append(("frame", Self.json(frame))) }
        switch finding.problem {
        case .outsideSuperview(_, let axis):
            pairs.append(("axis", .string(axis.rawValue)))
            pairs.append(("edges", .object(LayoutSmells.overhang(of: id, axis: axis, in: result, superviews: superviews)
                .map { ($0.edge.rawValue, Self.number($0.points)) })))
            if let parent = superviews[id] {
                pairs.append(("superview", .string(parent)))
                if let bounds = result.frames[parent] {
                    pairs.append(("superviewSize", .object([("width", Self.number(bounds.width)),
                                                            ("height", Self.number(bounds.height))])))
                }
            }
        case .compressed(_, let axis):
            pairs.append(("axis", .string(axis.rawValue)))
            if let size = finding.outcome.intrinsicSizes[id] {
                pairs.append(("intrinsicSize", .object([("width", Self.number(size.width)),
                                                        ("height", Self.number(size.height))])))
            }
        case .unsatisfiable, .ambiguous:
            break
        }
        return .object(pairs)
    }

    /// `status`, `root`, `layoutDirection`, `intrinsicScale`, `ambiguous` (view → free values;
    /// `{}` when none), and when unsatisfiable `conflict` (the first broken constraint's
    /// irreducible set, names sorted, as `solve` writes it), `conflictConstraints` (that set's
    /// texts in layout order) and `broken` (every broken constraint, in layout order).
    private static func layoutMembers(_ outcome: PerturbationOutcome) -> [(String, JSONValue)] {
        let variant = outcome.variant, result = outcome.result
        var pairs: [(String, JSONValue)] = [
            ("status", .string(result.status.rawValue)),
            ("root", .object([("width", variant.root.width.map(number) ?? .null),
                              ("height", variant.root.height.map(number) ?? .null)])),
            ("layoutDirection", .string(variant.layoutDirection.rawValue)),
            ("intrinsicScale", number(variant.intrinsicScale)),
            ("ambiguous", .object(result.viewIDs.compactMap { id in
                result.ambiguous[id].map { (id, .array($0.map { .string($0.rawValue) })) }
            })),
        ]
        if let first = result.broken.first {
            pairs.append(("conflict", .array(first.conflict.map(\.name).sorted().map(JSONValue.string))))
            pairs.append(("conflictConstraints", .array(first.conflict.map { .string($0.text) })))
            pairs.append(("broken", .array(result.broken.map { .string($0.constraint.name) })))
        }
        return pairs
    }

    private static func json(_ frame: Rect) -> JSONValue {
        .object(FrameValue.allCases.map { ($0.rawValue, number(frame[$0])) })
    }

    private static func number(_ value: Double) -> JSONValue { .number(roundedForReport(value)) }
}
