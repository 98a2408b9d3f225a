// swift-tools-version:6.0
// A user's test suite in miniature, for the end-to-end test of IndicatorTesting's snapshots
// (Tests/IndicatorTestingTests/SnapshotEndToEndTests.swift copies it to a temporary folder,
// sets INDICATORKIT_PATH to the checkout and runs `swift test` in it again and again).
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let path =
  Context.environment["INDICATORKIT_PATH"]
  ?? String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/")).prefixedSlash
let identity = path.split(separator: "/").last.map(String.init) ?? "IndicatorKit"

// Every test target tests with the same two libraries of the checkout.
let libraries: [Target.Dependency] = ["IndicatorCore", "IndicatorTesting"].map {
  .product(name: $0, package: identity)
}

let package = Package(
  name: "SnapshotScratch",
  dependencies: [.package(path: path)],
  targets: [
    .testTarget(name: "ScratchTabsTests", dependencies: libraries, exclude: ["__Snapshots__"]),
    // Swift Testing: parameterized cases in parallel, and same-named tests in two suites.
    .testTarget(name: "ScratchSuitesTests", dependencies: libraries, exclude: ["__Snapshots__"]),
    // Inline goldens: empty `matchesSVG:` strings the first run fills in.
    .testTarget(name: "ScratchInlineTests", dependencies: libraries),
  ],
  swiftLanguageModes: [.v6]
)

extension String {
  var prefixedSlash: String { hasPrefix("/") ? self : "/" + self }
}
