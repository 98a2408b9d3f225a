// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "IndicatorKit",
  products: [
    .library(name: "IndicatorCore", targets: ["IndicatorCore"]),
    .library(name: "IndicatorTesting", targets: ["IndicatorTesting"]),
    .executable(name: "indicator-gallery", targets: ["indicator-gallery"]),
    .executable(name: "indicator-bench", targets: ["indicator-bench"]),
  ],
  targets: [
    .target(name: "IndicatorCore"),
    .target(name: "IndicatorTesting", dependencies: ["IndicatorCore"]),
    // SplitMix64 for the seeded tests and the benchmark's inputs; internal, not a product.
    .target(name: "SeededRandom"),
    .executableTarget(name: "indicator-gallery", dependencies: ["IndicatorCore"]),
    .executableTarget(name: "indicator-bench", dependencies: ["IndicatorCore", "SeededRandom"]),
    .testTarget(name: "IndicatorCoreTests", dependencies: ["IndicatorCore", "SeededRandom"]),
    .testTarget(name: "IndicatorTestingTests", dependencies: ["IndicatorTesting"]),
    .testTarget(name: "GalleryTests", dependencies: ["indicator-gallery", "IndicatorCore"]),
  ],
  swiftLanguageModes: [.v6]
)
