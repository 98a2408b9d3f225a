// swift-tools-version:6.0
// A separate package that depends on IndicatorKit by path and uses every public name of
// DESIGN.md's Geometry, Path, Indicators and model sections without `@testable`, so that
// `.ci/run` proves the public API is complete and usable from outside.
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let root = #filePath.split(separator: "/").dropLast(3).last.map(String.init) ?? "IndicatorKit"

let package = Package(
  name: "Consumer",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [.product(name: "IndicatorCore", package: root)])
  ],
  swiftLanguageModes: [.v6]
)
