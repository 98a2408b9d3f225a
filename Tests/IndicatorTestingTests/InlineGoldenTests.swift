import Foundation
import IndicatorCore
import XCTest

@testable import IndicatorTesting

/// Inline goldens on scratch copies of a test source: the literal found from the call's
/// line and column, rewritten, and found again after earlier edits in the same file.
final class InlineGoldenTests: XCTestCase {
  var source: URL!

  override func setUpWithError() throws {
    source = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inline-golden-\(UUID().uuidString)/TabsTests.swift")
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: source.deletingLastPathComponent())
  }

  func write(_ text: String) throws {
    try Data(text.utf8).write(to: source)
  }

  func text() throws -> String {
    try String(contentsOf: source, encoding: .utf8)
  }

  /// The 1-based line and UTF-8 column where `marker` first occurs in `text`.
  func position(of marker: String, in text: String) throws -> (line: Int, column: Int) {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let range = line.range(of: marker) {
        return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    throw XCTSkip("marker \(marker) not found")
  }

  func replace(_ marker: String, in original: String, with data: String) throws -> Int {
    let (line, column) = try position(of: marker, in: original)
    return try replaceStringLiteral(
      argument: "matchesSVG", file: source.path, line: line, column: column, with: data)
  }

  // MARK: The source editor

  func testEmptyLiteralsOnSeveralLinesAreFilledInOrder() throws {
    let original = """
      func testA() {
        assertPath(a, matchesSVG: "")
        assertIndicator(
          t, in: context,
          matchesSVG: \"""
            M0 0
            H1
            \""")
        assertPath(b, matchesSVG: "", accuracy: 0.5)  // "matchesSVG: x"
      }

      """
    try write(original)
    // Filled in the order the calls run; the multi-line literal becomes one line, and the
    // call after it is still found by its compiled position.
    XCTAssertEqual(try replace("assertPath(a", in: original, with: "M1 1H2"), 2)
    XCTAssertEqual(try replace("assertIndicator(", in: original, with: "M0 44H120V48H0Z"), 5)
    XCTAssertEqual(try replace("assertPath(b", in: original, with: "M3 3"), 6)
    XCTAssertEqual(
      try text(),
      """
      func testA() {
        assertPath(a, matchesSVG: "M1 1H2")
        assertIndicator(
          t, in: context,
          matchesSVG: "M0 44H120V48H0Z")
        assertPath(b, matchesSVG: "M3 3", accuracy: 0.5)  // "matchesSVG: x"
      }

      """)
  }

  func testTwoCallsOnOneLineAndOtherLiteralsBeforeTheArgument() throws {
    let original = """
      assertPath(p("matchesSVG: \\"(", [1, 2]), matchesSVG: ""); assertPath(q, matchesSVG: #"M9 9"#)

      """
    try write(original)
    XCTAssertEqual(try replace("assertPath(p", in: original, with: "M1 1H200000"), 1)
    XCTAssertEqual(try replace("assertPath(q", in: original, with: "M2 2"), 1)
    XCTAssertEqual(
      try text(),
      """
      assertPath(p("matchesSVG: \\"(", [1, 2]), matchesSVG: "M1 1H200000"); assertPath(q, matchesSVG: "M2 2")

      """)
  }

  func testArgumentsThatAreNotLiteralsAreNotTouched() throws {
    let original = """
      assertPath(p, matchesSVG: expected)
      assertPath(p, equals: q)
      assertPath(p, matchesSVG: "M0 0" + tail)

      """
    try write(original)
    for (marker, reason) in [
      ("assertPath(p, m", "the matchesSVG: argument is not a string literal"),
      ("assertPath(p, e", "the call has no matchesSVG: argument"),
      ("assertPath(p, matchesSVG: \"", "the matchesSVG: argument is not a single string literal"),
    ] {
      XCTAssertThrowsError(try replace(marker, in: original, with: "M1 1")) { error in
        XCTAssertEqual((error as? SourceEditError)?.message, reason, marker)
      }
    }
    XCTAssertEqual(try text(), original)
  }

  // MARK: The assertion's flow

  func verify(
    _ path: Path?, _ expected: String, record: SnapshotRecordMode?, at marker: String,
    in original: String, environment: [String: String] = [:]
  ) throws -> String? {
    let (line, column) = try position(of: marker, in: original)
    return verifyInlineGolden(
      path, expected: expected, record: record, file: source.path, line: line, column: column,
      environment: environment
    ) { verifyPath(path, matchesSVG: $0) }
  }

  func testEmptyGoldenIsWrittenOnceThenVerified() throws {
    let path = Path(Rect(x: 0, y: 44, width: 120, height: 4))
    let original = """
      assertPath(bar.selectionIndicator?.path, matchesSVG: "")

      """
    try write(original)
    let first = try XCTUnwrap(try verify(path, "", record: nil, at: "assertPath", in: original))
    XCTAssertEqual(
      first,
      "The expected path data was empty: recorded the actual path at \(source.path):1 "
        + "(matchesSVG: \"M0 44H120V48H0Z\"). Re-run the test to verify against it.")
    XCTAssertEqual(
      try text(), "assertPath(bar.selectionIndicator?.path, matchesSVG: \"M0 44H120V48H0Z\")\n")
    // The next run reads the literal it wrote.
    XCTAssertNil(try verify(path, "M0 44H120V48H0Z", record: nil, at: "assertPath", in: original))
  }

  func testNeverWritesNothingAndMissingLeavesADifferenceAlone() throws {
    let path = Path(Rect(x: 0, y: 44, width: 120, height: 4))
    let original = "assertPath(p, matchesSVG: \"\")\nassertPath(p, matchesSVG: \"M0 0H1\")\n"
    try write(original)
    let never = try XCTUnwrap(
      try verify(path, "", record: nil, at: "assertPath", in: original, environment: ["CI": "1"]))
    XCTAssertEqual(
      never,
      "The expected path data is empty and the record mode is .never (CI is set and no record "
        + "mode was given), so it was not written. The actual path: M0 44H120V48H0Z")
    let differs = try XCTUnwrap(
      try verify(
        path, "M0 0H1", record: .missing, at: "assertPath(p, matchesSVG: \"M", in: original))
    XCTAssertTrue(differs.hasPrefix("Paths differ at element 0"), differs)
    let none = try XCTUnwrap(try verify(nil, "", record: nil, at: "assertPath", in: original))
    XCTAssertTrue(none.hasPrefix("The path is nil"), none)
    XCTAssertEqual(try text(), original)
  }

  func testFailedRewritesADifferingLiteral() throws {
    let path = Path(Rect(x: 0, y: 44, width: 120, height: 4))
    let original = "  assertPath(p, matchesSVG: \"M0 40H120V48H0Z\", record: .failed)\n"
    try write(original)
    let message = try XCTUnwrap(
      try verify(path, "M0 40H120V48H0Z", record: .failed, at: "assertPath", in: original))
    XCTAssertTrue(message.hasPrefix("Paths differ at element 0"), message)
    XCTAssertTrue(
      message.hasSuffix(
        "Record mode is .failed (record: .failed): rewrote the expected path "
          + "data at \(source.path):1. Re-run the test to verify against it."), message)
    XCTAssertEqual(
      try text(), "  assertPath(p, matchesSVG: \"M0 44H120V48H0Z\", record: .failed)\n")
    // A match rewrites nothing, whatever the mode.
    XCTAssertNil(try verify(path, "M0 44H120V48H0Z", record: .all, at: "assertPath", in: original))
  }
}
