import LayoutExplain
import LayoutSolver
import Testing

/// The entry parser on hand-written lines of every form UIKit prints, and broken variants.
@Suite struct EntryParserTests {
    func parse(_ line: String) throws -> LogConstraint { try ConstraintEntryParser.parse(line) }

    func reason(_ line: String) -> String? {
        do {
            _ = try ConstraintEntryParser.parse(line)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func anchorFormWithMultiplierConstantAndPriority() throws {
        let entry = try parse(#"    "<NSLayoutConstraint:0x600002B4C0A0 UIImageView:0x7f9c1a40'avatar'.height == 0.5*UIView:0x7f9c1b00.width + 8 @750   (active)>","#)
        #expect(entry.className == "NSLayoutConstraint")
        #expect(entry.address == "0x600002b4c0a0")
        let equation = try #require(entry.equations.first)
        #expect(entry.equations.count == 1)
        #expect(equation.first.item.className == "UIImageView" && equation.first.item.label == "avatar")
        #expect(equation.first.attribute == .height && equation.relation == .equal)
        #expect(equation.second?.item.address == "0x7f9c1b00" && equation.second?.attribute == .width)
        #expect(equation.multiplier == 0.5 && equation.constant == 8 && equation.priority == 750)
    }

    @Test func relationsNegativeConstantsAndConstantForm() throws {
        let less = try #require(try parse("<NSLayoutConstraint:0x1 UILabel:0x2.trailing <= UIView:0x3.trailing - 16>").equations.first)
        #expect(less.relation == .lessThanOrEqual && less.constant == -16)
        let constant = try #require(try parse("<NSLayoutConstraint:0x1 UIButton:0x2'Send'.height >= 44   (active)>").equations.first)
        #expect(constant.relation == .greaterThanOrEqual && constant.second == nil && constant.constant == 44)
        #expect(constant.first.item.label == "Send")
    }

    @Test func quotedIdentifiersAndOldFormats() throws {
        let encapsulated = try parse("<NSLayoutConstraint:0x600001 'UIView-Encapsulated-Layout-Width' UIView:0x7fa.width == 375   (active)>")
        #expect(encapsulated.identifier == "UIView-Encapsulated-Layout-Width")
        let old = try parse("<NSLayoutConstraint:0x7fb 'UISV-spacing' H:[UILabel:0x7f1]-(8)-[UILabel:0x7f2]   (Names: '|':UIStackView:0x7f0 )>")
        #expect(old.identifier == "UISV-spacing")
        let temporary = try parse("<NSLayoutConstraint:0x7fc '_UITemporaryLayoutWidth' H:[UITableView:0x7f3(0)]>")
        #expect(temporary.equations.first?.first.attribute == .width && temporary.equations.first?.constant == 0)
    }

    @Test func visualFormatsRelateTheFacingEdges() throws {
        let leading = try parse("<NSLayoutConstraint:0x1 H:|-(8)-[UITableView:0x2]   (active, names: '|':UIView:0x3 )>")
        let eq = try #require(leading.equations.first)
        #expect(eq.first.item.address == "0x2" && eq.first.attribute == .leading)
        #expect(eq.second?.item.address == "0x3" && eq.second?.attribute == .leading && eq.constant == 8)

        let trailing = try #require(try parse("<NSLayoutConstraint:0x1 H:[UITableView:0x2]-(8)-|   (active, names: '|':UIView:0x3 )>").equations.first)
        #expect(trailing.first.item.address == "0x3" && trailing.first.attribute == .trailing)
        #expect(trailing.second?.item.address == "0x2" && trailing.second?.attribute == .trailing)

        let vertical = try #require(try parse("<NSLayoutConstraint:0x1 V:[UILabel:0x2'Title']-(>=16)-[UIButton:0x3]>").equations.first)
        #expect(vertical.first.attribute == .top && vertical.first.item.address == "0x3")
        #expect(vertical.second?.attribute == .bottom && vertical.relation == .greaterThanOrEqual && vertical.constant == 16)

        let size = try #require(try parse("<NSLayoutConstraint:0x1 H:[UIView:0x2(304@750)]>").equations.first)
        #expect(size.first.attribute == .width && size.constant == 304 && size.priority == 750)

        let ltr = try #require(try parse("<NSLayoutConstraint:0x1 H:|-(0)-[UIView:0x2](LTR)   (active, names: '|':UIView:0x3 )>").equations.first)
        #expect(ltr.first.attribute == .left && ltr.second?.attribute == .left)

        let rtl = try #require(try parse("<NSLayoutConstraint:0x1 H:|-(4)-[UIView:0x2](RTL)>").equations.first)
        #expect(rtl.first.attribute == .right && rtl.first.item.kind == .superview(of: "0x2"))
        #expect(rtl.second?.attribute == .right && rtl.constant == 4)
    }

    @Test func unnamedSuperviewIsThePlaceholderOfTheNeighbour() throws {
        let eq = try #require(try parse("<NSLayoutConstraint:0x1 H:[UILabel:0x2]-|>").equations.first)
        #expect(eq.first.item.kind == .superview(of: "0x2") && eq.constant == 20)
        let adjacent = try #require(try parse("<NSLayoutConstraint:0x1 H:[UILabel:0x2][UILabel:0x3]>").equations.first)
        #expect(adjacent.constant == 0)
    }

    @Test func autoresizingMaskAndSystemSpacing() throws {
        let mask = try parse("<NSAutoresizingMaskLayoutConstraint:0x600 h=--& v=--& UIView:0x7f.minX == 0   (active, names: '|':UIWindow:0x7e )>")
        #expect(mask.autoresizingMask == "h=--& v=--&")
        #expect(mask.equations.first?.first.attribute == .minX)
        let baseline = try parse("<_UISystemBaselineConstraint:0x600 UILabel:0x1'A'.firstBaseline == UILabel:0x2'B'.lastBaseline + NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(baseline.className == "_UISystemBaselineConstraint" && baseline.equations.first?.constant == 8)
        let old = try parse("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(NSSpace(8))-[UILabel:0x3]>")
        #expect(old.equations.first?.constant == 8)
    }

    @Test func moduleQualifiedClassesGuidesAndBraces() throws {
        let entry = try parse("<NSLayoutConstraint:0x1 MyApp.AvatarView:0x2.top == UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.top + 20   (active)}")
        let eq = try #require(entry.equations.first)
        #expect(eq.first.item.className == "MyApp.AvatarView" && eq.first.item.shortClassName == "AvatarView")
        #expect(eq.second?.item.isLayoutGuide == true && eq.second?.item.label == "UIViewSafeAreaLayoutGuide")
        let margins = try #require(try parse("<NSLayoutConstraint:0x1 UILabel:0x2.leading == UITableViewCellContentView:0x3.leadingMargin>").equations.first)
        #expect(margins.second?.attribute == .leadingMargin)
    }

    @Test func boundNamesAndGenericClasses() throws {
        let named = try #require(try parse("<NSLayoutConstraint:0x1 H:[button]-(8)-[label]   (Names: button:UIButton:0x7f1, label:UILabel:0x7f2'Hi' )>").equations.first)
        #expect(named.first.item.address == "0x7f2" && named.first.item.label == "Hi" && named.first.attribute == .leading)
        #expect(named.second?.item.address == "0x7f1" && named.second?.attribute == .trailing && named.constant == 8)
        let generic = try #require(try parse("<NSLayoutConstraint:0x2 SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.Text, SwiftUI._PaddingLayout>>:0x7f3.width == UIView:0x7f4.width*0.5 + 10>").equations.first)
        #expect(generic.first.item.shortClassName == "_UIHostingView" && generic.multiplier == 0.5 && generic.constant == 10)
        let spaced = try #require(try parse("<NSLayoutConstraint:0x3 UILabel:0x7f2 'Hi there'.centerX == UIView:0x7f4.centerXWithinMargins>").equations.first)
        #expect(spaced.first.item.label == "Hi there" && spaced.second?.attribute == .centerXWithinMargins)
    }

    @Test func malformedEntriesSayWhy() {
        #expect(reason("<NSLayoutConstraint:0x1 UILabel:0x2.width == 10") == "the entry is cut off (no closing '>')")
        #expect(reason("<NSLayoutConstraint:0x1 UILabel:0x2.wdth == 10>") == "unknown attribute 'wdth'")
        #expect(reason("<NSLayoutConstraint:0x1 UILabel:0x2.width = 10>")?.hasPrefix("expected '==', '<=' or '>='") == true)
        #expect(reason("<NSLayoutConstraint:0x1 UILabel:0x2.width == abc>")?.hasPrefix("expected ':0x' and an address after 'abc'") == true)
        #expect(reason("<NSLayoutConstraint:0x1 UILabel:0x2.width == 10 @2000>") == "priority 2000.0 is outside (0, 1000]")
        #expect(reason("<NSLayoutConstraint:0x1 H:[UILabel:0x2-(8)-|>")?.hasPrefix("expected ']'") == true)
        #expect(reason("<NSLayoutConstraint:0x1 (active)>") == "the entry has no equation")
        #expect(reason("<NSLayoutConstraint:0x1 UILabel:0x2.width == 10 extra>")?.hasPrefix("unexpected text") == true)
        #expect(reason("just text") != nil)
    }
}

/// Splitting whole logs into messages.
@Suite struct LogParserTests {
    @Test func xcodeConsoleWithTwoMessagesAndOtherLines() {
        let log = """
        2026-11-23 10:00:00.000 App[1:2] launched
        2026-11-23 10:00:01.123456+0000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0xa1 UIView:0xb1.width == 100   (active)>",
            "<NSLayoutConstraint:0xa2 UIView:0xb1.width == 200   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xa2 UIView:0xb1.width == 200   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        2026-11-23 10:00:02.000 App[1:2] Unable to simultaneously satisfy constraints.
        {
        \t"<NSLayoutConstraint:0xc1 UILabel:0xd1.height == 10>",
        \t"<NSLayoutConstraint:0xc2 UILabel:0xd1.height == 11 (Names: '|':UIView:0xd0 )>",
        \tgarbage in the list
        }
        """
        let messages = ConsoleLogParser.messages(in: log)
        #expect(messages.count == 2)
        #expect(messages[0].constraints.map(\.address) == ["0xa1", "0xa2"])
        #expect(messages[0].uikitBroken?.address == "0xa2")
        #expect(messages[0].line == 2)
        #expect(messages[1].constraints.count == 2 && messages[1].uikitBroken == nil)
        #expect(messages[1].unreadable.map(\.text) == ["garbage in the list"])
    }

    @Test func bareListAndUnreadableEntriesAreKept() {
        let log = """
          (
            "<NSLayoutConstraint:0xa1 UIView:0xb1.width == 100>",
            "<NSLayoutConstraint:0xa2 UIView:0xb1.wibble == 200>"
          )
        """
        let messages = ConsoleLogParser.messages(in: log)
        #expect(messages.count == 1)
        #expect(messages[0].constraints.count == 1)
        #expect(messages[0].unreadable.first?.reason == "unknown attribute 'wibble'")
        #expect(messages[0].unreadable.first?.line == 3)
    }

    @Test func badInputIsAnErrorNotACrash() {
        #expect(throws: LogInputError.noMessages(file: "e")) { try ConsoleLogParser.messages(in: Data(), file: "e") }
        #expect(throws: LogInputError.notText(file: "b")) {
            try ConsoleLogParser.messages(in: Data([0x00, 0xff, 0x13, 0x80, 0x00]), file: "b")
        }
        #expect(throws: LogInputError.noMessages(file: "t")) {
            try ConsoleLogParser.messages(in: Data("(\n  just a list\n)\n".utf8), file: "t")
        }
        let invalid = Data((0..<2000).map { UInt8(128 + $0 % 64) })
        #expect(throws: LogInputError.notText(file: "x")) { try ConsoleLogParser.messages(in: invalid, file: "x") }
    }
}

import Foundation

/// Mutated entries and logs never crash the parser: every line parses or says why.
@Suite struct ParserRobustnessTests {
    @Test func mutatedEntriesParseOrFailCleanly() {
        let seeds = [
            "<NSLayoutConstraint:0x1 UIImageView:0x2'a'.height == 0.5*UIView:0x3.width + 8 @750   (active)>",
            "<NSLayoutConstraint:0x1 H:|-(>=8@999)-[UITableView:0x2(304)]-(8)-|(LTR)   (active, names: '|':UIView:0x3 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.minX == 0   (Names: '|':UIWindow:0x3 )>",
            "<_UISystemBaselineConstraint:0x1 UILabel:0x2.firstBaseline == UILabel:0x3.lastBaseline + NSLayoutAnchorConstraintSpace(8)>",
        ]
        let alphabet = Array("<>()[]{}|-:'.,@*+=0x19aHV LTR")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var failures = 0
        for round in 0..<3000 {
            var characters = Array(seeds[round % seeds.count])
            for _ in 0...next(4) {
                let position = next(characters.count)
                switch next(3) {
                case 0: characters.remove(at: position)
                case 1: characters.insert(alphabet[next(alphabet.count)], at: position)
                default: characters[position] = alphabet[next(alphabet.count)]
                }
            }
            do {
                _ = try ConstraintEntryParser.parse(String(characters))
            } catch {
                failures += 1
                #expect(!error.reason.isEmpty)
            }
            let log = "Unable to simultaneously satisfy constraints.\n(\n" + String(characters) + "\n)\n"
            for message in ConsoleLogParser.messages(in: log) {
                _ = Explainer.explain(message, file: "fuzz", index: 1)
            }
        }
        #expect(failures > 0)
    }
}

@Suite struct ContentSizeTests {
    /// An intrinsic content size is its two non-required constraints.
    @Test func contentSizeIsHuggingAndCompressionResistance() throws {
        let entry = try ConstraintEntryParser.parse(
            "<NSContentSizeLayoutConstraint:0x600 UILabel:0x7f'Hello'.width == 42 Hug:250 CompressionResistance:750   (active)>")
        #expect(entry.equations.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
        #expect(entry.equations.map(\.priority) == [250, 750] && entry.equations.allSatisfy { $0.constant == 42 })
        #expect(throws: LogParseError.self) {
            try ConstraintEntryParser.parse("<NSContentSizeLayoutConstraint:0x600 UILabel:0x7f.width == 42 Hug:250>")
        }
    }
}

/// `explain`'s reader follows the case grammar's number rule (LayoutCore's TextScanner).
@Suite struct EntryNumberRuleTests {
    @Test func exponentWithoutDigitsIsTheNumberAndAStrayLetter() {
        #expect(throws: LogParseError.self) {
            try ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 1e   (active)>")
        }
        #expect(throws: LogParseError.self) {
            try ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.left + -   (active)>")
        }
    }

    @Test func signedFractionsAndExponents() throws {
        let entry = try ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.left + -.5e1   (active)>")
        #expect(entry.equations.first?.constant == -5)
    }
}
