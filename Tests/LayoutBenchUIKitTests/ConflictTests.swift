@testable import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import LayoutExplain
import Testing

/// Conflicts as UIKit reports them: the broken constraint, the console message, the finding, and
/// `explain` reading the message back to the same conflict.
@Suite struct ConflictTests {
    @Test func aForgottenAutoresizingMaskConflictsAsInUIKit() throws {
        let header = ForgottenMaskHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        UIKitConsole.withSink({ _ in }) { header.layoutIfNeeded() }
        let finding = try #require(header.layoutFindings.first)
        #expect(finding.kind == .unsatisfiable)
        #expect(finding.message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(finding.message.contains("h=--& v=--&"))
        #expect(finding.message.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(finding.message.contains("Will attempt to recover by breaking constraint"))
        // The avatar's frame (.zero) pins minX to 0; its leading anchor wants 16. The anchors came
        // first, so the autoresizing constraint is the one that breaks; the conflict names both.
        #expect(finding.brokenConstraint?.contains("avatarView") == true)
        #expect(finding.conflict.contains { $0.contains("avatarView.leading == ForgottenMaskHeaderView.leading + 16") })
        // The layout carries on: the label still sits 12 after the avatar.
        #expect(header.nameLabel.frame.minX == header.avatarView.frame.maxX + 12)
    }

    /// A tree's own constraints are numbered by place; removing an earlier one renumbers the
    /// broken one, which is still the same constraint and is not logged again.
    @Test func aConflictIsLoggedOnceWhenEarlierConstraintsGoAway() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(), other = UIView()
        for view in [box, other] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let early = other.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            early,
            box.widthAnchor.constraint(equalToConstant: 50),
            box.widthAnchor.constraint(equalToConstant: 60),
        ])
        let collected = ConsoleCapture()
        UIKitConsole.withSink({ collected.append($0) }) { root.layoutIfNeeded() }
        try #require(collected.messages.count == 1)
        early.isActive = false
        UIKitConsole.withSink({ collected.append($0) }) { root.layoutIfNeeded() }
        #expect(collected.messages.count == 1, "\(collected.messages)")
        #expect(root.layoutFindings.filter { $0.kind == .unsatisfiable }.count == 1)
    }

    @Test func aFixedHeightTooSmallBreaksOneConstraintAndIsLoggedOnce() throws {
        let container = overfullBannerInContainer()
        UIKitConsole.withSink({ _ in }) { container.layoutIfNeeded() }
        let findings = container.layoutFindings.filter { $0.kind == .unsatisfiable }
        try #require(findings.count == 1)
        #expect(findings[0].message.contains("'banner-height'"))
        // Laying out again with nothing changed logs nothing new.
        container.setNeedsLayout()
        UIKitConsole.withSink({ _ in }) { container.layoutIfNeeded() }
        #expect(container.layoutFindings.filter { $0.kind == .unsatisfiable }.count == 1)
    }

    /// Every conflicting view of the corpus: the forgotten mask, the overfull banner, and
    /// PlayerCellG in a 44-point row (its content needs 68).
    @Test(arguments: ["ForgottenMaskHeaderView", "OverfullBannerView", "PlayerCellG"])
    func explainReadsTheMessageBackToTheSameConflict(_ name: String) throws {
        let root: UIView
        if name == "ForgottenMaskHeaderView" {
            root = ForgottenMaskHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        } else if name == "PlayerCellG" {
            root = playerCell(PlayerCellG(style: .default, reuseIdentifier: nil))
        } else {
            root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
            let banner = OverfullBannerView()
            root.addSubview(banner)
            banner.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        UIKitConsole.withSink({ _ in }) { root.layoutIfNeeded() }
        let finding = try #require(root.layoutFindings.first { $0.kind == .unsatisfiable })
        try expectRoundTrip(finding.message)
    }

    @Test func misuseIsRecordedNeverACrash() throws {
        try UIKitConsole.withSink({ _ in }) { try recordsMisuse() }
    }

    private func recordsMisuse() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stray = UIView()
        // No common ancestor: UIKit raises; here the constraint stays inactive and is recorded.
        let orphan = stray.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(stray.layoutFindings.first?.message.contains("because they have no common ancestor") == true)

        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        // leading with left: refused when made, as UIKit's exception.
        let mixed = NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: card,
                                       attribute: .left, multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        #expect(card.layoutFindings.contains { $0.message.contains("leading/trailing attribute and a right/left attribute") })

        // A required priority may not become optional while active.
        let width = label.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(card.layoutFindings.contains { $0.message.contains("Mutating a priority from required to not") })
        card.layoutIfNeeded()
        #expect(label.frame.width == 10)
    }
}

/// Reads UIKit's message back with `explain` and expects the same conflict: every listed
/// constraint in the irreducible set, unsatisfiable, and the broken one named.
func expectRoundTrip(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let messages = ConsoleLogParser.messages(in: message)
    let parsed = try #require(messages.first, sourceLocation: sourceLocation)
    let explanation = Explainer.explain(parsed, file: "<uikit>", index: 1)
    #expect(explanation.translation.unreadable.isEmpty, "\(explanation.translation.unreadable)",
            sourceLocation: sourceLocation)
    #expect(explanation.status == .unsatisfiable, sourceLocation: sourceLocation)
    let listed = Set(explanation.translation.constraints.compactMap(\.address))
    let conflict = Set(explanation.conflict.compactMap(\.address))
    #expect(conflict == listed, "explain's conflict \(conflict.sorted()) vs listed \(listed.sorted())",
            sourceLocation: sourceLocation)
    #expect(explanation.uikitBroken != nil, sourceLocation: sourceLocation)
}

@Suite struct ConsoleSinkTests {
    @Test func theConsoleReceivesUIKitsMessageOnce() {
        let collected = ConsoleCapture()
        let header = ForgottenMaskHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        UIKitConsole.withSink({ collected.append($0) }) {
            header.layoutIfNeeded()
            header.setNeedsLayout()
            header.layoutIfNeeded()
        }
        let conflicts = header.layoutFindings.filter { $0.kind == .unsatisfiable }
        #expect(!conflicts.isEmpty)
        #expect(collected.messages == conflicts.map(\.message))
        #expect(collected.messages.allSatisfy { $0.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") })
    }
}

/// The overfull banner pinned to the top of a 375 × 200 container, as a screen holds it.
func overfullBannerInContainer() -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let banner = OverfullBannerView()
    container.addSubview(banner)
    NSLayoutConstraint.activate([
        banner.topAnchor.constraint(equalTo: container.topAnchor),
        banner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        banner.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    return container
}
