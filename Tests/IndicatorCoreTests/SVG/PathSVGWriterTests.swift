import XCTest

@testable import IndicatorCore

/// Writing SVG path data and reading it back (Path+SVGWriter.swift).
final class PathSVGWriterTests: XCTestCase {
  /// Asserts that the path `build` draws is written as `expected`.
  private func assertWrites(
    _ expected: String, file: StaticString = #filePath, line: UInt = #line,
    _ build: (inout Path) -> Void
  ) {
    XCTAssertEqual(Path(build).svgPathData, expected, file: file, line: line)
  }

  // MARK: Writing

  func testRectGoldenString() {
    XCTAssertEqual(Path(Rect(x: 10, y: 20, width: 30, height: 40)).svgPathData, "M10 20H40V60H10Z")
  }

  func testSeparatorsAndOmittedLetters() {
    assertWrites("M-1-2 3-4 5 6H7 8V9-9C2 2 3 3 1 1 4 4 5 5 0 0M0.5 0.25Q2 2 1 1 9 9 3 3") { p in
      p.move(to: pt(-1, -2))
      p.addLine(to: pt(3, -4))
      p.addLine(to: pt(5, 6))
      p.addLine(to: pt(7, 6))
      p.addLine(to: pt(8, 6))
      p.addLine(to: pt(8, 9))
      p.addLine(to: pt(8, -9))
      p.addCurve(to: pt(1, 1), control1: pt(2, 2), control2: pt(3, 3))
      p.addCurve(to: pt(0, 0), control1: pt(4, 4), control2: pt(5, 5))
      p.move(to: pt(0.5, 0.25))
      p.addQuadCurve(to: pt(1, 1), control: pt(2, 2))
      p.addQuadCurve(to: pt(3, 3), control: pt(9, 9))
    }
  }

  func testSmoothCommandsWhenControlPointIsTheReflection() {
    assertWrites("M0 0C1 2 3 4 5 6S9 10 11 12 15 0 20 0Q25 5 30 0T40 0 50 0L60 1T70 0") { p in
      p.move(to: pt(0, 0))
      p.addCurve(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4))
      p.addCurve(to: pt(11, 12), control1: pt(7, 8), control2: pt(9, 10))
      p.addCurve(to: pt(20, 0), control1: pt(13, 14), control2: pt(15, 0))
      p.addQuadCurve(to: pt(30, 0), control: pt(25, 5))
      p.addQuadCurve(to: pt(40, 0), control: pt(35, -5))
      p.addQuadCurve(to: pt(50, 0), control: pt(45, 5))
      p.addLine(to: pt(60, 1))
      p.addQuadCurve(to: pt(70, 0), control: pt(60, 1))
    }
  }

  func testConsecutiveMovesCloseAndTrailingMove() {
    let path = Path { p in
      p.move(to: pt(1, 1))
      p.move(to: pt(2, 2))
      p.addLine(to: pt(3, 3))
      p.closeSubpath()
      p.addLine(to: pt(4, 4))
      p.move(to: pt(5, 5))
      p.closeSubpath()
      p.move(to: pt(6, 6))
    }
    XCTAssertEqual(path.svgPathData, "M1 1M2 2 3 3ZM2 2 4 4M5 5ZM6 6")
    XCTAssertEqual(try Path(svgPathData: path.svgPathData), path)
  }

  func testCloseIsNeverImplied() {
    // Storage written directly inside the module may hold two closes in a row (a path the
    // public API cannot build: `_checkInvariants()` would trap on it); both are written.
    var path = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    path.storage.append(.closeSubpath)
    XCTAssertEqual(path.svgPathData, "M0 0H1V1H0ZZ")
  }

  func testNonFiniteCoordinatesWriteTokensTheReaderRejects() {
    var path = Path()
    path.move(to: pt(.nan, .infinity))
    path.addLine(to: pt(1, -.infinity))
    XCTAssertEqual(path.svgPathData, "MNaN inf 1-inf")
    XCTAssertEqual(parseError(path.svgPathData), SVGPathError(kind: .expectedNumber, offset: 1))
  }

  func testDescriptionIsSVGPathData() {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 3, height: 7))
    XCTAssertEqual(path.description, path.svgPathData)
    XCTAssertEqual("\(Path(Rect(x: 1, y: 2, width: 3, height: 4)))", "M1 2H4V6H1Z")
  }

  // MARK: Round trip

  func testRoundTripOfShapes() throws {
    let paths = [
      Path(),
      Path(Rect(x: -1.5, y: 2.25, width: 10.1, height: 0.3)),
      Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 7),
      Path(
        roundedRect: Rect(x: 0.1, y: 0.2, width: 33, height: 21), cornerRadius: 5,
        style: .continuous),
      Path(ellipseIn: Rect(x: -3, y: 4, width: 17.3, height: 9.1)),
    ]
    for path in paths {
      XCTAssertEqual(try Path(svgPathData: path.svgPathData), path, path.svgPathData)
    }
  }

  func testRandomizedRoundTripWithExtremeValues() throws {
    try forEachSeed(0..<300) { seed, rng in
      let path = SVGSamples.randomPath(&rng)
      let text = path.svgPathData
      let parsed = try Path(svgPathData: text)
      parsed._checkInvariants()
      XCTAssertEqual(parsed, path, "seed \(seed): \(text)")
      // Writing again gives the same text.
      XCTAssertEqual(parsed.svgPathData, text, "seed \(seed)")
    }
  }
}
