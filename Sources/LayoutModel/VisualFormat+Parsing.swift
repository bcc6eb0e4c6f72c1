import LayoutCore
import LayoutSolver

/// One format read: its orientation, its elements in order and the connections between them.
struct VisualFormatLine {
    /// What a predicate relates to: a number (a metric's value) or another view's size.
    enum Object {
        case constant(Double)
        case view(View)
    }

    struct Predicate {
        var relation: Relation
        var object: Object
        var priority: Double
    }

    enum Element {
        case superview
        case view(View, sizes: [Predicate])
    }

    /// A connection's predicate: its objects are numbers only.
    struct Gap {
        var relation: Relation
        var constant: Double
        var priority: Double

        init(relation: Relation, constant: Double, priority: Double) {
            self.relation = relation
            self.constant = constant
            self.priority = priority
        }

        /// nil for a predicate on a view (only a view's own predicates may name one).
        init?(_ predicate: Predicate) {
            guard case .constant(let value) = predicate.object else { return nil }
            self.init(relation: predicate.relation, constant: value, priority: predicate.priority)
        }
    }

    enum Connection {
        /// `-`: the standard spacing.
        case standard
        /// No `-`: the elements touch.
        case flush
        case gaps([Gap])
    }

    let format: String
    let vertical: Bool
    /// Each element with the position it starts at.
    var elements: [(element: Element, position: Int)] = []
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    var connections: [Connection] = []
}

/// A recursive-descent reader of the visual format language on ``TextScanner``.
struct VisualFormatParser {
    private let format: String
    private let metrics: [String: Double]
    private let views: [String: View]
    private var scanner: TextScanner

    init(format: String, metrics: [String: Double], views: [String: View]) {
        self.format = format
        self.metrics = metrics
        self.views = views
        scanner = TextScanner(format)
    }

    mutating func line() throws(VisualFormatError) -> VisualFormatLine {
        guard !format.isEmpty else { throw error("It's an empty string.", at: 0) }
        scanner.skipWhitespace()
        var vertical = false
        for (letter, arrangement) in [("H", "horizontal"), ("V", "vertical")] where scanner.skip(letter) {
            guard scanner.skip(":") else { throw error("Expected ':' after '\(letter)' to specify \(arrangement) arrangement") }
            vertical = letter == "V"
        }
        var line = VisualFormatLine(format: format, vertical: vertical)
        scanner.skipWhitespace()
        if scanner.skip("|") {
            line.elements.append((.superview, scanner.index - 1))
            scanner.skipWhitespace()
            guard !scanner.atEnd else { throw error("Expected a connection after the '|' character") }
            line.connections.append(try connection())
        }
        while true {
            scanner.skipWhitespace()
            let position = scanner.index
            let hasView = line.elements.contains { !isSuperview($0.element) }
            if scanner.peek() == "[" {
                line.elements.append((try view(), position))
            } else if hasView, scanner.skip("|") {
                line.elements.append((.superview, position))
                scanner.skipWhitespace()
                guard scanner.atEnd else { throw error("Expected the end of the format string") }
                break
            } else {
                throw error(hasView ? "Expected a view or '|'" : "Expected a view")
            }
            scanner.skipWhitespace()
            if scanner.atEnd { break }
            line.connections.append(try connection())
        }
        return line
    }

    private func isSuperview(_ element: VisualFormatLine.Element) -> Bool {
        if case .superview = element { true } else { false }
    }

    /// `'[' name ['(' predicates ')'] ']'`.
    private mutating func view() throws(VisualFormatError) -> VisualFormatLine.Element {
        _ = scanner.skip("[")
        scanner.skipWhitespace()
        let start = scanner.index
        guard let name = scanner.identifier() else {
            throw error("Expected a view. View names must start with a letter or an underscore, then contain letters, "
                + "numbers, and underscores.")
        }
        guard let view = views[name] else { throw error("\(name) is not a key in the views dictionary.", at: start) }
        scanner.skipWhitespace()
        var sizes: [VisualFormatLine.Predicate] = []
        if scanner.skip("(") {
            sizes = try predicates(viewsAllowed: true)
            scanner.skipWhitespace()
            guard scanner.skip(")") else {
                throw error("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            scanner.skipWhitespace()
            guard scanner.skip("]") else { throw error("Expected ']' after specifying thickness.") }
        } else {
            guard scanner.skip("]") else { throw error("Expected a ']' here. That is how you give the end of a view.") }
        }
        return .view(view, sizes: sizes)
    }

    /// What follows an element: nothing before `[` or `|`, `-`, `-N-`, `-metric-` or `-(…)-`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormatLine.Connection {
        guard scanner.skip("-") else { return .flush }
        scanner.skipWhitespace()
        if scanner.peek() == "[" || scanner.peek() == "|" { return .standard }
        var gaps: [VisualFormatLine.Gap] = []
        if scanner.skip("(") {
            gaps = try predicates(viewsAllowed: false).compactMap(VisualFormatLine.Gap.init)
            scanner.skipWhitespace()
            guard scanner.skip(")") else {
                throw error("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
        } else {
            guard scanner.peek() != "-" else {
                throw error("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers.")
            }
            gaps = [.init(relation: .equal, constant: try number(), priority: 1000)]
        }
        scanner.skipWhitespace()
        if scanner.peek() == "," {
            throw error("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list "
                + "of constraints")
        }
        guard scanner.skip("-") else { throw error("Expected a '-' here") }
        return .gaps(gaps)
    }

    /// `predicate (',' predicate)*`, after the `(`.
    private mutating func predicates(viewsAllowed: Bool) throws(VisualFormatError) -> [VisualFormatLine.Predicate] {
        var list = [try predicate(viewsAllowed: viewsAllowed)]
        while scanner.skip(",") { list.append(try predicate(viewsAllowed: viewsAllowed)) }
        return list
    }

    /// `[relation] object ['@' priority]`.
    private mutating func predicate(viewsAllowed: Bool) throws(VisualFormatError) -> VisualFormatLine.Predicate {
        scanner.skipWhitespace()
        var relation = Relation.equal
        if let text = scanner.relation() {
            relation = Relation(rawValue: text) ?? .equal
        } else if let next = scanner.peek(), "<>=".contains(next) {
            throw error("Unknown relation. Must be ==, >=, or <=")
        }
        scanner.skipWhitespace()
        let object = viewsAllowed ? try constant() : .constant(try number())
        scanner.skipWhitespace()
        var priority = 1000.0
        if scanner.skip("@") {
            scanner.skipWhitespace()
            let value = try number()
            guard value > 0 else { throw error("Invalid priority specified: \(formatExact(value)). Priority must be greater than 0") }
            guard value <= 1000 else {
                throw error("Invalid priority specified: \(formatExact(value)). Priority cannot be higher than "
                    + "NSLayoutPriorityRequired, which is 1000.")
            }
            priority = value
        }
        scanner.skipWhitespace()
        return .init(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's value: a spacing or a priority.
    private mutating func number() throws(VisualFormatError) -> Double {
        let start = scanner.index
        switch try constant() {
        case .constant(let value): return value
        case .view:
            throw error("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to "
                + "use a view as a spacer? [view1][spacer(==view1)][view2]", at: start)
        }
    }

    /// A number, a metric's value, or another view (by its name).
    private mutating func constant() throws(VisualFormatError) -> VisualFormatLine.Object {
        let start = scanner.index
        if let value = scanner.number() {
            guard value.isFinite else { throw error("The number is too large", at: start) }
            return .constant(value)
        }
        guard let name = scanner.identifier() else {
            throw error("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if let value = metrics[name] {
            guard value.isFinite else { throw error("The metric \(name) is not a finite number", at: start) }
            return .constant(value)
        }
        guard let view = views[name] else {
            throw error("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
        }
        return .view(view)
    }

    private func error(_ problem: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, position: position ?? scanner.index, problem: problem)
    }
}
