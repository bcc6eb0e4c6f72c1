// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutBench",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutGen", targets: ["LayoutGen"]),
        .executable(name: "layoutbench", targets: ["layoutbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "LayoutModel", dependencies: ["LayoutSolver"]),
        .target(name: "CollectionLayout"),
        .target(name: "LayoutGen", dependencies: ["LayoutSolver", "CollectionLayout"]),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "LayoutSolver",
                "LayoutModel",
                "LayoutGen",
                "CollectionLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "LayoutGen"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "LayoutGen"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutSolver"]),
    ]
)
