import LayoutSolver

/// A constraint system for the bare solver, with the changes its scenarios make: edit
/// suggestions (live resize) and one constraint removed and added back (a toggle).
public struct SolverWorkload {
    public struct Edit {
        public var variable: Variable
        public var priority: Priority
        /// Values suggested one after another, cycling.
        public var values: [Double]
    }

    public var name: String
    public var variables: [Variable]
    public var constraints: [Constraint]
    public var edits: [Edit]
    /// The constraint the remove scenario takes out and puts back.
    public var toggled: Constraint
    /// What a scenario reads after a change when it is not the values of ``variables``: these
    /// expressions' values, in order (a view tree's frames in superview coordinates).
    public var reads: [LinearExpression]? = nil
    /// The `size` of the rows measured on the workload, when it is not the number of values read
    /// (a view tree's view count).
    public var size: Int? = nil

    /// Adds every constraint and edit variable to a new solver of `strategy`, suggesting each
    /// edit's first value.
    public func build(_ strategy: any SolverStrategy.Type) throws -> any SolverStrategy {
        let solver = strategy.init()
        try solver.add(contentsOf: constraints)
        for edit in edits {
            try solver.addEditVariable(edit.variable, priority: edit.priority)
            try solver.suggestValue(edit.values[0], for: edit.variable)
        }
        return solver
    }

    /// The values of every variable, in order, or of ``reads`` when set: what a layout pass
    /// reads after a change.
    public func values(in solver: any SolverStrategy) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(reads?.count ?? variables.count)
        appendValues(in: solver, to: &values)
        return values
    }

    /// ``values(in:)`` appended to `answers`, with no array of their own: a scenario's timed
    /// reads, as the peers' harnesses push each value onto their answers.
    public func appendValues(in solver: any SolverStrategy, to answers: inout [Double]) {
        guard let reads else { return solver.appendValues(of: variables, to: &answers) }
        for read in reads { answers.append(solver.value(of: read)) }
    }
}

extension SolverWorkload {
    /// kiwisolver's chain: `x0 == 0`, `x[i+1] == x[i] + 10` (required), `x[i] == 5` (weak).
    /// Here `x0 == 0` has priority 500 and `x0` is an edit variable at 750, so one suggestion
    /// moves the whole chain; the toggled constraint is the middle link.
    public static func chain(length: Int = 1_000) -> SolverWorkload {
        let x = (0..<length).map { Variable("x\($0)") }
        var constraints = [(x[0] == 0).priority(500)]
        var links: [Constraint] = []
        for i in 1..<length {
            let link = (x[i] == x[i - 1] + 10).labeled("link\(i)")
            links.append(link)
            constraints.append(link)
        }
        for variable in x { constraints.append((variable == 5).priority(1)) }
        return SolverWorkload(
            name: "chain-\(length)", variables: x, constraints: constraints,
            edits: [Edit(variable: x[0], priority: .defaultHigh, values: [0, 100, -40, 250])],
            toggled: links[links.count / 2])
    }

    /// A window laid out the way enaml lays out a form (kiwi's enaml-like benchmark, rewritten):
    /// 37 variables, 111 constraints, the window's width and height as edit variables.
    /// Five widgets in two label/field rows and a full-width bottom widget, each with size
    /// hints at several priorities, inside contents inset by 10 from the window.
    public static func enamlLike() -> SolverWorkload {
        let width = Variable("width"), height = Variable("height")
        let left = Variable("contents.left"), top = Variable("contents.top")
        let right = Variable("contents.right"), bottom = Variable("contents.bottom")
        let midline = Variable("midline")
        struct Widget {
            let left, top, width, height, right, bottom: Variable
            init(_ name: String) {
                left = Variable("\(name).left"); top = Variable("\(name).top")
                width = Variable("\(name).width"); height = Variable("\(name).height")
                right = Variable("\(name).right"); bottom = Variable("\(name).bottom")
            }
            var all: [Variable] { [left, top, width, height, right, bottom] }
        }
        let w = (0..<5).map { Widget("w\($0)") }
        var c: [Constraint] = [
            width >= 0, height >= 0,
            left == 10, top == 10, right == width - 10, bottom == height - 10,
            right >= left, bottom >= top,
            midline >= left, midline <= right,
        ]
        let hints: [(w: Double, h: Double)] = [(80, 20), (200, 24), (80, 20), (200, 60), (300, 40)]
        for (widget, hint) in zip(w, hints) {
            c += [
                widget.right == widget.left + widget.width, widget.bottom == widget.top + widget.height,
                widget.left >= left, widget.right <= right, widget.top >= top, widget.bottom <= bottom,
                widget.width >= 0, widget.height >= 0,
                (widget.width == hint.w).priority(500), (widget.height == hint.h).priority(500),
                (widget.width >= hint.w / 2).priority(.defaultHigh), (widget.height >= hint.h).priority(.defaultHigh),
                (widget.width <= hint.w * 3).priority(.defaultLow), (widget.height <= hint.h * 2).priority(.defaultLow),
                widget.width <= right - left, (widget.top == top).priority(1),
            ]
        }
        c += [
            w[0].top == w[1].top, w[2].top == w[3].top,
            w[2].top >= w[0].bottom + 10, w[3].top >= w[1].bottom + 10,
            w[4].top >= w[2].bottom + 10, w[4].top >= w[3].bottom + 10,
            w[4].left == left, w[4].right == right,
            w[0].left == left, w[2].left == left,
            w[1].right == right, w[3].right == right,
            w[0].right <= midline - 5, w[2].right <= midline - 5,
            w[1].left == midline + 5, w[3].left == midline + 5,
            w[0].top == top, (w[4].bottom == bottom).priority(.defaultLow),
            (midline == 0.4 * width).priority(500),
            (w[0].width == w[2].width).priority(.defaultLow), (w[1].width == w[3].width).priority(.defaultLow),
        ]
        return SolverWorkload(
            name: "enaml-like", variables: [width, height, left, top, right, bottom, midline] + w.flatMap(\.all),
            constraints: c,
            edits: [
                Edit(variable: width, priority: 999, values: [640, 480, 800, 1_024, 320]),
                Edit(variable: height, priority: 999, values: [480, 360, 600, 768, 240]),
            ],
            toggled: c[c.count - 5])
    }
}
