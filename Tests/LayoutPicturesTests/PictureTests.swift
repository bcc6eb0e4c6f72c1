import CollectionLayout
import Foundation
import LayoutFuzz
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing
@testable import LayoutPictures

/// `Corpus` of this package.
let corpus: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/") + "/Corpus"
}()

func solved(_ name: String) throws -> (LayoutCase, CaseResult) {
    let layoutCase = try LayoutCase.read(from: "\(corpus)/cases/\(name).json")
    return (layoutCase, CaseRunner.run(layoutCase, strategy: IncrementalSolver.self))
}

@Suite struct LayoutPictureTests {
    @Test func framesAreMovedIntoRootCoordinates() throws {
        let (layoutCase, result) = try solved("player-cell-too-narrow")
        guard case .laidOut(let layout, _) = result.outcome else { Issue.record("not laid out"); return }
        let placed = LayoutPicture.placement(layout, parents: layoutCase.parents)
        for view in placed {
            let frame = try #require(layout.frames[view.id])
            var x = frame.x, y = frame.y, parent = layoutCase.parents[view.id]
            while let id = parent, let outer = layout.frames[id] {
                x += outer.x
                y += outer.y
                parent = layoutCase.parents[id]
            }
            #expect(view.x == x && view.y == y, "\(view.id)")
            #expect(view.width == frame.width && view.height == frame.height)
        }
    }

    @Test func conflictingViewsAreOutlinedAndBrokenConstraintsListed() throws {
        let (layoutCase, result) = try solved("player-cell-too-narrow")
        guard case .laidOut(let layout, _) = result.outcome else { Issue.record("not laid out"); return }
        #expect(LayoutPicture.conflictViews(layout).isSuperset(of: ["duration", "play", "song"]))
        let svg = LayoutPicture.svg(result, parents: layoutCase.parents)
        #expect(svg.hasPrefix("<svg") && svg.contains("class=\"view conflict\""))
        #expect(svg.contains("Broken to recover:") && svg.contains("songWidth: song.width == 260"))
    }

    @Test func ambiguousViewsAreHatched() throws {
        let (layoutCase, result) = try solved("ambiguous-two-labels")
        let svg = LayoutPicture.svg(result, parents: layoutCase.parents)
        #expect(svg.contains("<pattern id=\"ambiguous\""))
        #expect(svg.components(separatedBy: "fill=\"url(#ambiguous)\"").count - 1 == 2)
        #expect(svg.contains("Ambiguous (hatched):"))
    }

    @Test func mentionsMatchWholeIDs() {
        #expect(LayoutPicture.mentions("c1: a.width == b.width", "b"))
        #expect(!LayoutPicture.mentions("c1: ab.width == 3", "b"))
    }

    @Test func anInvalidCaseIsAPictureSayingWhy() {
        let svg = LayoutPicture.svg(CaseRunner.run(file: "/nonexistent.json", strategy: FullSolver.self), parents: [:])
        #expect(svg.contains("invalid"))
    }
}

@Suite struct CollectionPictureTests {
    @Test func aShortCollectionIsOnePanelAndALongOneAPanelPerViewport() throws {
        let short = try CollectionCase.read(from: "\(corpus)/collections/flow-tags.json")
        let shortResult = try CollectionResult(short, strategy: NaiveQuery.self)
        let one = CollectionPicture.panels(shortResult, width: short.configuration.width, queries: short.queries)
        #expect(one.count == 1 && one[0].top == 0)
        let long = try CollectionCase.read(from: "\(corpus)/collections/pdp-10k.json")
        let longResult = try CollectionResult(long, strategy: NaiveQuery.self)
        let panels = CollectionPicture.panels(longResult, width: long.configuration.width, queries: long.queries)
        #expect(panels.count == min(long.queries.count, CollectionPicture.maximumPanels))
        for (panel, query) in zip(panels, long.queries) {
            #expect(panel.top <= query.y && panel.bottom >= min(query.y + query.height, longResult.contentSize.height))
            #expect((panel.bottom - panel.top) * panel.scale <= CollectionPicture.maximumHeight + 1e-9)
        }
    }

    @Test func aThinViewportGetsAPanelAboutAsTallAsTheCollectionIsWide() throws {
        let collection = try CollectionCase.read(from: "\(corpus)/collections/waterfall-tall-outlier.json")
        let result = try CollectionResult(collection, strategy: NaiveQuery.self)
        let panels = CollectionPicture.panels(result, width: collection.configuration.width, queries: collection.queries)
        let thinnest = try #require(collection.queries.indices.min { collection.queries[$0].height < collection.queries[$1].height })
        let panel = panels[thinnest]
        #expect(panel.query == thinnest)
        #expect(collection.queries[thinnest].height < 10)
        // A margin of (width - height) / 2 on each side, clipped by the content's end.
        #expect(panel.bottom - panel.top >= collection.configuration.width / 2)
    }

    @Test func theSVGShowsViewportsAndTheirAnswers() throws {
        let collection = try CollectionCase.read(from: "\(corpus)/collections/waterfall-tall-outlier.json")
        let result = try CollectionResult(collection, strategy: NaiveQuery.self)
        let svg = CollectionPicture.svg(result, of: collection, strategy: "naive")
        #expect(svg.components(separatedBy: "class=\"answer\"").count - 1 == collection.queries.count)
        #expect(svg.contains("class=\"viewport\"") && svg.contains("class=\"column\"") && svg.contains("class=\"item found\""))
    }
}

@Suite struct FindingPictureTests {
    @Test func aLayoutFindingGetsAPictureBesideItsFile() throws {
        let layoutCase = try LayoutCase.read(from: "\(corpus)/cases/ambiguous-two-labels.json")
        let finding = Finding(kind: .layout, seed: 1, reproducer: .layout(layoutCase), problems: ["x"], originalSize: 3, shrunkSize: 3)
        let directory = try temporaryDirectory("PictureTests")
        let path = directory.appendingPathComponent("finding-1.json").path
        let picture = try FindingPicture.save(finding, besideFileAt: path)
        #expect(picture == directory.appendingPathComponent("finding-1.svg").path)
        #expect(try String(contentsOfFile: picture!, encoding: .utf8).contains("ambiguous-two-labels"))
        #expect(FindingPicture.path(forFinding: "a.b/c") == "a.b/c.svg")
    }
}
