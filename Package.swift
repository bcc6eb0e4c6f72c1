// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutBench",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .executable(name: "layoutbench", targets: ["layoutbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .executableTarget(
            name: "layoutbench",
            dependencies: [
                "LayoutSolver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    ]
)
