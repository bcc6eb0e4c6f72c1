import LayoutCore
import Foundation
import LayoutFuzz
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// `Corpus/cases` of this package.
let perturbationCorpus: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)  // PerturbationTests.swift, LayoutFuzzTests, Tests
    return components.joined(separator: "/") + "/Corpus/cases"
}()

/// The case `Corpus/cases/<name>.json`.
func corpusCase(_ name: String) throws -> LayoutCase {
    try LayoutCase.read(from: "\(perturbationCorpus)/\(name).json")
}

/// The toolbar's perturbation report, computed once for the tests that read it.
let toolbarReport = Result { try Perturbation(try corpusCase("toolbar-332")).run() }

/// Perturbation of real layouts: boundaries, smells, the other direction, bad input.
@Suite struct PerturbationTests {
    func findings(_ report: PerturbationReport, _ axis: PerturbationAxis,
                  _ kind: LayoutProblem.Kind) -> [PerturbationFinding] {
        report.findings.filter { $0.axis == axis && $0.problem.kind == kind }
    }

    /// The issue's example: required widths 8 + 44 + 8 + 144 + 8 + 44 + 8 + 60 + 8 = 332.
    @Test func toolbarIsUnsatisfiableAt331AndNotAt332() throws {
        let report = try toolbarReport.get()
        #expect(report.base.result.status == .satisfied)
        let unsatisfiable = findings(report, .width, .unsatisfiable)
        #expect(unsatisfiable.count == 1)
        let finding = try #require(unsatisfiable.first)
        #expect(finding.outcome.variant.root.width == 331)
        #expect(finding.boundary == 332)
        #expect(finding.outcome.result.status == .unsatisfiable)
        #expect(finding.outcome.result.broken[0].conflict.map(\.name)
                == ["root.width", "c1", "backWidth", "c5", "titleMinimum", "c8", "shareWidth", "c12", "doneWidth", "c16"])
        var at332 = try corpusCase("toolbar-332")
        at332.root.width = 332
        guard case .laidOut(let layout, _) = CaseRunner.run(at332, strategy: FullSolver.self).outcome else {
            Issue.record("the toolbar is invalid")
            return
        }
        #expect(layout.status == .satisfied)
        // The title is squeezed below its 180 points from 367 down to 332; at 331 the layout
        // breaks c16 instead and the title is whole again.
        let compressed = findings(report, .width, .compressed)
        #expect(Set(compressed.map(\.problem)) == [.compressed(view: "title", axis: .horizontal)])
        #expect(compressed.map { [$0.outcome.variant.root.width, $0.boundary] } == [[332, 331], [367, 368]])
    }

    /// Text scaled up in the fixed 375-point toolbar: the title has 375 − 188 = 187 points, so
    /// at 188/180 it is compressed and at 187/180 (one point less of text) it is not.
    @Test func scaledTextIsCompressedInAFixedWidthRoot() throws {
        let report = try toolbarReport.get()
        let compressed = findings(report, .intrinsicScale, .compressed)
        let finding = try #require(compressed.first { $0.problem == .compressed(view: "title", axis: .horizontal) })
        #expect(finding.outcome.variant.intrinsicScale == 188.0 / 180)
        #expect(finding.boundary == 187.0 / 180)
        #expect(abs(finding.amount - 1) < 1e-9)
        #expect(finding.outcome.intrinsicSizes["title"]?.width == 188)
    }

    /// The seed's business card: `name.trailing == card.trailing + 5` puts every label 5 points
    /// past the card's right edge, as given; in right-to-left the mirror image is the same
    /// problem, so that direction adds nothing.
    @Test func positiveTrailingConstantsAreOutsideTheSuperview() throws {
        let report = try Perturbation(try corpusCase("business-card-senior")).run()
        let outside = findings(report, .asGiven, .outsideSuperview)
        #expect(outside.map(\.problem) == ["email", "name", "phone", "title"].map {
            .outsideSuperview(view: $0, axis: .horizontal)
        })
        let name = try #require(outside.first { $0.problem.view == "name" })
        #expect(LayoutSmells.overhang(of: "name", axis: .horizontal, in: name.outcome.result,
                                      superviews: report.superviews).map(\.edge) == [.right])
        #expect(outside.allSatisfy { abs($0.amount - 5) < 1e-9 })
        #expect(findings(report, .layoutDirection, .outsideSuperview).isEmpty)
    }

    /// Absolute edges do not mirror: `label` keeps its left edge in right-to-left, so `other`,
    /// placed on its trailing side, runs past the root's left edge.
    @Test func theOtherDirectionReportsWhatDoesNotMirror() throws {
        let text = Size(width: 100, height: 20)
        let layoutCase = LayoutCase(
            name: "mixed", root: TargetSize(width: 375),
            views: [.init(id: "row"), .init(id: "label", parent: "row", intrinsicSize: text),
                    .init(id: "other", parent: "row", intrinsicSize: text)],
            constraints: ["label.left == row.left + 8", "other.leading == label.trailing + 8", "label.top == row.top",
                          "other.top == row.top", "row.height == 20"].map { try! ConstraintSpec.parse($0) })
        let report = try Perturbation(layoutCase).run()
        #expect(report.findings.filter { $0.axis == .asGiven || $0.axis == .width }.isEmpty)
        let flipped = findings(report, .layoutDirection, .outsideSuperview)
        #expect(flipped.map(\.problem) == [.outsideSuperview(view: "other", axis: .horizontal)])
        #expect(flipped.first?.outcome.variant.layoutDirection == .rightToLeft)
        #expect(flipped.first?.amount == 100)
    }

    /// A root height the case gives is swept like the width; a fitting axis is not varied.
    @Test func heightsAreSweptWhenTheCaseGivesOne() throws {
        let layoutCase = LayoutCase(
            name: "screen", root: TargetSize(height: 812),
            views: [.init(id: "screen"), .init(id: "content", parent: "screen")],
            constraints: ["content.top == screen.top + 44", "content.height == 600", "content.bottom <= screen.bottom",
                          "content.leading == screen.leading", "content.width == 100", "screen.width == 100"]
                .map { try! ConstraintSpec.parse($0) })
        let perturbation = try Perturbation(layoutCase)
        #expect(perturbation.samples(.width) == nil)
        let report = try perturbation.run()
        let finding = try #require(findings(report, .height, .unsatisfiable).first)
        #expect(finding.outcome.variant.root == TargetSize(height: 643))
        #expect(finding.boundary == 644)
        #expect(report.sweeps.first { $0.axis == .width }?.layouts == 0)
    }

    /// A finding is never reported at a variant where the problem is absent, and the layouts of
    /// a corpus run stay within the documented bound.
    @Test(arguments: ["player-cell-too-narrow", "ambiguous-two-labels"])
    func findingsHoldWhereTheyAreReported(_ name: String) throws {
        let perturbation = try Perturbation(try corpusCase(name))
        let report = try perturbation.run()
        for finding in report.findings {
            #expect(finding.outcome.problems[finding.problem] != nil, "\(name): \(finding.problem)")
            if let boundary = finding.boundary {
                let other = try perturbation.outcome(finding.outcome.variant.with(finding.axis, boundary))
                #expect(other.problems[finding.problem] == nil, "\(name): \(finding.problem) at \(boundary)")
            }
        }
        #expect(report.layoutCount == perturbation.layoutCount)
        #expect(report.layoutCount < 400)
    }

    /// An unreadable file and an invalid case are typed errors naming the file.
    @Test func badCasesNameTheFile() throws {
        let missing = "\(perturbationCorpus)/no-such-case.json"
        #expect(throws: LayoutError.self) { try Perturbation.run(file: missing) }
        do {
            _ = try Perturbation.run(file: missing)
        } catch {
            #expect(error.file == missing)
        }
        let directory = try temporaryDirectory("perturb")
        let invalid = directory.appendingPathComponent("bad.json").path
        try Data(#"{"format": "layoutbench/case@1", "views": [{"id": "a"}], "constraints": ["a.left == b.left"]}"#.utf8)
            .write(to: URL(fileURLWithPath: invalid))
        do {
            _ = try Perturbation.run(file: invalid)
            Issue.record("an invalid case was perturbed")
        } catch {
            #expect(error.file == invalid)
            #expect(error.reason == .unknownView("b"))
        }
    }
}
