import IndicatorCore
import XCTest

final class PathApproximateTests: XCTestCase {
  /// A closed subpath with every element kind, moved by `dx` and `dy`.
  private func sample(dx: Double = 0, dy: Double = 0) -> Path {
    Path { p in
      p.move(to: Point(x: 0 + dx, y: 0 + dy))
      p.addLine(to: Point(x: 10 + dx, y: 0 + dy))
      p.addQuadCurve(to: Point(x: 10 + dx, y: 10 + dy), control: Point(x: 15 + dx, y: 5 + dy))
      p.addCurve(
        to: Point(x: 0 + dx, y: 10 + dy), control1: Point(x: 7 + dx, y: 12 + dy),
        control2: Point(x: 3 + dx, y: 12 + dy))
      p.closeSubpath()
    }
  }

  func testEqualWithinToleranceElementByElement() {
    let a = sample()
    let b = a.offsetBy(dx: 0.003, dy: -0.004)  // Every point moves by 0.005.
    XCTAssertTrue(a.isApproximatelyEqual(to: b, tolerance: 0.0051))
    XCTAssertFalse(a.isApproximatelyEqual(to: b, tolerance: 0.0049))
    // An equal path built separately matches at tolerance 0 (the bound is inclusive).
    XCTAssertTrue(a.isApproximatelyEqual(to: sample(), tolerance: 0))
    // Each point counts: moving only the last cubic's second control point is seen.
    var bent = Array(a.elements)
    bent[3] = .curve(
      to: Point(x: 0, y: 10), control1: Point(x: 7, y: 12), control2: Point(x: 3, y: 12.5))
    XCTAssertFalse(a.isApproximatelyEqual(to: Path(elements: bent), tolerance: 0.25))
    XCTAssertTrue(a.isApproximatelyEqual(to: Path(elements: bent), tolerance: 0.5))
    XCTAssertTrue(Path().isApproximatelyEqual(to: Path(), tolerance: 0))
  }

  func testDifferentKindsCountsOrControlPointsAreNotEqual() {
    let line = Path { p in
      p.move(to: .zero)
      p.addLine(to: Point(x: 3, y: 0))
    }
    let straightCubic = Path { p in
      p.move(to: .zero)
      p.addCurve(to: Point(x: 3, y: 0), control1: Point(x: 1, y: 0), control2: Point(x: 2, y: 0))
    }
    XCTAssertFalse(line.isApproximatelyEqual(to: straightCubic, tolerance: 10))
    var closed = line
    closed.closeSubpath()
    XCTAssertFalse(line.isApproximatelyEqual(to: closed, tolerance: 10))
    let bent = Path { p in
      p.move(to: .zero)
      p.addCurve(to: Point(x: 3, y: 0), control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 0))
    }
    XCTAssertFalse(straightCubic.isApproximatelyEqual(to: bent, tolerance: 0.5))
    XCTAssertTrue(straightCubic.isApproximatelyEqual(to: bent, tolerance: 1))
  }

  func testNegativeOrNaNToleranceAndNaNPointsNeverMatch() {
    let square = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    XCTAssertFalse(square.isApproximatelyEqual(to: square, tolerance: -1))
    XCTAssertFalse(square.isApproximatelyEqual(to: square, tolerance: .nan))
    let nan = Path { p in
      p.move(to: Point(x: .nan, y: 0))
    }
    XCTAssertFalse(nan.isApproximatelyEqual(to: nan, tolerance: .infinity))
  }

  // MARK: - Element distance

  func testElementDistanceIsTheLargestPointDistance() {
    let o = Point.zero
    XCTAssertEqual(Path.Element.move(to: o).distance(to: .move(to: Point(x: 3, y: 4))), 5)
    XCTAssertEqual(Path.Element.line(to: o).distance(to: .line(to: Point(x: 0, y: -2))), 2)
    // The control point is 5 away, the end point 1: the larger counts.
    XCTAssertEqual(
      Path.Element.quadCurve(to: o, control: o)
        .distance(to: .quadCurve(to: Point(x: 1, y: 0), control: Point(x: 3, y: 4))), 5)
    XCTAssertEqual(
      Path.Element.curve(to: o, control1: o, control2: o)
        .distance(
          to: .curve(
            to: Point(x: 1, y: 0), control1: Point(x: 0, y: 2), control2: Point(x: 6, y: 8))),
      10)
    XCTAssertEqual(Path.Element.closeSubpath.distance(to: .closeSubpath), 0)
  }

  func testElementDistanceOfDifferentKindsIsNilAndOfNaNIsNaN() {
    XCTAssertNil(Path.Element.move(to: .zero).distance(to: .line(to: .zero)))
    XCTAssertNil(Path.Element.closeSubpath.distance(to: .move(to: .zero)))
    let nan = Path.Element.curve(
      to: .zero, control1: Point(x: .nan, y: 0), control2: Point(x: 100, y: 0))
    // NaN even where another pair is farther apart: `max` would drop it.
    XCTAssertEqual(
      nan.distance(to: .curve(to: .zero, control1: .zero, control2: .zero))?.isNaN, true)
  }
}
