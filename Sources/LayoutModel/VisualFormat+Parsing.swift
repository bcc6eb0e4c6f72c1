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

    enum Connection {
        /// `-`: the standard spacing.
        case standard
        /// No `-`: the elements touch.
        case flush
        case predicates([Predicate])
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
        scanner.skipWhitespace()
        var vertical = false
        if scanner.skip("V:") {
            vertical = true
        } else {
            _ = scanner.skip("H:")
        }
        var line = VisualFormatLine(format: format, vertical: vertical)
        while true {
            scanner.skipWhitespace()
            let position = scanner.index
            if scanner.skip("|") {
                guard line.elements.isEmpty || line.elements.last.map({ !isSuperview($0.element) }) == true else {
                    throw error("Unexpected '|': a superview edge cannot follow another one", at: position)
                }
                line.elements.append((.superview, position))
            } else if scanner.peek() == "[" {
                line.elements.append((try view(), position))
            } else {
                throw error(line.elements.isEmpty ? "Expected a view or '|'" : "Expected a view", at: position)
            }
            scanner.skipWhitespace()
            if scanner.atEnd { break }
            if case .superview = line.elements.last!.element, line.elements.count > 1 {
                throw error("A superview edge '|' ends the format; nothing may follow it")
            }
            line.connections.append(try connection())
        }
        guard line.elements.contains(where: { !isSuperview($0.element) }) else {
            throw error("The format names no view", at: 0)
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
        guard let name = scanner.identifier() else { throw error("Expected a view name after '['") }
        guard let view = views[name] else { throw error("\(name) is not a key in the views dictionary.", at: start) }
        scanner.skipWhitespace()
        var sizes: [VisualFormatLine.Predicate] = []
        if scanner.skip("(") { sizes = try predicates(viewsAllowed: true) }
        scanner.skipWhitespace()
        guard scanner.skip("]") else { throw error("Expected ']' at the end of the view '\(name)'") }
        return .view(view, sizes: sizes)
    }

    /// What follows an element: nothing before `[` or `|`, `-`, `-N-`, `-metric-` or `-(…)-`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormatLine.Connection {
        guard scanner.skip("-") else {
            guard scanner.peek() == "[" || scanner.peek() == "|" else { throw error("Expected '-', '[' or '|'") }
            return .flush
        }
        scanner.skipWhitespace()
        if scanner.peek() == "[" || scanner.peek() == "|" { return .standard }
        let predicates: [VisualFormatLine.Predicate]
        if scanner.skip("(") {
            predicates = try self.predicates(viewsAllowed: false)
        } else {
            let start = scanner.index
            let value = try constant(viewsAllowed: false)
            guard case .constant(let spacing) = value, spacing >= 0 else {
                throw error("A spacing without parentheses is a positive number or a metric", at: start)
            }
            predicates = [.init(relation: .equal, object: value, priority: 1000)]
        }
        scanner.skipWhitespace()
        guard scanner.skip("-") else { throw error("Expected '-' after the spacing") }
        return .predicates(predicates)
    }

    /// `predicate (',' predicate)* ')'`, after the `(`.
    private mutating func predicates(viewsAllowed: Bool) throws(VisualFormatError) -> [VisualFormatLine.Predicate] {
        var list: [VisualFormatLine.Predicate] = []
        repeat {
            scanner.skipWhitespace()
            let relation = scanner.relation().flatMap(Relation.init(rawValue:)) ?? .equal
            scanner.skipWhitespace()
            let object = try constant(viewsAllowed: viewsAllowed)
            scanner.skipWhitespace()
            var priority = 1000.0
            if scanner.skip("@") {
                scanner.skipWhitespace()
                let start = scanner.index
                guard case .constant(let value) = try constant(viewsAllowed: false) else { throw error("Expected a priority") }
                guard value > 0, value <= 1000 else {
                    throw error("A priority must be greater than 0 and at most 1000", at: start)
                }
                priority = value
            }
            list.append(.init(relation: relation, object: object, priority: priority))
            scanner.skipWhitespace()
        } while scanner.skip(",")
        guard scanner.skip(")") else {
            throw error("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
        }
        return list
    }

    /// A number, a metric's name, or (in a view's predicates) another view's name.
    private mutating func constant(viewsAllowed: Bool) throws(VisualFormatError) -> VisualFormatLine.Object {
        let start = scanner.index
        if let value = scanner.number() {
            guard value.isFinite else { throw error("The number is too large", at: start) }
            return .constant(value)
        }
        guard let name = scanner.identifier() else { throw error("Expected a number, a metric or a view name") }
        if let value = metrics[name] {
            guard value.isFinite else { throw error("The metric \(name) is not a finite number", at: start) }
            return .constant(value)
        }
        if let view = views[name] {
            guard viewsAllowed else {
                throw error("A spacing or priority relates to a number, not to the view \(name)", at: start)
            }
            return .view(view)
        }
        throw error("\(name) is not a key in the metrics dictionary.", at: start)
    }

    private func error(_ problem: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, position: position ?? scanner.index, problem: problem)
    }
}
