import LayoutSolver

/// The visual-format descriptions UIKit prints for constraints made with the format language.
///
/// `H:` measures with leading and trailing, `H:…(LTR)` with left and right, `H:…(RTL)` with left
/// and right from the right; `V:` with top and bottom. A gap `-(8)-` relates the facing edges, a
/// size `[A(304)]` the width or height. `-` without a value is the standard spacing: 8 points
/// between views, 20 to the superview (what the format language documents); no `-` is 0.
extension Reader {
    private enum Element {
        case edge
        case view(LogItem, sizes: [Predicate])
    }

    private struct Predicate {
        var relation: Relation
        var constant: Double
        var priority: Double
    }

    private enum Direction { case natural, leftToRight, rightToLeft, vertical }

    mutating func visualFormat() throws(LogParseError) -> [LogEquation] {
        let vertical = scanner.peek() == "V"
        scanner.index += 2
        var elements: [Element] = []
        // connections[i] joins elements[i] and elements[i + 1]; nil means `-` alone (standard).
        var connections: [[Predicate]?] = []
        var pendingConnection: [Predicate]?? = .some([Predicate(relation: .equal, constant: 0, priority: 1000)])
        var direction: Direction = vertical ? .vertical : .natural
        while true {
            scanner.skipWhitespace()
            guard let c = scanner.peek() else { break }
            if c == "|" || c == "[" {
                if !elements.isEmpty {
                    connections.append(pendingConnection ?? [Predicate(relation: .equal, constant: 0, priority: 1000)])
                }
                pendingConnection = nil
                if c == "|" {
                    scanner.index += 1
                    elements.append(.edge)
                } else {
                    scanner.index += 1
                    let item = try self.item()
                    var sizes: [Predicate] = []
                    if scanner.peek() == "(" {
                        scanner.index += 1
                        sizes = try predicates()
                    }
                    scanner.skipWhitespace()
                    guard scanner.peek() == "]" else { throw failure("expected ']'") }
                    scanner.index += 1
                    elements.append(.view(item, sizes: sizes))
                }
            } else if c == "-" {
                guard !elements.isEmpty else { throw failure("a visual format cannot start with '-'") }
                scanner.index += 1
                scanner.skipWhitespace()
                if scanner.peek() == "(" {
                    scanner.index += 1
                    pendingConnection = .some(try predicates())
                    guard scanner.peek() == "-" else { throw failure("expected '-' after the spacing") }
                    scanner.index += 1
                } else if startsNumber() {
                    let value = try number()
                    pendingConnection = .some([Predicate(relation: .equal, constant: value, priority: 1000)])
                    guard scanner.peek() == "-" else { throw failure("expected '-' after the spacing") }
                    scanner.index += 1
                } else {
                    pendingConnection = .some(nil)
                }
            } else if c == "(" && !vertical && (scanner.startsWith("(LTR)") || scanner.startsWith("(RTL)")) {
                direction = scanner.startsWith("(LTR)") ? .leftToRight : .rightToLeft
                scanner.index += 5
            } else {
                throw failure("unexpected text in the visual format")
            }
        }
        guard !elements.isEmpty else { throw LogParseError("the visual format names no view") }
        var equations: [LogEquation] = []
        let axisSize: LogAttribute = vertical ? .height : .width
        for (position, element) in elements.enumerated() {
            if case .view(let item, let sizes) = element {
                for size in sizes {
                    equations.append(LogEquation(first: LogAnchor(item, axisSize), relation: size.relation,
                                                 constant: size.constant, priority: size.priority))
                }
            }
            guard position + 1 < elements.count else { continue }
            let next = elements[position + 1]
            if case .edge = element, case .edge = next { throw LogParseError("two superview edges '||' in a row") }
            let gap = connections[position] ?? [Predicate(relation: .equal, constant: isEdge(element) || isEdge(next) ? 20 : 8,
                                                           priority: 1000)]
            let neighbour = item(of: isEdge(element) ? next : element)
            let superview = names["|"] ?? LogItem(kind: .superview(of: neighbour?.key ?? "?"))
            for predicate in gap {
                equations.append(Self.gapEquation(from: element, to: next, superview: superview, predicate: predicate,
                                                  direction: direction))
            }
        }
        guard !equations.isEmpty else { throw LogParseError("the visual format relates nothing") }
        return equations
    }

    private func isEdge(_ element: Element) -> Bool { if case .edge = element { true } else { false } }
    private func item(of element: Element) -> LogItem? { if case .view(let item, _) = element { item } else { nil } }

    private static func gapEquation(from a: Element, to b: Element, superview: LogItem, predicate: Predicate,
                                    direction: Direction) -> LogEquation
    {
        let (start, end): (LogAttribute, LogAttribute) = switch direction {
        case .natural: (.leading, .trailing)
        case .leftToRight: (.left, .right)
        case .rightToLeft: (.right, .left)
        case .vertical: (.top, .bottom)
        }
        // The edge of `a` the gap starts from and the edge of `b` it ends at.
        let from: LogAnchor = if case .view(let item, _) = a { LogAnchor(item, end) } else { LogAnchor(superview, start) }
        let to: LogAnchor = if case .view(let item, _) = b { LogAnchor(item, start) } else { LogAnchor(superview, end) }
        if direction == .rightToLeft {  // the gap is from.x − to.x
            return LogEquation(first: from, relation: predicate.relation, second: to, constant: predicate.constant,
                               priority: predicate.priority)
        }
        return LogEquation(first: to, relation: predicate.relation, second: from, constant: predicate.constant,
                           priority: predicate.priority)
    }

    /// `[rel] value [@p] (, …)*` up to and including `)`.
    private mutating func predicates() throws(LogParseError) -> [Predicate] {
        var list: [Predicate] = []
        while true {
            scanner.skipWhitespace()
            let relation = scanner.relation().flatMap(Relation.init(rawValue:)) ?? .equal
            scanner.skipWhitespace()
            guard startsNumber() else { throw failure("expected a number in the predicate") }
            let value = try number()
            let priority = try self.priority()
            list.append(Predicate(relation: relation, constant: value, priority: priority))
            scanner.skipWhitespace()
            if scanner.peek() == "," { scanner.index += 1; continue }
            guard scanner.peek() == ")" else { throw failure("expected ')' after the predicate") }
            scanner.index += 1
            return list
        }
    }
}
