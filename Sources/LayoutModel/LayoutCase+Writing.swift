import LayoutCore

extension LayoutCase {
    /// The case as a JSON document, keys in the order docs/Formats.md lists them, defaults left
    /// out.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("format", .string(Self.format)), ("name", .string(name))]
        if layoutDirection != .leftToRight { pairs.append(("layoutDirection", .string(layoutDirection.rawValue))) }
        let size = Self.json(root)
        if size != .object([]) { pairs.append(("root", size)) }
        pairs.append(("views", .array(views.map(Self.json))))
        pairs.append(("constraints", .array(constraints.map { .string($0.description) })))
        if !inactive.isEmpty { pairs.append(("inactive", .array(inactive.map(JSONValue.string)))) }
        if !steps.isEmpty { pairs.append(("steps", .array(steps.map(Self.json)))) }
        if !notes.isEmpty { pairs.append(("notes", .array(notes.map(JSONValue.string)))) }
        return .object(pairs)
    }

    /// The case file's text.
    public var text: String { json.text() + "\n" }

    private static func json(_ size: TargetSize) -> JSONValue {
        .object([("width", size.width), ("height", size.height)].compactMap { key, value in
            value.map { (key, .number($0)) }
        })
    }

    private static func json(_ view: ViewSpec) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("id", .string(view.id))]
        if let parent = view.parent { pairs.append(("parent", .string(parent))) }
        if let size = view.intrinsicSize { pairs.append(("intrinsicSize", numbers([size.width, size.height]))) }
        if let hugging = view.hugging { pairs.append(("hugging", numbers(hugging))) }
        if let resistance = view.compressionResistance { pairs.append(("compressionResistance", numbers(resistance))) }
        if view.isGuide { pairs.append(("guide", .bool(true))) }
        if let margins = view.layoutMargins { pairs.append(("layoutMargins", numbers(margins.values))) }
        if let insets = view.safeAreaInsets { pairs.append(("safeAreaInsets", numbers(insets.values))) }
        if let baselines = view.baselines { pairs.append(("baselines", numbers(baselines.values))) }
        if let stack = view.stack {
            var members: [(String, JSONValue)] = [
                ("axis", .string(stack.axis.rawValue)), ("distribution", .string(stack.distribution.rawValue)),
                ("alignment", .string(stack.alignment.rawValue)), ("spacing", .number(stack.spacing)),
                ("arranged", .array(stack.arranged.map(JSONValue.string))),
            ]
            if !stack.customSpacing.isEmpty {
                members.append(("customSpacing", .object(stack.customSpacing.sorted { $0.key < $1.key }
                    .map { ($0.key, .number($0.value)) })))
            }
            if stack.layoutMarginsRelativeArrangement { members.append(("layoutMarginsRelativeArrangement", .bool(true))) }
            if stack.baselineRelativeArrangement { members.append(("baselineRelativeArrangement", .bool(true))) }
            pairs.append(("stack", .object(members)))
        }
        return .object(pairs)
    }

    private static func json(_ step: Step) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        let size = json(step.root)
        if size != .object([]) { pairs.append(("root", size)) }
        if !step.intrinsicSize.isEmpty {
            pairs.append(("intrinsicSize", .object(step.intrinsicSize.sorted { $0.key < $1.key }
                .map { ($0.key, numbers([$0.value.width, $0.value.height])) })))
        }
        for (key, labels) in [("remove", step.remove), ("deactivate", step.deactivate), ("activate", step.activate)]
        where !labels.isEmpty {
            pairs.append((key, .array(labels.map(JSONValue.string))))
        }
        if !step.add.isEmpty { pairs.append(("add", .array(step.add.map { .string($0.description) }))) }
        return .object(pairs)
    }

    private static func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
}
