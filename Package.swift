// swift-tools-version: 6.1
import PackageDescription

// Allocation statistics come from jemalloc, found the way SwiftPM finds system libraries: the
// `CJemalloc` system-library target asks pkg-config for `jemalloc` (apt: libjemalloc-dev, brew:
// jemalloc) each time a build is planned. When it is found, the link adds -ljemalloc and the
// executable's malloc is jemalloc's; when not, SwiftPM warns, everything still builds, and
// `AllocationCounter.unavailableReason` (printed by `bench`, recorded in run metadata) says why.
// Only LayoutMeasure depends on it, so only the executable, the bench runner and their tests link it.
let package = Package(
    name: "LayoutBench",
    products: [
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutGen", targets: ["LayoutGen"]),
        .library(name: "LayoutMeasure", targets: ["LayoutMeasure"]),
        .library(name: "LayoutReport", targets: ["LayoutReport"]),
        .library(name: "LayoutPeers", targets: ["LayoutPeers"]),
        .library(name: "LayoutFuzz", targets: ["LayoutFuzz"]),
        .library(name: "LayoutExplain", targets: ["LayoutExplain"]),
        .library(name: "LayoutPlot", targets: ["LayoutPlot"]),
        .library(name: "LayoutPictures", targets: ["LayoutPictures"]),
        .library(name: "LayoutCommands", targets: ["LayoutCommands"]),
        // UIKit's layout surface under UIKit's names, over LayoutModel: app view code on Linux.
        .library(name: "LayoutBenchUIKit", targets: ["LayoutBenchUIKit"]),
        .library(name: "LayoutBenchUIKitExamples", targets: ["LayoutBenchUIKitExamples"]),
        .library(name: "LayoutBenchAudit", targets: ["LayoutBenchAudit"]),
        .library(name: "LayoutBenchAuditTesting", targets: ["LayoutBenchAuditTesting"]),
        .executable(name: "layoutbench", targets: ["layoutbench"]),
        // libFuzzer target (README "Fuzzing the solver with libFuzzer"); plain builds replay inputs.
        .executable(name: "SolverFuzzer", targets: ["SolverFuzzer"]),
        // One libFuzzer target per input format (docs/Fuzzing.md); plain builds replay inputs.
        .executable(name: "CaseFileFuzzer", targets: ["CaseFileFuzzer"]),
        .executable(name: "CollectionFileFuzzer", targets: ["CollectionFileFuzzer"]),
        .executable(name: "ConsoleLogFuzzer", targets: ["ConsoleLogFuzzer"]),
        .executable(name: "ResultsFuzzer", targets: ["ResultsFuzzer"]),
        .executable(name: "VisualFormatFuzzer", targets: ["VisualFormatFuzzer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // What the model, layouts, generators, fuzzing, reporting and commands share: geometry,
        // JSON values and text, CSV, number and table text, atomic files, the seeded generator.
        // Depends on nothing but Foundation; LayoutSolver, LayoutPlot and LayoutMeasure do not use it.
        .target(name: "LayoutCore"),
        .target(name: "LayoutSolver"),
        // SVG drawing (scales, axes, bars, curves, legends); no dependencies, no jemalloc.
        .target(name: "LayoutPlot"),
        .target(name: "LayoutModel", dependencies: ["LayoutCore", "LayoutSolver"]),
        .target(name: "CollectionLayout", dependencies: ["LayoutCore"]),
        .target(name: "LayoutGen", dependencies: ["LayoutCore", "LayoutSolver", "LayoutModel", "CollectionLayout"]),
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc",
                       providers: [.apt(["libjemalloc-dev"]), .brew(["jemalloc"])]),
        .target(name: "CJemallocShim", dependencies: ["CJemalloc"]),
        // Measuring: clocks and samples, allocation counts (jemalloc). Reporting does not link it.
        .target(name: "LayoutMeasure", dependencies: ["CJemallocShim"]),
        // Reporting: result rows, results CSV, run metadata, baseline comparison, the HTML page.
        .target(name: "LayoutReport", dependencies: ["LayoutCore", "LayoutPlot"]),
        // The peers: other solvers (kiwisolver, kiwi C++) run as external processes on exported
        // workloads; they fetch and build what they need (python3, pip, tar, clang++).
        .target(name: "LayoutPeers", dependencies: ["LayoutGen", "LayoutReport"]),
        .target(
            name: "LayoutFuzz",
            dependencies: ["LayoutCore", "LayoutSolver", "LayoutModel", "CollectionLayout", "LayoutGen"]
        ),
        .target(name: "LayoutExplain", dependencies: ["LayoutCore", "LayoutSolver", "LayoutModel", "LayoutPlot"]),
        // UIView, anchors, NSLayoutConstraint, stacks, labels… as thin classes over LayoutModel's
        // views and engine (docs/UIKit.md); re-exports Foundation for CGFloat and CGRect. Its console
        // messages are LayoutExplain's writer's, so `explain` reads them back.
        .target(name: "LayoutBenchUIKit", dependencies: ["LayoutCore", "LayoutSolver", "LayoutModel", "LayoutExplain"]),
        // View code as a team writes it (the seeds' views and the corpus of app-style views), importing
        // only LayoutBenchUIKit: what the tests lay out and `bench` times against LayoutModel. Swift 5
        // mode, as docs/UIKit.md asks of an app's view files (closures Foundation marks `@Sendable`,
        // such as keyboard observers, capture views and controllers).
        .target(name: "LayoutBenchUIKitExamples", dependencies: ["LayoutBenchUIKit"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Pictures of laid-out view trees, collections and fuzz findings, drawn with LayoutPlot.
        .target(name: "LayoutPictures",
                dependencies: ["LayoutCore", "LayoutModel", "LayoutSolver", "CollectionLayout", "LayoutFuzz", "LayoutPlot"]),
        // A view laid out over widths, text sizes, text and directions, its findings named by
        // property, each with a picture, a case file and a width range (docs/UIKit.md, "Auditing").
        .target(name: "LayoutBenchAudit",
                dependencies: ["LayoutBenchUIKit", "LayoutCore", "LayoutModel", "LayoutSolver", "LayoutFuzz", "LayoutPictures"]),
        // The audit's Swift Testing helper (apart, so that nothing else links Testing).
        .target(name: "LayoutBenchAuditTesting", dependencies: ["LayoutBenchAudit", "LayoutBenchUIKit"]),
        .target(
            name: "BenchRunner",
            dependencies: ["LayoutCore", "LayoutSolver", "LayoutModel", "CollectionLayout", "LayoutGen", "LayoutReport",
                           "LayoutPeers", "LayoutMeasure", "LayoutBenchUIKit", "LayoutBenchUIKitExamples", "LayoutBenchAudit"]
        ),
        // One function per command: its options value in; output, messages, files written and exit
        // status out (docs/CLI.md). Each options value is an ArgumentParser `ParsableArguments`, so
        // an option is declared once, where the command's function reads it.
        .target(
            name: "LayoutCommands",
            dependencies: ["LayoutCore", "LayoutSolver", "LayoutModel", "CollectionLayout", "LayoutReport", "LayoutPeers",
                           "LayoutMeasure", "BenchRunner", "LayoutFuzz", "LayoutExplain", "LayoutPictures",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "LayoutCommands",
                "LayoutReport",
                "LayoutMeasure",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The Swift runtime and Foundation linked in statically on Linux, into an executable
            // that is not position-independent: the shared libraries' pages were about 5 MB of
            // every run's resident size, and a static PIE's relocations (2.6 MB, every one applied
            // at start) and the pages they write about 3 MB more (docs/Bench.md, "The sixteenth
            // round").
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "SolverFuzzer", dependencies: ["LayoutCore", "FuzzTargets", "LayoutFuzz", "LayoutSolver"]),
        // The input formats' fuzz targets: one check per format, each wrapped by a tiny executable.
        .target(name: "FuzzTargets",
                dependencies: ["LayoutCore", "LayoutModel", "CollectionLayout", "LayoutGen", "LayoutFuzz", "LayoutExplain",
                               "LayoutReport"]),
        .executableTarget(name: "CaseFileFuzzer", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "CollectionFileFuzzer", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "ConsoleLogFuzzer", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "ResultsFuzzer", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "VisualFormatFuzzer", dependencies: ["FuzzTargets"]),
        // What the test targets share: package paths, approximate comparisons, view-tree builders,
        // layout expectations across every strategy.
        .target(name: "LayoutTestSupport", dependencies: ["LayoutCore", "LayoutSolver", "LayoutModel", "LayoutFuzz", "LayoutReport"],
                path: "Tests/LayoutTestSupport"),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutTestSupport"]),
        .testTarget(name: "LayoutMeasureTests", dependencies: ["LayoutMeasure"]),
        .testTarget(name: "LayoutPlotTests", dependencies: ["LayoutPlot"]),
        .testTarget(name: "LayoutPicturesTests",
                    dependencies: ["LayoutTestSupport", "LayoutCore", "LayoutPictures", "LayoutModel", "LayoutSolver", "CollectionLayout", "LayoutFuzz"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutTestSupport", "LayoutCore", "LayoutSolver", "LayoutGen"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["LayoutTestSupport", "LayoutCore", "CollectionLayout", "LayoutGen"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutTestSupport", "LayoutCore", "LayoutModel", "LayoutSolver", "LayoutGen", "LayoutFuzz"]),
        .testTarget(name: "LayoutFuzzTests", dependencies: ["LayoutTestSupport", "LayoutCore", "LayoutFuzz", "LayoutModel", "LayoutSolver", "LayoutGen"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutTestSupport", "LayoutCore", "LayoutReport"]),
        .testTarget(name: "LayoutPeersTests", dependencies: ["LayoutTestSupport", "LayoutPeers", "LayoutReport", "LayoutGen", "LayoutSolver"]),
        .testTarget(name: "LayoutGenTests", dependencies: ["LayoutTestSupport", "LayoutCore", "LayoutGen", "CollectionLayout", "LayoutModel", "LayoutSolver", "LayoutFuzz"]),
        .testTarget(name: "LayoutExplainTests", dependencies: ["LayoutTestSupport", "LayoutCore", "LayoutExplain", "LayoutModel", "LayoutSolver"]),
        .testTarget(name: "LayoutCommandsTests",
                    dependencies: ["LayoutTestSupport", "LayoutCommands", "LayoutCore", "LayoutReport", "LayoutFuzz", "BenchRunner",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    exclude: ["Golden"]),
        .testTarget(name: "LayoutBenchUIKitTests",
                    dependencies: ["LayoutTestSupport", "LayoutBenchUIKit", "LayoutBenchUIKitExamples", "LayoutCore", "LayoutModel", "LayoutSolver", "LayoutExplain",
                                   "LayoutBenchAudit", "LayoutBenchAuditTesting", "LayoutFuzz", "CollectionLayout"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["LayoutTestSupport", "FuzzTargets", "LayoutReport"]),
        .testTarget(name: "BenchRunnerTests", dependencies: ["LayoutTestSupport", "LayoutCore", "BenchRunner", "LayoutMeasure", "LayoutGen", "CollectionLayout", "LayoutReport",
                                                          "LayoutPeers"]),
    ]
)
