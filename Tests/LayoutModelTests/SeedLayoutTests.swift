import LayoutCore
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// The seed articles' layouts, built in Swift as the articles write them, with frames worked
/// out by hand. Cards are 375 wide; their height is the compressed fitting size.
@Suite struct SeedLayoutTests {
    @Test func seniorCardStacksLabelsUnderThePhotoAndOverflowsBy5() throws {
        let card = SeniorBusinessCardView(businessCardComponents: BusinessCardComponents())
        card.targetSize.width = 375
        let result = try layoutWithEveryStrategy(card)
        #expect(result.status == .satisfied)
        // Positive trailing constants: each label ends at 375 + 5, 5 points past the card.
        expectFrames(result, [
            "card": Rect(x: 0, y: 0, width: 375, height: 100 + 5 + 20 + 5 + 16 + 5 + 16 + 5 + 16),
            "photo": Rect(x: 0, y: 0, width: 375, height: 100),
            "name": Rect(x: 5, y: 100 + 5, width: 375 + 5 - 5, height: 20),
            "title": Rect(x: 5, y: 105 + 20 + 5, width: 375, height: 16),
            "phone": Rect(x: 5, y: 130 + 16 + 5, width: 375, height: 16),
            "email": Rect(x: 5, y: 151 + 16 + 5, width: 375, height: 16),
        ])
        #expect(card.frame.height == 188)
        #expect(!card.hasAmbiguousLayout)
    }

    @Test func fullCardPutsAContainerBesideThePhoto() throws {
        let card = FullBusinessCardView(businessCardComponents: BusinessCardComponents())
        card.targetSize.width = 375
        let result = try layoutWithEveryStrategy(card)
        #expect(result.status == .satisfied)
        expectFrames(result, [
            // Nothing ties the card's bottom to its content: its fitting height is 0.
            "card": Rect(x: 0, y: 0, width: 375, height: 0),
            "photo": Rect(x: 5, y: 0, width: 80, height: 80),
            "rightContentContainer": Rect(x: 5 + 80 + 5, y: 0, width: 375 + 5 - 90, height: 80),
            // In the container's coordinates.
            "name": Rect(x: 0, y: 0, width: 290, height: 20),
            "title": Rect(x: 0, y: 20, width: 290, height: 16),
            "phone": Rect(x: 0, y: 20 + 16, width: 290, height: 16),
            "email": Rect(x: 0, y: 36 + 16, width: 290, height: 16),
        ])
    }

    @Test func juniorCardLeavesTheStacksSpareHeightAmbiguous() throws {
        let card = JuniorBusinessCardView(businessCardComponents: BusinessCardComponents())
        card.targetSize.width = 375
        let result = try layoutWithEveryStrategy(card)
        // The stack is 50 tall (the photo's height) and its four 12-point labels need 48; with
        // equal hugging, fill distribution does not say which label takes the 2 spare points.
        #expect(result.status == .ambiguous)
        #expect(result.ambiguous == [
            "name": [.height], "title": [.y, .height], "email": [.y, .height], "phone": [.y, .height],
        ])
        expectFrames(result, [
            "photo": Rect(x: 5, y: 0, width: 50, height: 50),
            "stackContentContainer": Rect(x: 5 + 50 + 5, y: 0, width: 375 + 5 - 60, height: 50),
        ])
        #expect(result["name"]?.x == 0 && result["name"]?.y == 0 && result["name"]?.width == 320)
    }

    @Test func juniorCardWithALowerHuggingNameStretchesTheName() throws {
        let components = BusinessCardComponents()
        components.nameLabel.setContentHuggingPriority(249, for: .vertical)
        let card = JuniorBusinessCardView(businessCardComponents: components)
        card.targetSize.width = 375
        let result = try layoutWithEveryStrategy(card)
        #expect(result.status == .satisfied)
        expectFrames(result, [
            "name": Rect(x: 0, y: 0, width: 320, height: 50 - 3 * 12),
            "title": Rect(x: 0, y: 14, width: 320, height: 12),
            "email": Rect(x: 0, y: 14 + 12, width: 320, height: 12),
            "phone": Rect(x: 0, y: 26 + 12, width: 320, height: 12),
        ])
    }

    @Test func anchorPlayerCell() throws {
        let cell = AnchorPlayerCell()
        cell.targetSize.width = 375
        let result = try layoutWithEveryStrategy(cell)
        #expect(result.status == .satisfied)
        expectFrames(result, [
            "cell": Rect(x: 0, y: 0, width: 375, height: 64),  // 64 @999 beats fitting @50
            "play": Rect(x: 16, y: 32 - 18, width: 36, height: 36),
            "song": Rect(x: 16 + 36 + 16, y: 14, width: 140, height: 19),
            "album": Rect(x: 68, y: 64 - 14 - 16, width: 100, height: 16),
            "duration": Rect(x: 375 - 24 - 40, y: 32 - 17 / 2, width: 40, height: 17),
        ])
    }

    @Test func anchorPlayerCellWithALongSongNameKeepsTheDuration() throws {
        let cell = AnchorPlayerCell()
        cell.targetSize.width = 375
        try cell.layoutIfNeeded()
        cell.songNameLabel.intrinsicContentSize.width = 300
        let result = try cell.layoutIfNeeded()
        // duration.leading >= song.trailing + 8 is required; the duration's compression
        // resistance (751) beats the song's (750), so the song is truncated.
        expectFrames(result, [
            "song": Rect(x: 68, y: 14, width: 375 - 24 - 40 - 8 - 68, height: 19),
            "duration": Rect(x: 311, y: 23.5, width: 40, height: 17),
        ])
        expectAgreement(result, try LayoutEngine(strategy: FullSolver.self).layout(cell))
    }

    @Test func stackPlayerCell() throws {
        let cell = StackPlayerCell()
        cell.targetSize.width = 375
        let result = try layoutWithEveryStrategy(cell)
        #expect(result.status == .satisfied)
        let stackHeight = 64.0 - 8 - 8
        let spacerWidth = 335.0 - (36 + 8 + 140 + 0 + 8 + 40)
        expectFrames(result, [
            "stack": Rect(x: 16, y: 8, width: 375 - 16 - 24, height: stackHeight),
            "play": Rect(x: 0, y: stackHeight / 2 - 18, width: 36, height: 36),
            // The labels stack fits its widest label (fit @51) and is as tall as both labels.
            "labels": Rect(x: 36 + 8, y: 24 - (19 + 16) / 2, width: 140, height: 19 + 16),
            "song": Rect(x: 0, y: 0, width: 140, height: 19),
            "album": Rect(x: 0, y: 19, width: 100, height: 16),
            // Custom spacing 0 after the labels; the spacer takes what is left and is suppressed to 0 tall.
            "spacer": Rect(x: 44 + 140 + 0, y: 24, width: spacerWidth, height: 0),
            "duration": Rect(x: 184 + spacerWidth + 8, y: 24 - 8.5, width: 40, height: 17),
        ])
    }

    @Test func seedLayoutsExportToTheirCorpusFiles() throws {
        let builders: [(String, () -> View)] = [
            ("business-card-senior", { SeniorBusinessCardView(businessCardComponents: BusinessCardComponents()) }),
            ("business-card-full", { FullBusinessCardView(businessCardComponents: BusinessCardComponents()) }),
            ("business-card-junior", { JuniorBusinessCardView(businessCardComponents: BusinessCardComponents()) }),
            ("player-cell-anchors", { AnchorPlayerCell() }),
            ("player-cell-stack", { StackPlayerCell() }),
        ]
        for (name, build) in builders {
            let root = build()
            root.targetSize.width = 375
            let exported = LayoutCase(exporting: root, name: name)
            let file = try LayoutCase.read(from: corpusPath("cases") + "/\(name).json")
            // The same views and constraints as the hand-written file (which lists them in a
            // more readable order; order only matters when required constraints conflict).
            #expect(exported.views.sorted { $0.id < $1.id } == file.views.sorted { $0.id < $1.id }, "\(name) views")
            #expect(exported.constraints.map(\.description).sorted() == file.constraints.map(\.description).sorted(),
                    "\(name) constraints")
            for strategy in SolverStrategies.all {
                guard case .laidOut(let fromFile, _) = CaseRunner.run(file, strategy: strategy).outcome else {
                    Issue.record("\(name) is invalid")
                    continue
                }
                expectAgreement(try LayoutEngine(strategy: strategy).layout(root, analyzingAmbiguity: true), fromFile, context: name)
            }
        }
    }
}
