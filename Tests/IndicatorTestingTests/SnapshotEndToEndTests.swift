import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs a user's suite — `Tests/SnapshotScratchPackage`, copied to a temporary folder — with
/// `swift test` as a user would: record, pass, fail with artifacts after the template
/// changes, re-record, pass; then `.never` and `CI`; then Swift Testing suites
/// (parameterized, same-named tests) and inline goldens, recorded then run five times.
///
/// It builds a second package, so it runs only when `INDICATOR_SNAPSHOT_E2E=1` (`.ci/run`
/// sets it): `INDICATOR_SNAPSHOT_E2E=1 swift test --filter SnapshotEndToEndTests`.
final class SnapshotEndToEndTests: XCTestCase {
  struct Run {
    var status: Int32
    var output: String
  }

  /// The checkout: three levels above this file.
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func testRecordPassFailReRecordNeverAndCI() throws {
    guard ProcessInfo.processInfo.environment["INDICATOR_SNAPSHOT_E2E"] == "1" else {
      throw XCTSkip("set INDICATOR_SNAPSHOT_E2E=1 to build and run the scratch package")
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapshot-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let package = work.appendingPathComponent("SnapshotScratchPackage")
    let artifacts = work.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Tests/SnapshotScratchPackage"), to: package)
    try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
    let snapshots = package.appendingPathComponent("Tests/ScratchTabsTests/__Snapshots__")
    try? FileManager.default.removeItem(at: snapshots)
    let references = ["testBar.1.svg", "testTemplate.underline.svg", "testTransition.1.svg"].map {
      snapshots.appendingPathComponent("ScratchTabsTests/\($0)")
    }
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    func swiftTest(
      _ environment: [String: String], _ step: String, filter: String = "ScratchTabsTests"
    ) throws -> Run {
      var env = ProcessInfo.processInfo.environment
      for key in [
        "CI", "INDICATOR_SNAPSHOT_RECORD", "SCRATCH_UNDERLINE_HEIGHT", "INDICATOR_SNAPSHOT_E2E",
      ] {
        env[key] = nil
      }
      env["INDICATORKIT_PATH"] = root.standardizedFileURL.path
      env["INDICATOR_SNAPSHOT_ARTIFACTS"] = artifacts.path
      env.merge(environment) { $1 }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swift", "test", "--package-path", package.path, "--filter", filter]
      process.environment = env
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let run = Run(
        status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
      print("== scratch package, \(step): exit \(run.status)")
      return run
    }
    func count(_ text: String, in output: String) -> Int {
      output.components(separatedBy: text).count - 1
    }

    // 1. The first run records every reference and fails, saying so.
    let first = try swiftTest([:], "first run")
    XCTAssertNotEqual(first.status, 0, first.output)
    XCTAssertEqual(
      count("No reference was found on disk. Automatically recorded", in: first.output), 3,
      first.output)
    for reference in references { XCTAssertTrue(exists(reference), reference.path) }
    let recorded = try String(contentsOf: references[0], encoding: .utf8)
    XCTAssertTrue(
      recorded.contains("<path class=\"indicator\" id=\"bar-0-indicator\" d=\"M"), recorded)

    // 2. The second run compares and passes.
    let second = try swiftTest([:], "second run")
    XCTAssertEqual(second.status, 0, second.output)

    // 3. The template changes: the run fails, names what differs and writes the artifacts.
    let changed = try swiftTest(["SCRATCH_UNDERLINE_HEIGHT": "3"], "template changed")
    XCTAssertNotEqual(changed.status, 0, changed.output)
    XCTAssertEqual(count("does not match the reference", in: changed.output), 3, changed.output)
    XCTAssertTrue(changed.output.contains("indicator differs: the "), changed.output)
    let actual = artifacts.appendingPathComponent("ScratchTabsTests/testBar.1.svg")
    let diff = artifacts.appendingPathComponent("ScratchTabsTests/testBar.1.diff.svg")
    XCTAssertTrue(changed.output.contains("actual:    \(actual.path)"), changed.output)
    XCTAssertTrue(changed.output.contains("diff:      \(diff.path)"), changed.output)
    let counter = SVGClassCounter()
    let parser = XMLParser(data: try Data(contentsOf: diff))
    parser.delegate = counter
    XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
    XCTAssertEqual(counter.root, "svg")
    XCTAssertEqual(counter.paths["indicator"]?.count, 1)  // the reference's
    XCTAssertEqual(counter.paths["overlay-indicator"]?.count, 1)  // the actual one
    XCTAssertNotEqual(counter.paths["indicator"], counter.paths["overlay-indicator"])
    XCTAssertEqual(try String(contentsOf: references[0], encoding: .utf8), recorded)

    // 4. Re-recording the failed snapshots fails once, then the changed template passes.
    let rerecord = try swiftTest(
      ["SCRATCH_UNDERLINE_HEIGHT": "3", "INDICATOR_SNAPSHOT_RECORD": "failed"], "re-record")
    XCTAssertNotEqual(rerecord.status, 0, rerecord.output)
    XCTAssertEqual(count("Record mode is .failed", in: rerecord.output), 3, rerecord.output)
    let after = try swiftTest(["SCRATCH_UNDERLINE_HEIGHT": "3"], "after re-recording")
    XCTAssertEqual(after.status, 0, after.output)

    // 5. `.never` and `CI`: a missing reference fails without being written.
    try FileManager.default.removeItem(at: references[0])
    let never = try swiftTest(
      ["SCRATCH_UNDERLINE_HEIGHT": "3", "INDICATOR_SNAPSHOT_RECORD": "never"], "record never")
    XCTAssertNotEqual(never.status, 0, never.output)
    XCTAssertTrue(never.output.contains("record mode is .never (INDICATOR_SNAPSHOT_RECORD=never)"))
    XCTAssertFalse(exists(references[0]))
    let ci = try swiftTest(["SCRATCH_UNDERLINE_HEIGHT": "3", "CI": "true"], "CI")
    XCTAssertNotEqual(ci.status, 0, ci.output)
    XCTAssertTrue(ci.output.contains("(CI is set and no record mode was given)"), ci.output)
    XCTAssertEqual(count("A new snapshot was not recorded", in: ci.output), 1, ci.output)
    XCTAssertFalse(exists(references[0]))
    let ciMissing = try swiftTest(
      ["SCRATCH_UNDERLINE_HEIGHT": "3", "CI": "true", "INDICATOR_SNAPSHOT_RECORD": "missing"],
      "CI with record missing")
    XCTAssertNotEqual(ciMissing.status, 0, ciMissing.output)
    XCTAssertTrue(exists(references[0]))

    // 6. Swift Testing: parameterized cases in parallel and same-named tests in two suites
    // each record their own files, and inline goldens are written into the source; then
    // five runs in a row read the same files and pass.
    let swiftTesting = "ScratchSuitesTests|ScratchInlineTests"
    let suites = package.appendingPathComponent(
      "Tests/ScratchSuitesTests/__Snapshots__/ScratchSuitesTests")
    let inlineSource = package.appendingPathComponent(
      "Tests/ScratchInlineTests/ScratchInlineTests.swift")
    let recording = try swiftTest([:], "Swift Testing, recording", filter: swiftTesting)
    XCTAssertNotEqual(recording.status, 0, recording.output)
    XCTAssertEqual(
      count("No reference was found on disk. Automatically recorded", in: recording.output),
      20, recording.output)
    XCTAssertEqual(
      count("The expected path data was empty: recorded the actual path", in: recording.output),
      3, recording.output)
    let files = Set(
      (try? FileManager.default.contentsOfDirectory(atPath: suites.path)) ?? [])
    var expected: Set<String> = [
      "Underlines.same.1.svg", "Outlines.same.1.svg", "Outlines.title.title-Home.1.svg",
      "Outlines.title.title-Search.1.svg",
    ]
    for height in 1...8 {
      for n in 1...2 { expected.insert("Underlines.underline-height.height-\(height)-0.\(n).svg") }
    }
    XCTAssertEqual(files, expected)
    let inline = try String(contentsOf: inlineSource, encoding: .utf8)
    for line in [
      "assertIndicator(UnderlineIndicatorTemplate(height: 4), in: context, matchesSVG: "
        + "\"M0 44H120V48H0Z\")",
      "    matchesSVG: \"M0 0H10V2H0Z\")",
      "assertPath(Path(Rect(x: 1, y: 1, width: 2, height: 2)), matchesSVG: \"M1 1H3V3H1Z\")",
    ] {
      XCTAssertTrue(inline.contains(line), inline)
    }
    for run in 1...5 {
      let again = try swiftTest([:], "Swift Testing, run \(run) of 5", filter: swiftTesting)
      XCTAssertEqual(again.status, 0, again.output)
      XCTAssertFalse(again.output.contains("recorded"), again.output)
    }
    XCTAssertEqual(
      Set((try? FileManager.default.contentsOfDirectory(atPath: suites.path)) ?? []), expected)
  }
}

/// The root element, and the `d` of every path by class.
final class SVGClassCounter: NSObject, XMLParserDelegate {
  var root: String?
  var paths: [String: [String]] = [:]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if root == nil { root = elementName }
    if elementName == "path", let name = attributeDict["class"], let d = attributeDict["d"] {
      paths[name, default: []].append(d)
    }
  }
}
