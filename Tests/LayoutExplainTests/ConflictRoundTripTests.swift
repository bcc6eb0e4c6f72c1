import Foundation
import LayoutCore
import LayoutExplain
import LayoutGen
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// A conflict LayoutModel finds, written as UIKit's message and read back by `explain`, is the same
/// conflict: the same constraints (the size floors included) and the same one broken.
@Suite struct ConflictRoundTripTests {
    /// Round-trips the first conflict of `layoutCase`'s initial layout; false when it has none.
    @discardableResult
    func roundTrip(_ layoutCase: LayoutCase) throws -> Bool {
        let result = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self)
        guard case .laidOut(let initial, _) = result.outcome, let broken = initial.broken.first else { return false }
        // A location times m ≠ 1 depends on where the origin is: the model's root sits at (0, 0)
        // without a constraint, and a log does not say where it is (docs/Explain.md).
        let specs = broken.conflict.compactMap { try? ConstraintSpec.parse($0.text) }
        if specs.contains(where: { $0.multiplier != 1 && !$0.first.attribute.isSize }) { return false }
        var idByAddress: [String: String] = [:]
        var addressByID: [String: String] = [:]
        let message = try #require(UnsatisfiableConstraintsMessage(conflict: broken) { id in
            let address = addressByID[id] ?? "0x7fb8e2d0" + String(0xa00 + addressByID.count * 0x10, radix: 16)
            addressByID[id] = address
            idByAddress[address] = id
            return PrintedConstraint.modelItem(id, address: address)
        })
        let listed = broken.conflict.map(\.name).filter { !$0.hasSuffix(".nonNegative") }
        let nameByAddress = Dictionary(uniqueKeysWithValues: zip(message.constraints.map(\.address), listed))

        let read = ConsoleLogParser.messages(in: message.text)
        try #require(read.count == 1, "\(message.text)")
        #expect(read[0].unreadable.isEmpty, "\(read[0].unreadable)")
        let explanation = Explainer.explain(read[0], file: "round-trip.log", index: 1)
        #expect(explanation.status == .unsatisfiable, "\(message.text)")
        let viewIDs = Dictionary(uniqueKeysWithValues: explanation.translation.views.map {
            ($0.id, $0.item.address.flatMap { idByAddress[$0] } ?? $0.id)
        })
        let explained = explanation.conflict.map { member -> String in
            if let address = member.address { return nameByAddress[address] ?? address }
            // A size floor `<translated id>.width.nonNegative`: the model's id for the same view.
            let parts = member.label.split(separator: ".", maxSplits: 1).map(String.init)
            return (viewIDs[parts[0]] ?? parts[0]) + "." + (parts.count > 1 ? parts[1] : "")
        }
        #expect(Set(explained) == Set(broken.conflict.map(\.name)), "\(layoutCase.name)\n\(message.text)")
        #expect(explanation.broken.first.flatMap { $0.address.flatMap { nameByAddress[$0] } } == broken.constraint.name,
                "\(layoutCase.name)\n\(message.text)")
        #expect(explanation.uikitBroken == message.broken.address)
        return true
    }

    @Test("Every conflicting case of Corpus/cases round-trips")
    func corpusCases() throws {
        var conflicting = 0
        let folder = corpusPath("cases")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".json") {
            let path = folder + "/" + file
            if try roundTrip(try LayoutCase.read(contentsOf: path)) { conflicting += 1 }
        }
        #expect(conflicting >= 1)
    }

    @Test("Generated conflicting view trees round-trip (left to right: a log does not say a view's direction)")
    func generatedTrees() throws {
        var conflicting = 0
        for seed in UInt64(0)..<60 {
            var generator = RandomCaseGenerator(seed: seed, knobs: .init(viewCount: 2...7, injectedConflicts: 0.3,
                                                                           uikitAnchors: 0.3))
            var layoutCase = generator.makeCase(name: "round-trip-\(seed)")
            layoutCase.layoutDirection = .leftToRight
            if try roundTrip(layoutCase) { conflicting += 1 }
        }
        #expect(conflicting >= 30)
    }
}
