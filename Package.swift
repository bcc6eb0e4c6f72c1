// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutBench",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .executable(name: "layoutbench", targets: ["layoutbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "LayoutModel", dependencies: ["LayoutSolver"]),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "LayoutSolver",
                "LayoutModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutSolver"]),
    ]
)
