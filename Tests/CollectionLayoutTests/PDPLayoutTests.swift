import LayoutCore
import CollectionLayout
import Testing

@Suite("PDP layout")
struct PDPLayoutTests {
    /// The collection case of docs/Formats.md: an iPad in landscape, 2 columns of 512.
    @Test("Item 0 spans the width; the others go to the columns in turn")
    func designExample() throws {
        let layout = try PDPLayout(width: 1_024, traits: .iPadLandscape, heights: [420, 120, 300, 90])
        #expect(layout.configuration.columns == 2)
        #expect(layout.frames == [
            Rect(x: 0, y: 0, width: 1_024, height: 420),
            Rect(x: 0, y: 420, width: 512, height: 120),  // column 0
            Rect(x: 512, y: 420, width: 512, height: 300),  // column 1
            Rect(x: 0, y: 420 + 120, width: 512, height: 90),  // column 0 again, below item 1
        ])
        #expect(layout.contentSize == Size(width: 1_024, height: 420 + 300))
        #expect(layout.indices(in: Rect(x: 0, y: 0, width: 1_024, height: 768)) == [0, 1, 2, 3])
        #expect(layout.indices(in: Rect(x: 0, y: 630, width: 1_024, height: 768)) == [2])  // item 3 ends at 630
    }

    @Test("Spacings and insets: columns start below item 0 plus itemSpacing")
    func spacingAndInsets() throws {
        let configuration = LayoutConfiguration(width: 1_024, columns: 2, columnSpacing: 16, itemSpacing: 8,
                                                insets: EdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
        let layout = try PDPLayout(configuration: configuration, heights: [400, 100, 200, 50, 60])
        let columnWidth = (1_024.0 - 10 - 10 - 16) / 2  // 494
        let columnsTop = 20.0 + 400 + 8
        #expect(layout.frames == [
            Rect(x: 10, y: 20, width: 1_024 - 10 - 10, height: 400),
            Rect(x: 10, y: columnsTop, width: columnWidth, height: 100),
            Rect(x: 10 + columnWidth + 16, y: columnsTop, width: columnWidth, height: 200),
            Rect(x: 10, y: columnsTop + 100 + 8, width: columnWidth, height: 50),
            Rect(x: 10 + columnWidth + 16, y: columnsTop + 200 + 8, width: columnWidth, height: 60),
        ])
        #expect(layout.contentSize.height == columnsTop + 200 + 8 + 60 + 30)
    }

    @Test("Traits decide the columns as columnsBasedOnScreen() does", arguments: PDPTraits.Orientation.allCases)
    func traitColumns(orientation: PDPTraits.Orientation) {
        for horizontal in PDPTraits.SizeClass.allCases {
            for vertical in PDPTraits.SizeClass.allCases {
                for fullScreen in [true, false] {
                    let traits = PDPTraits(orientation: orientation, horizontalSizeClass: horizontal,
                                           verticalSizeClass: vertical, isFullScreen: fullScreen)
                    let two = orientation == .landscape && horizontal == .regular && vertical == .regular && fullScreen
                    #expect(traits.columns == (two ? 2 : 1), "\(traits)")
                }
            }
        }
        #expect(PDPTraits.iPadLandscape.columns == 2)
        #expect(PDPTraits.iPadPortrait.columns == 1)
        #expect(PDPTraits.iPadMultitasking.columns == 1)
        #expect(PDPTraits.iPhoneLandscape.columns == 1)
    }

    @Test("A size transition invalidates and recomputes: landscape, portrait, multitasking and back")
    func transitions() throws {
        let heights: [Double] = [420, 160, 300, 260, 220, 140, 280]
        var layout = try PDPLayout(width: 1_024, traits: .iPadLandscape, heights: heights)
        for (width, traits) in [(768.0, PDPTraits.iPadPortrait), (678, .iPadMultitasking), (1_024, .iPadLandscape)] {
            try layout.transition(toWidth: width, traits: traits)
            let fresh = try PDPLayout(width: width, traits: traits, heights: heights)
            #expect(layout.configuration == fresh.configuration)
            #expect(layout.frames == fresh.frames, "after the transition to \(width) wide")
            #expect(layout.contentSize == fresh.contentSize)
        }
        // In portrait the location (item 2) follows the summary (item 1) directly.
        try layout.transition(toWidth: 768, traits: .iPadPortrait)
        #expect(layout.frame(at: 2).minY == layout.frame(at: 1).maxY)
        // In landscape the description (item 3) is right below the summary.
        try layout.transition(toWidth: 1_024, traits: .iPadLandscape)
        #expect(layout.frame(at: 3).minY == layout.frame(at: 1).maxY)
    }

    @Test("Empty and single-item layouts")
    func smallLayouts() throws {
        let empty = try PDPLayout(width: 1_024, traits: .iPadLandscape, heights: [])
        #expect(empty.frames.isEmpty)
        #expect(empty.contentSize == Size(width: 1_024, height: 0))
        #expect(empty.indices(in: Rect(x: 0, y: 0, width: 1_024, height: 768)).isEmpty)
        let photo = try PDPLayout(width: 1_024, traits: .iPadLandscape, heights: [420])
        #expect(photo.frames == [Rect(x: 0, y: 0, width: 1_024, height: 420)])
        #expect(photo.contentSize.height == 420)
        #expect(photo.attributes(at: 0) == ItemAttributes(index: 0, frame: Rect(x: 0, y: 0, width: 1_024, height: 420)))
        #expect(photo.attributes(at: 1) == nil)
        #expect(photo.attributes(at: -1) == nil)
    }
}
