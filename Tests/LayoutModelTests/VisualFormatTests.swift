import LayoutCore
import LayoutModel
import LayoutSolver
import Testing

/// A root `r` holding `a`, `b`, `c`; a view `loose` with no superview.
private struct Views {
    let root = View("r")
    let a = View("a"), b = View("b"), c = View("c")
    let loose = View("loose")
    var byName: [String: View] { ["a": a, "b": b, "c": c, "loose": loose] }

    init() {
        for view in [a, b, c] { root.addSubview(view) }
    }

    func constraints(_ format: String, options: VisualFormat.Options = [], metrics: [String: Double] = [:]) throws
        -> [String]
    {
        try VisualFormat.constraints(format, options: options, metrics: metrics, views: byName).map(\.description)
    }

    func problem(_ format: String, options: VisualFormat.Options = []) -> VisualFormatError? {
        do {
            _ = try VisualFormat.constraints(format, options: options, metrics: ["m": 12], views: byName)
            return nil
        } catch {
            return error
        }
    }
}

@Suite struct VisualFormatTests {
    @Test(arguments: [
        ("[a]-[b]", ["b.leading == a.trailing + 8"]),
        ("|-[a]-|", ["a.leading == r.leading + 20", "r.trailing == a.trailing + 20"]),
        ("H:|-50-[a]-50-|", ["a.leading == r.leading + 50", "r.trailing == a.trailing + 50"]),
        ("V:[a]-10-[b]", ["b.top == a.bottom + 10"]),
        ("[a][b]", ["b.leading == a.trailing"]),
        ("|[a]|", ["a.leading == r.leading", "r.trailing == a.trailing"]),
        ("[a(>=50)]", ["a.width >= 50"]),
        ("[a(100@20)]", ["a.width == 100 @20"]),
        ("[a(==b)]", ["a.width == b.width"]),
        ("[a(>=70,<=100)]", ["a.width >= 70", "a.width <= 100"]),
        ("|-[a]-[b]-[c(>=20)]-|", ["a.leading == r.leading + 20", "b.leading == a.trailing + 8",
                                   "c.leading == b.trailing + 8", "c.width >= 20", "r.trailing == c.trailing + 20"]),
        ("V:|-(>=8,<=m@750)-[a(b@m)]", ["a.top >= r.top + 8", "a.top <= r.top + 12 @750", "a.height == b.height @12"]),
        ("[a]-m-[b]-(-4)-[c]", ["b.leading == a.trailing + 12", "c.leading == b.trailing - 4"]),
        (" H: [ a ( >= 1e1 ) ] - ( 5 ) - | ", ["a.width >= 10", "r.trailing == a.trailing + 5"]),
    ])
    func handWorked(_ format: String, _ expected: [String]) throws {
        #expect(try Views().constraints(format, metrics: ["m": 12]) == expected)
    }

    @Test func directionsAndAlignment() throws {
        let views = Views()
        #expect(try views.constraints("|-[a]-[b]", options: .directionLeftToRight)
            == ["a.left == r.left + 20", "b.left == a.right + 8"])
        #expect(try views.constraints("|-[a]-[b]", options: .directionRightToLeft)
            == ["r.right == a.right + 20", "a.left == b.right + 8"])
        #expect(try views.constraints("[a]-[b]-[c]", options: [.alignAllTop, .alignAllCenterY])
            == ["b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                "b.top == a.top", "c.top == b.top", "b.centerY == a.centerY", "c.centerY == b.centerY"])
        #expect(try views.constraints("V:[a]-[b]", options: .alignAllLeading)
            == ["b.top == a.bottom + 8", "b.leading == a.leading"])
        // Views without text have their baselines at the bottom.
        #expect(try views.constraints("V:[a]-[b]", options: .spacingBaselineToBaseline) == ["b.bottom == a.bottom + 8"])
        #expect(try views.constraints("[a][b]", options: .alignAllFirstBaseline) == ["b.leading == a.trailing", "b.bottom == a.bottom"])
    }

    @Test(arguments: [
        ("[a", 2, "Expected ']' at the end of the view 'a'"),
        ("[x]", 1, "x is not a key in the views dictionary."),
        ("[a]-(q)-[b]", 5, "q is not a key in the metrics dictionary."),
        ("[a(>=50]", 7, "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"),
        ("-[a]", 0, "Expected a view or '|'"),
        ("|-[loose]", 0, "Unable to interpret '|' character, because the related view doesn't have a superview"),
        ("[a]-|-[b]", 5, "A superview edge '|' ends the format; nothing may follow it"),
        ("||", 1, "Unexpected '|': a superview edge cannot follow another one"),
        ("|", 0, "The format names no view"),
        ("[a]-(b)-[c]", 5, "A spacing or priority relates to a number, not to the view b"),
        ("[a(10@1001)]", 6, "A priority must be greater than 0 and at most 1000"),
        ("[a]-8[b]", 5, "Expected '-' after the spacing"),
        ("[a]x", 3, "Expected '-', '[' or '|'"),
        ("", 0, "Expected a view or '|'"),
    ])
    func badFormats(_ format: String, _ position: Int, _ problem: String) {
        #expect(Views().problem(format) == VisualFormatError(format: format, position: position, problem: problem))
    }

    @Test func invalidOptions() {
        let views = Views()
        #expect(views.problem("[a]-[b]", options: .alignAllLeading)?.problem
            == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
        #expect(views.problem("V:[a]-[b]", options: .alignAllTop)?.problem
            == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
        #expect(views.problem("[a]", options: [.directionLeftToRight, .directionRightToLeft]) != nil)
        #expect(views.problem("[a]-[b]", options: .spacingBaselineToBaseline) != nil)
        #expect(views.problem("[a]", options: VisualFormat.Options(rawValue: 1 << 30)) != nil)
    }

    @Test func messageIsUIKits() {
        let error = VisualFormatError(format: "[a(>=50]", position: 7, problem: "Expected ')'")
        #expect(error.description == "Unable to parse constraint format: \nExpected ')' \n[a(>=50] \n       ^")
    }

    @Test func constraintsLayOut() throws {
        let views = Views()
        views.root.targetSize = TargetSize(width: 320, height: 100)
        let formats = ["|-[a(==b)]-[b]-|", "V:|[a(40)]", "V:|[b(40)]"]
        for format in formats {
            LayoutConstraint.activate(try VisualFormat.constraints(format, views: views.byName))
        }
        _ = try views.root.layoutIfNeeded()
        #expect(views.a.frame == Rect(x: 20, y: 0, width: 136, height: 40))
        #expect(views.b.frame == Rect(x: 164, y: 0, width: 136, height: 40))
    }
}

/// The naive twin: random formats from a small grammar, each also written constraint by constraint
/// with `LayoutConstraint(item:attribute:…)` while it is generated, give the same constraints.
@Suite struct VisualFormatTwinTests {
    private struct Generated {
        var format = ""
        var anchors: [LayoutConstraint] = []
    }

    private func predicate(_ random: inout SplitMix64, metrics: [String: Double])
        -> (text: String, relation: Relation, value: Double, priority: Double)
    {
        let relation = random.element(of: Relation.allCases)!
        let useMetric = random.bool()
        let metric = random.element(of: metrics.keys.sorted())!
        let value = useMetric ? metrics[metric]! : Double(random.int(in: -4...40))
        let priority = random.bool() ? 1000 : Double(random.int(in: 1...999))
        let text = "\(relation.rawValue)\(useMetric ? metric : formatExact(value))" + (priority == 1000 ? "" : "@\(formatExact(priority))")
        return (text, relation, value, priority)
    }

    private func generate(_ random: inout SplitMix64, views: [View], superview: View, metrics: [String: Double]) -> Generated {
        var generated = Generated()
        let vertical = random.bool()
        generated.format = vertical ? "V:" : random.bool() ? "H:" : ""
        func gap(_ to: (View, LayoutAttribute), _ from: (View, LayoutAttribute), _ relation: Relation, _ constant: Double,
                 _ priority: Double) -> LayoutConstraint
        {
            let constraint = LayoutConstraint(item: to.0, attribute: to.1, relatedBy: relation, toItem: from.0,
                                              attribute: from.1, constant: constant)
            constraint.priority = Priority(priority)
            return constraint
        }
        let (startEdge, endEdge, sizeAttribute): (LayoutAttribute, LayoutAttribute, LayoutAttribute)
            = vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        let count = random.int(in: 1...3)
        let chosen = Array(random.shuffled(views).prefix(count))
        var previous: (View, LayoutAttribute)? = nil
        if random.bool() {
            generated.format += "|"
            previous = (superview, startEdge)
        }
        func connection(to next: (View, LayoutAttribute), toSuperview: Bool) {
            guard let from = previous else { return }
            switch random.int(in: 0...3) {
            case 0:
                generated.anchors.append(gap(next, from, .equal, 0, 1000))
            case 1:
                generated.format += "-"
                generated.anchors.append(gap(next, from, .equal, toSuperview ? 20 : 8, 1000))
            case 2:
                let value = random.int(in: 0...30)
                generated.format += "-\(value)-"
                generated.anchors.append(gap(next, from, .equal, Double(value), 1000))
            default:
                let predicates = (0..<random.int(in: 1...2)).map { _ in predicate(&random, metrics: metrics) }
                generated.format += "-(" + predicates.map(\.text).joined(separator: ",") + ")-"
                for p in predicates { generated.anchors.append(gap(next, from, p.relation, p.value, p.priority)) }
            }
        }
        for view in chosen {
            connection(to: (view, startEdge), toSuperview: previous?.0 === superview)
            generated.format += "[\(view.identifier)"
            if random.bool() {
                var texts: [String] = []
                for _ in 0..<random.int(in: 1...2) {
                    if random.bool(), let other = random.element(of: views) {
                        let relation = random.element(of: Relation.allCases)!
                        texts.append("\(relation.rawValue)\(other.identifier)")
                        generated.anchors.append(LayoutConstraint(item: view, attribute: sizeAttribute, relatedBy: relation,
                                                                  toItem: other, attribute: sizeAttribute))
                    } else {
                        let p = predicate(&random, metrics: metrics)
                        texts.append(p.text)
                        let constraint = LayoutConstraint(item: view, attribute: sizeAttribute, relatedBy: p.relation,
                                                          constant: p.value)
                        constraint.priority = Priority(p.priority)
                        generated.anchors.append(constraint)
                    }
                }
                generated.format += "(" + texts.joined(separator: ",") + ")"
            }
            generated.format += "]"
            previous = (view, endEdge)
        }
        if random.bool() {
            connection(to: (superview, endEdge), toSuperview: true)
            generated.format += "|"
        }
        return generated
    }

    @Test("400 seeded random formats give the constraints written one by one")
    func randomFormatsMatchTheTwin() throws {
        let superview = View("r")
        let views = (0..<4).map { View("v\($0)") }
        for view in views { superview.addSubview(view) }
        let metrics = ["pad": 16, "gap": 4.5]
        var random = SplitMix64(seed: 21)
        for _ in 0..<400 {
            let generated = generate(&random, views: views, superview: superview, metrics: metrics)
            let parsed = try VisualFormat.constraints(generated.format, metrics: metrics,
                                                      views: Dictionary(uniqueKeysWithValues: views.map { ($0.identifier, $0) }))
            #expect(parsed.map(\.description) == generated.anchors.map(\.description), "\(generated.format)")
        }
    }
}
