import LayoutCore
import LayoutSolver
import Foundation

extension LayoutCase {
    /// Reads the case file at `path`.
    ///
    /// - Throws: ``LayoutError`` naming the file and the bad key or value: unreadable file (a
    ///   folder, a missing path), bad JSON, unknown keys, wrong types, a wrong format, bad
    ///   constraint grammar.
    public static func read(from path: String) throws(LayoutError) -> LayoutCase {
        let data: Data
        do {
            data = try readFile(path)
        } catch {
            throw LayoutError(file: path, subject: "file", reason: .unreadable("cannot be read: \(error.reason)."))
        }
        return try LayoutCase(data: data, file: path)
    }

    /// Reads a case from the bytes of a case file; `file` names it in errors and gives the
    /// default case name.
    public init(data: Data, file: String? = nil) throws(LayoutError) {
        do throws(LayoutError) {
            let root: JSONValue
            do throws(JSONValue.SyntaxError) {
                root = try JSONValue.parse(data)
            } catch {
                throw LayoutError(subject: "JSON", reason: .unreadable("\(error)."))
            }
            try self.init(reading: JSONReader(root, file: file), file: file)
        } catch {
            throw error.inFile(file)
        }
    }

    private init(reading document: JSONReader<LayoutError>, file: String?) throws(LayoutError) {
        let top = try document.object(keys: ["format", "name", "layoutDirection", "root", "views", "constraints",
                                               "inactive", "steps", "notes"])
        let format = try top.required("format").string()
        guard format == Self.format else {
            throw LayoutError(subject: "format", reason: .unsupported("the format is '\(format)', not '\(Self.format)'."))
        }
        name = try top["name"]?.string() ?? file.map(Self.defaultName(forFile:)) ?? "case"
        layoutDirection = try top["layoutDirection"]?.choice(LayoutDirection.self) ?? .leftToRight
        root = try top["root"].map { reader throws(LayoutError) in try Self.rootSize(reader) } ?? TargetSize()
        views = []
        let viewList = try top.required("views")
        for (index, value) in try viewList.arrayValues().enumerated() {
            views.append(try Self.view(viewList.element(index, value)))
        }
        constraints = try Self.constraints(top["constraints"])
        inactive = try top["inactive"]?.strings() ?? []
        steps = []
        for reader in try top["steps"]?.array() ?? [] { steps.append(try Self.step(reader)) }
        notes = try top["notes"]?.strings() ?? []
    }

    /// The name of a case whose file does not give one: the file's name without its extension.
    static func defaultName(forFile path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// A root size, refused when a side lies outside ``ConstraintLimits`` (the layout would refuse
    /// it on every strategy; the file is where to say so).
    private static func rootSize(_ reader: JSONReader<LayoutError>) throws(LayoutError) -> TargetSize {
        let object = try reader.object(keys: ["width", "height"])
        let size = TargetSize(width: try object["width"]?.number(), height: try object["height"]?.number())
        for (side, value) in [("width", size.width), ("height", size.height)] {
            if let value, let problem = ConstraintLimits.constantProblem(value, meaning: "root size") {
                throw LayoutError(subject: "\(reader.path).\(side)", reason: .outOfRange(problem))
            }
        }
        return size
    }

    /// The keys of a view, built once: a case may list a hundred thousand views.
    private static let viewKeys: Set = ["id", "parent", "intrinsicSize", "hugging", "compressionResistance", "stack",
                                        "guide", "layoutMargins", "safeAreaInsets", "baselines"]

    private static func view(_ reader: JSONReader<LayoutError>) throws(LayoutError) -> ViewSpec {
        let object = try reader.object(keys: viewKeys)
        var view = ViewSpec(id: try object.required("id").string())
        view.parent = try object["parent"]?.string()
        if let pair = try object["intrinsicSize"]?.pair() { view.intrinsicSize = Size(width: pair[0], height: pair[1]) }
        view.hugging = try object["hugging"]?.pair()
        view.compressionResistance = try object["compressionResistance"]?.pair()
        if let stack = object["stack"] { view.stack = try Self.stack(stack) }
        view.isGuide = try object["guide"]?.bool() ?? false
        view.layoutMargins = try object["layoutMargins"]?.insets()
        view.safeAreaInsets = try object["safeAreaInsets"]?.insets()
        if let pair = try object["baselines"]?.pair() { view.baselines = Baselines(firstFromTop: pair[0], lastFromBottom: pair[1]) }
        return view
    }

    private static func stack(_ reader: JSONReader<LayoutError>) throws(LayoutError) -> StackSpec {
        let object = try reader.object(keys: ["axis", "distribution", "alignment", "spacing", "arranged",
                                              "customSpacing", "layoutMarginsRelativeArrangement",
                                              "baselineRelativeArrangement"])
        var stack = StackSpec()
        stack.axis = try object["axis"]?.choice(LayoutAxis.self) ?? .horizontal
        stack.distribution = try object["distribution"]?.choice(StackView.Distribution.self) ?? .fill
        if let alignment = object["alignment"] {
            let raw = try alignment.string()
            guard let value = ["top": .leading, "bottom": .trailing][raw] ?? StackView.Alignment(rawValue: raw) else {
                throw LayoutError(subject: alignment.path, reason: .wrongType(
                    expected: "one of 'fill', 'leading', 'top', 'center', 'trailing', 'bottom', 'firstBaseline', "
                        + "'lastBaseline', not '\(raw)'"))
            }
            stack.alignment = value
        }
        stack.spacing = try object["spacing"]?.number() ?? 0
        stack.arranged = try object["arranged"]?.strings() ?? []
        for (id, value) in try object["customSpacing"]?.members() ?? [] {
            stack.customSpacing[id] = try value.number()
        }
        stack.layoutMarginsRelativeArrangement = try object["layoutMarginsRelativeArrangement"]?.bool() ?? false
        stack.baselineRelativeArrangement = try object["baselineRelativeArrangement"]?.bool() ?? false
        return stack
    }

    private static func constraints(_ reader: JSONReader<LayoutError>?) throws(LayoutError) -> [ConstraintSpec] {
        guard let reader else { return [] }
        let values = try reader.arrayValues()
        var result: [ConstraintSpec] = []
        result.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let text: String
            if case .string(let string) = value { text = string } else { text = try reader.element(index, value).string() }
            do {
                result.append(try ConstraintSpec.parse(text))
            } catch {
                throw LayoutError(subject: "\(reader.element(index, value).path) '\(text)'", reason: error.reason)
            }
        }
        return result
    }

    private static func step(_ reader: JSONReader<LayoutError>) throws(LayoutError) -> Step {
        let object = try reader.object(keys: ["root", "intrinsicSize", "remove", "deactivate", "activate", "add"])
        var step = Step()
        if let root = object["root"] { step.root = try rootSize(root) }
        for (id, value) in try object["intrinsicSize"]?.members() ?? [] {
            let pair = try value.pair()
            step.intrinsicSize[id] = Size(width: pair[0], height: pair[1])
        }
        step.remove = try object["remove"]?.strings() ?? []
        step.deactivate = try object["deactivate"]?.strings() ?? []
        step.activate = try object["activate"]?.strings() ?? []
        step.add = try constraints(object["add"])
        return step
    }
}
