import LayoutModel

/// Names for the items of a tree from the properties that hold them, found with `Mirror`:
/// `nameLabel` for the view a `nameLabel` property holds (in any view of the tree, or one level
/// into an object a view holds, such as a components class), else the type name and an index
/// (`UIView2`). The root is its type's name. Names are unique: a repeat gets `2`, `3`, ….
struct PropertyNames {
    /// Model id → readable name.
    private(set) var byModelID: [String: String] = [:]

    init(root: UIView) {
        var found: [ObjectIdentifier: String] = [:]
        let views = root.subtree()
        for view in views {
            Self.collect(Mirror(reflecting: view), depth: 0, into: &found)
            view.owningViewController.map { Self.collect(Mirror(reflecting: $0), depth: 0, into: &found) }
        }
        var used: Set<String> = []
        var typeCounts: [String: Int] = [:]
        func unique(_ base: String) -> String {
            var name = base
            var index = 2
            while used.contains(name) {
                name = "\(base)\(index)"
                index += 1
            }
            used.insert(name)
            return name
        }
        for view in views {
            let typeName = String(describing: type(of: view)).filter { $0.isLetter || $0.isNumber || $0 == "_" }
            var name: String
            if view === root {
                name = typeName
            } else if let property = found[ObjectIdentifier(view)] {
                name = property
            } else {
                let count = typeCounts[typeName, default: 0] + 1
                typeCounts[typeName] = count
                name = "\(typeName)\(count)"
            }
            let viewName = unique(name)
            byModelID[view.layoutView.identifier] = viewName
            for guide in view.storedLayoutGuides where guide.role == .custom || guide.role == .readableContent {
                let guideName = found[ObjectIdentifier(guide)]
                    ?? (guide.identifier.isEmpty ? "\(viewName)Guide" : guide.identifier)
                byModelID[guide.layoutGuide.identifier] = unique(guideName)
            }
        }
    }

    private static func collect(_ mirror: Mirror, depth: Int, into found: inout [ObjectIdentifier: String]) {
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children {
                guard let label = child.label.map(cleanLabel) else { continue }
                let value = unwrap(child.value)
                if let item = value as? UIKitLayoutItem {
                    if found[ObjectIdentifier(item)] == nil { found[ObjectIdentifier(item)] = label }
                } else if let items = value as? [UIView] {
                    for (index, item) in items.enumerated() where found[ObjectIdentifier(item)] == nil {
                        found[ObjectIdentifier(item)] = "\(label)\(index)"
                    }
                } else if depth == 0, !(value is UIViewController), Mirror(reflecting: value).displayStyle == .class
                    || Mirror(reflecting: value).displayStyle == .struct
                {
                    collect(Mirror(reflecting: value), depth: 1, into: &found)
                }
            }
            current = level.superclassMirror
        }
    }

    /// `$__lazy_storage_$_songName` → `songName`; `_name` → `name`.
    private static func cleanLabel(_ label: String) -> String {
        var label = label
        if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
        while label.hasPrefix("_") { label.removeFirst() }
        return label
    }

    private static func unwrap(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? value
    }

    /// The readable form of a model item id (`UILabel_12.layoutMargins` → `nameLabel.layoutMargins`).
    func name(ofItem id: String) -> String {
        if let name = byModelID[id] { return name }
        guard let dot = id.firstIndex(of: "."), let owner = byModelID[String(id[..<dot])] else { return id }
        return owner + id[dot...]
    }

    /// A model constraint in the grammar with items named by property, without the model's label.
    func rename(_ named: NamedConstraint) -> String {
        guard var spec = try? ConstraintSpec.parse(named.text) else { return named.text }
        spec.first.item = name(ofItem: spec.first.item)
        if let second = spec.second { spec.second?.item = name(ofItem: second.item) }
        // A tree's own constraints are unlabelled, numbered by place: the number is no name.
        spec.label = named.name.wholeMatch(of: /c\d+/) != nil ? nil : name(ofItem: named.name)
        return spec.description
    }
}
