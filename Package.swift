// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "IndicatorKit",
  products: [
    .library(name: "IndicatorCore", targets: ["IndicatorCore"]),
    .library(name: "IndicatorTesting", targets: ["IndicatorTesting"]),
    .library(name: "IndicatorRendering", targets: ["IndicatorRendering"]),
    .executable(name: "indicator-gallery", targets: ["indicator-gallery"]),
    .executable(name: "indicator-bench", targets: ["indicator-bench"]),
  ],
  targets: [
    .target(name: "IndicatorCore"),
    // SVG drawing of bars: no XCTest, so executables (the gallery, users' scripts) can link it.
    .target(name: "IndicatorRendering", dependencies: ["IndicatorCore"]),
    .target(name: "IndicatorTesting", dependencies: ["IndicatorCore", "IndicatorRendering"]),
    // SplitMix64 for the seeded tests and the benchmark's inputs; internal, not a product.
    .target(name: "SeededRandom"),
    .executableTarget(
      name: "indicator-gallery", dependencies: ["IndicatorCore", "IndicatorRendering"]),
    .executableTarget(name: "indicator-bench", dependencies: ["IndicatorCore", "SeededRandom"]),
    .testTarget(name: "IndicatorCoreTests", dependencies: ["IndicatorCore", "SeededRandom"]),
    .testTarget(
      name: "IndicatorTestingTests", dependencies: ["IndicatorTesting", "IndicatorRendering"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GalleryTests",
      dependencies: ["indicator-gallery", "IndicatorCore", "IndicatorRendering"]),
  ],
  swiftLanguageModes: [.v6]
)
