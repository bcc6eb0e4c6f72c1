import LayoutCore
import CollectionLayout
import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

@Suite("Self-sizing cells")
struct SelfSizingCellTests {
    @Test("Title lengths are reproducible and follow their distribution")
    func textLengths() {
        let cell = SelfSizingCell(itemCount: 2_000, seed: 3)
        #expect(cell.textLengths == SelfSizingCell(itemCount: 2_000, seed: 3).textLengths)
        #expect(cell.textLengths.allSatisfy { (1...600).contains($0) })
        let median = cell.textLengths.sorted()[1_000]
        #expect(abs(median - 60) <= 4, "median title length \(median)")
    }

    /// The solver's heights against the arithmetic of the constraints, with each strategy, at
    /// widths where the title wraps differently.
    @Test("Measured heights equal the constraints' arithmetic", arguments: ["incremental", "full"])
    func measuredEqualsArithmetic(_ name: String) throws {
        let strategy = try #require(SolverStrategies.all.first { $0.name == name })
        let cell = SelfSizingCell(itemCount: 60, seed: 8)
        let measurer = try CellMeasurer(cell, strategy: strategy)
        for width in [246.0, 320, 180.5, 246] {
            for index in 0..<cell.itemCount {
                let height = try measurer.height(width: width, index: index)
                #expect(abs(height - cell.expectedHeight(of: index, cellWidth: width)) < 1e-9,
                        "item \(index) (\(cell.textLengths[index]) characters) at width \(width)")
            }
        }
    }

    /// `CellMeasurer` does not analyse its layouts for ambiguity; this is why it need not.
    @Test("The cell is unambiguous at every width and text")
    func unambiguous() throws {
        let cell = SelfSizingCell(itemCount: 40, seed: 5)
        let measurer = try CellMeasurer(cell, strategy: IncrementalSolver.self)
        for width in [246.0, 320, 180.5] {
            for index in 0..<cell.itemCount {
                _ = try measurer.height(width: width, index: index)
                #expect(measurer.session.engine.ambiguity().isEmpty, "item \(index) at width \(width)")
            }
        }
    }

    @Test("Titles wrap: more text, more lines")
    func wrapping() {
        let cell = SelfSizingCell(itemCount: 200, seed: 1)
        let short = cell.textLengths.indices.min { cell.textLengths[$0] < cell.textLengths[$1] }!
        let long = cell.textLengths.indices.max { cell.textLengths[$0] < cell.textLengths[$1] }!
        #expect(cell.titleSize(of: long, cellWidth: 246).height > cell.titleSize(of: short, cellWidth: 246).height)
        #expect(cell.titleSize(of: long, cellWidth: 246).width == 246 - 16)
    }

    @Test("The measurer plugs into a layout's heightMeasure")
    func hook() throws {
        let cell = SelfSizingCell(itemCount: 40, seed: 2)
        let measurer = try CellMeasurer(cell, strategy: IncrementalSolver.self)
        let configuration = LayoutConfiguration(width: 1_024, columns: 4, columnSpacing: 8, itemSpacing: 8,
                                                insets: EdgeInsets(all: 8))
        var layout = try WaterfallLayout(configuration: configuration, heights: Array(repeating: 200, count: 40))
        layout.heightMeasure = measurer.heightMeasure
        try layout.measureItems(0..<40)
        let expected = (0..<40).map { cell.expectedHeight(of: $0, cellWidth: configuration.columnWidth) }
        #expect(layout.heights == expected)
        try layout.setWidth(768)
        let narrower = (768.0 - 16 - 24) / 4
        #expect(layout.heights == (0..<40).map { cell.expectedHeight(of: $0, cellWidth: narrower) })
        #expect(layout.frames == (try WaterfallLayout(configuration: layout.configuration, heights: layout.heights)).frames)
    }
}
