import LayoutCore
import LayoutSolver

/// Reads one constraint entry as UIKit prints it:
///
///     <CLASS:0xADDR ['identifier'] [h=… v=…] EQUATION [(active)] [(active, names: …)] [(Names: …)]>
///
/// where EQUATION is the anchor form `ITEM.attr (==|<=|>=) [m*]ITEM.attr [(+|-) c] [@p]`,
/// `ITEM.attr REL c [@p]`, or a visual format `H:|-(8)-[ITEM]`, `V:[A]-(>=16)-[B]`, `H:[A(304)]`,
/// `H:[A]-(8)-|`, optionally followed by `(LTR)` or `(RTL)`. Constants may be written
/// `NSLayoutAnchorConstraintSpace(8)` or `NSSpace(8)`. ITEM is `CLASS:0xADDR['label']`, or a name
/// bound by the entry's `names:` (`'|':UIView:0x…`).
public enum ConstraintEntryParser {
    /// Parses the entry in `line` (surrounding quotes, commas and other text are ignored).
    ///
    /// - Throws: ``LogParseError`` saying what is wrong.
    /// - Complexity: O(length of the line).
    public static func parse(_ line: String, lineNumber: Int = 0) throws(LogParseError) -> LogConstraint {
        let characters = Array(line)
        guard let start = entryStart(in: characters) else {
            throw LogParseError("no constraint entry ('<NSLayoutConstraint:0x…')")
        }
        guard let end = characters.lastIndex(where: { $0 == ">" || $0 == "}" }), end > start else {
            throw LogParseError("the entry is cut off (no closing '>')")
        }
        let entry = Array(characters[start...end])
        var reader = Reader(Array(entry.dropFirst().dropLast()))
        let (className, address) = try reader.classAndAddress()
        reader.scanner.skipWhitespace()
        var identifier: String?
        if reader.scanner.peek() == "'" { identifier = try reader.quoted() }
        reader.scanner.skipWhitespace()
        var mask: String?
        if reader.scanner.startsWith("h=") {
            var parts: [String] = []
            while reader.scanner.startsWith("h=") || reader.scanner.startsWith("v=") { parts.append(reader.word()); reader.scanner.skipWhitespace() }
            mask = parts.joined(separator: " ")
        }
        var body = Array(reader.scanner.rest)
        let names = try stripAnnotations(&body)
        var equationReader = Reader(body, names: names)
        equationReader.scanner.skipWhitespace()
        guard !equationReader.scanner.atEnd else { throw LogParseError("the entry has no equation") }
        var equations = equationReader.scanner.startsWith("H:") || equationReader.scanner.startsWith("V:")
            ? try equationReader.visualFormat()
            : try equationReader.anchorEquations()
        for index in equations.indices where equations[index].second == nil && !equations[index].first.attribute.isSize {
            // A location equal to a number (`UIView.minX == 0` of an autoresizing mask) is measured
            // from the superview: the bound `|`, or the item's unnamed superview.
            let first = equations[index].first
            equations[index].second = LogAnchor(names["|"] ?? LogItem(kind: .superview(of: first.item.key)), first.attribute)
        }
        return LogConstraint(className: className, address: address, identifier: identifier, autoresizingMask: mask,
                             text: String(entry), equations: equations, line: lineNumber)
    }

    /// Whether `line` holds something that looks like a constraint entry (`<Class:0x`).
    public static func looksLikeEntry(_ line: String) -> Bool { entryStart(in: Array(line)) != nil }

    /// The index of `<` starting `<Name:0x`.
    static func entryStart(in characters: [Character]) -> Int? {
        var index = 0
        while index < characters.count {
            if characters[index] == "<" {
                var j = index + 1
                while j < characters.count, isClassCharacter(characters[j]), characters[j] != "<" { j += 1 }
                if j > index + 1, j + 2 < characters.count, characters[j] == ":", characters[j + 1] == "0",
                   characters[j + 2] == "x" || characters[j + 2] == "X"
                {
                    return index
                }
            }
            index += 1
        }
        return nil
    }

    /// Removes trailing `(active…)`, `(inactive…)` and `(Names: …)` groups; returns the names bound.
    static func stripAnnotations(_ body: inout [Character]) throws(LogParseError) -> [String: LogItem] {
        var names: [String: LogItem] = [:]
        while true {
            while let last = body.last, last.isWhitespace { body.removeLast() }
            guard body.last == ")" else { break }
            var depth = 0
            var open: Int?
            for index in body.indices.reversed() {
                if body[index] == ")" { depth += 1 }
                if body[index] == "(" {
                    depth -= 1
                    if depth == 0 { open = index; break }
                }
            }
            guard let open else { throw LogParseError("unbalanced parentheses") }
            let inner = String(body[(open + 1)..<(body.count - 1)]).trimmedWhitespace
            let lower = inner.lowercased()
            guard lower.hasPrefix("active") || lower.hasPrefix("inactive") || lower.hasPrefix("names:") else { break }
            if let range = lower.range(of: "names:") {
                let offset = lower.distance(from: lower.startIndex, to: range.upperBound)
                var reader = Reader(Array(inner.dropFirst(offset)))
                try reader.names(into: &names)
            }
            body.removeSubrange(open...)
        }
        return names
    }

    static func isClassCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" || c == "<" || c == ">" || c == ","
    }
}

/// A reader of one entry's grammar, on LayoutCore's ``TextScanner``.
struct Reader {
    var scanner: TextScanner
    var names: [String: LogItem]

    init(_ characters: [Character], names: [String: LogItem] = [:]) {
        scanner = TextScanner(characters)
        self.names = names
    }

    /// The next run of characters up to whitespace.
    mutating func word() -> String { scanner.read { !$0.isWhitespace } }

    func failure(_ message: String) -> LogParseError {
        let near = String(scanner.rest.prefix(24))
        return LogParseError(near.isEmpty ? "\(message) at the end" : "\(message) at '\(near)'")
    }

    /// `'text'` (the closing quote is the first one followed by a delimiter or the end).
    mutating func quoted() throws(LogParseError) -> String {
        guard scanner.peek() == "'" else { throw failure("expected a quote") }
        let start = scanner.index + 1
        var j = start
        while j < scanner.characters.count {
            if scanner.characters[j] == "'" {
                let next = j + 1 < scanner.characters.count ? scanner.characters[j + 1] : " "
                if next.isWhitespace || ".])(,:>".contains(next) { break }
            }
            j += 1
        }
        guard j < scanner.characters.count else { throw failure("unterminated quote") }
        scanner.index = j + 1
        return String(scanner.characters[start..<j])
    }

    /// `CLASS:0xHEX` at the cursor.
    mutating func classAndAddress() throws(LogParseError) -> (String, String) {
        let start = scanner.index
        var depth = 0
        while let c = scanner.peek() {
            if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
            if c == ":" && depth == 0 { break }
            guard ConstraintEntryParser.isClassCharacter(c) || depth > 0 && c == " " else {
                throw failure("expected a class name and ':0x…'")
            }
            scanner.index += 1
        }
        let className = String(scanner.characters[start..<scanner.index])
        guard !className.isEmpty, let head = className.first, head.isLetter || head == "_" else {
            throw failure("expected a class name")
        }
        guard scanner.startsWith(":0x") || scanner.startsWith(":0X") else { throw failure("expected ':0x' and an address after '\(className)'") }
        scanner.index += 3
        let digitsStart = scanner.index
        while let c = scanner.peek(), c.isHexDigit { scanner.index += 1 }
        guard scanner.index > digitsStart else { throw failure("expected hexadecimal digits after '0x'") }
        return (className, "0x" + String(scanner.characters[digitsStart..<scanner.index]).lowercased())
    }

    /// An item: `CLASS:0xHEX['label']`, `'|'`, `|` or a bound name.
    mutating func item() throws(LogParseError) -> LogItem {
        scanner.skipWhitespace()
        if scanner.peek() == "'" {
            let save = scanner.index
            let name = try quoted()
            if let bound = names[name] { return bound }
            scanner.index = save
            throw failure("the name '\(name)' is not bound by the entry's names")
        }
        // A bare bound name (no ':0x' follows it).
        var j = scanner.index
        while j < scanner.characters.count, ConstraintEntryParser.isClassCharacter(scanner.characters[j]) || scanner.characters[j] == "|" { j += 1 }
        let word = String(scanner.characters[scanner.index..<j])
        if !(j < scanner.characters.count && scanner.characters[j] == ":") {
            let trimmed = word.split(separator: ".").first.map(String.init) ?? word
            if let bound = names[trimmed] ?? names[word] {
                scanner.index += trimmed.count
                return bound
            }
        }
        let (className, address) = try classAndAddress()
        var label: String?
        var k = scanner.index
        while k < scanner.characters.count, scanner.characters[k] == " " { k += 1 }
        if k < scanner.characters.count, scanner.characters[k] == "'" {
            scanner.index = k
            label = try quoted()
        }
        return LogItem(className: className, address: address, label: label)
    }

    /// `ITEM.attribute`.
    mutating func anchor() throws(LogParseError) -> LogAnchor {
        let item = try self.item()
        guard scanner.peek() == "." else { throw failure("expected '.' and an attribute") }
        scanner.index += 1
        let name = scanner.read(while: \.isLetter)
        guard let attribute = LogAttribute(rawValue: name) else {
            throw LogParseError(name.isEmpty ? "expected an attribute after '.'" : "unknown attribute '\(name)'")
        }
        return LogAnchor(item, attribute)
    }

    mutating func relation() throws(LogParseError) -> Relation {
        scanner.skipWhitespace()
        guard let relation = scanner.relation().flatMap(Relation.init(rawValue:)) else {
            throw failure("expected '==', '<=' or '>='")
        }
        return relation
    }

    private static let spacingWrappers = ["NSLayoutAnchorConstraintSpace(", "NSSpace("]

    func startsNumber() -> Bool {
        scanner.startsNumber() || Self.spacingWrappers.contains(where: scanner.startsWith)
    }

    /// A number by ``TextScanner``'s rule, or `NSLayoutAnchorConstraintSpace(n)` or `NSSpace(n)`
    /// (both mean n points).
    mutating func number() throws(LogParseError) -> Double {
        scanner.skipWhitespace()
        for wrapper in Self.spacingWrappers where scanner.skip(wrapper) {
            let value = try number()
            scanner.skipWhitespace()
            guard scanner.skip(")") else { throw failure("expected ')' after the spacing") }
            return value
        }
        guard let value = scanner.number(), value.isFinite else { throw failure("expected a number") }
        return value
    }

    /// `@p` or `priority:p` (UIKit writes the former; some tools the latter); 1000 without.
    mutating func priority() throws(LogParseError) -> Double {
        scanner.skipWhitespace()
        if scanner.peek() == "@" {
            scanner.index += 1
        } else if scanner.startsWith("priority:") {
            scanner.index += 9
        } else {
            return 1000
        }
        let value = try number()
        guard value > 0, value <= 1000 else { throw LogParseError("priority \(value) is outside (0, 1000]") }
        return value
    }

    /// The anchor form, to the end of the text; an intrinsic content size
    /// (`NSContentSizeLayoutConstraint`: `UILabel:0x….width == 42 Hug:250 CompressionResistance:750`)
    /// is two equations, `width <= 42 @250` and `width >= 42 @750`, as UIKit makes them.
    mutating func anchorEquations() throws(LogParseError) -> [LogEquation] {
        let first = try anchor()
        let relation = try self.relation()
        scanner.skipWhitespace()
        let save = scanner.index
        if startsNumber(), first.attribute.isSize {
            let constant = try number()
            scanner.skipWhitespace()
            if scanner.startsWith("Hug:") {
                scanner.index += 4
                let hug = try number()
                scanner.skipWhitespace()
                guard scanner.startsWith("CompressionResistance:") else { throw failure("expected 'CompressionResistance:'") }
                scanner.index += "CompressionResistance:".count
                let resistance = try number()
                scanner.skipWhitespace()
                guard scanner.atEnd else { throw failure("unexpected text") }
                for value in [hug, resistance] where !(value > 0 && value <= 1000) {
                    throw LogParseError("priority \(value) is outside (0, 1000]")
                }
                return [LogEquation(first: first, relation: .lessThanOrEqual, constant: constant, priority: hug),
                        LogEquation(first: first, relation: .greaterThanOrEqual, constant: constant, priority: resistance)]
            }
        }
        scanner.index = save
        return [try anchorEquation(first: first, relation: relation)]
    }

    private mutating func anchorEquation(first: LogAnchor, relation: Relation) throws(LogParseError) -> LogEquation {
        scanner.skipWhitespace()
        var equation: LogEquation
        if startsNumber() {
            let number = try self.number()
            scanner.skipWhitespace()
            if scanner.peek() == "*" {
                scanner.index += 1
                scanner.skipWhitespace()
                equation = LogEquation(first: first, relation: relation, second: try anchor(), multiplier: number)
                try offset(into: &equation)
            } else {
                equation = LogEquation(first: first, relation: relation, constant: number)
            }
        } else {
            equation = LogEquation(first: first, relation: relation, second: try anchor())
            scanner.skipWhitespace()
            if scanner.peek() == "*" {  // `B.width*0.5`
                scanner.index += 1
                equation.multiplier = try number()
            }
            try offset(into: &equation)
        }
        equation.priority = try priority()
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw failure("unexpected text") }
        return equation
    }

    private mutating func offset(into equation: inout LogEquation) throws(LogParseError) {
        scanner.skipWhitespace()
        guard let sign = scanner.peek(), sign == "+" || sign == "-" else { return }
        scanner.index += 1
        let value = try number()
        equation.constant = sign == "-" ? -value : value
    }

    /// `'name':ITEM, name:ITEM, …` to the end.
    mutating func names(into names: inout [String: LogItem]) throws(LogParseError) {
        while true {
            scanner.skipWhitespace()
            if scanner.atEnd { return }
            let name: String
            if scanner.peek() == "'" {
                name = try quoted()
            } else {
                let start = scanner.index
                while let c = scanner.peek(), c != ":" { scanner.index += 1 }
                name = String(scanner.characters[start..<scanner.index]).trimmedWhitespace
            }
            guard scanner.peek() == ":" else { throw failure("expected ':' after the name '\(name)'") }
            scanner.index += 1
            scanner.skipWhitespace()
            let (className, address) = try classAndAddress()
            var label: String?
            if scanner.peek() == "'" { label = try quoted() }
            names[name] = LogItem(className: className, address: address, label: label)
            scanner.skipWhitespace()
            if scanner.peek() == "," { scanner.index += 1 }
            else if !scanner.atEnd { throw failure("expected ',' between names") }
        }
    }
}
