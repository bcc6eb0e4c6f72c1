import LayoutCore
import LayoutGen
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

@Suite struct GrammarTests {
    @Test(arguments: [
        ("cell.height == 64 @999", ConstraintSpec(first: .init("cell", .height), relation: .equal, constant: 64, priority: 999)),
        ("play.centerY == cell.centerY", ConstraintSpec(first: .init("play", .centerY), relation: .equal,
                                                        second: .init("cell", .centerY))),
        ("gap: song.leading == play.trailing + 16", ConstraintSpec(label: "gap", first: .init("song", .leading),
                                                                   relation: .equal, second: .init("play", .trailing),
                                                                   constant: 16)),
        ("play.width == 1.0 * play.height", ConstraintSpec(first: .init("play", .width), relation: .equal,
                                                           second: .init("play", .height))),
        ("a.bottom <= -0.5*b.top-1.5e2@999.5", ConstraintSpec(first: .init("a", .bottom), relation: .lessThanOrEqual,
                                                              second: .init("b", .top), multiplier: -0.5,
                                                              constant: -150, priority: 999.5)),
        ("x.width>=-3", ConstraintSpec(first: .init("x", .width), relation: .greaterThanOrEqual, constant: -3)),
        ("  my-view.width == my_view.height - 2  ", ConstraintSpec(first: .init("my-view", .width), relation: .equal,
                                                                   second: .init("my_view", .height), constant: -2)),
        ("s.spacing.1: b.top == a.bottom + 8", ConstraintSpec(label: "s.spacing.1", first: .init("b", .top),
                                                              relation: .equal, second: .init("a", .bottom), constant: 8)),
    ])
    func parses(_ text: String, _ expected: ConstraintSpec) throws {
        #expect(try ConstraintSpec.parse(text) == expected)
    }

    @Test func printsCanonically() throws {
        #expect(try ConstraintSpec.parse("a.bottom <= -0.5*b.top-1.5e2@999.5").description
                == "a.bottom <= -0.5 * b.top - 150 @999.5")
        #expect(try ConstraintSpec.parse("play.width == 1.0 * play.height @1000").description
                == "play.width == play.height")
        #expect(try ConstraintSpec.parse("gap : a.top == b.top + 0").description == "gap: a.top == b.top")
    }

    /// Printing then parsing gives back the same constraint, over generated constraints.
    @Test func roundTripsGeneratedConstraints() throws {
        var random = SplitMix64(seed: 7)
        let numbers: [Double] = [0, 1, -1, 8, 0.5, -2.25, 1e-7, 123456.789, 1e20, -0.1, 0.1 + 0.2, 999.5, 3]
        let ids = ["a", "cell", "v12", "_x", "my-view", "é", "Stack_3"]
        for _ in 0..<2000 {
            let attribute = LayoutAttribute.allCases.randomElement(using: &random)!
            let constantForm = Bool.random(using: &random)
            var spec = ConstraintSpec(
                label: Bool.random(using: &random) ? ["gap", "c3", "s.spacing.1", "a-b_c"].randomElement(using: &random) : nil,
                first: .init(ids.randomElement(using: &random)!, attribute),
                relation: Relation.allCases.randomElement(using: &random)!,
                second: constantForm ? nil : .init(ids.randomElement(using: &random)!,
                                                   LayoutAttribute.allCases.randomElement(using: &random)!),
                multiplier: numbers.randomElement(using: &random)!,
                constant: numbers.randomElement(using: &random)! * (Bool.random(using: &random) ? 1 : -1),
                priority: [1000, 999, 999.5, 250, 1, 0.25].randomElement(using: &random)!)
            if constantForm { spec.multiplier = 1 }
            let text = spec.description
            let parsed = try ConstraintSpec.parse(text)
            #expect(parsed == spec, "\(text)")
            #expect(parsed.description == text)
        }
    }
}

/// The number rule shared with `explain`'s reader (LayoutCore's TextScanner): a lone sign is no
/// number, and `1e` is the number 1 followed by a stray `e`.
@Suite struct GrammarNumberRuleTests {
    @Test(arguments: [
        ("a.width == 1e", "unexpected 'e' at column 13."),
        ("a.left == -b.left", "expected a view id (a letter or '_', then letters, digits, '_' or '-') at column 11."),
        ("a.left == b.left + -", "expected a number at column 20."),
    ])
    func rejects(_ text: String, _ message: String) {
        #expect(throws: LayoutError(subject: "constraint '\(text)'", reason: .syntax(message))) {
            try ConstraintSpec.parse(text)
        }
    }

    @Test func signedAndExponentNumbers() throws {
        #expect(try ConstraintSpec.parse("a.width == 1e1").constant == 10)
        #expect(try ConstraintSpec.parse("a.left == b.left + -.5").constant == -0.5)
        #expect(try ConstraintSpec.parse("a.left == b.left - system").constant == -8)
    }
}
