import LayoutCore
import LayoutModel
import LayoutSolver

/// A view of a translated message: its case-file id, the name reports use, and the log's item.
public struct TranslatedView: Sendable {
    public var id: String
    /// `UILabel 'Send'`, `UIView#2`, `superview of UIView#1`.
    public var name: String
    public var item: LogItem
}

/// One constraint of a translated message.
public struct TranslatedConstraint: Sendable {
    /// Its label in the case file: the log's address (`0x6000…`, `-2`… for the further
    /// equations of one entry), `implicit.<view>.<what>` or the model's `<view>.width.nonNegative`.
    public var label: String
    /// The log's address; nil for an implicit constraint.
    public var address: String?
    public var isImplicit: Bool
    /// In plain words, with the views' readable names: `UILabel 'Send'.width == 42`,
    /// `implicit: UIView#1.width >= 0`.
    public var words: String
    /// The entry as the log printed it; nil for an implicit constraint.
    public var logText: String?
    /// 1-based line of the entry.
    public var line: Int?
    public var spec: ConstraintSpec
    /// The entry's quoted identifier (`UIView-Encapsulated-Layout-Width`).
    public var identifier: String? = nil
}

/// A message as a case: every item a child of one root (`_engine`, never drawn), so that all
/// constraints live in one coordinate space as in UIKit's engine.
public struct TranslatedMessage: Sendable {
    public static let rootID = "_engine"

    public var layoutCase: LayoutCase
    public var views: [TranslatedView]
    /// Implicit constraints first, then the log's, in layout order (the case's order).
    public var constraints: [TranslatedConstraint]
    /// The message's unreadable lines and the entries the view model refused.
    public var unreadable: [UnreadableLine]
    /// Approximations made (baselines).
    public var warnings: [String]
    /// The address of the constraint UIKit broke, when the log says.
    public var uikitBroken: String?

    public func constraint(labelled label: String) -> TranslatedConstraint? {
        constraints.first { $0.label == label }
    }
}

/// Turns a message into a case. Decisions (docs/Explain.md):
/// - Items are children of one root; a location equal to a number is measured from the item's
///   superview (the `|` of `names:`, or an unnamed superview item).
/// - Every item's width and height are ≥ 0 by the view model's own rule (`<id>.width.nonNegative`,
///   required, docs/LayoutModel.md), as UIKit's engine keeps them; listed here for their words.
/// - `…Margin` attributes are the model's own (docs/LayoutModel.md): they measure the item's
///   layout-margins guide, 8 points inside it on every side (`<id>.layoutMargins.left` etc.),
///   listed here for their words; baselines are approximated, first by top, last by bottom.
/// - An autoresizing-mask constraint is the equation it prints; its mask (`h=--&`) goes to the notes.
public enum LogTranslation {
    /// UIKit's default layout margin, the view model's (``View/defaultLayoutMargins``).
    public static let defaultMargin = View.defaultLayoutMargins.left

    public static func translate(_ message: LogMessage, file: String, index: Int) -> TranslatedMessage {
        var naming = Naming()
        var warnings: [String] = []
        var marginOwners = Set<String>()
        naming.marginGuides = marginGuides(in: message)
        // Items in order of appearance.
        for constraint in message.constraints {
            for equation in constraint.equations {
                for anchor in [equation.first, equation.second].compactMap({ $0 }) {
                    naming.add(anchor.item)
                    if anchor.attribute.isMargin, naming.marginGuides[anchor.item.key] == nil {
                        marginOwners.insert(anchor.item.key)
                    }
                }
            }
        }
        // The model's size floors (`<id>.width.nonNegative`, docs/LayoutModel.md), listed for
        // their words; the case does not state them, the model adds them to every view.
        var floors: [TranslatedConstraint] = []
        for view in naming.views {
            for attribute in [LayoutAttribute.width, .height] {
                let label = View.sizeFloorName(view.id, attribute)
                let spec = ConstraintSpec(label: label, first: AttributeReference(view.id, attribute),
                                          relation: .greaterThanOrEqual)
                floors.append(TranslatedConstraint(label: label, address: nil, isImplicit: true,
                                                   words: "implicit: \(view.name).\(attribute.rawValue) >= 0",
                                                   logText: nil, line: nil, spec: spec))
            }
        }
        // The model's layout-margins guides (`<id>.layoutMargins`, 8 points inside their view on
        // every side, with size floors), likewise listed for their words.
        var implicit: [TranslatedConstraint] = []
        for view in naming.views where marginOwners.contains(view.item.key) {
            let guide = "\(view.id).\(View.layoutMarginsSuffix)"
            for attribute in [LayoutAttribute.width, .height] {
                let label = View.sizeFloorName(guide, attribute)
                let spec = ConstraintSpec(label: label, first: AttributeReference(guide, attribute), relation: .greaterThanOrEqual)
                implicit.append(TranslatedConstraint(label: label, address: nil, isImplicit: true,
                                                     words: "implicit: layout margins of \(view.name).\(attribute.rawValue) >= 0",
                                                     logText: nil, line: nil, spec: spec))
            }
            for (attribute, sign) in [(LayoutAttribute.left, 1.0), (.right, -1), (.top, 1), (.bottom, -1)] {
                let label = "\(guide).\(attribute.rawValue)"
                let spec = ConstraintSpec(label: label, first: AttributeReference(guide, attribute), relation: .equal,
                                          second: AttributeReference(view.id, attribute), constant: sign * defaultMargin)
                let offset = sign > 0 ? "+ \(formatExact(defaultMargin))" : "- \(formatExact(defaultMargin))"
                implicit.append(TranslatedConstraint(
                    label: label, address: nil, isImplicit: true,
                    words: "implicit: \(view.name).\(attribute.rawValue)Margin == \(view.name).\(attribute.rawValue) \(offset)",
                    logText: nil, line: nil, spec: spec))
            }
        }
        var listed: [TranslatedConstraint] = []
        var usedLabels = Set<String>()
        for constraint in message.constraints {
            var base = constraint.address
            var copy = 2
            while usedLabels.contains(base) { base = "\(constraint.address)-dup\(copy)"; copy += 1 }
            for (number, equation) in constraint.equations.enumerated() {
                let label = number == 0 ? base : "\(base)-\(number + 1)"
                usedLabels.insert(label)
                if equation.first.attribute.isBaseline || equation.second?.attribute.isBaseline == true {
                    let warning = "baselines are approximated: firstBaseline by top, lastBaseline by bottom (line \(constraint.line))"
                    if !warnings.contains(warning) { warnings.append(warning) }
                }
                let spec = ConstraintSpec(label: label, first: naming.reference(equation.first), relation: equation.relation,
                                          second: equation.second.map { naming.reference($0) }, multiplier: equation.multiplier,
                                          constant: equation.constant, priority: equation.priority)
                listed.append(TranslatedConstraint(label: label, address: constraint.address, isImplicit: false,
                                                   words: naming.words(equation), logText: constraint.text,
                                                   line: constraint.line, spec: spec, identifier: constraint.identifier))
            }
        }
        var unreadable = message.unreadable
        var views = [LayoutCase.ViewSpec(id: TranslatedMessage.rootID)]
        views += naming.views.map { LayoutCase.ViewSpec(id: $0.id, parent: TranslatedMessage.rootID) }
        var layoutCase = LayoutCase(name: "\(baseName(file))-\(index)", views: views, constraints: [])
        // Drop what the view model refuses (e.g. a location compared with a size), one at a time.
        while true {
            layoutCase.constraints = listed.map(\.spec)
            do {
                _ = try layoutCase.compiled()
                break
            } catch {
                guard let position = listed.firstIndex(where: { error.subject == "constraint '\($0.label)'" }) else {
                    // Not about one constraint (cannot happen for a translation): report, explain nothing.
                    unreadable.append(UnreadableLine(line: message.line, text: "", reason: error.description))
                    listed = []
                    layoutCase.constraints = []
                    break
                }
                let refused = listed.remove(at: position)
                unreadable.append(UnreadableLine(line: refused.line ?? message.line, text: refused.logText ?? refused.words,
                                                 reason: "the view model refuses it: \(error.reason.sentenceText)"))
            }
        }
        let constraints = floors + implicit + listed
        layoutCase.notes = notes(message, file: file, views: naming.views, constraints: constraints, unreadable: unreadable)
        return TranslatedMessage(layoutCase: layoutCase, views: naming.views, constraints: constraints,
                                 unreadable: unreadable.sorted { $0.line < $1.line }, warnings: warnings,
                                 uikitBroken: message.uikitBroken?.address)
    }

    /// The layout-margins guides the log shows, by the key of the view they belong to: a
    /// `UILayoutGuide…'UIViewLayoutMarginsGuide'` placed against its view by an entry UIKit names
    /// `'UIView-<side>Margin-guide-constraint'`. That view's margin attributes are then the
    /// guide's edges, and the listed guide constraints give its insets (instead of the default 8).
    static func marginGuides(in message: LogMessage) -> [String: LogItem] {
        var guides: [String: LogItem] = [:]
        for constraint in message.constraints {
            guard let identifier = constraint.identifier, identifier.hasPrefix("UIView-"),
                  identifier.hasSuffix("Margin-guide-constraint")
            else { continue }
            for equation in constraint.equations {
                guard let second = equation.second else { continue }
                let isGuide = { (item: LogItem) in item.isLayoutGuide && item.label == "UIViewLayoutMarginsGuide" }
                if isGuide(equation.first.item), !isGuide(second.item) { guides[second.item.key] = equation.first.item }
                if isGuide(second.item), !isGuide(equation.first.item) { guides[equation.first.item.key] = second.item }
            }
        }
        return guides
    }

    static func notes(_ message: LogMessage, file: String, views: [TranslatedView], constraints: [TranslatedConstraint],
                      unreadable: [UnreadableLine]) -> [String]
    {
        var notes = ["Imported from \(file), the message at line \(message.line), by layoutbench import (docs/Explain.md)."]
        notes += views.map { "view \($0.id) = \($0.item) (\($0.name))" }
        for constraint in constraints {
            if let text = constraint.logText {
                notes.append("\(constraint.label) = \(text)" + (constraint.line.map { " (line \($0))" } ?? ""))
            }
        }
        notes.append("UIKit's engine rules are the view model's own: every width and height >= 0 (<id>.width.nonNegative), margins a guide 8 points inside their view (<id>.layoutMargins).")
        if let broken = message.uikitBroken {
            notes.append("UIKit broke \(broken.address) = \(broken.text)")
        }
        notes += unreadable.map { "unreadable: \($0)" }
        return notes
    }

    static func baseName(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).count > 1
            ? name.split(separator: ".").dropLast().joined(separator: ".") : name
        return stem.isEmpty ? "log" : stem
    }
}

/// Readable, unique names and case ids for a message's items.
struct Naming {
    var views: [TranslatedView] = []
    var byKey: [String: TranslatedView] = [:]
    private var counters: [String: Int] = [:]
    private var usedIDs: Set<String> = [TranslatedMessage.rootID]
    private var usedNames: Set<String> = []

    mutating func add(_ item: LogItem) {
        guard byKey[item.key] == nil else { return }
        var name: String
        switch item.kind {
        case .object:
            if let label = item.label, !label.isEmpty {
                name = "\(item.shortClassName) '\(label)'"
                var n = 2
                while usedNames.contains(name) { name = "\(item.shortClassName) '\(label)'#\(n)"; n += 1 }
            } else {
                let count = counters[item.shortClassName, default: 0] + 1
                counters[item.shortClassName] = count
                name = "\(item.shortClassName)#\(count)"
            }
        case .superview(let of):
            name = "superview of \(byKey[of]?.name ?? of)"
        }
        usedNames.insert(name)
        var id = Self.identifier(name)
        var n = 2
        while usedIDs.contains(id) { id = "\(Self.identifier(name))-\(n)"; n += 1 }
        usedIDs.insert(id)
        let view = TranslatedView(id: id, name: name, item: item)
        views.append(view)
        byKey[item.key] = view
    }

    /// Letters, digits, `_` and `-`, starting with a letter or `_`.
    static func identifier(_ name: String) -> String {
        var id = ""
        for c in name {
            if c.isASCII && (c.isLetter || c.isNumber) || c == "_" || c == "-" { id.append(c) }
            else if !id.hasSuffix("_") { id.append("_") }
        }
        while id.hasSuffix("_") { id.removeLast() }
        if id.isEmpty || !(id.first?.isLetter ?? false) && id.first != "_" { id = "v_" + id }
        return id
    }

    func view(_ anchor: LogAnchor) -> TranslatedView? {
        byKey[anchor.item.key]
    }

    /// A view's margins guide the log shows, by the view's key (``LogTranslation/marginGuides(in:)``).
    var marginGuides: [String: LogItem] = [:]

    /// The model's reference for `anchor`; a margin attribute of a view whose margins guide the
    /// log shows is that guide's edge.
    func reference(_ anchor: LogAnchor) -> AttributeReference {
        let attribute = LayoutAttribute(named: anchor.attribute.modelName) ?? .width
        if attribute.isMargin, let guide = marginGuides[anchor.item.key], let guideView = byKey[guide.key] {
            return AttributeReference(guideView.id, attribute.withoutMargin)
        }
        return AttributeReference(view(anchor)?.id ?? "?", attribute)
    }

    func words(_ equation: LogEquation) -> String {
        func name(_ anchor: LogAnchor) -> String { "\(byKey[anchor.item.key]?.name ?? "?").\(anchor.attribute.rawValue)" }
        var text = "\(name(equation.first)) \(equation.relation.rawValue) "
        if let second = equation.second {
            if equation.multiplier != 1 { text += "\(formatExact(equation.multiplier)) × " }
            text += name(second)
            if equation.constant != 0 { text += (equation.constant < 0 ? " - " : " + ") + formatExact(abs(equation.constant)) }
        } else {
            text += formatExact(equation.constant)
        }
        if equation.priority != 1000 { text += " @\(formatExact(equation.priority))" }
        return text
    }
}

extension LayoutError.Reason {
    /// The sentence `LayoutError` prints for this reason.
    var sentenceText: String {
        let full = LayoutError(subject: "", reason: self).description
        return full.hasPrefix(": ") ? String(full.dropFirst(2)) : full
    }
}
