// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "IndicatorKit",
  products: [
    .library(name: "IndicatorCore", targets: ["IndicatorCore"])
  ],
  targets: [
    .target(name: "IndicatorCore"),
    .testTarget(name: "IndicatorCoreTests", dependencies: ["IndicatorCore"]),
  ],
  swiftLanguageModes: [.v6]
)
