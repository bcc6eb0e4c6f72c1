import CollectionLayout
import Foundation
import LayoutGen
import LayoutTestSupport
import Testing

/// The files in Corpus/collections: they read, every strategy agrees on their queries and on a
/// scroll through them, and the generated ones are what ``CollectionWorkload`` generates.
@Suite("Collection corpus")
struct CorpusTests {
    static let directory = URL(fileURLWithPath: corpusPath("collections"))

    /// The generated files: name, kind, item count, seed, queries.
    static let generated: [(name: String, kind: LayoutKind, count: Int, seed: UInt64)] = [
        ("waterfall-100k", .waterfall, 100_000, 1),
        ("flow-20k", .flow, 20_000, 2),
        ("pdp-10k", .pdp, 10_000, 3),
    ]

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("Every corpus file reads and every strategy agrees on it")
    func everyFile() throws {
        #expect(Self.files.count >= 6)
        for file in Self.files {
            let collectionCase = try CollectionCase.read(from: Self.directory.appendingPathComponent(file).path)
            let layout = try collectionCase.makeLayout()
            let scroll = CollectionWorkload(kind: collectionCase.kind, itemCount: 0, seed: 0).spreadViewports(20, over: layout)
            let queries = layout.itemCount > 20_000 ? Array(collectionCase.queries.prefix(3)) : collectionCase.queries + scroll
            expectStrategiesAgree(layout, queries, file)
        }
    }

    @Test("The seed PDP: two columns in iPad landscape, one in portrait and multitasking")
    func seedPDP() throws {
        for (file, columns) in [("pdp-ipad-landscape.json", 2), ("pdp-ipad-portrait.json", 1), ("pdp-ipad-multitasking.json", 1)] {
            let collectionCase = try CollectionCase.read(from: Self.directory.appendingPathComponent(file).path)
            #expect(collectionCase.configuration.columns == columns, "\(file)")
            #expect(collectionCase.traits?.columns == columns, "\(file)")
        }
    }

    /// Regenerates the files when LAYOUTBENCH_WRITE_CORPUS is set; otherwise checks them.
    @Test("Generated files are reproducible from (kind, item count, seed)", arguments: generated.indices)
    func generatedFile(index: Int) throws {
        let (name, kind, count, seed) = Self.generated[index]
        let text = CollectionWorkload(kind: kind, itemCount: count, seed: seed).collectionCase(name: name, queries: 8).jsonText
        let url = Self.directory.appendingPathComponent(name + ".json")
        if ProcessInfo.processInfo.environment["LAYOUTBENCH_WRITE_CORPUS"] != nil {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        #expect(text.utf8.count < 2_000_000, "\(name) is too large for the corpus")
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "\(name) differs from its generator")
    }
}
