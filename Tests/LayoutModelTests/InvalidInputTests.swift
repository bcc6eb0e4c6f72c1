import LayoutCore
import Foundation
import LayoutModel
import LayoutSolver
import Testing

/// Every kind of invalid input is a typed error naming the file, the constraint or view, and
/// the problem — never a crash, and nothing laid out.
@Suite struct InvalidInputTests {
    /// A valid case to break: root r (375 wide) with children a and b.
    static let base = """
        {"format": "layoutbench/case@1", "name": "t", "root": {"width": 375},
         "views": [{"id": "r"}, {"id": "a", "parent": "r", "intrinsicSize": [10, 10]}, {"id": "b", "parent": "r"}],
         "constraints": ["a.leading == r.leading", "gap: b.leading == a.trailing + 8", "a.top == r.top",
                         "b.top == r.top", "b.width == 10", "b.height == 10"]}
        """

    /// The reason a case (given as JSON text) is refused for, checking the message names the file.
    func reason(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutError.Reason? {
        let result: CaseResult
        do {
            let layoutCase = try LayoutCase(data: Data(json.utf8), file: "t.json")
            result = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self, file: "t.json")
        } catch {
            #expect(error.description.hasPrefix("t.json: "), "\(error)", sourceLocation: sourceLocation)
            return error.reason
        }
        guard case .invalid(let error) = result.outcome else {
            Issue.record("laid out, expected invalid", sourceLocation: sourceLocation)
            return nil
        }
        #expect(error.description.hasPrefix("t.json: "), "\(error)", sourceLocation: sourceLocation)
        // Both strategies refuse the same way.
        if case .invalid(let other) = CaseRunner.run(try! LayoutCase(data: Data(json.utf8)), strategy: FullSolver.self).outcome {
            #expect(other.reason == error.reason, sourceLocation: sourceLocation)
        } else {
            Issue.record("the full strategy laid it out", sourceLocation: sourceLocation)
        }
        return error.reason
    }

    func withConstraint(_ text: String) -> String {
        Self.base.replacingOccurrences(of: "\"b.height == 10\"]", with: "\"b.height == 10\", \"\(text)\"]")
    }

    @Test func theBaseCaseIsValid() {
        let layoutCase = try? LayoutCase(data: Data(Self.base.utf8))
        guard let layoutCase, case .laidOut(let result, _) = CaseRunner.run(layoutCase, strategy: FullSolver.self).outcome
        else { Issue.record("base case invalid"); return }
        #expect(result.status == .satisfied)
    }

    @Test(arguments: [
        ("z.top == r.top", LayoutError.Reason.unknownView("z")),
        ("a.top == z.top", .unknownView("z")),
        ("a.top == r.width", .locationWithSize),
        ("a.height == r.top", .locationWithSize),
        ("a.top == r.leading", .mixedAxes),
        ("a.centerY == r.centerX", .mixedAxes),
        ("a.leading == r.left", .mixedDirections),
        ("a.right == r.trailing + 4", .mixedDirections),
        ("a.top == 10", .locationWithConstant),
        ("a.centerX >= 10 @500", .locationWithConstant),
        ("a.top == 0 * r.top + 4", .zeroMultiplierOnLocation),
        ("a.width == 1e999", .nonFinite),
        ("a.width == 2 * r.width + 1e400", .nonFinite),
        ("a.width == 10 @0", .invalidPriority(0)),
        ("a.width == 10 @1001", .invalidPriority(1001)),
        ("a.width == 10 @-3", .invalidPriority(-3)),
        ("gap: a.width == 10", .duplicateLabel("gap")),
        ("c2: a.width == 10", .duplicateLabel("c2")),
        ("a.width.hugging: a.width == 10", .implicitConstraint("a.width.hugging")),
        ("root.width: a.width == 10", .implicitConstraint("root.width")),
    ])
    func invalidConstraint(_ text: String, _ expected: LayoutError.Reason) {
        #expect(reason(withConstraint(text)) == expected, "\(text)")
    }

    @Test(arguments: ["a.foo == r.top", "a.top = r.top", "a.top == r.top +", "a top == r.top", "a.top == r.top @",
                      ": a.top == r.top", "a.top == 2 * 3", "a.top == r.top extra", "1a.top == r.top"])
    func badGrammar(_ text: String) {
        let found = reason(withConstraint(text))
        switch found {
        case .syntax, .unknownAttribute: break
        default: Issue.record("\(text): \(String(describing: found))")
        }
    }

    @Test func unknownAttributeIsNamed() {
        #expect(reason(withConstraint("a.foo == r.top")) == .unknownAttribute("foo"))
    }

    @Test(arguments: [
        (#"{"id": "a", "parent": "r"}"#, LayoutError.Reason.duplicateView("a")),
        (#"{"id": "x", "parent": "nobody"}"#, .unknownView("nobody")),
        (#"{"id": "x"}"#, .multipleRoots(["r", "x"])),
        (#"{"id": "x", "intrinsicSize": [-5, 10]}"#, .invalidValue("an intrinsic size is −1 (none) or at least 0, not -5.")),
        (#"{"id": "x", "parent": "r", "hugging": [250, 0]}"#, .invalidPriority(0)),
        (#"{"id": "x", "parent": "r", "compressionResistance": [1000.5, 750]}"#, .invalidPriority(1000.5)),
        (#"{"id": "x", "parent": "r", "stack": {"arranged": ["nobody"]}}"#, .unknownView("nobody")),
        (#"{"id": "x y", "parent": "r"}"#, .invalidValue("a view id is a letter or '_' followed by letters, digits, '_' or '-'.")),
    ])
    func invalidView(_ view: String, _ expected: LayoutError.Reason) {
        let json = Self.base.replacingOccurrences(of: #"{"id": "b", "parent": "r"}]"#, with: #"{"id": "b", "parent": "r"}, "# + view + "]")
        #expect(reason(json) == expected, "\(view)")
    }

    @Test func parentCycles() {
        let json = Self.base.replacingOccurrences(of: #"{"id": "b", "parent": "r"}]"#,
                                                  with: #"{"id": "b", "parent": "r"}, {"id": "x", "parent": "y"}, {"id": "y", "parent": "x"}]"#)
        #expect(reason(json) == .parentCycle)
        let selfParent = Self.base.replacingOccurrences(of: #"{"id": "b", "parent": "r"}"#, with: #"{"id": "b", "parent": "b"}"#)
        #expect(reason(selfParent) == .parentCycle)
        let noRoot = Self.base.replacingOccurrences(of: #"{"id": "r"}"#, with: #"{"id": "r", "parent": "a"}"#)
        #expect(reason(noRoot) == .parentCycle)
    }

    /// A stack may arrange views that are not its children, but not one that contains it: itself,
    /// an ancestor, or one that contains it through another stack's arranged views (found by
    /// CaseFileFuzzer as a leak: the references formed a cycle).
    @Test(arguments: [
        #"{"id": "s", "parent": "r", "stack": {"arranged": ["s"]}}"#,
        #"{"id": "s", "parent": "a", "stack": {"arranged": ["a"]}}"#,
        #"{"id": "s", "parent": "r", "stack": {"arranged": ["t"]}}, {"id": "t", "parent": "r", "stack": {"arranged": ["s"]}}"#,
    ])
    func stackArrangingWhatContainsIt(_ views: String) {
        let json = Self.base.replacingOccurrences(of: #"{"id": "b", "parent": "r"}]"#, with: #"{"id": "b", "parent": "r"}, "# + views + "]")
        guard case .invalidValue(let message)? = reason(json) else {
            Issue.record("\(views) was not refused as an invalid value")
            return
        }
        #expect(message.hasPrefix("a stack it contains arranges it"), "\(message)")
    }

    @Test(arguments: [
        ("{\"format\": \"layoutbench/case@1\", \"views\": [", "JSON"),
        ("[1, 2]", "wrongType"),
        (#"{"format": "layoutbench/case@2", "views": [{"id": "r"}]}"#, "unsupported"),
        (#"{"views": [{"id": "r"}]}"#, "missingKey"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r"}], "constriants": []}"#, "unknownKey"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r", "size": 3}]}"#, "unknownKey"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": 3}]}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r"}], "root": {"width": "wide"}}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r"}], "root": {"width": true}}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r", "intrinsicSize": [1]}]}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r"}], "constraints": [3]}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r"}], "layoutDirection": "upsideDown"}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r", "stack": {"distribution": "spread"}}]}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r", "stack": {"alignment": "baseline"}}]}"#, "wrongType"),
        (#"{"format": "layoutbench/case@1", "views": []}"#, "noRoot"),
        (#"{"format": "layoutbench/case@1", "views": [{"id": "r"}], "root": {"width": 1e999}}"#, "JSON"),
    ])
    func malformedFiles(_ json: String, _ kind: String) {
        guard let found = reason(json) else { return }
        let name = switch found {
        case .unreadable: "JSON"
        case .wrongType: "wrongType"
        case .unsupported: "unsupported"
        case .missingKey: "missingKey"
        case .unknownKey: "unknownKey"
        case .noRoot: "noRoot"
        default: "\(found)"
        }
        #expect(name == kind, "\(json): \(found)")
    }

    @Test func stepsAreCheckedBeforeAnythingIsLaidOut() {
        func stepped(_ steps: String) -> String {
            Self.base.replacingOccurrences(of: #""b.height == 10"]"#, with: #""b.height == 10"], "steps": "# + steps)
        }
        #expect(reason(stepped(#"[{"remove": ["nope"]}]"#)) == .unknownConstraint("nope"))
        #expect(reason(stepped(#"[{"remove": ["gap"]}, {"activate": ["gap"]}]"#)) == .unknownConstraint("gap"))
        #expect(reason(stepped(#"[{"add": ["a.width == 3"]}]"#)) == .missingLabel)
        #expect(reason(stepped(#"[{"add": ["gap: a.width == 3"]}]"#)) == .duplicateLabel("gap"))
        #expect(reason(stepped(#"[{"add": ["w: a.width == 3"]}, {"add": ["w: a.width == 4"]}]"#)) == .duplicateLabel("w"))
        #expect(reason(stepped(#"[{"add": ["w: a.top == 3"]}]"#)) == .locationWithConstant)
        #expect(reason(stepped(#"[{"intrinsicSize": {"zz": [1, 1]}}]"#)) == .unknownView("zz"))
        #expect(reason(stepped(#"[{"deactivate": ["root.width"]}]"#)) == .unknownConstraint("root.width"))
        #expect(reason(stepped(#"[{"resize": 3}]"#)) == .unknownKey("resize"))
        let inactive = Self.base.replacingOccurrences(of: #""b.height == 10"]"#, with: #""b.height == 10"], "inactive": ["zz"]"#)
        #expect(reason(inactive) == .unknownConstraint("zz"))
        // Removing a constraint frees its label for a later step.
        let reuse = stepped(#"[{"remove": ["gap"]}, {"add": ["gap: b.leading == a.trailing"]}]"#)
        guard case .laidOut = CaseRunner.run(try! LayoutCase(data: Data(reuse.utf8)), strategy: FullSolver.self).outcome else {
            Issue.record("label reuse after removal refused")
            return
        }
    }

    @Test func messagesNameTheFileTheConstraintAndTheProblem() {
        let layoutCase = try! LayoutCase(data: Data(withConstraint("bad: a.leading == r.left").utf8))
        guard case .invalid(let error) = CaseRunner.run(layoutCase, strategy: FullSolver.self, file: "cards.json").outcome
        else { Issue.record("laid out"); return }
        #expect(error.description == "cards.json: constraint 'bad': leading and trailing cannot be mixed with left and right.")
        do {
            _ = try LayoutCase(data: Data(withConstraint("a.top == r.top +").utf8), file: "f.json")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "f.json: constraints[6] 'a.top == r.top +': expected a number at column 17.")
        }
    }

    @Test func unreadableFileIsInvalidNotACrash() {
        let result = CaseRunner.run(file: "/nonexistent/dir/case.json", strategy: IncrementalSolver.self)
        guard case .invalid(let error) = result.outcome else { Issue.record("laid out"); return }
        #expect(error.file == "/nonexistent/dir/case.json")
        #expect(result.name == "case")
    }

    // MARK: - The Swift API checks the same rules at layout time.

    @Test func swiftAPIRefusesMixedDirections() {
        let root = View("root"), a = View("a")
        root.addSubview(a)
        let bad = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
        bad.identifier = "bad"
        bad.isActive = true
        #expect(throws: LayoutError(subject: "constraint 'bad'", reason: .mixedDirections)) { try root.layoutIfNeeded() }
        bad.isActive = false
        #expect(throws: Never.self) { try root.layoutIfNeeded() }
    }

    @Test func swiftAPIRefusesViewsOfAnotherTree() {
        let root = View("root"), stranger = View("stranger")
        root.widthAnchor.constraint(equalTo: stranger.widthAnchor).isActive = true
        #expect(throws: LayoutError(subject: "constraint 'c0'", reason: .noCommonAncestor)) { try root.layoutIfNeeded() }
    }

    @Test func swiftAPIRefusesParentCycles() {
        let root = View("root"), child = View("child")
        root.addSubview(child)
        child.addSubview(root)
        #expect(child.subviews.isEmpty)
        #expect(throws: LayoutError(subject: "view 'root'", reason: .parentCycle)) { try root.layoutIfNeeded() }
    }

    @Test func swiftAPIRefusesDuplicateIDsAndBadPriorities() {
        let root = View("root")
        root.addSubview(View("twin"))
        root.addSubview(View("twin"))
        #expect(throws: LayoutError(subject: "view 'twin'", reason: .duplicateView("twin"))) { try root.layoutIfNeeded() }

        let other = View("other")
        other.intrinsicContentSize = Size(width: 10, height: -1)
        other.setContentHuggingPriority(0, for: .horizontal)
        #expect(throws: LayoutError(subject: "view 'other'", reason: .invalidPriority(0))) { try other.layoutIfNeeded() }
        other.setContentHuggingPriority(250, for: .horizontal)
        other.widthAnchor.constraint(equalToConstant: .nan).isActive = true
        #expect(throws: LayoutError(subject: "constraint 'c0'", reason: .nonFinite)) { try other.layoutIfNeeded() }
    }
}

/// Lists in messages are capped: a thousand roots make a one-line error.
@Suite struct CappedMessageTests {
    @Test func manyRootsAreListedFirstFewAndCounted() throws {
        let views = (0..<1_000).map { "{\"id\": \"v\($0)\"}" }.joined(separator: ",")
        let json = "{\"format\": \"layoutbench/case@1\", \"views\": [\(views)], \"constraints\": []}"
        let layoutCase = try LayoutCase(data: Data(json.utf8), file: "roots.json")
        guard case .invalid(let error) = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self, file: "roots.json").outcome
        else { Issue.record("expected the roots to be refused"); return }
        #expect(error.description == "roots.json: views: the tree has more than one root: v0, v1, v2, v3, v4 and 995 more.")
    }
}

/// Numbers outside ``ConstraintLimits`` are refused as bad input naming the constraint or view;
/// the limits themselves are accepted.
@Suite struct NumberRangeTests {
    let cases = InvalidInputTests()

    func outOfRange(_ text: String) -> String? {
        guard case .outOfRange(let sentence)? = cases.reason(cases.withConstraint(text)) else { return nil }
        return sentence
    }

    @Test func theIssuesIllConditionedMultiplierIsRefused() {
        #expect(outOfRange("a.width == 1e308 * b.width")
                == "the multiplier 1e+308 is outside the range the layout accepts: 0, or 1e-3 to 1e3 in magnitude.")
        #expect(outOfRange("a.width == 1e-300 * b.width") != nil)
        #expect(outOfRange("a.width == -1001 * b.width") != nil)
        #expect(outOfRange("a.width == 0.00099 * b.width") != nil)
        #expect(outOfRange("a.width == b.width + 10000001")
                == "the constant 10000001.0 is outside the range the layout accepts: at most 1e7 in magnitude.")
        #expect(outOfRange("a.leading == r.leading - 2e7") != nil)
    }

    @Test(arguments: ["a.width == 1000 * b.width", "a.width == -1000 * b.width", "a.width == 0.001 * b.width",
                      "a.width == 0 * b.width", "a.width == b.width + 10000000", "a.leading == r.leading - 1e7 @250"])
    func theLimitsThemselvesAreAccepted(_ text: String) throws {
        let layoutCase = try LayoutCase(data: Data(cases.withConstraint(text).utf8))
        if case .invalid(let error) = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self).outcome {
            Issue.record("\(text): \(error)")
        }
    }

    @Test func intrinsicAndRootSizesAreBounded() {
        let view = #"{"id": "b", "parent": "r"}, {"id": "x", "parent": "r", "intrinsicSize": [2e7, 10]}]"#
        let json = InvalidInputTests.base.replacingOccurrences(of: #"{"id": "b", "parent": "r"}]"#, with: view)
        #expect(cases.reason(json) == .outOfRange("the intrinsic size 20000000.0 is outside the range the layout accepts: at most 1e7 in magnitude."))
        let wide = InvalidInputTests.base.replacingOccurrences(of: #""root": {"width": 375}"#, with: #""root": {"width": 1e8}"#)
        #expect(cases.reason(wide) == .outOfRange("the root size 100000000.0 is outside the range the layout accepts: at most 1e7 in magnitude."))
    }

    @Test func swiftAPIRefusesAMultiplierOutOfRange() {
        let root = View("root"), a = View("a"), b = View("b")
        root.addSubview(a)
        root.addSubview(b)
        let steep = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1e4)
        steep.identifier = "steep"
        steep.isActive = true
        #expect(throws: LayoutError(subject: "constraint 'steep'", reason: .outOfRange(
            "the multiplier 10000.0 is outside the range the layout accepts: 0, or 1e-3 to 1e3 in magnitude."))) {
            try root.layoutIfNeeded()
        }
    }
}
