import LayoutModel

extension UIView {
    /// The laid-out tree under this root as a `layoutbench/case@1` file (docs/Formats.md): views
    /// named by their properties (``PropertyNames``), the root at its laid-out size, intrinsic
    /// sizes as measured, every active constraint (autoresizing ones included) labelled with its
    /// identifier when it has one. `layoutbench solve`, `perturb`, `fuzz`, `replay` and `bench`
    /// read it and give the frames this module gives.
    ///
    /// Views are in depth-first order: each view, then its layout guides, then its subviews in
    /// order. Constraints are in creation order, the order that decides which required
    /// constraint breaks, so the case breaks the same ones (docs/UIKit.md, "Export to a case file").
    public func layoutBenchCase() -> String {
        let root = rootView
        root.layoutIfNeeded()
        let names = PropertyNames(root: root)
        let constraints = ConsoleItems(root: root)
        var exported = LayoutCase(exporting: root.layoutView, name: names.name(ofItem: root.layoutView.identifier))
        let treeOrder = Dictionary(uniqueKeysWithValues: root.layoutView.descendants().enumerated().map {
            ($1.identifier, $0)
        })
        exported.views.sort { treeOrder[$0.id, default: .max] < treeOrder[$1.id, default: .max] }
        for index in exported.views.indices {
            exported.views[index].id = names.name(ofItem: exported.views[index].id)
            exported.views[index].parent = exported.views[index].parent.map(names.name(ofItem:))
            if var stack = exported.views[index].stack {
                stack.arranged = stack.arranged.map(names.name(ofItem:))
                stack.customSpacing = Dictionary(uniqueKeysWithValues: stack.customSpacing.map {
                    (names.name(ofItem: $0.key), $0.value)
                })
                exported.views[index].stack = stack
            }
        }
        var labels: Set<String> = []
        for index in exported.constraints.indices {
            var spec = exported.constraints[index]
            spec.first.item = names.name(ofItem: spec.first.item)
            if let second = spec.second { spec.second?.item = names.name(ofItem: second.item) }
            // The case lists the tree's own constraints as layout names them, `c<index>`.
            let identifier = constraints.constraint(named: spec.label ?? "c\(index)")?.identifier
            spec.label = identifier.map { Self.caseLabel($0, unique: &labels) }
            exported.constraints[index] = spec
        }
        return exported.text
    }

    /// A constraint identifier as a case label: letters, digits, `_ . -`, unique in the case.
    private static func caseLabel(_ identifier: String, unique labels: inout Set<String>) -> String {
        let base = String(identifier.map { $0.isLetter || $0.isNumber || "_.-".contains($0) ? $0 : "_" })
        var label = base.isEmpty || base.first!.isNumber ? "id_" + base : base
        var index = 2
        while labels.contains(label) || label.wholeMatch(of: /c\d+/) != nil {
            label = "\(base)_\(index)"
            index += 1
        }
        labels.insert(label)
        return label
    }
}
