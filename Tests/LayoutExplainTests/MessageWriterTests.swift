import Foundation
import LayoutCore
import LayoutExplain
import LayoutSolver
import Testing

/// The writer of UIKit's messages, checked against real logs of the corpus line for line.
@Suite struct MessageWriterTests {
    private func corpusLog(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/logs/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func writesTheTableLogExactly() throws {
        let root = LogItem(className: "UIView", address: "0x7fa1c3d0b0f0")
        let table = LogItem(className: "UITableView", address: "0x7fa1c4010a00")
        let leading = PrintedConstraint(address: "0x600002a01180",
                                        equation: LogEquation(first: LogAnchor(table, .leading), relation: .equal,
                                                              second: LogAnchor(root, .leading), constant: 8),
                                        isVisualFormat: true)
        let trailing = PrintedConstraint(address: "0x600002a011d0",
                                         equation: LogEquation(first: LogAnchor(root, .trailing), relation: .equal,
                                                               second: LogAnchor(table, .trailing), constant: 8),
                                         isVisualFormat: true)
        let width = PrintedConstraint(address: "0x600002a01270", identifier: "UIView-Encapsulated-Layout-Width",
                                      equation: LogEquation(first: LogAnchor(root, .width), relation: .equal, constant: 0))
        let message = UnsatisfiableConstraintsMessage(constraints: [leading, trailing, width], broken: trailing,
                                                      linePrefix: "2026-11-23 10:00:01.123456+0000 Demo[4242:1337] ")
        #expect(message.text == (try corpusLog("table-zero-width.log")))
    }

    @Test func writesTheCellLogExactly() throws {
        let button = LogItem(className: "Chat.SendButton", address: "0x7fb8e2d0a1c0", label: "Send")
        let content = LogItem(className: "UITableViewCellContentView", address: "0x7fb8e2d09f40")
        let height = PrintedConstraint(address: "0x6000021c4be0",
                                       equation: LogEquation(first: LogAnchor(button, .height), relation: .equal, constant: 25))
        let top = PrintedConstraint(address: "0x6000021c4c30",
                                    equation: LogEquation(first: LogAnchor(button, .top), relation: .greaterThanOrEqual,
                                                          second: LogAnchor(content, .top), constant: 10),
                                    isVisualFormat: true)
        let bottom = PrintedConstraint(address: "0x6000021c4c80",
                                       equation: LogEquation(first: LogAnchor(content, .bottom), relation: .greaterThanOrEqual,
                                                             second: LogAnchor(button, .bottom), constant: 10),
                                       isVisualFormat: true)
        let cell = PrintedConstraint(address: "0x6000021c4d70", identifier: "UIView-Encapsulated-Layout-Height",
                                     equation: LogEquation(first: LogAnchor(content, .height), relation: .equal, constant: 27))
        let message = UnsatisfiableConstraintsMessage(constraints: [height, top, bottom, cell], broken: height,
                                                      linePrefix: "2026-11-23 09:12:44.501912+0100 Chat[3141:59265] ")
        #expect((try corpusLog("button-in-short-cell.log")).hasPrefix(message.text))
    }

    @Test func everyFormReadsBack() throws {
        let label = LogItem(className: "UILabel", address: "0x7f8b3a4c0000", label: "Subtitle")
        let title = LogItem(className: "UILabel", address: "0x7f8b3a4c0100", label: "Title")
        let view = LogItem(className: "UIView", address: "0x7f8b3a4b1e20")
        let window = LogItem(className: "UIWindow", address: "0x7f8b3a4b0a10")
        let constraints = [
            PrintedConstraint(className: "_UISystemBaselineConstraint", address: "0x600003e0c1a0",
                              equation: LogEquation(first: LogAnchor(label, .firstBaseline), relation: .equal,
                                                    second: LogAnchor(title, .lastBaseline), constant: 8),
                              constantStyle: .systemSpacing),
            PrintedConstraint(className: "NSAutoresizingMaskLayoutConstraint", address: "0x7f8b3a4a2e10",
                              autoresizingMask: "h=--& v=--&",
                              equation: LogEquation(first: LogAnchor(view, .width), relation: .equal, constant: 320)),
            PrintedConstraint(className: "NSAutoresizingMaskLayoutConstraint", address: "0x7f8b3a4a2f00",
                              autoresizingMask: "h=--& v=--&",
                              equation: LogEquation(first: LogAnchor(view, .minX), relation: .equal,
                                                    second: LogAnchor(window, .minX), constant: 0)),
            PrintedConstraint(className: "NSContentSizeLayoutConstraint", address: "0x600003e0c300",
                              equation: LogEquation(first: LogAnchor(label, .width), relation: .equal, constant: 42),
                              contentPriorities: .init(hugging: 250, compressionResistance: 750)),
            PrintedConstraint(address: "0x600003e0c2b0", identifier: "bottomPin",
                              equation: LogEquation(first: LogAnchor(label, .bottom), relation: .lessThanOrEqual,
                                                    second: LogAnchor(view, .height), multiplier: 0.5, constant: -4.5,
                                                    priority: 999)),
            PrintedConstraint(address: "0x600003e0c400",
                              equation: LogEquation(first: LogAnchor(view, .width), relation: .lessThanOrEqual,
                                                    constant: 100, priority: 750),
                              isVisualFormat: true),
            PrintedConstraint(address: "0x600003e0c450",
                              equation: LogEquation(first: LogAnchor(title, .left), relation: .equal,
                                                    second: LogAnchor(label, .right), constant: 8),
                              isVisualFormat: true),
        ]
        let message = UnsatisfiableConstraintsMessage(constraints: constraints, broken: constraints[4])
        #expect(constraints.map(\.text) == [
            "<_UISystemBaselineConstraint:0x600003e0c1a0 UILabel:0x7f8b3a4c0000'Subtitle'.firstBaseline == UILabel:0x7f8b3a4c0100'Title'.lastBaseline + NSLayoutAnchorConstraintSpace(8)   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x7f8b3a4a2e10 h=--& v=--& UIView:0x7f8b3a4b1e20.width == 320   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x7f8b3a4a2f00 h=--& v=--& UIView:0x7f8b3a4b1e20.minX == UIWindow:0x7f8b3a4b0a10.minX   (active)>",
            "<NSContentSizeLayoutConstraint:0x600003e0c300 UILabel:0x7f8b3a4c0000'Subtitle'.width == 42 Hug:250 CompressionResistance:750   (active)>",
            "<NSLayoutConstraint:0x600003e0c2b0 'bottomPin' UILabel:0x7f8b3a4c0000'Subtitle'.bottom <= 0.5*UIView:0x7f8b3a4b1e20.height - 4.5 @999   (active)>",
            "<NSLayoutConstraint:0x600003e0c400 H:[UIView:0x7f8b3a4b1e20(<=100@750)]   (active)>",
            "<NSLayoutConstraint:0x600003e0c450 H:[UILabel:0x7f8b3a4c0000'Subtitle']-(8)-[UILabel:0x7f8b3a4c0100'Title'](LTR)   (active)>",
        ])
        #expect(message.text.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        let read = ConsoleLogParser.messages(in: message.text)
        #expect(read.count == 1)
        #expect(read.first?.unreadable.isEmpty == true)
        #expect(read.first?.uikitBroken?.address == "0x600003e0c2b0")
        let equations = read.first?.constraints.flatMap(\.equations) ?? []
        #expect(equations.count == constraints.count + 1)  // the content size is two
        for constraint in constraints where constraint.contentPriorities == nil {
            #expect(equations.contains(constraint.equation), "\(constraint.text)")
        }
    }

    @Test func misuseMessages() {
        let view = LogItem(className: "UIView", address: "0x7f8b3a4b1e20")
        let other = LogItem(className: "UILabel", address: "0x7f8b3a4c0000", label: "Title")
        #expect(UIKitMisuseMessage.noCommonAncestor(.init(address: "0x600001c3c0c0", anchor: LogAnchor(view, .leading)),
                                                    .init(address: "0x600001c3c100", anchor: LogAnchor(other, .leading)))
            == "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate constraint "
            + "with anchors <NSLayoutXAxisAnchor:0x600001c3c0c0 \"UIView:0x7f8b3a4b1e20.leading\"> and "
            + "<NSLayoutXAxisAnchor:0x600001c3c100 \"UILabel:0x7f8b3a4c0000'Title'.leading\"> because they have no common "
            + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.'\n")
        #expect(UIKitMisuseMessage.leadingTrailingWithLeftRight(madeWith: .itemAttribute)
            .contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."))
        #expect(UIKitMisuseMessage.requiredPriorityChange(from: 1000, to: 250).hasSuffix(
            "reason: 'Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
            + "You passed priority 250 and the existing priority was 1000.'\n"))
    }
}
