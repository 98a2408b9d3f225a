// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "IndicatorKit",
  products: [
    .library(name: "IndicatorCore", targets: ["IndicatorCore"]),
    .executable(name: "indicator-bench", targets: ["indicator-bench"]),
  ],
  targets: [
    .target(name: "IndicatorCore"),
    .executableTarget(name: "indicator-bench", dependencies: ["IndicatorCore"]),
    .testTarget(name: "IndicatorCoreTests", dependencies: ["IndicatorCore"]),
  ],
  swiftLanguageModes: [.v6]
)
