// swift-tools-version: 6.1
import PackageDescription
import Foundation

// Allocation statistics come from jemalloc when its development files are installed (CI installs
// libjemalloc-dev). Only then is the executable linked with it, so that its malloc is jemalloc's;
// without it everything builds and `AllocationCounter.unavailableReason` says what is missing.
let jemallocLibraryDirectories = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
                                  "/usr/local/lib"]
let hasJemalloc = FileManager.default.fileExists(atPath: "/usr/include/jemalloc/jemalloc.h")
    && jemallocLibraryDirectories.contains { FileManager.default.fileExists(atPath: "\($0)/libjemalloc.so") }

let package = Package(
    name: "LayoutBench",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutGen", targets: ["LayoutGen"]),
        .library(name: "LayoutReport", targets: ["LayoutReport"]),
        .library(name: "LayoutFuzz", targets: ["LayoutFuzz"]),
        .library(name: "LayoutExplain", targets: ["LayoutExplain"]),
        .library(name: "LayoutPlot", targets: ["LayoutPlot"]),
        .library(name: "LayoutPictures", targets: ["LayoutPictures"]),
        .executable(name: "layoutbench", targets: ["layoutbench"]),
        // libFuzzer target (README "Fuzzing the solver with libFuzzer"); plain builds replay inputs.
        .executable(name: "SolverFuzzer", targets: ["SolverFuzzer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        // SVG drawing (scales, axes, bars, curves, legends); no dependencies, no jemalloc.
        .target(name: "LayoutPlot"),
        .target(name: "LayoutModel", dependencies: ["LayoutSolver"]),
        .target(name: "CollectionLayout"),
        .target(name: "LayoutGen", dependencies: ["LayoutSolver", "LayoutModel", "CollectionLayout"]),
        .target(
            name: "CJemallocShim",
            cSettings: hasJemalloc ? [.define("LAYOUTBENCH_JEMALLOC")] : [],
            linkerSettings: hasJemalloc ? [.linkedLibrary("jemalloc")] : []
        ),
        .target(name: "LayoutReport", dependencies: ["LayoutGen", "LayoutModel", "LayoutSolver", "LayoutPlot", "CJemallocShim"]),
        .target(
            name: "LayoutFuzz",
            dependencies: ["LayoutSolver", "LayoutModel", "CollectionLayout", "LayoutGen"]
        ),
        .target(name: "LayoutExplain", dependencies: ["LayoutSolver", "LayoutModel", "LayoutPlot"]),
        // Pictures of laid-out view trees, collections and fuzz findings, drawn with LayoutPlot.
        .target(name: "LayoutPictures",
                dependencies: ["LayoutModel", "LayoutSolver", "CollectionLayout", "LayoutFuzz", "LayoutPlot"]),
        .target(
            name: "BenchRunner",
            dependencies: ["LayoutSolver", "LayoutModel", "CollectionLayout", "LayoutGen", "LayoutReport"]
        ),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "LayoutSolver",
                "LayoutModel",
                "LayoutGen",
                "CollectionLayout",
                "LayoutReport",
                "BenchRunner",
                "LayoutFuzz",
                "LayoutExplain",
                "LayoutPictures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "SolverFuzzer", dependencies: ["LayoutFuzz", "LayoutSolver"]),
        .testTarget(name: "LayoutPlotTests", dependencies: ["LayoutPlot"]),
        .testTarget(name: "LayoutPicturesTests",
                    dependencies: ["LayoutPictures", "LayoutModel", "LayoutSolver", "CollectionLayout", "LayoutFuzz"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "LayoutGen"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "LayoutGen"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutSolver", "LayoutGen", "LayoutFuzz"]),
        .testTarget(name: "LayoutFuzzTests", dependencies: ["LayoutFuzz", "LayoutModel", "LayoutSolver", "LayoutGen"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "LayoutModel", "LayoutGen", "LayoutSolver"]),
        .testTarget(name: "LayoutGenTests",
                    dependencies: ["LayoutGen", "CollectionLayout", "LayoutModel", "LayoutSolver", "LayoutFuzz"]),
        .testTarget(name: "LayoutExplainTests", dependencies: ["LayoutExplain", "LayoutModel", "LayoutSolver"]),
        .testTarget(name: "BenchRunnerTests", dependencies: ["BenchRunner", "LayoutGen", "CollectionLayout", "LayoutReport"]),
    ]
)
