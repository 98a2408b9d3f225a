import XCTest

@testable import IndicatorCore

final class PathTrimTests: XCTestCase {
  let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))

  // MARK: Golden values

  /// Asserts the elements of `path` trimmed to each range; a failure names the range.
  private func assertTrims(
    _ path: Path, _ cases: [(from: Double, to: Double, elements: [Path.Element])],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (from, to, elements) in cases {
      XCTAssertEqual(
        path.trimmedPath(from: from, to: to).elements, elements, "\(from)...\(to)", file: file,
        line: line)
    }
  }

  func testSquareQuartersAreItsSides() {
    assertTrims(
      square,
      [
        (0, 0.25, [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0))]),
        (0.25, 0.5, [.move(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10))]),
        (
          0.125, 0.375,
          [
            .move(to: Point(x: 5, y: 0)), .line(to: Point(x: 10, y: 0)),
            .line(to: Point(x: 10, y: 5)),
          ]
        ),
      ])
  }

  func testCutClosingLineBecomesAnOpenLine() {
    assertTrims(
      square,
      [
        (0.9, 1, [.move(to: Point(x: 0, y: 4)), .line(to: Point(x: 0, y: 0))]),
        (
          0.5, 1,
          [
            .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)),
            .line(to: Point(x: 0, y: 0)),
          ]
        ),
      ])
  }

  func testWholeSubpathsInsideTheRangeStayClosed() {
    var two = square
    two.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
    two.addRect(Rect(x: 40, y: 0, width: 10, height: 10))
    // 120 long: keep 30...90, i.e. the last side of the first square, all of the second and
    // the first side of the third.
    let trimmed = two.trimmedPath(from: 0.25, to: 0.75)
    XCTAssertEqual(
      trimmed.elements,
      [
        .move(to: Point(x: 0, y: 10)), .line(to: Point(x: 0, y: 0)),
        .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 30, y: 0)),
        .line(to: Point(x: 30, y: 10)), .line(to: Point(x: 20, y: 10)), .closeSubpath,
        .move(to: Point(x: 40, y: 0)), .line(to: Point(x: 50, y: 0)),
      ])
    XCTAssertEqual(trimmed.length, 60)
  }

  func testFullRangeReturnsThePathItself() {
    var path = square
    path.move(to: Point(x: 50, y: 50))  // A lone move survives only here.
    XCTAssertEqual(path.trimmedPath(from: 0, to: 1), path)
    XCTAssertEqual(path.trimmedPath(from: -3, to: 7), path)
  }

  func testCutCurvesStayCurvesOfTheSameKind() throws {
    let c = CubicBezier(
      Point(x: 0, y: 0), Point(x: 30, y: 60), Point(x: 70, y: -40), Point(x: 100, y: 0))
    let path = Path { p in
      p.move(to: c.p0)
      p.addCurve(to: c.p3, control1: c.p1, control2: c.p2)
    }
    let trimmed = path.trimmedPath(from: 0.2, to: 0.7)
    XCTAssertEqual(trimmed.elements.count, 2)
    guard case .curve(let end, _, _) = trimmed.elements[1],
      case .move(let start) = trimmed.elements[0]
    else { return XCTFail("expected move + curve, got \(trimmed)") }
    let total = c.arcLength()
    let t0 = c.parameter(atLength: 0.2 * total)
    let t1 = c.parameter(atLength: 0.7 * total)
    XCTAssertTrue(start.isApproximatelyEqual(to: c.point(at: t0), tolerance: 1e-12))
    XCTAssertTrue(end.isApproximatelyEqual(to: c.point(at: t1), tolerance: 1e-12))
    XCTAssertEqual(trimmed.length, 0.5 * total, accuracy: total * 1e-9)
  }

  func testCircleQuarterIsItsFirstCubic() {
    let circle = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
    let quarter = circle.trimmedPath(from: 0, to: 0.25)
    XCTAssertEqual(quarter.length, circle.length / 4, accuracy: 1e-9)
    XCTAssertTrue(quarter.elements.count <= 3, "\(quarter)")
    XCTAssertEqual(quarter.elements[0], circle.elements[0])
    XCTAssertEqual(quarter.elements[1], circle.elements[1])
  }

  // MARK: Properties

  func testTrimmedLengthIsTheFractionOfTheLength() {
    forEachSeed { seed, rng in
      let path = rng.path()
      let a = rng.double(in: -0.2...1.2)
      let b = rng.double(in: -0.2...1.2)
      let from = min(a, b)
      let to = max(a, b)
      let length = path.length
      let expected = (min(max(to, 0), 1) - min(max(from, 0), 1)) * length
      let trimmed = path.trimmedPath(from: from, to: to)
      trimmed._checkInvariants()
      XCTAssertEqual(
        trimmed.length, expected, accuracy: length * 1e-9, "seed \(seed): \(from)...\(to)")
      // Adjacent trims add up.
      let m = rng.double(in: 0...1)
      let head = path.trimmedPath(from: 0, to: m)
      let tail = path.trimmedPath(from: m, to: 1)
      head._checkInvariants()
      tail._checkInvariants()
      XCTAssertEqual(
        head.length + tail.length, length, accuracy: length * 1e-9, "seed \(seed): cut at \(m)")
    }
  }

  // MARK: Bad input

  func testEmptyRangesNaNAndNonFinitePathsGiveAnEmptyPath() {
    XCTAssertTrue(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    XCTAssertTrue(square.trimmedPath(from: 0.8, to: 0.2).isEmpty)
    XCTAssertTrue(square.trimmedPath(from: 1.5, to: 2).isEmpty)
    XCTAssertTrue(square.trimmedPath(from: .nan, to: 1).isEmpty)
    XCTAssertTrue(square.trimmedPath(from: 0, to: .nan).isEmpty)
    XCTAssertTrue(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    XCTAssertTrue(Path { $0.move(to: .zero) }.trimmedPath(from: 0, to: 0.5).isEmpty)
    var bad = square
    bad.addLine(to: Point(x: .infinity, y: 0))
    XCTAssertTrue(bad.trimmedPath(from: 0, to: 0.5).isEmpty)
    XCTAssertEqual(
      square.trimmedPath(from: -.infinity, to: 0.25), square.trimmedPath(from: 0, to: 0.25))
  }
}

extension PathTrimTests {
  func testZeroLengthPathKeepsItselfOnlyForTheFullRange() {
    let dot = Path { p in
      p.move(to: Point(x: 1, y: 1))
      p.addLine(to: Point(x: 1, y: 1))
    }
    XCTAssertEqual(dot.trimmedPath(from: 0, to: 1), dot)
    XCTAssertTrue(dot.trimmedPath(from: 0, to: 0.5).isEmpty)
  }

  // MARK: Exact cuts and overflow

  func testCutsInLinesAreExactWhereRepresentable() {
    let line = Path {
      $0.move(to: Point(x: 0, y: 47))
      $0.addLine(to: Point(x: 120, y: 47))
    }
    assertTrims(
      line, [(0.25, 0.75, [.move(to: Point(x: 30, y: 47)), .line(to: Point(x: 90, y: 47))])])
    let diagonal = Path {
      $0.move(to: Point(x: 0, y: 0))
      $0.addLine(to: Point(x: 30, y: 40))
    }
    assertTrims(
      diagonal, [(0.2, 0.7, [.move(to: Point(x: 6, y: 8)), .line(to: Point(x: 21, y: 28))])])
  }

  func testALengthThatOverflowsIsTrimmedOnAScaledCopy() {
    let huge = Path {
      $0.move(to: Point(x: -1e308, y: 0))
      $0.addLine(to: Point(x: 1e308, y: 0))
      $0.addCurve(
        to: Point(x: -1e308, y: 1e308), control1: Point(x: 1e308, y: 1e308),
        control2: Point(x: 0, y: -1e308))
    }
    XCTAssertEqual(huge.length, .infinity)
    let trimmed = huge.trimmedPath(from: 0, to: 0.2)
    XCTAssertTrue(trimmed.isFinite, "\(trimmed)")
    XCTAssertEqual(trimmed.elements.first, .move(to: Point(x: -1e308, y: 0)))
    XCTAssertTrue(huge.trimmedPath(from: 0.1, to: 0.9).isFinite)
    XCTAssertEqual(
      Path {
        $0.move(to: Point(x: -1e308, y: 0))
        $0.addLine(to: Point(x: 1e308, y: 0))
      }.trimmedPath(from: 0.25, to: 0.75).elements,
      [.move(to: Point(x: -5e307, y: 0)), .line(to: Point(x: 5e307, y: 0))])
  }
}
