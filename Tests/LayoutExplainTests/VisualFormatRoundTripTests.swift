import LayoutCore
import LayoutExplain
import LayoutModel
import LayoutSolver
import Testing

/// LayoutModel's visual format parser and `explain`'s reader of UIKit's printed formats agree where
/// their forms overlap: a format of numbers (no metrics, no `[a(==b)]`), printed as UIKit prints
/// it with each view as `UIView:0x…` and `|` bound by `names:`, reads back as the same equations.
@Suite struct VisualFormatRoundTripTests {
    private func predicates(_ random: inout SplitMix64) -> String {
        (0..<random.int(in: 1...2)).map { _ in
            let relation = random.element(of: ["", "==", "<=", ">="])!
            let priority = random.bool() ? "" : "@\(random.int(in: 1...999))"
            return "\(relation)\(random.int(in: 0...40))\(priority)"
        }.joined(separator: ",")
    }

    private func randomFormat(_ random: inout SplitMix64, names: [String]) -> String {
        var format = random.element(of: ["", "H:", "V:"])!
        var first = true
        if random.bool() { format += "|"; first = false }
        for name in random.shuffled(names).prefix(random.int(in: 1...3)) {
            if !first { format += random.element(of: ["", "-", "-\(random.int(in: 0...30))-", "-(\(predicates(&random)))-"])! }
            first = false
            format += "[\(name)" + (random.bool() ? "(\(predicates(&random)))" : "") + "]"
        }
        if random.bool() { format += random.element(of: ["", "-", "-(\(predicates(&random)))-"])! + "|" }
        return format
    }

    private func equation(_ constraint: LayoutConstraint, items: [ObjectIdentifier: LogItem]) -> LogEquation {
        let anchor = { (view: View?, attribute: LayoutAttribute) in
            LogAnchor(items[ObjectIdentifier(view!)]!, LogAttribute(rawValue: attribute.rawValue)!)
        }
        return LogEquation(first: anchor(constraint.firstItem, constraint.firstAttribute), relation: constraint.relation,
                           second: constraint.secondAttribute.map { anchor(constraint.secondItem, $0) },
                           multiplier: constraint.multiplier, constant: constraint.constant,
                           priority: constraint.priority.value)
    }

    @Test("300 seeded random formats read back through explain's reader as the same equations")
    func printedFormatsReadBack() throws {
        let root = View("root")
        let views = (0..<3).map { View("v\($0)") }
        for view in views { root.addSubview(view) }
        var items: [ObjectIdentifier: LogItem] = [ObjectIdentifier(root): LogItem(className: "UIView", address: "0x100")]
        for (index, view) in views.enumerated() {
            items[ObjectIdentifier(view)] = LogItem(className: "UIView", address: "0x\(index + 1)a0")
        }
        var random = SplitMix64(seed: 2026)
        for _ in 0..<300 {
            let format = randomFormat(&random, names: views.map(\.identifier))
            let direction = format.hasPrefix("V:") ? ("", VisualFormat.Options())
                : random.element(of: [("", VisualFormat.Options()), ("(LTR)", .directionLeftToRight),
                                      ("(RTL)", .directionRightToLeft)])!
            let constraints = try VisualFormat.constraints(format, options: direction.1,
                                                           views: Dictionary(uniqueKeysWithValues: views.map { ($0.identifier, $0) }))
            if constraints.isEmpty { continue }  // `[v0]` alone relates nothing; UIKit prints nothing for it
            var printed = format.hasPrefix("H:") || format.hasPrefix("V:") ? format : "H:" + format
            for (index, view) in views.enumerated() {
                printed = printed.replacingOccurrences(of: "[\(view.identifier)", with: "[UIView:0x\(index + 1)a0")
            }
            let entry = "<NSLayoutConstraint:0xc0 \(printed)\(direction.0)   (active, names: '|':UIView:0x100 )>"
            let read = try ConstraintEntryParser.parse(entry)
            #expect(read.equations == constraints.map { equation($0, items: items) }, "\(entry)")
        }
    }
}
