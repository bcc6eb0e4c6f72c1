// swift-tools-version: 6.1
// The benchmark suites, in a package of their own so that building and testing the main package
// never builds ordo-one/benchmark. Run from this folder: `swift package benchmark`.
import PackageDescription

let package = Package(
    name: "LayoutBenchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "LayoutBench", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LayoutSolver", package: "LayoutBench"),
                .product(name: "CollectionLayout", package: "LayoutBench"),
                .product(name: "LayoutGen", package: "LayoutBench"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
