@testable import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import LayoutModel
import LayoutSolver
import Testing

/// Every seed view's exported case (and a conflicting one's), solved by both strategies, gives the module's frames.
@Suite struct UIKitCaseExportTests {
    static let names = ExampleViews.seeds.map(\.name) + ["ForgottenMaskHeaderView"]

    static func make(_ name: String) -> UIView? {
        name == "ForgottenMaskHeaderView" ? ForgottenMaskHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
            : ExampleViews.seeds.first { $0.name == name }?.make()
    }

    @Test(arguments: names)
    func theExportedCaseSolvesToTheModulesFrames(_ name: String) throws {
        try expectExportedCaseMatches(try #require(Self.make(name)), name: name)
    }

    @Test func viewsAreInDepthFirstOrder() throws {
        // The prize view's name label is made before its container and the stack that holds it.
        let view = try #require(ExampleViews.seeds.first { $0.name == "PrizeView" }).make()
        let layoutCase = try LayoutCase(data: Data(view.layoutBenchCase().utf8), file: "PrizeView.json")
        let treeOrder = view.layoutInspection().views.map(\.name)
        #expect(layoutCase.views.filter { !$0.isGuide }.map(\.id) == treeOrder)
        #expect(treeOrder == ["PrizeView", "stackView", "title", "imageView", "prizeNameContainer", "prizeName", "button", "info"])
    }

    @Test func viewsAreNamedByTheirProperties() throws {
        let text = sized(SeniorBusinessCardView(businessCardComponents: cardParts()), 320, 200).layoutBenchCase()
        for name in ["\"SeniorBusinessCardView\"", "\"photoImageView\"", "\"nameLabel\"", "\"emailLabel\""] {
            #expect(text.contains(name), "\(name) not in \(text)")
        }
        let cell = UIKitConsole.withSink({ _ in }) { playerCell(PlayerCellG(style: .default, reuseIdentifier: nil)).layoutBenchCase() }
        // Lazy properties are named without Swift's storage prefix.
        #expect(cell.contains("\"songName\"") && cell.contains("\"textContainer\"") && cell.contains("\"contentView\""))
    }
}

func playerCell<Cell: UITableViewCell>(_ cell: Cell) -> Cell {
    for case let label as UILabel in cell.subtree() {
        label.text = ["Yesterday", "Help!", "2:05"][[label.font.pointSize == 16, label.font.pointSize == 13, true]
            .firstIndex(of: true)!]
    }
    return cell
}

/// Every conflicting corpus view breaks the same constraints in the module and in its exported
/// case, laid out by both strategies: the export keeps the order that decides what breaks.
@Suite struct UIKitCaseExportConflictTests {
    static let views: [(String, @Sendable () -> UIView)] = [
        ("ForgottenMaskHeaderView", { ForgottenMaskHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64)) }),
        ("OverfullBannerView", { overfullBannerInContainer() }),
        ("ConflictingBadgeView", { sized(ConflictingBadgeView(), 320, 40) }),
        ("equalSpacingStack", { conflictingStack(customSpacing: nil) }),
        ("equalGapsStack", { conflictingStack(customSpacing: 40) }),
        ("nestedStacks", { nestedConflictingStacks() }),
    ]

    @Test(arguments: views.map(\.0))
    func theExportBreaksWhatTheModuleBreaks(_ name: String) throws {
        try expectSameBreaks(try #require(Self.views.first { $0.0 == name }).1(), name)
    }

    /// A conflict among the implicit constraints of two views alone (two stacks' generated ones
    /// and required intrinsic sizes) breaks by the views' creation order, which the case's
    /// depth-first order does not keep when a subview was made before its container.
    @Test func aConflictAmongStacksAloneBreaksByCreationOrder() {
        withKnownIssue("views are exported depth first; implicit constraints break in creation order") {
            try expectSameBreaks(nestedConflictingStacks(labels: true), "nestedRequiredLabels")
        }
    }
}

/// The module's broken constraints, and those of `solve` on its export with both strategies.
func expectSameBreaks(_ root: UIView, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let text = UIKitConsole.withSink({ _ in }) { root.layoutBenchCase() }
    let moduleBroken = root.layoutInspection().broken.compactMap(\.brokenConstraint).map(unlabelled)
    #expect(!moduleBroken.isEmpty, "\(name) does not conflict", sourceLocation: sourceLocation)
    let layoutCase = try LayoutCase(data: Data(text.utf8), file: "\(name).json")
    for strategy in SolverStrategies.all {
        guard case .laidOut(let layout, _) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
            Issue.record("\(name) with \(strategy.name) did not lay out", sourceLocation: sourceLocation)
            continue
        }
        #expect(layout.broken.map { unlabelled($0.constraint.text) } == moduleBroken,
                "\(name) \(strategy.name):\n\(text)", sourceLocation: sourceLocation)
    }
}

/// A constraint in the case grammar without its label, to compare the module's and a case's.
func unlabelled(_ text: String) -> String {
    guard var spec = try? ConstraintSpec.parse(text) else { return text }
    spec.label = nil
    return spec.description
}

/// Three required 50-point widths in an equal-spacing stack too narrow for them (160 with 10
/// spacing), or with a custom spacing that equal gaps cannot honour (200 with 40 after the first).
func conflictingStack(customSpacing: CGFloat?) -> UIView {
    let views = [UIView(), UIView(), UIView()]
    for view in views { view.widthAnchor.constraint(equalToConstant: 50).isActive = true }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    if let customSpacing {
        stack.setCustomSpacing(customSpacing, after: views[0])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    } else {
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 160, height: 20)
    }
    return stack
}

/// An inner stack made before the outer one that holds it: two fill-equally stacks whose
/// arranged views are too wide for the outer stack's share — by a required 80-point width each,
/// or (`labels`, stacks only) by labels that require their intrinsic widths.
func nestedConflictingStacks(labels: Bool = false) -> UIView {
    let leaves: [UIView] = labels ? [UILabel(), UILabel()] : [UIView(), UIView()]
    for leaf in leaves {
        if let label = leaf as? UILabel {
            label.text = "abcdefghijklmnop"
            label.setContentHuggingPriority(.required, for: .horizontal)
            label.setContentCompressionResistancePriority(.required, for: .horizontal)
        } else {
            leaf.widthAnchor.constraint(equalToConstant: 80).isActive = true
        }
    }
    let inner = UIStackView(arrangedSubviews: leaves)
    inner.distribution = .fillEqually
    let outer = UIStackView(arrangedSubviews: [UIView(), inner])
    outer.distribution = .fillEqually
    outer.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    return outer
}
